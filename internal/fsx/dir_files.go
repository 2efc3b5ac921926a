package fsx

// Files beneath a Dir: the path helpers of this package (ReadRegular,
// HashFile, Exists, WriteAtomicMode, WriteAll, MoveNoReplace, FixMode,
// Lock, SyncDirShared) by handle, none following a link at any element of
// a name.

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"
)

// parentOf is the folder a name beneath a Dir is in ("." for d itself).
func parentOf(name string) string { return path.Dir(filepath.ToSlash(name)) }

// ReadFile reads the regular file name beneath d, of at most limit bytes
// (never a link, FIFO or device: OpenFile).
func (d *Dir) ReadFile(name string, limit int64) ([]byte, error) {
	f, id, err := d.OpenFile(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readLimited(f, id, d.join(name), limit)
}

// HashFile returns the SHA-256 of the regular file name beneath d, hex.
func (d *Dir) HashFile(name string) (string, error) {
	f, _, err := d.OpenFile(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	return hashOf(f)
}

// Exists reports whether something stands at name beneath d — a file, a
// folder, a link — or whether that cannot be told (an error other than
// "does not exist", a link on the way there too): the careful answer for
// a name about to be taken.
func (d *Dir) Exists(name string) bool {
	_, err := d.Lstat(name)
	return err == nil || !errors.Is(err, fs.ErrNotExist)
}

// Chtimes sets the modification time of name beneath d (a link is never
// followed: a link there gets the time itself).
func (d *Dir) Chtimes(name string, mtime time.Time) error {
	return d.at("chtimes", name, func(p handle, elem string) error { return chtimesElem(p, elem, mtime) })
}

// MkdirAll creates the folder name beneath d and the folders above it
// that are missing (perm less the umask); an element that exists must be a
// real folder: a link there is ErrSymlink, never followed.
func (d *Dir) MkdirAll(name string, perm fs.FileMode) error { return d.mkdirAll(name, perm, false) }

// mkdirAll is MkdirAll; exact sets perm on each folder it creates,
// whatever the umask.
func (d *Dir) mkdirAll(name string, perm fs.FileMode, exact bool) error {
	if name == "." {
		return nil
	}
	elems, err := splitName(name)
	if err != nil {
		return &fs.PathError{Op: "mkdir", Path: d.join(name), Err: err}
	}
	for i := range elems {
		sub := strings.Join(elems[:i+1], "/")
		err := d.Mkdir(sub, perm)
		if err == nil {
			if exact {
				if err := d.inDir(sub, func(h handle) error { return chmodHandle(h, perm) }); err != nil {
					return &fs.PathError{Op: "chmod", Path: d.join(sub), Err: err}
				}
			}
			continue
		}
		if !errors.Is(err, fs.ErrExist) {
			return err
		}
		fi, err := d.Lstat(sub)
		switch {
		case err != nil:
			return err
		case fi.mode&(fs.ModeSymlink|fs.ModeIrregular) != 0:
			return &fs.PathError{Op: "mkdir", Path: d.join(sub), Err: ErrSymlink}
		case !fi.IsDir():
			return &fs.PathError{Op: "mkdir", Path: d.join(sub), Err: fs.ErrExist}
		}
	}
	return nil
}

// mkdirFor creates the folder dir beneath d for files of mode m, as the
// package's mkdirFor does for a path.
func (d *Dir) mkdirFor(dir string, m FileMode) error {
	if !m.Exact {
		perm := fs.FileMode(0o777) // the umask decides, as for any folder
		if m == Private {
			perm = 0o755
		}
		return d.MkdirAll(dir, perm)
	}
	return d.mkdirAll(dir, m.dirPerm(), true)
}

// inDir runs fn with a handle of the folder dir beneath d ("." is d).
func (d *Dir) inDir(dir string, fn func(h handle) error) error {
	if dir == "." {
		return d.use("dir", ".", fn)
	}
	h, err := d.open("opendir", dir, kindDir, 0)
	if err != nil {
		return err
	}
	defer closeHandle(h)
	return fn(h)
}

// CreateTemp creates a new hidden temp file (TempPrefix) in the folder dir
// beneath d ("." is d itself) with mode m and, where the folder is setgid,
// its group; it returns the file and its name beneath d.
func (d *Dir) CreateTemp(dir string, m FileMode) (*os.File, string, error) {
	for range 100 {
		var r [6]byte
		rand.Read(r[:])
		name := path.Join(dir, TempPrefix+hex.EncodeToString(r[:]))
		f, err := d.Create(name, m.Perm)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return nil, "", err
		}
		if m.Exact {
			if err := f.Chmod(m.Perm); err != nil {
				f.Close()
				d.Remove(name)
				return nil, "", err
			}
		}
		_ = d.inDir(dir, func(h handle) error { inheritGroupOf(f, h); return nil })
		return f, name, nil
	}
	return nil, "", &fs.PathError{Op: "createtemp", Path: d.join(dir), Err: fs.ErrExist}
}

// WriteFile writes data to name beneath d atomically, as WriteAtomicMode
// does for a path: a synced hidden temp file of mode m beside it, renamed
// over it, the folder synced; the folder is created when missing.
func (d *Dir) WriteFile(name string, data []byte, m FileMode) error {
	return d.WriteAll(m, []string{name}, [][]byte{data})
}

// WriteAll writes several files of mode m beneath d atomically, as
// WriteAll does for paths: every temp file written and synced first, then
// renamed in order, one shared sync of the last one's folder. A failure
// before the renames changes none.
func (d *Dir) WriteAll(m FileMode, names []string, data [][]byte) error {
	if len(names) == 0 {
		return nil
	}
	if err := d.mkdirFor(parentOf(names[0]), m); err != nil {
		return err
	}
	temps := make([]string, 0, len(names))
	cleanup := func(from int) {
		for _, t := range temps[from:] {
			d.Remove(t)
		}
	}
	for i, n := range names {
		t, err := d.writeTemp(parentOf(n), data[i], m)
		if err != nil {
			cleanup(0)
			return err
		}
		temps = append(temps, t)
	}
	for i, n := range names {
		if err := d.Rename(temps[i], d, n); err != nil {
			cleanup(i)
			return err
		}
	}
	d.SyncShared(parentOf(names[len(names)-1]))
	return nil
}

// writeTemp writes a synced temp file of mode m in the folder dir beneath
// d and returns its name; on an error nothing is left behind.
func (d *Dir) writeTemp(dir string, data []byte, m FileMode) (string, error) {
	f, name, err := d.CreateTemp(dir, m)
	if err != nil {
		return "", err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		d.Remove(name)
		return "", err
	}
	return name, nil
}

// SyncShared is SyncDirShared for the folder dir beneath d ("." is d),
// by handle; best effort.
func (d *Dir) SyncShared(dir string) {
	g, _ := dirSyncs.LoadOrStore("\x00handle:"+d.join(dir), new(GroupSync))
	_ = g.(*GroupSync).Sync(func() error { return d.inDir(dir, syncHandle) })
}

// MoveNoReplace moves name beneath d to toName beneath to without ever
// replacing anything there (ErrExists), as MoveNoReplace does for paths: a
// hard link and an unlink on one volume, a checked rename where links are
// not supported (or name is a link, moved itself), a copy verified by its
// SHA-256 before the original goes across volumes; then the folder's group
// where it is setgid (FixMode).
func (d *Dir) MoveNoReplace(name string, to *Dir, toName string) error {
	err := d.moveNoReplace(name, to, toName)
	if err == nil {
		to.FixMode(toName)
	}
	return err
}

func (d *Dir) moveNoReplace(name string, to *Dir, toName string) error {
	if err := to.free(toName); err != nil {
		return err
	}
	fi, err := d.Lstat(name)
	if err != nil {
		return err
	}
	if fi.mode&fs.ModeSymlink == 0 {
		err := d.Link(name, to, toName)
		switch {
		case err == nil:
			// The destination is made durable; the unlink need not be: after a
			// crash the caller finds both, compares hashes and removes its copy.
			to.SyncShared(parentOf(toName))
			return d.Remove(name)
		case errors.Is(err, fs.ErrExist):
			return ErrExists
		case isCrossDevice(err):
			return d.copyVerifyDelete(name, to, toName)
		case errors.Is(err, ErrSymlink) || errors.Is(err, ErrBadName):
			return err
		}
	}
	if err := to.free(toName); err != nil {
		return err
	}
	if err := d.Rename(name, to, toName); err != nil {
		if isCrossDevice(err) {
			return d.copyVerifyDelete(name, to, toName)
		}
		return err
	}
	to.SyncShared(parentOf(toName))
	return nil
}

// free is nil when nothing stands at name beneath d, ErrExists when
// something does, the error of the look otherwise (ErrSymlink: a link on
// the way).
func (d *Dir) free(name string) error {
	_, err := d.Lstat(name)
	switch {
	case err == nil:
		return ErrExists
	case errors.Is(err, fs.ErrNotExist):
		return nil
	}
	return err
}

// copyVerifyDelete is the cross-volume move by handle: a new file at
// toName (never over one), synced, its hash compared, then name removed.
func (d *Dir) copyVerifyDelete(name string, to *Dir, toName string) error {
	in, _, err := d.OpenFile(name)
	if err != nil {
		return err
	}
	defer in.Close()
	perm := fs.FileMode(0o644)
	if fi, err := in.Stat(); err == nil {
		perm = fi.Mode().Perm()
	}
	out, err := to.Create(toName, perm)
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
		to.Remove(toName)
		return fmt.Errorf("copy across volumes: %w", err)
	}
	if got, err := to.HashFile(toName); err != nil || got != hex.EncodeToString(h.Sum(nil)) {
		to.Remove(toName)
		return fmt.Errorf("copy across volumes: the copy differs from the original (%v)", err)
	}
	to.SyncShared(parentOf(toName))
	in.Close()
	if err := d.Remove(name); err != nil {
		return err
	}
	d.SyncShared(parentOf(name))
	return nil
}

// FixMode gives the regular file name beneath d the group of its folder
// where that folder is setgid (FixMode by handle), best effort; anything
// but a regular file is left alone.
func (d *Dir) FixMode(name string) {
	_ = d.at("fixmode", name, func(p handle, elem string) error {
		h, err := openElem(p, elem, kindRead, 0)
		if err != nil {
			return err
		}
		f, _, err := fileOf(h, kindRead, d.join(name))
		if err != nil {
			return err
		}
		defer f.Close()
		inheritGroupOf(f, p)
		return nil
	})
}

// Lock takes the exclusive lock of the file name beneath d (created, mode
// 0600, when missing; an existing one is made 0600), as Lock does for a
// path: never through a link. ErrLocked: another process holds it.
func (d *Dir) Lock(name string) (unlock func(), err error) {
	f, err := d.Create(name, 0o600)
	if errors.Is(err, fs.ErrExist) {
		f, _, err = d.OpenFile(name)
		if errors.Is(err, ErrHeldForWriting) { // Windows: the holder has it open
			return nil, fmt.Errorf("%w: %s", ErrLocked, d.join(name))
		}
	}
	if err != nil {
		return nil, err
	}
	_ = f.Chmod(0o600) // the lock of an earlier version was 0644
	return lockFile(f)
}
