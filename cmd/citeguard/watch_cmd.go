package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
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
	printDefault := fs.Bool("print-config", false, "print the default configuration (config.example.yaml) and exit")
	service := fs.String("service", "", "run as the Windows service `NAME` (set by `citeguard service install`)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: citeguard watch [-config FILE] [-once]")
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
	if *printDefault {
		stdout.Write(watcher.DefaultConfigYAML)
		return exitOK
	}
	cfg, err := loadWatchConfig(*configPath)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard watch: %v\n", err)
		return exitUsage
	}
	if *service != "" {
		return runService(*service, *configPath, cfg, stderr)
	}
	log, logOut, err := logx.New(logx.Options{Level: cfg.Logging.Level, Format: cfg.Logging.Format, File: cfg.Logging.File}, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard watch: %v\n", err)
		return exitUsage
	}
	defer logOut.Close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	defer onHangup(ctx, log, logOut)()
	code, err := runDaemon(ctx, cfg, log, *once, stdout)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard watch: %v\n", err)
	}
	return code
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
