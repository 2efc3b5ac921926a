package claims

import (
	"sort"
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
// anchors the claim like an introducing citation (its court and date from
// the row's court/date cell are already its own: completeRows).
func rowCand(cd *cand) {
	cd.score, cd.why, cd.from = scoreIntro, []string{"w tym samym wierszu tabeli"}, cite.FromTable
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

// rowRulingFirst keeps a provision from competing with the ruling of a
// table row: in a row that names a ruling („Wyrok SA …, I ACa 1/12 |
// „…” | art. 445 § 1 k.c. — zadośćuczynienie”), a provision another
// cell mentions, or the thesis cell's own words outside the quotation
// („Art. 445 § 1 k.c.: „…””), is what the ruling is about, not a second
// source of the thesis: it scores below the row's ruling by more than the
// ambiguity margin. It stays a candidate, so that a thesis the ruling
// does not hold is still checked against it (check's safety net). A
// provision named inside the quotation is quoted text and never a
// candidate at all.
func (x *extractor) rowRulingFirst(t target, cs []cand) []cand {
	s := x.sents[t.i]
	if s.cell == nil && s.Kind != BlockTableCell || s.cell != nil && s.cell.Header {
		return cs
	}
	ruling := -1
	for k, cd := range cs {
		if cd.anchor.Przepis == "" && (cd.anchor.Sygnatura != "" || cd.anchor.ECLI != "") && (cd.from == cite.FromTable || cd.from == cite.FromCitation) {
			ruling = k
			break
		}
	}
	if ruling < 0 {
		return cs
	}
	top := cs[ruling].score - ambiguityMargin - 1
	changed := false
	for k := range cs {
		if cd := &cs[k]; cd.anchor.Przepis != "" && cd.score > top {
			cd.score, cd.why, changed = top, append(cd.why, "przepis wymieniony w wierszu orzeczenia"), true
		}
	}
	if changed {
		sort.SliceStable(cs, func(a, b int) bool { return cs[a].score > cs[b].score })
	}
	return cs
}

// rowThesis anchors a table cell that restates a provision without
// quotation marks („Zgodnie z art. 436 § 2 k.c. w razie zderzenia …” in
// the thesis column) to the ruling another cell of its row names: the
// cell is that ruling's thesis, the provision what it is about. The
// provision stays the second candidate (check's safety net compares the
// thesis with it when the ruling does not hold it). It reports false when
// the row names no ruling.
func (x *extractor) rowThesis(cl *Claim, i int, prov *Citation) bool {
	s := x.sents[i]
	if s.cell == nil || s.cell.Header {
		return false
	}
	for _, src := range x.rowSources(i) {
		for k := range src.cits {
			c := &src.cits[k]
			if !eligible(c) || c.Kind != JudgmentCitation || c.Unsigned {
				continue
			}
			best := cand{cs: []*Citation{c}, anchor: c.Anchor, id: sourceID(c.Anchor)}
			rowCand(&best)
			other := cand{cs: []*Citation{prov}, anchor: prov.Anchor, id: sourceID(prov.Anchor), from: cite.FromCitation,
				score: best.score - ambiguityMargin - 1, why: []string{"w zdaniu", "przepis wymieniony w wierszu orzeczenia"}}
			x.setAnchorFrom(cl, attribution{best: &best, all: []cand{best, other}})
			return true
		}
	}
	return false
}

// completeRows makes each table row one unit of its ruling: the court and
// the date another cell of the row gives („SR w Bielsku Podlaskim,
// 19.11.2013 r.” in a „Sąd / data” column; a date column) are the
// ruling's, when its own citation names none — for its bare citation, the
// quotation beside it and a later reference to the row („z poz. 6”) alike.
// A cell is taken only when it holds nothing but courts and dates (numeric
// or written out, pl's date forms); a row that names two rulings is left
// as it is.
func (x *extractor) completeRows() {
	for _, r := range x.rows {
		c := x.rowRuling(r)
		if c == nil || c.Kind != JudgmentCitation {
			continue
		}
		for i := r.first; i <= r.last; i++ {
			if i == c.sent {
				continue
			}
			court, date, ok := x.courtDateCell(i)
			if !ok {
				continue
			}
			if c.Anchor.Data == "" && date != nil {
				c.Anchor.Data, c.Anchor.DataTekst = date.ISO, clean(date.Raw)
			}
			if c.Anchor.Organ == "" && court != "" {
				c.Anchor.Organ = court
			}
		}
	}
}

// courtDateCell reads sentence i as a cell of courts and dates only: its
// first court and first date (either may be missing, not both); ok is
// false when the cell holds anything else.
func (x *extractor) courtDateCell(i int) (court string, date *dateMatch, ok bool) {
	s := x.sents[i]
	for _, c := range x.cits[i] {
		if a := c.Anchor; a.Sygnatura != "" || a.ECLI != "" || a.CELEX != "" || a.Przepis != "" || a.Akt != "" || c.Kind == ShortCitation {
			return "", nil, false // a citation of its own, not the row's court and date
		}
	}
	rest := []byte(x.text[s.Start:s.End])
	blank := func(a, b int) {
		for k := a - s.Start; k < b-s.Start && k < len(rest); k++ {
			if k >= 0 {
				rest[k] = ' '
			}
		}
	}
	for k := range x.courtsOf[i] {
		ct := x.courtsOf[i][k]
		if court == "" {
			court = ct.Name
		}
		blank(ct.Start, ct.End)
	}
	for k := range x.datesOf[i] {
		d := &x.datesOf[i][k]
		if date == nil {
			date = d
		}
		blank(d.Start, d.End)
	}
	if court == "" && date == nil || strings.Trim(string(rest), " \t\n\u00a0.,;–-") != "" {
		return "", nil, false
	}
	return court, date, true
}
