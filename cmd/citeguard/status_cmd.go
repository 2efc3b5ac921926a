package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"

	"citeguard/reports/statuspage"
	"citeguard/watcher"
)

// exitDown is `citeguard status`'s exit when the daemon is not running.
const exitDown = 3

// runStatus is `citeguard status [-config FILE] [-json]`: what the daemon
// is doing — what waits and why, what was reported in the last 24 hours,
// the library's health — as its status page shows it. With a health
// address in the configuration it asks the daemon (GET /status.json);
// without one it reads the folders, read-only (what waits, not why).
// Exit 0: running and healthy; 1: running, degraded; 3: not running.
func runStatus(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("status", flag.ContinueOnError)
	fs.SetOutput(stderr)
	configPath := fs.String("config", "", "the daemon's configuration `FILE` (default: the defaults of config.example.yaml, rooted in the current directory)")
	asJSON := fs.Bool("json", false, "print the status as JSON (the daemon's /status.json)")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "usage: citeguard status [-config FILE] [-json]")
		return exitUsage
	}
	cfg, err := loadWatchConfig(*configPath)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard status: %v\n", err)
		return exitUsage
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var st *statuspage.Status
	if cfg.Health != "" {
		st, err = watcher.FetchStatus(ctx, cfg.Health)
	} else {
		st, err = watcher.ReadStatus(cfg)
	}
	switch {
	case errors.Is(err, watcher.ErrNotRunning):
		fmt.Fprintf(stderr, "citeguard status: %v (the health address of %s); start it with: citeguard watch%s\n", err, configName(*configPath), configFlag(*configPath))
		return exitDown
	case err != nil:
		fmt.Fprintf(stderr, "citeguard status: %v\n", err)
		return exitUsage
	}
	if *asJSON {
		statuspage.JSON(stdout, st)
	} else {
		statuspage.Text(stdout, st)
	}
	switch {
	case st.Offline && !st.Running:
		return exitDown
	case st.Health == "degraded":
		return exitBlock
	}
	return exitOK
}

func configName(p string) string {
	if p == "" {
		return "the default configuration"
	}
	return p
}

func configFlag(p string) string {
	if p == "" {
		return ""
	}
	return " -config " + p
}
