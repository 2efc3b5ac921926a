package reports

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestJSONKeepsNamesEscaped: a memo's name with bidirectional overrides,
// isolates, direction marks and control characters is kept exactly in the
// JSON report, each such character a \u escape, never the raw character
// (a terminal or viewer would reorder or hide the name: issue 25 item 11).
func TestJSONKeepsNamesEscaped(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ name, escape string }{
		{"Opinia\u202Excod.docx", `\u202e`},
		{"Opinia\u202A.docx", `\u202a`},
		{"Opinia\u202B.docx", `\u202b`},
		{"Opinia\u202C.docx", `\u202c`},
		{"Opinia\u202D.docx", `\u202d`},
		{"Opinia\u2066x\u2069.docx", `\u2066`},
		{"Opinia\u2067.docx", `\u2067`},
		{"Opinia\u2068.docx", `\u2068`},
		{"Opinia\u200E.docx", `\u200e`},
		{"Opinia\u200F.docx", `\u200f`},
		{"Opinia\u061C.docx", `\u061c`},
		{"Opinia\x1b[31m.docx", `\u001b`},
		{"Opinia\x07.docx", `\u0007`},
		{"Opinia\x7F.docx", `\u007f`},
		{"Opinia\u0085.docx", `\u0085`},
		{"Opinia\u009B31m.docx", `\u009b`},
		{"Opinia\u2028.docx", `\u2028`},
		{"Opinia\uFFF9.docx", `\ufff9`},
		{"Zażółć gęślą jaźń „cytat”.docx", ""},
	} {
		m := Failed(tc.name, Failure{Kind: FailCrash})
		m.Results = []Claim{{MemoPassage: "„" + tc.name + "”"}}
		var b bytes.Buffer
		if err := JSONLine(&b, m); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		if tc.escape != "" && strings.Count(out, tc.escape) < 2 {
			t.Errorf("%q: the JSON lacks %s in the name and the passage: %s", tc.name, tc.escape, out)
		}
		for _, r := range out {
			if r < 0x20 && r != '\n' || r >= 0x7F && r <= 0x9F || isBidiControl(r) || r == 0x2028 || r >= 0xFFF9 && r <= 0xFFFB {
				t.Errorf("%q: a raw U+%04X in the JSON", tc.name, r)
			}
		}
		if !utf8.ValidString(out) || strings.Count(out, "\n") != 1 {
			t.Errorf("%q: not one valid line: %q", tc.name, out)
		}
		var back Memo
		if err := json.Unmarshal(b.Bytes(), &back); err != nil {
			t.Fatal(err)
		}
		if back.Memo != tc.name || back.Results[0].MemoPassage != "„"+tc.name+"”" {
			t.Errorf("name read back %q, want %q", back.Memo, tc.name)
		}
	}
}
