package claims

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// The scanners made faster keep their results: each is compared with the
// expression it replaces (kept here as the reference) on real text and
// under fuzzing. testdata/claims/sameclaims.sh compares whole claims.

// sameTexts returns the repository's claim fixtures and, when the shared
// data is there, the devset memos and the CeON gold texts.
func sameTexts(t testing.TB) []string {
	var out []string
	for _, g := range []string{"../testdata/claims/*.md", "../../shared/devset/memos/*.md", filepath.Join(goldDir, "links-input-txts", "*", "*.txt")} {
		fs, _ := filepath.Glob(g)
		for _, f := range fs {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, string(b))
		}
	}
	if len(out) == 0 {
		t.Fatal("no texts")
	}
	return out
}

// refPinpoint is the unanchored expression pinpointBefore replaces.
var refPinpoint = regexp.MustCompile(pinpointSrc)

func refPinpointBefore(s string, limit int) []int {
	if p := refPinpoint.FindStringIndex(s); p != nil && p[0] < limit {
		return p
	}
	return nil
}

// endsCitation: a signature or a short form may end with the byte.
func endsCitation(c byte) bool { return c >= '0' && c <= '9' || c == '.' }

func TestPinpointBeforeSameAsExpression(t *testing.T) {
	t.Parallel()
	n := 0
	for _, text := range sameTexts(t) {
		// Where a pinpoint is looked for: after a signature or a short
		// form — after a digit or a dot, before a comma or a space.
		for i := 1; i < len(text); i++ {
			if text[i] != ',' && text[i] != ' ' || !endsCitation(text[i-1]) {
				continue
			}
			s := text[i:runeEnd(text, i+pinAfterWindow)]
			for _, limit := range []int{pinAfterShort, pinAfterStart} {
				got, want := pinpointBefore(s, limit), refPinpointBefore(s, limit)
				if !slices.Equal(got, want) {
					t.Fatalf("pinpointBefore(%q, %d) = %v, the expression %v", s, limit, got, want)
				}
				if got != nil {
					n++
				}
			}
		}
	}
	if n == 0 {
		t.Error("no pinpoint found")
	}
}

func FuzzPinpointBeforeSame(f *testing.F) {
	for _, s := range []string{", pkt 15 uzasadnienia", " s. 12–14", "§ 3", ", LEX nr 1, teza 2", "str.5", "nb. 7"} {
		f.Add(s, 8)
	}
	f.Fuzz(func(t *testing.T, s string, limit int) {
		if got, want := pinpointBefore(s, limit), refPinpointBefore(s, limit); !slices.Equal(got, want) {
			t.Fatalf("pinpointBefore(%q, %d) = %v, the expression %v", s, limit, got, want)
		}
	})
}

// refAppendWords is appendWords before its byte scan: every rune decoded,
// every word looked at again for lowering.
func refAppendWords(out []word, s string) []word {
	lower := func(a, b int) string {
		for i := a; i < b; i++ {
			if c := s[i]; c >= 'A' && c <= 'Z' || c >= 0x80 && !lowerPolish(s, i) {
				return strings.ToLower(s[a:b])
			}
		}
		return s[a:b]
	}
	start := -1
	for i, r := range s {
		in := r < 0x80 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.') || r >= 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r))
		if in && start < 0 {
			start = i
		} else if !in && start >= 0 {
			out = append(out, word{readFolded(lower(start, i)), start, i})
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, word{readFolded(lower(start, len(s))), start, len(s)})
	}
	return out
}

func TestAppendWordsSameAsRuneScan(t *testing.T) {
	t.Parallel()
	for _, text := range append(sameTexts(t), "Ąę ŻÓŁW k.c. Art. 5 \xff\xfe ÀB ǅ Σ ǲ 𝔸x Ⅻ ٣ ﬁ", "") {
		if got, want := appendWords(nil, text), refAppendWords(nil, text); !slices.Equal(got, want) {
			t.Errorf("appendWords differs from the rune scan on a text of %d bytes", len(text))
		}
	}
}

func TestRuneClassIsUnicode(t *testing.T) {
	t.Parallel()
	for r := rune(-2); r <= unicode.MaxRune+1; r++ {
		if isLetter(r) != unicode.IsLetter(r) || isLetterOrDigit(r) != (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			t.Fatalf("rune %U: isLetter %v, isLetterOrDigit %v", r, isLetter(r), isLetterOrDigit(r))
		}
	}
}

func FuzzAppendWordsSame(f *testing.F) {
	for _, s := range []string{"Sąd Najwyższy przyjął, że „…”", "art. 5 K.C.", "ÓW ÀB \xff", "Ǆ ǅ ǆ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := appendWords(nil, s), refAppendWords(nil, s); !slices.Equal(got, want) {
			t.Fatalf("appendWords(%q) = %v, the rune scan %v", s, got, want)
		}
	})
}

func TestDecodeRuneIsUTF8(t *testing.T) {
	t.Parallel()
	for a := 0; a < 256; a++ {
		for b := 0; b < 256; b++ {
			for _, s := range []string{string([]byte{byte(a), byte(b)}), string([]byte{byte(a)}), string([]byte{'x', byte(a), byte(b), 0x80})} {
				for i := 0; i < len(s); i++ {
					r, n := decodeRune(s, i)
					wr, wn := utf8.DecodeRuneInString(s[i:])
					if r != wr || n != wn {
						t.Fatalf("decodeRune(%q, %d) = %U %d, utf8 %U %d", s, i, r, n, wr, wn)
					}
				}
			}
		}
	}
}
