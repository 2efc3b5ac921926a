//go:build !unix && !windows

package fsx

import (
	"fmt"
	"os"
)

// Systems without O_NOFOLLOW: Lstat first, open, and compare the two.
func openRegularOS(path string) (*os.File, Ident, error) {
	fi, err := os.Lstat(path)
	if err != nil {
		return nil, Ident{}, err
	}
	if !fi.Mode().IsRegular() {
		return nil, Ident{}, fmt.Errorf("%s: %w", path, ErrNotRegular)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, Ident{}, err
	}
	fi2, err := f.Stat()
	if err != nil || !os.SameFile(fi, fi2) {
		f.Close()
		return nil, Ident{}, fmt.Errorf("%s: %w (changed while opened)", path, ErrNotRegular)
	}
	id, _ := IdentOf(f)
	return f, id, nil
}

func IdentOf(f *os.File) (Ident, error) {
	fi, err := f.Stat()
	if err != nil {
		return Ident{}, err
	}
	return Ident{Size: fi.Size(), MTime: fi.ModTime().UnixNano()}, nil
}
