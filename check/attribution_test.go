package check

import (
	"context"
	"path/filepath"
	"testing"

	"citeguard/cite"
)

// TestAttributionForms checks one memo written three ways — DOCX and PDF
// made by LibreOffice from testdata/claims/forms/memo.fodt (real footnotes,
// an indented block quotation), and Markdown with [^N] footnotes — against
// the example library: every quotation is tied to the source the memo
// gives it (a footnote after the quotation, wherever the full stop stands;
// „Tamże” and „Ibidem” = the previous footnote's ruling, not the provision
// named in between; „W tym samym wyroku” before a block quotation whose
// footnote is only a „Zob. też”), in every form alike.
func TestAttributionForms(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	ex := filepath.Join("..", "testdata", "example")
	c, err := Open(ctx, Config{Library: []string{filepath.Join(ex, "library")}, State: t.TempDir(), Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	want := []struct {
		source string
		from   string
		status cite.Status
	}{
		{"I CSK 9901/99", "cytowanie", cite.Zweryfikowany},               // oddalił skargę kasacyjną
		{"I CSK 9901/99", "przypis", cite.Zweryfikowany},                 // „…”.¹
		{"art. 484 § 2 Kodeks cywilny", "cytowanie", cite.Zweryfikowany}, // named between the quotations
		{"I CSK 9901/99", "tamze", cite.Zweryfikowany},                   // „….”² Tamże
		{"I CSK 9901/99", "tamze", cite.Zweryfikowany},                   // ³ Ibidem
		{"art. 484 § 1 Kodeks cywilny", "cytowanie", cite.Zweryfikowany}, // „art. … k.c.: „…”
		{"I CSK 9901/99", "kontekst", cite.Zweryfikowany},                // W tym samym wyroku … :  > „…”⁴
		{"II CSK 9902/20", "cytowanie", cite.BrakZrodla},                 // ⁴ Zob. też: its own reference
	}
	for _, name := range []string{"memo.md", "memo.docx", "memo.pdf"} {
		m, err := c.Check(ctx, filepath.Join("..", "testdata", "claims", "forms", name))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(m.Results) != len(want) {
			for _, r := range m.Results {
				t.Logf("%s %s %s %s %s", r.ID, r.SourceID, r.AnchorFrom, r.Status, r.Note)
			}
			t.Fatalf("%s: %d claims, want %d", name, len(m.Results), len(want))
		}
		for i, w := range want {
			r := m.Results[i]
			if r.SourceID != w.source || r.AnchorFrom != w.from || r.Status != w.status {
				t.Errorf("%s %s: %s from %s, %s (%s); want %s from %s, %s", name, r.ID, r.SourceID, r.AnchorFrom, r.Status, r.Note, w.source, w.from, w.status)
			}
		}
	}
}
