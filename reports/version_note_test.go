package reports

import (
	"bytes"
	"strings"
	"testing"

	"citeguard/cite"
)

// TestVersionNotInForceShown: a 🟢 quotation checked against a version of
// the act other than the one in force on the memo's date says so where
// the lawyer reads it — the table's „Źródło” cell of the markdown and the
// HTML report, and the note (its code and args in the JSON's found.note):
// „(memo bez daty)” for an undated memo, „(nieobowiązujące w dniu memo)”
// for a dated one; a claim checked against the version in force shows
// neither.
func TestVersionNotInForceShown(t *testing.T) {
	t.Parallel()
	const version = "tekst według stanu na 2015-08-17"
	for _, tc := range []struct {
		name       string
		note       cite.Note
		cell, said string // in the table, in the note ("" none)
	}{
		{"undated", cite.Wrap(nil, cite.VersionFitsUndated, "art. 7", "2015-08-17", "Dz.U.2025.1071", "2026-11-20"),
			version + " (memo bez daty)", "memo nie podaje swojej daty"},
		{"dated in its header", cite.Wrap(nil, cite.VersionFitsDated, "art. 7", "2015-08-17", "Dz.U.2025.1071", "2026-11-20", DateFromHeader),
			version + " (nieobowiązujące w dniu memo)", "memo cytuje brzmienie art. 7 w wersji 2015-08-17; w wersji obowiązującej w dniu memo (Dz.U.2025.1071, 2026-11-20, data z nagłówka memo) przepis brzmi inaczej"},
		{"the version in force", nil, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := &Memo{Memo: "memo.txt", MemoDate: "2026-11-20", MemoDateFrom: DateFromHeader, Results: []Claim{{
				ID: "C1", ClaimType: cite.CytatDoslowny, Status: cite.Zweryfikowany, ClaimText: "Umowa zobowiązuje strony do współdziałania",
				SourceID: "kc", SourcePlace: &Place{Article: "art. 7", Version: version}, Found: Found{Note: tc.note},
			}}}
			m.Finish()
			var md, page, js bytes.Buffer
			if err := Markdown(&md, m); err != nil {
				t.Fatal(err)
			}
			if err := HTML(&page, m); err != nil {
				t.Fatal(err)
			}
			if err := JSONLine(&js, m); err != nil {
				t.Fatal(err)
			}
			for form, out := range map[string]string{"markdown": md.String(), "html": page.String()} {
				for _, marker := range []string{"(memo bez daty)", "(nieobowiązujące w dniu memo)"} {
					if want := tc.cell != "" && strings.Contains(tc.cell, marker); strings.Contains(out, marker) != want {
						t.Errorf("%s: %q shown %v, want %v:\n%s", form, marker, !want, want, out)
					}
				}
			}
			if tc.said != "" && !strings.Contains(m.Results[0].Note, tc.said) {
				t.Errorf("note %q, want %q", m.Results[0].Note, tc.said)
			}
			if tc.note != nil && !strings.Contains(js.String(), string(tc.note[0].Code)) {
				t.Errorf("the JSON's found.note lacks %s:\n%s", tc.note[0].Code, js.String())
			}
		})
	}
}
