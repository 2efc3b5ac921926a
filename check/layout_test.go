package check

import (
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/claims"
	"citeguard/extract"
)

// TestLayoutClaims reads the layout fixture (extract/testdata/layout, a
// pleading LibreOffice wrote as ODT, DOCX and PDF) the way a memo is read
// and extracts its claims: the block quotations without quotation marks
// are quotations anchored by the text that introduces them (blok), one of
// them over the PDF's page break; a thesis in a table is anchored by the
// signature in its row, with the date of the row's date column (tabela);
// a quotation followed by an endnote mark is anchored by the endnote
// (przypis_koncowy), the next by its „Tamże”.
func TestLayoutClaims(t *testing.T) {
	type want struct {
		quote, src string
		from       cite.AnchorFrom
		date       string
	}
	all := []want{
		{"Jeżeli dłużnik opóźnia się ze spełnieniem", "art. 481 § 1 Kodeks cywilny", cite.FromBlock, ""},
		{"Zadośćuczynienie ma charakter kompensacyjny", "I ACa 1234/14", cite.FromBlock, "2015-03-03"},
		{"Odsetki od zadośćuczynienia należą się", "I ACa 515/15", cite.FromTable, "2016-03-14"},
		{"Krzywda osoby najbliższej nie wygasa", "I C 77/16", cite.FromTable, "2016-06-02"},
		{"nie każda niedogodność związana", "II Ca 456/14", cite.FromEndnote, "2014-05-12"},
		{"poszkodowany nie ma obowiązku", "II Ca 456/14", cite.FromIbidem, "2014-05-12"},
		{"Jeżeli termin spełnienia świadczenia", "art. 455 Kodeks cywilny", cite.FromCitation, ""},
	}
	pdf := NewPDFEngine(1)
	defer pdf.Close()
	for _, form := range []string{"odt", "docx", "pdf"} {
		t.Run(form, func(t *testing.T) {
			m, err := ReadMemo(t.Context(), filepath.Join("..", "extract", "testdata", "layout", "pismo."+form), extract.Options{}, pdf)
			if err != nil {
				t.Fatal(err)
			}
			r := claims.Extract(m.Input)
			var got []claims.Claim
			for _, c := range r.Claims {
				if c.ClaimType == cite.CytatDoslowny {
					got = append(got, c)
				}
			}
			n := 0
			for _, w := range all {
				n++
				var c *claims.Claim
				for k := range got {
					if strings.HasPrefix(strings.Join(strings.Fields(got[k].Quote), " "), w.quote) {
						c = &got[k]
					}
				}
				switch {
				case c == nil:
					t.Errorf("no quotation %q…", w.quote)
				case c.SourceID != w.src || c.AnchorFrom != w.from || c.Anchor.Data != w.date:
					t.Errorf("%q…: %s %s %s, want %s %s %s", w.quote, c.SourceID, c.AnchorFrom, c.Anchor.Data, w.src, w.from, w.date)
				}
			}
			if len(got) != n {
				for _, c := range got {
					t.Logf("got %q %s %s", c.Quote, c.SourceID, c.AnchorFrom)
				}
				t.Errorf("%d quotations, want %d", len(got), n)
			}
		})
	}
}

// TestLayoutBrowserTable: in a table a browser printed (each row one
// block, its cells in reading order) the signature and the date column of
// a row anchor and date its thesis (tabela); the notes the browser printed
// as a list after the body anchor the quotations of their marks.
func TestLayoutBrowserTable(t *testing.T) {
	m, err := ReadMemo(t.Context(), filepath.Join("..", "extract", "testdata", "layout", "notatka.pdf"), extract.Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ quote, src, date string }{
		{"Odsetki od zadośćuczynienia", "I ACa 515/15", "2016-03-14"},
		{"Krzywda osoby najbliższej", "I C 77/16", "2016-06-02"},
		{"nie każda niedogodność", "II Ca 456/14", "2014-05-12"},
		{"poszkodowany nie ma obowiązku", "II Ca 456/14", "2014-05-12"},
	}
	from := []cite.AnchorFrom{cite.FromTable, cite.FromTable, cite.FromEndnote, cite.FromIbidem}
	var got []claims.Claim
	for _, c := range claims.Extract(m.Input).Claims {
		if c.ClaimType == cite.CytatDoslowny {
			got = append(got, c)
		}
	}
	if len(got) != len(want) {
		t.Fatalf("quotations %+v", got)
	}
	for i, w := range want {
		c := got[i]
		if !strings.HasPrefix(c.Quote, w.quote) || c.SourceID != w.src || c.Anchor.Data != w.date || c.AnchorFrom != from[i] {
			t.Errorf("%q: %s %s %s", c.Quote, c.SourceID, c.Anchor.Data, c.AnchorFrom)
		}
	}
}
