package extract

// Table rows of a PDF.
//
// A browser (Chromium's print to PDF) draws a table cell by cell: the text
// of a row's first cell, line by line, then the next cell's from the top of
// the row again, to the right. The lines of a row therefore go back up:
//
//	SA w Gdańsku, I            28.02.2013 „Zadośćuczynienie …
//	ACa 922/12                            dwudziestokrotność …
//
// comes as "SA w Gdańsku, I", "ACa 922/12", "28.02.2013 „Zadośćuczynienie
// …", "dwudziestokrotność …". Such a row is one block (a table cell block
// holding the whole row, its cells in reading order): no line of it starts
// a block, and the row goes on over a page break while the lines stand
// right of its first cell. The next row starts at the first cell's left
// again.
//
// LibreOffice draws a row cell by cell too, but a cell of one line and the
// first line of the next cell share a baseline and come as one line of
// the text ("III CZP 39/02    „Po upływie terminu"), the next cell's other
// lines under its first one, deeper than the row's first line:
//
//	III CZP 39/02      „Po upływie terminu         Pozew wniesiono po
//	                   wskazanego w art. 568 …     upływie roku …
//
// A line that starts, deeper, where a cell of the line before starts
// after a gap (cellStarts) goes on that cell: the row stays one block.

// maxRowLines bounds the lines of one table row.
const maxRowLines = 60

// backUp reports whether line b starts a cell to the right of line a in
// the row whose first line is f: on a's page, back up at f's baseline,
// right of a.
func backUp(f, a, b *bline) bool {
	size := max(a.size, b.size, f.size)
	return a.page == b.page && b.bottom > a.top-0.2*size && b.left >= a.right+0.5*size &&
		abs32(b.bottom-f.bottom) < 0.6*size
}

// rowStart returns, for the lines of a block, the index of the first line
// of its second cell (the first that went back up), or 0 when the block is
// no table row.
func rowStart(b []bline) int {
	for j := 1; j < len(b) && j < maxRowLines; j++ {
		if backUp(&b[0], &b[j-1], &b[j]) {
			return j
		}
	}
	return 0
}

// tableRow decides line i of the block [first, i) by the table rule: row
// says whether the rule applies (the block is a table row, or line i
// makes it one), goesOn whether line i belongs to the row.
func tableRow(ls []bline, first, i int) (row, goesOn bool) {
	if i-first >= maxRowLines {
		return false, false
	}
	f, b := &ls[first], &ls[i]
	j := rowStart(ls[first:i])
	if j == 0 && i == first+1 && hangingCell(f, b) {
		return true, true
	}
	if j == 0 && i-first >= 2 && hangingCell(f, &ls[first+1]) && below(&ls[i-1], b) &&
		abs32(b.left-ls[first+1].left) < 0.8*max(f.size, b.size) {
		// A line under the cell that shares f's line goes on that cell
		// („2 Zderzenie” over „pojazdów –” over „odpowiedzialność”: the
		// row's number and the first cell of a browser's row), however
		// short the line before it.
		return true, true
	}
	if j == 0 {
		// Line i going back up makes the block a row when the lines
		// before it are the first cell's: one column at f's left.
		if !backUp(f, &ls[i-1], b) {
			return false, false
		}
		// (LibreOffice: or under the cell that shares f's line.)
		hang := float32(-1)
		if i-first >= 2 && hangingCell(f, &ls[first+1]) {
			hang = ls[first+1].left
		}
		for k := first; k < i; k++ {
			tol := 0.8 * max(f.size, ls[k].size)
			if abs32(ls[k].left-f.left) > tol && (hang < 0 || k == first || abs32(ls[k].left-hang) > tol) {
				return false, false
			}
		}
		return true, true
	}
	// The row's first cell ends at the widest of its lines.
	right := f.right
	for k := first; k < first+j; k++ {
		right = max(right, ls[k].right)
	}
	return true, b.left > right-0.5*max(f.size, b.size)
}

// minCellGap is the least gap, in line sizes, between the glyphs of two
// cells that share a line of the text (a justified line's widest word
// space is narrower).
const minCellGap = 2.0

// maxGlyph is the widest a glyph can be, in line sizes (the size is about
// 0.7 of the font's em; an "m" or a "W" is about one em wide).
const maxGlyph = 1.45

// cellStart is where a cell after the first starts in a line of the text
// holding the first lines of several cells: between lo and hi (PDFium
// measures only some glyphs; the first ones of the cell may have no box).
type cellStart struct{ lo, hi float32 }

// cellStarts returns the cell starts of line l: where, after a space, a
// glyph stands at least minCellGap sizes further right than the glyphs
// between it and the last measured glyph before it could take. A glyph
// PDFium gives a left and right edge but no height (Chromium's text, most
// letters of a word) is measured across: the gap after it is known.
func cellStarts(l *bline) []cellStart {
	var out []cellStart
	prev := float32(-1) // the right edge of the last measured glyph
	before, after, space := 0, 0, false
	for _, c := range l.l.cs {
		if c.height() <= 0 && !(c.rt > c.l && c.l > 0 && c.r != ' ' && c.r != 0xA0) {
			switch {
			case c.r == ' ' || c.r == 0xA0:
				space, before, after = true, before+after, 0
			default:
				after++
			}
			continue
		}
		if prev >= 0 && space && c.l-prev-float32(before+after)*maxGlyph*l.size >= minCellGap*l.size {
			out = append(out, cellStart{lo: c.l - float32(after)*maxGlyph*l.size, hi: c.l})
		}
		prev, before, after, space = max(prev, c.rt), 0, 0, false
	}
	return out
}

// hangingCell reports whether line b, right under line a and deeper, goes
// on a cell that starts in a after a gap (LibreOffice's table row: "III
// CZP 39/02    „Po upływie terminu" over "wskazanego w art. …"). A list
// item's marker and its text are no cells.
func hangingCell(a, b *bline) bool {
	if a.marker || !a.ok || !b.ok || a.page != b.page || !below(a, b) || b.left < a.left+a.size {
		return false
	}
	size := max(a.size, b.size)
	if a.l.base-b.l.base > 2.5*size {
		return false
	}
	for _, x := range cellStarts(a) {
		if b.left > x.lo-0.3*size && b.left < x.hi+0.3*size {
			return true
		}
	}
	return false
}

// hangingRow reports whether a block is a LibreOffice table row whose
// cells after the first go on under the row's first line.
func hangingRow(b []bline) bool {
	return len(b) >= 2 && hangingCell(&b[0], &b[1])
}
