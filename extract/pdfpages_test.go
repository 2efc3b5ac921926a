package extract

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"sync/atomic"
	"testing"
	"time"
)

// TestPDFPagesSpread: a PDF whose pages are spread over several instances
// (pdfpages.go) reads exactly as with one instance — the raw text, the
// text, its pages, blocks and notes — on every PDF of the shared test data
// (the corpus memos, judgments of 5–37 pages, the court-code table; the
// 50-page memos with CITEGUARD_EXTRACT=long), and the text's limit is met
// the same way.
func TestPDFPagesSpread(t *testing.T) {
	var files []string
	root := sharedDir(t)
	filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && filepath.Ext(p) == ".pdf" {
			files = append(files, p)
		}
		return nil
	})
	if len(files) == 0 {
		t.Fatal("no PDFs in the shared test data")
	}
	one, err := NewPDFPool(PDFConfig{Workers: 1, NoInterrupt: true})
	if err != nil {
		t.Fatal(err)
	}
	defer one.Close()
	many, err := NewPDFPool(PDFConfig{Workers: 3, NoInterrupt: true})
	if err != nil {
		t.Fatal(err)
	}
	defer many.Close()
	var seen atomic.Int64
	spreadSeen = &seen
	defer func() { spreadSeen = nil }()
	long := 0
	// Not the documents' own time limit (60 s, a measure of machine speed:
	// under load a long judgment can pass it through one instance and not
	// through three): a generous deadline per read, which names the page.
	read := func(f string, pool *PDFPool, lim Limits) (*Document, error) {
		ctx, cancel := context.WithDeadline(t.Context(), readDeadline(t, 5*time.Minute))
		defer cancel()
		lim.Timeout = -1
		doc, err := File(ctx, f, Options{PDF: pool, Limits: lim})
		if errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("%s: not read within the test's deadline: %v", filepath.Base(f), err)
		}
		return doc, err
	}
	all := longPDFTests()
	for _, f := range files {
		a, ea := read(f, one, Limits{})
		if !all && ea == nil && a.PageCount > 2*longPDFPages {
			// The 50-page memos: the long form only; a 37-page judgment
			// spreads over all three instances by default.
			t.Logf("%s (%d pages): compared with CITEGUARD_EXTRACT=long only", filepath.Base(f), a.PageCount)
			continue
		}
		before := seen.Load()
		b, eb := read(f, many, Limits{})
		if ea != nil || eb != nil { // the malformed ones
			if ea == nil || eb == nil || ea.Error() != eb.Error() {
				t.Errorf("%s: one instance: %v; several: %v", filepath.Base(f), ea, eb)
			}
			continue
		}
		if a.PageCount >= 2*pagesPerInstance {
			long++
			if seen.Load() == before {
				t.Errorf("%s: %d pages read by one instance of three", filepath.Base(f), a.PageCount)
			}
		}
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: the document read over several instances differs", filepath.Base(f))
		}
		if a.PageCount < 2*pagesPerInstance {
			continue
		}
		// A text limit met midway: the same error from both.
		lim := Limits{MaxTextBytes: len(a.Raw) / 2}
		_, ea = read(f, one, lim)
		_, eb = read(f, many, lim)
		var la, lb *LimitError
		if !errors.As(ea, &la) || !errors.As(eb, &lb) || ea.Error() != eb.Error() {
			t.Errorf("%s: limit MaxTextBytes: one instance %v, several %v", filepath.Base(f), ea, eb)
		}
	}
	if long == 0 {
		t.Errorf("no PDF of %d pages or more: the spread was not tested", 2*pagesPerInstance)
	}
}

// TestPDFPagesSpreadTimeout: a time limit met while a long PDF's pages are
// read by two instances stops both (each is killed and replaced), and the
// pool reads the document whole afterwards.
func TestPDFPagesSpreadTimeout(t *testing.T) {
	path := filepath.Join(sharedDir(t), "corpus", "pdf", "memo-lo-50p.pdf")
	pool, err := NewPDFPool(PDFConfig{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	want, err := File(t.Context(), path, Options{PDF: pool})
	if err != nil {
		t.Fatal(err)
	}
	for _, limit := range []time.Duration{time.Millisecond, 30 * time.Millisecond, 150 * time.Millisecond} {
		_, err := File(t.Context(), path, Options{PDF: pool, Limits: Limits{Timeout: limit}})
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("limit %v: %v, want the time limit", limit, err)
		}
		got, err := File(t.Context(), path, Options{PDF: pool})
		if err != nil {
			t.Fatalf("after the limit %v: %v", limit, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("after the limit %v: the document reads differently", limit)
		}
	}
}
