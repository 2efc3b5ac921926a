package extract

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestCleanRules(t *testing.T) {
	tests := []struct {
		name string
		mode cleanMode
		in   string
		want string
	}{
		{"NFC", cleanFlow, "s\u0301wiadczenie", "świadczenie"},
		{"ligatures, not NFKC", cleanFlow, "de\uFB01nicja \uFB02ota e\uFB03cient m² ½", "definicja flota efficient m² ½"},
		{"soft hyphen inside a word", cleanFlow, "prze\u00ADwo\u00ADzowych", "przewozowych"},
		{"soft hyphen at a line end joins", cleanLaidOut, "ra\u00AD\nmową", "ramową"},
		{"soft hyphen then CRLF and indent", cleanLaidOut, "ra\u00AD \r\n  mową", "ramową"},
		{"pdfium U+0002 before lower case", cleanPDF, "ra\x02mową", "ramową"},
		{"pdfium U+0002 before a break", cleanPDF, "dostarczo\x02\nnym", "dostarczonym"},
		{"pdfium U+0002 before upper case", cleanPDF, "Wiśniewska\x02Kołodziej", "Wiśniewska-Kołodziej"},
		{"line-end hyphenation", cleanLaidOut, "prze-\nwoźnik", "przewoźnik"},
		{"hyphen kept before upper case, break removed", cleanLaidOut, "Wiśniewska-\nKołodziej", "Wiśniewska-Kołodziej"},
		{"en dash in a range at a line end", cleanLaidOut, "Police–\nPłock", "Police–Płock"},
		{"en dash after a superscript at a line end", cleanPDF, "art. 505²⁸–\n505³⁹ k.p.c.", "art. 505²⁸–505³⁹ k.p.c."},
		{"spaced dash keeps its break", cleanLaidOut, "była –\nwedług", "była –\nwedług"},
		{"flowing text keeps hyphen and break", cleanFlow, "prze-\nwoźnik", "prze-\nwoźnik"},
		{"NFD mark after the break", cleanPDF, "dore-\r\n\u0328czenia", "doręczenia"},
		{"zero-width and BOM removed", cleanFlow, "\uFEFFsp\u200Brawa\u2060 \u200Ca", "sprawa a"},
		{"NBSP family to space", cleanFlow, "II\u00A0CSK\u202F123/19\u2009r.", "II CSK 123/19 r."},
		{"hyphen family to -", cleanFlow, "C\u2011311/18 \u2212185 T\u2010604", "C-311/18 -185 T-604"},
		{"quotes and dashes kept", cleanFlow, "„Delta” – tak — nie…", "„Delta” – tak — nie…"},
		{"CRLF, CR, form feed", cleanFlow, "a\r\nb\rc\fd", "a\nb\nc\nd"},
		{"spaces collapse, line ends trimmed", cleanFlow, "  a   b \t \n  c  ", "a b\nc"}, {"a tab wins over a space", cleanFlow, "Do: \tZespół", "Do:\tZespół"},
		{"at most one empty line", cleanFlow, "a\n\n\n\nb", "a\n\nb"},
		{"control characters dropped", cleanFlow, "a\x00b\x07c\u0085d", "abc\nd"},
		{"invalid UTF-8 becomes U+FFFD", cleanFlow, "a\xffb", "a\uFFFDb"},
		{"pdfTeX dots", cleanPDF, "systemu (. . . ) nie", "systemu (…) nie"},
		{"gap after an opening quote", cleanPDF, "że „ jeżeli", "że „jeżeli"},
		{"gap before a closing mark", cleanPDF, "ponosi ” . (tak )", "ponosi” . (tak)"},
		{"flow text keeps its gaps", cleanFlow, "„ a )", "„ a )"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, src := clean([]byte(tt.in), tt.mode)
			if string(out) != tt.want {
				t.Errorf("clean(%q) = %q, want %q", tt.in, out, tt.want)
			}
			checkOffsets(t, tt.in, string(out), src)
		})
	}
}

// checkOffsets asserts the offset map's invariants: one entry per output
// byte plus one, monotone, inside the input.
func checkOffsets(t *testing.T, in, out string, src []int32) {
	t.Helper()
	if len(src) != len(out)+1 {
		t.Fatalf("offsets: %d entries for %d bytes", len(src), len(out))
	}
	prev := int32(0)
	for i, o := range src {
		if o < prev || int(o) > len(in) {
			t.Fatalf("offset %d = %d (prev %d, input %d bytes)", i, o, prev, len(in))
		}
		prev = o
	}
}

// TestCleanOffsetsPointAtOrigin checks that letters map back to the same
// letters of the raw text.
func TestCleanOffsetsPointAtOrigin(t *testing.T) {
	in := "Zgodnie z art. 471 k.c. „Dłuż\u00ADnik obowią-\nzany” jest de\uFB01nicja"
	out, src := Clean(in)
	if out != "Zgodnie z art. 471 k.c. „Dłużnik obowiązany” jest definicja" {
		t.Fatalf("Clean = %q", out)
	}
	for _, word := range []string{"Dłuż", "obowią", "zany", "jest"} {
		i := strings.Index(out, word)
		r0 := src[i]
		if !strings.HasPrefix(in[r0:], word[:1]) {
			t.Errorf("%q starts at raw %d: %q", word, r0, in[r0:min(int(r0)+8, len(in))])
		}
	}
	i := strings.Index(out, "fi")
	if got := in[src[i]:src[i+2]]; got != "\uFB01" {
		t.Errorf("the ligature maps to %q, want U+FB01", got)
	}
}

// FuzzClean: never panics, output is valid UTF-8 in NFC without the
// removed characters, offsets are monotone and inside the input, and a
// second clean-up changes nothing.
// Long run: go test ./extract -run '^$' -fuzz FuzzClean -fuzztime 5m
func FuzzClean(f *testing.F) {
	for _, s := range []string{
		"", "a", "prze-\nwoźnik", "ra\x02mową", "dore-\r\n\u0328czenia", "ra\u00AD\nmową",
		"de\uFB01nicja", "II\u00A0CSK\u00A0123/19", "(. . . )", "„ a ”", "\xff\xfe", "a\n\n\n\nb",
	} {
		f.Add(s, uint8(0))
		f.Add(s, uint8(2))
	}
	f.Fuzz(func(t *testing.T, s string, m uint8) {
		mode := cleanMode(m % 3)
		out, src := clean([]byte(s), mode)
		if !utf8.Valid(out) {
			t.Fatalf("invalid UTF-8 out of %q", s)
		}
		checkOffsets(t, s, string(out), src)
		if strings.ContainsAny(string(out), "\u00AD\u200B\uFEFF\x02\r\f") {
			t.Fatalf("clean(%q) = %q keeps a character it must remove", s, out)
		}
		again, _ := clean(out, mode)
		if mode == cleanFlow && string(again) != string(out) {
			t.Fatalf("not idempotent: %q → %q → %q", s, out, again)
		}
	})
}
