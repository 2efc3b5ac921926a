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
// footnote took). A number raised right after a digit ("III CZP 36/02³")
// may be an article's superscript ("art. 417¹") as well as a mark: it
// counts for a note of the run only when fewer than half of the run's
// notes need such a mark (afterDigit), and then it is the note's
// reference. Their lines leave the body; the marks link to them like
// footnotes' marks (Footnote.Kind "endnote").

// maxEndnotePages is how many of the last pages the endnotes may fill.
const maxEndnotePages = 3

// maxEndnoteLines bounds the lines of the last endnote (what follows the
// last opening); maxInnerEndnoteLines those of an endnote the next
// opening closes (a note that discusses the ruling at length).
const (
	maxEndnoteLines      = 8
	maxInnerEndnoteLines = 20
)

// markEndnotes finds the endnotes (see above), marks their lines as notes
// and adds them to the draft; next is the number the footnotes reached,
// pageMarks the marks of each page's footnotes. It returns the endnotes'
// marks, and those whose reference stands after a digit with the page of
// that reference.
func markEndnotes(pages [][]pline, body float32, d *draft, next int, pageMarks []map[string]bool) (map[string]bool, map[string]int) {
	first := max(len(pages)-maxEndnotePages, 0)
	var seq []lineAt // the last pages' lines, top down
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
			seq = append(seq, lineAt{p, i})
		}
	}
	line := func(a lineAt) *pline { return &pages[a.p][a.i] }
	// The body's reference marks that no footnote took, with the page.
	// A number is an endnote's mark where it stands raised more often than
	// the footnotes with that number so far have marks (footnotes 1, 2 and
	// endnotes 1, 2, 3, 4 in one document: LibreOffice numbers them apart).
	refs, afterDigit := map[string]int{}, map[string]int{}
	seen, taken := map[int]int{}, map[int]int{}
	for p, ls := range pages {
		idx := make([]int, 0, len(ls))
		for i := range ls {
			if !ls[i].drop && !ls[i].note {
				idx = append(idx, i)
			}
		}
		for m := range pageMarks[p] {
			if v, err := strconv.Atoi(m); err == nil {
				taken[v]++
			}
		}
		for v := range raisedMarkCounts(ls, idx, body, true) {
			if m := strconv.Itoa(v); afterDigit[m] == 0 {
				afterDigit[m] = p + 1
			}
		}
		for v, n := range raisedMarkCounts(ls, idx, body, false) {
			seen[v] += n
			m := strconv.Itoa(v)
			if _, ok := refs[m]; !ok && seen[v] > taken[v] {
				refs[m] = p
			}
		}
		for m := range raisedLetterMarks(ls, idx, body) {
			if _, seen := refs[m]; !seen {
				refs[m] = p
			}
		}
	}
	if len(refs) == 0 {
		return nil, nil
	}
	for _, s := range noteNumberings {
		if marks, weak := endnoteRun(seq, line, s, next, refs, afterDigit, d); marks != nil {
			return marks, weak
		}
	}
	return nil, nil
}

// endnoteRun finds the endnotes numbered by s among the last pages' lines
// (seq, from the top; line gives each), marks them and adds them to the
// draft (see markEndnotes); nil when there are none. afterDigit holds, per
// number, the page of its first raised occurrence right after a digit
// (plus one); the marks the run took from it come second.
func endnoteRun(seq []lineAt, line func(lineAt) *pline, s noteNumbering, next int, refs, afterDigit map[string]int, d *draft) (map[string]bool, map[string]int) {
	for k := range seq {
		n := 1
		if _, ok := endnoteOpening(line(seq[k]), s, n); !ok {
			if n = next; s.letters() || next == 1 {
				continue
			}
			if _, ok := endnoteOpening(line(seq[k]), s, n); !ok {
				continue
			}
		}
		// The run from k: openings counting on, continuation lines between.
		want, lines, valid := n, 0, true
		opens := map[int]string{}
		rests := map[int][]pchar{}
		weak := map[string]int{}
		for j := k; j < len(seq) && valid; j++ {
			if rest, ok := endnoteOpening(line(seq[j]), s, want); ok {
				v := s.mark(want)
				p, has := refs[v]
				if !has && afterDigit[v] > 0 {
					p, has = afterDigit[v]-1, true
					weak[v] = p
				}
				valid = has && p <= seq[k].p
				opens[j], rests[j] = v, rest
				want, lines = want+1, 0
				continue
			}
			lines++
			valid = lines < maxInnerEndnoteLines
		}
		if !valid || lines >= maxEndnoteLines || 2*len(weak) >= len(opens) {
			continue
		}
		marks := map[string]bool{}
		var cur *draftNote
		for j := k; j < len(seq); j++ {
			l := line(seq[j])
			l.note = true
			if mark, ok := opens[j]; ok {
				cur = &draftNote{kind: "endnote", id: mark, mark: mark, page: seq[j].p + 1}
				d.notes = append(d.notes, cur)
				marks[mark] = true
				addNoteChars(&cur.text, l, rests[j])
				continue
			}
			cur.text.addSynthetic("\n", l.cs[0].raw)
			addNoteChars(&cur.text, l, l.cs)
		}
		return marks, weak
	}
	return nil, nil
}

// lineAt is a line of a page: pages[p][i].
type lineAt struct{ p, i int }

// endnoteOpening reports whether a line opens the endnote numbered n in
// numbering s, and returns the text after its mark: in letters, see
// letterOpening; in numbers, at most three digits, then text with a
// letter, not "1)".
func endnoteOpening(l *pline, s noteNumbering, n int) ([]pchar, bool) {
	if s.letters() {
		return letterOpening(l, s.mark(n))
	}
	mark, rest := leadingMark(l.cs)
	if mark == "" || len(rest) == 0 || unicode.IsDigit(rest[0].r) {
		return nil, false // (not "1.2. …", a numbered point)
	}
	k := len(l.cs) - len(rest) // the marks' end: what follows the digits
	for i := k - 1; i >= 0 && !unicode.IsDigit(l.cs[i].r); i-- {
		if l.cs[i].r == ')' {
			return nil, false
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
	return rest, err == nil && letter && v == n
}

// raisedMarkCounts counts, per number, how often it stands raised after a
// glyph in the lines of a page (idx), as raisedMarks finds them; with
// digit, only right after a digit ("36/02³") instead.
func raisedMarkCounts(ls []pline, idx []int, body float32, digit bool) map[int]int {
	out := map[int]int{}
	eachRaisedMark(ls, idx, body, digit, func(_, v int) { out[v]++ })
	return out
}
