package check

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
)

// TestLeadInAndAdviceNoClaims: the classes of blind10/blind11's false
// blocks, end to end in DOCX, ODT and PDF made by LibreOffice from
// testdata/blocks/wprowadzenia.fodt (make.sh), in sentences written for
// this test against VI ACa 693/12 and I C 45/14 of the shared library. A
// sentence ending with a colon that introduces a dash bullet quotation
// („Sąd Apelacyjny przypomniał przy tym, że:”) or an unmarked block
// quotation („Dalej, jak podkreślił Sąd Apelacyjny w przywołanym wyżej
// wyroku:”) is the quotation's lead-in: the quotation is checked against
// that ruling, the lead-in is no position, paraphrase or procedural fact
// of its own (it was 🔴 „potencjalna halucynacja”, empty or cut to „w u”).
// The advice items („Odpowiedzieć na pismo …, z powołaniem omówionego
// wyżej wyroku”, „Warto powołać w piśmie także wyrok …”) are no
// paraphrases, and the back-reference is the ruling discussed, not the
// por. one of the section before. The memo is not blocked; a negation
// added to the block quotation is 🔴 against VI ACa 693/12.
func TestLeadInAndAdviceNoClaims(t *testing.T) {
	c := realSourcesChecker(t, cellsRulingIC45, cellsRulingVIACa)
	dir := filepath.Join("testdata", "blocks")
	fodt, err := os.ReadFile(filepath.Join(dir, "wprowadzenia.fodt"))
	if err != nil {
		t.Fatal(err)
	}
	const (
		bullet = "Podstawą selekcji dowodów jest zatem ich wiarogodność."
		block  = "okoliczności obiektywne zasługuje na wiarę"
		denied = "okoliczności obiektywne nie zasługuje na wiarę"
	)
	fold := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	for _, f := range []string{"wprowadzenia.odt", "wprowadzenia.docx", "wprowadzenia.pdf", "wprowadzenia.fodt"} {
		t.Run(f, func(t *testing.T) {
			m, err := c.Check(t.Context(), filepath.Join(dir, f))
			if err != nil {
				t.Fatal(err)
			}
			found := 0
			for _, r := range m.Results {
				switch {
				case r.ClaimType == cite.Parafraza || r.ClaimType == cite.StanowiskoSadu || r.ClaimType == cite.TezaPinpoint:
					t.Errorf("%s %s %q: a lead-in or an advice item taken for a claim", r.ClaimType, r.Status, r.ClaimText)
				case r.ClaimType == cite.FaktProceduralny && !strings.Contains(r.ClaimText, "oddalił apelację"):
					t.Errorf("%s %q: a lead-in taken for a procedural fact", r.Status, r.ClaimText)
				case r.ClaimType == cite.CytatDoslowny && (strings.Contains(fold(r.Quote), bullet) || strings.Contains(fold(r.Quote), block)):
					found++
					if r.Status != cite.Zweryfikowany || r.Anchor.Sygnatura != "VI ACa 693/12" {
						t.Errorf("%q: %s %q (%s), want ZWERYFIKOWANY against VI ACa 693/12", r.Quote, r.Status, r.Anchor.Sygnatura, r.Note)
					}
				case strings.Contains(r.ClaimText, "wyżej wyroku") && r.Anchor.Sygnatura != "VI ACa 693/12":
					t.Errorf("%q anchored to %q, want VI ACa 693/12 (not the por. ruling)", r.ClaimText, r.Anchor.Sygnatura)
				}
			}
			if found != 2 {
				t.Errorf("%d of the 2 quotations after a lead-in checked", found)
			}
			if m.Blocked {
				for _, r := range m.Results {
					t.Logf("  %s %s %s %q%q", r.ClaimType, r.Status, r.Anchor.Sygnatura, r.Quote, r.ClaimText)
				}
				t.Error("a clean memo is blocked")
			}
		})
	}
	path := filepath.Join(t.TempDir(), "zmiana.fodt")
	if err := os.WriteFile(path, []byte(strings.Replace(string(fodt), block, denied, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := c.Check(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	r := quoteWith(m, denied)
	if r == nil || r.Status != cite.Niezweryfikowany || r.Anchor.Sygnatura != "VI ACa 693/12" || !m.Blocked {
		t.Errorf("a negation added after a lead-in: %+v (blocked %v), want 🔴 against VI ACa 693/12", r, m.Blocked)
	}
}
