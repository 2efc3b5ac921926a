package check

import (
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/claims"
	"citeguard/extract"
)

// TestPDFLineEnds (issue 22, class 7): a memo's justified paragraph whose
// line of a few long words is spread out by its word spaces — Chromium does
// not hyphenate Polish, and a signature or a date cannot be hyphenated —
// is one paragraph in the PDF, not a row of table cells: the signature
// before a quotation still anchors it (A), the citation in parentheses after
// a quotation is still its citation (B), and a quotation opened mid-line
// that runs over such a line stays one whole quotation (C). Before, the
// line was a block of its own, and the quotation was cut there and lost.
// The fixtures are testdata/check/pdflines/*.pdf, made by make.py there
// (Chromium from HTML, LibreOffice from FODT; justified, 12 pt).
func TestPDFLineEnds(t *testing.T) {
	cases := []struct {
		file, first, last, src string
	}{
		{"signature-chromium.pdf", "Po upływie terminu wskazanego", "dochodzone przed sądem.", "III CZP 39/02"},
		{"citation-chromium.pdf", "Roszczenie o zadośćuczynienie staje się", "jego zgłoszenia przez uprawnionego", "II Ca 174/13"},
		{"citation-lo.pdf", "Roszczenie o zadośćuczynienie staje się", "jego zgłoszenia przez uprawnionego", "II Ca 174/13"},
		{"quotation-chromium.pdf", "Strona, kwestionująca prawidłowość", "na podstawie własnej oceny dowodów", "I Ca 316/14"},
		{"quotation-lo.pdf", "Strona, kwestionująca prawidłowość", "na podstawie własnej oceny dowodów", "I Ca 316/14"},
	}
	pdf := NewPDFEngine(1)
	defer pdf.Close()
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			m, err := ReadMemo(t.Context(), filepath.Join("..", "testdata", "check", "pdflines", c.file), extract.Options{}, pdf)
			if err != nil {
				t.Fatal(err)
			}
			var got []claims.Claim
			for _, cl := range claims.Extract(m.Input).Claims {
				if cl.ClaimType == cite.CytatDoslowny {
					got = append(got, cl)
				}
			}
			if len(got) != 1 {
				for _, cl := range got {
					t.Logf("got %q %s", cl.Quote, cl.SourceID)
				}
				t.Fatalf("%d quotations, want 1 (text %q)", len(got), m.Doc.Text)
			}
			q := strings.Join(strings.Fields(got[0].Quote), " ")
			if !strings.HasPrefix(q, c.first) || !strings.HasSuffix(q, c.last) || got[0].SourceID != c.src {
				t.Errorf("quotation %q of %q (%s), want %q…%q of %q", q, got[0].SourceID, got[0].AnchorFrom, c.first, c.last, c.src)
			}
		})
	}
}
