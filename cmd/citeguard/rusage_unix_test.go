//go:build unix

package main

import (
	"syscall"
	"time"
)

// childrenCPU is the user + system CPU time of this process's children
// that have ended (the worker processes, once stopped).
func childrenCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
