package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"runtime"
	"strings"
	"time"

	"citeguard/check"
	"citeguard/extract"
	"citeguard/library"
	"citeguard/reports"
	"citeguard/watcher"
)

// daemonConfig is the check.Config of citeguard watch. With isolation:
// process (the default) every check runs in a worker process: a pool of
// `concurrency` workers holding the library index read-only, each bounded
// by memory_per_check and killed at the time limit. With isolation: none
// the checks run inside the daemon: the library opened once and shared by
// all memos, one PDFium pool of one instance per check slot. Either way
// the library is indexed in the background, outside every memo's time
// limit: file events where the folders are local, polling on a share.
func daemonConfig(cfg *watcher.Config, log *slog.Logger) check.Config {
	slots := cfg.Concurrency
	if slots <= 0 {
		slots = runtime.NumCPU()
	}
	c := check.Config{Library: cfg.LibraryRoots(), State: cfg.State, HandedIn: true, Marker: cfg.Marker, Convert: cfg.Convert, Logger: log,
		Collection: cfg.Collection, CollectionReadOnly: cfg.CollectionReadOnly, CacheBytes: int64(cfg.LibraryCache), Progress: indexProgress(log, daemonProgressEvery),
		Limits: extract.Limits{MaxFileSize: int64(cfg.MaxSize)}, MaxClaims: cfg.MaxClaims,
		Background: &check.BackgroundOptions{Events: cfg.Mode != watcher.ModePoll, Poll: cfg.PollInterval.D()}}
	if cfg.Isolation == watcher.IsolationNone {
		c.PDFWorkers = slots
	} else {
		c.Workers, c.MemoryMax = slots, int64(cfg.MemoryPerCheck)
	}
	return c
}

// openDaemonChecker opens the daemon's checker (daemonConfig), the library
// folders created first when the daemon creates its folders.
func openDaemonChecker(cfg *watcher.Config, log *slog.Logger) (*check.Checker, error) {
	if cfg.CreateFolders && cfg.Marker == "" {
		for _, dir := range cfg.Library {
			if err := os.MkdirAll(dir, 0o777); err != nil { // for people: the umask decides
				return nil, fmt.Errorf("creating the library folder: %w", err)
			}
		}
	}
	oc, err := checkOnline(cfg, log) // nil with every source off
	if err != nil {
		return nil, err
	}
	dc := daemonConfig(cfg, log)
	dc.Online = oc
	c, err := check.Open(context.Background(), dc)
	if err != nil {
		return nil, fmt.Errorf("library: %w", err)
	}
	logLibrary(log, c.Health())
	return c, nil
}

// holding is the daemon's CheckFunc of c: a check's *check.LibraryError
// becomes a watcher.HoldError (the memo waits, unjudged).
func holding(c *check.Checker) watcher.CheckFunc {
	return func(ctx context.Context, path string) (*reports.Memo, error) {
		m, err := c.Check(ctx, path)
		var le *check.LibraryError
		if errors.As(err, &le) {
			return nil, &watcher.HoldError{Reason: le.Health.Reason}
		}
		return m, err
	}
}

// libraryState is the library's state as the watcher reports it (/healthz,
// /metrics, the end of a hold).
func libraryState(h library.Health) watcher.LibraryState {
	return watcher.LibraryState{Available: h.Available, Problem: h.Kind, Reason: h.Reason, Since: h.Since, Sources: h.Sources,
		Files: h.Files, Unreadable: h.Unreadable, UnreadableFiles: h.UnreadableFiles, Updated: h.Updated, Indexed: h.Indexed}
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
	logUnreadable(log, h)
}

// namedInLog is how many unreadable library files the start-up log names.
const namedInLog = 10

// logUnreadable names the library's unreadable files (the first
// namedInLog) and says how many more there are.
func logUnreadable(log *slog.Logger, h library.Health) {
	if h.Unreadable == 0 {
		return
	}
	names := h.UnreadableFiles[:min(len(h.UnreadableFiles), namedInLog)]
	log.Warn("library files not read (legacy formats, scans: each logged with its reason; one with a text rendering beside it is served by that)",
		"files", strings.Join(names, ", "), "more", h.Unreadable-len(names))
}
