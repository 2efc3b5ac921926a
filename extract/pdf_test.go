package extract

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// makePDF writes a small PDF with one content stream per page; fonts /F1
// (Helvetica). Streams are PDF operators, e.g. "BT /F1 12 Tf 72 700 Td (x) Tj ET".
func makePDF(pages ...string) []byte {
	var b strings.Builder
	var offs []int
	obj := func(s string) {
		offs = append(offs, b.Len())
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", len(offs), s)
	}
	b.WriteString("%PDF-1.4\n")
	n := len(pages)
	kids := make([]string, n)
	for i := range pages {
		kids[i] = fmt.Sprintf("%d 0 R", 4+2*i)
	}
	obj("<< /Type /Catalog /Pages 2 0 R >>")
	obj(fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), n))
	obj("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
	for i, content := range pages {
		obj(fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents %d 0 R >>", 5+2*i))
		obj(fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(content), content))
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(offs)+1)
	for _, o := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(offs)+1, xref)
	return []byte(b.String())
}

// line returns the operators for one line of text at (x, y) in size pt.
func line(x, y, size float64, s string) string {
	return fmt.Sprintf("BT /F1 %g Tf %g %g Td (%s) Tj ET\n", size, x, y, s)
}

func TestPDFLayout(t *testing.T) {
	var pages []string
	for i := 1; i <= 3; i++ {
		pg := line(72, 800, 9, "Kancelaria Nowak i Wspolnicy - Sygn. KP/117/2024")
		switch i {
		case 1:
			pg += line(72, 700, 12, "Odpowiedzialnosc spoczywa na dluzniku.") +
				fmt.Sprintf("BT /F1 7 Tf 288 704 Td (1) Tj ET\n") +
				line(300, 700, 12, "W odniesieniu do kar umownych") +
				line(72, 684, 12, "przepis stanowi, ze przewoznik dostarczy-") +
				line(72, 120, 8, "1 Por. wyrok SN z dnia 12 czerwca 2019 r., II CSK 123/19.")
		case 2:
			pg += line(72, 700, 12, "nym systemem odpowiada za jego awarie.") +
				line(72, 684, 12, "Dalszy tekst strony drugiej.")
		case 3:
			pg += line(72, 700, 12, "Tekst strony trzeciej.")
		}
		pg += line(72, 40, 9, fmt.Sprintf("Poufne - Strona %d z 3", i))
		pages = append(pages, pg)
	}
	doc, err := Bytes(t.Context(), "memo.pdf", makePDF(pages...), Options{PDF: pdfPool(t)})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Format != FormatPDF || doc.PageCount != 3 || len(doc.Pages) != 3 {
		t.Fatalf("format %s, %d pages, spans %+v", doc.Format, doc.PageCount, doc.Pages)
	}
	for _, want := range []string{
		"Kancelaria Nowak i Wspolnicy - Sygn. KP/117/2024\n", // the first page's header stays
		"na dluzniku. W odniesieniu",                         // reference mark removed
		"przewoznik dostarczynym systemem",                   // hyphen across the page break joined
	} {
		if !strings.Contains(doc.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, doc.Text)
		}
	}
	for _, bad := range []string{"Strona", "Por. wyrok", "dluzniku.1"} {
		if strings.Contains(doc.Text, bad) {
			t.Errorf("text keeps %q:\n%s", bad, doc.Text)
		}
	}
	if n := strings.Count(doc.Text, "Kancelaria"); n != 1 {
		t.Errorf("running header kept %d times", n)
	}
	if len(doc.Footnotes) != 1 {
		t.Fatalf("footnotes %+v", doc.Footnotes)
	}
	f := doc.Footnotes[0]
	if f.Mark != "1" || f.Page != 1 || f.Text != "Por. wyrok SN z dnia 12 czerwca 2019 r., II CSK 123/19." || f.Ref != strings.Index(doc.Text, " W odniesieniu") {
		t.Errorf("footnote %+v", f)
	}
	if got := doc.PageAt(strings.Index(doc.Text, "Tekst strony trzeciej")); got != 3 {
		t.Errorf("page of the third page's text = %d", got)
	}
	// The offset map leads back to the same words in the raw extraction.
	i := strings.Index(doc.Text, "odpowiada")
	rs, re := doc.RawRange(i, i+len("odpowiada"))
	if doc.Raw[rs:re] != "odpowiada" {
		t.Errorf("RawRange → %q", doc.Raw[rs:re])
	}
	fs, fe := f.RawRange(0, 4)
	if doc.Raw[fs:fe] != "Por." {
		t.Errorf("footnote RawRange → %q", doc.Raw[fs:fe])
	}
}

func TestPDFErrors(t *testing.T) {
	scan := makePDF("0 0 m 100 100 l S", "q 1 0 0 1 0 0 cm Q")
	three := makePDF(line(72, 700, 12, "a"), line(72, 700, 12, "b"), line(72, 700, 12, "c"))
	tests := []struct {
		name string
		data []byte
		lim  Limits
		is   error
		msg  string
	}{
		{"scan", scan, Limits{}, ErrNoTextLayer, "no text layer (scan?)"},
		{"pages", three, Limits{MaxPages: 2}, nil, "MaxPages=2"},
		{"garbage", []byte("%PDF-1.4\n garbage garbage"), Limits{}, ErrCorrupt, "PDFium"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Bytes(t.Context(), "skan.pdf", tt.data, Options{PDF: pdfPool(t), Limits: tt.lim})
			if err == nil {
				t.Fatal("no error")
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("%v is not %v", err, tt.is)
			}
			if !strings.Contains(err.Error(), "skan.pdf") || !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("error %q should name the file and say %q", err, tt.msg)
			}
		})
	}
}

// TestPDFTimeout: a document that overruns its time limit is abandoned with
// an error naming the limit, and the pool serves the next document.
func TestPDFTimeout(t *testing.T) {
	big := filepath.Join(sharedDir(t), "corpus", "pdf", "memo-lo-50p.pdf")
	data, err := os.ReadFile(big)
	if err != nil {
		t.Fatal(err)
	}
	pool := pdfPool(t)
	_, err = Bytes(t.Context(), "memo-lo-50p.pdf", data, Options{PDF: pool, Limits: Limits{Timeout: 30 * time.Millisecond}})
	if !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "Timeout=30ms") || !strings.Contains(err.Error(), "memo-lo-50p.pdf") {
		t.Fatalf("err = %v", err)
	}
	doc, err := Bytes(t.Context(), "a.pdf", makePDF(line(72, 700, 12, "dalej dziala")), Options{PDF: pool})
	if err != nil || doc.Text != "dalej dziala" {
		t.Fatalf("after a timeout: %v %q", err, doc.Text)
	}
	// A cancelled context stops before any work.
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, err := Bytes(ctx, "c.pdf", data, Options{PDF: pool}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

func TestPDFPoolClose(t *testing.T) {
	pool, err := NewPDFPool(PDFConfig{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Bytes(t.Context(), "a.pdf", makePDF(line(72, 700, 12, "raz")), Options{PDF: pool}); err != nil {
		t.Fatal(err)
	}
	if err := pool.Close(); err != nil {
		t.Fatal(err)
	}
	if err := pool.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	_, err = Bytes(t.Context(), "b.pdf", makePDF(line(72, 700, 12, "dwa")), Options{PDF: pool})
	if err == nil || !strings.Contains(err.Error(), "closed") || !strings.Contains(err.Error(), "b.pdf") {
		t.Errorf("after Close: %v", err)
	}
}

// TestPDFPathsAgree: the direct path (one text call per page, sampled
// boxes) and go-pdfium's public structured API give the same raw text, the
// same words in the body and the same footnotes.
func TestPDFPathsAgree(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(sharedDir(t), "corpus", "pdf", "memo-*.pdf"))
	lib, _ := filepath.Glob(filepath.Join(sharedDir(t), "library", "judgments", "kio", "*.pdf"))
	if testing.Short() {
		files, lib = files[:0], lib[:1] // the small memos and one judgment
		for _, f := range []string{"memo-lo.pdf", "memo-pdflatex.pdf", "memo-lualatex.pdf"} {
			files = append(files, filepath.Join(sharedDir(t), "corpus", "pdf", f))
		}
	}
	files = append(files, lib...)
	pool := pdfPool(t)
	inst, release, err := pool.instance(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	_, fast := newRawPdfium(inst)
	release(true)
	if !fast {
		t.Fatal("the direct PDFium path is unavailable (go-pdfium internals changed?): extraction runs ~3× slower on the fallback")
	}
	defer func() { pool.structured = false }()
	for _, f := range files {
		pool.structured = false
		a, err := File(t.Context(), f, Options{PDF: pool})
		if err != nil {
			t.Fatal(err)
		}
		pool.structured = true
		b, err := File(t.Context(), f, Options{PDF: pool})
		if err != nil {
			t.Fatal(err)
		}
		if a.Raw != b.Raw {
			t.Errorf("%s: raw text differs", filepath.Base(f))
		}
		// Same words in the same order; line breaks may differ where the
		// structured path splits a bullet ("•⏎tekst") that the sampled
		// boxes keep on its line ("• tekst").
		if ta, tb := strings.Join(tokens(a.Text), " "), strings.Join(tokens(b.Text), " "); ta != tb {
			i := 0
			for i < min(len(a.Text), len(b.Text)) && a.Text[i] == b.Text[i] {
				i++
			}
			t.Errorf("%s: text differs at %d: direct %q, structured %q", filepath.Base(f), i,
				a.Text[max(i-30, 0):min(i+30, len(a.Text))], b.Text[max(i-30, 0):min(i+30, len(b.Text))])
		}
		if len(a.Footnotes) != len(b.Footnotes) {
			t.Errorf("%s: %d vs %d footnotes", filepath.Base(f), len(a.Footnotes), len(b.Footnotes))
		}
	}
}

// TestConcurrentDocuments: documents read at the same time through one
// pool (more callers than instances) give the same results as one by one.
func TestConcurrentDocuments(t *testing.T) {
	corpus := filepath.Join(sharedDir(t), "corpus")
	files := []string{"pdf/memo-lo.pdf", "pdf/memo-pdflatex.pdf", "docx/memo-word.docx", "pdf/memo-lualatex.pdf", "docx/memo-lo.docx", "pdf/memo-lo-nfd.pdf"}
	pool := pdfPool(t)
	want := map[string]string{}
	for _, f := range files {
		doc, err := File(t.Context(), filepath.Join(corpus, f), Options{PDF: pool})
		if err != nil {
			t.Fatal(err)
		}
		want[f] = doc.Text
	}
	errs := make(chan error, len(files)*2)
	for k := 0; k < 2; k++ {
		for _, f := range files {
			go func() {
				doc, err := File(t.Context(), filepath.Join(corpus, f), Options{PDF: pool})
				switch {
				case err != nil:
					errs <- err
				case doc.Text != want[f]:
					errs <- fmt.Errorf("%s: concurrent result differs", f)
				default:
					errs <- nil
				}
			}()
		}
	}
	for range len(files) * 2 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}
