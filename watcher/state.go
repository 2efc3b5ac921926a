package watcher

// The daemon's state folder: its lock, its id, the journal key and the
// private copies of the memos being checked. It is the daemon's own (the
// unit gives it to the daemon's user), never on the share: the
// configuration refuses a state folder that is, or is inside, a folder of
// the share (checkState), and every state file is opened by the state
// folder's handle, never through a link.

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"citeguard/internal/fsx"
)

const journalKeyName = "journal.key"

// snapRootName is the folder of the state that holds the private copies
// of the memos being checked.
const snapRootName = "checking"

// stateDir is the state folder a daemon holds the lock of.
type stateDir struct {
	path   string
	dir    *fsx.Dir // the state folder's handle
	unlock func()
	id     string // the daemon's id (daemon-id)
	key    []byte // the journal key (journal.key)
}

// openState takes the lock of the state folder (before any state file is
// read or written), reads or makes the daemon's id and journal key, and
// empties the private copies a crash left (of no use: a job makes its own).
func openState(dir string) (s *stateDir, err error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("state folder: %w", err)
	}
	d, err := fsx.OpenDir(dir)
	if err != nil {
		return nil, fmt.Errorf("state folder: %w", err)
	}
	unlock, err := d.Lock("lock")
	if err != nil {
		d.Close()
		if errors.Is(err, fsx.ErrLocked) {
			return nil, errors.New("another citeguard watch is running with this state folder")
		}
		return nil, err
	}
	release := func() { unlock(); d.Close() }
	s = &stateDir{path: dir, dir: d, unlock: release}
	defer func() {
		if err != nil {
			release() // s is nil by now: `return nil, err` has set it
		}
	}()
	if s.id, err = daemonID(d); err != nil {
		return nil, fmt.Errorf("state folder: %w", err)
	}
	if s.key, err = journalKey(d); err != nil {
		return nil, fmt.Errorf("state folder: %w", err)
	}
	if err := d.RemoveAll(snapRootName); err != nil {
		return nil, fmt.Errorf("state folder: %w", err)
	}
	if err := d.Mkdir(snapRootName, 0o700); err != nil {
		return nil, fmt.Errorf("state folder: %w", err)
	}
	return s, nil
}

// file is the path of a file of the state folder.
func (s *stateDir) file(name string) string { return filepath.Join(s.path, name) }

// snapDir is the name, beneath the state folder, of the folder of a job's
// private copy.
func (s *stateDir) snapDir(job string) string { return path.Join(snapRootName, job) }

// daemonID is stable across restarts, so a restarted daemon finds its own
// work folder, and unique per state folder, so two daemons never resume each
// other's jobs.
func daemonID(state *fsx.Dir) (string, error) {
	if b, err := state.ReadFile("daemon-id", 1024); err == nil && len(strings.TrimSpace(string(b))) > 0 {
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
	if err := state.WriteFile("daemon-id", []byte(id+"\n"), fsx.Private); err != nil {
		return "", err
	}
	return id, nil
}

// journalKey returns the daemon's journal key, creating it on first use.
// It is kept in the state folder (taken under the state lock, mode 0600),
// never on the share.
func journalKey(state *fsx.Dir) ([]byte, error) {
	b, err := state.ReadFile(journalKeyName, 1024)
	if err == nil {
		if k, err := hex.DecodeString(strings.TrimSpace(string(b))); err == nil && len(k) >= 32 {
			return k, nil
		}
		return nil, fmt.Errorf("%s is damaged; remove it (jobs in flight are then checked again)", filepath.Join(state.Path(), journalKeyName))
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	k := make([]byte, 32)
	if _, err := rand.Read(k); err != nil {
		return nil, err
	}
	if err := state.WriteFile(journalKeyName, []byte(hex.EncodeToString(k)+"\n"), fsx.Private); err != nil {
		return nil, err
	}
	return k, nil
}

func randHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
