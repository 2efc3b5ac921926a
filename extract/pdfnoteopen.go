package extract

import "strconv"

// Notes as large as the body, found by their openings.
//
// With pandoc's default reference document (Footnote Text based on Normal,
// no size of its own) or a house style that sets notes in the body's size,
// nothing tells the notes from the body by size, and the gap above them
// can be no wider than a heading's. What does tell them is their opening:
// each note starts at the left margin with its number raised, on a short
// line of its own a few points above the note's first line (LibreOffice)
// or on that line. A page's notes are its last lines from the first such
// opening down, when the openings count on without a gap (n, n+1, …) from
// the number the notes have reached, and each of them stands raised in the
// body above as a reference mark (or, for the first notes of a page, on
// the page before).

const (
	// maxNoteLines bounds the lines one note set in the body's size may
	// take below its opening (a longer note is not looked for).
	maxNoteLines = 12
	// maxPageNotes bounds the notes one page may hold.
	maxPageNotes = 40
)

// opening is a line of a page that opens with a raised number at the
// left margin: k is its position in the page's lines from the top.
type opening struct {
	k, v int
}

// raisedZone returns the lines of a page (positions in ls, from the top)
// that hold its notes by their openings, or nil. idx are the page's lines
// from the top; next is the number the notes have reached; refs are the
// page's raised marks (raisedMarks), carried those of the previous page (a note LibreOffice could not fit under
// its reference's page opens the next page's notes). Linear in the page's
// lines.
func raisedZone(ls []pline, idx []int, body float32, next int, refs, carried map[int]int) []int {
	if len(idx) < 2 || body <= 0 {
		return nil
	}
	left, ok := pageLeft(ls, idx)
	if !ok {
		return nil
	}
	// The openings from the bottom up while they count down by one, each
	// within maxNoteLines of the one below it (or of the page's end).
	var chain []opening
	below := len(idx)
	for k := len(idx) - 1; k >= 0 && below-k <= maxNoteLines && len(chain) < maxPageNotes; k-- {
		l := &ls[idx[k]]
		v, ok := openingNumber(l, left, body)
		if !ok {
			continue
		}
		if n := len(chain); n > 0 && v != chain[n-1].v-1 {
			break
		}
		chain = append(chain, opening{k, v})
		below = k
	}
	if len(chain) == 0 {
		return nil
	}
	// The highest opening that can start the page's notes: the number the
	// notes have reached, 1 (a numbering that starts again), or one a
	// little past it (a note missed before); and every note from it down
	// referenced by a raised mark in the body above it.
	top := -1
	for t := len(chain) - 1; t >= 0 && top < 0; t-- {
		o := chain[t]
		if o.v != next && o.v != 1 && (o.v < next || o.v > next+3) {
			continue
		}
		all := true
		for _, e := range chain[:t+1] {
			at, ok := refs[e.v]
			_, before := carried[e.v]
			if (!ok || at >= o.k) && !(before && e.v >= next) {
				all = false
				break
			}
		}
		if all {
			top = t
		}
	}
	if top < 0 {
		return nil
	}
	zone := idx[chain[top].k:]
	// A wide gap below the notes: a footer the running-line test could not
	// see (one page), not a note.
	for k := 1; k < len(zone); k++ {
		above, l := &ls[zone[k-1]], &ls[zone[k]]
		if above.base-l.base > 3*max(above.size, l.size, body) {
			return zone[:k]
		}
	}
	return zone
}

// openingNumber returns the number a line opens with when it is a note's
// opening: a raised number of at most three digits followed by text
// (raisedOpening), standing at the left margin of the page.
func openingNumber(l *pline, left, body float32) (int, bool) {
	if !raisedOpening(l) {
		return 0, false
	}
	x, _, _, _, ok := l.extent()
	if !ok || x > left+2*body {
		return 0, false
	}
	mark, _ := leadingMark(l.cs)
	v, err := strconv.Atoi(mark)
	return v, err == nil && v > 0
}

// pageLeft is the left edge of the leftmost line of a page.
func pageLeft(ls []pline, idx []int) (float32, bool) {
	var left float32
	found := false
	for _, i := range idx {
		if x, _, _, _, ok := ls[i].extent(); ok && (!found || x < left) {
			left, found = x, true
		}
	}
	return left, found
}
