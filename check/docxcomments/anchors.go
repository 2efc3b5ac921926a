package docxcomments

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"citeguard/extract"
	"citeguard/reports"
)

// place is where a claim's comment goes, and whether it covers the
// claim's own words (exact) — else the comment quotes the memo passage.
type place struct {
	para int
	span
	exact bool
}

// placeClaim finds where a claim stands in the main part: a body claim in
// the paragraph of its block (reports.Claim.Paragraph is the 1-based
// block), on its words when they are found there; a claim in a footnote
// at the words before the footnote's reference; a claim whose paragraph
// is not known, wherever its words are. ok false: nowhere.
func placeClaim(doc *extract.Document, lay *layout, notes map[int]int, c *reports.Claim) (place, bool) {
	texts := claimTexts(c)
	if c.Footnote > 0 {
		i, ok := notes[c.Footnote]
		if !ok || doc.Footnotes[i].Ref < 0 {
			return place{}, false
		}
		ref := doc.Footnotes[i].Ref
		b := doc.BlockAt(ref)
		if b < 0 && ref > 0 {
			b = doc.BlockAt(ref - 1) // the mark ends its block
		}
		if b < 0 {
			return place{}, false
		}
		p := lay.paraAt(doc.Blocks[b].XMLOffset)
		if p < 0 {
			return place{}, false
		}
		before := lastChars(doc.Text[doc.Blocks[b].Start:min(ref, doc.Blocks[b].End)], 40)
		if sp, ok := lay.locateEnd(p, before); ok {
			return place{para: p, span: sp}, true
		}
		return place{para: p, span: whole}, true
	}
	if c.Paragraph > 0 && c.Paragraph <= len(doc.Blocks) {
		if p := lay.paraAt(doc.Blocks[c.Paragraph-1].XMLOffset); p >= 0 {
			if sp, ok := lay.locate(p, texts); ok {
				return place{para: p, span: sp, exact: true}, true
			}
			return place{para: p, span: whole}, true
		}
	}
	if p, sp, ok := lay.find(texts); ok {
		return place{para: p, span: sp, exact: true}, true
	}
	return place{}, false
}

// claimTexts are the claim's words as the memo writes them, narrowest
// first: the quotation, the claim's text, the memo passage.
func claimTexts(c *reports.Claim) []string {
	var out []string
	for _, s := range []string{c.Quote, c.ClaimText, c.MemoPassage} {
		if strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	return out
}

// locateEnd finds the last occurrence of text in paragraph p: its span.
// A footnote's reference follows those words.
func (l *layout) locateEnd(p int, text string) (span, bool) {
	hay, owner := l.skeleton(p)
	needle, _ := skeleton([]string{text})
	if utf8.RuneCount(needle) < 3 {
		return whole, false
	}
	if i := bytes.LastIndex(hay, needle); i >= 0 {
		return spanOf(owner, i, i+len(needle)), true
	}
	return whole, false
}

// lastChars is the end of s, at most n characters, from a word's start.
func lastChars(s string, n int) string {
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	s = string(r[len(r)-n:])
	if i := strings.IndexByte(s, ' '); i >= 0 && i < len(s)-1 {
		s = s[i+1:]
	}
	return s
}

// noteNumbers maps the footnote numbers of claims (reports.Claim.Footnote)
// to doc.Footnotes indexes (extract's NoteNumbers, as the claim extractor
// numbers them).
func noteNumbers(doc *extract.Document) map[int]int {
	out := map[int]int{}
	for i, n := range doc.NoteNumbers() {
		if n != 0 {
			out[n] = i
		}
	}
	return out
}
