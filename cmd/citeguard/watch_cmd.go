package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"citeguard/internal/logx"
	"citeguard/watcher"
)

// runWatch is `citeguard watch [-config FILE] [-once]`. Without -config it
// uses the defaults of config.example.yaml rooted in the current directory.
// SIGTERM/SIGINT stop it cleanly (exit 0).
func runWatch(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("citeguard watch", flag.ContinueOnError)
	fs.SetOutput(stderr)
	configPath := fs.String("config", "", "configuration `FILE` (default: the defaults of config.example.yaml, rooted in the current directory)")
	once := fs.Bool("once", false, "process the memos that are in the folders now, then exit")
	printDefault := fs.Bool("print-config", false, "print the default configuration (config.example.yaml) and exit")
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
	var cfg *watcher.Config
	var err error
	if *configPath == "" {
		wd, werr := os.Getwd()
		if werr != nil {
			fmt.Fprintf(stderr, "citeguard watch: %v\n", werr)
			return exitUsage
		}
		cfg, err = watcher.Default(wd)
	} else {
		cfg, err = watcher.Load(*configPath)
	}
	if err != nil {
		fmt.Fprintf(stderr, "citeguard watch: %v\n", err)
		return exitUsage
	}
	log, logOut, err := logx.New(logx.Options{Level: cfg.Logging.Level, Format: cfg.Logging.Format, File: cfg.Logging.File}, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard watch: %v\n", err)
		return exitUsage
	}
	defer logOut.Close()
	check, stopChecker, err := newChecker(cfg, log)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard watch: %v\n", err)
		return exitUsage
	}
	defer stopChecker()
	d, err := watcher.New(cfg, check, watcher.Options{Logger: log, Once: *once})
	if err != nil {
		fmt.Fprintf(stderr, "citeguard watch: %v\n", err)
		return exitBlock
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	defer onHangup(ctx, log, logOut)()
	if err := d.Run(ctx); err != nil {
		fmt.Fprintf(stderr, "citeguard watch: %v\n", err)
		return exitBlock
	}
	return exitOK
}
