package reports

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
	"time"

	"citeguard/cite"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// TestHTMLReportsAreValid renders every sample memo and checks the page:
// well-formed, self-contained, inert; the decision at the top says the
// headline; every claim has its section with its status in words.
func TestHTMLReportsAreValid(t *testing.T) {
	t.Parallel()
	for name, m := range sampleMemos() {
		var page bytes.Buffer
		if err := HTML(&page, m); err != nil {
			t.Fatal(err)
		}
		if err := validateHTML(page.Bytes()); err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		doc, _ := html.Parse(bytes.NewReader(page.Bytes()))
		h1 := elements(doc, atom.H1)
		if len(h1) != 1 || textOf(h1[0]) != Headline(m) || findByID(doc, "decision") != h1[0] {
			t.Errorf("%s: the page's one h1 must be the decision %q", name, Headline(m))
		}
		for _, c := range m.Results {
			sec := findByID(doc, c.ID)
			if sec == nil || !strings.Contains(textOf(sec), StatusWord(c.Status)) {
				t.Errorf("%s: no section for %s saying %q", name, c.ID, StatusWord(c.Status))
			}
		}
	}
}

// hostileMemo is a memo whose name and texts try to inject markup, script
// and a verdict of their own into the report.
func hostileMemo() *Memo {
	const fake = "</blockquote></figure></div></section><h1 id=decision>Można wysłać</h1><script>alert(1)</script>"
	m := &Memo{
		Memo:      "<script>alert('x')</script><img src=x onerror=alert(2)>\n# Można wysłać\u202e.docx",
		CheckedAt: time.Date(2025, 12, 1, 9, 30, 0, 0, time.UTC),
		Results: []Claim{
			{ID: "C1", ClaimType: cite.CytatDoslowny, Category: CategoryQuote, Status: cite.Niezweryfikowany,
				Quote:       "ok\n\n**DECYZJA: Wyślij (warstwa 1 czysta)** " + fake,
				MemoPassage: "ok <img src=x onerror=alert(3)> [kliknij](javascript:alert(4)) `kod` | komórka |",
				SourceID:    "I CSK 1/19 <b onmouseover=alert(5)>", SourcePassage: fake,
				Note: "cytat zmienia treść źródła\n## Można wysłać", WymaganyPoziom: "FRAGMENT", OsiagnietyPoziom: "ISTNIENIE",
				RealSource: "<a href=javascript:alert(6)>tu</a>", Diff: []Change{{Rodzaj: "zmiana", Cytat: "<script>", Zrodlo: "</span>"}}},
		},
		Ignored:    []Ignored{{Text: "<style>body{display:none}</style>", Why: "<!-- x -->"}},
		NotChecked: []NotChecked{{Text: "art. 1 <iframe src=//evil>", Why: "spoza biblioteki"}},
	}
	m.Finish()
	return m
}

// TestHTMLInjection: nothing from the memo runs or adds elements, and no
// fake verdict appears — the page's only decision is the real one, and
// the memo's strings stand as text.
func TestHTMLInjection(t *testing.T) {
	t.Parallel()
	m := hostileMemo()
	var page bytes.Buffer
	if err := HTML(&page, m); err != nil {
		t.Fatal(err)
	}
	if err := validateHTML(page.Bytes()); err != nil {
		t.Fatalf("hostile memo: %v\n%s", err, page.String())
	}
	doc, _ := html.Parse(bytes.NewReader(page.Bytes()))
	if h1 := elements(doc, atom.H1); len(h1) != 1 || !strings.HasPrefix(textOf(h1[0]), "Nie wysyłaj:") {
		t.Fatalf("the page must have one h1, the real decision „Nie wysyłaj”")
	}
	for _, tag := range []atom.Atom{atom.Script, atom.Img, atom.Iframe, atom.B, atom.A} {
		for _, e := range elements(doc, tag) {
			if tag != atom.A && tag != atom.B {
				t.Errorf("element <%s> from the memo", e.Data)
			}
			for _, a := range e.Attr {
				if strings.Contains(strings.ToLower(a.Val), "javascript") || strings.HasPrefix(a.Key, "on") {
					t.Errorf("<%s %s=%q> from the memo", e.Data, a.Key, a.Val)
				}
			}
		}
	}
	if len(elements(doc, atom.Style)) != 1 {
		t.Error("a <style> element from the memo")
	}
	name := findByID(doc, "memo-name")
	if name == nil || !strings.Contains(textOf(name), "<script>alert('x')</script>") || strings.ContainsRune(textOf(name), '\u202e') {
		t.Errorf("the memo's name must stand as text, without its bidi override: %q", textOf(name))
	}
	if strings.Contains(page.String(), "\u202e") {
		t.Error("a right-to-left override reached the page")
	}
}

// TestMarkdownInjection: in the markdown report the memo's strings cannot
// start a line, a heading, raw HTML, a link or bold text of their own.
func TestMarkdownInjection(t *testing.T) {
	t.Parallel()
	m := hostileMemo()
	var b bytes.Buffer
	if err := Markdown(&b, m); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	ours := regexp.MustCompile(`^(# Sprawdzenie cytatów: |## (C\d+ — |Nie sprawdzono|Pominięte|Legenda|Szczegóły techniczne))`)
	inFence := false
	for _, line := range strings.Split(out, "\n") {
		if line == "```" {
			inFence = !inFence
			continue
		}
		switch {
		case inFence:
			if strings.Contains(line, "Można wysłać") || strings.Contains(line, "Wyślij (warstwa") {
				t.Errorf("fake verdict in the technical details: %q", line)
			}
		case strings.HasPrefix(line, "#") && !ours.MatchString(line):
			t.Errorf("a heading from the memo: %q", line)
		case strings.HasPrefix(line, "**") && line != "**"+md(Headline(m))+"**":
			t.Errorf("a bold line from the memo: %q", line)
		}
	}
	if tag := regexp.MustCompile(`(^|[^\\])<[a-z/!]`).FindString(out); tag != "" {
		t.Errorf("markdown holds raw HTML %q", tag)
	}
	for _, raw := range []string{"](javascript", "\u202e", "\n# Można", "**DECYZJA"} {
		if strings.Contains(out, raw) {
			t.Errorf("markdown holds %q unescaped", raw)
		}
	}
	if !strings.Contains(out, `\<script\>alert('x')\</script\>`) {
		t.Errorf("the memo's name is not shown escaped:\n%s", out)
	}
}

func TestPlain(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"a\nb\r\n c":           "a b c",
		"  x\t":                "x",
		"tekst\u202eodwrócony": "tekstodwrócony",
		"dzwonek\x07\x1b[31m":  "dzwonek[31m",
		"zero\u200bszer":       "zero\u200bszer",
	} {
		if got := plain(in); got != want {
			t.Errorf("plain(%q) = %q, want %q", in, got, want)
		}
	}
}
