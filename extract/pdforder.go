package extract

import "slices"

// placeDisplaced puts back in reading order the superscript digits that
// PDFium returned out of it. LibreOffice prints a character its font lacks
// from a fallback font (Liberation Serif has ¹²³ but not ⁴…⁹, so „479³⁶”
// is „479³” in Liberation and „⁶” in DejaVu) and writes the fallback's
// glyphs after the rest of the line; PDFium follows the content stream, so
// „art. 479³⁶ k.p.c. … W” comes as „art. 479³ k.p.c. … W ⁶”, and a digit
// printed between two others as a gap („479 ³” … „⁴”). A superscript digit
// whose box stands left of a glyph before it in the text is displaced: it
// goes back right after the last glyph left of it, and the spaces PDFium
// put into the gap it left go when its neighbours touch it. It returns the
// line's characters (a new slice) and whether any moved; lines without a
// displaced superscript are returned as they are. Work is O(n log n) in the
// line's length.
func placeDisplaced(cs []pchar, size float32) ([]pchar, bool) {
	var disp []pchar
	var moved []bool
	var rightmost float32
	seen := false
	for i := range cs {
		c := &cs[i]
		if c.height() <= 0 {
			continue
		}
		mid := (c.l + c.rt) / 2
		if seen && isSuperscriptDigit(c.r) && mid < rightmost {
			if moved == nil {
				moved = make([]bool, len(cs))
			}
			moved[i] = true
			disp = append(disp, *c)
			continue
		}
		if !seen || mid > rightmost {
			rightmost, seen = mid, true
		}
	}
	if len(disp) == 0 {
		return cs, false
	}
	slices.SortStableFunc(disp, func(a, b pchar) int { return cmpAsc(a.l+a.rt, b.l+b.rt) })
	touch := max(0.2*size, 0.5) // closer than a word space: no space between
	out := make([]pchar, 0, len(cs))
	lastGlyph := -1 // index in out of the last glyph with a box
	k := 0
	// insert places the displaced digits left of x after the last glyph.
	insert := func(x float32, next *pchar) {
		if k >= len(disp) || (disp[k].l+disp[k].rt)/2 >= x {
			return
		}
		tail := slices.Clone(out[lastGlyph+1:]) // the blanks after the last glyph
		out = out[:lastGlyph+1]
		var prev *pchar
		if lastGlyph >= 0 {
			prev = &out[lastGlyph]
		}
		first := &disp[k]
		if prev != nil && first.l-prev.rt > touch {
			out = append(out, tail...) // a real gap before the superscript
			tail = nil
		}
		for k < len(disp) && (disp[k].l+disp[k].rt)/2 < x {
			out = append(out, disp[k])
			k++
		}
		lastGlyph = len(out) - 1
		if next == nil || next.l-out[lastGlyph].rt > touch {
			out = append(out, tail...)
		}
	}
	for i := range cs {
		c := cs[i]
		if c.height() <= 0 {
			out = append(out, c)
			continue
		}
		if moved[i] {
			continue
		}
		insert((c.l+c.rt)/2, &c)
		out = append(out, c)
		lastGlyph = len(out) - 1
	}
	// Digits past the last glyph in the text (none normally: a displaced
	// digit stands left of one) close the line.
	for k < len(disp) {
		out = append(out, disp[k])
		k++
	}
	return out, true
}

func cmpAsc(a, b float32) int { return -cmpDesc(a, b) }
