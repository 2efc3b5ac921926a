package check

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"sync"

	"citeguard/extract"
	"citeguard/library"
)

// PDFEngine is the PDFium pool a checker reads PDFs with — the memos' and
// the library's alike, so a process holds one pool, never a hidden second
// one. It starts on the first PDF (a run without PDFs pays nothing) unless
// given a running pool.
type PDFEngine struct {
	workers int
	once    sync.Once
	pool    *extract.PDFPool
	err     error
	owned   bool // started here: Close stops it
	cfg     *extract.PDFConfig
}

// NewPDFEngine returns an engine that starts a pool of workers PDFium
// instances (at least 1) on first use.
func NewPDFEngine(workers int) *PDFEngine { return &PDFEngine{workers: max(workers, 1)} }

// NewPDFEngineConfig is NewPDFEngine with the pool's whole configuration
// (a worker process of the daemon runs PDFium with NoInterrupt: the
// process boundary does the killing).
func NewPDFEngineConfig(cfg extract.PDFConfig) *PDFEngine {
	cfg.Workers = max(cfg.Workers, 1)
	return &PDFEngine{workers: cfg.Workers, cfg: &cfg}
}

// PDFEngineOf wraps a running pool; Close leaves it to its owner.
func PDFEngineOf(pool *extract.PDFPool) *PDFEngine {
	e := &PDFEngine{pool: pool}
	e.once.Do(func() {})
	return e
}

// Pool returns the pool, starting it on the first call.
func (e *PDFEngine) Pool() (*extract.PDFPool, error) {
	e.once.Do(func() {
		cfg := extract.PDFConfig{Workers: e.workers}
		if e.cfg != nil {
			cfg = *e.cfg
		}
		e.pool, e.err = extract.NewPDFPool(cfg)
		e.owned = e.err == nil
	})
	return e.pool, e.err
}

// Close stops a pool this engine started.
func (e *PDFEngine) Close() error {
	started := false
	e.once.Do(func() { started, e.err = true, errors.New("the PDF engine is closed") }) // never start one just to close it
	if started || !e.owned || e.pool == nil {
		return nil
	}
	return e.pool.Close()
}

// File extracts a document with opts, reading a PDF through the engine's
// pool.
func (e *PDFEngine) File(ctx context.Context, path string, opts extract.Options) (*extract.Document, error) {
	data, err := extract.ReadFile(path, opts.Limits)
	if err != nil {
		return nil, err
	}
	return e.Bytes(ctx, path, data, opts)
}

// Bytes extracts a document held in memory (name as extract.Bytes takes
// it) with opts, reading a PDF through the engine's pool.
func (e *PDFEngine) Bytes(ctx context.Context, name string, data []byte, opts extract.Options) (*extract.Document, error) {
	if opts.PDF == nil && isPDF(data) {
		pool, err := e.Pool()
		if err != nil {
			return nil, err
		}
		opts.PDF = pool
	}
	return extract.Bytes(ctx, name, data, opts)
}

// LibraryReader is the library's reader of PDF, DOCX and ODT files
// (library.ReadFunc) through the engine's pool, with extract's default
// limits.
func (e *PDFEngine) LibraryReader() library.ReadFunc {
	return func(ctx context.Context, path string) (string, error) {
		doc, err := e.File(ctx, path, extract.Options{})
		if err != nil {
			return "", err
		}
		return withPageBreaks(doc), nil
	}
}

// withPageBreaks is the document's text with a form feed where each page
// after the first begins, as pdftotext writes one: the library's text
// then records its pages (a report names the page of a source passage),
// and the engine reads a form feed as any white space. A page that begins
// inside a word joined across the break gets its form feed at the first
// white space after its start.
func withPageBreaks(doc *extract.Document) string {
	text := doc.Text
	if len(doc.Pages) < 2 {
		return text
	}
	var b strings.Builder
	b.Grow(len(text) + len(doc.Pages))
	at := 0
	for _, p := range doc.Pages[1:] {
		s := p.Start
		if s <= at || s >= len(text) {
			continue
		}
		if !isSpaceByte(text[s-1]) {
			i := strings.IndexAny(text[s:], " \n\t")
			if i < 0 {
				continue
			}
			s += i
		}
		b.WriteString(text[at:s])
		b.WriteByte('\f')
		at = s
	}
	b.WriteString(text[at:])
	return b.String()
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\n' || c == '\t' }

// isPDF tells a PDF by its first KB, as extract.Detect does.
func isPDF(data []byte) bool { return bytes.Contains(data[:min(len(data), 1024)], []byte("%PDF-")) }
