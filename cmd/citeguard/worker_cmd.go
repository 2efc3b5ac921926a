package main

import (
	"flag"
	"fmt"
	"io"
	"log/slog"

	"citeguard/check"
	"citeguard/check/checkworker"
)

// runWorker is `citeguard __check-worker -state DIR -library DIR… [-max-size N]`:
// a check worker process (checkworker.Serve), started by the daemon or by
// check with many memos, answering requests over its stdin/stdout.
func runWorker(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet(check.WorkerCommand, flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg := check.WorkerFlags(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	cfg.Logger = slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	// Its progress while it indexes the library reaches the daemon's log
	// (the pool logs a worker's records at their level).
	cfg.Progress = indexProgress(slog.New(slog.NewTextHandler(stderr, nil)), daemonProgressEvery)
	if err := checkworker.Serve(*cfg); err != nil {
		fmt.Fprintf(stderr, "citeguard %s: %v\n", check.WorkerCommand, err)
		return exitUsage
	}
	return exitOK
}
