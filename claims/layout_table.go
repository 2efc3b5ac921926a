package claims

import (
	"strings"

	"citeguard/cite"
)

// Tables.
//
// A table of rulings puts a ruling's signature (and court, date) in one
// cell and the quoted thesis in another cell of the same row:
//
//	| Orzeczenie                  | Data       | Teza                    |
//	| SA w Gdańsku, I ACa 922/12  | 28.02.2013 | „Zadośćuczynienie …”    |
//
// A row is one unit of attribution: the citations of the row's other
// cells are candidates for a claim of a cell as if they introduced it
// (cite.FromTable, scored like an introducing citation), and a cell
// holding nothing but a date gives the row's ruling its date when its own
// cell names none. The header row names the columns: its cells are
// labels, never sources.

// Cell places a table cell's paragraph in its table: the table's number
// (1-based), the row and the column (0-based), and whether the row is the
// header row (extract.TableCell).
type Cell struct {
	Table, Row, Col int
	Header          bool
}

// pdfRowTable is the Table of the cells given to the sentences of a table
// row that the extraction gives as one block, its cells in reading order
// (a PDF's row: extract.Block without a Cell): each sentence of the row
// is a cell of its own, so a signature in one sentence of the row anchors
// a quotation in another, before or after it.
const pdfRowTable = -1

// blockCell is the Cell of block b, the k-th of the input: its own, or for
// a table row without one (pdfRowTable) the row's, numbered by k.
func blockCell(b Block, k int) *Cell {
	if b.Cell != nil || b.Kind != BlockTableCell {
		return b.Cell
	}
	return &Cell{Table: pdfRowTable, Row: k}
}

// sentenceCell is the Cell of the n-th sentence of a unit whose Cell is c:
// c, but in a row of pdfRowTable the n-th cell of the row.
func sentenceCell(c *Cell, n int) *Cell {
	if c == nil || c.Table != pdfRowTable {
		return c
	}
	cc := *c
	cc.Col = n
	return &cc
}

// sameRow reports whether sentences i and j stand in different cells of
// one row of a table (not its header row).
func (x *extractor) sameRow(i, j int) bool {
	a, b := x.sents[i].cell, x.sents[j].cell
	return a != nil && b != nil && !a.Header && !b.Header && a.Table == b.Table && a.Row == b.Row && a.Col != b.Col
}

// maxRowSentences bounds the sentences of a row read as the sources of
// one of its cells.
const maxRowSentences = 24

// rowSources are the sentences of the other cells of sentence i's row.
func (x *extractor) rowSources(i int) []ctxSource {
	if c := x.sents[i].cell; c == nil || c.Header {
		return nil
	}
	var out []ctxSource
	for j := i - 1; j >= 0 && i-j <= maxRowSentences && x.sents[j].cell != nil && x.sents[j].cell.Row == x.sents[i].cell.Row; j-- {
		if x.sameRow(j, i) {
			out = append(out, ctxSource{j, x.sents[j], x.cits[j]})
		}
	}
	for j := i + 1; j < len(x.sents) && j-i <= maxRowSentences && x.sents[j].cell != nil && x.sents[j].cell.Row == x.sents[i].cell.Row; j++ {
		if x.sameRow(j, i) {
			out = append(out, ctxSource{j, x.sents[j], x.cits[j]})
		}
	}
	return out
}

// rowCand scores a citation of another cell of the target's row: it
// anchors the claim like an introducing citation; a ruling with no date
// of its own takes the date of a cell of the row that holds only a date.
func (x *extractor) rowCand(cd *cand, t target) {
	cd.score, cd.why, cd.from = scoreIntro, []string{"w tym samym wierszu tabeli"}, cite.FromTable
	if cd.anchor.Sygnatura == "" || cd.anchor.Data != "" {
		return
	}
	if d, ok := x.rowDate(t.i); ok {
		cd.anchor.Data, cd.anchor.DataTekst = d.ISO, d.Raw
		cd.why = append(cd.why, "data z kolumny "+d.Raw)
	}
}

// rowDate is the date of sentence i's row: a cell of it that holds only
// a date (a date column).
func (x *extractor) rowDate(i int) (dateMatch, bool) {
	for _, src := range x.rowSources(i) {
		s := src.s
		cell := strings.TrimSpace(x.text[s.Start:s.End])
		for _, d := range findDates(cell) {
			if strings.Trim(cell[:d.Start]+cell[d.End:], " .,;") == "" {
				return d, true
			}
		}
	}
	return dateMatch{}, false
}

// tableFrom says that a quotation in a table cell anchored by a citation
// of its own cell got its anchor from the table's row (cite.FromTable): a
// row the extraction gives as one block (a browser's PDF) holds the
// signature and the thesis in one sentence.
func tableFrom(cl *Claim, s Sentence) {
	if s.Kind == BlockTableCell && cl.AnchorFrom == cite.FromCitation {
		cl.AnchorFrom = cite.FromTable
	}
}
