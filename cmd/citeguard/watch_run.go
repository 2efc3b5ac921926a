package main

// Running the daemon of citeguard watch: one configuration's daemon with
// its notifier and checker, its exit codes.

import (
	"context"
	"fmt"
	"io"
	"log/slog"

	"citeguard/check"
	"citeguard/reports"
	"citeguard/watcher"
)

// Exit codes of `citeguard watch` (documented in docs/daemon.md): a scheduled
// `watch -once` alerts on anything but 0.
const (
	exitWatchTrouble = 1 // -once: some memo blocked (🔴/⛔) or failed (not checked)
	exitWatchLeft    = 3 // -once: some memo left unchecked in its folder (the library unavailable, a copy unfinished)
	exitWatchCannot  = 4 // the daemon could not run (state folder locked, a folder unusable)
)

// runningDaemon is the daemon of one configuration with what it runs with:
// its notifier and its checker.
type runningDaemon struct {
	cfg          *watcher.Config
	log          *slog.Logger
	d            *watcher.Daemon
	checker      *check.Checker    // nil until openChecker
	checkFn      watcher.CheckFunc // the checker's, for the daemon (set by openChecker)
	stopNotifier func()
}

// prepareDaemon makes the daemon of cfg and its notifier: a fresh one, or,
// with prev, prev's successor, made beside prev's running daemon (see
// watcher.Daemon.Successor). It checks nothing until openChecker and run.
// The exit code says what failed.
func prepareDaemon(cfg *watcher.Config, log *slog.Logger, once bool, prev *runningDaemon) (*runningDaemon, int, error) {
	onDone, stopNotifier, err := startNotifier(cfg, log)
	if err != nil {
		return nil, exitUsage, err
	}
	r := &runningDaemon{cfg: cfg, log: log, stopNotifier: stopNotifier}
	check := func(ctx context.Context, p string) (*reports.Memo, error) { return r.checkFn(ctx, p) }
	opt := watcher.Options{Logger: log, Once: once, OnDone: onDone, Library: func() watcher.LibraryState { return libraryState(r.checker.Health()) }}
	if prev == nil {
		r.d, err = watcher.New(cfg, check, opt)
	} else {
		r.d, err = prev.d.Successor(cfg, check, opt)
	}
	if err != nil {
		stopNotifier()
		return nil, exitWatchCannot, err
	}
	return r, exitOK, nil
}

// openChecker opens the checker, once the daemon holds the state folder
// (the checker writes the library index there) and no daemon before it
// runs on that folder.
func (r *runningDaemon) openChecker() (err error) {
	if r.checker, err = openDaemonChecker(r.cfg, r.log); err == nil {
		r.checkFn = holding(r.checker)
	}
	return err
}

// close ends what r started; its daemon's Close leaves what a successor
// took over.
func (r *runningDaemon) close() {
	if r.checker != nil {
		r.checker.Close()
	}
	r.d.Close()
	r.stopNotifier()
}

// run runs the daemon until ctx ends (or, with once, until the folders
// are processed: the run's summary line goes to out) and returns the exit
// code.
func (r *runningDaemon) run(ctx context.Context, once bool, out io.Writer) (int, error) {
	if err := r.d.Run(ctx); err != nil {
		return exitWatchCannot, err
	}
	if !once {
		return exitOK, nil
	}
	s := r.d.Summary()
	fmt.Fprintln(out, s.Line())
	switch {
	case s.Left > 0:
		return exitWatchLeft, nil
	case s.Blocked+s.Failed > 0:
		return exitWatchTrouble, nil
	}
	return exitOK, nil
}

// runDaemon runs the daemon of cfg until ctx ends (or, with once, until
// the folders are processed: the run's summary line goes to out), without
// reloads. It returns the exit code and what went wrong.
func runDaemon(ctx context.Context, cfg *watcher.Config, log *slog.Logger, once bool, out io.Writer) (int, error) {
	// The daemon first (it takes the state folder's lock before anything
	// there is touched), then the checker, which writes the library index
	// in that folder.
	r, code, err := prepareDaemon(cfg, log, once, nil)
	if err != nil {
		return code, err
	}
	defer r.close()
	if err := r.openChecker(); err != nil {
		return exitUsage, err
	}
	return r.run(ctx, once, out)
}
