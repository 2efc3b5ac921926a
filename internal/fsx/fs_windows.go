package fsx

import (
	"errors"
	"fmt"
	"os"

	"golang.org/x/sys/windows"
)

func isCrossDevice(err error) bool { return errors.Is(err, windows.ERROR_NOT_SAME_DEVICE) }

// ONoFollow: no such flag on Windows; OpenRegular opens reparse points as
// themselves and refuses them.
const ONoFollow = 0

// Lock takes an exclusive LockFileEx lock on the first byte of the file at
// path (created when missing), so two processes never share what it guards
// (a state folder): Go opens files shareable on Windows, so holding the file
// open is not enough. Windows releases the lock when the process ends,
// killed or not. ErrLocked: another process (or another handle) holds it.
func Lock(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	return lockFile(f)
}

// lockFile takes the exclusive LockFileEx lock of the open file f; f is
// closed when it cannot be taken, and by unlock.
func lockFile(f *os.File) (unlock func(), err error) {
	path := f.Name()
	h := windows.Handle(f.Fd())
	ol := new(windows.Overlapped)
	const flags = windows.LOCKFILE_EXCLUSIVE_LOCK | windows.LOCKFILE_FAIL_IMMEDIATELY
	if err := windows.LockFileEx(h, flags, 0, 1, 0, ol); err != nil {
		f.Close()
		if errors.Is(err, windows.ERROR_LOCK_VIOLATION) || errors.Is(err, windows.ERROR_IO_PENDING) {
			return nil, fmt.Errorf("%w: %s", ErrLocked, path)
		}
		return nil, fmt.Errorf("locking %s: %w", path, err)
	}
	return func() {
		windows.UnlockFileEx(h, 0, 1, 0, ol)
		f.Close()
	}, nil
}

// SyncDir: folders cannot be synced on Windows; NTFS journals renames.
func SyncDir(dir string) error { return nil }

// inheritGroup: no setgid folders on Windows (a new file inherits the
// folder's ACL by itself).
func inheritGroup(f *os.File, dir string) {}

// hiddenAttr reports whether the file has the hidden or system attribute
// (Explorer hides it; Office keeps its lock files so).
func hiddenAttr(path string) bool {
	p, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return false
	}
	a, err := windows.GetFileAttributes(p)
	return err == nil && a&(windows.FILE_ATTRIBUTE_HIDDEN|windows.FILE_ATTRIBUTE_SYSTEM) != 0
}

// SetHidden gives a file or folder the hidden attribute (the daemon's work
// folder in a shared inbox), keeping its other attributes.
func SetHidden(path string) error {
	p, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return err
	}
	a, err := windows.GetFileAttributes(p)
	if err != nil {
		return fmt.Errorf("hiding %s: %w", path, err)
	}
	if a&windows.FILE_ATTRIBUTE_HIDDEN != 0 {
		return nil
	}
	if err := windows.SetFileAttributes(p, a|windows.FILE_ATTRIBUTE_HIDDEN); err != nil {
		return fmt.Errorf("hiding %s: %w", path, err)
	}
	return nil
}

// NetworkFS names the network share dir is on — a UNC path
// (\\server\share) or a drive letter mapped to one — or "" for a local disk.
// A service sees no drive a user mapped: give it the UNC path.
func NetworkFS(dir string) string {
	vol, unc := volumeOf(dir)
	if unc {
		return "smb (UNC " + vol + ")"
	}
	if vol == "" {
		return ""
	}
	p, err := windows.UTF16PtrFromString(vol + `\`)
	if err != nil {
		return ""
	}
	if windows.GetDriveType(p) == windows.DRIVE_REMOTE {
		return "smb (mapped drive " + vol + ")"
	}
	return ""
}
