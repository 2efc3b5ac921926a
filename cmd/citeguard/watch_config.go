package main

import (
	"fmt"
	"io"

	"citeguard/watcher"
)

// printFindings prints what `watch -check-config` found (watcher's
// Config.Inspect), one line per finding, and a summary line.
func printFindings(w io.Writer, cfg *watcher.Config, findings []watcher.Finding) {
	for _, f := range findings {
		mark := "ok     "
		if !f.OK {
			mark = "PROBLEM"
		}
		line := fmt.Sprintf("%s %-8s %s", mark, f.What, f.Path)
		if f.Note != "" {
			line += " — " + f.Note
		}
		fmt.Fprintln(w, line)
	}
	fmt.Fprintf(w, "report_mode %s; isolation %s; %d problem(s)\n", cfg.FileMode, cfg.Isolation, watcher.Problems(findings))
}
