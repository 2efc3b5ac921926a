package claims

// Row references: a memo that tabulates rulings (a due-diligence report's
// „Poz. | Sprawa | Sygnatura | Sąd / data | Teza”) goes on to discuss them
// by their row: „Orzeczenie z poz. 3 …”, „W orzeczeniu z poz. 1 sąd uznał,
// że …”, „w sprawie z pozycji 5”, „lp. 2”. Such a reference is a short
// form (Kind "row") that stands for the ruling — or the provision — the
// row names, as „wyżej powołany wyrok” stands for the ruling cited before:
// it anchors quotations and paraphrases alike. A reference to several rows
// („z poz. 4 i 5”) names no one source and is none; a reference to a
// number no row of an earlier table carries, or to a row that cites
// nothing, is no citation at all (the words are the memo's, not a source).

import (
	"regexp"
	"strings"

	"citeguard/pl"
)

// tableRow is one row of a table of the memo (not its header row): its
// first and last sentence and its number, the leading number of its first
// cell („1”, „2.”), "" when it has none.
type tableRow struct {
	first, last int
	start       int // the offset of its first sentence
	label       string
}

// reRowLabel is a row's number at the start of its first cell: the whole
// cell („1”, „2.”) or, in a PDF row given as one block, the number before
// the row's next cell („1 Najem pojazdu …”).
var reRowLabel = regexp.MustCompile(`^[ \t\x{00a0}]*(\d{1,3})\.?(?:[ \t\x{00a0}\n]|$)`)

// tableRows returns the rows of the memo's tables in text order: the runs
// of sentences of one row (a DOCX/ODT cell's Table and Row; a PDF row's
// block). Header rows are left out.
func (x *extractor) tableRows() []tableRow {
	var out []tableRow
	for i := 0; i < len(x.sents); i++ {
		c := x.sents[i].cell
		if c == nil || c.Header {
			continue
		}
		j := i
		for j+1 < len(x.sents) && x.sents[j+1].cell != nil && x.sents[j+1].cell.Table == c.Table && x.sents[j+1].cell.Row == c.Row {
			j++
		}
		s := x.sents[i]
		r := tableRow{first: i, last: j, start: s.Start}
		if m := reRowLabel.FindStringSubmatch(x.text[s.Start:s.End]); m != nil {
			r.label = m[1]
		}
		out = append(out, r)
		i = j
	}
	return out
}

// reRowRef is a reference to one row: a lead word, a row pointer and the
// row's number (pl.RowPointerLeads, pl.RowPointers), not followed by
// another number („z poz. 4 i 5”, „poz. 6-7”: several rows).
var reRowRef = func() *regexp.Regexp {
	quote := func(ws []string) string {
		var alts []string
		for _, w := range ws {
			alts = append(alts, regexp.QuoteMeta(w))
		}
		return strings.Join(alts, "|")
	}
	return regexp.MustCompile(`(?i)(?:^|[^\p{L}\d.])(?:` + quote(pl.RowPointerLeads.List()) + `)` + sp + `+((?:` + quote(pl.RowPointers.List()) + `)` + sp + `*(\d{1,3}))(?:[^\p{L}\d]|$)`)
}()

// reMoreRows is what, after a row's number, names more rows: „ i 5”,
// „, 6”, „-7”, „ oraz 8”.
var reMoreRows = regexp.MustCompile(`^` + sp + `*(?:i|oraz|lub|albo|,|-|–|—)` + sp + `*\d`)

// findRowRefs returns the row references of the memo's text: those to a
// number a row of a table before them carries (rows), as short forms of
// kind "row".
func (x *extractor) findRowRefs(rows []tableRow) []ShortFormMatch {
	if len(rows) == 0 {
		return nil
	}
	var out []ShortFormMatch
	for _, m := range reRowRef.FindAllStringSubmatchIndex(x.text, -1) {
		start, end, label := m[2], m[3], x.text[m[4]:m[5]]
		if reMoreRows.MatchString(x.text[end:min(len(x.text), end+12)]) {
			continue
		}
		if rowOf(rows, label, start) < 0 {
			continue
		}
		out = append(out, ShortFormMatch{Start: start, End: end, Raw: x.text[start:end], Kind: "row", Row: label})
	}
	return out
}

// rowOf returns the index in rows of the last row numbered label that
// starts before offset at (the nearest table before a reference), or -1.
func rowOf(rows []tableRow, label string, at int) int {
	found := -1
	for k := range rows {
		if rows[k].label == label && rows[k].start < at {
			found = k
		}
	}
	return found
}

// mergeShorts merges two lists of short forms sorted by their start.
func mergeShorts(a, b []ShortFormMatch) []ShortFormMatch {
	if len(b) == 0 {
		return a
	}
	out := make([]ShortFormMatch, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		if j == len(b) || i < len(a) && a[i].Start <= b[j].Start {
			out = append(out, a[i])
			i++
		} else {
			out = append(out, b[j])
			j++
		}
	}
	return out
}

// rowRuling is the citation that row r of the memo's tables names: its
// first ruling with a signature or ECLI outside quotations, else its first
// provision; nil when the row cites nothing (or names two rulings).
func (x *extractor) rowRuling(r tableRow) *Citation {
	var ruling, prov *Citation
	for i := r.first; i <= r.last; i++ {
		for k := range x.cits[i] {
			c := &x.cits[i][k]
			if c.InQuote || c.Por || c.Own {
				continue
			}
			switch {
			case c.Kind == JudgmentCitation && (c.Anchor.Sygnatura != "" || c.Anchor.ECLI != ""):
				if ruling != nil && sourceID(ruling.Anchor) != sourceID(c.Anchor) {
					return nil // two rulings in one row: which one is meant?
				}
				if ruling == nil {
					ruling = c
				}
			case c.Kind == ActCitation && c.Anchor.Przepis != "" && prov == nil:
				prov = c
			}
		}
	}
	if ruling != nil {
		return ruling
	}
	return prov
}

// dropDeadRowRefs removes the row references whose row cites nothing
// (rowRuling): they are no citations.
func (x *extractor) dropDeadRowRefs() {
	dead := map[[2]int]bool{}
	for i := range x.cits {
		for k := range x.cits[i] {
			if c := &x.cits[i][k]; c.Kind == ShortCitation && c.Short != nil && c.Short.Kind == "row" && x.rowAntecedent(c) == nil {
				dead[[2]int{i, k}] = true
			}
		}
	}
	if len(dead) == 0 {
		return
	}
	for i := range x.cits {
		var kept []Citation
		for k, c := range x.cits[i] {
			if !dead[[2]int{i, k}] {
				kept = append(kept, c)
			}
		}
		x.cits[i] = kept
	}
}

// rowAntecedent is the citation a row reference c stands for, or nil.
func (x *extractor) rowAntecedent(c *Citation) *Citation {
	k := rowOf(x.rows, c.Short.Row, c.Start)
	if k < 0 {
		return nil
	}
	return x.rowRuling(x.rows[k])
}
