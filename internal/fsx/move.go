package fsx

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrExists means the destination of a move is taken; moves never
// overwrite.
var ErrExists = errors.New("destination exists")

// MoveNoReplace moves src to dst without ever overwriting dst (ErrExists).
// On one volume it is a hard link + unlink (atomic no-replace) or, where
// links are not supported, a checked rename; across volumes (EXDEV) it
// copies (with the source's permissions), fsyncs, verifies the copy's
// SHA-256 against the source and only then deletes it. In a setgid folder
// the file takes the folder's group, as a file created there would.
func MoveNoReplace(src, dst string) error {
	from, err := openParent(src)
	if err != nil {
		return err
	}
	defer from.Close()
	to, err := openParent(dst)
	if err != nil {
		return err
	}
	defer to.Close()
	return from.MoveNoReplace(filepath.Base(src), to, filepath.Base(dst))
}

// openParent opens the folder a path names its last element in, as the
// system resolves the path (a path given to a function of this package may
// reach its folder through a link, as the configuration may): the
// element itself is then resolved by handle.
func openParent(p string) (*Dir, error) {
	dir := filepath.Dir(p)
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	return OpenDir(dir)
}

// Exists reports whether something stands at p — a file, a folder, a
// link — or whether that cannot be told (an error other than "does not
// exist"): the careful answer for a name about to be taken.
func Exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil || !errors.Is(err, fs.ErrNotExist)
}
