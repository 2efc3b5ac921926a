package fsx

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
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
	err := moveNoReplace(src, dst)
	if err == nil {
		FixMode(dst)
	}
	return err
}

func moveNoReplace(src, dst string) error {
	if Exists(dst) {
		return ErrExists
	}
	if fi, err := os.Lstat(src); err == nil && fi.Mode()&fs.ModeSymlink == 0 {
		if err := os.Link(src, dst); err == nil {
			// The destination is made durable; the unlink need not be: after a
			// crash the caller finds both, compares hashes and removes its copy.
			SyncDirShared(filepath.Dir(dst))
			return os.Remove(src)
		} else if errors.Is(err, fs.ErrExist) {
			return ErrExists
		} else if isCrossDevice(err) {
			return copyVerifyDelete(src, dst)
		}
	}
	if err := os.Rename(src, dst); err != nil {
		if isCrossDevice(err) {
			return copyVerifyDelete(src, dst)
		}
		return err
	}
	_ = SyncDir(filepath.Dir(dst))
	return nil
}

// copyVerifyDelete is the cross-volume move: copy to a new dst (never over
// an existing one), fsync, compare hashes, then delete src.
func copyVerifyDelete(src, dst string) error {
	in, _, err := OpenRegular(src) // never a FIFO or device, never through a link
	if err != nil {
		return err
	}
	defer in.Close()
	perm := fs.FileMode(0o644)
	if fi, err := in.Stat(); err == nil {
		perm = fi.Mode().Perm()
	}
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		if errors.Is(err, fs.ErrExist) {
			return ErrExists
		}
		return err
	}
	h := sha256.New()
	_, err = io.Copy(io.MultiWriter(out, h), in)
	if err == nil {
		err = out.Sync()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(dst)
		return fmt.Errorf("copy across volumes: %w", err)
	}
	want := hex.EncodeToString(h.Sum(nil))
	got, err := HashFile(dst)
	if err != nil || got != want {
		os.Remove(dst)
		return fmt.Errorf("copy across volumes: the copy differs from the original (%v)", err)
	}
	_ = SyncDir(filepath.Dir(dst))
	in.Close()
	if err := os.Remove(src); err != nil {
		return err
	}
	_ = SyncDir(filepath.Dir(src))
	return nil
}

// Exists reports whether something stands at p — a file, a folder, a
// link — or whether that cannot be told (an error other than "does not
// exist"): the careful answer for a name about to be taken.
func Exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil || !errors.Is(err, fs.ErrNotExist)
}
