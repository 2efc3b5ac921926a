package extract

// The lines of a PDF block quotation that the general block rules would
// cut off it (issue 22, class 3):
//
//   - its lines, when a line set flush right stands under it (a
//     signature, „adw. Jan Nowak”, reaching the page's right margin):
//     measured against that line's right edge (refRights) every line of
//     the quotation looks short, so each would end a block, and its last
//     line, if few of its glyphs are tall („na jej dosłownym brzmieniu.”:
//     newBline gives it the body's size), would not be kept by unsizedEnd
//     — such a line is no column of the quotation's (flushRightOf);
//   - its lines on the next page, when the quotation runs over a page
//     break and ends there, so that the line after them stands at the
//     margin again: the first line of the page is indented against the
//     line after it, which elsewhere opens a paragraph by a first-line
//     indent (quoteGoesOn).

// flushRightOf reports whether line o, which starts more than three sizes
// right of line l and shares its extent, is a fragment set flush right (a
// signature, a date, „adw. Jan Nowak” under a quotation): it starts right
// of the middle between l's left edge and its own right edge. Where it
// ends says nothing of where l's lines end: an indented quotation's lines
// measured against it would all look short.
func flushRightOf(l, o *bline) bool {
	return 2*o.left > l.left+o.right
}

// quoteGoesOn reports whether line i, the first of a new page, goes on the
// block quotation that line i-1 ended the page with: line i-1 stands well
// right of its page's left margin (as isIndentedBlock wants a quotation's
// lines), line i at the same place against its own page's margin, both in
// one size — and the quotation is a quotation by more than its indent
// (both lines set smaller than the body, or its block's lines on the page
// before all at that indent), so that a first-line indent opening the new
// page's first paragraph is no continuation of anything. Whether line i-1
// ended early is blockBreak's question, asked before.
func (r *blockRules) quoteGoesOn(ls []bline, first, i int) bool {
	a, b := &ls[i-1], &ls[i]
	if a.page == b.page || !a.ok || !b.ok || a.marker || b.marker || a.bold || b.bold {
		return false
	}
	size := max(a.size, b.size)
	la, lb := r.lefts[a.page%2], r.lefts[b.page%2]
	if a.left-la < 1.5*size || abs32((a.left-la)-(b.left-lb)) > 0.5*size || abs32(a.size-b.size) > 0.1*size {
		return false
	}
	smaller := r.body > 0 && a.size < 0.95*r.body && b.size < 0.95*r.body
	if smaller {
		return true
	}
	if i-first < 2 {
		return false
	}
	for k := first; k < i; k++ {
		if abs32(ls[k].left-a.left) > 0.5*size {
			return false
		}
	}
	return true
}
