package watcher

// A reload (SIGHUP) without a gap and without a risk: the daemon of the
// new configuration is made beside the running one, and the running one
// stops only once the new one holds everything it needs.
//
// Two daemons never claim from the same folders at once, and never share
// a state folder: a successor claims nothing until its Run, which the
// caller starts only after the running daemon's Run has returned. When
// both use the same state folder, the state lock is not released and taken
// again (another process could take it in between): the successor takes
// over the running daemon's lock, with its audit log, and the running
// daemon's Close leaves both alone. A successor with another state folder
// takes that folder's lock while the running daemon still holds its own; a
// folder held by another daemon is refused before anything stops.

import (
	"errors"
	"fmt"
	"os"
	"sync"
	"time"
)

// Successor makes the daemon of next beside the running daemon d, to run
// once d has stopped: it takes the state folder's lock (or, the same
// folder, d's), creates the folders, checks that it can write into them,
// opens the audit log and binds the health endpoint (or, the same
// address, takes over d's, which answers for d until the successor runs).
// On an error d runs on untouched and nothing is left open. After a
// successful Successor the caller stops d (ends its Run, or Closes it)
// before it runs or closes the successor.
func (d *Daemon) Successor(next *Config, check CheckFunc, opt Options) (*Daemon, error) {
	return newDaemon(next, check, opt, d)
}

// inheritance is what a successor takes over from the daemon before it.
type inheritance struct {
	state  *stateDir // with audit: the same state folder
	audit  *auditLog
	health *healthServer // the same health address
}

// inheritable is what of d the daemon of cfg takes over (nothing when d
// is nil).
func (d *Daemon) inheritable(cfg *Config) inheritance {
	var in inheritance
	if d == nil {
		return in
	}
	if sameFolder(d.cfg.State, cfg.State) {
		in.state, in.audit = d.state, d.audit
	}
	if d.health != nil && cfg.Health == d.cfg.Health {
		in.health = d.health
	}
	return in
}

// sameFolder reports whether a and b name one folder (also through a
// symlink or a bind mount: two names of one state folder are one lock).
func sameFolder(a, b string) bool {
	if a == b {
		return true
	}
	fa, err1 := os.Stat(a)
	fb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(fa, fb)
}

// handover is what a daemon has given to its successor.
type handover struct {
	mu     sync.Mutex
	closed bool
	given  struct{ state, health bool }
}

// handOver records that a successor has taken over in from d: from now on
// d's Close leaves it alone. It fails when d has been closed meanwhile (a
// SIGTERM during the reload): what it held is released.
func (d *Daemon) handOver(in inheritance) error {
	if d == nil {
		return nil
	}
	h := &d.handover
	h.mu.Lock()
	defer h.mu.Unlock()
	switch {
	case h.closed:
		return errors.New("the running daemon stopped during the reload")
	case in.state != nil && h.given.state || in.health != nil && h.given.health:
		return errors.New("the running daemon has already been handed over")
	}
	h.given.state = h.given.state || in.state != nil
	h.given.health = h.given.health || in.health != nil
	return nil
}

// close marks d closed and says what it has given away.
func (h *handover) close() struct{ state, health bool } {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.closed = true
	return h.given
}

// probe tells why a folder the daemon writes into (a watched folder, the
// reports, a destination) cannot be written, of those that exist (a
// missing one behind a marker waits for its share).
func (s *folderSet) probe() error {
	for _, dir := range s.allDirs() {
		if _, err := os.Stat(dir); err != nil {
			continue
		}
		if f := writable("", dir); !f.OK {
			return fmt.Errorf("folder %s %s", dir, f.Note)
		}
	}
	return nil
}

// SetReloadFailure records why the last reload did not take the
// configuration on disk ("" when it did, or the file is the running one
// again): /healthz says degraded with it, /metrics citeguard_reload_failed 1.
func (d *Daemon) SetReloadFailure(why string) {
	d.reload.mu.Lock()
	defer d.reload.mu.Unlock()
	if why != "" {
		why = time.Now().Format(time.RFC3339) + ": " + why
	}
	d.reload.failed = why
}

// reloadFailure is what SetReloadFailure recorded.
func (d *Daemon) reloadFailure() string {
	d.reload.mu.Lock()
	defer d.reload.mu.Unlock()
	return d.reload.failed
}

// closeOnError calls release when *err is set (a deferred clean-up of a
// constructor).
func closeOnError(err *error, release func()) {
	if *err != nil {
		release()
	}
}
