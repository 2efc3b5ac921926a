package check

import (
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/reports"
)

// Issue 22, classes 4 and 10 (a due-diligence report's table „Lp. |
// Zagadnienie | Sygnatura | Sąd / data | Teza” and the paragraphs after it
// that refer back to its rows) end to end, on extract/testdata/layout's
// pozycje fixture (make.sh: pandoc's DOCX, LibreOffice's ODT and PDF, a
// browser's PDF), which quotes VI ACa 693/12 and I C 45/14 of the shared
// test library in sentences written for this test:
//   - a row is one unit: the numeric date of the „Sąd / data” cell is the
//     row's ruling's, so a wrong year (20.11.2011 for a ruling of 2012) is
//     🔴 „data nie zgadza się” for the row's citation and its thesis, never
//     🟢 (the date was not read) nor ⛔ (a court cut at the cell's line
//     break made it another case);
//   - „W orzeczeniu z poz. 2 sąd uznał, że …” is a paraphrase of row 2's
//     ruling and „W sprawie z pozycji 2 … „…”” a quotation of it; „z
//     poz. 1 i 3” names no one row;
//   - the „Zagadnienie” cells are labels, no claims, in the PDFs too.

// TestTableRowUnitAndReferences checks the four forms of pozycje.
func TestTableRowUnitAndReferences(t *testing.T) {
	c := realSourcesChecker(t,
		"judgments/common/saos-export-2014/154500000003003_VI_ACa_000693_2012_Uz_2012-11-20_001.txt",
		"judgments/common/saos-export-2014/154505300000503_I_C_000045_2014_Uz_2014-10-24_002.txt")
	type expect struct {
		typ    cite.ClaimType
		needle string // of the quote or the claim text, white space folded
		status cite.Status
		note   string
		source string
		from   cite.AnchorFrom
	}
	const (
		ok    = cite.Zweryfikowany
		bad   = cite.Niezweryfikowany
		judge = cite.WymagaOsadu
		quote = cite.CytatDoslowny
		date  = "data nie zgadza się"
	)
	want := []expect{
		{quote, "O wysokości zadośćuczynienia decyduje", ok, "", "VI ACa 693/12", cite.FromTable},
		{quote, "Powództwo zasługiwało na uwzględnienie", ok, "", "I C 45/14", cite.FromTable},
		{quote, "Kwestia ta winna być oceniana", bad, date, "VI ACa 693/12", cite.FromTable},
		{cite.Powolanie, "VI ACa 693/12", bad, date, "VI ACa 693/12", cite.FromCitation}, // row 3's
		{cite.StanowiskoSadu, "w razie zderzenia się pojazdów ich posiadacze", judge, "", "I C 45/14", cite.FromShortForm},
		{quote, "Zgodnie z art. 436 § 2 k.c. w razie zderzenia", ok, "", "I C 45/14", cite.FromShortForm},
	}
	fold := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	for _, f := range []string{"pozycje.docx", "pozycje.odt", "pozycje-lo.pdf", "pozycje.pdf"} {
		t.Run(f, func(t *testing.T) {
			m, err := c.Check(t.Context(), filepath.Join("..", "extract", "testdata", "layout", f))
			if err != nil {
				t.Fatal(err)
			}
			text := func(r reports.Claim) string {
				// A PDF cell breaks its words over lines: compare without
				// the breaks' spaces too.
				return fold(r.Quote + " " + r.ClaimText + " " + r.MemoPassage)
			}
			for _, w := range want {
				var got *reports.Claim
				right := func(r *reports.Claim) bool {
					src := strings.TrimSpace(r.Anchor.Sygnatura + r.Anchor.Przepis)
					return r.Status == w.status && strings.Contains(r.Note, w.note) && src == w.source && cite.AnchorFrom(r.AnchorFrom) == w.from
				}
				for k := range m.Results {
					r := &m.Results[k]
					if r.ClaimType == w.typ && (strings.Contains(text(*r), w.needle) || strings.Contains(strings.ReplaceAll(text(*r), " ", ""), strings.ReplaceAll(w.needle, " ", ""))) {
						if got == nil || right(r) {
							got = r
						}
					}
				}
				if got == nil {
					t.Errorf("no %s holds %q", w.typ, w.needle)
					continue
				}
				if !right(got) {
					src := strings.TrimSpace(got.Anchor.Sygnatura + got.Anchor.Przepis)
					t.Errorf("%s %q: %s %s %s (%s), want %s %s %s (%q)", w.typ, w.needle, got.Status, src, got.AnchorFrom, got.Note, w.status, w.source, w.from, w.note)
				}
			}
			for _, r := range m.Results {
				if r.ClaimType == cite.Parafraza || r.Status == cite.BrakZrodla {
					t.Errorf("%s %s %q: a label cell or a row's citation read as a claim or as a case absent", r.ClaimType, r.Status, text(r))
				}
			}
		})
	}
}
