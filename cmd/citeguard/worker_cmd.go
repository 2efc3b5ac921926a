package main

import (
	"flag"
	"fmt"
	"io"
	"log/slog"

	"citeguard/check/checkworker"
)

// runWorker is `citeguard __check-worker -state DIR -library DIR… [-max-size N]`:
// a check worker process (checkworker.Serve), started by the daemon or by
// check with many memos, answering requests over its stdin/stdout.
func runWorker(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet(checkworker.Command, flag.ContinueOnError)
	fs.SetOutput(stderr)
	o := checkworker.WorkerFlags(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	o.Log = slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	if err := checkworker.Serve(*o); err != nil {
		fmt.Fprintf(stderr, "citeguard %s: %v\n", checkworker.Command, err)
		return exitUsage
	}
	return exitOK
}
