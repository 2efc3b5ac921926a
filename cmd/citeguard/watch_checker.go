package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"runtime"
	"time"

	"citeguard/check"
	"citeguard/extract"
	"citeguard/library"
	"citeguard/watcher"
)

// newChecker returns the CheckFunc citeguard watch runs for every memo and
// its stop. With isolation: process (the default) every check runs in a
// worker process (workerChecker): a pool of `concurrency` workers holding
// the library index read-only, each bounded by memory_per_check and killed
// at the time limit. With isolation: none, the check.Checker of citeguard
// check runs inside the daemon: the library opened once and shared by all
// memos, looked at again every check.RefreshEvery, one PDFium pool of one
// instance per check slot for memos and library alike.
func newChecker(cfg *watcher.Config, log *slog.Logger) (watcher.CheckFunc, func(), error) {
	ctx := context.Background()
	if cfg.CreateFolders {
		for _, dir := range cfg.Library {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return nil, nil, fmt.Errorf("creating the library folder: %w", err)
			}
		}
	}
	slots := cfg.Concurrency
	if slots <= 0 {
		slots = runtime.NumCPU()
	}
	if cfg.Isolation != watcher.IsolationNone {
		w, err := startWorkerChecker(ctx, workerOptions{Library: cfg.Library, State: cfg.State, Marker: cfg.Marker, Convert: cfg.Convert, MaxSize: int64(cfg.MaxSize),
			Workers: slots, MemoryMax: int64(cfg.MemoryPerCheck), Log: log})
		if err != nil {
			return nil, nil, err
		}
		logLibrary(log, w.Health())
		return w.Check, w.Close, nil
	}
	pool, err := extract.NewPDFPool(extract.PDFConfig{Workers: slots})
	if err != nil {
		return nil, nil, fmt.Errorf("starting the PDF engine: %w", err)
	}
	c, err := check.New(ctx, check.Options{Roots: cfg.Library, State: cfg.State, Logger: log, Marker: cfg.Marker, Convert: cfg.Convert,
		Limits: extract.Limits{MaxFileSize: int64(cfg.MaxSize)}, PDF: check.PDFEngineOf(pool)})
	if err != nil {
		pool.Close()
		return nil, nil, fmt.Errorf("library: %w", err)
	}
	logLibrary(log, c.Health())
	// The library is indexed in the background, outside every memo's time
	// limit: file events where the folders are local, polling on a share.
	stopIndexing := c.Background(context.Background(), check.BackgroundOptions{
		Events: cfg.Mode != watcher.ModePoll, Poll: cfg.PollInterval.D()})
	stop := func() {
		stopIndexing()
		c.Close()
		pool.Close()
	}
	return c.Check, stop, nil
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
