//go:build unix

package watcher

import (
	"errors"
	"os"
	"path/filepath"

	"golang.org/x/sys/unix"
)

func isCrossDevice(err error) bool { return errors.Is(err, unix.EXDEV) }

// lockState takes an exclusive lock on <state>/lock so two daemons never
// share one state folder (and one work folder). The lock dies with the
// process, SIGKILL included.
func lockState(dir string) (func(), error) {
	f, err := os.OpenFile(filepath.Join(dir, "lock"), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	if err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB); err != nil {
		f.Close()
		return nil, errors.New("another citeguard watch is running with this state folder")
	}
	return func() { f.Close() }, nil
}

// syncDir makes a rename or create in dir durable. Raw system calls: an
// os.File would register with the poller (four more calls per sync).
func syncDir(dir string) { _ = syncDirErr(dir) }

func syncDirErr(dir string) error {
	fd, err := unix.Open(dir, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		return err
	}
	err = unix.Fsync(fd)
	unix.Close(fd)
	return err
}
