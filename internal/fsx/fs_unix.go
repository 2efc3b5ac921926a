//go:build unix

package fsx

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"syscall"

	"golang.org/x/sys/unix"
)

func isCrossDevice(err error) bool { return errors.Is(err, unix.EXDEV) }

// ONoFollow makes an open fail on a symlink instead of following it.
const ONoFollow = unix.O_NOFOLLOW

// Lock takes an exclusive lock on the file at path (created when missing),
// so two processes never share what it guards (a state folder). The lock
// dies with the process, SIGKILL included. ErrLocked: another process
// holds it.
func Lock(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	return lockFile(f)
}

// lockFile takes the exclusive lock of the open file f (flock); f is
// closed when it cannot be taken, and by unlock.
func lockFile(f *os.File) (unlock func(), err error) {
	if err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB); err != nil {
		f.Close()
		return nil, fmt.Errorf("%w: %s", ErrLocked, f.Name())
	}
	return func() { f.Close() }, nil
}

// SyncDir makes a rename or create in dir durable. Raw system calls: an
// os.File would register with the poller (four more calls per sync).
func SyncDir(dir string) error {
	fd, err := unix.Open(dir, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		return err
	}
	err = unix.Fsync(fd)
	unix.Close(fd)
	return err
}

// inheritGroup gives f the group of dir when dir is setgid and f's group
// differs (Linux does this for files created there, not for hard-linked
// moves), best effort: the daemon may not be in that group.
func inheritGroup(f *os.File, dir string) {
	di, err := os.Stat(dir)
	if err != nil || di.Mode()&fs.ModeSetgid == 0 {
		return
	}
	fi, err := f.Stat()
	if err != nil {
		return
	}
	dst, ok1 := di.Sys().(*syscall.Stat_t)
	fst, ok2 := fi.Sys().(*syscall.Stat_t)
	if ok1 && ok2 && dst.Gid != fst.Gid {
		_ = f.Chown(-1, int(dst.Gid))
	}
}

// hiddenAttr: Unix hides by the dot name only.
func hiddenAttr(path string) bool { return false }

// SetHidden: on Unix a dot name is what hides a file; nothing to set.
func SetHidden(path string) error { return nil }
