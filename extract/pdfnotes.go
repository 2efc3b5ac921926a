package extract

import (
	"slices"
	"strconv"
	"unicode"
)

// noteStyle is how a document sets its footnotes, measured on all its
// pages before any page is read: the notes' size against the body's, and
// whether their numbers are raised.
type noteStyle struct {
	body   float32 // the body's size
	size   float32 // the usual size of the note openings; 0 when none was seen
	raised bool    // the notes open with a raised number ("⁴ Tamże.")
}

// measureNotes finds the note openings of a document — lines in the lower
// half of their page, set smaller than the body, that open with a number —
// and from them the notes' size and whether their numbers are raised. When
// they are, a line that opens with a number on the baseline ("28 marca
// 2013 r., …", the second line of a note) never opens a note.
func measureNotes(pages [][]pline, body float32) noteStyle {
	st := noteStyle{body: body}
	var raised, plain []float32
	for _, ls := range pages {
		lo, hi, ok := baseRange(ls)
		if !ok {
			continue
		}
		mid := (lo + hi) / 2
		for i := range ls {
			l := &ls[i]
			if l.drop || l.size <= 0 || l.size >= 0.97*body || l.base > mid {
				continue
			}
			if m, _ := leadingMark(l.cs); m == "" {
				continue
			}
			switch {
			case raisedOpening(l):
				raised = append(raised, l.size)
			case l.size < 0.9*body:
				plain = append(plain, l.size)
			}
		}
	}
	switch {
	case len(raised) > 0:
		st.raised, st.size = true, median(raised)
	case len(plain) > 0:
		st.size = median(plain)
	}
	return st
}

// baseRange is the lowest and highest baseline of the lines of a page
// that are not running lines.
func baseRange(ls []pline) (lo, hi float32, ok bool) {
	for i := range ls {
		if ls[i].drop {
			continue
		}
		if !ok {
			lo, hi, ok = ls[i].base, ls[i].base, true
			continue
		}
		lo, hi = min(lo, ls[i].base), max(hi, ls[i].base)
	}
	return
}

// small reports whether a line is set smaller than the body, as the notes
// are: below 0.9 of the body's size, or nearer the notes' size than the
// body's (Word's 10 pt notes under an 11 pt body are 0.91 of it).
func (st *noteStyle) small(l *pline) bool {
	if l.size <= 0 {
		return false
	}
	limit := 0.9 * st.body
	if st.size > 0 && st.size < st.body {
		limit = max(limit, (st.size+st.body)/2)
	}
	return l.size < limit
}

// markFootnoteZones finds, on each page, the footnote zone at its bottom,
// marks its lines as notes and parses them into footnotes ("1 Por.
// wyrok…", continuation lines, a footnote running on to the next page). It
// returns, per page, the marks of the footnotes that start on it.
func markFootnoteZones(pages [][]pline, body float32, d *draft) []map[string]bool {
	marks := make([]map[string]bool, len(pages))
	for p := range marks {
		marks[p] = map[string]bool{}
	}
	if body <= 0 {
		return marks
	}
	st := measureNotes(pages, body)
	next, lastZone := 1, -2
	var cur *draftNote
	var prevRefs map[int]int
	for p, ls := range pages {
		idx := make([]int, 0, len(ls))
		for i := range ls {
			if !ls[i].drop {
				idx = append(idx, i)
			}
		}
		slices.SortStableFunc(idx, func(a, b int) int { return cmpDesc(ls[a].base, ls[b].base) })
		zone := st.bottomRun(ls, idx)
		if len(zone) == 0 {
			zone = gapZone(ls, idx, body, next)
		}
		refs := raisedMarks(ls, idx, body)
		carried := prevRefs
		prevRefs = refs
		zst := st
		if rz := raisedZone(ls, idx, body, next, refs, carried); len(rz) > len(zone) {
			// Notes told by their raised openings, not by their size:
			// only a raised number opens one.
			zone, zst.raised = rz, true
		}
		if len(zone) == 0 {
			continue
		}
		zl := zst.noteLines(ls, zone)
		zl = zst.notesStart(zl, next, refs, cur != nil && lastZone == p-1)
		if len(zl) == 0 {
			continue
		}
		lastZone = p
		first := true
		for _, z := range zl {
			if zst.opens(z, next, refs, first) {
				first = false
				v, _ := strconv.Atoi(z.mark)
				next = v + 1
				cur = &draftNote{kind: "footnote", id: z.mark, mark: z.mark, page: p + 1}
				d.notes = append(d.notes, cur)
				marks[p][z.mark] = true
				addNoteChars(&cur.text, z.l, z.rest)
				continue
			}
			first = false
			cur.text.addSynthetic("\n", z.l.cs[0].raw)
			addNoteChars(&cur.text, z.l, z.l.cs)
		}
	}
	return marks
}

// bottomRun returns the lines set small at the bottom of a page, from the
// top down, up to the first line above them that is not small (the body)
// or a wide gap (what is above it is small text of the body, a table or a
// caption); nil when nothing of the body is above them. idx are the page's
// lines from the top.
func (st *noteStyle) bottomRun(ls []pline, idx []int) []int {
	var zone []int
	bodyAbove := false
	for k := len(idx) - 1; k >= 0; k-- {
		l := &ls[idx[k]]
		if !st.small(l) {
			bodyAbove = true
			break
		}
		if n := len(zone); n > 0 {
			below := &ls[zone[n-1]]
			if l.base-below.base > 3.5*max(below.size, l.size) {
				bodyAbove = true
				break
			}
		}
		zone = append(zone, idx[k])
	}
	if !bodyAbove {
		return nil
	}
	slices.Reverse(zone)
	// A wide gap below the notes: a footer the running-line test could not
	// see (one page), not a note.
	for k := 1; k < len(zone); k++ {
		above, l := &ls[zone[k-1]], &ls[zone[k]]
		if above.base-l.base > 3*max(above.size, l.size) {
			return zone[:k]
		}
	}
	return zone
}

// zline is a line of a footnote zone: its number when it opens with one,
// and the rest. A number raised on a line of its own is joined to the line
// below it (markLine is then that line, else nil).
type zline struct {
	l, markLine *pline
	mark        string
	raised      bool // the number stands raised (or alone on its line)
	rest        []pchar
}

// noteLines marks the zone's lines as notes and splits them into numbers
// and text.
func (st *noteStyle) noteLines(ls []pline, zone []int) []zline {
	var zl []zline
	pending, pendingLine := "", (*pline)(nil)
	for _, i := range zone {
		l := &ls[i]
		l.note = true
		mark, rest := leadingMark(l.cs)
		if mark != "" && len(rest) == 0 {
			pending, pendingLine = mark, l
			continue
		}
		z := zline{l: l, mark: mark, rest: rest, raised: mark != "" && raisedOpening(l)}
		if pending != "" {
			z.mark, z.rest, z.raised, z.markLine = pending, l.cs, true, pendingLine
			pending = ""
		}
		zl = append(zl, z)
	}
	if pending != "" {
		pendingLine.note = false
	}
	return zl
}

// opens reports whether a zone line opens a footnote when next is the
// number expected: it opens with that number (or with 1 as the first of
// the page: a numbering that starts again), raised when the document
// raises its notes' numbers; or with a number a little past it whose mark
// stands raised in the body of the page (a note before it was missed: the
// ones after it are not run into it).
func (st *noteStyle) opens(z zline, next int, refs map[int]int, first bool) bool {
	v, err := strconv.Atoi(z.mark)
	if err != nil || v <= 0 || (st.raised && !z.raised) {
		return false
	}
	_, ref := refs[v]
	return v == next || (first && v == 1) || (v > next && v <= next+3 && ref)
}

// notesStart finds where the notes of a zone start. The zone opens with a
// note, or continues the note of the previous page (cont); lines of the
// body that measured small (a block quotation set smaller, a short last
// line) can stand above it, set apart from it by the gap above the
// notes (the footnote separator). It returns the zone without them, and
// gives them back to the body; nil when the zone holds no notes.
func (st *noteStyle) notesStart(zl []zline, next int, refs map[int]int, cont bool) []zline {
	f := -1
	for k, z := range zl {
		if st.opens(z, next, refs, true) {
			f = k
			break
		}
	}
	// The widest gap above the first note, when it is wider than the
	// notes' own line pitch.
	end := f
	if f < 0 {
		end = len(zl) - 1
	}
	var pitches []float32
	for k := max(f, 0) + 1; k < len(zl); k++ {
		pitches = append(pitches, zl[k-1].l.base-zl[k].l.base)
	}
	var pitch float32
	if len(pitches) > 0 {
		pitch = median(pitches)
	}
	split, widest := 0, float32(0)
	for k := 1; k <= end; k++ {
		a, b := zl[k-1].l, zl[k].l
		gap := a.base - b.base
		limit := max(2.2*max(a.size, b.size, st.size), 1.4*pitch)
		if gap > limit && gap > widest {
			split, widest = k, gap
		}
	}
	body := zl[:split]
	zl = zl[split:]
	if len(zl) == 0 || (!st.opens(zl[0], next, refs, true) && !cont) {
		body = append(body, zl...)
		zl = nil
	}
	for _, z := range body {
		z.l.note = false
		if z.markLine != nil {
			z.markLine.note = false
		}
	}
	return zl
}

// raisedMarks returns the numbers that stand raised after a glyph in the
// lines of a page (idx, from the top): the reference marks its notes can
// have, each with the position in idx of the first line that holds it.
func raisedMarks(ls []pline, idx []int, body float32) map[int]int {
	out := map[int]int{}
	eachRaisedMark(ls, idx, body, false, func(k, v int) {
		if _, seen := out[v]; !seen {
			out[v] = k
		}
	})
	return out
}

// eachRaisedMark calls fn with the position in idx of the line and the
// number of every number that stands raised after a glyph in the lines of
// a page (idx, from the top): after a glyph that is not a digit, or with
// digit only right after a digit ("36/02³").
func eachRaisedMark(ls []pline, idx []int, body float32, digit bool, fn func(k, v int)) {
	for k, i := range idx {
		l := &ls[i]
		size := max(l.size, body)
		for j := 0; j < len(l.cs); {
			e := refRun(l, j, size)
			if e == j {
				j++
				continue
			}
			if j > 0 && unicode.IsDigit(l.cs[j-1].r) == digit && l.cs[j-1].r != ' ' {
				if v, err := strconv.Atoi(string(runesOf(l.cs[j:e]))); err == nil {
					fn(k, v)
				}
			}
			j = e
		}
	}
}

// gapZone finds footnotes set in the body's size (a document whose
// footnote style is not smaller): the lines at the bottom of the page below
// a gap of more than three line sizes, at most twelve, the first of them
// opening with the number of the next footnote (or 1) whose mark stands
// raised in the body above. idx are the page's lines from the top.
func gapZone(ls []pline, idx []int, body float32, next int) []int {
	var zone []int
	for k := len(idx) - 1; k > 0 && len(zone) < 12; k-- {
		l, above := &ls[idx[k]], &ls[idx[k-1]]
		zone = append(zone, idx[k])
		if above.base-l.base > 3*max(l.size, above.size, body) {
			break
		}
		if k == 1 {
			return nil // no gap: no zone
		}
	}
	if len(zone) == 0 || len(zone) >= len(idx) {
		return nil
	}
	top := &ls[zone[len(zone)-1]]
	mark, _ := leadingMark(top.cs)
	v, err := strconv.Atoi(mark)
	if err != nil || (v != next && v != 1) {
		return nil
	}
	// The mark must stand raised in the body above the zone.
	inZone := map[int]bool{}
	for _, i := range zone {
		inZone[i] = true
	}
	for _, i := range idx {
		l := &ls[i]
		if inZone[i] {
			continue
		}
		size := max(l.size, body)
		for j := 0; j < len(l.cs); {
			if e := refRun(l, j, size); e > j {
				if string(runesOf(l.cs[j:e])) == mark && j > 0 && !unicode.IsDigit(l.cs[j-1].r) {
					slices.Reverse(zone)
					return zone
				}
				j = e
				continue
			}
			j++
		}
	}
	return nil
}

// raisedOpening reports whether a line opens with a raised number of at
// most three digits followed by text: the mark of a footnote set as its
// notes are ("⁴ Tamże."), never a page number or a running footer.
func raisedOpening(l *pline) bool {
	i := 0
	for i < len(l.cs) && (l.cs[i].r == ' ' || l.cs[i].r == 0xA0) {
		i++
	}
	j := i
	for j < len(l.cs) && j-i < 4 && l.cs[j].r >= '0' && l.cs[j].r <= '9' {
		c := &l.cs[j]
		if h := c.height(); h <= 0 || c.b < l.base+0.25*h || (l.size > 0 && h > 0.85*l.size) {
			return false
		}
		j++
	}
	if j == i || j-i > 3 {
		return false
	}
	for _, c := range l.cs[j:] {
		if unicode.IsLetter(c.r) {
			return true
		}
	}
	return false
}

// leadingMark splits a footnote line into its number and the rest.
func leadingMark(cs []pchar) (string, []pchar) {
	i := 0
	for i < len(cs) && (cs[i].r == ' ' || cs[i].r == 0xA0) {
		i++
	}
	j := i
	for j < len(cs) && j-i < 3 && cs[j].r >= '0' && cs[j].r <= '9' {
		j++
	}
	if j == i || (j < len(cs) && unicode.IsDigit(cs[j].r)) {
		return "", cs
	}
	mark := make([]rune, 0, j-i)
	for _, c := range cs[i:j] {
		mark = append(mark, c.r)
	}
	k := j
	for k < len(cs) && (cs[k].r == ' ' || cs[k].r == 0xA0 || cs[k].r == '.' || cs[k].r == ')') {
		k++
	}
	return string(mark), cs[k:]
}
