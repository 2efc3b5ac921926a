package docxcomments

import (
	"bytes"
	"strconv"
	"strings"
	"unicode/utf8"

	"citeguard/extract"
	"citeguard/reports"
)

// place is where a claim's comment goes, and whether it covers the
// claim's own words (exact) — else the comment quotes the memo passage.
type place struct {
	para, first, last int
	exact             bool
}

// placeClaim finds where a claim stands in the main part: a body claim in
// the paragraph of its block (reports.Claim.Paragraph is the 1-based
// block), on the runs holding its words when they are found there; a claim
// in a footnote at the words before the footnote's reference; a claim
// whose paragraph is not known, wherever its words are. ok false: nowhere.
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
		if f, e, ok := lay.locateEnd(p, before); ok {
			return place{para: p, first: f, last: e}, true
		}
		return place{para: p, first: -1, last: -1}, true
	}
	if c.Paragraph > 0 && c.Paragraph <= len(doc.Blocks) {
		if p := lay.paraAt(doc.Blocks[c.Paragraph-1].XMLOffset); p >= 0 {
			if f, e, ok := lay.locate(p, texts); ok {
				return place{para: p, first: f, last: e, exact: true}, true
			}
			return place{para: p, first: -1, last: -1}, true
		}
	}
	if p, f, e, ok := lay.find(texts); ok {
		return place{para: p, first: f, last: e, exact: true}, true
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

// locateEnd finds the last occurrence of text in paragraph p: the children
// holding it. A footnote's reference follows those words.
func (l *layout) locateEnd(p int, text string) (first, last int, ok bool) {
	hay, owner := l.skeleton(p)
	needle, _ := skeleton([]string{text})
	if utf8.RuneCount(needle) < 3 {
		return -1, -1, false
	}
	if i := bytes.LastIndex(hay, needle); i >= 0 {
		return owner[i], owner[i+len(needle)-1], true
	}
	return -1, -1, false
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
// to doc.Footnotes: the number a footnote shows, or, when that is no
// number or is taken (an endnote numbered like a footnote), its place in
// the list — the numbering check.claimsInput gives the claim extractor.
func noteNumbers(doc *extract.Document) map[int]int {
	out := map[int]int{}
	used := map[int]bool{}
	for i, f := range doc.Footnotes {
		if f.Kind == "header" || f.Kind == "footer" {
			continue
		}
		n, err := strconv.Atoi(f.Mark)
		if err != nil || used[n] {
			n = i + 1
			for used[n] {
				n += len(doc.Footnotes)
			}
		}
		used[n] = true
		out[n] = i
	}
	return out
}
