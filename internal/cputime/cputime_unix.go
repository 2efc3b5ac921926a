//go:build unix

// Package cputime reads the CPU time this process has used, for benchmarks
// that report work per CPU-second next to wall time (on a shared machine the
// wall clock also measures the neighbours).
package cputime

import (
	"syscall"
	"time"
)

// Process is the user + system CPU time of this process so far (0 when the
// system cannot tell).
func Process() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// Children is the user + system CPU time of this process's children that
// have ended and been waited for (worker processes, once stopped).
func Children() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
