package fsx

import (
	"io/fs"
	"strings"
)

// What a name is opened as. Each system maps these to its own flags
// (dir_unix.go, dir_windows.go); none follows a link at the last element.
type openKind int

const (
	kindParent openKind = iota // a folder names are resolved in, for a moment
	kindDir                    // a folder kept open as a Dir
	kindRead                   // a regular file, read only, never blocking
	kindCreate                 // a new file, created exclusively, read-write
)

// The system primitives each dir_*.go file provides, all relative to an
// open folder handle and none following a link at any element:
//
//	openRootOS(path) (handle, error)            the folder at path; a link there is ErrSymlink
//	openElem(parent, elem, kind, perm)          one element
//	openBeneath(h, rel, kind, perm) (h, ok, err) a whole name in one call where the system can (openat2); ok false: walk instead
//	reopen(h) (handle, error)                    a new handle of the same folder (its own read position)
//	mkdirElem, removeElem, renameElem, linkElem, lstatElem, readNames, handleIdent, syncHandle, closeHandle
//	fileOf(h, kind, path) (*os.File, Ident, error) the checks of an opened file (regular, not held for writing)
//	lstatPath(path) (*Info, error)              the entry at a path, for CheckPath

// walk opens what elems (at least one) name beneath h as kind: by one
// openat2 call where it works, otherwise element by element, each opened
// by the handle of the one before and never followed.
func (d *Dir) walk(h handle, name string, elems []string, kind openKind, perm fs.FileMode) (handle, error) {
	if !portable.Load() {
		if got, ok, err := openBeneath(h, strings.Join(elems, "/"), kind, perm); ok {
			return got, err
		}
	}
	cur := h
	for i, e := range elems {
		k := kindParent
		if i == len(elems)-1 {
			k = kind
		}
		step("walk", d.join(strings.Join(elems[:i], "/")), name, e)
		next, err := openElem(cur, e, k, perm)
		if cur != h {
			closeHandle(cur)
		}
		if err != nil {
			return noHandle, err
		}
		cur = next
	}
	return cur, nil
}

// resolve returns the folder that holds the last of elems (at least one)
// and that element; done releases the folder.
func (d *Dir) resolve(h handle, name string, elems []string) (parent handle, elem string, done func(), err error) {
	last := elems[len(elems)-1]
	if len(elems) == 1 {
		return h, last, func() {}, nil
	}
	p, err := d.walk(h, name, elems[:len(elems)-1], kindParent, 0)
	if err != nil {
		return noHandle, "", nil, err
	}
	return p, last, func() { closeHandle(p) }, nil
}

// at runs fn on the folder that holds name's last element and that
// element; name "." (d itself) is ErrBadName.
func (d *Dir) at(op, name string, fn func(parent handle, elem string) error) error {
	step(op, d.path, name, "")
	return d.use(op, name, func(h handle) error {
		elems, err := splitName(name)
		if err != nil {
			return err
		}
		if elems == nil {
			return ErrBadName
		}
		p, elem, done, err := d.resolve(h, name, elems)
		if err != nil {
			return err
		}
		defer done()
		return fn(p, elem)
	})
}

// open opens name beneath d as kind; "." is d itself, reopened.
func (d *Dir) open(op, name string, kind openKind, perm fs.FileMode) (handle, error) {
	step(op, d.path, name, "")
	got := noHandle
	err := d.use(op, name, func(h handle) error {
		elems, err := splitName(name)
		switch {
		case err != nil:
			return err
		case elems == nil && kind == kindDir:
			got, err = reopen(h)
		case elems == nil:
			return ErrBadName
		default:
			got, err = d.walk(h, name, elems, kind, perm)
		}
		return err
	})
	return got, err
}
