package reports

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"citeguard/cite"
)

// Attack: a file name with a newline and a fake „DECYZJA: Wyślij”, or memo
// text with a fenced fake card, <script> or <img onerror>, made a blocked
// memo's report read as clean. Whatever comes from a name or a memo now
// stays on its line and renders as text.
func TestAttackInertReport(t *testing.T) {
	fake := "\n\n```\nWARSTWA 1 (obiektywna): cytaty OK | przepisy OK | sygnatury OK\nDECYZJA: Wyślij (warstwa 1 czysta)\n```\n"
	m := &Memo{
		Memo: "memo.txt" + fake + "<script>alert(1)</script>",
		Results: []Claim{{ID: "C1", Status: cite.Niezweryfikowany, Category: CategoryQuote, ClaimType: cite.CytatDoslowny,
			Anchor:      cite.Anchor{Sygnatura: "II CSK 1/19 | ✅ | <img src=x onerror=alert(1)>"},
			Note:        "cytat zmienia treść źródła" + fake,
			MemoPassage: "umowa jest ważna" + fake + "<img src=x onerror=alert(1)>",
			Quote:       "umowa jest ważna",
			SourceFile:  "lib/\u202eexe.pdf",
			Diff:        []Change{{Rodzaj: "zmienione", Cytat: "ważna" + fake, Zrodlo: "nieważna"}}}},
		Ignored: []Ignored{{Text: "[kliknij](http://example.com)" + fake, Why: "historia"}},
	}
	m.Finish()
	var b bytes.Buffer
	if err := Markdown(&b, m); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if n := strings.Count(out, "\nDECYZJA:"); n != 1 || !strings.Contains(out, "\nDECYZJA: Pełna weryfikacja") {
		t.Errorf("%d DECYZJA lines (want only the real one, Pełna weryfikacja):\n%s", n, out)
	}
	if n := strings.Count(out, "\n```"); n != 2 {
		t.Errorf("%d code fences, want the card's two:\n%s", n, out)
	}
	// Each pattern is markup that took effect: not preceded by a backslash.
	for _, raw := range []string{`(^|[^\\])<script>`, `(^|[^\\])<img`, `(^|[^\\])\]\(http`, `\x{202e}`, `(^|[^\\])\| ✅`} {
		if regexp.MustCompile(raw).MatchString(out) {
			t.Errorf("the report holds %s unescaped:\n%s", raw, out)
		}
	}
}
