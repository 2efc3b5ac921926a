package fsx

import (
	"errors"
	"io/fs"
	"path/filepath"
	"sync"
)

// Dir is an open folder handle, opened once and verified (a real folder,
// not a symlink or reparse point). Every name given to its methods is
// resolved relative to the handle, element by element, and no symlink or
// reparse point is followed at any element — the first, a middle or the
// last: the operation fails with ErrSymlink instead (Lstat, Remove and
// Rename of a link act on the link itself). So a folder swapped for a
// symlink on the share while citeguard works in it never leads outside:
// what was opened stays what is used.
//
// On Linux a name is resolved by one openat2 call with RESOLVE_BENEATH,
// RESOLVE_NO_SYMLINKS and RESOLVE_NO_MAGICLINKS; where the kernel has no
// openat2 (before 5.6, or a seccomp filter refuses it) and on other Unix
// systems, by opening each element with openat(O_NOFOLLOW|O_DIRECTORY)
// relative to the handle of the one before. On Windows each element is
// opened by NtCreateFile relative to the handle of the one before, with
// FILE_OPEN_REPARSE_POINT, and refused when its attributes say reparse
// point (untested on Windows: cross-compiled only).
//
// Go's os.Root is not used: it follows symlinks that stay inside the root,
// and a symlink inside the work folder may point at another job's folder,
// or at the inbox from a destination folder. Nothing here follows one.
//
// A Dir is safe for concurrent use. Close returns at once; the handle is
// released when the operations under way end (never reused under them),
// and later ones fail with fs.ErrClosed.
type Dir struct {
	h    handle
	path string // for messages and CheckPath; never used to resolve a name
	id   Ident  // of the folder when it was opened

	mu     sync.Mutex
	refs   int  // operations under way on h
	closed bool // Close was called: h goes when refs is 0
}

var (
	// ErrSymlink means an element of a name is a symlink or a reparse point
	// (a junction, a mount point); it was not followed.
	ErrSymlink = errors.New("a symlink or reparse point in the path, not followed")
	// ErrBadName means a name is not a relative path beneath its folder:
	// empty, absolute, with an empty, "." or ".." element, a NUL, or (on
	// Windows) a colon.
	ErrBadName = errors.New("not a name beneath the folder")
	// ErrReplaced means a folder's path no longer leads to the folder that
	// was opened there (it was moved, or something else was put in its
	// place).
	ErrReplaced = errors.New("the folder at the path is not the one opened")
)

// OpenDir opens the folder at path as a Dir. The folders above it are
// resolved by the system as the path names them (the configuration may
// reach a share through a link); the folder itself must be a real folder:
// a symlink there gives ErrSymlink. CheckPath later tells whether the path
// still leads to it.
func OpenDir(path string) (*Dir, error) {
	path = filepath.Clean(path) // a trailing slash would follow a final link
	step("opendir", path, ".", "")
	h, err := openRootOS(path)
	if err != nil {
		return nil, &fs.PathError{Op: "opendir", Path: path, Err: err}
	}
	return newDir(h, path)
}

// newDir wraps an open folder handle, reading its ident.
func newDir(h handle, path string) (*Dir, error) {
	id, err := handleIdent(h)
	if err != nil {
		closeHandle(h)
		return nil, &fs.PathError{Op: "fstat", Path: path, Err: err}
	}
	return &Dir{h: h, path: path, id: id}, nil
}

// Path is the folder's path as it was opened, for messages.
func (d *Dir) Path() string { return d.path }

// Ident identifies the folder (device and inode; volume and file index on
// Windows) as it was when opened.
func (d *Dir) Ident() Ident { return d.id }

// Close releases the handle once the operations under way have ended; it
// may be called more than once.
func (d *Dir) Close() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if !d.closed {
		d.closed = true
		if d.refs == 0 {
			closeHandle(d.h)
		}
	}
	return nil
}

// acquire keeps the handle open for one operation; false after Close.
func (d *Dir) acquire() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		return false
	}
	d.refs++
	return true
}

// release ends what acquire began, closing the handle after Close.
func (d *Dir) release() {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.refs--; d.refs == 0 && d.closed {
		closeHandle(d.h)
	}
}

// use runs fn with the handle while the Dir is open; an error is a
// *fs.PathError naming name in d.
func (d *Dir) use(op, name string, fn func(h handle) error) error {
	if !d.acquire() {
		return &fs.PathError{Op: op, Path: d.join(name), Err: fs.ErrClosed}
	}
	defer d.release()
	if err := fn(d.h); err != nil {
		return &fs.PathError{Op: op, Path: d.join(name), Err: err}
	}
	return nil
}

// join is the path of name in d, for messages.
func (d *Dir) join(name string) string {
	if name == "." || name == "" {
		return d.path
	}
	return filepath.Join(d.path, filepath.FromSlash(name))
}

// SameFile reports whether two idents are of the same file or folder.
func SameFile(a, b Ident) bool { return a.Dev == b.Dev && a.Ino == b.Ino }
