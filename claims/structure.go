package claims

import (
	"strings"

	"citeguard/cite"
)

// The document's structure as a source of anchors (issue 22, class 1): an
// LLM answer or a working note names a ruling once, in a heading or a bold
// line of its own („**II Ca 512/12 – wyrok SO w Legnicy z …**”), and lists
// the ruling's sentences in bullets under it. A quotation that names no
// source in its own sentence takes
//   - the citation of the label its list hangs from: the nearest block
//     before the list items that is a short paragraph naming a source and
//     quoting nothing (anchor_from "lista");
//   - the ruling its section's heading names (anchor_from "naglowek"),
//     when the heading is about one ruling.
//
// Both are weak evidence: they count only when nothing in the sentence,
// its footnotes or a back-reference anchors the quotation.
const (
	scoreListParent = 30
	scoreHeading    = 28
	// maxLabel bounds the length of a label line ("I ACa 409/14 – wyrok
	// SA w Białymstoku z dnia 10 października 2014 r.:").
	maxLabel = 240
	// maxStructureBack bounds how many sentences back the label or the
	// heading is looked for (linear time on a long list).
	maxStructureBack = 120
)

// structureCands returns the candidates the structure gives quotation t:
// its list's label and its section's heading.
func (x *extractor) structureCands(t target) []cand {
	s := x.sents[t.i]
	if s.Footnote != 0 {
		return nil
	}
	var out []cand
	if s.Kind == BlockListItem || x.quoteOnly(t.i) {
		if c, at := x.listLabel(t.i); c != nil {
			out = append(out, cand{cs: []*Citation{c}, anchor: c.Anchor, id: sourceID(c.Anchor), from: cite.FromList,
				cue: labelText(x.text[x.sents[at].Start:x.sents[at].End]), score: scoreListParent, why: []string{"punkt listy pod wierszem z oznaczeniem źródła"}})
		}
	}
	if c, at := x.headingRuling(t.i); c != nil {
		out = append(out, cand{cs: []*Citation{c}, anchor: c.Anchor, id: sourceID(c.Anchor), from: cite.FromHeading,
			cue: labelText(x.text[x.sents[at].Start:x.sents[at].End]), score: scoreHeading, why: []string{"nagłówek sekcji wskazuje orzeczenie"}})
	}
	return out
}

// quoteOnly reports whether sentence i is a quotation and nothing else (a
// bullet whose list marks the extraction lost, a quotation set off as a
// paragraph of its own).
func (x *extractor) quoteOnly(i int) bool {
	s := x.sents[i]
	qs := x.quotesIn(s)
	if len(qs) != 1 {
		return false
	}
	before := strings.Trim(x.text[s.Start:qs[0].Start], " \t\n\u00a0•-–*·>")
	after := strings.Trim(x.text[qs[0].End:s.End], " \t\n\u00a0.;,")
	return before == "" && after == ""
}

// listLabel finds the label of the list holding sentence i: walking back
// over list items (and quotation-only paragraphs) of the same section, the
// first other block; it is a label when it is short, quotes nothing and
// names one eligible source (its first such citation is returned, with the
// label's sentence).
func (x *extractor) listLabel(i int) (*Citation, int) {
	s := x.sents[i]
	for k := i - 1; k >= 0 && k >= i-maxStructureBack; k-- {
		p := x.sents[k]
		if p.Footnote != 0 {
			continue
		}
		if p.Section != s.Section {
			return nil, -1
		}
		if p.Para == s.Para || x.quoteOnly(k) {
			continue
		}
		if p.Kind == BlockListItem {
			// A list item is the label of the items under it when it
			// says so: bold („- **I ACa 409/14** – wyrok …”) or ending
			// with a colon.
			if t := strings.TrimSpace(x.text[p.Start:p.End]); strings.HasSuffix(t, ":") || strings.Contains(t, "**") {
				if c, at := x.labelCitation(k); c != nil {
					return c, at
				}
			}
			continue
		}
		if x.trailingSourceLine(k) {
			return nil, -1 // „Źródło: …” after a group: the source of what is above it
		}
		return x.labelCitation(k)
	}
	return nil, -1
}

// labelCitation returns the first eligible citation of sentence k when
// the sentence is a label: short, no quotation, the whole block.
func (x *extractor) labelCitation(k int) (*Citation, int) {
	p := x.sents[k]
	if p.End-p.Start > maxLabel || len(x.quotesIn(p)) > 0 {
		return nil, -1
	}
	if k > 0 && x.sents[k-1].Para == p.Para && x.sents[k-1].Footnote == 0 || k+1 < len(x.sents) && x.sents[k+1].Para == p.Para && x.sents[k+1].Footnote == 0 {
		return nil, -1 // a sentence of a longer paragraph
	}
	for j := range x.cits[k] {
		if c := &x.cits[k][j]; eligible(c) && !c.Unsigned {
			return c, k
		}
	}
	return nil, -1
}

// headingRuling returns the ruling the heading of sentence i's section
// names (its first eligible ruling citation), with the heading's
// sentence; nil when the heading names no ruling, or several.
func (x *extractor) headingRuling(i int) (*Citation, int) {
	s := x.sents[i]
	if s.Section == 0 || s.Kind == BlockHeading {
		return nil, -1
	}
	for k := i - 1; k >= 0 && k >= i-maxStructureBack; k-- {
		p := x.sents[k]
		if p.Footnote != 0 {
			continue
		}
		if p.Section != s.Section {
			return nil, -1
		}
		if p.Kind != BlockHeading {
			continue
		}
		if x.trailingSourceLine(k) {
			return nil, -1 // a bold „Źródło: …” after a group: the source of what is above it
		}
		var found *Citation
		for j := range x.cits[k] {
			c := &x.cits[k][j]
			if c.Kind != JudgmentCitation || !eligible(c) {
				continue
			}
			if found != nil && sourceID(found.Anchor) != sourceID(c.Anchor) {
				return nil, -1
			}
			found = c
		}
		if found != nil {
			return found, k
		}
	}
	return nil, -1
}

// labelText is a label or heading as the reader sees it: without the
// Markdown marks of a heading or bold text and a closing colon.
func labelText(s string) string {
	return clean(strings.Trim(strings.TrimLeft(s, "#> \t"), "*_: \t\n\u00a0"))
}

// listRuling returns the ruling the label of list item i names (a bold
// signature line over bullets: „**Wyrok SO w Toruniu …, VIII Ca 506/14**⏎-
// W tej sprawie Sąd Okręgowy oddalił apelację.”), as the candidate of
// what the item says of it (anchor_from "lista"), or false.
func (x *extractor) listRuling(i int) (cand, bool) {
	if x.sents[i].Kind != BlockListItem || x.sents[i].Footnote != 0 {
		return cand{}, false
	}
	c, at := x.listLabel(i)
	if c == nil || c.Kind != JudgmentCitation || c.Unsigned {
		return cand{}, false
	}
	return cand{cs: []*Citation{c}, anchor: c.Anchor, id: sourceID(c.Anchor), from: cite.FromList,
		cue: labelText(x.text[x.sents[at].Start:x.sents[at].End]), score: scoreListParent, why: []string{"punkt listy pod wierszem z oznaczeniem źródła"}}, true
}
