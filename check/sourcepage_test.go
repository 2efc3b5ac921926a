package check

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/extract"
)

func TestPageAt(t *testing.T) {
	t.Parallel()
	text := "Wyrok\nz dnia\n\fUzasadnienie\nSąd zważył\n\fKoniec"
	for _, c := range []struct {
		at   string
		want int
	}{{"Wyrok", 1}, {"z dnia", 1}, {"Uzasadnienie", 2}, {"Sąd zważył", 2}, {"Koniec", 3}} {
		if got := pageAt(text, strings.Index(text, c.at)); got != c.want {
			t.Errorf("pageAt(%q) = %d, want %d", c.at, got, c.want)
		}
	}
	if got := pageAt("bez stron", 3); got != 0 {
		t.Errorf("a text without page breaks: page %d, want 0", got)
	}
}

func TestParagraphAt(t *testing.T) {
	t.Parallel()
	text := "Sygn. akt I ACa 1/12\n\nWYROK\n\n\n\nSąd Apelacyjny zważył,\nco następuje.\n\nApelacja jest zasadna."
	for _, c := range []struct {
		at   string
		want int
	}{{"Sygn.", 1}, {"WYROK", 2}, {"Sąd Apelacyjny", 3}, {"co następuje", 3}, {"Apelacja", 4}} {
		if got := paragraphAt(text, strings.Index(text, c.at)); got != c.want {
			t.Errorf("paragraphAt(%q) = %d, want %d", c.at, got, c.want)
		}
	}
	// Hard-wrapped lines with one gap are no text set in paragraphs.
	wrapped := strings.Repeat("linia tekstu łamanego twardo na końcu wiersza\n", 200) + "\n" + strings.Repeat("dalej\n", 10)
	if got := paragraphAt(wrapped, len(wrapped)-3); got != 0 {
		t.Errorf("hard-wrapped text: paragraph %d, want 0", got)
	}
}

// TestLibraryTextPages: the library's text of a PDF records its pages as
// form feeds — the text is otherwise the extraction's, and the page
// pageAt gives for the middle of each page is that page.
func TestLibraryTextPages(t *testing.T) {
	t.Parallel()
	e := NewPDFEngine(1)
	defer e.Close()
	doc, err := e.File(context.Background(), filepath.Join("..", "testdata", "check", "memo-5p.pdf"), extract.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Pages) != 5 {
		t.Fatalf("pages %d, want 5", len(doc.Pages))
	}
	text := withPageBreaks(doc)
	if n := strings.Count(text, "\f"); n != 4 {
		t.Errorf("form feeds %d, want 4", n)
	}
	if strings.ReplaceAll(text, "\f", "") != doc.Text {
		t.Error("the text differs from the extraction's by more than its form feeds")
	}
	for _, p := range doc.Pages {
		mid := (p.Start + p.End) / 2
		if got := pageAt(text, mid+p.Page-1); got != p.Page {
			t.Errorf("the middle of page %d is on page %d", p.Page, got)
		}
	}
}
