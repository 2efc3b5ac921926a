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
// again. (LibreOffice draws a row line by line: its cells' first lines are
// one line of the text and the row's cells are not told apart.)

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
	if j == 0 {
		// Line i going back up makes the block a row when the lines
		// before it are the first cell's: one column at f's left.
		if !backUp(f, &ls[i-1], b) {
			return false, false
		}
		for k := first; k < i; k++ {
			if abs32(ls[k].left-f.left) > 0.8*max(f.size, ls[k].size) {
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
