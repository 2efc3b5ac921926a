package extract

import (
	"path/filepath"
	"strings"
	"testing"
)

// layoutDoc reads a form of the layout fixture (testdata/layout/pismo.*,
// made by make.sh there from pismo.fodt with LibreOffice).
func layoutDoc(t *testing.T, form string) *Document {
	t.Helper()
	doc, err := File(t.Context(), filepath.Join("testdata", "layout", "pismo."+form), Options{PDF: pdfPool(t)})
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// blockStarting returns the block whose text starts with prefix (white
// space folded), or nil.
func blockStarting(doc *Document, prefix string) *Block {
	for i, b := range doc.Blocks {
		if strings.HasPrefix(strings.Join(strings.Fields(doc.Text[b.Start:b.End]), " "), prefix) {
			return &doc.Blocks[i]
		}
	}
	return nil
}

// TestLayoutBlockQuotations: an indented 10 pt paragraph without
// quotation marks is a block quotation in every form, one that runs over
// the PDF's page break too, whole.
func TestLayoutBlockQuotations(t *testing.T) {
	for _, form := range []string{"fodt", "odt", "docx", "pdf"} {
		t.Run(form, func(t *testing.T) {
			doc := layoutDoc(t, form)
			for _, q := range []struct{ first, last string }{
				{"Jeżeli dłużnik opóźnia się", "odpowiedzialności nie ponosi."},
				{"Zadośćuczynienie ma charakter kompensacyjny", "bezradności życiowej."},
			} {
				b := blockStarting(doc, q.first)
				if b == nil || b.Kind != BlockQuote || !strings.HasSuffix(doc.Text[b.Start:b.End], q.last) {
					t.Errorf("block quotation %q…%q: %+v", q.first, q.last, b)
				}
			}
			if b := blockStarting(doc, "Zadośćuczynienie ma charakter"); form == "pdf" && b != nil && doc.PageAt(b.End-1) == doc.PageAt(b.Start) {
				t.Errorf("the fixture's second block quotation should run over the page break (pages %d–%d)", doc.PageAt(b.Start), doc.PageAt(b.End-1))
			}
			if b := blockStarting(doc, "Podstawą roszczenia o odsetki"); b == nil || b.Kind != BlockParagraph {
				t.Errorf("the introducing paragraph: %+v", b)
			}
		})
	}
}

// TestLayoutTables: the cells of a table know their table, row and column,
// and the header row is marked (ODF table:table-header-rows, Word's
// w:tblHeader as LibreOffice writes it).
func TestLayoutTables(t *testing.T) {
	want := []struct {
		text     string
		row, col int
		header   bool
	}{
		{"Orzeczenie", 0, 0, true}, {"Data", 0, 1, true}, {"Teza", 0, 2, true},
		{"SA w Łodzi, I ACa 515/15", 1, 0, false}, {"14.03.2016", 1, 1, false}, {"„Odsetki od zadośćuczynienia", 1, 2, false},
		{"SO w Sieradzu, I C 77/16", 2, 0, false}, {"2.06.2016", 2, 1, false}, {"„Krzywda osoby najbliższej", 2, 2, false},
	}
	for _, form := range []string{"fodt", "odt", "docx"} {
		t.Run(form, func(t *testing.T) {
			doc := layoutDoc(t, form)
			var cells []Block
			for _, b := range doc.Blocks {
				if b.Kind == BlockTableCell {
					cells = append(cells, b)
				}
			}
			if len(cells) != len(want) {
				t.Fatalf("%d table cells, want %d", len(cells), len(want))
			}
			for i, w := range want {
				c := cells[i]
				if !strings.HasPrefix(doc.Text[c.Start:c.End], w.text) || c.Cell == nil || c.Cell.Table != 1 || c.Cell.Row != w.row || c.Cell.Col != w.col || c.Cell.Header != w.header {
					t.Errorf("cell %d %q: %+v, want %+v", i, doc.Text[c.Start:c.End], c.Cell, w)
				}
			}
		})
	}
}

// TestLayoutHeaderRowByContent: a table with no row marked a header takes
// its first row of short labels as the header; a first row with content
// is no header.
func TestLayoutHeaderRowByContent(t *testing.T) {
	text := "Sygnatura\nTeza\nI C 1/20\n„Teza pierwsza.”\nII C 2/21\nuwagi"
	cell := func(s, e, r, c int) Block {
		return Block{Kind: BlockTableCell, Start: s, End: e, Cell: &TableCell{Table: 1, Row: r, Col: c}}
	}
	bs := []Block{cell(0, 9, 0, 0), cell(10, 14, 0, 1), cell(15, 23, 1, 0), cell(24, 44, 1, 1)}
	markHeaderRows(text, bs)
	if !bs[0].Cell.Header || !bs[1].Cell.Header || bs[2].Cell.Header || bs[3].Cell.Header {
		t.Errorf("labels row: %+v %+v %+v %+v", bs[0].Cell, bs[1].Cell, bs[2].Cell, bs[3].Cell)
	}
	bs = []Block{cell(15, 23, 0, 0), cell(24, 44, 0, 1)}
	markHeaderRows(text, bs)
	if bs[0].Cell.Header || bs[1].Cell.Header {
		t.Errorf("a row with a signature and a quotation is no header")
	}
}

// TestLayoutEndnotes: notes collected at the end of the document are
// endnotes linked to the place of their marks; in the PDF they stand on a
// page of their own after the body, their marks raised in the body.
func TestLayoutEndnotes(t *testing.T) {
	for _, form := range []string{"fodt", "odt", "docx", "pdf"} {
		t.Run(form, func(t *testing.T) {
			doc := layoutDoc(t, form)
			notes, _ := splitMargins(doc.Footnotes)
			if strings.Contains(doc.Text, "Wyrok SO w Krakowie") {
				t.Errorf("an endnote's text is in the body")
			}
			want := []struct{ text, before string }{
				{"Wyrok SO w Krakowie z 12 maja 2014 r., II Ca 456/14.", "podlegającą naprawieniu”."},
				{"Tamże.", "najmu pojazdu”."},
			}
			if len(notes) != len(want) {
				t.Fatalf("notes %+v", notes)
			}
			for i, w := range want {
				f := notes[i]
				if f.Kind != "endnote" || f.Text != w.text || f.Ref < 0 || !strings.HasSuffix(strings.Join(strings.Fields(doc.Text[:f.Ref]), " "), w.before) {
					t.Errorf("note %d: %+v", i+1, f)
				}
			}
		})
	}
}

// TestLayoutNumberedPoints: a numbered point ("1.1.", a tab, a hanging
// indent) is one block in the PDF, its lines under its text however few
// of its glyphs have boxes, also when the next point opens the next page's
// lines; and "1.1." opens a list item there.
func TestLayoutNumberedPoints(t *testing.T) {
	doc := layoutDoc(t, "pdf")
	for _, p := range []struct{ first, last string }{
		{"1.1. Odrębną kwestią jest termin", "z dnia 4 kwietnia 2024 r."},
		{"1.2. Pozwany nie wykazał", "wobec powoda."},
	} {
		b := blockStarting(doc, p.first)
		if b == nil || !strings.HasSuffix(doc.Text[b.Start:b.End], p.last) {
			t.Errorf("point %q…%q: %+v", p.first, p.last, b)
		}
	}
}

func TestListMarkerNumberedPoints(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool
	}{
		{"1. Zasada", true}, {"1.1. Odrębną", true}, {"2.3.1. Dalej", true}, {"a) lit. a", true},
		{"12.05.2014 r. powód", false}, {"2.06.2016 „Krzywda", false}, {"1.1.2014 r.", false},
	} {
		if got := reListMarker.MatchString(c.line); got != c.want {
			t.Errorf("%q: marker %v, want %v", c.line, got, c.want)
		}
	}
}

// TestLayoutBrowserTableRows: a browser prints a table cell after cell
// (notatka.pdf, Chromium's print of notatka.html): each row, its first
// cell wrapped over two lines, is one table block holding its cells in
// reading order, the next row a block of its own, the paragraph after the
// table not part of the last row.
func TestLayoutBrowserTableRows(t *testing.T) {
	doc, err := File(t.Context(), filepath.Join("testdata", "layout", "notatka.pdf"), Options{PDF: pdfPool(t)})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []struct{ first, last string }{
		{"SA w Łodzi, I ACa 515/15 14.03.2016 „Odsetki od zadośćuczynienia", "był wtedy znany.”"},
		{"SO w Sieradzu, I C 77/16 2.06.2016 „Krzywda osoby najbliższej", "z czasem słabnie.”"},
	} {
		b := blockStarting(doc, r.first)
		if b == nil || b.Kind != BlockTableCell || !strings.HasSuffix(doc.Text[b.Start:b.End], r.last) {
			t.Errorf("row %q…%q: %+v", r.first, r.last, b)
		}
	}
	if b := blockStarting(doc, "Pozostałe orzeczenia"); b == nil || b.Kind != BlockParagraph {
		t.Errorf("the paragraph after the table: %+v", b)
	}
}

// TestLayoutBrowserNotes: a browser prints a note mark as <sup> (smaller
// than 0.8 of the text, raised, and with more room above its line) and the
// notes as an ordered list after the body: the paragraph holding the
// marks is one block, the marks leave it, and the list's items are notes
// linked to them.
func TestLayoutBrowserNotes(t *testing.T) {
	doc, err := File(t.Context(), filepath.Join("testdata", "layout", "notatka.pdf"), Options{PDF: pdfPool(t)})
	if err != nil {
		t.Fatal(err)
	}
	b := blockStarting(doc, "Sąd zwrócił też uwagę")
	if b == nil || !strings.HasSuffix(doc.Text[b.Start:b.End], "najmu pojazdu”.") {
		t.Errorf("the paragraph with the marks: %+v", b)
	}
	notes, _ := splitMargins(doc.Footnotes)
	want := []struct{ text, before string }{
		{"Wyrok SO w Krakowie z 12 maja 2014 r., II Ca 456/14.", "podlegającą naprawieniu”."},
		{"Tamże.", "najmu pojazdu”."},
	}
	if len(notes) != len(want) {
		t.Fatalf("notes %+v", notes)
	}
	for i, w := range want {
		f := notes[i]
		if f.Text != w.text || f.Ref < 0 || !strings.HasSuffix(strings.Join(strings.Fields(doc.Text[:f.Ref]), " "), w.before) {
			t.Errorf("note %d: %+v", i+1, f)
		}
	}
}
