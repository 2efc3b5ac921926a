// Package sharedtest finds the workplace's shared test data (../shared beside
// the repository) for tests, and skips them clearly when it is absent.
package sharedtest

import (
	"os"
	"path/filepath"
	"testing"
)

// Path returns the path of rel inside ../shared (relative to the module root)
// or skips the test with a message saying what is missing.
func Path(t testing.TB, rel string) string {
	t.Helper()
	root, err := moduleRoot()
	if err != nil {
		t.Skipf("shared test data unavailable: %v", err)
	}
	p := filepath.Join(root, "..", "shared", filepath.FromSlash(rel))
	if _, err := os.Stat(p); err != nil {
		t.Skipf("shared test data %s not present (a clone outside the workplace has no ../shared): %v", rel, err)
	}
	return p
}

func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", os.ErrNotExist
		}
		dir = parent
	}
}
