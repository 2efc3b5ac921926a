//go:build !unix

package fsx

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// ERROR_NOT_SAME_DEVICE on Windows.
const errNotSameDevice = syscall.Errno(17)

func isCrossDevice(err error) bool { return errors.Is(err, errNotSameDevice) }

// Lock on Windows: the lock file is held open without sharing by the
// running process; a second one cannot open it for writing. Elsewhere it is
// advisory only.
func Lock(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrLocked, path, err)
	}
	return func() { f.Close() }, nil
}

// SyncDir: directories cannot be synced on Windows; NTFS journals renames.
func SyncDir(dir string) error { return nil }

// inheritGroup: no setgid folders here (Windows inherits ACLs by itself).
func inheritGroup(f *os.File, dir string) {}
