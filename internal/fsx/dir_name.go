package fsx

import (
	"path/filepath"
	"runtime"
	"strings"
)

// maxNameElems bounds how many elements a name may have (and so how many
// handles one resolution opens).
const maxNameElems = 64

// splitName splits a name relative to a Dir into its elements. Names are
// slash-separated (on Windows a backslash separates too); "." alone names
// the Dir itself and gives no element. Anything that could leave the
// folder or name it twice is ErrBadName: an absolute name, an empty, "."
// or ".." element, a NUL, and on Windows a colon (a drive or a stream).
func splitName(name string) ([]string, error) {
	if name == "." {
		return nil, nil
	}
	if name == "" || strings.ContainsRune(name, 0) || filepath.IsAbs(name) || filepath.VolumeName(name) != "" {
		return nil, ErrBadName
	}
	elems := strings.Split(filepath.ToSlash(name), "/")
	if len(elems) > maxNameElems {
		return nil, ErrBadName
	}
	for _, e := range elems {
		if e == "" || e == "." || e == ".." || runtime.GOOS == "windows" && strings.ContainsRune(e, ':') {
			return nil, ErrBadName
		}
	}
	return elems, nil
}
