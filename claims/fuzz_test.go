package claims

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzExtract feeds arbitrary text, with a footnote and a page break taken
// from the two numbers and each line a block, to Extract: it must not panic, and every range it
// reports must lie inside the text and hold what it says. The seed corpus is
// in testdata/fuzz/FuzzExtract; the memo table adds more seeds.
func FuzzExtract(f *testing.F) {
	for _, tc := range memoCases {
		f.Add(tc.text, uint16(len(tc.text)/2), uint16(len(tc.text)))
	}
	f.Fuzz(func(t *testing.T, text string, a, b uint16) {
		in := Input{Text: text}
		if n := len(text); n > 0 {
			s, e := int(a)%n, int(b)%(n+1)
			if s > e {
				s, e = e, s
			}
			in.Footnotes = []Footnote{{Number: 1, Text: Span{s, e}, Ref: s / 2}}
			in.Pages = []Span{{0, s}, {s, n}}
			// Every line a block, of a kind the numbers choose: the
			// extraction's blocks, a quotation cut at their edges.
			kinds := []string{BlockParagraph, BlockHeading, BlockQuote, BlockListItem, BlockTableCell}
			at := 0
			for i, line := range strings.SplitAfter(text, "\n") {
				if end := at + len(strings.TrimRight(line, "\n")); end > at {
					in.Blocks = append(in.Blocks, Block{Kind: kinds[(int(b)+i)%len(kinds)], Start: at, End: end})
				}
				at += len(line)
			}
		}
		res := Extract(in)
		for _, c := range res.Claims {
			if c.Start < 0 || c.End > len(text) || c.Start > c.End {
				t.Fatalf("claim %s range [%d,%d) outside %d bytes", c.ID, c.Start, c.End, len(text))
			}
			if c.Quote != "" && !strings.Contains(text[c.Start:c.End], c.Quote) {
				t.Fatalf("claim %s quote %q not in its range", c.ID, c.Quote)
			}
			if utf8.ValidString(text) && !utf8.ValidString(c.Quote+c.ClaimText+c.SourceID) {
				t.Fatalf("claim %s: invalid UTF-8 cut from valid text", c.ID)
			}
		}
		for _, g := range res.Ignored {
			if g.Start < 0 || g.End > len(text) || g.Start > g.End || !strings.Contains(text[g.Start:g.End], g.Text) {
				t.Fatalf("ignored %q range [%d,%d) bad", g.Text, g.Start, g.End)
			}
		}
	})
}
