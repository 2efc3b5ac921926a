package fsx

import (
	"errors"
	"io/fs"
)

// Locked reports whether another process holds the Lock of the file name
// beneath d, without creating it: a missing file is not locked. It takes
// the lock for an instant when it is free (there is no way to test a lock
// without trying it), so a process whose Lock falls in that instant is
// told the lock is taken.
func (d *Dir) Locked(name string) (bool, error) {
	f, _, err := d.OpenFile(name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return false, nil
	case errors.Is(err, ErrHeldForWriting): // Windows: the holder has it open
		return true, nil
	case err != nil:
		return false, err
	}
	unlock, err := lockFile(f)
	if errors.Is(err, ErrLocked) {
		return true, nil
	}
	if err != nil {
		return false, err
	}
	unlock()
	return false, nil
}
