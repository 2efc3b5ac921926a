package extract

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf16"
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
// same words in the body and the same footnotes — on the corpus memos of
// every producer and the judgments of at most longPDFPages pages; with
// CITEGUARD_EXTRACT=long on every one (the 50-page memos, a 37-page
// judgment).
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
	// The documents' own time limit (Limits.Timeout, 60 s) is the daemon's,
	// and it is a measure of machine speed: on a loaded machine the
	// structured path passed it on page 41-46 of memo-lo-50p.pdf. It is off
	// here; a generous deadline ends a read that hangs, naming the file,
	// the path and the page it had reached.
	read := func(f string, structured bool) *Document {
		t.Helper()
		pool.structured = structured
		ctx, cancel := context.WithDeadline(t.Context(), readDeadline(t, 5*time.Minute))
		defer cancel()
		start := time.Now()
		doc, err := File(ctx, f, Options{PDF: pool, Limits: Limits{Timeout: -1}})
		if err != nil {
			t.Fatalf("%s, %s path, after %s: %v", filepath.Base(f), map[bool]string{false: "direct", true: "structured"}[structured], time.Since(start).Round(time.Second), err)
		}
		return doc
	}
	long := longPDFTests()
	var skipped []string
	for _, f := range files {
		a := read(f, false)
		if !long && a.PageCount > longPDFPages {
			// The structured path is the slow one (~9 s for 50 pages on a
			// quiet machine, minutes cold under load): the long form only.
			skipped = append(skipped, fmt.Sprintf("%s (%d pages)", filepath.Base(f), a.PageCount))
			continue
		}
		b := read(f, true)
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
	if len(skipped) > 0 {
		t.Logf("compared on %d documents of at most %d pages; not on %s (CITEGUARD_EXTRACT=long compares every one)", len(files)-len(skipped), longPDFPages, strings.Join(skipped, ", "))
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

// TestPDFFootnotes: footnotes laid out the way LibreOffice and Word set
// them — the mark raised in the body after a word or a closing quotation
// mark, the note at the bottom in a smaller size opening with the raised
// mark, two notes on a page, a note continued on the next page, page numbers
// that look like marks, small table rows above the note zone.
func TestPDFFootnotes(t *testing.T) {
	mark := func(x, y float64, s string) string { return fmt.Sprintf("BT /F1 7 Tf %g %g Td (%s) Tj ET\n", x, y, s) }
	page1 := line(72, 700, 12, "Sad wskazal, ze kara umowna \\223moze byc zastrzezona\\224") +
		mark(384, 705, "1") + line(390, 700, 12, " Dalszy tekst") +
		line(72, 684, 12, "akapitu konczy sie cytatem \\223w pelni skuteczne.\\224") + mark(350, 689, "2") +
		line(72, 668, 12, "Ostatni wiersz strony pierwszej ciagnie sie na") +
		line(72, 400, 12, "Tekst srodka strony, dluzszy niz przypisy, aby rozmiar tresci byl rozmiarem glownym.") +
		line(72, 384, 12, "Tekst srodka strony, dluzszy niz przypisy, aby rozmiar tresci byl rozmiarem glownym.") +
		mark(72, 124, "1") + line(76, 120, 9, " Wyrok SA w Poznaniu z dnia 11 grudnia 2013 r., I ACa 1029/13.") +
		mark(72, 112, "2") + line(76, 108, 9, " Tamze. Por. tez wyrok SN z dnia 7 kwietnia 2004 r., IV CK 215/03, ktory") +
		line(72, 40, 9, "1")
	page2 := line(72, 700, 12, "nastepnej stronie, a tabela ponizej ma drobny druk.") + mark(355, 705, "3") +
		line(72, 400, 12, "Tekst srodka strony, dluzszy niz przypisy, aby rozmiar tresci byl rozmiarem glownym.") +
		line(72, 200, 9, "Pozycja    Kwota") +
		line(72, 188, 9, "Razem    100 zl") +
		line(72, 120, 9, "rozstrzyga o kosztach.") +
		mark(72, 112, "3") + line(76, 108, 9, " Wyrok SO w Gdansku z dnia 31 marca 2014 r., VII Pz 12/14.") +
		line(72, 40, 9, "2")
	doc, err := Bytes(t.Context(), "przypisy.pdf", makePDF(page1, page2), Options{PDF: pdfPool(t)})
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ mark, text, before, after string }{
		{"1", "Wyrok SA w Poznaniu z dnia 11 grudnia 2013 r., I ACa 1029/13.", "zastrzezona”", " Dalszy"},
		{"2", "Tamze. Por. tez wyrok SN z dnia 7 kwietnia 2004 r., IV CK 215/03, ktory\nrozstrzyga o kosztach.", "skuteczne.”", "\nOstatni"},
		{"3", "Wyrok SO w Gdansku z dnia 31 marca 2014 r., VII Pz 12/14.", "drobny druk.", "\nTekst"},
	}
	if len(doc.Footnotes) != len(want) {
		t.Fatalf("%d footnotes %+v\n%s", len(doc.Footnotes), doc.Footnotes, doc.Text)
	}
	for i, w := range want {
		f := doc.Footnotes[i]
		if f.Mark != w.mark || f.Text != w.text || f.Page != i/2+1 {
			t.Errorf("footnote %d: [%s] p%d %q, want [%s] %q", i+1, f.Mark, f.Page, f.Text, w.mark, w.text)
		}
		if !strings.HasSuffix(doc.Text[:f.Ref], w.before) || !strings.HasPrefix(doc.Text[f.Ref:], w.after) {
			t.Errorf("footnote %d referenced at %q|%q", i+1, doc.Text[max(f.Ref-20, 0):f.Ref], doc.Text[f.Ref:min(f.Ref+10, len(doc.Text))])
		}
	}
	for _, s := range []string{"”1", "”2", "druk.3", "Wyrok", "Tamze", "kosztach"} {
		if strings.Contains(doc.Text, s) {
			t.Errorf("body keeps %q:\n%s", s, doc.Text)
		}
	}
	for _, s := range []string{"Razem 100 zl", "zastrzezona” Dalszy tekst"} {
		if !strings.Contains(doc.Text, s) {
			t.Errorf("body lacks %q:\n%s", s, doc.Text)
		}
	}
}

// TestPDFSuperscripts: a small raised number right after a digit is a
// superscript (¹²³ in the text), unless it is the only possible reference
// of a footnote on its page; after a word or punctuation it is a
// reference mark.
func TestPDFSuperscripts(t *testing.T) {
	raised := func(x, y float64, s string) string { return fmt.Sprintf("BT /F1 7 Tf %g %g Td (%s) Tj ET\n", x, y, s) }
	filler := line(72, 400, 12, "Tekst srodka strony, dluzszy niz przypisy, aby rozmiar tresci byl rozmiarem glownym.") +
		line(72, 384, 12, "Tekst srodka strony, dluzszy niz przypisy, aby rozmiar tresci byl rozmiarem glownym.")
	// Helvetica 12 widths: "Skarga z art. 398" ends at 163.9 pt, " k.p.c. jest
	// dopuszczalna." from 168.5 at 302.6, "Dalej art. 481 par. 2" at 177.7,
	// "Dz.U. z 2023 r. poz. 1550" at 208.1.
	page1 := line(72, 700, 12, "Skarga z art. 398") + raised(164.1, 705, "1") + line(168.5, 700, 12, " k.p.c. jest dopuszczalna.") + raised(302.8, 705, "1") +
		line(72, 684, 12, "Dalej art. 481 par. 2") + raised(177.9, 689, "1") + line(182, 684, 12, " k.c.") + filler +
		line(72, 120, 9, "1 Postanowienie SN z dnia 5 lutego 2020 r., II CSK 1/19.")
	page2 := line(72, 700, 12, "Dz.U. z 2023 r. poz. 1550") + raised(208.3, 705, "2") + line(212.5, 700, 12, "\\) i dalej.") + filler +
		line(72, 120, 9, "2 Tekst jednolity.")
	doc, err := Bytes(t.Context(), "sup.pdf", makePDF(page1, page2), Options{PDF: pdfPool(t)})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"art. 398¹ k.p.c. jest dopuszczalna. Dalej", "par. 2¹ k.c.", "poz. 1550) i dalej."} {
		if !strings.Contains(strings.Join(strings.Fields(doc.Text), " "), want) {
			t.Errorf("text lacks %q:\n%s", want, doc.Text)
		}
	}
	if len(doc.Footnotes) != 2 {
		t.Fatalf("footnotes %+v", doc.Footnotes)
	}
	for i, before := range []string{"dopuszczalna.", "poz. 1550"} {
		f := doc.Footnotes[i]
		if !strings.HasSuffix(doc.Text[:f.Ref], before) {
			t.Errorf("footnote %s referenced after %q", f.Mark, doc.Text[max(f.Ref-15, 0):f.Ref])
		}
	}
	// The superscript maps back to its raw digit.
	i := strings.Index(doc.Text, "¹")
	for k := i; k < i+len("¹"); k++ {
		if doc.Raw[doc.Offsets[k]] != '1' {
			t.Errorf("byte %d of ¹ maps to raw %q", k-i, doc.Raw[doc.Offsets[k]])
		}
	}
}

// TestPDFFootnotesInBodySize: footnotes set in the body's own size (a
// footnote style that is not smaller) are found below the gap at the
// bottom of the page when their number stands raised in the body; a
// numbered list below a gap, with no raised marks, stays in the body.
func TestPDFFootnotesInBodySize(t *testing.T) {
	raised := func(x, y float64, s string) string { return fmt.Sprintf("BT /F1 7 Tf %g %g Td (%s) Tj ET\n", x, y, s) }
	// "Sad stwierdzil, ze skarga jest zasadna." ends at 282.8 pt.
	notes := makePDF(line(72, 700, 12, "Sad stwierdzil, ze skarga jest zasadna.") + raised(283, 705, "1") + line(287.5, 700, 12, " Dalej tekst.") +
		line(72, 684, 12, "Drugi wiersz tekstu glownego strony.") +
		line(72, 120, 12, "1 Wyrok SN z dnia 14 marca 2019 r., I CSK 9901/99."))
	doc, err := Bytes(t.Context(), "notes.pdf", notes, Options{PDF: pdfPool(t)})
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Footnotes) != 1 || doc.Footnotes[0].Text != "Wyrok SN z dnia 14 marca 2019 r., I CSK 9901/99." ||
		!strings.HasSuffix(doc.Text[:doc.Footnotes[0].Ref], "zasadna.") || strings.Contains(doc.Text, "Wyrok") {
		t.Errorf("footnotes %+v\n%s", doc.Footnotes, doc.Text)
	}
	list := makePDF(line(72, 700, 12, "Wnioski sa nastepujace:") + line(72, 684, 12, "Drugi wiersz tekstu glownego strony.") +
		line(72, 120, 12, "1 Wniesc skarge kasacyjna.") + line(72, 104, 12, "2 Rozwazyc ugode."))
	doc, err = Bytes(t.Context(), "list.pdf", list, Options{PDF: pdfPool(t)})
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Footnotes) != 0 || !strings.Contains(doc.Text, "1 Wniesc skarge kasacyjna.") {
		t.Errorf("footnotes %+v\n%s", doc.Footnotes, doc.Text)
	}
}

// riseLine returns the operators for one line of text at (x, y) in size
// pt whose ^…^ parts are raised and smaller (a superscript or a reference
// mark: 0.58 of the size, 0.33 of it up), set right after the text before
// them.
func riseLine(x, y, size float64, s string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "BT /F1 %g Tf %g %g Td", size, x, y)
	for i, part := range strings.Split(s, "^") {
		if part == "" {
			continue
		}
		if i%2 == 1 {
			fmt.Fprintf(&b, " /F1 %.2f Tf %.2f Ts (%s) Tj /F1 %g Tf 0 Ts", 0.58*size, 0.33*size, part, size)
		} else {
			fmt.Fprintf(&b, " (%s) Tj", part)
		}
	}
	b.WriteString(" ET\n")
	return b.String()
}

// TestPDFFootnotesRaisedOpenings: footnotes set in the body's size with no
// gap above them wider than the body's own line pitch (pandoc's default
// reference document printed by LibreOffice) are told by their openings —
// a raised number at the left margin, counting on from the last note, its
// mark raised in the body above or on the page before (a note that did not
// fit under its reference) — and a note line ending in a signature at one
// height on two pages is no running footer. A body line opening with a
// raised number that no mark references stays in the body.
func TestPDFFootnotesRaisedOpenings(t *testing.T) {
	body := func(y0 float64, n int) string {
		var b strings.Builder
		for i := range n {
			b.WriteString(line(72, y0-14*float64(i), 12, "Tekst srodka strony, dluzszy niz przypisy, aby rozmiar tresci byl glownym."))
		}
		return b.String()
	}
	// The body runs down the page in steps of 14; the notes follow at
	// the same pitch. An opening is a raised number alone, 3 pt above
	// the note's first line and 8 pt left of it.
	opening := func(y float64, mark, text string) string {
		return fmt.Sprintf("BT /F1 7 Tf 72 %g Td (%s) Tj ET\n", y+3, mark) + line(80, y, 12, text)
	}
	page1 := riseLine(72, 720, 12, "Sad stwierdzil, ze kara umowna jest zasadna.^1^ Dalej tekst akapitu.") +
		body(706, 34) +
		riseLine(72, 230, 12, "Ostatni akapit strony cytuje wyrok.^2^") +
		body(216, 3) +
		opening(174, "1", "Wyrok SN z dnia 14 marca 2019 r., I CSK 1/19.") +
		opening(160, "2", "Wyrok Sadu Apelacyjnego w Warszawie z dnia 3 lipca 2020 r., sygn. akt I ACa") +
		line(72, 146, 12, "123/19.")
	page2 := riseLine(72, 720, 12, "Drugi akapit i jego przypis.^3^") +
		body(706, 36) +
		riseLine(72, 202, 12, "Zdanie przed koncem strony z odeslaniem.^4^") +
		body(188, 2) +
		opening(160, "3", "Wyrok SA w Gdansku z dnia 5 maja 2021 r., V ACa 77/21, oraz sygn. akt") +
		line(72, 146, 12, "456/20.")
	page3 := raisedBodyOpening() + body(706, 36) +
		riseLine(72, 202, 12, "Trzeci przypis konczy tekst.^5^") +
		opening(160, "4", "Tamze.") +
		opening(146, "5", "Postanowienie SN z dnia 7 lutego 2018 r., II CZ 9/18.")
	doc, err := Bytes(t.Context(), "przypisy.pdf", makePDF(page1, page2, page3), Options{PDF: pdfPool(t)})
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ mark, text, before string }{
		{"1", "Wyrok SN z dnia 14 marca 2019 r., I CSK 1/19.", "jest zasadna."},
		{"2", "Wyrok Sadu Apelacyjnego w Warszawie z dnia 3 lipca 2020 r., sygn. akt I ACa\n123/19.", "cytuje wyrok."},
		{"3", "Wyrok SA w Gdansku z dnia 5 maja 2021 r., V ACa 77/21, oraz sygn. akt\n456/20.", "i jego przypis."},
		{"4", "Tamze.", "z odeslaniem."},
		{"5", "Postanowienie SN z dnia 7 lutego 2018 r., II CZ 9/18.", "konczy tekst."},
	}
	if len(doc.Footnotes) != len(want) {
		t.Fatalf("%d footnotes %+v\n%s", len(doc.Footnotes), doc.Footnotes, doc.Text)
	}
	for i, w := range want {
		f := doc.Footnotes[i]
		if f.Mark != w.mark || f.Text != w.text {
			t.Errorf("footnote %d: [%s] %q, want [%s] %q", i+1, f.Mark, f.Text, w.mark, w.text)
		}
		if !strings.HasSuffix(doc.Text[:f.Ref], w.before) {
			t.Errorf("footnote %s referenced after %q", f.Mark, doc.Text[max(f.Ref-20, 0):f.Ref])
		}
	}
	for _, s := range []string{"Wyrok", "Tamze", "Postanowienie", "123/19", "456/20"} {
		if strings.Contains(doc.Text, s) {
			t.Errorf("body keeps %q", s)
		}
	}
	if !strings.Contains(doc.Text, "9 Uwaga na poczatku strony") {
		t.Errorf("the body line opening with a raised 9 left the body:\n%s", doc.Text)
	}
}

// raisedBodyOpening is a line of the body that opens with a raised number
// no mark references.
func raisedBodyOpening() string {
	return "BT /F1 7 Tf 72 723 Td (9) Tj ET\n" + line(80, 720, 12, "Uwaga na poczatku strony trzeciej.")
}

// TestPDFSuperscriptRuns: article numbers with superscripts of one to three
// digits set as raised runs (Word's superscript, pandoc's ^…^), one at a
// line end, one right before a reference mark („art. 479⁴³” and note 1:
// four raised digits in a row; „458⁵” and note 3), and a paragraph's „§ 2¹”
// or a range's „458³–” that a note of the page could take for its only
// reference.
func TestPDFSuperscriptRuns(t *testing.T) {
	filler := line(72, 400, 12, "Tekst srodka strony, dluzszy niz przypisy, aby rozmiar tresci byl rozmiarem glownym.") +
		line(72, 384, 12, "Tekst srodka strony, dluzszy niz przypisy, aby rozmiar tresci byl rozmiarem glownym.")
	page := riseLine(72, 700, 12, "Zgodnie z art. 479^36^ k.p.c. sad rozpoznaje sprawe, a art. 479^43^") +
		riseLine(72, 686, 12, "stanowi inaczej. Przepis art. 479^43^^1^ ma skutek wobec osob trzecich,") +
		riseLine(72, 672, 12, "a \\247 2^1^ tego przepisu i art. 385^1^ k.c. oraz art. 505^39^^2^ nie maja zastosowania.") +
		riseLine(72, 658, 12, "Postepowanie z art. 458^3^\\226458^12^ k.p.c., o czym art. 458^5^^3^ \\247 1.") +
		filler +
		riseLine(72, 120, 9, "^1^ Tamze.") + riseLine(72, 108, 9, "^2^ Por. art. 398^13^ \\247 2 k.p.c.") +
		riseLine(72, 96, 9, "^3^ Ibidem.")
	doc, err := Bytes(t.Context(), "sup.pdf", makePDF(page), Options{PDF: pdfPool(t)})
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(doc.Text), " ")
	for _, want := range []string{"art. 479³⁶ k.p.c. sad", "a art. 479⁴³ stanowi", "art. 479⁴³ ma skutek", "§ 2¹ tego", "art. 385¹ k.c.", "art. 505³⁹ nie maja", "art. 458³–458¹² k.p.c.", "art. 458⁵ § 1."} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
	if len(doc.Footnotes) != 3 {
		t.Fatalf("footnotes %+v", doc.Footnotes)
	}
	for i, w := range []struct{ before, text string }{{"art. 479⁴³", "Tamze."}, {"art. 505³⁹", "Por. art. 398¹³ § 2 k.p.c."}, {"o czym art. 458⁵", "Ibidem."}} {
		f := doc.Footnotes[i]
		if !strings.HasSuffix(doc.Text[:f.Ref], w.before) || f.Text != w.text {
			t.Errorf("footnote %s %q referenced after %q", f.Mark, f.Text, doc.Text[max(f.Ref-15, 0):f.Ref])
		}
	}
}

// TestGlyphClasses: the tables give what the strings they stand for say,
// for every rune of the Basic Multilingual Plane and a few beyond.
func TestGlyphClasses(t *testing.T) {
	for r := rune(-1); r < 0x10000+16; r++ {
		tall := r >= 0 && r < 128 && strings.ContainsRune(tallGlyphs, r)
		x := r >= 0 && r < 128 && strings.ContainsRune(xGlyphs, r)
		on := (unicode.IsLetter(r) || unicode.IsDigit(r)) && !strings.ContainsRune("gjpqyąęçQ", r)
		if glyphIs(r, glyphTall) != tall || glyphIs(r, glyphX) != x || onBaseline(r) != on {
			t.Fatalf("%U: tall %v x %v on the baseline %v", r, glyphIs(r, glyphTall), glyphIs(r, glyphX), onBaseline(r))
		}
	}
}

// TestMappedAddRune: addRune appends what add(string(r)) does, the
// offsets included, for ASCII, two-, three- and four-byte runes, and
// invalid ones (U+FFFD).
func TestMappedAddRune(t *testing.T) {
	for _, r := range []rune{'a', 'ą', '„', '€', 0x1F600, -1, 0xD800, 0x110000, 0} {
		var a, b mapped
		a.add("x", 0)
		b.add("x", 0)
		a.add(string(r), 7)
		b.addRune(r, 7)
		if string(a.b) != string(b.b) || fmt.Sprint(a.off) != fmt.Sprint(b.off) {
			t.Errorf("%U: add %q %v, addRune %q %v", r, a.b, a.off, b.b, b.off)
		}
	}
}

// TestDecodeUTF16LE: decodeUTF16LE is utf16.Decode, on random units rich
// in surrogates and on every pair of edge units.
func TestDecodeUTF16LE(t *testing.T) {
	edges := []uint16{0, 'a', 0xD7FF, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xE000, 0xFFFE, 0xFFFF}
	var cases [][]uint16
	for _, a := range edges {
		cases = append(cases, []uint16{a})
		for _, b := range edges {
			cases = append(cases, []uint16{a, b}, []uint16{'x', a, b, 'y'})
		}
	}
	rnd := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		u := make([]uint16, rnd.IntN(12))
		for i := range u {
			u[i] = edges[rnd.IntN(len(edges))] + uint16(rnd.IntN(2))
		}
		cases = append(cases, u)
	}
	for _, u := range cases {
		b := make([]byte, 2*len(u))
		for i, c := range u {
			b[2*i], b[2*i+1] = byte(c), byte(c>>8)
		}
		if got, want := decodeUTF16LE(b), utf16.Decode(u); !slices.Equal(got, want) {
			t.Fatalf("%04X: %U, want %U", u, got, want)
		}
	}
}

// TestWeightSample: the first and last letter or digit of each line, as
// the letters of the line listed and cut to their two ends.
func TestWeightSample(t *testing.T) {
	ref := func(rs []rune) []int {
		var out []int
		start := 0 // index in rs of the line's first rune
		for _, line := range strings.Split(string(rs), "\n") {
			var letters []int
			for k, c := range []rune(line) {
				if unicode.IsLetter(c) || unicode.IsDigit(c) {
					letters = append(letters, start+k)
				}
			}
			if n := len(letters); n < 3 {
				out = append(out, letters...)
			} else {
				out = append(out, letters[0], letters[n-1])
			}
			start += len([]rune(line)) + 1
		}
		return out
	}
	alphabet := []rune("a1 ,\n\n.ąZ\u0002")
	rnd := rand.New(rand.NewPCG(3, 4))
	for range 5000 {
		rs := make([]rune, rnd.IntN(20))
		for i := range rs {
			rs[i] = alphabet[rnd.IntN(len(alphabet))]
		}
		if got, want := weightSample(rs), ref(rs); !slices.Equal(got, want) {
			t.Fatalf("%q: %v, want %v", string(rs), got, want)
		}
	}
}
