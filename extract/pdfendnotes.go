package extract

import (
	"slices"
	"strconv"
	"unicode"
)

// Endnotes of a PDF.
//
// Notes collected at the end of a document (LibreOffice's and Word's
// endnotes, a Markdown converter's notes section) stand after the body on
// its last page or on pages of their own, where the footnote zones (at the
// bottom of a page, under the body) are not looked for. They are the
// document's last lines from the first one that opens with the number 1,
// or with the number the footnotes have reached, each later note opening
// with the next number ("1 Wyrok …", "2Tamże.", "3. Tamże." as a browser
// prints an ordered list of notes; not "1)"), the lines between openings continuing
// the note above; and they are notes only when every one of their numbers
// stands raised after a glyph in the body before them (a reference mark no
// footnote took). Their lines leave the body; the marks link to them like
// footnotes' marks (Footnote.Kind "endnote").

// maxEndnotePages is how many of the last pages the endnotes may fill.
const maxEndnotePages = 3

// maxEndnoteLines bounds the lines of one endnote.
const maxEndnoteLines = 8

// markEndnotes finds the endnotes (see above), marks their lines as notes
// and adds them to the draft; next is the number the footnotes reached,
// pageMarks the marks of each page's footnotes. It returns the endnotes'
// marks.
func markEndnotes(pages [][]pline, body float32, d *draft, next int, pageMarks []map[string]bool) map[string]bool {
	type at struct{ p, i int }
	first := max(len(pages)-maxEndnotePages, 0)
	var seq []at // the last pages' lines, top down
	for p := first; p < len(pages); p++ {
		ls := pages[p]
		idx := make([]int, 0, len(ls))
		for i := range ls {
			if !ls[i].drop && !ls[i].note {
				idx = append(idx, i)
			}
		}
		slices.SortStableFunc(idx, func(a, b int) int { return cmpDesc(ls[a].base, ls[b].base) })
		for _, i := range idx {
			seq = append(seq, at{p, i})
		}
	}
	line := func(a at) *pline { return &pages[a.p][a.i] }
	// The body's reference marks that no footnote took, with the page.
	refs := map[int]int{}
	for p, ls := range pages {
		idx := make([]int, 0, len(ls))
		for i := range ls {
			if !ls[i].drop && !ls[i].note {
				idx = append(idx, i)
			}
		}
		for v := range raisedMarks(ls, idx, body) {
			if _, seen := refs[v]; !seen && !pageMarks[p][strconv.Itoa(v)] {
				refs[v] = p
			}
		}
	}
	if len(refs) == 0 {
		return nil
	}
	for k := range seq {
		n, ok := endnoteOpening(line(seq[k]))
		if !ok || (n != 1 && n != next) {
			continue
		}
		// The run from k: openings counting on, continuation lines between.
		want, lines, valid := n, 0, true
		var opens []int
		for j := k; j < len(seq) && valid; j++ {
			if v, ok := endnoteOpening(line(seq[j])); ok && v == want {
				p, has := refs[v]
				valid = has && p <= seq[k].p
				opens, want, lines = append(opens, j), want+1, 0
				continue
			}
			lines++
			valid = lines < maxEndnoteLines
		}
		if !valid {
			continue
		}
		marks := map[string]bool{}
		var cur *draftNote
		for j := k; j < len(seq); j++ {
			l := line(seq[j])
			l.note = true
			if slices.Contains(opens, j) {
				mark, rest := leadingMark(l.cs)
				cur = &draftNote{kind: "endnote", id: mark, mark: mark, page: seq[j].p + 1}
				d.notes = append(d.notes, cur)
				marks[mark] = true
				addNoteChars(&cur.text, l, rest)
				continue
			}
			cur.text.addSynthetic("\n", l.cs[0].raw)
			addNoteChars(&cur.text, l, l.cs)
		}
		return marks
	}
	return nil
}

// endnoteOpening reads the number a line opens with as a note does: at
// most three digits, then text with a letter, not "1)".
func endnoteOpening(l *pline) (int, bool) {
	mark, rest := leadingMark(l.cs)
	if mark == "" || len(rest) == 0 || unicode.IsDigit(rest[0].r) {
		return 0, false // (not "1.2. …", a numbered point)
	}
	k := len(l.cs) - len(rest) // the marks' end: what follows the digits
	for i := k - 1; i >= 0 && !unicode.IsDigit(l.cs[i].r); i-- {
		if l.cs[i].r == ')' {
			return 0, false
		}
	}
	letter := false
	for _, c := range rest {
		if unicode.IsLetter(c.r) {
			letter = true
			break
		}
	}
	v, err := strconv.Atoi(mark)
	return v, err == nil && letter && v > 0
}
