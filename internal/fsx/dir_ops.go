package fsx

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// OpenDir opens the folder name beneath d as a Dir of its own; "." opens
// d's folder again.
func (d *Dir) OpenDir(name string) (*Dir, error) {
	h, err := d.open("opendir", name, kindDir, 0)
	if err != nil {
		return nil, err
	}
	return newDir(h, d.join(name))
}

// OpenFile opens the regular file name beneath d for reading, as
// OpenRegular does: never a link (ErrNotRegular and ErrSymlink), FIFO,
// device or folder (ErrNotRegular), never blocking; the ident is of the
// open file. On Windows a file another program holds open for writing
// gives ErrHeldForWriting. The file's Name is a path for messages only:
// never open or remove by it.
func (d *Dir) OpenFile(name string) (*os.File, Ident, error) {
	h, err := d.open("open", name, kindRead, 0)
	if errors.Is(err, ErrSymlink) {
		err = fmt.Errorf("%w (%w)", ErrNotRegular, err)
	}
	if err != nil {
		return nil, Ident{}, err
	}
	return fileOf(h, kindRead, d.join(name))
}

// Create creates the file name beneath d, which must not exist (a link
// there counts as existing), open for reading and writing, with perm (less
// the umask on Unix; on Windows only the owner's write bit counts: without
// it the file is read-only). Its Name is for messages only, as OpenFile's.
func (d *Dir) Create(name string, perm fs.FileMode) (*os.File, error) {
	h, err := d.open("create", name, kindCreate, perm)
	if err != nil {
		return nil, err
	}
	f, _, err := fileOf(h, kindCreate, d.join(name))
	return f, err
}

// Mkdir creates the folder name beneath d (perm less the umask).
func (d *Dir) Mkdir(name string, perm fs.FileMode) error {
	return d.at("mkdir", name, func(p handle, elem string) error { return mkdirElem(p, elem, perm) })
}

// Remove removes the file, link or empty folder name beneath d; a link is
// removed itself, never what it points at.
func (d *Dir) Remove(name string) error {
	return d.at("remove", name, removeElem)
}

// Rename renames name beneath d to toName beneath to (d itself or another
// Dir on the same volume), replacing a file there as rename(2) does. A link
// is renamed itself.
func (d *Dir) Rename(name string, to *Dir, toName string) error {
	return d.two("rename", name, to, toName, renameElem)
}

// Link makes toName beneath to a hard link to the file name beneath d; it
// never replaces anything (fs.ErrExist), so it serves as a move that
// cannot overwrite. A link at name is linked itself, never followed.
func (d *Dir) Link(name string, to *Dir, toName string) error {
	return d.two("link", name, to, toName, linkElem)
}

// two runs an operation on two names, each in its own folder.
func (d *Dir) two(op, name string, to *Dir, toName string, fn func(p1 handle, e1 string, p2 handle, e2 string) error) error {
	if !to.acquire() {
		return &fs.PathError{Op: op, Path: to.join(toName), Err: fs.ErrClosed}
	}
	defer to.release()
	return d.at(op, name, func(p1 handle, e1 string) error {
		elems, err := splitName(toName)
		if err == nil && elems == nil {
			err = ErrBadName
		}
		if err != nil {
			return fmt.Errorf("to %s: %w", to.join(toName), err)
		}
		step(op, to.path, toName, "")
		p2, e2, done, err := to.resolve(to.h, toName, elems)
		if err != nil {
			return fmt.Errorf("to %s: %w", to.join(toName), err)
		}
		defer done()
		return fn(p1, e1, p2, e2)
	})
}

// Lstat describes the entry name beneath d ("." is d's folder) without
// following it: a link is described as a link.
func (d *Dir) Lstat(name string) (*Info, error) {
	var fi *Info
	if name == "." {
		step("lstat", d.path, name, "")
		err := d.use("lstat", name, func(h handle) (err error) {
			fi, err = statHandle(h, filepath.Base(d.path))
			return err
		})
		return fi, err
	}
	err := d.at("lstat", name, func(p handle, elem string) (err error) {
		fi, err = lstatElem(p, elem)
		return err
	})
	return fi, err
}

// ReadDir lists the folder name beneath d ("." is d's folder), each entry
// described as Lstat describes it, sorted by name. An entry removed while
// the folder is read is left out.
func (d *Dir) ReadDir(name string) ([]*Info, error) {
	h, err := d.open("readdir", name, kindDir, 0)
	if err != nil {
		return nil, err
	}
	defer closeHandle(h)
	names, err := readNames(h)
	if err != nil {
		return nil, &fs.PathError{Op: "readdir", Path: d.join(name), Err: err}
	}
	out := make([]*Info, 0, len(names))
	for _, n := range names {
		fi, err := lstatElem(h, n)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, &fs.PathError{Op: "readdir", Path: d.join(name + "/" + n), Err: err}
		}
		out = append(out, fi)
	}
	slices.SortFunc(out, func(a, b *Info) int { return strings.Compare(a.name, b.name) })
	return out, nil
}

// CheckPath reports whether d's path still leads to d's folder, the folder
// itself not a link: ErrSymlink when a link was put in its place,
// ErrReplaced when the path leads to another folder or to no folder (the
// folder was moved, or removed and made again), the error of the look
// otherwise (fs.ErrNotExist: nothing there).
func (d *Dir) CheckPath() error {
	step("checkpath", d.path, ".", "")
	fi, err := lstatPath(d.path)
	switch {
	case err != nil:
		return &fs.PathError{Op: "checkpath", Path: d.path, Err: err}
	case fi.mode&(fs.ModeSymlink|fs.ModeIrregular) != 0:
		return &fs.PathError{Op: "checkpath", Path: d.path, Err: ErrSymlink}
	case !fi.IsDir() || !SameFile(fi.id, d.id):
		return &fs.PathError{Op: "checkpath", Path: d.path, Err: ErrReplaced}
	}
	return nil
}

// Sync makes the creates, renames and removals in d's folder durable
// (fsync of the folder; a no-op on Windows, where NTFS journals them, and
// best effort: some network file systems cannot sync a folder).
func (d *Dir) Sync() error {
	return d.use("sync", ".", syncHandle)
}
