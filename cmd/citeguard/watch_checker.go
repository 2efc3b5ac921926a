package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"runtime"
	"time"

	"citeguard/check"
	"citeguard/check/checkworker"
	"citeguard/extract"
	"citeguard/library"
	"citeguard/reports"
	"citeguard/watcher"
)

// newChecker returns the CheckFunc citeguard watch runs for every memo and
// its stop. With isolation: process (the default) every check runs in a
// worker process (checkworker): a pool of `concurrency` workers holding
// the library index read-only, each bounded by memory_per_check and killed
// at the time limit. With isolation: none, the check.Checker of citeguard
// check runs inside the daemon: the library opened once and shared by all
// memos, looked at again every check.RefreshEvery, one PDFium pool of one
// instance per check slot for memos and library alike.
func newChecker(cfg *watcher.Config, log *slog.Logger) (watcher.CheckFunc, func(), error) {
	dc, err := openDaemonChecker(cfg, log)
	if err != nil {
		return nil, nil, err
	}
	return dc.check, dc.stop, nil
}

// daemonChecker is what the daemon checks with: the CheckFunc (a library
// that cannot answer is a watcher.HoldError: the memo waits, unjudged), the
// library's state for /healthz, /metrics and the end of a hold, and stop.
type daemonChecker struct {
	check   watcher.CheckFunc
	library func() library.Health
	stop    func()
}

// state is the library's state as the watcher reports it.
func (dc *daemonChecker) state() watcher.LibraryState {
	h := dc.library()
	return watcher.LibraryState{Available: h.Available, Problem: h.Kind, Reason: h.Reason, Since: h.Since, Sources: h.Sources,
		Files: h.Files, Unreadable: h.Unreadable, Updated: h.Updated, Indexed: h.Indexed}
}

// holding turns a check's *check.LibraryError into a watcher.HoldError.
func holding(fn watcher.CheckFunc) watcher.CheckFunc {
	return func(ctx context.Context, path string) (*reports.Memo, error) {
		m, err := fn(ctx, path)
		var le *check.LibraryError
		if errors.As(err, &le) {
			return nil, &watcher.HoldError{Reason: le.Health.Reason}
		}
		return m, err
	}
}

// openDaemonChecker opens the daemon's checker (see newChecker).
func openDaemonChecker(cfg *watcher.Config, log *slog.Logger) (*daemonChecker, error) {
	ctx := context.Background()
	if cfg.CreateFolders && cfg.Marker == "" {
		for _, dir := range cfg.Library {
			if err := os.MkdirAll(dir, 0o777); err != nil { // for people: the umask decides
				return nil, fmt.Errorf("creating the library folder: %w", err)
			}
		}
	}
	// The library is indexed in the background, outside every memo's time
	// limit: file events where the folders are local, polling on a share.
	bg := check.BackgroundOptions{Events: cfg.Mode != watcher.ModePoll, Poll: cfg.PollInterval.D()}
	slots := cfg.Concurrency
	if slots <= 0 {
		slots = runtime.NumCPU()
	}
	if cfg.Isolation != watcher.IsolationNone {
		w, err := checkworker.Start(ctx, checkworker.Options{Library: cfg.Library, State: cfg.State, Marker: cfg.Marker, Convert: cfg.Convert, MaxSize: int64(cfg.MaxSize),
			Workers: slots, MemoryMax: int64(cfg.MemoryPerCheck), Log: log, Background: &bg,
			Collection: cfg.Collection, CollectionReadOnly: cfg.CollectionReadOnly, CacheBytes: int64(cfg.LibraryCache)})
		if err != nil {
			return nil, err
		}
		logLibrary(log, w.Health())
		return &daemonChecker{check: holding(w.Check), library: w.Health, stop: w.Close}, nil
	}
	pool, err := extract.NewPDFPool(extract.PDFConfig{Workers: slots})
	if err != nil {
		return nil, fmt.Errorf("starting the PDF engine: %w", err)
	}
	c, err := check.New(ctx, check.Options{Roots: cfg.Library, State: cfg.State, Logger: log, Marker: cfg.Marker, Convert: cfg.Convert,
		Collection: cfg.Collection, CollectionReadOnly: cfg.CollectionReadOnly, CacheBytes: int64(cfg.LibraryCache),
		Limits: extract.Limits{MaxFileSize: int64(cfg.MaxSize)}, PDF: check.PDFEngineOf(pool)})
	if err != nil {
		pool.Close()
		return nil, fmt.Errorf("library: %w", err)
	}
	logLibrary(log, c.Health())
	stopIndexing := c.Background(context.Background(), bg)
	stop := func() {
		stopIndexing()
		c.Close()
		pool.Close()
	}
	return &daemonChecker{check: holding(c.Check), library: c.Health, stop: stop}, nil
}

// logLibrary says at start what the library holds: the number of sources,
// its age, and why it is unavailable when it is.
func logLibrary(log *slog.Logger, h library.Health) {
	if !h.Available {
		log.Warn("library unavailable: memos wait until it is back", "problem", h.Kind, "reason", h.Reason)
		return
	}
	log.Info("library", "sources", h.Sources, "files", h.Files, "unreadable", h.Unreadable,
		"newest_change", h.Updated.Format(time.RFC3339), "age", time.Since(h.Updated).Round(time.Minute).String())
}
