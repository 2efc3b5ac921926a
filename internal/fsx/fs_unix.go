//go:build unix

package fsx

import (
	"errors"
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

func isCrossDevice(err error) bool { return errors.Is(err, unix.EXDEV) }

// Lock takes an exclusive lock on the file at path (created when missing),
// so two processes never share what it guards (a state folder). The lock
// dies with the process, SIGKILL included. ErrLocked: another process
// holds it.
func Lock(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	if err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB); err != nil {
		f.Close()
		return nil, fmt.Errorf("%w: %s", ErrLocked, path)
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
