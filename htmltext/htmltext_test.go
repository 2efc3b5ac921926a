package htmltext

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestText(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, in, want string }{
		{"blocks", "<p>Sygn. akt I ACa 499/13</p>\n  <div><h2>POSTANOWIENIE</h2><p>Dnia 7 listopada 2013 r.</p></div>",
			"Sygn. akt I ACa 499/13\n\nPOSTANOWIENIE\n\nDnia 7 listopada 2013 r."},
		{"sup digits", "<p>art. 479<sup>4</sup> § 2 k.p.c.</p>", "art. 479⁴ § 2 k.p.c."},
		{"sup after a comment", "art. 518<sup>\n<!-- -->1</sup> § 3", "art. 518 ¹ § 3"}, // as the portal writes it
		{"sup signs", "art. 477<sup>(14)</sup>, 5<sup>1-3a</sup>", "art. 477⁽¹⁴⁾, 5¹⁻³a"},
		{"not a tag name", "<p.wolski@example.pl> a <3 b <>", "a <3 b <>"},
		{"anonymised names", "<p>z powództwa <span class=\"anon-block\">B. K.</span>\n i <span class=\"anon-block\">T. T.</span>\n</p>", "z powództwa B. K. i T. T."},
		{"entities and NBSP", "<p>Nr&nbsp;96, poz.&#160;959 &amp; &bdquo;cytat&rdquo;</p>", "Nr\u00a096, poz.\u00a0959 & „cytat”"},
		{"NBSP line kept", "<p>&nbsp;</p><p>x</p>", "\u00a0\n\nx"},
		{"script and style", "<style>p{color:red}</style><script>var a='<p>';</script><p>tekst</p>", "tekst"},
		{"comment", "<p>a<!-- komentarz <p> -->b</p>", "ab"},
		{"empty blocks", "<p>x</p><p>   </p><br/><p>y</p>", "x\n\ny"},
		{"unterminated tag", "<p>Dnia 1 lutego <b", "Dnia 1 lutego"},
		{"unterminated comment", "a<!-- b", "a"},
		{"not tags", "a < b i c > d", "a < b i c > d"},
		{"empty tag is text", "a<>b", "a<>b"},
		{"comment in a strong", "<strong>\n<!-- -->I ACz 54/13</strong>", "I ACz 54/13"},
		{"br", "<p>a <br> b<br/><br/>c</p>", "a\n\nb\n\nc"},
		{"head and title", "<html><head><title>TYTUŁ</title><meta charset=utf-8>x</head><body><p>treść</p></body></html>", "treść"},
		{"head without its end", "<head><title>t</title><body>treść", "treść"},
		{"hidden", `<p style="display:none">UKRYTE</p><div hidden>ukryte<div>też</div></div><p>widać</p>`, "widać"},
		{"quoted >", `<a title="a > b">link</a>`, "link"},
		{"namespaces", "<p>a<o:p></o:p>b</p>", "a\n\nb"},
		{"pre", "<pre>  a  b\n\n c</pre>x", "  a  b\n\n c\n\nx"},
		{"inline elements", "a<b>b</b> <i>c</i>", "ab c"},
		{"invalid UTF-8", "a\xffb", "a\uFFFDb"},
		{"noscript and template", "<noscript>n</noscript><template><p>t</p></template>x", "x"},
	}
	for _, tc := range tests {
		if got, _ := Text(tc.in); got != tc.want {
			t.Errorf("%s: Text(%q)\n got %q\nwant %q", tc.name, tc.in, got, tc.want)
		}
	}
}

func TestAnonymised(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   string
		want []string
	}{
		{`<p>z powództwa <span class="anon-block">B. K.</span> i <span class="anon-block">T. T.</span></p>`, []string{"B. K.", "T. T."}},
		{`<span class="anon-block">A <span class="x">B</span> C</span> D`, []string{"A B C"}},
		{`<span class="anon-block"><p>Jan</p><p>K.</p></span>x`, []string{"Jan\n\nK."}},
		{`a <span class="anon-block">open to the end`, []string{"open to the end"}},
		{`<span class="anon-block"/>a <span>b</span>`, nil},
		{`</span><span class="anon-block">X</span>`, []string{"X"}},
	}
	for _, tc := range tests {
		text, spans := Text(tc.in)
		var got []string
		for _, s := range spans {
			got = append(got, text[s.Start:s.End])
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("Text(%q): anonymised %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestBlocks(t *testing.T) {
	t.Parallel()
	in := `<h2>Nagłówek</h2><p>akapit<br>druga linia<br><br>po pustej</p><ul><li>a<ul><li>b</ul></ul>` +
		`<blockquote><p>cytat</blockquote><table><tr><td>x<td>y</table><p>&nbsp;</p><pre>p1
p2</pre>`
	p, err := Read(context.Background(), in, Options{Blocks: true})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, b := range p.Blocks {
		var lines []string
		for _, l := range b.Lines {
			lines = append(lines, p.Text[l.Start:l.End])
		}
		got = append(got, fmt.Sprintf("%v/%d %q", b.Kind, b.Level, lines))
	}
	want := []string{
		`heading/2 ["Nagłówek"]`,
		`paragraph/0 ["akapit" "druga linia" "" "po pustej"]`,
		`list item/1 ["a"]`,
		`list item/2 ["b"]`,
		`quote/0 ["cytat"]`,
		`table cell/0 ["x"]`,
		`table cell/0 ["y"]`,
		`paragraph/0 ["\u00a0"]`,
		`paragraph/0 ["p1" "p2"]`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("blocks:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if p2, _ := Read(context.Background(), in, Options{}); p2.Blocks != nil || p2.Text != p.Text {
		t.Errorf("without Options.Blocks: %d blocks, text %q (want none, %q)", len(p2.Blocks), p2.Text, p.Text)
	}
}

func TestLimits(t *testing.T) {
	t.Parallel()
	deep := strings.Repeat("<div>", 300) + "x" + strings.Repeat("</div>", 300)
	if _, err := Read(context.Background(), deep, Options{MaxDepth: 256}); !errors.Is(err, ErrTooDeep) {
		t.Errorf("300 nested divs, MaxDepth 256: err %v, want ErrTooDeep", err)
	}
	if text, _ := Text(deep); text != "x" {
		t.Errorf("300 nested divs without a bound: %q", text)
	}
	// p, li and cells close themselves: a page of many is not deep.
	flat := strings.Repeat("<p>a", 1000) + strings.Repeat("<li>b", 1000) + "<table>" + strings.Repeat("<td>c", 1000)
	if _, err := Read(context.Background(), flat, Options{MaxDepth: 8}); err != nil {
		t.Errorf("unclosed p, li, td: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Read(ctx, "<p>x</p>", Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: err %v", err)
	}
}

// FuzzRead: any input reads without a panic into valid UTF-8 that neither
// starts nor ends with a line break, with ranges in order inside the text.
// Long run: go test ./htmltext -run '^$' -fuzz FuzzRead -fuzztime 2m
func FuzzRead(f *testing.F) {
	for _, s := range []string{
		"<p>a<sup>1</sup></p><!--", "<script>x", "<pre>\n\na</pre>", "<span class=anon-block><p>",
		`<html><head><meta charset="windows-1250"><title>t</title></head><body><h2>Nag</h2><p>art. 398<sup>1</sup> &amp; &sect; 2</p><ul><li>a<li>b</ul><table><tr><td>x<td>y</table><blockquote><p>cyt</blockquote></body></html>`,
		`<p style="display:none">a<p>b</p></p><div hidden>c</div><script>if(a<b)</script><!-- x --><pre>  p  </pre>`,
		`<<p>>&#x105;&#261;&bogus;<br/><o:p></o:p><v:shape>x</v:shape>`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Read(context.Background(), s, Options{MaxDepth: 64, Blocks: true})
		if err != nil {
			if !errors.Is(err, ErrTooDeep) {
				t.Fatalf("error %v", err)
			}
			return
		}
		if !utf8.ValidString(p.Text) || strings.HasPrefix(p.Text, "\n") || strings.HasSuffix(p.Text, "\n") {
			t.Fatalf("text %q", p.Text)
		}
		last := 0
		for _, a := range p.Anonymised {
			if a.Start < last || a.End < a.Start || a.End > len(p.Text) {
				t.Fatalf("anonymised range %+v after %d in %d bytes", a, last, len(p.Text))
			}
			last = a.End
		}
		last = 0
		for _, b := range p.Blocks {
			for _, l := range b.Lines {
				if l.End == l.Start {
					continue
				}
				if l.Start < last || l.End > len(p.Text) || strings.Contains(p.Text[l.Start:l.End], "\n") {
					t.Fatalf("line %+v after %d: %q", l, last, p.Text)
				}
				last = l.End
			}
		}
	})
}
