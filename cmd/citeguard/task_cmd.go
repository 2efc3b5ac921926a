package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"citeguard/engine"
	"citeguard/reports"
)

// runTask is the drop-in for `node ground-citations.mjs TASK.json`: the same
// input, the same output keys, exit 1 on a hard block.
func runTask(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("task", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: citeguard task TASK.json   (- reads standard input)")
		fmt.Fprintln(stderr, "Verifies each item as ground-citations.mjs v2.5 does and prints its JSON;")
		fmt.Fprintln(stderr, "ranges are UTF-16 code units of source_text. Exit 0 ok, 1 hard block, 2 bad input.")
	}
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return exitUsage
	}
	path := fs.Arg(0)
	var data []byte
	var err error
	if path == "-" {
		data, err = io.ReadAll(os.Stdin)
	} else {
		data, err = os.ReadFile(path)
	}
	if err != nil {
		fmt.Fprintf(stderr, "citeguard task: %s: cannot read: %v\n", path, err)
		return exitUsage
	}
	items, err := engine.ParseTask(data)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard task: %s: %v\n", path, err)
		return exitUsage
	}
	out := engine.RunTask(items, reports.Say)
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(out); err != nil {
		fmt.Fprintf(stderr, "citeguard task: writing the result: %v\n", err)
		return exitUsage
	}
	if out.Blokada {
		return exitBlock
	}
	return exitOK
}
