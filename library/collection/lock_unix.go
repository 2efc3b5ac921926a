//go:build unix

package collection

import (
	"os"
	"syscall"
)

// lockFile takes an exclusive lock on path (created if needed), waiting for
// a writer in another process to finish.
func lockFile(path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, err
	}
	return func() { f.Close() }, nil
}
