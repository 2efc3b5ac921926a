package main

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

// workerChecker checks memos in worker processes (internal/workers): a
// check's time limit kills its worker, memory is bounded per worker, a
// crash costs one memo. The library index is kept up to date by refresh
// jobs, run in a worker too (reading new sources is work like any other);
// the other workers hold it read-only and reopen it when a refresh changed
// it. Uses of library texts are recorded here, by the one process that
// writes the uses log.
type workerChecker struct {
	pool      *workers.Pool
	log       *slog.Logger
	uses      *library.UsesLog
	memoryMax int64
	gen       atomic.Int64 // the library generation checks must see

	mu         sync.Mutex // guards what follows
	refreshing bool
	due        time.Time       // when the next refresh is due
	reread     map[string]bool // texts found damaged, read again by the next refresh
	announced  map[string]bool // stale reports already logged
	stale      []check.Stale   // what the last refresh found stale
	health     library.Health  // what the last refresh found
}

// Health is the library's state as the last refresh found it.
func (w *workerChecker) Health() library.Health {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.health
}

// Stale lists the reports that relied on a source that changed, as the
// last refresh found them.
func (w *workerChecker) Stale() []check.Stale {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.stale
}

// workerExe is the binary the workers run: this one (tests point it at
// the copy named citeguard that testscript puts in PATH).
var workerExe = os.Executable

// workerOptions configure startWorkerChecker.
type workerOptions struct {
	Library    []string
	State      string
	Marker     string        // library.Options.Marker
	ShrinkHold time.Duration // library.Options.ShrinkHold
	Convert    string        // check.Options.Convert
	MaxSize    int64
	Workers    int
	MemoryMax  int64
	Log        *slog.Logger
}

// startWorkerChecker starts the pool and brings the library index up to
// date (a refresh job) before the first check.
func startWorkerChecker(ctx context.Context, o workerOptions) (*workerChecker, error) {
	exe, err := workerExe()
	if err != nil {
		return nil, fmt.Errorf("finding the citeguard binary for its worker processes: %w", err)
	}
	args := []string{exe, workerCommand, "-state", o.State, "-max-size", strconv.FormatInt(o.MaxSize, 10),
		"-marker", o.Marker, "-shrink-hold", o.ShrinkHold.String(), "-convert", o.Convert}
	for _, l := range o.Library {
		args = append(args, "-library", l)
	}
	pool, err := workers.Start(ctx, workers.Config{Command: args, Workers: o.Workers, MemoryMax: o.MemoryMax, Log: o.Log})
	if err != nil {
		return nil, err
	}
	w := &workerChecker{pool: pool, log: o.Log, uses: library.OpenUsesLog(o.State), memoryMax: o.MemoryMax,
		reread: map[string]bool{}, announced: map[string]bool{}, health: library.Health{Available: true}}
	if err := w.refresh(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("library: %w", err)
	}
	return w, nil
}

// Close stops the workers and closes the uses log.
func (w *workerChecker) Close() {
	w.pool.Close()
	w.uses.Close()
}

// Check is the watcher.CheckFunc: one memo in a worker. A worker killed at
// its memory limit or dead of a crash fails the memo closed with a report
// saying so; the time limit (ctx) is the watcher's to report.
func (w *workerChecker) Check(ctx context.Context, path string) (*reports.Memo, error) {
	w.refreshLater()
	if h := w.Health(); !h.Available {
		// Nothing is judged against a library that cannot answer.
		err := &check.LibraryError{Health: h}
		m := failedMemo(path, check.Failure(err, path).Polish())
		return m, err
	}
	req, _ := json.Marshal(workerRequest{Kind: "check", Path: path, Gen: w.gen.Load()})
	b, err := w.pool.Do(ctx, req)
	switch {
	case ctx.Err() != nil:
		return nil, ctx.Err()
	case errors.Is(err, workers.ErrMemory):
		return failedMemo(path, fmt.Sprintf("przekroczony limit pamięci sprawdzania (%d MB) — proces sprawdzający zatrzymano, memo nie zostało sprawdzone", w.memoryMax>>20)), nil
	case errors.Is(err, workers.ErrCrashed):
		w.log.Error("a check worker crashed", "memo", filepath.Base(path), "err", err)
		return failedMemo(path, reports.Failure{Kind: reports.FailCrash}.Polish()), nil
	case err != nil:
		return nil, err
	}
	var ans workerAnswer
	if err := json.Unmarshal(b, &ans); err != nil || ans.Memo == nil {
		return nil, fmt.Errorf("a worker's answer does not decode: %v", err)
	}
	if len(ans.Damaged) > 0 {
		w.mu.Lock()
		for _, h := range ans.Damaged {
			w.reread[h] = true
		}
		w.due = time.Time{} // read them again now
		w.mu.Unlock()
	}
	if err := w.uses.Record(ans.Memo.Memo, ans.Used...); err != nil {
		w.log.Warn("recording the sources a report used", "memo", ans.Memo.Memo, "err", err)
	}
	if ans.ReadErr != "" {
		return ans.Memo, errors.New(ans.ReadErr)
	}
	return ans.Memo, nil
}

func failedMemo(path, why string) *reports.Memo {
	m := &reports.Memo{Memo: filepath.Base(path), Error: why}
	m.Finish()
	return m
}

// refreshLater starts a refresh in the background when one is due and none
// runs; checks go on against the index as it is meanwhile.
func (w *workerChecker) refreshLater() {
	w.mu.Lock()
	if w.refreshing || time.Now().Before(w.due) {
		w.mu.Unlock()
		return
	}
	w.refreshing = true
	w.mu.Unlock()
	go func() {
		// Its own time limit, not a memo's: a library gaining many sources
		// takes a while to read.
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
		defer cancel()
		if err := w.refresh(ctx); err != nil && !errors.Is(err, workers.ErrClosed) {
			w.log.Error("updating the library in a worker failed; the index as it was serves", "err", err)
		}
	}()
}

// refresh runs one refresh job and, when the index changed, moves the
// checks on to the new generation.
func (w *workerChecker) refresh(ctx context.Context) error {
	w.mu.Lock()
	w.refreshing = true
	var reread []string
	for h := range w.reread {
		reread = append(reread, h)
	}
	w.mu.Unlock()
	defer func() {
		w.mu.Lock()
		w.refreshing, w.due = false, time.Now().Add(check.RefreshEvery)
		w.mu.Unlock()
	}()
	req, _ := json.Marshal(workerRequest{Kind: "refresh", Reread: reread})
	b, err := w.pool.Do(ctx, req)
	if err != nil {
		return err
	}
	var ans workerAnswer
	if err := json.Unmarshal(b, &ans); err != nil {
		return err
	}
	w.mu.Lock()
	for _, h := range reread {
		delete(w.reread, h)
	}
	w.stale = ans.Stale
	if ans.Health != nil {
		if !ans.Health.Available && w.health.Available {
			w.log.Warn("library unavailable: memos are not judged until it is back", "problem", ans.Health.Kind, "reason", ans.Health.Reason)
		}
		w.health = *ans.Health
	}
	for _, st := range ans.Stale {
		if key := st.Report + "\x00" + st.OldVersion; !w.announced[key] {
			w.announced[key] = true
			w.log.Warn("a report relied on a library source that has changed since; check that memo again", "report", st.Report, "source", st.Source, "reason", st.Reason)
		}
	}
	w.mu.Unlock()
	if ans.Changed || w.gen.Load() == 0 {
		w.gen.Add(1)
		w.log.Info("library index up to date", "version", ans.Version, "generation", w.gen.Load())
	}
	return nil
}
