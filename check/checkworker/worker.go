package checkworker

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"time"

	"citeguard/check"
	"citeguard/extract"
	"citeguard/internal/workers"
)

// workerPDF is how a worker runs PDFium: without wazero's interrupt watch
// (about 4× faster; BENCHMARKS.md), because the parent kills the whole
// process at the time limit, and with a second instance that reads half the
// pages of a long PDF (started on the first PDF of 16 pages or more).
func workerPDF() extract.PDFConfig { return extract.PDFConfig{Workers: 2, NoInterrupt: true} }

// WorkerOptions are what a worker process is started with: the flags Start
// passes to `citeguard __check-worker` (WorkerFlags) and its logger.
type WorkerOptions struct {
	Roots              []string      // library folders
	State              string        // state folder holding the library index
	MaxSize            int64         // largest memo read, in bytes (0: extract's default)
	Marker             string        // library.Options.Marker
	ShrinkHold         time.Duration // library.Options.ShrinkHold
	Convert            string        // check.Options.Convert
	Collection         string        // library.Options.Collection
	CollectionReadOnly bool          // open the collection read-only
	CacheBytes         int64         // library.Options.CacheBytes
	Log                *slog.Logger
}

// WorkerFlags defines on fs the flags Start gives a worker process and
// returns the options they set, complete once fs is parsed.
func WorkerFlags(fs *flag.FlagSet) *WorkerOptions {
	o := &WorkerOptions{}
	fs.Func("library", "library folder (repeatable)", func(s string) error { o.Roots = append(o.Roots, s); return nil })
	fs.StringVar(&o.State, "state", "", "state folder holding the library index")
	fs.Int64Var(&o.MaxSize, "max-size", 0, "largest memo read, in bytes (0: extract's default)")
	fs.StringVar(&o.Marker, "marker", "", "a file every library folder must hold (an unmounted share is not an empty library)")
	fs.DurationVar(&o.ShrinkHold, "shrink-hold", 0, "how long a sudden shrink of the library is held back (library.Options.ShrinkHold)")
	fs.StringVar(&o.Convert, "convert", "", "soffice: convert .doc/.rtf memos with LibreOffice (check.Options.Convert)")
	fs.StringVar(&o.Collection, "collection", "", "the collection of bulk-imported judgments (library.Options.Collection)")
	fs.BoolVar(&o.CollectionReadOnly, "collection-read-only", false, "open the collection read-only (a published collection)")
	fs.Int64Var(&o.CacheBytes, "library-cache", 0, "bound of the library's normalized-text cache, in bytes (0: the library's default)")
	return o
}

// Serve is a worker process (`citeguard __check-worker -state DIR -library
// DIR… [-max-size N]`): it answers the parent's requests over stdin/stdout
// until stdin closes. Each check opens the library read-only at the
// generation it names (the parent bumps it after a refresh changed the
// index); a refresh opens it for writing, brings it up to date (reading new
// sources here, in the worker), and closes it. PDFium runs without its
// interrupt watch: the parent kills the whole process at the time limit.
func Serve(o WorkerOptions) error {
	w := &checkWorker{roots: o.Roots, state: o.State, log: o.Log, limits: extract.Limits{MaxFileSize: o.MaxSize}, marker: o.Marker, shrinkHold: o.ShrinkHold, convert: o.Convert,
		pdf: check.NewPDFEngineConfig(workerPDF()), collection: o.Collection, collectionRO: o.CollectionReadOnly, cacheBytes: o.CacheBytes}
	defer w.close()
	return workers.Serve(w.handle)
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
	var req Request
	if err := json.Unmarshal(b, &req); err != nil {
		return nil, fmt.Errorf("bad request: %v", err)
	}
	ctx := context.Background() // the parent's kill is the time limit
	var ans Answer
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
		ans = Answer{Memo: m, Used: used, Damaged: w.ro.Damaged()}
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
		ans = Answer{Changed: ch.Added+ch.Changed+ch.Removed > 0 || ch.Collection || len(req.Reread) > 0, Version: rw.Version(), Stale: rw.StaleReports(), Health: &h}
		rw.Close()
	case "extract": // the text of a document as a check reads it (benchmarks)
		doc, err := w.pdf.File(ctx, req.Path, extract.Options{Limits: w.limits})
		if err != nil {
			return nil, err
		}
		ans = Answer{Pages: doc.PageCount, Chars: len(doc.Text)}
	default:
		return nil, errors.New("unknown request kind " + req.Kind)
	}
	return json.Marshal(ans)
}
