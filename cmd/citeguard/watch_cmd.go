package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"

	"citeguard/internal/logx"
	"citeguard/internal/winsvc"
	"citeguard/reports"
	"citeguard/watcher"
)

// runWatch is `citeguard watch [-config FILE] [-once]`. Without -config it
// uses the defaults of config.example.yaml rooted in the current directory.
// SIGTERM/SIGINT stop it cleanly (exit 0); SIGHUP reopens the log file.
// With -service NAME (written by `citeguard service install`) the Windows
// Service Control Manager runs it.
func runWatch(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("citeguard watch", flag.ContinueOnError)
	fs.SetOutput(stderr)
	configPath := fs.String("config", "", "configuration `FILE` (default: the defaults of config.example.yaml, rooted in the current directory)")
	once := fs.Bool("once", false, "process the memos that are in the folders now, then exit")
	printConfig := fs.Bool("print-config", false, "print the effective configuration (the defaults with what -config sets, paths resolved) and exit")
	example := fs.Bool("example-config", false, "print the documented example configuration (config.example.yaml: every setting with its default), to start a config file from")
	checkOnly := fs.Bool("check-config", false, "check the configuration and the folders it names, start nothing; exit 0 when fine, 2 on a problem")
	service := fs.String("service", "", "run as the Windows service `NAME` (set by `citeguard service install`)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: citeguard watch [-config FILE] [-once | -check-config | -print-config | -example-config]")
		fmt.Fprintln(stderr, "\nWatches the folders of the configuration and checks every memo dropped in them:")
		fmt.Fprintln(stderr, "a report in reports/, the memo moved to checked/, blocked/ or failed/ (a gate: to its send folder).")
		fs.PrintDefaults()
	}
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "citeguard watch: unexpected argument %q\n", fs.Arg(0))
		fs.Usage()
		return exitUsage
	}
	if *example {
		stdout.Write(watcher.DefaultConfigYAML)
		return exitOK
	}
	cfg, err := loadWatchConfig(*configPath)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard watch: %v\n", err)
		return exitUsage
	}
	switch {
	case *printConfig:
		from := *configPath
		if from == "" {
			from = "the defaults (no -config)"
		}
		if err := printEffectiveConfig(stdout, cfg, from); err != nil {
			fmt.Fprintf(stderr, "citeguard watch: %v\n", err)
			return exitUsage
		}
		return exitOK
	case *checkOnly:
		if checkConfig(stdout, cfg) > 0 {
			return exitUsage
		}
		return exitOK
	}
	if *service != "" {
		return runService(*service, *configPath, cfg, stderr)
	}
	log, logOut, err := logx.New(logx.Options{Level: cfg.Logging.Level, Format: cfg.Logging.Format, File: cfg.Logging.File}, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard watch: %v\n", err)
		return exitUsage
	}
	defer func() { logOut.Close() }()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	reloads := make(chan struct{}, 1)
	defer onHangup(ctx, log, logOut, func() {
		select {
		case reloads <- struct{}{}:
		default:
		}
	})()
	for {
		code, reload, err := runUntilReload(ctx, cfg, log, *once, stdout, reloads)
		if err != nil {
			fmt.Fprintf(stderr, "citeguard watch: %v\n", err)
		}
		if !reload {
			return code
		}
		// SIGHUP: the configuration is read again; the daemon stops as on
		// SIGTERM (memos in flight finish within shutdown_grace) and starts
		// on the new one. A configuration that does not load keeps the old.
		next, err := loadWatchConfig(*configPath)
		if err != nil {
			log.Error("SIGHUP: the configuration does not load; running on with the previous one", "err", err)
			continue
		}
		if next.Logging != cfg.Logging {
			if l, o, err := logx.New(logx.Options{Level: next.Logging.Level, Format: next.Logging.Format, File: next.Logging.File}, stderr); err == nil {
				logOut.Close()
				log, logOut = l, o
			} else {
				log.Error("SIGHUP: the new logging settings do not work; logging as before", "err", err)
			}
		}
		cfg = next
		log.Info("SIGHUP: configuration reloaded; the daemon restarts on it", "config", *configPath)
	}
}

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
				if once || !configChanged(cfg) {
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

// configChanged reports whether the configuration on disk differs from the
// one running (an unreadable one counts as changed: the reload says why).
func configChanged(cfg *watcher.Config) bool {
	var running, next bytes.Buffer
	printEffectiveConfig(&running, cfg, "")
	n, err := loadWatchConfig(cfg.File)
	if err != nil {
		return true
	}
	printEffectiveConfig(&next, n, "")
	return running.String() != next.String()
}

// loadWatchConfig reads the configuration: a file (its relative paths are
// relative to the file's folder) or, without one, the defaults rooted in
// the current directory — refused in Windows' system folder, where
// services and scheduled tasks start.
func loadWatchConfig(path string) (*watcher.Config, error) {
	if path != "" {
		return watcher.Load(path)
	}
	wd, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	if winsvc.InSystemFolder(wd) {
		return nil, fmt.Errorf("no -config, and the current folder is %s (where services and scheduled tasks start): "+
			"pass -config C:\\ProgramData\\citeguard\\citeguard.yaml (relative paths in it are relative to its folder)", wd)
	}
	return watcher.Default(wd)
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
	var dc *daemonChecker
	d, err := watcher.New(cfg, func(ctx context.Context, p string) (*reports.Memo, error) { return dc.check(ctx, p) },
		watcher.Options{Logger: log, Once: once, OnDone: onDone, Library: func() watcher.LibraryState { return dc.state() }})
	if err != nil {
		return exitWatchCannot, err
	}
	defer d.Close()
	if dc, err = openDaemonChecker(cfg, log); err != nil {
		return exitUsage, err
	}
	defer dc.stop()
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
