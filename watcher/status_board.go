package watcher

import (
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"citeguard/reports"
)

// board is what waits in the watched folders without a report, as the
// scanner last saw it: files settling, incomplete, held or left behind.
// The scanner owns what it sees (scanner.pending); it publishes a copy
// here, which the status page, /healthz and INDEX read. A change of what
// waits (a memo in, a memo out, another state) rewrites INDEX.
type board struct {
	onChange func()                   // the indexer's touch
	all      func() []reports.Waiting // every waiting memo (Daemon.waiting); nil: the folders' alone

	mu    sync.Mutex
	inbox []reports.Waiting
	key   string    // names and states of inbox, to tell a change
	last  time.Time // when the scanner last published
}

// publishEvery bounds how often the scanner copies what waits.
const publishEvery = 500 * time.Millisecond

func newBoard(onChange func()) *board { return &board{onChange: onChange} }

// set records what waits in the folders now.
func (b *board) set(ws []reports.Waiting, now time.Time) {
	sort.Slice(ws, func(i, k int) bool {
		if ws[i].Folder != ws[k].Folder {
			return ws[i].Folder < ws[k].Folder
		}
		return ws[i].Name < ws[k].Name
	})
	var key strings.Builder
	for _, w := range ws {
		key.WriteString(w.Folder + "\x00" + w.Name + "\x00" + string(w.State) + "\x00")
	}
	b.mu.Lock()
	changed := key.String() != b.key
	b.inbox, b.key, b.last = ws, key.String(), now
	b.mu.Unlock()
	if changed && b.onChange != nil {
		b.onChange()
	}
}

// due reports whether the scanner should publish again.
func (b *board) due(now time.Time, n int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return now.Sub(b.last) >= publishEvery || n != len(b.inbox)
}

// inboxWaiting is a copy of what waits in the folders.
func (b *board) inboxWaiting() []reports.Waiting {
	if b == nil {
		return nil
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]reports.Waiting(nil), b.inbox...)
}

// waiting is every memo waiting without a report (Daemon.waiting; without
// it, the folders' alone), nil-safe: an indexer without a board lists none.
func (b *board) waiting() []reports.Waiting {
	if b == nil {
		return nil
	}
	if b.all != nil {
		return b.all()
	}
	return b.inboxWaiting()
}

// waitingFor are the memos of ws whose report goes to the reports folder
// dir, for its INDEX.
func waitingFor(ws []reports.Waiting, dir string) []reports.Waiting {
	var out []reports.Waiting
	for _, w := range ws {
		if w.Reports == dir {
			out = append(out, w)
		}
	}
	return out
}

// publish copies what the scanner sees waiting to the board (at most
// every publishEvery, or at once when the number changed).
func (s *scanner) publish(now time.Time) {
	if s.board == nil || !s.board.due(now, len(s.pending)) {
		return
	}
	held, why := s.hold.holding()
	ws := make([]reports.Waiting, 0, len(s.pending))
	for p, l := range s.pending {
		root := l.f.rootOf()
		w := reports.Waiting{Name: l.f.nameIn(p), Folder: root.Path, Reports: root.Reports, State: reports.WaitSettling, Since: l.seen}
		switch {
		case l.once:
			w.State = reports.WaitLeft
		case !l.incomplete.IsZero():
			w.State, w.Until = reports.WaitIncomplete, l.incomplete.Add(s.cfg.IncompleteTimeout.D())
		case l.held && held:
			w.State, w.Detail = reports.WaitHeld, why
		}
		if w.Name == "" {
			w.Name = filepath.Base(p)
		}
		ws = append(ws, w)
	}
	s.board.set(ws, now)
}

// waitStates are the states /metrics reports (every one, 0 included).
var waitStates = []reports.WaitState{reports.WaitSettling, reports.WaitIncomplete, reports.WaitHeld, reports.WaitLeft, reports.WaitQueued, reports.WaitRetrying}

// waitingCounts are /healthz's memos waiting for a check — in the
// folders (settling, incomplete, held, left by a batch run) and queued
// (ready, or a claimed memo's retry due) — and the same by state. It reads
// no folder: what the scanner last published and the queue.
func (d *Daemon) waitingCounts() (int, map[string]int) {
	by := map[string]int{}
	n := 0
	for _, w := range d.board.inboxWaiting() {
		by[string(w.State)]++
		n++
	}
	for _, it := range d.q.snapshot() {
		st := reports.WaitQueued
		if it.job != "" {
			st = reports.WaitRetrying
		}
		by[string(st)]++
		n++
	}
	return n, by
}
