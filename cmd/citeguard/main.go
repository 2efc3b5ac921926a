// Command citeguard checks citations in Polish legal memos against a local
// library of sources. See README.md for the subcommands.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
)

// Exit codes shared by every subcommand.
const (
	exitOK    = 0 // nothing blocks
	exitBlock = 1 // a hard block (🔴 or ⛔)
	exitUsage = 2 // bad usage or unreadable input
)

// command is one subcommand: a one-line summary and its entry point, which
// receives the arguments after the subcommand name and returns an exit code.
type command struct {
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
}

// commands is filled by init functions in the files of this package, one file
// per subcommand.
var commands = map[string]command{}

func register(name, summary string, run func(args []string, stdout, stderr io.Writer) int) {
	if _, dup := commands[name]; dup {
		panic("citeguard: subcommand registered twice: " + name)
	}
	commands[name] = command{summary: summary, run: run}
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
	cmd, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "citeguard: unknown subcommand %q\n\n", args[0])
		usage(stderr)
		return exitUsage
	}
	return cmd.run(args[1:], stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: citeguard <subcommand> [flags] [args]")
	fmt.Fprintln(w, "\nsubcommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-8s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "\nRun 'citeguard <subcommand> -h' for the flags of one subcommand.")
}
