package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"citeguard/internal/fsx"
)

// lockState takes the lock of a state folder, as the daemon does, before
// `citeguard check` or `citeguard library` writes the library index there:
// two writers of one index would damage it. A daemon running on that
// folder is said in so many words.
func lockState(state string) (unlock func(), err error) {
	if state == "" {
		return func() {}, nil
	}
	if err := os.MkdirAll(state, 0o755); err != nil {
		return nil, fmt.Errorf("state folder: %w", err)
	}
	unlock, err = fsx.Lock(filepath.Join(state, "lock"))
	if errors.Is(err, fsx.ErrLocked) {
		return nil, fmt.Errorf("the state folder %s is in use (a running citeguard watch, or another check): give this command its own -state", state)
	}
	return unlock, err
}
