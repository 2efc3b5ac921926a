package fsx

import (
	"errors"
	"fmt"
	"io/fs"
)

// maxTreeDepth bounds how deep RemoveAll goes (each level holds a handle).
const maxTreeDepth = 32

// ErrNotRemoved means RemoveAll left part of a tree in place because it
// could not verify it: too deep, on another file system (a mount inside
// the tree), or swapped for something else while it was removed.
var ErrNotRemoved = errors.New("left in place: it could not be verified")

// RemoveAll removes name beneath d and, when it is a folder, everything in
// it, removing only what it has verified by handle: a link is removed
// itself, never followed; a folder is entered only through a handle opened
// without following anything and checked to be the entry just looked at
// (device and inode), and only when it is on the same file system as the
// folder above it. What cannot be verified is left in place and the
// result is ErrNotRemoved; nothing outside name is ever removed. A name
// that does not exist is not an error.
func (d *Dir) RemoveAll(name string) error {
	return d.at("removeall", name, func(p handle, elem string) error {
		top, err := handleIdent(p)
		if err != nil {
			return err
		}
		err = d.removeTree(p, top.Dev, name, elem, 0)
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		return err
	})
}

// removeTree removes elem of the verified folder p (on device dev), what
// it holds first. where names elem for messages. A folder that is not
// empty after its entries went (something was put there meanwhile) is
// emptied again, a few times.
func (d *Dir) removeTree(p handle, dev uint64, where, elem string, depth int) error {
	step("removeall", d.path, where, elem)
	fi, err := lstatElem(p, elem)
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		return removeElem(p, elem)
	}
	switch {
	case depth >= maxTreeDepth:
		return fmt.Errorf("%s: %w (more than %d folders deep)", where, ErrNotRemoved, maxTreeDepth)
	case fi.id.Dev != dev:
		return fmt.Errorf("%s: %w (another file system is mounted there)", where, ErrNotRemoved)
	}
	for round := 1; ; round++ {
		if err := d.emptyFolder(p, fi, dev, where, elem, depth); err != nil {
			return err
		}
		// ENOTEMPTY is fs.ErrExist, on Windows too.
		if err := removeElem(p, elem); err == nil || !errors.Is(err, fs.ErrExist) || round == 3 {
			return err
		}
	}
}

// emptyFolder removes what the folder elem of p, described by fi, holds.
func (d *Dir) emptyFolder(p handle, fi *Info, dev uint64, where, elem string, depth int) error {
	step("enter", d.path, where, elem)
	h, err := openElem(p, elem, kindDir, 0)
	if err != nil {
		return fmt.Errorf("%s: %w (%w)", where, ErrNotRemoved, err)
	}
	defer closeHandle(h)
	if id, err := handleIdent(h); err != nil || !SameFile(id, fi.id) {
		return fmt.Errorf("%s: %w (swapped for another folder while it was removed)", where, ErrNotRemoved)
	}
	names, err := readNames(h)
	if err != nil {
		return err
	}
	var errs []error
	for _, n := range names {
		if err := d.removeTree(h, dev, where+"/"+n, n, depth+1); err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
