//go:build !unix

package watcher

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
)

// ERROR_NOT_SAME_DEVICE on Windows.
const errNotSameDevice = syscall.Errno(17)

func isCrossDevice(err error) bool { return errors.Is(err, errNotSameDevice) }

// lockState on Windows: the lock file is held open without sharing by the
// running daemon; a second daemon cannot open it for writing. Elsewhere it is
// advisory only.
func lockState(dir string) (func(), error) {
	f, err := os.OpenFile(filepath.Join(dir, "lock"), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, errors.New("another citeguard watch may be running with this state folder: " + err.Error())
	}
	return func() { f.Close() }, nil
}

// syncDir: directories cannot be synced on Windows; NTFS journals renames.
func syncDir(dir string) {}

func syncDirErr(dir string) error { return nil }
