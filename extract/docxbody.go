package extract

import (
	"archive/zip"
	"context"
	"encoding/xml"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"
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

// field is a complex field (w:fldChar begin … separate … end).
type field struct{ inCode bool }

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
	letters     int  // letters and digits of its visible text
	boldLetters int  // … of them in bold
	lines       int  // line breaks inside it
	hanging     bool // a hanging first line (a label and a tab): not a quotation
	xmlOffset   int  // the main part: where its w:p starts (Block.XMLOffset)
}

// alternate is an open mc:AlternateContent: whether a branch was taken.
type alternate struct{ taken bool }

const (
	nsMC   = "http://schemas.openxmlformats.org/markup-compatibility/2006"
	nsMath = "http://schemas.openxmlformats.org/officeDocument/2006/math"
)

func isWML(n xml.Name) bool {
	return strings.HasSuffix(n.Space, "wordprocessingml/2006/main") || strings.HasSuffix(n.Space, "/wordprocessingml/main")
}

// readPart reads one part: the body, a notes part or a header/footer.
func (r *docxReader) readPart(zf *zip.File, rels relationships, kind partKind, noteKind string) error {
	rc, err := r.z.open(zf)
	if err != nil {
		return err
	}
	defer rc.Close()
	w := newWalker(r.ctx, rc, r.z.name, zf.Name, r.z.lim)
	d := r.d

	var discard mapped
	var (
		out       = &d.body // where text goes
		stack     []string  // local names of open WML elements ("" for others)
		fields    []field
		hidden    bool // current run is hidden (w:vanish)
		runBold   = -1 // current run's w:b, -1 when not set
		runStyle  string
		runSup    bool      // current run is superscript (w:vertAlign)
		boxes     []*mapped // open text boxes (nested ones too)
		boxOuter  []*mapped // where each box's anchor paragraph writes
		pendingBx []*mapped // closed boxes waiting for their paragraph's end
		paras     []*docxPara
		alts      []alternate
	)
	switch kind {
	case partNotes:
		out = &discard
	case partMargin:
		out = r.out
	}
	inCode := func() bool {
		for _, f := range fields {
			if f.inCode {
				return true
			}
		}
		return false
	}
	para := func() *docxPara {
		if n := len(paras); n > 0 {
			return paras[n-1]
		}
		return nil
	}
	emit := func(s string) {
		if hidden || inCode() {
			return
		}
		d.emitTo(out, s)
	}
	// emitText writes the text of a w:t, counting its letters for the
	// bold-heading rule and turning superscript digits into ¹²³.
	emitText := func(s string) {
		if hidden || inCode() {
			return
		}
		if p := para(); p != nil {
			n := 0
			for _, c := range s {
				if unicode.IsLetter(c) || unicode.IsDigit(c) {
					n++
				}
			}
			p.letters += n
			bold := runBold == 1
			if runBold < 0 {
				if v, set := r.styles.boldSet(runStyle); set {
					bold = v
				} else {
					bold = r.styles.bold(p.style)
				}
			}
			if bold {
				p.boldLetters += n
			}
		}
		if runSup {
			s, _ = superscriptText(s) // Raw is the text the reader produced
		}
		d.emitTo(out, s)
	}
	parent := func(k int) string {
		if len(stack) > k {
			return stack[len(stack)-1-k]
		}
		return ""
	}
	for {
		at := w.dec.InputOffset() // where the next token starts
		tok, err := w.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if t.Name.Space == nsMC {
				switch t.Name.Local {
				case "AlternateContent":
					alts = append(alts, alternate{})
				case "Choice", "Fallback":
					// Read exactly the branch Word displays: the first Choice
					// whose Requires it understands, else the Fallback.
					n := len(alts)
					take := n > 0 && !alts[n-1].taken
					if take && t.Name.Local == "Choice" {
						req, _ := attr(t, "Requires")
						take = w.understood(req)
					}
					if !take {
						if err := w.skip(); err != nil {
							return err
						}
						continue
					}
					alts[n-1].taken = true
				}
				stack = append(stack, "")
				continue
			}
			if (t.Name.Space == nsDiagram && t.Name.Local == "relIds") || (t.Name.Space == nsChart && t.Name.Local == "chart") {
				// A SmartArt diagram or a chart: Word draws the text of
				// another part; it follows the paragraph, like a text box.
				key, what := "id", "chart"
				if t.Name.Local == "relIds" {
					key, what = "dm", "SmartArt diagram"
				}
				id, _ := attr(t, key)
				b, err := r.drawingText(rels, id, what)
				if err != nil {
					return err
				}
				if len(boxes) == 0 {
					pendingBx = append(pendingBx, b)
				} else {
					appendMapped(out, b)
				}
			}
			if !isWML(t.Name) {
				if t.Name.Space == nsMath && t.Name.Local == "t" {
					stack = append(stack, "t") // equation text (m:t)
				} else {
					stack = append(stack, "")
				}
				continue
			}
			switch t.Name.Local {
			case "del", "moveFrom", "delText", "instrText", "footnoteRef", "endnoteRef", "delInstrText",
				"commentReference", "annotationRef":
				if err := w.skip(); err != nil {
					return err
				}
				continue
			case "footnote", "endnote":
				if kind == partNotes {
					if typ, _ := attr(t, "type"); typ != "" && typ != "normal" {
						if err := w.skip(); err != nil { // separators
							return err
						}
						continue
					}
					id, _ := attr(t, "id")
					note := &draftNote{kind: noteKind, id: id}
					d.notes = append(d.notes, note)
					out = &note.text
				}
			case "p":
				p := &docxPara{out: out, start: out.len(), outline: -1, ilvl: -1, indent: -1, cell: slices.Contains(stack, "tc")}
				if kind == partBody {
					p.xmlOffset = int(at)
				}
				paras = append(paras, p)
			case "pStyle":
				if p := para(); p != nil && parent(0) == "pPr" {
					p.style, _ = attr(t, "val")
				}
			case "outlineLvl":
				if p := para(); p != nil && parent(0) == "pPr" {
					p.outline = attrInt(t, "val", -1)
				}
			case "numId":
				if p := para(); p != nil && parent(0) == "numPr" && parent(1) == "pPr" {
					p.numID, _ = attr(t, "val")
				}
			case "ilvl":
				if p := para(); p != nil && parent(0) == "numPr" && parent(1) == "pPr" {
					p.ilvl = attrInt(t, "val", -1)
				}
			case "ind":
				if p := para(); p != nil && parent(0) == "pPr" {
					p.indent = indentOf(t)
					if h := attrInt(t, "hanging", 0); h > 0 {
						p.hanging = true
					}
				}
			case "r":
				hidden, runBold, runStyle, runSup = false, -1, "", false
			case "rStyle":
				if parent(0) == "rPr" && parent(1) == "r" {
					runStyle, _ = attr(t, "val")
				}
			case "b":
				if parent(0) == "rPr" && parent(1) == "r" {
					runBold = onOff(t)
				}
			case "vertAlign":
				if parent(0) == "rPr" && parent(1) == "r" {
					v, _ := attr(t, "val")
					runSup = v == "superscript"
				}
			case "vanish", "specVanish":
				if parent(0) == "rPr" && parent(1) == "r" {
					hidden = onOff(t) == 1
				}
			case "fldChar":
				switch v, _ := attr(t, "fldCharType"); v {
				case "begin":
					fields = append(fields, field{inCode: true})
				case "separate":
					if n := len(fields); n > 0 {
						fields[n-1].inCode = false
					}
				case "end":
					if n := len(fields); n > 0 {
						fields = fields[:n-1]
					}
				}
			case "tab", "ptab":
				if parent(0) == "r" {
					emit("\t")
				}
			case "br", "cr":
				emit("\n")
				if p := para(); p != nil && !hidden {
					p.lines++
				}
				if v, _ := attr(t, "type"); v == "page" && kind == partBody && !hidden {
					d.pageBreak()
				}
			case "lastRenderedPageBreak":
				if kind == partBody && len(boxes) == 0 {
					r.renderedBreaks = append(r.renderedBreaks, d.body.len())
				}
			case "noBreakHyphen":
				emit("\u2011")
			case "softHyphen":
				emit("\u00AD")
			case "sym":
				if c, ok := attr(t, "char"); ok {
					if v, err := strconv.ParseUint(c, 16, 32); err == nil && v >= 0x20 && (v < 0xD800 || v > 0xDFFF) && v < 0xF000 {
						emit(string(rune(v)))
					}
				}
			case "footnoteReference", "endnoteReference":
				if kind == partBody && !hidden {
					id, _ := attr(t, "id")
					k := "footnote"
					if t.Name.Local == "endnoteReference" {
						k = "endnote"
					}
					if r.refCount == nil {
						r.refCount = map[string]int{}
					}
					r.refCount[k]++
					d.refs = append(d.refs, draftRef{kind: k, id: id, mark: strconv.Itoa(r.refCount[k]), at: d.body.len()})
				}
			case "txbxContent":
				// A text box: its paragraphs follow the paragraph that anchors it.
				boxes = append(boxes, &mapped{})
				boxOuter = append(boxOuter, out)
				out = boxes[len(boxes)-1]
			case "altChunk":
				id, _ := attr(t, "id")
				if err := r.altChunk(rels, id, out); err != nil {
					return err
				}
				if err := w.skip(); err != nil {
					return err
				}
				continue
			}
			stack = append(stack, t.Name.Local)
		case xml.EndElement:
			if len(stack) == 0 {
				continue
			}
			local := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if t.Name.Space == nsMC && t.Name.Local == "AlternateContent" {
				if n := len(alts); n > 0 {
					alts = alts[:n-1]
				}
				continue
			}
			switch local {
			case "p":
				if n := len(paras); n > 0 {
					p := paras[n-1]
					paras = paras[:n-1]
					k, lvl := r.paraKind(p)
					p.out.blocks = append(p.out.blocks, draftBlock{start: p.start, end: p.out.len(), kind: k, level: lvl, indent: p.effIndent(r.styles), xmlOffset: p.xmlOffset})
				}
				d.emitTo(out, "\n")
				if len(boxes) == 0 && len(pendingBx) > 0 {
					for _, b := range pendingBx {
						appendMapped(out, b)
					}
					pendingBx = pendingBx[:0]
				}
			case "tc":
				if out.lastByte() != '\n' {
					d.emitTo(out, "\n")
				}
			case "r":
				hidden, runBold, runStyle, runSup = false, -1, "", false
			case "txbxContent":
				if n := len(boxes); n > 0 {
					b := boxes[n-1]
					boxes = boxes[:n-1]
					out = boxOuter[n-1]
					boxOuter = boxOuter[:n-1]
					if n == 1 {
						pendingBx = append(pendingBx, b)
					} else {
						appendMapped(out, b)
					}
				}
			case "footnote", "endnote":
				if kind == partNotes {
					out = &discard
				}
			}
		case xml.CharData:
			if parent(0) == "t" {
				emitText(string(t)) // w:t of a run (also in hyperlinks, fields, math runs)
			}
		}
	}
	for _, b := range pendingBx {
		appendMapped(out, b)
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

// upgradeIndentedQuotes makes block quotations of the plain paragraphs
// indented at least 1 cm (567 twips) more than the document's usual
// paragraph (the indent most of the paragraph text has).
func upgradeIndentedQuotes(bs []draftBlock) {
	weight := map[int]int{}
	for _, b := range bs {
		if b.kind == BlockParagraph && b.indent >= 0 {
			weight[b.indent] += b.end - b.start
		}
	}
	usual, best := 0, -1
	for in, w := range weight {
		if w > best || (w == best && in < usual) {
			usual, best = in, w
		}
	}
	for i := range bs {
		if bs[i].kind == BlockParagraph && bs[i].indent >= usual+567 {
			bs[i].kind = BlockQuote
		}
	}
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
