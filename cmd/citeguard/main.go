// Command citeguard checks citations in Polish legal memos against a local
// library of sources. It is wiring only: flags, exit codes and one file per
// subcommand over the packages check, watcher, library, extract, claims,
// engine and reports. See README.md for the subcommands.
package main

import (
	"citeguard/check"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
)

// Exit codes shared by every subcommand.
const (
	exitOK    = 0 // nothing blocks
	exitBlock = 1 // a hard block (🔴 or ⛔)
	exitUsage = 2 // bad usage or unreadable input
	// exitSkipped: some input was skipped (a file that is not SAOS JSON,
	// a bad record: each listed on stderr) and the rest done — `library
	// import saos` and the nightly sync.
	exitSkipped = 5
)

// command is one subcommand: its name, a one-line summary and its entry
// point, which receives the arguments after the subcommand name and returns
// an exit code.
type command struct {
	name, summary string
	run           func(args []string, stdout, stderr io.Writer) int
}

// commands is the command table, in the order usage lists it.
var commands = []command{
	{"audit", "verify the hash chain of the daemon's audit log (audit verify)", runAudit},
	{"check", "check memos against the library and print the report", runCheck},
	{"claims", "print the claims found in a memo, as JSON", runClaims},
	{"extract", "print the text extracted from a memo or source (for debugging extraction)", runExtract},
	{"library", "build and inspect the library index (index|list|show|search)", runLibrary},
	{"service", "install, start, stop or remove the Windows service (citeguard watch)", runServiceCmd},
	{"status", "show what the daemon is doing: memos waiting and why, the last 24 h, the library", runStatus},
	{"task", "verify a ground-citations.mjs task file (drop-in replacement)", runTask},
	{"version", "print the version, the commit and the Go version of this binary", runVersion},
	{"watch", "watch folders and check every memo dropped in them (the daemon)", runWatch},
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run dispatches to a subcommand and returns the process exit code.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "-help" || args[0] == "--help" || args[0] == "help" {
		usage(stderr)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	if args[0] == "-version" || args[0] == "--version" {
		return runVersion(nil, stdout, stderr)
	}
	if args[0] == check.WorkerCommand { // hidden: a check worker process
		return runWorker(args[1:], stdout, stderr)
	}
	for _, c := range commands {
		if c.name == args[0] {
			return c.run(args[1:], stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "citeguard: unknown subcommand %q\n\n", args[0])
	usage(stderr)
	return exitUsage
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: citeguard <subcommand> [flags] [args]")
	fmt.Fprintln(w, "\nsubcommands:")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nRun 'citeguard <subcommand> -h' for the flags of one subcommand.")
}

// parseFlags parses a subcommand's flags. ok is false when the command
// must end now with code: 0 after -h, 2 after a bad flag (the flag package
// has printed why, and the usage).
func parseFlags(fs *flag.FlagSet, args []string) (code int, ok bool) {
	err := fs.Parse(args)
	switch {
	case err == nil:
		return exitOK, true
	case errors.Is(err, flag.ErrHelp):
		return exitOK, false
	}
	return exitUsage, false
}

// multiFlag is a repeatable string flag (-library DIR -library DIR2).
type multiFlag []string

func (m *multiFlag) String() string { return strings.Join(*m, ",") }
func (m *multiFlag) Set(v string) error {
	*m = append(*m, v)
	return nil
}
