package claims

import (
	"strings"
	"unicode"

	"citeguard/cite"
	"citeguard/pl"
)

// Source lines (issue 22, class 1). An LLM answer, a working note or a
// client alert often names the source AFTER what it gives the source of: a
// group of bullets or a paragraph with quotations, then a line of its own
// „**Źródło:** wyrok SR w … z dnia …, sygn. …”, „(źródło: …)”, „Podstawa:
// …”. Such a line is the anchor of the quotations ABOVE it, up to the
// previous heading or the previous source line (anchor_from "zrodlo"), not
// of what follows it: below it, it is no list label.
const (
	// scoreSourceLine is a source line below the quotation: it beats what
	// the discourse gives a bare court or verb („Sąd stwierdził:”, a
	// ruling discussed in an earlier section), the list label and the
	// heading; it loses to a citation, a footnote or a named back-reference
	// of the quotation's own sentence.
	scoreSourceLine = 48
	// maxSourceLine bounds a source line's length.
	maxSourceLine = 360
)

// sourceLineLabel reports whether the text of a block opens with a source
// line's label (pl.SourceLineLabels, with at most one word after it:
// „Podstawa prawna”) and a colon or a dash, possibly in bold, italics or
// parentheses: „**Źródło:** …”, „(źródło: …)”, „Podstawa – …”.
func sourceLineLabel(t string) bool {
	t = strings.TrimLeft(t, " \t\n\u00a0*_([>•-–")
	notLetter := func(r rune) bool { return !unicode.IsLetter(r) }
	end := strings.IndexFunc(t, notLetter)
	if end <= 0 || !pl.SourceLineLabels.Has(strings.ToLower(t[:end])) {
		return false
	}
	rest := strings.TrimLeft(t[end:], " \t\u00a0*_")
	if n := strings.IndexFunc(rest, notLetter); n > 0 && strings.ToLower(rest[:n]) == rest[:n] {
		rest = strings.TrimLeft(rest[n:], " \t\u00a0*_") // „Podstawa prawna:”
	}
	return strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "–") || strings.HasPrefix(rest, "—") || strings.HasPrefix(rest, "- ")
}

// sourceLine returns the citation of source line k — the first sentence of
// a block of the body that opens with a source line's label, quotes
// nothing, is short and names an eligible source (its first one) — or nil.
func (x *extractor) sourceLine(k int) *Citation {
	p := x.sents[k]
	if p.Footnote != 0 || p.Kind == BlockTableCell || p.Kind == BlockQuote {
		return nil
	}
	if k > 0 && x.sents[k-1].Para == p.Para && x.sents[k-1].Footnote == 0 {
		return nil // not the first sentence of its block
	}
	if !sourceLineLabel(x.text[p.Start:p.End]) {
		return nil
	}
	end := k
	for end+1 < len(x.sents) && x.sents[end+1].Para == p.Para && x.sents[end+1].Footnote == 0 {
		end++
	}
	if x.sents[end].End-p.Start > maxSourceLine {
		return nil
	}
	for j := k; j <= end; j++ {
		if len(x.quotesIn(x.sents[j])) > 0 {
			return nil
		}
	}
	for j := k; j <= end; j++ {
		for n := range x.cits[j] {
			if c := &x.cits[j][n]; eligible(c) {
				return c
			}
		}
	}
	return nil
}

// trailingSourceLine reports whether block k is a source line set after
// what it gives the source of: something of its section stands before it
// (it does not open its section) — or, a source line set wholly in bold
// and read as a heading, text stands before it rather than a heading.
func (x *extractor) trailingSourceLine(k int) bool {
	if x.sourceLine(k) == nil {
		return false
	}
	for j := k - 1; j >= 0 && j >= k-maxStructureBack; j-- {
		p := x.sents[j]
		if p.Footnote != 0 {
			continue
		}
		if x.sents[k].Kind == BlockHeading {
			return p.Kind != BlockHeading
		}
		return p.Section == x.sents[k].Section && p.Kind != BlockHeading
	}
	return false
}

// sourceLineBelow finds the source line that gives quotation t's sentence
// its source: walking forward over the blocks of the same section, the
// first source line; none past a heading (unless the heading is the source
// line itself, a bold line read as one) or a label of another list.
func (x *extractor) sourceLineBelow(i int) (*Citation, int) {
	s := x.sents[i]
	if s.Footnote != 0 || s.Kind == BlockHeading || s.Kind == BlockTableCell || x.sourceLine(x.blockStart(i)) != nil {
		return nil, -1
	}
	for k := i + 1; k < len(x.sents) && k <= i+maxStructureBack; k++ {
		p := x.sents[k]
		if p.Footnote != 0 || p.Para == s.Para {
			continue
		}
		if c := x.sourceLine(k); c != nil {
			return c, k
		}
		if p.Kind == BlockHeading || p.Section != s.Section {
			return nil, -1
		}
		if p.Kind != BlockListItem && x.sents[k-1].Para != p.Para {
			if c, _ := x.labelCitation(k); c != nil {
				return nil, -1 // the label of the next group
			}
		}
	}
	return nil, -1
}

// blockStart returns the first sentence of sentence i's block.
func (x *extractor) blockStart(i int) int {
	for i > 0 && x.sents[i-1].Para == x.sents[i].Para && x.sents[i-1].Footnote == x.sents[i].Footnote {
		i--
	}
	return i
}

// sourceLineCand is the candidate a source line below gives quotation t;
// a court named as the quotation's speaker that is the source line's
// („Sąd w Miliczu ujął to tak:” over „Źródło: wyrok SR w Trzebnicy, …
// z siedzibą w Miliczu, …”) makes it a named fit.
func (x *extractor) sourceLineCand(t target) (cand, bool) {
	c, at := x.sourceLineBelow(t.i)
	if c == nil {
		return cand{}, false
	}
	line := x.text[x.sents[at].Start:x.sents[at].End]
	if c.Kind == ActCitation && x.courtIntroduces(t) {
		return cand{}, false // „Sąd dodał: „…”” over „Podstawa prawna: art. …”: the court's words, not the act's
	}
	cd := cand{cs: []*Citation{c}, anchor: c.Anchor, id: sourceID(c.Anchor), from: cite.FromSourceLine,
		cue: labelText(strings.ReplaceAll(strings.ReplaceAll(line, "**", ""), "__", "")), score: scoreSourceLine, why: []string{"wiersz „Źródło” pod cytatem"}}
	for _, cu := range x.cuesOf(t.i) {
		if cu.kind != cueCourt || !cu.filter.strict || cu.start >= t.start {
			continue
		}
		if q, ok := cu.filter.matches(&topic{anchor: c.Anchor, ruling: c.Kind != ActCitation, place: line}); ok && q == 2 {
			cd.score += bonusNamedFit
			cd.why = append(cd.why, "pasuje sąd")
		}
		break
	}
	return cd, true
}

// courtIntroduces reports whether a court is named as the speaker of
// quotation t, before it in its sentence.
func (x *extractor) courtIntroduces(t target) bool {
	for _, cu := range x.cuesOf(t.i) {
		if cu.kind == cueCourt && cu.start < t.start {
			return true
		}
	}
	return false
}

// maxScore is the best score of cs, 0 when there is none.
func maxScore(cs []cand) int {
	m := 0
	for _, c := range cs {
		m = max(m, c.score)
	}
	return m
}

// placeNamed reports whether a court named by its seat („Sąd w Miliczu”)
// is the court a citation's text names by its seat or its branch's seat
// („…, V Zamiejscowy Wydział Cywilny z siedzibą w Miliczu, …”): the seat
// (its name, or its stem) stands after a „w”/„we” of the text.
func placeNamed(text string, f refFilter) bool {
	if f.seat == "" && f.seatName == "" || text == "" {
		return false
	}
	ws := strings.Fields(text)
	for k := 0; k+1 < len(ws); k++ {
		if w := strings.ToLower(ws[k]); w != "w" && w != "we" {
			continue
		}
		var at []string
		for j := k + 1; j < len(ws) && j <= k+3; j++ {
			at = append(at, strings.Trim(ws[j], ",.;:()*"))
		}
		if f.seatName != "" && pl.SeatFits("Sąd w "+strings.Join(at, " "), f.seatName) || f.seat != "" && seatStem(at[0]) == f.seat {
			return true
		}
	}
	return false
}

// courtNamesRuling reports whether every court quotation t's sentence
// names as its speaker before it („Sąd Rejonowy w Oławie wskazał:”,
// „Sąd w Strzelinie ujął to tak:”) is the court of a ruling: by its name
// and seat, or by a seat its citation's text names (line, a label or
// heading: „…, Zamiejscowy Wydział … z siedzibą w Strzelinie”). A court
// named by no more than „Sąd” fits any ruling.
func (x *extractor) courtNamesRuling(t target, a cite.Anchor, line string) bool {
	for _, cu := range x.cuesOf(t.i) {
		if cu.kind != cueCourt || cu.start >= t.start {
			continue
		}
		if _, ok := cu.filter.matches(&topic{anchor: a, ruling: a.Przepis == "", place: line}); !ok {
			return false
		}
	}
	return true
}
