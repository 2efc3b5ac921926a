package check

import (
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
)

// TestWrappedCourtFact (issue 22): a procedural fact whose court's name a
// PDF wraps at the end of a line („… Sąd\nOkręgowy w Toruniu oddalił
// apelację pozwanego.¹”, extract/testdata/wrapcourt, make.sh there;
// LibreOffice wrote its PDF, ODT and DOCX forms) is the same fact in every
// form, checked against the ruling of its footnote (VIII Ca 506/14, on the
// defendant's appeal): the right party is verified, the wrong party
// („apelację powoda”) is 🔴 against the operative part.
func TestWrappedCourtFact(t *testing.T) {
	c := realSourcesChecker(t, "judgments/common/saos-export-2014/151025000004003_VIII_Ca_000506_2014_Uz_2014-12-03_001.txt")
	for _, f := range []struct {
		name string
		want cite.Status
	}{
		{"sad", cite.Zweryfikowany},
		{"sad-zmiana", cite.Niezweryfikowany},
	} {
		for _, form := range []string{"pdf", "docx", "odt"} {
			file := f.name + "." + form
			t.Run(file, func(t *testing.T) {
				m, err := c.Check(t.Context(), filepath.Join("..", "extract", "testdata", "wrapcourt", file))
				if err != nil {
					t.Fatal(err)
				}
				found := false
				for _, r := range m.Results {
					if r.ClaimType != cite.FaktProceduralny || !strings.Contains(r.ClaimText, "oddalił apelację") {
						continue
					}
					found = true
					if r.Status != f.want || r.Anchor.Sygnatura != "VIII Ca 506/14" {
						t.Errorf("%q: %s %s (%s), want %s VIII Ca 506/14", r.ClaimText, r.Status, r.Anchor.Sygnatura, r.Note, f.want)
					}
				}
				if !found {
					t.Errorf("no procedural fact „… oddalił apelację …” found")
				}
			})
		}
	}
}
