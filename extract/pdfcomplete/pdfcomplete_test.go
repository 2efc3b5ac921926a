package pdfcomplete

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"citeguard/extract/pdfcomplete/pdftest"
	"citeguard/internal/sharedtest"
)

// zeroAt returns doc with n bytes at off set to zero (a copier that writes
// out of order leaves such holes while the tail is already there).
func zeroAt(doc []byte, off, n int) []byte {
	out := bytes.Clone(doc)
	for i := off; i < off+n && i < len(out); i++ {
		out[i] = 0
	}
	return out
}

func TestCheck(t *testing.T) {
	doc := pdftest.Doc("Treść memo.")
	upd := append(bytes.Clone(doc), pdftest.Update(doc, "Poprawka.")...)
	updBody := pdftest.Update(doc, "Poprawka.")
	half := append(bytes.Clone(doc), updBody[:bytes.Index(updBody, []byte("xref"))]...)
	xs := pdftest.XRefStream()
	obj2 := bytes.Index(doc, []byte("2 0 obj"))
	xsObj2 := bytes.Index(xs, []byte("2 0 obj"))
	cases := []struct {
		name       string
		data       []byte
		incomplete bool // else ok, or another error when notPDF
		notPDF     bool
	}{
		{"one revision", doc, false, false},
		{"incremental update", upd, false, false},
		{"trailing NULs after %%EOF", append(bytes.Clone(doc), 0, 0, 0, '\n'), false, false},
		{"xref stream with PNG predictor", xs, false, false},
		{"update half-written: objects after %%EOF", half, true, false},
		{"cut in the middle", doc[:len(doc)/2], true, false},
		{"cut before %%EOF", doc[:len(doc)-7], true, false},
		{"hole of zeros at an object (table)", zeroAt(doc, obj2, 16), true, false},
		{"hole of zeros at an object (stream)", zeroAt(xs, xsObj2, 16), true, false},
		{"hole of zeros at the xref", zeroAt(doc, bytes.Index(doc, []byte("xref")), 40), true, false},
		{"startxref past the end", bytes.Replace(doc, []byte(fmt.Sprintf("startxref\n%d", bytes.Index(doc, []byte("xref")))), []byte("startxref\n99999999"), 1), true, false},
		{"/Prev past the end", bytes.Replace(upd, []byte("/Prev "), []byte("/Prev 9"), 1), true, false},
		{"only zeros so far", make([]byte, 4096), true, false},
		{"not a PDF", []byte("Memo w zwykłym tekście, nazwane .pdf.\n%%EOF\n"), false, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := Check(bytes.NewReader(c.data), int64(len(c.data)))
			switch {
			case c.incomplete && !errors.Is(err, ErrIncomplete):
				t.Errorf("want incomplete, got %v", err)
			case c.notPDF && (err == nil || errors.Is(err, ErrIncomplete)):
				t.Errorf("want a not-a-PDF error, got %v", err)
			case !c.incomplete && !c.notPDF && err != nil:
				t.Errorf("want complete, got %v", err)
			}
		})
	}
}

// Real PDFs (the project's own and, when present, the shared corpus of
// LibreOffice, pdfTeX and LuaTeX memos and court judgments) are complete;
// every cut of them and a hole in their middle are not.
func TestCheckRealFiles(t *testing.T) {
	paths, _ := filepath.Glob("../../testdata/check/*.pdf")
	if len(paths) == 0 {
		t.Fatal("no PDFs in ../../testdata/check")
	}
	if dir := sharedPath(t, "testdata/corpus/pdf"); dir != "" {
		more, _ := filepath.Glob(filepath.Join(dir, "*.pdf"))
		paths = append(paths, more...)
	}
	for _, p := range paths {
		doc, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(p)
		if err := Check(bytes.NewReader(doc), int64(len(doc))); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		for _, frac := range []int{1, 10, 30, 50, 70, 90, 99} {
			cut := doc[:len(doc)*frac/100]
			if err := Check(bytes.NewReader(cut), int64(len(cut))); !errors.Is(err, ErrIncomplete) {
				t.Errorf("%s cut at %d%%: %v, want incomplete", name, frac, err)
			}
		}
		holed := zeroAt(doc, len(doc)/4, len(doc)/2)
		if err := Check(bytes.NewReader(holed), int64(len(holed))); !errors.Is(err, ErrIncomplete) {
			t.Errorf("%s with its middle half zero: %v, want incomplete", name, err)
		}
	}
}

// sharedPath is sharedtest.Path for an optional part of a test: a subtest
// is skipped (saying why) when the shared data is absent, and "" returned.
func sharedPath(t *testing.T, rel string) (p string) {
	t.Run("shared "+rel, func(t *testing.T) { p = sharedtest.Path(t, rel) })
	return p
}

// FuzzPDFComplete: any bytes give an answer (complete, incomplete or not a
// PDF) without a panic, quickly.
func FuzzPDFComplete(f *testing.F) {
	doc := pdftest.Doc("x")
	f.Add(doc)
	f.Add(append(bytes.Clone(doc), pdftest.Update(doc, "y")...))
	f.Add(pdftest.XRefStream())
	f.Add([]byte("%PDF-1.7\nstartxref\n0\n%%EOF\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		Check(bytes.NewReader(data), int64(len(data)))
	})
}
