// Package checkworker checks memos in worker processes of the citeguard
// binary (internal/workers): the parent side (Start, Checker, the refresh
// of the workers' library index) and the worker side (WorkerFlags, Serve),
// which speak the protocol of protocol.go. The daemon (isolation: process)
// and `citeguard check` with several memos use it.
package checkworker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"citeguard/check"
	"citeguard/internal/workers"
	"citeguard/library"
	"citeguard/reports"
)

// Checker checks memos in worker processes (internal/workers): a
// check's time limit kills its worker, memory is bounded per worker, a
// crash costs one memo. The library index is kept up to date by refresh
// jobs, run in a worker too (reading new sources is work like any other),
// driven by a check.Indexer in this process (file events on the library
// folders, polling on a share, a look before each memo: a fingerprint of
// the folders, no file read); the other workers hold the index read-only
// and reopen it when a refresh changed it; a memo waits, bounded, for a
// pending refresh. Uses of library texts are recorded here, by the one
// process that writes the uses log.
type Checker struct {
	pool      *workers.Pool
	log       *slog.Logger
	uses      *library.UsesLog
	memoryMax int64
	gen       atomic.Int64    // the library generation checks must see
	libOpts   library.Options // the folders, for their fingerprint
	idx       *check.Indexer  // nil without background indexing (citeguard check)

	mu        sync.Mutex      // guards what follows
	reread    map[string]bool // texts found damaged, read again by the next refresh
	announced map[string]bool // stale reports already logged
	stale     []check.Stale   // what the last refresh found stale
	health    library.Health  // what the last refresh found
	indexedFP string          // the folders' fingerprint the last refresh indexed
	refreshed time.Time       // when the last refresh ended
}

// Health is the library's state as the last refresh found it.
func (w *Checker) Health() library.Health {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.health
}

// Stale lists the reports that relied on a source that changed, as the
// last refresh found them.
func (w *Checker) Stale() []check.Stale {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.stale
}

// Pool is the pool of worker processes (tests measure its processes).
func (w *Checker) Pool() *workers.Pool { return w.pool }

// Executable is the binary the workers run: this one (the tests of
// cmd/citeguard point it at the copy named citeguard that testscript puts in
// PATH).
var Executable = os.Executable

// Options configure Start.
type Options struct {
	Library    []string
	State      string
	Marker     string        // library.Options.Marker
	ShrinkHold time.Duration // library.Options.ShrinkHold
	Convert    string        // check.Options.Convert
	// Background, when set, keeps the library up to date outside the
	// memos' time (the daemon); without it the index is brought up to date
	// once, at start (citeguard check).
	Background *check.BackgroundOptions
	MaxSize    int64
	Workers    int
	MemoryMax  int64
	Log        *slog.Logger
	// Collection, CollectionReadOnly, CacheBytes: library.Options (the
	// collection of bulk-imported judgments, the text-cache bound).
	Collection         string
	CollectionReadOnly bool
	CacheBytes         int64
}

// Start starts the pool and brings the library index up to
// date (a refresh job) before the first check.
func Start(ctx context.Context, o Options) (*Checker, error) {
	exe, err := Executable()
	if err != nil {
		return nil, fmt.Errorf("finding the citeguard binary for its worker processes: %w", err)
	}
	args := []string{exe, Command, "-state", o.State, "-max-size", strconv.FormatInt(o.MaxSize, 10),
		"-marker", o.Marker, "-shrink-hold", o.ShrinkHold.String(), "-convert", o.Convert}
	for _, l := range o.Library {
		args = append(args, "-library", l)
	}
	args = append(args, "-collection", o.Collection, "-library-cache", strconv.FormatInt(o.CacheBytes, 10))
	if o.CollectionReadOnly {
		args = append(args, "-collection-read-only")
	}
	pool, err := workers.Start(ctx, workers.Config{Command: args, Workers: o.Workers, MemoryMax: o.MemoryMax, Log: o.Log})
	if err != nil {
		return nil, err
	}
	w := &Checker{pool: pool, log: o.Log, uses: library.OpenUsesLog(o.State), memoryMax: o.MemoryMax,
		reread: map[string]bool{}, announced: map[string]bool{}, health: library.Health{Available: true},
		libOpts: library.Options{Roots: o.Library, StateDir: o.State, Marker: o.Marker}}
	if err := w.update(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("library: %w", err)
	}
	if o.Background != nil {
		w.idx = check.NewIndexer(o.Library, *o.Background, w.refreshInBackground, w.dirty, o.Log)
		w.idx.Start(context.Background())
	}
	return w, nil
}

// Close stops the indexing and the workers and closes the uses log.
func (w *Checker) Close() {
	if w.idx != nil {
		w.idx.Stop()
	}
	w.pool.Close()
	w.uses.Close()
}

// Check is the watcher.CheckFunc: one memo in a worker. A worker killed at
// its memory limit or dead of a crash fails the memo closed with a report
// saying so; the time limit (ctx) is the watcher's to report.
func (w *Checker) Check(ctx context.Context, path string) (*reports.Memo, error) {
	current := w.idx.Await(ctx) // a pending refresh first, bounded
	if h := w.Health(); !h.Available {
		// Nothing is judged against a library that cannot answer.
		err := &check.LibraryError{Health: h}
		return reports.Failed(filepath.Base(path), check.Failure(err, path)), err
	}
	req, _ := json.Marshal(Request{Kind: "check", Path: path, Gen: w.gen.Load()})
	b, err := w.pool.Do(ctx, req)
	switch {
	case ctx.Err() != nil:
		return nil, ctx.Err()
	case errors.Is(err, workers.ErrMemory):
		return reports.Failed(filepath.Base(path), reports.Failure{Kind: reports.FailMemory, Limit: w.memoryMax}), nil
	case errors.Is(err, workers.ErrCrashed):
		w.log.Error("a check worker crashed", "memo", filepath.Base(path), "err", err)
		return reports.Failed(filepath.Base(path), reports.Failure{Kind: reports.FailCrash}), nil
	case err != nil:
		return nil, err
	}
	var ans Answer
	if err := json.Unmarshal(b, &ans); err != nil || ans.Memo == nil {
		return nil, fmt.Errorf("a worker's answer does not decode: %v", err)
	}
	if len(ans.Damaged) > 0 {
		w.mu.Lock()
		for _, h := range ans.Damaged {
			w.reread[h] = true
		}
		w.mu.Unlock()
		if w.idx != nil {
			w.idx.Changed() // read them again now
		}
	}
	if !current && ans.Memo.Library != nil {
		ans.Memo.Library.Pending, ans.Memo.Library.Indexed = true, w.Health().Indexed
	}
	if err := w.uses.Record(ans.Memo.Memo, ans.Used...); err != nil {
		w.log.Warn("recording the sources a report used", "memo", ans.Memo.Memo, "err", err)
	}
	if ans.ReadErr != "" {
		return ans.Memo, errors.New(ans.ReadErr)
	}
	return ans.Memo, nil
}
