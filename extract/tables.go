package extract

import (
	"strings"
	"unicode"
)

// TableCell places a table cell's paragraph in its table: which table of
// the document (1-based, in reading order), its row and its column
// (0-based, counted by cells: a cell spanning columns counts once), and
// whether its row is the table's header row — marked so (Word's
// w:tblHeader, ODF's table:table-header-rows) or, when no row is, a first
// row of short labels (see markHeaderRows). A row is one unit for the
// claim extractor: a signature in one cell anchors the quotation in
// another cell of that row, and the header names the columns.
type TableCell struct {
	Table  int  `json:"table"`
	Row    int  `json:"row"`
	Col    int  `json:"col"`
	Header bool `json:"header,omitempty"`
}

// tableCursor follows the tables, rows and cells a reader is inside of
// (nested tables too) and numbers them.
type tableCursor struct {
	tables int // tables opened so far
	open   []TableCell
}

func (t *tableCursor) openTable() {
	t.tables++
	t.open = append(t.open, TableCell{Table: t.tables, Row: -1, Col: -1})
}

func (t *tableCursor) closeTable() {
	if n := len(t.open); n > 0 {
		t.open = t.open[:n-1]
	}
}

// openRow starts the next row of the innermost table; header: the row is
// a header row.
func (t *tableCursor) openRow(header bool) {
	if n := len(t.open); n > 0 {
		c := &t.open[n-1]
		c.Row++
		c.Col = -1
		c.Header = header
	}
}

// markHeader marks the current row as a header row (a property read
// after the row's start).
func (t *tableCursor) markHeader() {
	if n := len(t.open); n > 0 {
		t.open[n-1].Header = true
	}
}

func (t *tableCursor) openCell() {
	if n := len(t.open); n > 0 {
		t.open[n-1].Col++
	}
}

// at is the cell the reader is in, nil outside any table.
func (t *tableCursor) at() *TableCell {
	n := len(t.open)
	if n == 0 || t.open[n-1].Row < 0 || t.open[n-1].Col < 0 {
		return nil
	}
	c := t.open[n-1]
	return &c
}

// maxHeaderLabel bounds the text of a header cell found by its content.
const maxHeaderLabel = 60

// markHeaderRows marks, in every table none of whose rows is marked a
// header row, its first row as the header when it has at least two cells
// and every one is a short label: at most maxHeaderLabel bytes, letters
// and spaces and a few marks, no digit, no quotation mark.
func markHeaderRows(text string, bs []Block) {
	marked := map[int]bool{}
	for _, b := range bs {
		if b.Cell != nil && b.Cell.Header {
			marked[b.Cell.Table] = true
		}
	}
	first := map[int][]int{} // table → indexes of its first row's blocks
	for i, b := range bs {
		if c := b.Cell; c != nil && !marked[c.Table] && c.Row == 0 {
			first[c.Table] = append(first[c.Table], i)
		}
	}
	for _, idx := range first {
		cols := map[int]bool{}
		ok := true
		for _, i := range idx {
			cols[bs[i].Cell.Col] = true
			if !isLabel(text[bs[i].Start:bs[i].End]) {
				ok = false
			}
		}
		if !ok || len(cols) < 2 {
			continue
		}
		for _, i := range idx {
			c := *bs[i].Cell
			c.Header = true
			bs[i].Cell = &c
		}
	}
}

// isLabel: a column's name, not content.
func isLabel(s string) bool {
	if len(s) > maxHeaderLabel || strings.TrimSpace(s) == "" {
		return false
	}
	for _, r := range s {
		if unicode.IsDigit(r) || strings.ContainsRune("„”“\"«»", r) {
			return false
		}
		if !unicode.IsLetter(r) && !unicode.IsSpace(r) && !strings.ContainsRune("()/.,-–:", r) {
			return false
		}
	}
	return true
}

// cellOf is a block's Cell: the cell's place for a table cell's
// paragraph, nil for any other kind.
func cellOf(k BlockKind, pos *TableCell) *TableCell {
	if k != BlockTableCell {
		return nil
	}
	return pos
}
