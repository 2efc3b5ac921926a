//go:build linux

package fsx

// openat2 here: whether the kernel gives it, and whether it was given up.
func haveOpenat2() bool    { noOpenat2.Store(false); return openat2Works() }
func openat2GivenUp() bool { return noOpenat2.Load() }
