package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"citeguard/check"
	"citeguard/internal/logx"
	"citeguard/internal/winsvc"
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
		if err := cfg.WriteEffective(stdout, from); err != nil {
			fmt.Fprintf(stderr, "citeguard watch: %v\n", err)
			return exitUsage
		}
		return exitOK
	case *checkOnly:
		findings := cfg.Inspect(context.Background(), check.FindSoffice)
		printFindings(stdout, cfg, findings)
		if watcher.Problems(findings) > 0 {
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
