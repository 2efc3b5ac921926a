//go:build !unix

// Package cputime reads the CPU time this process has used, for benchmarks
// that report work per CPU-second next to wall time.
package cputime

import "time"

// Process is 0 where the process's CPU time is not read.
func Process() time.Duration { return 0 }

// Children is 0 where the children's CPU time is not read.
func Children() time.Duration { return 0 }
