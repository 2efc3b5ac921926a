//go:build !unix

package collection

import "os"

// lockFile on systems without flock: the lock file exists while a writer
// works (one writer per collection is the operator's rule there).
func lockFile(path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	return func() { f.Close() }, nil
}
