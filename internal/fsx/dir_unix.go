//go:build unix

package fsx

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"golang.org/x/sys/unix"
)

// handle is an open file descriptor of a folder.
type handle = int

const noHandle handle = -1

// flagsOf are the open flags of each kind, for openat and openat2.
func flagsOf(kind openKind) int {
	switch kind {
	case kindRead:
		// O_NONBLOCK: a FIFO opens at once instead of waiting for a writer.
		return unix.O_RDONLY | unix.O_NONBLOCK | unix.O_NOCTTY
	case kindCreate:
		return unix.O_RDWR | unix.O_CREAT | unix.O_EXCL
	}
	return unix.O_RDONLY | unix.O_DIRECTORY
}

func openRootOS(path string) (handle, error) {
	fd, err := unix.Open(path, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0)
	if err != nil {
		return noHandle, linkErr(unix.AT_FDCWD, path, err)
	}
	return fd, nil
}

// openElem opens one element of a name; O_NOFOLLOW refuses a link there.
func openElem(parent handle, elem string, kind openKind, perm fs.FileMode) (handle, error) {
	for {
		fd, err := unix.Openat(parent, elem, flagsOf(kind)|unix.O_NOFOLLOW|unix.O_CLOEXEC, uint32(perm.Perm()))
		if err == unix.EINTR {
			continue
		}
		if err != nil && kind != kindCreate { // EEXIST says enough for a create
			err = linkErr(parent, elem, err)
		}
		return fd, err
	}
}

// linkErr is ErrSymlink when the open that failed with err found a link
// at elem, err otherwise. The systems differ in what O_NOFOLLOW gives for
// a link (ELOOP on Linux and macOS, EMLINK on FreeBSD, EFTYPE on NetBSD,
// ENOTDIR with O_DIRECTORY), so the entry is looked at; the look only
// names the refusal, the open already refused.
func linkErr(parent handle, elem string, err error) error {
	var st unix.Stat_t
	if err != unix.ENOENT && unix.Fstatat(parent, elem, &st, unix.AT_SYMLINK_NOFOLLOW) == nil && st.Mode&unix.S_IFMT == unix.S_IFLNK {
		return ErrSymlink
	}
	return err
}

func reopen(h handle) (handle, error) {
	return unix.Openat(h, ".", unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
}

func mkdirElem(parent handle, elem string, perm fs.FileMode) error {
	return unix.Mkdirat(parent, elem, uint32(perm.Perm()))
}

// removeElem removes a file, link or empty folder: unlinkat, and for a
// folder (EISDIR on Linux, EPERM elsewhere) unlinkat(AT_REMOVEDIR).
func removeElem(parent handle, elem string) error {
	err := unix.Unlinkat(parent, elem, 0)
	if err == unix.EISDIR || err == unix.EPERM {
		if derr := unix.Unlinkat(parent, elem, unix.AT_REMOVEDIR); derr != unix.ENOTDIR {
			return derr
		}
	}
	return err
}

func renameElem(p1 handle, e1 string, p2 handle, e2 string) error {
	return unix.Renameat(p1, e1, p2, e2)
}

// linkElem: linkat without AT_SYMLINK_FOLLOW links a link itself.
func linkElem(p1 handle, e1 string, p2 handle, e2 string) error {
	return unix.Linkat(p1, e1, p2, e2, 0)
}

func lstatElem(parent handle, elem string) (*Info, error) {
	var st unix.Stat_t
	if err := unix.Fstatat(parent, elem, &st, unix.AT_SYMLINK_NOFOLLOW); err != nil {
		return nil, err
	}
	return infoOfStat(elem, &st), nil
}

func statHandle(h handle, name string) (*Info, error) {
	var st unix.Stat_t
	if err := unix.Fstat(h, &st); err != nil {
		return nil, err
	}
	return infoOfStat(name, &st), nil
}

func lstatPath(path string) (*Info, error) {
	var st unix.Stat_t
	if err := unix.Lstat(path, &st); err != nil {
		return nil, err
	}
	return infoOfStat(filepath.Base(path), &st), nil
}

func handleIdent(h handle) (Ident, error) {
	var st unix.Stat_t
	if err := unix.Fstat(h, &st); err != nil {
		return Ident{}, err
	}
	return identOfStat(&st), nil
}

func closeHandle(h handle) { unix.Close(h) }

func syncHandle(h handle) error { return unix.Fsync(h) }

// readNames lists a folder's names (no "." or ".."), through a handle of
// its own, so that concurrent listings of one Dir do not share a position.
// Names only: os.File's DirEntry may look a type up by path.
func readNames(h handle) ([]string, error) {
	fd, err := reopen(h)
	if err != nil {
		return nil, err
	}
	f := os.NewFile(uintptr(fd), ".")
	defer f.Close()
	return f.Readdirnames(-1)
}

// fileOf makes an opened file an *os.File; a file to read must be regular
// (ErrNotRegular) and is set back to blocking reads.
func fileOf(h handle, kind openKind, path string) (*os.File, Ident, error) {
	var st unix.Stat_t
	if err := unix.Fstat(h, &st); err != nil {
		unix.Close(h)
		return nil, Ident{}, &os.PathError{Op: "fstat", Path: path, Err: err}
	}
	if kind == kindRead {
		if st.Mode&unix.S_IFMT != unix.S_IFREG {
			unix.Close(h)
			return nil, Ident{}, fmt.Errorf("%s: %w (mode %o)", path, ErrNotRegular, st.Mode&unix.S_IFMT)
		}
		if err := unix.SetNonblock(h, false); err != nil {
			unix.Close(h)
			return nil, Ident{}, &os.PathError{Op: "fcntl", Path: path, Err: err}
		}
	}
	return os.NewFile(uintptr(h), path), identOfStat(&st), nil
}

// infoOfStat describes a stat result as Lstat does.
func infoOfStat(name string, st *unix.Stat_t) *Info {
	m := fs.FileMode(st.Mode & 0o777)
	switch st.Mode & unix.S_IFMT {
	case unix.S_IFDIR:
		m |= fs.ModeDir
	case unix.S_IFLNK:
		m |= fs.ModeSymlink
	case unix.S_IFIFO:
		m |= fs.ModeNamedPipe
	case unix.S_IFSOCK:
		m |= fs.ModeSocket
	case unix.S_IFCHR:
		m |= fs.ModeDevice | fs.ModeCharDevice
	case unix.S_IFBLK:
		m |= fs.ModeDevice
	}
	if st.Mode&unix.S_ISUID != 0 {
		m |= fs.ModeSetuid
	}
	if st.Mode&unix.S_ISGID != 0 {
		m |= fs.ModeSetgid
	}
	if st.Mode&unix.S_ISVTX != 0 {
		m |= fs.ModeSticky
	}
	return &Info{name: name, mode: m, id: identOfStat(st)}
}

// chtimesElem sets the modification time of elem itself (a link is never
// followed); the access time becomes now.
func chtimesElem(parent handle, elem string, mtime time.Time) error {
	ts := []unix.Timespec{unix.NsecToTimespec(time.Now().UnixNano()), unix.NsecToTimespec(mtime.UnixNano())}
	return unix.UtimesNanoAt(parent, elem, ts, unix.AT_SYMLINK_NOFOLLOW)
}

// chmodHandle sets the mode of an open folder.
func chmodHandle(h handle, perm fs.FileMode) error { return unix.Fchmod(h, uint32(perm.Perm())) }

// inheritGroupOf gives f the group of the folder h when that folder is
// setgid and f's group differs (inheritGroup by handle), best effort.
func inheritGroupOf(f *os.File, h handle) {
	var dst, fst unix.Stat_t
	if unix.Fstat(h, &dst) != nil || dst.Mode&unix.S_ISGID == 0 || unix.Fstat(int(f.Fd()), &fst) != nil {
		return
	}
	if dst.Gid != fst.Gid {
		_ = f.Chown(-1, int(dst.Gid))
	}
}
