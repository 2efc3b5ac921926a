package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"citeguard/watcher"
)

// runAudit is `citeguard audit verify [-config FILE | -state DIR] [LOG…]`:
// it checks the hash chain of each audit log (by default the state
// folder's audit.jsonl and any damaged log the daemon renamed aside there).
// Exit 0: every chain is intact; 1: a log is damaged; 2: usage or a log
// that cannot be read.
func runAudit(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("citeguard audit", flag.ContinueOnError)
	fs.SetOutput(stderr)
	configPath := fs.String("config", "", "the daemon's configuration `FILE` (its state folder holds the log)")
	state := fs.String("state", "", "the daemon's state `DIR` (default: the state folder of the configuration)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: citeguard audit verify [-config FILE | -state DIR] [LOG…]")
		fmt.Fprintln(stderr, "\nChecks the hash chain of citeguard watch's audit log: every line parses, is numbered")
		fmt.Fprintln(stderr, "in order and chains to the one before. Exit 0 intact, 1 damaged, 2 usage or unreadable.")
		fs.PrintDefaults()
	}
	if len(args) == 0 || args[0] != "verify" {
		fs.Usage()
		return exitUsage
	}
	if code, ok := parseFlags(fs, args[1:]); !ok {
		return code
	}
	logs := fs.Args()
	if len(logs) == 0 {
		dir := *state
		if dir == "" {
			var cfg *watcher.Config
			var err error
			if *configPath != "" {
				cfg, err = watcher.Load(*configPath)
			} else if wd, werr := os.Getwd(); werr != nil {
				err = werr
			} else {
				cfg, err = watcher.Default(wd)
			}
			if err != nil {
				fmt.Fprintf(stderr, "citeguard audit: %v\n", err)
				return exitUsage
			}
			dir = cfg.State
		}
		logs = append([]string{filepath.Join(dir, "audit.jsonl")}, watcher.DamagedAuditLogs(dir)...)
	}
	code := exitOK
	for _, p := range logs {
		entries, err := watcher.VerifyAudit(p)
		if err == nil || len(entries) > 0 || !os.IsNotExist(err) {
			if !auditComplete(p, entries, stdout) {
				code = exitBlock
				continue
			}
		}
		switch {
		case err != nil && len(entries) == 0 && os.IsNotExist(err):
			fmt.Fprintf(stderr, "citeguard audit: %v\n", err)
			return exitUsage
		case err != nil:
			fmt.Fprintf(stdout, "%s: DAMAGED: %v (%d entries before it chain)\n", p, err, len(entries))
			code = exitBlock
		case len(entries) == 0:
			fmt.Fprintf(stdout, "%s: empty, intact\n", p)
		default:
			last := entries[len(entries)-1]
			fmt.Fprintf(stdout, "%s: %d entries, chain intact; last %s %s (%s), hash %s\n", p, len(entries), last.Time.Format("2006-01-02 15:04:05"), last.Memo, last.Outcome, last.Hash)
		}
	}
	return code
}

// auditComplete reports the appends the daemon could not write to the log
// at p (watcher.ReadAuditFailures): false, after saying which memos the log
// lacks, when an entry was never written later.
func auditComplete(p string, entries []watcher.AuditEntry, stdout io.Writer) bool {
	failures, err := watcher.ReadAuditFailures(p)
	if err != nil {
		fmt.Fprintf(stdout, "%s: INCOMPLETE: the record of failed appends cannot be read: %v\n", p, err)
		return false
	}
	missing := watcher.MissingAuditEntries(entries, failures)
	if len(missing) == 0 {
		if len(failures) > 0 {
			fmt.Fprintf(stdout, "%s: %d appends failed and were written later\n", p, len(failures))
		}
		return true
	}
	fmt.Fprintf(stdout, "%s: INCOMPLETE: %d appends failed; no entry of %d memos (%d entries chain):\n", p, len(failures), len(missing), len(entries))
	for _, f := range missing {
		fmt.Fprintf(stdout, "  %s %s (%s): %s\n", f.Time.Format("2006-01-02 15:04:05"), f.Memo, f.Outcome, f.Err)
	}
	return false
}
