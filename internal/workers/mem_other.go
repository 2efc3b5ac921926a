//go:build !linux

package workers

// residentBytes: not read on this system (the job object bounds memory on
// Windows; elsewhere GOMEMLIMIT alone).
func residentBytes(pid int) (int64, bool) { return 0, false }

// Memory is not measured on this system.
func Memory(pid int) (rss, pss int64, ok bool) { return 0, 0, false }
