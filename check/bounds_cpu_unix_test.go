//go:build unix

package check

import "syscall"

// cpuTime is the CPU time of this process (user and system), in ns: on a
// machine others load, the per-citation CPU is the figure to compare.
func cpuTime() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
