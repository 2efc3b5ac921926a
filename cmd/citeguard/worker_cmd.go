package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"time"

	"citeguard/check"
	"citeguard/extract"
	"citeguard/internal/workers"
	"citeguard/library"
	"citeguard/reports"
)

// workerCommand is the hidden subcommand a check worker process runs: the
// same binary, started by the daemon (or by check with many memos), that
// answers requests over its stdin/stdout (internal/workers).
const workerCommand = "__check-worker"

// workerRequest is one job for a check worker.
type workerRequest struct {
	Kind   string   `json:"kind"`             // "check", "refresh" or "extract"
	Path   string   `json:"path,omitempty"`   // check: the memo (the daemon's private copy)
	Gen    int64    `json:"gen"`              // check: the library generation to check against
	Reread []string `json:"reread,omitempty"` // refresh: texts found damaged, to read again
}

// workerAnswer is a check worker's answer.
type workerAnswer struct {
	Memo    *reports.Memo   `json:"memo,omitempty"`
	ReadErr string          `json:"read_err,omitempty"` // check: the memo could not be read (Memo.Error says it in Polish)
	Used    []string        `json:"used,omitempty"`     // check: library texts the report relied on
	Damaged []string        `json:"damaged,omitempty"`  // library texts found damaged in the text pack
	Changed bool            `json:"changed,omitempty"`  // refresh: the index changed
	Version string          `json:"version,omitempty"`  // refresh: the library version now
	Stale   []check.Stale   `json:"stale,omitempty"`    // refresh: reports relying on changed sources
	Pages   int             `json:"pages,omitempty"`    // extract: pages read
	Chars   int             `json:"chars,omitempty"`    // extract: length of the text
	Health  *library.Health `json:"health,omitempty"`   // refresh: whether the library can answer
}

// workerPDF is how a worker runs PDFium: one instance, without wazero's
// interrupt watch (about 4× faster; BENCHMARKS.md), because the parent
// kills the whole process at the time limit.
func workerPDF() extract.PDFConfig { return extract.PDFConfig{Workers: 1, NoInterrupt: true} }

// runWorker is `citeguard __check-worker -state DIR -library DIR… [-max-size N]`.
// Each check opens the library read-only at the generation it names (the
// parent bumps it after a refresh changed the index); a refresh opens it for
// writing, brings it up to date (reading new sources here, in the worker),
// and closes it. PDFium runs without its interrupt watch: the parent kills
// the whole process at the time limit.
func runWorker(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet(workerCommand, flag.ContinueOnError)
	fs.SetOutput(stderr)
	var roots multiFlag
	fs.Var(&roots, "library", "library folder (repeatable)")
	state := fs.String("state", "", "state folder holding the library index")
	maxSize := fs.Int64("max-size", 0, "largest memo read, in bytes (0: extract's default)")
	marker := fs.String("marker", "", "a file every library folder must hold (an unmounted share is not an empty library)")
	shrinkHold := fs.Duration("shrink-hold", 0, "how long a sudden shrink of the library is held back (library.Options.ShrinkHold)")
	convert := fs.String("convert", "", "soffice: convert .doc/.rtf memos with LibreOffice (check.Options.Convert)")
	collDir := fs.String("collection", "", "the collection of bulk-imported judgments (library.Options.Collection)")
	collRO := fs.Bool("collection-read-only", false, "open the collection read-only (a published collection)")
	cacheBytes := fs.Int64("library-cache", 0, "bound of the library's normalized-text cache, in bytes (0: the library's default)")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	log := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	w := &checkWorker{roots: roots, state: *state, log: log, limits: extract.Limits{MaxFileSize: *maxSize}, marker: *marker, shrinkHold: *shrinkHold, convert: *convert,
		pdf: check.NewPDFEngineConfig(workerPDF()), collection: *collDir, collectionRO: *collRO, cacheBytes: *cacheBytes}
	defer w.close()
	if err := workers.Serve(w.handle); err != nil {
		fmt.Fprintf(stderr, "citeguard %s: %v\n", workerCommand, err)
		return exitUsage
	}
	return exitOK
}

// checkWorker is a worker process's state: its read-only checker and the
// library generation it was opened at.
type checkWorker struct {
	roots  []string
	state  string
	log    *slog.Logger
	limits extract.Limits
	pdf    *check.PDFEngine
	ro     *check.Checker
	gen    int64

	marker     string
	shrinkHold time.Duration
	convert    string

	collection   string // library.Options.Collection …
	collectionRO bool
	cacheBytes   int64
}

func (w *checkWorker) close() {
	if w.ro != nil {
		w.ro.Close()
	}
	w.pdf.Close()
}

func (w *checkWorker) handle(b []byte) ([]byte, error) {
	var req workerRequest
	if err := json.Unmarshal(b, &req); err != nil {
		return nil, fmt.Errorf("bad request: %v", err)
	}
	ctx := context.Background() // the parent's kill is the time limit
	var ans workerAnswer
	switch req.Kind {
	case "check":
		if w.ro == nil || w.gen != req.Gen {
			if w.ro != nil {
				w.ro.Close()
				w.ro = nil
			}
			ro, err := check.New(ctx, check.Options{Roots: w.roots, State: w.state, ReadOnly: true, PDF: w.pdf, Limits: w.limits, Logger: w.log, Convert: w.convert,
				Collection: w.collection, CollectionReadOnly: true, CacheBytes: w.cacheBytes})
			if err != nil {
				return nil, err
			}
			w.ro, w.gen = ro, req.Gen
		}
		m, used, err := w.ro.CheckUses(ctx, req.Path)
		ans = workerAnswer{Memo: m, Used: used, Damaged: w.ro.Damaged()}
		if err != nil {
			ans.ReadErr = err.Error()
		}
	case "refresh":
		rw, err := check.New(ctx, check.Options{Roots: w.roots, State: w.state, PDF: w.pdf, Limits: w.limits, Logger: w.log, Reread: req.Reread,
			Marker: w.marker, ShrinkHold: w.shrinkHold, Collection: w.collection, CollectionReadOnly: w.collectionRO, CacheBytes: w.cacheBytes})
		if err != nil {
			return nil, err
		}
		ch := rw.Library().LastUpdate()
		h := rw.Health()
		ans = workerAnswer{Changed: ch.Added+ch.Changed+ch.Removed > 0 || ch.Collection || len(req.Reread) > 0, Version: rw.Version(), Stale: rw.StaleReports(), Health: &h}
		rw.Close()
	case "extract": // the text of a document as a check reads it (benchmarks)
		doc, err := w.pdf.File(ctx, req.Path, extract.Options{Limits: w.limits})
		if err != nil {
			return nil, err
		}
		ans = workerAnswer{Pages: doc.PageCount, Chars: len(doc.Text)}
	default:
		return nil, errors.New("unknown request kind " + req.Kind)
	}
	return json.Marshal(ans)
}
