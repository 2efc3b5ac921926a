package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"

	"citeguard/check"
	"citeguard/internal/progress"
	"citeguard/library"
)

func libraryUsage(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintln(w, `usage: citeguard library [flags] index|list|show ANCHOR|search PASSAGE|import saos FILE|DIR…|fetch ID|sync

  index            bring the index up to date and print what changed
  list             list the sources (kind, signature or act, court, date, files)
  show ANCHOR      resolve an anchor: "III CZP 39/02", "art. 415 k.c.", "ECLI:…", "CELEX 32016R0679"
  search PASSAGE   which sources contain the passage (after normalization)
  import saos FILE|DIR…
                   import SAOS JSON (dump pages, /api/judgments/ID responses, JSON
                   lines; .gz read as is) into the collection of the state folder:
                   streaming, resumable (run it again after an interruption),
                   one judgment per SAOS id; no -library needed
  remove saos ID…|@FILE
                   remove judgments SAOS withdrew (/api/dump/judgments/deleted):
                   ids, or a file of them (one a line, or a JSON array)
  fetch [-court C] [-date D] SIGNATURE | "Dz.U. 2025 poz. 1071" | CELEX | "ustawa o …"
                   ask the public register (online_sources of -config: SAOS,
                   the Sejm's ELI API, EUR-Lex) and download what it has into
                   the download folder, a library folder; -date: the ruling's
                   date, or the date whose version of an act is wanted.
                   Exit 0 found, 1 the register has none, 3 the lookup failed
  sync [-since YYYY-MM-DD]
                   the SAOS dump of judgments modified since the last sync into
                   the collection of -config's state (resumable; nightly:
                   deploy/citeguard-sync.timer)

Progress: index and import saos show a progress line on a terminal (counts,
rate, time left) and log it every 30 seconds elsewhere.

Exit codes: 0 ok, 1 not found, 2 usage or unreadable library (or an import
that could not go on: what it imported stays, run it again to resume),
5 import saos skipped files or records (each listed; the rest is imported).

flags:`)
	fs.PrintDefaults()
}

func runLibrary(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("library", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var roots multiFlag
	fs.Var(&roots, "library", "library folder (repeatable)")
	state := fs.String("state", "./.citeguard", "state directory holding the index")
	verbose := fs.Bool("v", false, "log every file read and skipped")
	collDir := fs.String("collection", "", "the collection folder (default: STATE/library/collection)")
	workers := fs.Int("workers", 2, "import: records prepared in parallel")
	var of onlineFlags
	fs.StringVar(&of.config, "config", "", "fetch, sync: the daemon's configuration (online_sources, state, collection)")
	fs.StringVar(&of.since, "since", "", "sync: the modification date (yyyy-mm-dd) the first sync starts from")
	fs.StringVar(&of.court, "court", "", `fetch: the ruling's court ("SN", "SA w Krakowie")`)
	fs.StringVar(&of.date, "date", "", "fetch: the ruling's date, or the date whose version of an act is wanted")
	fs.Usage = func() { libraryUsage(stderr, fs) }
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return exitUsage
	}
	sub := fs.Arg(0)
	// Flags may also follow the subcommand.
	if err := fs.Parse(fs.Args()[1:]); err != nil {
		return exitUsage
	}
	rest := fs.Args()
	switch sub {
	case "index", "list":
		if len(rest) != 0 {
			fmt.Fprintf(stderr, "citeguard library %s: unexpected arguments %q\n", sub, rest)
			return exitUsage
		}
	case "sync":
		if len(rest) != 0 {
			fmt.Fprintf(stderr, "citeguard library sync: unexpected arguments %q\n", rest)
			return exitUsage
		}
	case "show", "search", "import", "remove", "fetch":
		if len(rest) == 0 {
			fmt.Fprintf(stderr, "citeguard library %s: missing argument\n", sub)
			return exitUsage
		}
	default:
		fmt.Fprintf(stderr, "citeguard library: unknown command %q\n", sub)
		fs.Usage()
		return exitUsage
	}
	if sub == "fetch" || sub == "sync" {
		of.workers = *workers
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
		defer stop()
		return runOnline(ctx, sub, of, rest, stdout, stderr, libLogger(stderr, *verbose))
	}
	if len(roots) == 0 && sub != "import" && sub != "remove" {
		fmt.Fprintln(stderr, "citeguard library: no library folder (use -library DIR)")
		return exitUsage
	}
	logger := libLogger(stderr, *verbose)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	unlock, err := lockState(*state)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard library: %v\n", err)
		return exitUsage
	}
	defer unlock()
	pdf := check.NewPDFEngine(1) // PDFs of the library are read as the checker reads them
	defer pdf.Close()
	opts := library.Options{Roots: roots, StateDir: *state, Collection: *collDir, Read: pdf.LibraryReader(), Logger: logger, ShrinkHold: -1}
	var indexing *progress.Reporter
	if sub == "index" {
		indexing = newProgress("library index", stderr)
		opts.Progress = func(p library.Progress) { indexing.Update(indexStatus(p)) }
	}
	lib, err := library.Open(ctx, opts)
	if indexing != nil && err == nil {
		indexing.Finish(indexStatus(lib.LastProgress()))
	}
	if err != nil {
		fmt.Fprintf(stderr, "citeguard library: %v\n", err)
		return exitUsage
	}
	defer lib.Close()
	if h := lib.Health(); !h.Available && h.Kind != library.Empty {
		fmt.Fprintf(stderr, "citeguard library: library unavailable: %s\n", h.Reason)
		return exitUsage
	}
	switch sub {
	case "index":
		return libIndex(lib, stdout)
	case "list":
		return libList(lib, stdout)
	case "show":
		return libShow(lib, strings.Join(rest, " "), stdout, stderr)
	case "import":
		return libImport(ctx, lib, *workers, rest, stdout, stderr)
	case "remove":
		return libRemove(lib, rest, stdout, stderr)
	default:
		return libSearch(ctx, lib, strings.Join(rest, " "), stdout, stderr)
	}
}

// newProgress returns the progress reporter of a library command: a line
// on stderr when it is a terminal, else log records on stderr.
func newProgress(what string, stderr io.Writer) *progress.Reporter {
	f, ok := stderr.(*os.File)
	tty := ok && progress.IsTerminal(f)
	return progress.New(what, stderr, tty, slog.New(slog.NewTextHandler(stderr, nil)))
}

func indexStatus(p library.Progress) progress.Status {
	return progress.Status{Done: int64(p.Files), Total: int64(p.FilesTotal), Unit: "files", Part: p.Bytes, PartTotal: p.BytesTotal,
		Extra: fmt.Sprintf("%.1f MB, %d unchanged", float64(p.Bytes)/1e6, p.Unchanged)}
}

// libLogger logs warnings (everything with -v) to stderr.
func libLogger(stderr io.Writer, verbose bool) *slog.Logger {
	level := slog.LevelWarn
	if verbose {
		level = slog.LevelDebug
	}
	return slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: level}))
}
