package reports

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"citeguard/cite"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// renderMarkdown renders a markdown report as a markdown viewer would
// (pandoc's GitHub-flavoured markdown); the test skips without pandoc.
func renderMarkdown(t *testing.T, m *Memo) *html.Node {
	t.Helper()
	pandoc, err := exec.LookPath("pandoc")
	if err != nil {
		t.Skip("pandoc is not installed: the rendered markdown is not checked")
	}
	var md bytes.Buffer
	if err := Markdown(&md, m); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(pandoc, "-f", "gfm", "-t", "html", "--wrap=none")
	cmd.Stdin = &md
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pandoc: %v", err)
	}
	doc, err := html.Parse(bytes.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// TestMarkdownRendersAsWritten: rendered, the markdown report shows a
// memo's name and texts exactly as they are — „memo_d02.docx”, not
// „memo\_d02.docx” — and nothing from the memo becomes markup (issue 23
// item 7: escape only what markdown would misread).
func TestMarkdownRendersAsWritten(t *testing.T) {
	t.Parallel()
	m := &Memo{Memo: "memo_d02.docx", CommentedCopy: "memo_d02.uwagi.docx", Results: []Claim{
		{ClaimType: cite.CytatDoslowny, Category: CategoryQuote, Status: cite.Niezweryfikowany, WymaganyPoziom: "FRAGMENT",
			Quote: "_ważne_ i *bardzo* __istotne__ a_b_c", SourceID: "I CSK 1/19", SourceFile: "lib/I_CSK_1_19.txt"},
	}}
	m.Finish()
	// Read as text, the markdown holds no needless escape…
	var raw bytes.Buffer
	if err := Markdown(&raw, m); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# Sprawdzenie cytatów: memo_d02.docx\n", "[memo_d02.uwagi.docx](./memo_d02.uwagi.docx)", `\_ważne\_`, `a_b_c`} {
		if !strings.Contains(raw.String(), want) {
			t.Errorf("the markdown lacks %q", want)
		}
	}
	// … and rendered, it shows the texts as they are.
	doc := renderMarkdown(t, m)
	h1 := elements(doc, atom.H1)
	if len(h1) != 1 || flat(textOf(h1[0])) != "Sprawdzenie cytatów: memo_d02.docx" {
		t.Errorf("the title does not read „Sprawdzenie cytatów: memo_d02.docx”: %d h1", len(h1))
	}
	text := flat(textOf(doc))
	for _, want := range []string{"memo_d02.uwagi.docx", "„_ważne_ i *bardzo* __istotne__ a_b_c”", "plik lib/I_CSK_1_19.txt"} {
		if !strings.Contains(text, want) {
			t.Errorf("the rendered report lacks %q", want)
		}
	}
	if strings.Contains(text, `\_`) || strings.Contains(text, `\*`) {
		t.Errorf("a markdown escape shows in the rendered report")
	}
	for _, e := range elements(doc, atom.Em) {
		t.Errorf("the memo's text became emphasis: %q", textOf(e))
	}
}

// TestMarkdownRendersHostileAsText: a hostile memo's markup renders as
// text: no element of its own, no link, its name shown as written.
func TestMarkdownRendersHostileAsText(t *testing.T) {
	t.Parallel()
	doc := renderMarkdown(t, hostileMemo())
	for _, tag := range []atom.Atom{atom.Script, atom.Img, atom.Iframe, atom.Style, atom.B, atom.Em} {
		if els := elements(doc, tag); len(els) > 0 {
			t.Errorf("the memo added a <%s>", tag)
		}
	}
	for _, a := range elements(doc, atom.A) {
		for _, at := range a.Attr {
			if at.Key == "href" && !strings.HasPrefix(at.Val, "./") {
				t.Errorf("a link of the memo's: %q", at.Val)
			}
		}
	}
	if h1 := elements(doc, atom.H1); len(h1) != 1 || !strings.Contains(flat(textOf(h1[0])), "<script>alert('x')</script><img src=x onerror=alert(2)>") {
		t.Errorf("the memo's name is not shown as written")
	}
}

// flat is a rendered text with its white space collapsed.
func flat(s string) string { return strings.Join(strings.Fields(s), " ") }
