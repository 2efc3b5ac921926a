package extract

import (
	"regexp"
	"strings"
)

// Tables of a TXT or MD body.
//
// A Markdown memo (and a plain-text one pasted from it) writes a table of
// rulings with pipes:
//
//	| Sygnatura   | Teza                  |
//	|-------------|-----------------------|
//	| I CSK 1/19  | „Zadośćuczynienie …”  |
//
// and a text exported from a spreadsheet separates its cells by tabs. Such
// a table is read as DOCX and ODT tables are: each cell's text is a
// BlockTableCell block with its place in the table (Cell), the row under
// a delimiter row ("|---|:---:|") its header row. In Text each cell stands
// on a line of its own, in reading order (the row's pipes and the
// delimiter row are not part of it, like a DOCX table's borders): a block
// is a line's run of text, and no sentence of one cell runs into the next.

// textTable is a table found in a TXT or MD text: the raw range of its
// lines [start, end) (the last line break not included), the cells of
// each row (raw ranges of their trimmed text, empty cells included) and
// whether its first row is a header row.
type textTable struct {
	start, end int
	rows       [][]span
	header     bool
}

// span is a byte range [s, e).
type span struct{ s, e int }

var (
	// reTableDelim is a Markdown table's delimiter row: "|---|:---:|",
	// "--- | ---", or a plain-text grid's rule ("+-----+-----+").
	reTableDelim = regexp.MustCompile(`^[ \t]*(?:\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)+\|?|\|?[ \t]*:?-{3,}:?[ \t]*\||\+(?:[-=]{3,}\+)+)[ \t]*$`)
)

// minTableRows is the fewest rows (the delimiter row aside) a table of
// pipes without a delimiter row, or of tabs, must have.
const minTableRows = 2

// textTables finds the tables of a TXT or MD text: runs of lines whose
// cells are separated by pipes — a header row followed by a delimiter row,
// or at least minTableRows lines that start and end with a pipe — and, in
// TXT, runs of at least minTableRows lines of the same number (at least
// two) of cells separated by tabs, one of them running text
// (holdsRunningText).
func textTables(text string, md bool) []textTable {
	lines := lineSpans(text)
	var out []textTable
	for i := 0; i < len(lines); {
		ln := text[lines[i].start:lines[i].end]
		// Pipes.
		if strings.Contains(ln, "|") && !reTableDelim.MatchString(ln) {
			j := i
			delim := false
			framed := true // every row starts and ends with a pipe
			var rows [][]span
			for ; j < len(lines); j++ {
				l := text[lines[j].start:lines[j].end]
				if reTableDelim.MatchString(l) {
					if j == i+1 {
						delim = true
					}
					continue
				}
				t := strings.TrimRight(strings.TrimSpace(l), "\r")
				if !strings.Contains(t, "|") || t == "" {
					break
				}
				cells := pipeCells(text, lines[j].start, lines[j].end)
				if len(cells) < 2 {
					break
				}
				framed = framed && strings.HasPrefix(t, "|") && strings.HasSuffix(t, "|")
				rows = append(rows, cells)
			}
			if len(rows) >= 1 && (delim && len(rows) >= 2 || framed && len(rows) >= minTableRows) {
				end := lines[j-1].end
				out = append(out, textTable{start: lines[i].start, end: end, rows: rows, header: delim})
				i = j
				continue
			}
		}
		// Tabs (TXT).
		if !md && tabCells(text, lines[i].start, lines[i].end) != nil {
			n := len(tabCells(text, lines[i].start, lines[i].end))
			j := i
			var rows [][]span
			for ; j < len(lines); j++ {
				cells := tabCells(text, lines[j].start, lines[j].end)
				if len(cells) != n {
					break
				}
				rows = append(rows, cells)
			}
			if len(rows) >= minTableRows && holdsRunningText(text, rows) {
				out = append(out, textTable{start: lines[i].start, end: lines[j-1].end, rows: rows})
				i = j
				continue
			}
		}
		i++
	}
	return out
}

// pipeCells splits the line text[s:e] at its pipes (not at "\|") into
// cells, without the empty ends outside a leading and a trailing pipe,
// each trimmed.
func pipeCells(text string, s, e int) []span {
	var out []span
	at := s
	for k := s; k <= e; k++ {
		if k < e && (text[k] != '|' || k > s && text[k-1] == '\\') {
			continue
		}
		out = append(out, trimmedSpan(text, at, k))
		at = k + 1
	}
	t := strings.TrimSpace(strings.TrimRight(text[s:e], "\r"))
	if strings.HasPrefix(t, "|") && len(out) > 0 {
		out = out[1:]
	}
	if strings.HasSuffix(t, "|") && len(out) > 0 {
		out = out[:len(out)-1]
	}
	return out
}

// tabCells splits the line text[s:e] at its runs of tabs into cells when
// it holds at least one tab between two runs of text (not a leading tab,
// an indent), else nil.
func tabCells(text string, s, e int) []span {
	l := strings.TrimRight(text[s:e], " \t\r")
	if l == "" || l[0] == '\t' || l[0] == ' ' || !strings.Contains(l, "\t") {
		return nil
	}
	var out []span
	at := s
	for k := s; k <= s+len(l); k++ {
		if k < s+len(l) && text[k] != '\t' {
			continue
		}
		if c := trimmedSpan(text, at, k); c.s < c.e || k == s+len(l) {
			out = append(out, c)
		}
		for k+1 < s+len(l) && text[k+1] == '\t' {
			k++
		}
		at = k + 1
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// minCellWords is how many words a cell of a table of tabs holds, unless
// one holds a quotation mark, for the lines to be a table: a pleading's
// head („Sygn. akt⇥I C 1/26”, „Powód:⇥Jan Nowak”) lines up labels and
// values with tabs too, and is no table of rulings.
const minCellWords = 8

// holdsRunningText reports whether a cell of rows holds a quotation mark
// or at least minCellWords words.
func holdsRunningText(text string, rows [][]span) bool {
	for _, row := range rows {
		for _, c := range row {
			t := text[c.s:c.e]
			if strings.ContainsAny(t, "„”“\"«»") || len(strings.Fields(t)) >= minCellWords {
				return true
			}
		}
	}
	return false
}

// trimmedSpan is [s, e) of text without the white space at its ends.
func trimmedSpan(text string, s, e int) span {
	for s < e && strings.ContainsRune(" \t\r", rune(text[s])) {
		s++
	}
	for e > s && strings.ContainsRune(" \t\r", rune(text[e-1])) {
		e--
	}
	return span{s, e}
}

// addTextTable adds table tb of text to the body: each cell's text (read
// like the rest of the body: addTextBody) on a line of its own, recorded
// as a BlockTableCell block of table n; it returns the body range the
// table takes.
func (d *draft) addTextTable(text string, tb textTable, n int, labels map[string]bool, md bool) span {
	start := d.body.len()
	first := true
	for r, row := range tb.rows {
		for c, cell := range row {
			if cell.s >= cell.e {
				continue
			}
			if !first {
				d.body.addSynthetic("\n", cell.s)
			}
			first = false
			bs := d.body.len()
			d.addTextBody(text, cell.s, cell.e, labels, md)
			pos := &TableCell{Table: n, Row: r, Col: c, Header: tb.header && r == 0}
			d.body.blocks = append(d.body.blocks, draftBlock{start: bs, end: d.body.len(), kind: BlockTableCell, cell: pos, indent: -1})
		}
	}
	return span{start, d.body.len()}
}
