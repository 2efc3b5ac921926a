package extract

import (
	"context"
	"fmt"
	"runtime/debug"
	"sync"
	"sync/atomic"
)

// pagesPerInstance is how many pages a document must have per instance
// its pages are spread over: a second instance first loads the document
// and parses its fonts again (about two pages' work on the corpus memos;
// BENCHMARKS.md).
const pagesPerInstance = 8

// rawChars reads a document's pages through the direct PDFium path
// (pdfraw.go) with the instance the caller holds and, for a document of
// many pages, idle instances of the pool besides: each opens the document
// and takes the next page not yet taken. The pages, their characters and
// the raw text are the same whatever instance read which page; an error is
// the one reading the pages in order would have met first.
func (p *PDFPool) rawChars(ctx context.Context, first *rawPdfium, name string, data []byte, lim Limits) ([][]pchar, string, error) {
	doc, err := first.open(ctx, name, data, lim)
	if err != nil {
		return nil, "", err
	}
	defer doc.close()
	s := &pageRun{ctx: ctx, lim: lim, pages: make([]pageText, doc.pages)}

	var wg sync.WaitGroup
	wait, stopWaiting := context.WithCancel(ctx)
	defer func() {
		s.stop.Store(true)
		stopWaiting() // a helper still waiting for its instance gives up
		wg.Wait()
	}()
	for range min(doc.pages/pagesPerInstance, p.workers) - 1 {
		if !p.reserve(true) {
			break
		}
		wg.Go(func() { p.help(wait, s, name, data, lim) })
	}
	s.read(doc)
	s.stop.Store(true)
	stopWaiting()
	wg.Wait()
	if s.panicked != nil {
		panic(s.panicked)
	}
	if s.helped.Load() && spreadSeen != nil {
		spreadSeen.Add(1)
	}
	return s.result(name)
}

// help reads pages of s with another instance of the pool (reserved by
// the caller) until none is left. wait ends when the caller no longer
// needs help; s.ctx ends the document.
func (p *PDFPool) help(wait context.Context, s *pageRun, name string, data []byte, lim Limits) {
	inst, release, err := p.borrow(wait, s.ctx)
	if err != nil {
		return // the caller reads the pages alone
	}
	ok := false
	defer func() {
		if v := recover(); v != nil {
			s.fail(fmt.Sprintf("%v\n%s", v, firstFrames(debug.Stack())))
		}
		release(ok)
	}()
	r, fast := newRawPdfium(inst)
	if !fast || s.stop.Load() {
		ok = true
		return
	}
	doc, err := r.open(s.ctx, name, data, lim)
	if err != nil {
		return // opened once already: leave it to the caller's instance
	}
	defer doc.close()
	ok = s.read(doc)
	s.helped.Store(true)
}

// pageRun is the state of one document's pages read by several instances.
type pageRun struct {
	ctx   context.Context
	lim   Limits
	pages []pageText
	next  atomic.Int64 // the next page to take
	stop  atomic.Bool  // take no more pages: an error, or the text over its limit
	size  atomic.Int64 // bytes of raw text read so far, with the page breaks
	// helped: another instance took part (tests).
	helped atomic.Bool

	mu       sync.Mutex
	panicked any // a helper's panic, raised again in the caller
}

// pageText is one page as read, or its error.
type pageText struct {
	cs   []pchar
	raw  []byte
	err  error
	read bool
}

// read takes pages until none is left or the run stops; it reports
// whether every page it took was read without error.
func (s *pageRun) read(doc *rawDoc) bool {
	for !s.stop.Load() {
		i := int(s.next.Add(1) - 1)
		if i >= len(s.pages) {
			return true
		}
		pg := &s.pages[i]
		if err := s.ctx.Err(); err != nil {
			pg.err = fmt.Errorf("page %d of %d: %w", i+1, len(s.pages), err)
			s.stop.Store(true)
			return false
		}
		cs, raw, err := doc.page(i)
		if err != nil {
			pg.err = fmt.Errorf("page %d: %w", i+1, ctxOr(s.ctx, err))
			s.stop.Store(true)
			return false
		}
		pg.cs, pg.raw, pg.read = cs, raw, true
		if s.size.Add(int64(len(raw)+1)) > int64(s.lim.MaxTextBytes)+1 {
			s.stop.Store(true) // result says which limit
		}
	}
	return true
}

// fail records a helper's panic and stops the run.
func (s *pageRun) fail(v any) {
	s.mu.Lock()
	if s.panicked == nil {
		s.panicked = v
	}
	s.mu.Unlock()
	s.stop.Store(true)
}

// result joins the pages, a form feed between two, and moves each
// character's raw offset from its page's text to the whole. Errors come in
// page order: a page's error, or the text's limit where the pages up to
// there pass it.
func (s *pageRun) result(name string) ([][]pchar, string, error) {
	over := &LimitError{File: name, Limit: "MaxTextBytes", What: "extracted text", Max: int64(s.lim.MaxTextBytes)}
	size := 0
	for i := range s.pages {
		pg := &s.pages[i]
		if pg.err != nil {
			return nil, "", pg.err
		}
		if !pg.read {
			// Only pages after the one that stopped the run are left
			// unread, and no error stopped it: the text's limit did.
			return nil, "", over
		}
		if i > 0 {
			size++
		}
		size += len(pg.raw)
		if size > s.lim.MaxTextBytes {
			return nil, "", over
		}
	}
	raw := make([]byte, 0, size)
	pages := make([][]pchar, len(s.pages))
	for i := range s.pages {
		pg := &s.pages[i]
		if i > 0 {
			raw = append(raw, '\f')
		}
		base := len(raw)
		for k := range pg.cs {
			pg.cs[k].raw += base
		}
		raw = append(raw, pg.raw...)
		pages[i] = pg.cs
	}
	return pages, string(raw), nil
}

// spreadSeen, when set (tests), counts the documents whose pages were
// spread over more than one instance.
var spreadSeen *atomic.Int64
