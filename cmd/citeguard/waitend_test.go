package main

import (
	"testing"
	"time"
)

// waitEnd is when a wait of a daemon test gives up: shortly before the
// test binary's deadline (go test -timeout), so that a wait that never ends
// fails with what it waited for, and the cleanups (killing the daemon) still
// run, instead of the binary's panic; not after a guess of how long a loaded
// machine needs. bounded is false when the run has no deadline (-timeout 0):
// a wait then lasts until its condition holds.
func waitEnd(t *testing.T) (end time.Time, bounded bool) {
	dl, ok := t.Deadline()
	if !ok {
		return time.Time{}, false
	}
	// the margin: a tenth of what is left, at most 30 s
	return dl.Add(-min(time.Until(dl)/10, 30*time.Second)), true
}

// waited reports whether a wait bounded by waitEnd should give up now.
func waited(end time.Time, bounded bool) bool { return bounded && time.Now().After(end) }
