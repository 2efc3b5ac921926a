package check

// Checking memos in worker processes of the citeguard binary
// (internal/workers; Config.Workers): the parent side. The worker side is
// check/checkworker; the protocol between them is workerproto.go.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"citeguard/internal/workers"
	"citeguard/library"
	"citeguard/reports"
)

// procs checks memos in worker processes: a check's time limit kills its
// worker, memory is bounded per worker, a crash costs one memo. The
// library index is kept up to date by refresh jobs, run in a worker too
// (reading new sources is work like any other), driven by an Indexer in
// this process when Config.Background is set (file events on the library
// folders, polling on a share, a look before each memo: a fingerprint of
// the folders, no file read); the other workers hold the index read-only
// and reopen it when a refresh changed it; a memo waits, bounded, for a
// pending refresh. Uses of library texts are recorded here, by the one
// process that writes the uses log.
type procs struct {
	pool      *workers.Pool
	log       *slog.Logger
	uses      *library.UsesLog
	memoryMax int64
	gen       atomic.Int64    // the library generation checks must see
	libOpts   library.Options // the folders, for their fingerprint
	idx       *Indexer        // nil without background indexing (citeguard check)

	mu        sync.Mutex      // guards what follows
	reread    map[string]bool // texts found damaged, read again by the next refresh
	announced map[string]bool // stale reports already logged
	stale     []Stale         // what the last refresh found stale
	lib       library.Health  // what the last refresh found
	version   string          // the library version the last refresh found
	indexedFP string          // the folders' fingerprint the last refresh indexed
	refreshed time.Time       // when the last refresh ended
}

// WorkerExecutable is the binary the worker processes run: this one (the
// tests of cmd/citeguard point it at the copy named citeguard that
// testscript puts in PATH).
var WorkerExecutable = os.Executable

// openWorkers starts the worker processes of cfg and brings the library
// index up to date (a refresh job) before the first check.
func openWorkers(ctx context.Context, cfg Config) (*Checker, error) {
	exe, err := WorkerExecutable()
	if err != nil {
		return nil, fmt.Errorf("finding the citeguard binary for its worker processes: %w", err)
	}
	pool, err := workers.Start(ctx, workers.Config{Command: append([]string{exe}, workerArgs(cfg)...), Workers: cfg.Workers, MemoryMax: cfg.MemoryMax, Log: cfg.Logger})
	if err != nil {
		return nil, err
	}
	w := &procs{pool: pool, log: cfg.Logger, uses: library.OpenUsesLog(cfg.State), memoryMax: cfg.MemoryMax,
		reread: map[string]bool{}, announced: map[string]bool{}, lib: library.Health{Available: true},
		libOpts: library.Options{Roots: cfg.Library, StateDir: cfg.State, Marker: cfg.Marker}}
	if err := w.update(ctx); err != nil {
		pool.Close()
		w.uses.Close()
		return nil, fmt.Errorf("library: %w", err)
	}
	if cfg.Background != nil {
		w.idx = NewIndexer(cfg.Library, *cfg.Background, w.refreshInBackground, w.dirty, cfg.Logger)
		w.idx.Start(context.Background())
	}
	c := &Checker{procs: w, roots: cfg.Library, log: cfg.Logger, limits: cfg.Limits, online: cfg.Online, handedIn: cfg.HandedIn}
	if cfg.Online != nil {
		c.late = newLateLookups()
	}
	return c, nil
}

// Workers is the pool of worker processes (nil: the checks run in this
// process); tests and benchmarks measure its processes.
func (c *Checker) Workers() *workers.Pool {
	if c.procs == nil {
		return nil
	}
	return c.procs.pool
}

func (w *procs) health() library.Health {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.lib
}

func (w *procs) staleReports() []Stale {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.stale
}

func (w *procs) libVersion() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.version
}

// close stops the indexing and the workers and closes the uses log.
func (w *procs) close() {
	if w.idx != nil {
		w.idx.Stop()
	}
	w.pool.Close()
	w.uses.Close()
}

// check checks one memo in a worker. A worker killed at its memory limit
// or dead of a crash fails the memo closed with a report saying so; the
// time limit (ctx) is the caller's to report: nil and ctx's error.
func (w *procs) check(ctx context.Context, path string) (*reports.Memo, error) {
	return w.checkWith(ctx, path, nil)
}

// checkWith checks one memo in a worker with the folders laid over the
// library for it (the sources handed in with it, its downloads).
func (w *procs) checkWith(ctx context.Context, path string, sources []string) (*reports.Memo, error) {
	current := w.idx.Await(ctx) // a pending refresh first, bounded
	if h := w.health(); !h.Available {
		// Nothing is judged against a library that cannot answer.
		err := &LibraryError{Health: h}
		return reports.Failed(filepath.Base(path), Failure(err, path)), err
	}
	req, _ := json.Marshal(Request{Kind: "check", Path: path, Gen: w.gen.Load(), Sources: sources})
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
	w.damaged(ans.Damaged)
	if !current && ans.Memo.Library != nil {
		ans.Memo.Library.Pending, ans.Memo.Library.Indexed = true, w.health().Indexed
	}
	if err := w.uses.Record(ans.Memo.Memo, ans.Used...); err != nil {
		w.log.Warn("recording the sources a report used", "memo", ans.Memo.Memo, "err", err)
	}
	if ans.Copy != nil {
		src, err := ans.Copy.source(path)
		if err != nil {
			return nil, err
		}
		ans.Memo.CopySource = src
	}
	if ans.ReadErr != "" {
		return ans.Memo, errors.New(ans.ReadErr)
	}
	return ans.Memo, nil
}

// damaged notes the library texts a worker found damaged, for the next
// refresh to read again (now, with background indexing).
func (w *procs) damaged(texts []string) {
	if len(texts) == 0 {
		return
	}
	w.mu.Lock()
	for _, h := range texts {
		w.reread[h] = true
	}
	w.mu.Unlock()
	if w.idx != nil {
		w.idx.Changed() // read them again now
	}
}
