package main

// Running the daemon of citeguard watch: its exit codes, the run until a
// reload (SIGHUP) finds the configuration changed.

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"sync/atomic"

	"citeguard/check"
	"citeguard/reports"
	"citeguard/watcher"
)

// runUntilReload runs the daemon until ctx ends (or -once is done), or
// until a reload is asked for (SIGHUP) and the configuration on disk is
// not the one running: then it stops the daemon and says reload.
func runUntilReload(ctx context.Context, cfg *watcher.Config, log *slog.Logger, once bool, out io.Writer, reloads <-chan struct{}) (code int, reload bool, err error) {
	gen, cancel := context.WithCancel(ctx)
	defer cancel()
	var asked atomic.Bool
	go func() {
		for {
			select {
			case <-gen.Done():
				return
			case <-reloads:
				if once || !cfg.Changed() {
					continue // the log was reopened; nothing else to do
				}
				asked.Store(true)
				cancel()
				return
			}
		}
	}()
	code, err = runDaemon(gen, cfg, log, once, out)
	return code, asked.Load() && ctx.Err() == nil, err
}

// Exit codes of `citeguard watch` (documented in the README): a scheduled
// `watch -once` alerts on anything but 0.
const (
	exitWatchTrouble = 1 // -once: some memo blocked (🔴/⛔) or failed (not checked)
	exitWatchLeft    = 3 // -once: some memo left unchecked in its folder (the library unavailable, a copy unfinished)
	exitWatchCannot  = 4 // the daemon could not run (state folder locked, a folder unusable)
)

// runDaemon runs the daemon of cfg until ctx ends (or, with once, until
// the folders are processed: the run's summary line goes to out). It
// returns the exit code and what went wrong.
func runDaemon(ctx context.Context, cfg *watcher.Config, log *slog.Logger, once bool, out io.Writer) (int, error) {
	onDone, stopNotifier, err := startNotifier(cfg, log)
	if err != nil {
		return exitUsage, err
	}
	defer stopNotifier()
	// The daemon first (it takes the state folder's lock before anything
	// there is touched), then the checker, which writes the library index
	// in that folder.
	var checkFn watcher.CheckFunc
	var checker *check.Checker
	d, err := watcher.New(cfg, func(ctx context.Context, p string) (*reports.Memo, error) { return checkFn(ctx, p) },
		watcher.Options{Logger: log, Once: once, OnDone: onDone, Library: func() watcher.LibraryState { return libraryState(checker.Health()) }})
	if err != nil {
		return exitWatchCannot, err
	}
	defer d.Close()
	if checker, err = openDaemonChecker(cfg, log); err != nil {
		return exitUsage, err
	}
	defer checker.Close()
	checkFn = holding(checker)
	if err := d.Run(ctx); err != nil {
		return exitWatchCannot, err
	}
	if !once {
		return exitOK, nil
	}
	s := d.Summary()
	fmt.Fprintln(out, s.Line())
	switch {
	case s.Left > 0:
		return exitWatchLeft, nil
	case s.Blocked+s.Failed > 0:
		return exitWatchTrouble, nil
	}
	return exitOK, nil
}
