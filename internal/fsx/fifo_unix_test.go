//go:build unix

package fsx

import (
	"path/filepath"
	"syscall"
	"testing"
)

// makeFIFO makes a FIFO in dir and returns its path ("" where it cannot).
func makeFIFO(t *testing.T, dir string) string {
	p := filepath.Join(dir, "fifo.pdf")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Logf("mkfifo: %v", err)
		return ""
	}
	return p
}
