package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"runtime"
	"time"

	"citeguard/internal/fsx"
	"citeguard/library/online"
	"citeguard/reports"
	"citeguard/reports/reportdir"
	"citeguard/watcher"
)

func checkUsage(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintln(w, `usage: citeguard check -library DIR [-state DIR] [-config FILE] [-json|-html] [-o FILE|DIR] MEMO…
Checks every quotation, signature and provision of each memo (PDF, DOCX, ODT,
TXT, MD) against the library and prints the Polish report (markdown), with
-json one JSON object per memo per line, with -html the HTML report of one
memo. With -o DIR (a folder, created if missing) each memo gets
DIR/NAME.html, DIR/NAME.md and DIR/NAME.json; a re-check keeps the earlier
report and says in its header what changed. -o FILE.md|.html|.json writes the
output into that one file.
Sources handed in with a memo — a folder beside it named after it without
its extension (Opinia.docx → Opinia.zrodla/) or a ZIP Opinia.zrodla.zip —
are read for that memo's check only, beside the library. With -config, its
online_sources look up in SAOS, ELI and EUR-Lex the citations the library
lacks (docs/online-sources.md).
Exit codes: 0 nothing blocks, 1 a hard block (🔴/⛔) in some memo,
2 usage error or a memo that cannot be read (it counts as blocked).
flags:`)
	fs.PrintDefaults()
}

func runCheck(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var roots multiFlag
	fs.Var(&roots, "library", "library folder (repeatable)")
	state := fs.String("state", "./.citeguard", "state directory holding the library index")
	collDir := fs.String("collection", "", "the collection of bulk-imported judgments (default: STATE/library/collection; read-only when given)")
	asJSON := fs.Bool("json", false, "print one JSON object per memo per line instead of markdown")
	asHTML := fs.Bool("html", false, "print the HTML report (one memo) instead of markdown")
	out := fs.String("o", "", "write the output to FILE (.md, .html, .json, .jsonl, .txt), or NAME.html, NAME.md and NAME.json per memo into DIR (any other name, or ending in /; created if missing)")
	timeout := fs.Duration("timeout", 2*time.Minute, "time limit for one memo")
	verbose := fs.Bool("v", false, "log library indexing")
	nWorkers := fs.Int("workers", runtime.NumCPU(), "with several memos: check them in this many worker processes at once (each killed at -timeout, its memory bounded by -memory); 0: one after another in this process")
	memoryMB := fs.Int64("memory", 1024, "with worker processes: the memory of one check, in MB")
	configPath := fs.String("config", "", "the daemon's configuration: its online_sources look up the citations the library lacks (SAOS, ELI, EUR-Lex; identifiers only); off without it")
	docxComments := fs.Bool("docx-comments", true, "with -o DIR: also write NAME.uwagi.docx, a copy of a DOCX memo with a Word comment on each claim that is not verified")
	fs.Usage = func() { checkUsage(stderr, fs) }
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	memos := fs.Args()
	if len(memos) == 0 || len(roots) == 0 {
		if len(roots) == 0 {
			fmt.Fprintln(stderr, "citeguard check: no library given (-library DIR)")
		} else {
			fmt.Fprintln(stderr, "citeguard check: no memo given")
		}
		fs.Usage()
		return exitUsage
	}
	if *asHTML && (*asJSON || len(memos) > 1) {
		fmt.Fprintln(stderr, "citeguard check: -html prints the report of one memo, without -json (for several memos use -o DIR)")
		return exitUsage
	}
	for _, r := range roots {
		if st, err := os.Stat(r); err != nil || !st.IsDir() {
			fmt.Fprintf(stderr, "citeguard check: library %s: not a readable folder\n", r)
			return exitUsage
		}
	}
	for _, m := range memos {
		if msg := memoPathError(m); msg != "" {
			fmt.Fprintf(stderr, "citeguard check: %s\n", msg)
			return exitUsage
		}
	}
	outDir, err := outputDir(*out)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard check: %v\n", err)
		return exitUsage
	}
	level := slog.LevelError // library problems are for `citeguard library index -v`
	if *verbose {
		level = slog.LevelInfo
	}
	log := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: level}))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	unlock, err := lockState(*state)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard check: %v\n", err)
		return exitUsage
	}
	defer unlock()
	var oc *online.Client
	if *configPath != "" {
		cfg, err := watcher.Load(*configPath)
		if err == nil {
			oc, err = checkOnline(cfg, log)
		}
		if err != nil {
			fmt.Fprintf(stderr, "citeguard check: -config: %v\n", err)
			return exitUsage
		}
		if oc != nil {
			roots = append(roots, oc.Config().Folder) // the downloads are library sources from now on
		}
	}
	checker, err := openChecker(ctx, roots, *state, *collDir, len(memos), *nWorkers, *memoryMB<<20, oc, log)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard check: %v\n", err)
		return exitUsage
	}
	defer checker.Close()
	// Reports of earlier checks whose sources have changed since (seed 004:
	// a source that changes silently must not keep its old verdicts).
	for _, st := range checker.StaleReports() {
		fmt.Fprintf(stderr, "citeguard check: the report of %s relied on %s, which is %s since; check that memo again\n",
			st.Report, st.Source, st.Reason)
	}

	var buf bytes.Buffer
	code := exitOK
	for i, r := range checker.CheckAll(ctx, memos, *timeout, max(1, min(*nWorkers, len(memos)))) {
		path, m, err := memos[i], r.Memo, r.Err
		if err != nil {
			fmt.Fprintf(stderr, "citeguard check: %s: %s\n", path, m.Error)
			code = exitUsage
		} else if m.Blocked && code == exitOK {
			code = exitBlock
		}
		if outDir != "" {
			if err := writeReportPair(ctx, outDir, path, m, *docxComments, stderr); err != nil {
				fmt.Fprintf(stderr, "citeguard check: %s: writing the report: %v\n", path, err)
				return exitUsage
			}
			continue
		}
		switch {
		case *asJSON:
			err = reports.JSONLine(&buf, m)
		case *asHTML:
			err = reports.HTML(&buf, m)
		default:
			if buf.Len() > 0 {
				buf.WriteString("\n")
			}
			err = reports.Markdown(&buf, m)
		}
		if err != nil {
			fmt.Fprintf(stderr, "citeguard check: %s: %v\n", path, err)
			return exitUsage
		}
	}
	if outDir != "" {
		return code
	}
	if *out != "" {
		if err := fsx.WriteAtomicMode(*out, buf.Bytes(), fsx.ForPeople); err != nil {
			fmt.Fprintf(stderr, "citeguard check: writing %s: %v\n", *out, err)
			return exitUsage
		}
		return code
	}
	if _, err := stdout.Write(buf.Bytes()); err != nil {
		return exitUsage
	}
	return code
}

// writeReportPair writes the report pair of a memo into dir: NAME.md and
// NAME.json, a re-check keeping the earlier pair as NAME.rewizja-K and
// carrying the REWIZJA line (reportdir, as the daemon does). An earlier
// report that cannot be archived without overwriting an archived one stays;
// the new one takes the next free name, said on stderr. A DOCX memo also
// gets its commented copy (NAME.uwagi.docx) when commented is set; a copy
// that cannot be made is said on stderr and does not stop the report.
func writeReportPair(ctx context.Context, dir, memo string, m *reports.Memo, commented bool, stderr io.Writer) error {
	name, rev, err := reportdir.Place(dir, m.Memo)
	if err != nil {
		return err
	}
	if rev != nil {
		m.Revise(rev.N, rev.PrevDecision, rev.PrevLayer1)
		m.Compare(reports.BasisOf(rev.Prev))
		if err := rev.Archive(); err != nil {
			return err
		}
	}
	if name != m.Memo {
		fmt.Fprintf(stderr, "citeguard check: %s: an earlier report of it in %s cannot be archived without overwriting another; the report is %s\n",
			m.Memo, dir, reportdir.Path(dir, name))
	}
	md := reportdir.Path(dir, name)
	if commented {
		if _, err := reportdir.WriteCommented(ctx, md, m, fsx.ForPeople); err != nil {
			fmt.Fprintf(stderr, "citeguard check: %s: no commented copy (the report is written): %v\n", memo, err)
		}
	}
	return reportdir.Write(md, m)
}
