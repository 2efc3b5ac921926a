//go:build !unix && !windows

package fsx

import (
	"errors"
	"io/fs"
	"os"
	"time"
)

// Systems with neither openat nor NtCreateFile (plan9, wasm): a Dir cannot
// be opened, so nothing is resolved without the guarantee.

type handle = int

const noHandle handle = -1

var errNoDir = errors.New("folder handles are not supported on this system")

func openRootOS(path string) (handle, error) { return noHandle, errNoDir }
func openElem(parent handle, elem string, kind openKind, perm fs.FileMode) (handle, error) {
	return noHandle, errNoDir
}
func openBeneath(h handle, rel string, kind openKind, perm fs.FileMode) (handle, bool, error) {
	return noHandle, false, nil
}
func reopen(h handle) (handle, error)                              { return noHandle, errNoDir }
func mkdirElem(parent handle, elem string, perm fs.FileMode) error { return errNoDir }
func removeElem(parent handle, elem string) error                  { return errNoDir }
func renameElem(p1 handle, e1 string, p2 handle, e2 string) error  { return errNoDir }
func linkElem(p1 handle, e1 string, p2 handle, e2 string) error    { return errNoDir }
func lstatElem(parent handle, elem string) (*Info, error)          { return nil, errNoDir }
func statHandle(h handle, name string) (*Info, error)              { return nil, errNoDir }
func lstatPath(path string) (*Info, error)                         { return nil, errNoDir }
func handleIdent(h handle) (Ident, error)                          { return Ident{}, errNoDir }
func closeHandle(h handle)                                         {}
func syncHandle(h handle) error                                    { return errNoDir }
func readNames(h handle) ([]string, error)                         { return nil, errNoDir }
func fileOf(h handle, kind openKind, path string) (*os.File, Ident, error) {
	return nil, Ident{}, errNoDir
}
func chtimesElem(parent handle, elem string, mtime time.Time) error { return errNoDir }
func chmodHandle(h handle, perm fs.FileMode) error                  { return errNoDir }
func inheritGroupOf(f *os.File, h handle)                           {}
