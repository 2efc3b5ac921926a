package extract

import (
	"bytes"
	"sort"
	"unicode"
	"unicode/utf8"
)

// BlockKind is what a block of the body is.
type BlockKind string

// The kinds of blocks.
const (
	BlockParagraph BlockKind = "paragraph"  // a paragraph of running text
	BlockHeading   BlockKind = "heading"    // a heading or title, or a short paragraph set wholly in bold
	BlockListItem  BlockKind = "list_item"  // one item of a numbered or bulleted list
	BlockQuote     BlockKind = "quote"      // an indented (block) quotation
	BlockTableCell BlockKind = "table_cell" // one paragraph of a table cell
)

// Block is one unit of the body's structure: the byte range [Start, End)
// of Document.Text that one paragraph, heading, list item, block quotation
// or table cell paragraph occupies.
//
// Blocks are in text order, never overlap, start and end on a character
// that is not white space, and cover every character of Text that is not
// white space; between two blocks there is always a line break. A block
// boundary is a hard boundary for the claim extractor: no sentence, and no
// citation, runs across it. Lines inside a block (a line break in a DOCX
// paragraph, a wrapped PDF line) are not boundaries.
//
// How blocks are found depends on the format:
//   - DOCX: one block per w:p; headings by outline level (in the paragraph
//     or its style chain, as for Heading 1–9 and Title); list items by
//     numbering (w:numPr in the paragraph or its style); block quotations by
//     style (Quote, Intense Quote, Block Text, Cytat…), a left indent at
//     least 1 cm deeper than the document's usual one, or a font clearly
//     smaller than the usual paragraph's after a paragraph ending in a colon
//     (w:sz of the runs, their character styles, the paragraph style's
//     w:basedOn chain, w:docDefaults: textsizes.go); paragraphs in w:tc
//     are table cells, with their place in the table (Cell).
//   - ODT: one block per text:p / text:h; text:h are headings, paragraphs in
//     text:list-item are list items, in table:table-cell table cells (with
//     Cell); block
//     quotations by paragraph style (Quotations, Cytat…), indentation
//     (fo:margin-left up the parent chain) or a smaller font after a colon
//     (fo:font-size of spans and styles, points or percent).
//   - PDF: lines are grouped by layout: a new block starts after a vertical
//     gap wider than the document's line pitch, at a change of indentation
//     (a first-line indent, the start or end of an indented quotation, a
//     list marker; at a page break against each page's left margin), at a
//     change of font size or weight, and after a short last line when the
//     document does not separate paragraphs by spacing (where it marks
//     them by first-line indents, short lines among short lines inside a
//     paragraph that opened with an indent are line breaks: the letter
//     head's "Do:", "Od:", "Data:" stay one block). A
//     paragraph or a block quotation continued on the next page or column
//     is one block; the last line of a page ends its paragraph when the
//     next page's first word, by its width, would have fitted before the
//     document's right margin (ragged right: the page's own lines may all
//     end short of it). "r." after a line ending in a number is the year's,
//     not a list item; a heading's last word set large is no table row. A
//     block quotation is indented on the left and narrower
//     on the right too, or set smaller, or indented by at most a quarter of
//     the text's width (justified or ragged right); a block set smaller
//     only, after a line ending in a colon, is one too. A numbered point
//     ("1.1." and a hanging indent) is one list item. A table row a
//     browser printed cell after cell (its lines go back up to the row's
//     first baseline, to the right) is one BlockTableCell block holding
//     the row's cells in reading order, also over a page break
//     (pdftablerows.go); so is a LibreOffice row, whose one-line cells and
//     the next cell's first line come as one line, that cell's other lines
//     under it (no Cell in PDF: claims takes each sentence of such a row
//     as a cell of it).
//   - TXT: blocks are separated by blank lines; a line that starts with a
//     list marker starts a list item; lines indented by a tab or at least
//     four spaces deeper than the text's usual indent under a line ending
//     with a colon are a block quotation
//     (a single indented line with running text right under it is a
//     paragraph's first-line indent); tables of pipes or tabs are table
//     cells with their Cell (texttables.go).
//   - MD: blank lines, ATX and Setext headings, list markers and ">"
//     quotations, pipe tables (table cells with their Cell, the row above
//     the delimiter row the header); the rest of the Markdown syntax stays
//     in Text.
//
// In every format a short paragraph (at most 3 lines or 200 characters) set
// wholly in bold is a heading: memos mark headings that way as often as with
// heading styles.
type Block struct {
	Kind  BlockKind `json:"kind"`
	Start int       `json:"start"`
	End   int       `json:"end"`
	// Level is the heading level (1 = top) or the list nesting level
	// (1 = top); 0 when unknown or not applicable.
	Level int `json:"level,omitempty"`
	// XMLOffset is, for a DOCX block, where the w:p element it comes from
	// starts in the main document part: the byte offset of its start tag
	// in the part's inflated XML (what a program that rewrites the part,
	// such as the commented copy of check/docxcomments, splices at). 0
	// when the block does not come from a w:p of the main part (an
	// alt-chunk, other formats; no w:p can start at byte 0: the root
	// element does). A text box's paragraph has its own w:p, inside the
	// w:p that anchors the box.
	XMLOffset int `json:"xml_offset,omitempty"`
	// Cell places a table cell's paragraph (BlockTableCell) in its table:
	// table, row, column, header row (DOCX, ODT, TXT, MD); nil for every
	// other block.
	Cell *TableCell `json:"cell,omitempty"`
}

// BlockAt returns the index in Blocks of the block that holds byte offset
// off of Text, or -1 when off is between blocks.
func (d *Document) BlockAt(off int) int {
	i := sort.Search(len(d.Blocks), func(i int) bool { return d.Blocks[i].End > off })
	if i < len(d.Blocks) && d.Blocks[i].Start <= off {
		return i
	}
	return -1
}

// searchPage is Document.PageAt's binary search over pages in order: the
// page holding off, or 0.
func searchPage(pages []PageSpan, off int) int {
	i := sort.Search(len(pages), func(i int) bool { return pages[i].End > off })
	if i < len(pages) && pages[i].Start <= off {
		return pages[i].Page
	}
	return 0
}

// draftBlock is a block of a mapped text under construction: [start, end)
// are offsets into that text.
type draftBlock struct {
	start, end int
	kind       BlockKind
	level      int
	indent     int // DOCX/ODT: left indent in twips, for upgradeIndentedQuotes
	size       int // DOCX/ODT: the font size of most of its letters in half-points, 0 unknown
	xmlOffset  int // DOCX: Block.XMLOffset
	cell       *TableCell
}

// block records a block [start, end) of m.
func (m *mapped) block(start int, kind BlockKind, level int) {
	if start < m.len() {
		m.blocks = append(m.blocks, draftBlock{start: start, end: m.len(), kind: kind, level: level})
	}
}

// finishBlocks maps the draft's blocks through the clean-up (fwd maps a
// body offset to the offset in text) and makes them obey Block's rules:
// trimmed, in order, not overlapping, split at nothing, and covering all
// text (text outside any block becomes one paragraph per line).
func finishBlocks(text []byte, drafts []draftBlock, fwd func(int) int) []Block {
	var in []Block
	for _, b := range drafts {
		s, e := fwd(b.start), fwd(b.end)
		in = append(in, Block{Kind: b.kind, Start: s, End: e, Level: b.level, XMLOffset: b.xmlOffset, Cell: b.cell})
	}
	sort.SliceStable(in, func(i, j int) bool { return in[i].Start < in[j].Start })
	var out []Block
	pos := 0
	for _, b := range in {
		b.Start = max(b.Start, pos)
		b.Start, b.End = trimSpan(text, b.Start, min(b.End, len(text)))
		if b.Start >= b.End {
			continue
		}
		out = appendLines(out, text, pos, b.Start)
		if n := len(out); n > 0 && !bytes.Contains(text[out[n-1].End:b.Start], []byte("\n")) {
			// The clean-up joined the two (a word hyphenated across
			// them): one block.
			out[n-1].End = b.End
			pos = b.End
			continue
		}
		out = append(out, b)
		pos = b.End
	}
	out = appendLines(out, text, pos, len(text))
	markHeaderRows(string(text), out)
	return out
}

// appendLines adds a paragraph per non-blank line of text[start:end].
func appendLines(out []Block, text []byte, start, end int) []Block {
	for start < end {
		e := start
		for e < end && text[e] != '\n' {
			e++
		}
		if s, t := trimSpan(text, start, e); s < t {
			out = append(out, Block{Kind: BlockParagraph, Start: s, End: t})
		}
		start = e + 1
	}
	return out
}

// trimSpan shrinks [s, e) of text to start and end on a character that is
// not white space.
func trimSpan(text []byte, s, e int) (int, int) {
	for s < e {
		r, n := utf8.DecodeRune(text[s:])
		if !unicode.IsSpace(r) {
			break
		}
		s += n
	}
	for e > s {
		r, n := utf8.DecodeLastRune(text[s:e])
		if !unicode.IsSpace(r) {
			break
		}
		e -= n
	}
	return s, e
}
