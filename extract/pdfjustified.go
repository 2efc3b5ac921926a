package extract

// Justified lines spread out by their word spaces.
//
// A justified paragraph stretches each of its lines to the column's width
// by widening the spaces between its words. A line of a few long words (a
// browser does not hyphenate Polish; numbers and signatures cannot be
// hyphenated: "dnia 10 października 2013", "r., III CZP") is spread out as
// much as a row of table cells is, yet it is a line of its paragraph:
// breaking the block there cut a quotation at the line end and parted a
// signature or a date from the rest of its citation. Such a line is told
// from a row by its spaces and its neighbours: every space is wide and all
// are about as wide (a row has normal spaces inside its cells and wide
// gaps between them, or a right-aligned amount after its label), and the
// line above or below it is a full line of the column — it starts where
// the spread line starts (or a first-line indent deeper, above), ends where
// it ends and is not spread out (or is such a line too). A spread line of
// two words has one space only, as a tab stop has: the lines on both sides
// must be full lines then, or the full line next to it must have even
// spaces itself (justified text, no label and amount).

// maxSpreadRunes bounds the glyphs of a line whose spaces are measured
// (spaceSides): a line of more is no line of a few long words.
const maxSpreadRunes = 64

// unspreadJustified clears the sparse mark of the justified lines among
// ls (see above).
func unspreadJustified(ls []bline) {
	for changed := true; changed; {
		changed = false
		for i := range ls {
			l := &ls[i]
			if !l.sparse || !l.ok || !evenSpaces(l) {
				continue
			}
			prev := i > 0 && fullNeighbour(&ls[i-1], l, true)
			next := i+1 < len(ls) && fullNeighbour(&ls[i+1], l, false)
			if prev && next || (prev || next) && len(wordGaps(l.l)) > 1 ||
				prev && evenLine(&ls[i-1]) || next && evenLine(&ls[i+1]) {
				l.sparse, changed = false, true
			}
		}
	}
}

// evenLine reports whether the measured spaces of a line, two or more,
// are about as wide: a line of justified text, not a row with a wide gap
// before its amount.
func evenLine(l *bline) bool {
	gaps := wordGaps(l.l)
	if len(gaps) < 2 {
		return false
	}
	lo, hi := gaps[0], gaps[0]
	for _, g := range gaps {
		lo, hi = min(lo, g), max(hi, g)
	}
	return hi <= 1.3*lo+0.1*l.size
}

// evenSpaces reports whether the measured spaces of a line are all wide
// (a normal space is a quarter of the size) and about as wide.
func evenSpaces(l *bline) bool {
	gaps := wordGaps(l.l)
	if len(gaps) == 0 {
		return false
	}
	lo, hi := gaps[0], gaps[0]
	for _, g := range gaps {
		lo, hi = min(lo, g), max(hi, g)
	}
	return lo >= 0.4*l.size && hi <= 1.3*lo+0.1*l.size
}

// fullNeighbour reports whether line o, the line above l (above) or below
// it, is a full line of l's column and paragraph: not spread out, on the
// same page one line pitch away, in the same style, starting where l
// starts (above: or up to a first-line indent deeper; below: or up to one
// shallower) and ending where l ends.
func fullNeighbour(o, l *bline, above bool) bool {
	if o.sparse || !o.ok || o.page != l.page || o.bold != l.bold || abs32(o.size-l.size) > 0.15*max(o.size, l.size) {
		return false
	}
	size := max(o.size, l.size)
	d := o.l.base - l.l.base
	if !above {
		d = -d
	}
	if d < 0.3*size || d > 2.5*size || abs32(o.right-l.right) > 0.5*size {
		return false
	}
	deeper := o.left - l.left // how much further right the line above starts than the one below
	if !above {
		deeper = -deeper
	}
	return deeper > -0.5*size && deeper < 3*size
}

// wordGaps returns the widths of the spaces of a line that can be
// measured: from the right edge of the glyph before a space to the left
// edge of the glyph after it, when both edges are known (spaceSides).
func wordGaps(l *pline) []float32 {
	var gaps []float32
	for k := 1; k < len(l.cs); k++ {
		if !blankGlyph(l.cs[k].r) || blankGlyph(l.cs[k-1].r) {
			continue
		}
		j := k
		for j < len(l.cs) && blankGlyph(l.cs[j].r) {
			j++
		}
		if j == len(l.cs) {
			break
		}
		a, b := &l.cs[k-1], &l.cs[j]
		if a.rt > a.l && b.rt > b.l {
			gaps = append(gaps, b.l-a.rt)
		}
		k = j
	}
	return gaps
}

func blankGlyph(r rune) bool { return r == ' ' || r == 0xA0 || r == '\t' }

// spaceSides returns, per line (PDFium's line breaks) of at most
// maxSpreadRunes glyphs, the indexes of the glyphs on both sides of each
// of its spaces: the direct path reads their left and right edges so that
// wordGaps can measure the spaces of a spread-out line.
func spaceSides(rs []rune) []int {
	var out []int
	blank := func(c rune) bool { return c <= ' ' || c == 0xA0 || c == 2 }
	eachPDFiumLine(rs, func(start, end int) {
		n := 0
		for i := start; i < end; i++ {
			if !blank(rs[i]) {
				n++
			}
		}
		if n > maxSpreadRunes {
			return
		}
		last := -1 // the last glyph before the blanks at i
		for i := start; i < end; i++ {
			switch {
			case !blank(rs[i]) && last >= 0 && last < i-1:
				out = append(out, last, i)
				last = i
			case !blank(rs[i]):
				last = i
			}
		}
	})
	return out
}
