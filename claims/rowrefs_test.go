package claims

import (
	"strings"
	"testing"

	"citeguard/cite"
)

// Issue 22, classes 4 and 10, in the claim extractor: a table row is one
// unit (the court/date cell dates the row's ruling), a paragraph that
// refers back to a row („z poz. 2”, „pozycji 1”, „lp. 2”, „w wierszu 1”)
// is anchored to the row's ruling, paraphrase and quotation alike, and a
// PDF row's label cell is no claim. The rows and sentences were written
// for this test.

// rowRefRows is a table of rulings with a number column and a „Sąd /
// data” column.
var rowRefRows = [][]string{
	{"Lp.", "Zagadnienie", "Sygnatura", "Sąd / data", "Teza"},
	{"1", "Najem pojazdu zastępczego – okres najmu", "II Ca 410/15", "SO w Gliwicach, 4.05.2015 r.", "„Poszkodowany może najmować pojazd zastępczy przez czas niezbędny do naprawy.”"},
	{"2", "Potrącenie pieszego – przyczynienie", "I ACa 77/16", "SA w Katowicach, 12 lutego 2016 r.", "„Przyczynienie się pieszego obniża odszkodowanie.”"},
}

func TestRowReferences(t *testing.T) {
	cases := []struct {
		name, after string
		typ         cite.ClaimType
		src         string // "" when no claim of typ may name a source
	}{
		{"a paraphrase refers back to row 2", "W orzeczeniu z poz. 2 sąd uznał, że pieszy, który wtargnął na jezdnię, przyczynia się do powstania szkody.", cite.StanowiskoSadu, "I ACa 77/16"},
		{"pozycja in the genitive", "W sprawie z pozycji 1 sąd przyjął, że okres najmu ogranicza czas naprawy pojazdu.", cite.StanowiskoSadu, "II Ca 410/15"},
		{"lp. and a quotation", "Wyrok z lp. 2 dodaje, że „pieszy powinien zachować szczególną ostrożność”.", cite.CytatDoslowny, "I ACa 77/16"},
		{"w wierszu", "W wierszu 1 sąd wskazał, że „najem po naprawie nie jest celowy”.", cite.CytatDoslowny, "II Ca 410/15"},
		{"control: two rows are no one source", "W sprawach z poz. 1 i 2 sądy uznały, że „poszkodowany ma obowiązek minimalizować szkodę”.", cite.CytatDoslowny, ""},
		{"control: a publication's poz.", "Zgodnie z ustawą (Dz. U. z 2015 r. poz. 2) sąd uznał, że „poszkodowany ma obowiązek minimalizować szkodę”.", cite.CytatDoslowny, ""},
		{"control: a row the table does not have", "W orzeczeniu z poz. 7 sąd uznał, że „poszkodowany ma obowiązek minimalizować szkodę”.", cite.CytatDoslowny, ""},
	}
	forms := map[string]func(after string) Input{
		"docx": func(after string) Input {
			in := tableInput("Zestawienie orzecznictwa:", rowRefRows, true)
			s := len(in.Text) + 1
			in.Text += "\n" + after
			in.Blocks = append(in.Blocks, Block{Kind: BlockParagraph, Start: s, End: len(in.Text)})
			return in
		},
		"pdf": func(after string) Input {
			ps := []lpara{{BlockParagraph, "Zestawienie orzecznictwa:"}, {BlockParagraph, strings.Join(rowRefRows[0], " ")}}
			for _, r := range rowRefRows[1:] {
				ps = append(ps, lpara{BlockTableCell, strings.Join(r, "\n")})
			}
			return layoutInput(append(ps, lpara{BlockParagraph, after}))
		},
	}
	for form, mk := range forms {
		for _, tc := range cases {
			t.Run(form+"/"+tc.name, func(t *testing.T) {
				in := mk(tc.after)
				at := strings.Index(in.Text, tc.after)
				var got []Claim
				for _, c := range Extract(in).Claims {
					if c.Start >= at && c.ClaimType == tc.typ {
						got = append(got, c)
					}
				}
				switch {
				case tc.src == "":
					for _, c := range got {
						if c.SourceID != "" && c.AnchorFrom == cite.FromShortForm {
							t.Errorf("%s anchored to %s by %q", c.ClaimType, c.SourceID, c.ShortForm)
						}
					}
				case len(got) != 1:
					t.Fatalf("%d claims of type %s after the table, want 1: %+v", len(got), tc.typ, got)
				case got[0].SourceID != tc.src || got[0].AnchorFrom != cite.FromShortForm:
					t.Errorf("%s: %s from %s, want %s from the row reference", tc.typ, got[0].SourceID, got[0].AnchorFrom, tc.src)
				}
			})
		}
	}
}

// TestRowUnit: the court and the date (numeric or written out) of a row's
// „Sąd / data” cell are its ruling's, for the bare citation and the
// thesis; a PDF row's number and label cell before the signature make no
// paraphrase.
func TestRowUnit(t *testing.T) {
	docx := tableInput("Zestawienie orzecznictwa:", rowRefRows, true)
	var ps []lpara
	for _, r := range rowRefRows[1:] {
		ps = append(ps, lpara{BlockTableCell, strings.Join(r, "\n")})
	}
	pdf := layoutInput(append([]lpara{{BlockParagraph, "Zestawienie orzecznictwa:"}}, ps...))
	want := map[string]cite.Anchor{
		"II Ca 410/15": {Data: "2015-05-04", Organ: "Sąd Okręgowy w Gliwicach"},
		"I ACa 77/16":  {Data: "2016-02-12", Organ: "Sąd Apelacyjny w Katowicach"},
	}
	for form, in := range map[string]Input{"docx": docx, "pdf": pdf} {
		t.Run(form, func(t *testing.T) {
			n := 0
			for _, c := range Extract(in).Claims {
				if c.ClaimType == cite.Parafraza {
					t.Errorf("a paraphrase of the row's label: %q", c.ClaimText)
				}
				w, ok := want[c.SourceID]
				if !ok {
					continue
				}
				n++
				if c.Anchor.Data != w.Data || c.Anchor.Organ != w.Organ {
					t.Errorf("%s %s: date %q court %q, want %q %q", c.ClaimType, c.SourceID, c.Anchor.Data, c.Anchor.Organ, w.Data, w.Organ)
				}
			}
			if n < 4 {
				t.Errorf("%d claims of the rows' rulings, want 4 (a citation and a thesis each)", n)
			}
		})
	}
}
