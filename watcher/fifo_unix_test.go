//go:build unix

package watcher

import (
	"path/filepath"
	"syscall"
	"testing"
)

// makeFIFO makes a FIFO in dir ("" where it cannot).
func makeFIFO(t *testing.T, dir string) string {
	p := filepath.Join(dir, "fifo.pdf")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Logf("mkfifo: %v", err)
		return ""
	}
	return p
}
