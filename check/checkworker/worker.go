// Package checkworker is the worker process of a checker opened with
// check.Config.Workers: `citeguard __check-worker` (check.WorkerCommand),
// started by the daemon (isolation: process) or by `citeguard check` with
// several memos, answering the parent's requests (check.Request,
// check.Answer) over its stdin and stdout (internal/workers) until stdin
// closes. The parent side — the pool, the time and memory limits, the
// refresh of the index — is check's (check/workers.go).
package checkworker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"citeguard/check"
	"citeguard/extract"
	"citeguard/internal/workers"
)

// workerPDF is how a worker runs PDFium: without wazero's interrupt watch
// (about 4× faster; BENCHMARKS.md), because the parent kills the whole
// process at the time limit, and with a second instance that reads half the
// pages of a long PDF (started on the first PDF of 16 pages or more).
func workerPDF() extract.PDFConfig { return extract.PDFConfig{Workers: 2, NoInterrupt: true} }

// Serve is a worker process: cfg is what its flags say (check.WorkerFlags)
// and its logger. Each check opens the library read-only at the generation
// it names (the parent bumps it after a refresh changed the index); a
// refresh opens it for writing, brings it up to date (reading new sources
// here, in the worker), and closes it. PDFium runs without its interrupt
// watch: the parent kills the whole process at the time limit.
func Serve(cfg check.Config) error {
	w := New(cfg)
	defer w.Close()
	return workers.Serve(w.Handle)
}

// Worker is a worker process's state: its read-only checker and the
// library generation it was opened at.
type Worker struct {
	cfg check.Config
	pdf *check.PDFEngine
	ro  *check.Checker
	gen int64
}

// New is the state of a worker process of cfg (Serve runs it; a test may
// wrap Handle).
func New(cfg check.Config) *Worker {
	cfg.PDF = check.NewPDFEngineConfig(workerPDF())
	return &Worker{cfg: cfg, pdf: cfg.PDF}
}

// Close releases the checker and the PDF engine.
func (w *Worker) Close() {
	if w.ro != nil {
		w.ro.Close()
	}
	w.pdf.Close()
}

// Handle answers one request (workers.Handler).
func (w *Worker) Handle(b []byte) ([]byte, error) {
	var req check.Request
	if err := json.Unmarshal(b, &req); err != nil {
		return nil, fmt.Errorf("bad request: %v", err)
	}
	ctx := context.Background() // the parent's kill is the time limit
	var ans check.Answer
	var err error
	switch req.Kind {
	case "check":
		ans, err = w.check(ctx, req)
	case "refresh":
		ans, err = w.refresh(ctx, req)
	case "extract": // the text of a document as a check reads it (benchmarks)
		var doc *extract.Document
		if doc, err = w.pdf.File(ctx, req.Path, extract.Options{Limits: w.cfg.Limits}); err == nil {
			ans = check.Answer{Pages: doc.PageCount, Chars: len(doc.Text)}
		}
	default:
		err = errors.New("unknown request kind " + req.Kind)
	}
	if err != nil {
		return nil, err
	}
	return json.Marshal(ans)
}

// check checks a memo with the read-only checker of the generation asked
// for, opened anew when the generation moved on.
func (w *Worker) check(ctx context.Context, req check.Request) (check.Answer, error) {
	if w.ro == nil || w.gen != req.Gen {
		if w.ro != nil {
			w.ro.Close()
			w.ro = nil
		}
		ro, err := check.Open(ctx, check.Config{Library: w.cfg.Library, State: w.cfg.State, ReadOnly: true, PDF: w.pdf, Limits: w.cfg.Limits, Logger: w.cfg.Logger,
			Convert: w.cfg.Convert, Collection: w.cfg.Collection, CollectionReadOnly: true, CacheBytes: w.cfg.CacheBytes})
		if err != nil {
			return check.Answer{}, err
		}
		w.ro, w.gen = ro, req.Gen
	}
	m, used, err := w.ro.CheckOverlay(ctx, req.Path, req.Sources) // Sources: the memo's own, laid over the library
	return check.CheckAnswer(m, used, err, w.ro.Damaged()), nil
}

// refresh brings the library index up to date with a writing checker.
func (w *Worker) refresh(ctx context.Context, req check.Request) (check.Answer, error) {
	rw, err := check.Open(ctx, check.Config{Library: w.cfg.Library, State: w.cfg.State, PDF: w.pdf, Limits: w.cfg.Limits, Logger: w.cfg.Logger, Reread: req.Reread,
		Marker: w.cfg.Marker, ShrinkHold: w.cfg.ShrinkHold, Collection: w.cfg.Collection, CollectionReadOnly: w.cfg.CollectionReadOnly, CacheBytes: w.cfg.CacheBytes,
		Progress: w.cfg.Progress})
	if err != nil {
		return check.Answer{}, err
	}
	defer rw.Close()
	ch := rw.Library().LastUpdate()
	h := rw.Health()
	return check.Answer{Changed: ch.Added+ch.Changed+ch.Removed > 0 || ch.Collection || len(req.Reread) > 0, Version: rw.Version(), Stale: rw.StaleReports(), Health: &h}, nil
}
