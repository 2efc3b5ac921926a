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
	// O_NONBLOCK: a FIFO opens at once instead of waiting for a writer.
	fd, err := unix.Open(path, unix.O_RDONLY|unix.O_NOFOLLOW|unix.O_NONBLOCK|unix.O_CLOEXEC|unix.O_NOCTTY, 0)
	if err != nil {
		if errors.Is(err, unix.ELOOP) {
			return nil, Ident{}, fmt.Errorf("%s: %w (symlink)", path, ErrNotRegular)
		}
		return nil, Ident{}, &os.PathError{Op: "open", Path: path, Err: err}
	}
	var st unix.Stat_t
	if err := unix.Fstat(fd, &st); err != nil {
		unix.Close(fd)
		return nil, Ident{}, &os.PathError{Op: "fstat", Path: path, Err: err}
	}
	if st.Mode&unix.S_IFMT != unix.S_IFREG {
		unix.Close(fd)
		return nil, Ident{}, fmt.Errorf("%s: %w (mode %o)", path, ErrNotRegular, st.Mode&unix.S_IFMT)
	}
	// Back to blocking reads, so os.File treats it as an ordinary file.
	if err := unix.SetNonblock(fd, false); err != nil {
		unix.Close(fd)
		return nil, Ident{}, &os.PathError{Op: "fcntl", Path: path, Err: err}
	}
	return os.NewFile(uintptr(fd), path), identOfStat(&st), nil
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
