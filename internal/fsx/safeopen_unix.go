//go:build unix

package fsx

import (
	"errors"
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

func openRegularOS(path string) (*os.File, Ident, error) {
	// O_NOFOLLOW: a symlink is an error (ELOOP), not followed.
	fd, err := unix.Open(path, flagsOf(kindRead)|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0)
	if err != nil {
		if errors.Is(err, unix.ELOOP) {
			return nil, Ident{}, fmt.Errorf("%s: %w (symlink)", path, ErrNotRegular)
		}
		return nil, Ident{}, &os.PathError{Op: "open", Path: path, Err: err}
	}
	return fileOf(fd, kindRead, path)
}

// IdentOf is the ident of an open file.
func IdentOf(f *os.File) (Ident, error) {
	var st unix.Stat_t
	if err := unix.Fstat(int(f.Fd()), &st); err != nil {
		return Ident{}, err
	}
	return identOfStat(&st), nil
}

func identOfStat(st *unix.Stat_t) Ident {
	return Ident{Dev: uint64(st.Dev), Ino: uint64(st.Ino), Size: int64(st.Size),
		MTime: int64(st.Mtim.Sec)*1e9 + int64(st.Mtim.Nsec), CTime: int64(st.Ctim.Sec)*1e9 + int64(st.Ctim.Nsec)}
}
