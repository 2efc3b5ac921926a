package check

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"strings"

	"citeguard/internal/fsx"
)

// copyKeyName is the file of the state folder holding the key of the
// commented copies' markers (docxcomments.Options.Key): the comments
// citeguard writes are recognised by it (docxcomments.OwnComments), never
// by their author's name. It is the installation's, beside the library
// index, never on the share (the daemon refuses a state folder there).
const copyKeyName = "copy.key"

// copyKey is the key of the markers: cfg.CopyKey; else read from the state folder, made
// there on first use; without a state folder, for a read-only checker (a
// worker process: its parent makes the copies), or when the file cannot
// be read or written (logged), a key of this process only — its copies'
// comments are then recognised by this process alone.
func copyKey(cfg Config) []byte {
	if cfg.CopyKey != nil {
		return cfg.CopyKey
	}
	state, log := cfg.State, cfg.Logger
	if state != "" {
		// A read-only checker (a worker process) reads the key its parent
		// made, to recognise the copies' comments in a memo it checks.
		k, err := stateCopyKey(state, !cfg.ReadOnly)
		if err == nil {
			return k
		}
		if !cfg.ReadOnly {
			log.Warn("the key of the commented copies' markers", "state", state, "err", err)
		}
	}
	k := make([]byte, 32)
	_, _ = rand.Read(k)
	return k
}

// stateCopyKey reads the key of the state folder; create makes it (and
// the folder) when there is none.
func stateCopyKey(state string, create bool) ([]byte, error) {
	if !create {
		if _, err := os.Stat(state); err != nil {
			return nil, err
		}
	} else if err := os.MkdirAll(state, 0o755); err != nil {
		return nil, err
	}
	d, err := fsx.OpenDir(state)
	if err != nil {
		return nil, err
	}
	defer d.Close()
	b, err := d.ReadFile(copyKeyName, 1024)
	if err == nil {
		if k, err := hex.DecodeString(strings.TrimSpace(string(b))); err == nil && len(k) >= 32 {
			return k, nil
		}
		return nil, errors.New(copyKeyName + " is damaged; remove it (earlier copies' comments are then no longer recognised as citeguard's)")
	}
	if !errors.Is(err, fs.ErrNotExist) || !create {
		return nil, err
	}
	k := make([]byte, 32)
	if _, err := rand.Read(k); err != nil {
		return nil, err
	}
	if err := d.WriteFile(copyKeyName, []byte(hex.EncodeToString(k)+"\n"), fsx.Private); err != nil {
		return nil, err
	}
	return k, nil
}
