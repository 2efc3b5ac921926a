//go:build unix

package watcher

import (
	"path/filepath"
	"syscall"
	"testing"
)

// makeFIFO makes a FIFO dir/name and returns its path ("" where it cannot).
func makeFIFO(t *testing.T, dir, name string) string {
	p := filepath.Join(dir, name)
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Logf("mkfifo: %v", err)
		return ""
	}
	return p
}
