//go:build !unix && !windows

package fsx

import (
	"fmt"
	"os"
)

func isCrossDevice(err error) bool { return false }

// ONoFollow: no such flag here; OpenRegular compares Lstat and Stat.
const ONoFollow = 0

// Lock is advisory only on a system without flock or LockFileEx (plan9,
// wasm): the file is created and held open.
func Lock(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrLocked, path, err)
	}
	return lockFile(f)
}

// lockFile holds f open: advisory only here.
func lockFile(f *os.File) (unlock func(), err error) { return func() { f.Close() }, nil }

// SyncDir: not available here.
func SyncDir(dir string) error { return nil }

// inheritGroup: no setgid folders here.
func inheritGroup(f *os.File, dir string) {}

// hiddenAttr: only dot names are hidden here.
func hiddenAttr(path string) bool { return false }

// SetHidden: only dot names are hidden here.
func SetHidden(path string) error { return nil }

// NetworkFS is not detected here: set mode: poll for a network share.
func NetworkFS(dir string) string { return "" }
