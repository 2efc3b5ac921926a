package watcher

// The daemon's state folder: its lock, its id, the journal key and the
// private copies of the memos being checked. It is the daemon's own (the
// unit gives it to the daemon's user), never on the share.

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"citeguard/internal/fsx"
)

const journalKeyName = "journal.key"

// stateDir is the state folder a daemon holds the lock of.
type stateDir struct {
	path     string
	unlock   func()
	id       string // the daemon's id (daemon-id)
	key      []byte // the journal key (journal.key)
	snapRoot string // <state>/checking: private copies of the memos being checked
}

// openState takes the lock of the state folder (before any state file is
// read or written), reads or makes the daemon's id and journal key, and
// empties the private copies a crash left (of no use: a job makes its own).
func openState(dir string) (s *stateDir, err error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("state folder: %w", err)
	}
	unlock, err := fsx.Lock(filepath.Join(dir, "lock"))
	if err != nil {
		if errors.Is(err, fsx.ErrLocked) {
			return nil, errors.New("another citeguard watch is running with this state folder")
		}
		return nil, err
	}
	defer func() {
		if err != nil {
			unlock()
		}
	}()
	s = &stateDir{path: dir, unlock: unlock, snapRoot: filepath.Join(dir, "checking")}
	if s.id, err = daemonID(dir); err != nil {
		return nil, fmt.Errorf("state folder: %w", err)
	}
	if s.key, err = journalKey(dir); err != nil {
		return nil, fmt.Errorf("state folder: %w", err)
	}
	if err := os.RemoveAll(s.snapRoot); err != nil {
		return nil, fmt.Errorf("state folder: %w", err)
	}
	if err := os.Mkdir(s.snapRoot, 0o700); err != nil {
		return nil, fmt.Errorf("state folder: %w", err)
	}
	return s, nil
}

// file is the path of a file of the state folder.
func (s *stateDir) file(name string) string { return filepath.Join(s.path, name) }

// snapDir is the folder of a job's private copy.
func (s *stateDir) snapDir(jobDir string) string {
	return filepath.Join(s.snapRoot, filepath.Base(jobDir))
}

// daemonID is stable across restarts, so a restarted daemon finds its own
// work folder, and unique per state folder, so two daemons never resume each
// other's jobs.
func daemonID(state string) (string, error) {
	p := filepath.Join(state, "daemon-id")
	if b, err := os.ReadFile(p); err == nil && len(strings.TrimSpace(string(b))) > 0 {
		return strings.TrimSpace(string(b)), nil
	}
	host, _ := os.Hostname()
	host = strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' {
			return r
		}
		return '-'
	}, host)
	if host == "" {
		host = "host"
	}
	id := host + "-" + randHex(4)
	if err := WriteAtomic(p, []byte(id+"\n")); err != nil {
		return "", err
	}
	return id, nil
}

// journalKey returns the daemon's journal key, creating it on first use.
// It is kept in the state folder (taken under the state lock), never on
// the share.
func journalKey(state string) ([]byte, error) {
	p := filepath.Join(state, journalKeyName)
	b, err := fsx.ReadRegular(p, 1024)
	if err == nil {
		if k, err := hex.DecodeString(strings.TrimSpace(string(b))); err == nil && len(k) >= 32 {
			return k, nil
		}
		return nil, fmt.Errorf("%s is damaged; remove it (jobs in flight are then checked again)", p)
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	k := make([]byte, 32)
	if _, err := rand.Read(k); err != nil {
		return nil, err
	}
	if err := WriteAtomic(p, []byte(hex.EncodeToString(k)+"\n")); err != nil { // mode 0600
		return nil, err
	}
	return k, nil
}

func randHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
