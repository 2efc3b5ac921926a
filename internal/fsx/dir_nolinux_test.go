//go:build !linux

package fsx

// No openat2 on this system.
func haveOpenat2() bool    { return false }
func openat2GivenUp() bool { return true }
