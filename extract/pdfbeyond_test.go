package extract

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// minimalPDF writes a one-page PDF: a body line in Helvetica, the extra
// page dictionary entries pageExtra (annotations), the font entries
// fontExtra (a ToUnicode map), and the extra objects (numbered from 6).
func minimalPDF(content, pageExtra, fontExtra string, extra ...string) []byte {
	objs := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R " + pageExtra + " >>",
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica " + fontExtra + " >>",
		fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(content), content),
	}
	objs = append(objs, extra...)
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n")
	offs := make([]int, len(objs))
	for i, o := range objs {
		offs[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	x := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, o := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, x)
	return b.Bytes()
}

// TestPDFBeyondNothingShown: what shows nothing beyond the text layer is
// no Unread — a plain page, typed spaces, a link — and a PDF read without
// Options.Viewer (a library source) is not scanned. What is Unread is
// TestUnreadFixtures' (testdata/unread).
func TestPDFBeyondNothingShown(t *testing.T) {
	pool := pdfPool(t)
	body := "BT /F1 12 Tf 72 760 Td (Memo: teza bez cytatu, tylko tekst.) Tj ET"
	freeText := minimalPDF(body, "/Annots [6 0 R]", "", "<< /Type /Annot /Subtype /FreeText /Rect [72 600 400 640] /Contents (Zob. II CSK 9902/20) >>")
	for _, tt := range []struct {
		name   string
		pdf    []byte
		viewer bool
	}{
		{"plain page", minimalPDF(body, "", ""), true},
		{"typed spaces", minimalPDF(body+"\nBT /F1 12 Tf 72 700 Td (                    ) Tj ET", "", ""), true},
		{"link annotation", minimalPDF(body, "/Annots [6 0 R]", "", "<< /Type /Annot /Subtype /Link /Rect [72 600 400 640] /A << /S /URI /URI (https://example.com) >> >>"), true},
		{"an annotation, read without Viewer", freeText, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := Bytes(t.Context(), "m.pdf", tt.pdf, Options{PDF: pool, Viewer: tt.viewer})
			if err != nil {
				t.Fatal(err)
			}
			if len(doc.Unread) > 0 {
				t.Errorf("unread %+v, want none", doc.Unread)
			}
		})
	}
	if doc, err := Bytes(t.Context(), "m.pdf", freeText, Options{PDF: pool, Viewer: true}); err != nil || len(doc.Unread) != 1 {
		t.Errorf("the same annotation with Viewer: unread %+v, %v; want one", doc, err) // the control of the last case
	}
}

// TestPDFBeyondCleanCorpus: no PDF of the development sets and the
// extraction corpus reports unread content (a false one would fail a real
// memo).
func TestPDFBeyondCleanCorpus(t *testing.T) {
	shared := sharedDir(t)
	pool := pdfPool(t)
	files := sharedFiles(shared, ".pdf")
	if len(files) == 0 {
		t.Skip("skipping: no PDF found under " + shared)
	}
	read := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := Bytes(t.Context(), filepath.Base(f), data, Options{PDF: pool, Viewer: true})
		if err != nil {
			continue // the corpus has deliberately broken and scanned files; others test them
		}
		read++
		if len(doc.Unread) > 0 {
			t.Errorf("%s: unread %+v", f, doc.Unread)
		}
	}
	t.Logf("%d of %d PDFs read, none with unread content", read, len(files))
}

// BenchmarkPDFBeyond: the cost of the unread-content scan (Options.Viewer)
// against the extraction without it of the same 50-page PDFs, in one
// process (the ratio beyond/extract is the number BENCHMARKS.md keeps).
//
//	go test ./extract -run '^$' -bench PDFBeyond -count 5
func BenchmarkPDFBeyond(b *testing.B) {
	pool := pdfPool(b)
	for _, name := range []string{"memo-lo-50p.pdf", "memo-pdflatex-50p.pdf"} {
		data, err := os.ReadFile(filepath.Join(sharedDir(b), "corpus", "pdf", name))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			var whole, scan time.Duration
			for i := 0; i < b.N; i++ {
				t0 := time.Now()
				if _, err := Bytes(b.Context(), name, data, Options{PDF: pool}); err != nil {
					b.Fatal(err)
				}
				t1 := time.Now()
				if _, err := pool.pdfBeyond(b.Context(), name, data); err != nil {
					b.Fatal(err)
				}
				whole, scan = whole+t1.Sub(t0), scan+time.Since(t1)
			}
			b.ReportMetric(float64(scan)/float64(whole), "beyond/extract") // whole: Bytes without Viewer
		})
	}
}
