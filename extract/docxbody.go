package extract

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/xml"
	"strings"
)

// docxReader walks the parts of one DOCX.
type docxReader struct {
	d              *draft
	z              *zipDoc
	ctx            context.Context
	styles         docxStyles
	types          contentTypes
	renderedBreaks []int
	refCount       map[string]int
	out            *mapped // where a partMargin part writes
	chunks         int     // alt-chunks read (bounded by maxAltChunks)
	chunkBytes     int64   // their inflated bytes (bounded by MaxPartSize)
}

// maxAltChunks bounds the alt-chunk parts of one document.
const maxAltChunks = 1000

// docxPara is a paragraph being read.
type docxPara struct {
	out         *mapped // where its text goes
	start       int     // its first byte in out
	style       string  // w:pStyle
	outline     int     // w:outlineLvl, -1 when not set
	numID       string  // w:numPr/w:numId, "" when not set
	ilvl        int
	indent      int // w:ind left in twips, -1 when not set
	cell        bool
	pos         *TableCell // its cell's place, when in a table
	letters     int        // letters and digits of its visible text
	boldLetters int        // … of them in bold
	lines       int        // line breaks inside it
	sizes       textSizes  // its letters by font size
	hanging     bool       // a hanging first line (a label and a tab): not a quotation
	xmlOffset   int        // the main part: where its w:p starts (Block.XMLOffset)
}

const (
	nsMC   = "http://schemas.openxmlformats.org/markup-compatibility/2006"
	nsMath = "http://schemas.openxmlformats.org/officeDocument/2006/math"
)

func isWML(n xml.Name) bool { return isWMLSpace(n.Space) }

// isWMLSpace: the namespace URI is WordprocessingML's (transitional or strict).
func isWMLSpace(uri string) bool {
	return strings.HasSuffix(uri, "wordprocessingml/2006/main") || strings.HasSuffix(uri, "/wordprocessingml/main")
}

// readPart reads one part: the body, a notes part or a header/footer
// (docxPart, whose handlers are the table docxElements).
func (r *docxReader) readPart(zf *zip.File, rels relationships, kind partKind, noteKind string) error {
	rc, err := r.z.open(zf)
	if err != nil {
		return err
	}
	defer rc.Close()
	p := &docxPart{r: r, d: r.d, w: newWalker(r.ctx, rc, r.z.name, zf.Name, r.z.lim), rels: rels, kind: kind, noteKind: noteKind, run: plainRun}
	switch kind {
	case partBody:
		p.out = &r.d.body
	case partNotes:
		p.out = &p.discard
	case partMargin:
		p.out = r.out
	}
	if err := p.walk(); err != nil {
		return err
	}
	for _, b := range p.pending {
		appendMapped(p.out, b)
	}
	return nil
}

// paraKind classifies a finished paragraph (Block's rules).
func (r *docxReader) paraKind(p *docxPara) (BlockKind, int) {
	st := r.styles
	outline := p.outline
	if outline < 0 {
		outline = st.outline(p.style)
	}
	num, lvl := p.numID, p.ilvl
	if num == "" {
		num, lvl = st.numbering(p.style)
	} else if lvl < 0 {
		_, lvl = st.numbering(p.style)
	}
	switch {
	case p.cell:
		return BlockTableCell, 0
	case outline >= 0 && outline <= 8:
		return BlockHeading, outline + 1
	case num != "" && num != "0":
		return BlockListItem, max(lvl, 0) + 1
	case st.isQuote(p.style):
		return BlockQuote, 0
	case isBoldHeading(p.letters, p.boldLetters, p.lines, p.out.len()-p.start):
		return BlockHeading, 0
	}
	return BlockParagraph, 0
}

// effIndent is the paragraph's left indent in twips (0 when none is set;
// -1 for a hanging indent, which is a layout of labels, not a quotation).
func (p *docxPara) effIndent(st docxStyles) int {
	if p.hanging || (p.indent < 0 && st.hanging(p.style)) {
		return -1
	}
	if p.indent >= 0 {
		return p.indent
	}
	return max(st.indent(p.style), 0)
}

// isBoldHeading is the bold-paragraph heading rule: some letters, all of
// them bold, at most 3 lines and 200 bytes.
func isBoldHeading(letters, bold, breaks, size int) bool {
	return letters > 0 && bold == letters && breaks <= 2 && size <= 200
}

// upgradeIndentedQuotes makes block quotations of the plain paragraphs of
// m indented at least 1 cm (567 twips) more than the document's usual
// paragraph (the indent most of the paragraph text has), or set clearly
// smaller than the usual paragraph text (setSmaller) right after a block
// that ends with a colon or is a block quotation (a note or a caption set
// small is none).
func upgradeIndentedQuotes(m *mapped) {
	bs := m.blocks
	weight, sizes := map[int]int{}, textSizes{}
	for _, b := range bs {
		if b.kind == BlockParagraph && b.indent >= 0 {
			weight[b.indent] += b.end - b.start
		}
		if b.kind == BlockParagraph {
			sizes.add(b.size, b.end-b.start)
		}
	}
	usual, best := 0, -1
	for in, w := range weight {
		if w > best || (w == best && in < usual) {
			usual, best = in, w
		}
	}
	usualSize := sizes.main()
	for i := range bs {
		if bs[i].kind != BlockParagraph {
			continue
		}
		small := i > 0 && setSmaller(bs[i].size, usualSize) && (bs[i-1].kind == BlockQuote || introduces(m.b, bs[i-1]))
		if bs[i].indent >= usual+567 || small {
			bs[i].kind = BlockQuote
		}
	}
}

// introduces reports whether block b of text ends with a colon.
func introduces(text []byte, b draftBlock) bool {
	if b.start < 0 || b.end > len(text) || b.start >= b.end {
		return false
	}
	return bytes.HasSuffix(bytes.TrimRight(text[b.start:b.end], " \t\n\u00a0"), []byte(":"))
}

// understood reports whether Word understands every namespace an
// mc:Choice requires (a space-separated list of prefixes).
func (w *xmlWalker) understood(requires string) bool {
	ps := strings.Fields(requires)
	if len(ps) == 0 {
		return false
	}
	for _, p := range ps {
		uri, ok := w.ns[p]
		if !ok || !wordNamespaces[uri] {
			return false
		}
	}
	return true
}

// wordNamespaces are the namespaces Word (2016 and later) understands in
// an mc:Choice's Requires: its own extensions (w14, w15, w16*, wps, wpg,
// wpc, wpi, wp14, a14…), VML and the ECMA-376 vocabularies.
var wordNamespaces = map[string]bool{
	"http://schemas.microsoft.com/office/word/2010/wordprocessingShape":      true, // wps
	"http://schemas.microsoft.com/office/word/2010/wordprocessingGroup":      true, // wpg
	"http://schemas.microsoft.com/office/word/2010/wordprocessingCanvas":     true, // wpc
	"http://schemas.microsoft.com/office/word/2010/wordprocessingInk":        true, // wpi
	"http://schemas.microsoft.com/office/word/2010/wordprocessingDrawing":    true, // wp14
	"http://schemas.microsoft.com/office/word/2010/wordml":                   true, // w14
	"http://schemas.microsoft.com/office/word/2012/wordml":                   true, // w15
	"http://schemas.microsoft.com/office/word/2015/wordml/symex":             true, // w16se
	"http://schemas.microsoft.com/office/word/2016/wordml/cid":               true, // w16cid
	"http://schemas.microsoft.com/office/word/2018/wordml":                   true, // w16
	"http://schemas.microsoft.com/office/word/2018/wordml/cex":               true, // w16cex
	"http://schemas.microsoft.com/office/word/2020/wordml/sdtdatahash":       true, // w16sdtdh
	"http://schemas.microsoft.com/office/word/2023/wordml/word16du":          true, // w16du
	"http://schemas.microsoft.com/office/word/2024/wordml/sdtformatlock":     true, // w16sdtfl
	"http://schemas.microsoft.com/office/drawing/2010/main":                  true, // a14
	"http://schemas.microsoft.com/office/drawing/2014/main":                  true, // a16
	"http://schemas.microsoft.com/office/drawing/2014/chartex":               true, // cx
	"http://schemas.microsoft.com/office/drawing/2016/ink":                   true, // aink
	"http://schemas.microsoft.com/office/drawing/2017/model3d":               true, // am3d
	"urn:schemas-microsoft-com:vml":                                          true, // v
	"urn:schemas-microsoft-com:office:office":                                true, // o
	"urn:schemas-microsoft-com:office:word":                                  true, // w10
	"http://schemas.openxmlformats.org/wordprocessingml/2006/main":           true, // w
	"http://schemas.openxmlformats.org/drawingml/2006/main":                  true, // a
	"http://schemas.openxmlformats.org/drawingml/2006/picture":               true, // pic
	"http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing": true, // wp
	"http://schemas.openxmlformats.org/drawingml/2006/chart":                 true, // c
	"http://schemas.openxmlformats.org/drawingml/2006/diagram":               true, // dgm
	"http://schemas.openxmlformats.org/officeDocument/2006/math":             true, // m
	"http://schemas.openxmlformats.org/officeDocument/2006/relationships":    true, // r
	"http://schemas.openxmlformats.org/markup-compatibility/2006":            true, // mc
}
