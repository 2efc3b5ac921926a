package fsx

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

func TestOpenRegular(t *testing.T) {
	dir := t.TempDir()
	reg := filepath.Join(dir, "a.txt")
	os.WriteFile(reg, []byte("abc"), 0o644)
	f, id, err := OpenRegular(reg)
	if err != nil || id.Size != 3 || id.Ino == 0 && runtime.GOOS != "windows" {
		t.Fatalf("regular file: %+v, %v", id, err)
	}
	f.Close()
	if err := os.Symlink(reg, filepath.Join(dir, "link.txt")); err == nil {
		if _, _, err := OpenRegular(filepath.Join(dir, "link.txt")); !errors.Is(err, ErrNotRegular) {
			t.Errorf("symlink: %v, want ErrNotRegular", err)
		}
	}
	if _, _, err := OpenRegular(dir); !errors.Is(err, ErrNotRegular) {
		t.Errorf("folder: %v, want ErrNotRegular", err)
	}
	if fifo := makeFIFO(t, dir); fifo != "" {
		if _, _, err := OpenRegular(fifo); !errors.Is(err, ErrNotRegular) {
			t.Errorf("FIFO: %v, want ErrNotRegular", err)
		}
	}
}
