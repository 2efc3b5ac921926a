//go:build unix && !linux

package fsx

import "io/fs"

// openBeneath: no openat2 here; names are walked element by element.
func openBeneath(h handle, rel string, kind openKind, perm fs.FileMode) (handle, bool, error) {
	return noHandle, false, nil
}
