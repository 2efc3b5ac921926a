//go:build linux

package fsx

import (
	"io/fs"
	"strings"
	"sync/atomic"

	"golang.org/x/sys/unix"
)

// resolveFlags: nothing above the handle, no symlink at any element, no
// /proc magic link.
const resolveFlags = unix.RESOLVE_BENEATH | unix.RESOLVE_NO_SYMLINKS | unix.RESOLVE_NO_MAGICLINKS

// noOpenat2 is set once openat2 turned out to be missing (ENOSYS: a kernel
// before 5.6) or refused by a seccomp filter (EPERM on a probe that cannot
// be refused otherwise).
var noOpenat2 atomic.Bool

// openBeneath opens rel beneath h with one openat2 call; ok is false when
// openat2 cannot be used here, and the caller walks element by element.
func openBeneath(h handle, rel string, kind openKind, perm fs.FileMode) (handle, bool, error) {
	if noOpenat2.Load() {
		return noHandle, false, nil
	}
	flags := flagsOf(kind)
	if kind == kindParent {
		flags = unix.O_PATH | unix.O_DIRECTORY // enough to resolve names in
	}
	how := unix.OpenHow{Flags: uint64(flags | unix.O_NOFOLLOW | unix.O_CLOEXEC), Resolve: resolveFlags}
	if kind == kindCreate {
		how.Mode = uint64(perm.Perm()) // openat2 refuses a mode without O_CREAT
	}
	for tries := 0; ; tries++ {
		fd, err := unix.Openat2(h, rel, &how)
		switch {
		case err == nil:
			return fd, true, nil
		case err == unix.ENOSYS || err == unix.EPERM && !openat2Works():
			noOpenat2.Store(true)
			return noHandle, false, nil
		case err == unix.EINTR:
			continue
		case err == unix.EAGAIN && tries < 8:
			continue // a rename elsewhere on the system raced the lookup
		case err == unix.EAGAIN:
			return noHandle, false, nil // the walk does not need the retry
		case err == unix.ELOOP:
			return noHandle, true, ErrSymlink // RESOLVE_NO_SYMLINKS: a link at some element
		case err == unix.EXDEV:
			return noHandle, true, ErrBadName // it would have left h: never, for a checked name
		case err == unix.ENOTDIR:
			return noHandle, true, lastLinkErr(h, rel, err)
		}
		return noHandle, true, err
	}
}

// lastLinkErr names an ENOTDIR of openat2: O_DIRECTORY|O_NOFOLLOW gives it
// for a link at the last element, which is ErrSymlink like one before it.
func lastLinkErr(h handle, rel string, err error) error {
	i := strings.LastIndexByte(rel, '/')
	if i < 0 {
		return linkErr(h, rel, err)
	}
	how := unix.OpenHow{Flags: unix.O_PATH | unix.O_DIRECTORY | unix.O_CLOEXEC, Resolve: resolveFlags}
	p, perr := unix.Openat2(h, rel[:i], &how)
	if perr == unix.ELOOP {
		return ErrSymlink
	}
	if perr != nil {
		return err
	}
	defer unix.Close(p)
	return linkErr(p, rel[i+1:], err)
}

// openat2Works probes openat2 where nothing but a filter can refuse it.
func openat2Works() bool {
	fd, err := unix.Openat2(unix.AT_FDCWD, "/", &unix.OpenHow{Flags: unix.O_PATH | unix.O_CLOEXEC})
	if err != nil {
		return false
	}
	unix.Close(fd)
	return true
}
