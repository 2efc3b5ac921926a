package extract

import (
	"encoding/xml"
	"strconv"
	"strings"
)

// odfElements is what the ODF reader does with each element it acts on
// (odfElement); every other element is entered and its text read where
// text is read. To read a new element, add its entry here.
var odfElements = map[xmlKey]odfElement{
	// Styles, wherever they are defined.
	{spaceStyle, "style"}:                {start: (*odfPart).openStyle, end: (*odfPart).closeStyle},
	{spaceStyle, "default-style"}:        {start: (*odfPart).openDefaultStyle, end: (*odfPart).closeStyle},
	{spaceStyle, "text-properties"}:      {start: (*odfPart).textProperties},
	{spaceStyle, "paragraph-properties"}: {start: (*odfPart).paragraphProperties},

	// Where text is read: the body, and the headers and footers of the
	// master pages.
	{spaceOffice, "body"}:        {start: (*odfPart).openBody, end: (*odfPart).closeBody},
	{spaceStyle, "header"}:       {start: (*odfPart).openMargin, end: (*odfPart).closeMargin},
	{spaceStyle, "footer"}:       {start: (*odfPart).openMargin, end: (*odfPart).closeMargin},
	{spaceStyle, "header-left"}:  {start: (*odfPart).openMargin, end: (*odfPart).closeMargin},
	{spaceStyle, "footer-left"}:  {start: (*odfPart).openMargin, end: (*odfPart).closeMargin},
	{spaceStyle, "header-first"}: {start: (*odfPart).openMargin, end: (*odfPart).closeMargin},
	{spaceStyle, "footer-first"}: {start: (*odfPart).openMargin, end: (*odfPart).closeMargin},

	// Not shown: annotations, tracked changes, hidden text, declarations,
	// embedded data, the titles and descriptions of drawings.
	{spaceOffice, "annotation"}:     {start: (*odfPart).skipAll},
	{spaceOffice, "annotation-end"}: {start: (*odfPart).skipAll},
	{spaceOffice, "binary-data"}:    {start: (*odfPart).skipAll},
	{spaceOffice, "scripts"}:        {start: (*odfPart).skipAll},
	{spaceOffice, "meta"}:           {start: (*odfPart).skipAll},
	{spaceText, "tracked-changes"}:  {start: (*odfPart).skipAll},
	{spaceText, "hidden-text"}:      {start: (*odfPart).skipAll},
	{spaceText, "hidden-paragraph"}: {start: (*odfPart).skipAll},
	{spaceText, "sequence-decls"}:   {start: (*odfPart).skipAll},
	{spaceText, "variable-decls"}:   {start: (*odfPart).skipAll},
	{spaceText, "user-field-decls"}: {start: (*odfPart).skipAll},
	{spaceText, "section"}:          {start: (*odfPart).section},
	{spaceSVG, "title"}:             {start: (*odfPart).skipAll},
	{spaceSVG, "desc"}:              {start: (*odfPart).skipAll},

	// Paragraphs, lists, tables and spans.
	{spaceText, "p"}:                   {text: true, start: (*odfPart).openPara, end: (*odfPart).closePara},
	{spaceText, "h"}:                   {text: true, start: (*odfPart).openPara, end: (*odfPart).closePara},
	{spaceText, "list-item"}:           {text: true, start: (*odfPart).openListItem, end: (*odfPart).closeListItem},
	{spaceText, "list-header"}:         {text: true, start: (*odfPart).openListItem, end: (*odfPart).closeListItem},
	{spaceTable, "table"}:              {text: true, start: (*odfPart).openTable, end: (*odfPart).closeTable},
	{spaceTable, "table-header-rows"}:  {text: true, start: (*odfPart).openHeaderRows, end: (*odfPart).closeHeaderRows},
	{spaceTable, "table-row"}:          {text: true, start: (*odfPart).openRow},
	{spaceTable, "table-cell"}:         {text: true, start: (*odfPart).openCell, end: (*odfPart).closeCell},
	{spaceTable, "covered-table-cell"}: {text: true, start: (*odfPart).coveredCell},
	{spaceText, "span"}:                {text: true, start: (*odfPart).openSpan, end: (*odfPart).closeSpan},

	// Characters and breaks.
	{spaceText, "s"}:               {text: true, start: (*odfPart).spaces},
	{spaceText, "tab"}:             {text: true, start: (*odfPart).tab},
	{spaceText, "line-break"}:      {text: true, start: (*odfPart).lineBreak},
	{spaceText, "soft-page-break"}: {text: true, start: (*odfPart).softPageBreak},

	// Notes, and text boxes (read after the paragraph that anchors them).
	{spaceText, "note"}:          {text: true, start: (*odfPart).openNote, end: (*odfPart).closeNote},
	{spaceText, "note-citation"}: {text: true, start: (*odfPart).openCitation, end: (*odfPart).closeCitation},
	{spaceText, "note-body"}:     {text: true, start: (*odfPart).openNoteBody, end: (*odfPart).closeNoteBody},
	{spaceDraw, "text-box"}:      {text: true, start: (*odfPart).openBox, end: (*odfPart).closeBox},
}

func (p *odfPart) skipAll(xml.StartElement) error { return p.w.skip() }

func (p *odfPart) openStyle(t xml.StartElement) error {
	n, _ := attr(t, "name")
	s := &odfStyle{bold: -1, italic: -1, sup: -1, indent: -1}
	s.parent, _ = attr(t, "parent-style-name")
	s.display, _ = attr(t, "display-name")
	s.outline = attrInt(t, "default-outline-level", 0)
	p.o.styles[n] = s
	p.style = s
	return nil
}

// openDefaultStyle reads the paragraphs' style:default-style (its font
// size is the one no style in a chain sets).
func (p *odfPart) openDefaultStyle(t xml.StartElement) error {
	if f, _ := attr(t, "family"); f != "paragraph" {
		return nil
	}
	s := &odfStyle{bold: -1, italic: -1, sup: -1, indent: -1}
	p.o.styles[odfDefaultStyle] = s
	p.style = s
	return nil
}

func (p *odfPart) closeStyle() { p.style = nil }

// textProperties reads a style's weight and raised (superscript) position.
func (p *odfPart) textProperties(t xml.StartElement) error {
	s := p.style
	if s == nil {
		return nil
	}
	if v, ok := attr(t, "font-weight"); ok {
		s.bold = 0
		if v == "bold" || (len(v) == 3 && v >= "600") {
			s.bold = 1
		}
	}
	if v, ok := attr(t, "font-size"); ok {
		s.size, s.pct = fontSize(v)
	}
	if v, ok := attr(t, "font-style"); ok {
		s.italic = 0
		if v == "italic" || v == "oblique" {
			s.italic = 1
		}
	}
	if v, ok := attr(t, "text-position"); ok {
		s.sup = 0
		if f := strings.Fields(v); len(f) > 0 && (f[0] == "super" || (strings.HasSuffix(f[0], "%") && !strings.HasPrefix(f[0], "-") && f[0] != "0%")) {
			s.sup = 1
		}
	}
	return nil
}

// fontSize reads fo:font-size: points ("10pt", also in cm, mm, in) or a
// percentage of the parent's size ("85%"); zeros when it cannot.
func fontSize(v string) (pt, pct float32) {
	v = strings.TrimSpace(v)
	if n, ok := strings.CutSuffix(v, "%"); ok {
		if f, err := strconv.ParseFloat(n, 32); err == nil && f > 0 && f < 1000 {
			return 0, float32(f)
		}
		return 0, 0
	}
	if tw := lengthTwips(v); tw > 0 && tw < 20*1000 {
		return float32(tw) / 20, 0
	}
	return 0, 0
}

// paragraphProperties reads a style's left margin and hanging first line.
func (p *odfPart) paragraphProperties(t xml.StartElement) error {
	s := p.style
	if s == nil {
		return nil
	}
	if v, ok := attr(t, "margin-left"); ok {
		s.indent = lengthTwips(v)
	}
	if v, ok := attr(t, "text-indent"); ok && strings.HasPrefix(strings.TrimSpace(v), "-") {
		s.hanging = true
	}
	return nil
}

func (p *odfPart) openBody(xml.StartElement) error {
	p.inBody = true
	p.out = &p.d.body
	return nil
}

func (p *odfPart) closeBody() {
	p.inBody = false
	p.out = &p.discard
}

// openMargin starts a header or footer of a master page: one note of kind
// "header" or "footer" (a nested one writes into it). One switched off is
// skipped.
func (p *odfPart) openMargin(t xml.StartElement) error {
	if v, _ := attr(t, "display"); v == "false" {
		return p.w.skip()
	}
	if p.margin == 0 {
		kind := "header"
		if strings.HasPrefix(t.Name.Local, "footer") {
			kind = "footer"
		}
		if len(p.d.raw) > 0 {
			p.d.raw = append(p.d.raw, "\n\n"...)
		}
		n := &draftNote{kind: kind, id: p.part + ":" + t.Name.Local}
		p.d.notes = append(p.d.notes, n)
		p.out = &n.text
	}
	p.margin++
	return nil
}

func (p *odfPart) closeMargin() {
	if p.margin--; p.margin == 0 {
		p.out = &p.discard
		if p.inBody {
			p.out = &p.d.body
		}
	}
}

// section skips a hidden section.
func (p *odfPart) section(t xml.StartElement) error {
	if v, _ := attr(t, "display"); v == "none" {
		return p.w.skip()
	}
	return nil
}

func (p *odfPart) openPara(t xml.StartElement) error {
	para := &odfPara{out: p.out, start: p.out.len(), heading: t.Name.Local == "h", list: p.lists, cell: p.cells > 0, pos: p.tables.at()}
	para.style, _ = attr(t, "style-name")
	para.level = attrInt(t, "outline-level", 0)
	p.paras = append(p.paras, para)
	return nil
}

// closePara ends a paragraph: its block, a line end, then the text boxes
// it anchors.
func (p *odfPart) closePara() {
	if n := len(p.paras); n > 0 {
		para := p.paras[n-1]
		p.paras = p.paras[:n-1]
		k, lvl := p.o.paraKind(para)
		para.out.blocks = append(para.out.blocks, draftBlock{start: para.start, end: para.out.len(), kind: k, level: lvl, indent: p.o.indent(para.style), size: para.sizes.main(), cell: cellOf(k, para.pos)})
	}
	p.emit("\n")
	if len(p.boxes) == 0 && len(p.pending) > 0 && len(p.notes) == 0 {
		for _, b := range p.pending {
			appendMapped(p.out, b)
		}
		p.pending = p.pending[:0]
	}
}

func (p *odfPart) openListItem(xml.StartElement) error {
	p.lists++
	return nil
}

func (p *odfPart) closeListItem() { p.lists-- }

func (p *odfPart) openTable(xml.StartElement) error {
	p.tables.openTable()
	return nil
}

func (p *odfPart) closeTable() { p.tables.closeTable() }

func (p *odfPart) openHeaderRows(xml.StartElement) error {
	p.headerRows++
	return nil
}

func (p *odfPart) closeHeaderRows() { p.headerRows-- }

func (p *odfPart) openRow(xml.StartElement) error {
	p.tables.openRow(p.headerRows > 0)
	return nil
}

func (p *odfPart) openCell(xml.StartElement) error {
	p.cells++
	p.tables.openCell()
	return nil
}

// coveredCell: a cell hidden under a spanning one counts as a column.
func (p *odfPart) coveredCell(xml.StartElement) error {
	p.tables.openCell()
	return nil
}

func (p *odfPart) closeCell() { p.cells-- }

func (p *odfPart) openSpan(t xml.StartElement) error {
	s, _ := attr(t, "style-name")
	p.spans = append(p.spans, s)
	return nil
}

func (p *odfPart) closeSpan() {
	if n := len(p.spans); n > 0 {
		p.spans = p.spans[:n-1]
	}
}

// spaces writes a text:s: text:c spaces (at most 1000).
func (p *odfPart) spaces(t xml.StartElement) error {
	n := 1
	if v, ok := attr(t, "c"); ok {
		if k, err := strconv.Atoi(v); err == nil && k > 0 {
			n = min(k, 1000)
		}
	}
	p.emit(strings.Repeat(" ", n))
	return nil
}

func (p *odfPart) tab(xml.StartElement) error {
	p.emit("\t")
	return nil
}

func (p *odfPart) lineBreak(xml.StartElement) error {
	p.emit("\n")
	if para := p.para(); para != nil {
		para.breaks++
	}
	return nil
}

// softPageBreak: a page of the body begins (LibreOffice's last layout).
func (p *odfPart) softPageBreak(xml.StartElement) error {
	if p.inBody && len(p.notes) == 0 && len(p.boxes) == 0 {
		p.d.pageBreak()
	}
	return nil
}

// openNote records a note of the body and its reference; its text comes
// with its note-body.
func (p *odfPart) openNote(t xml.StartElement) error {
	if !p.inBody {
		return nil
	}
	class, _ := attr(t, "note-class")
	if class == "" {
		class = "footnote"
	}
	id, _ := attr(t, "id")
	d := p.d
	p.refCount[class]++
	d.refs = append(d.refs, draftRef{kind: class, id: id, mark: strconv.Itoa(p.refCount[class]), at: p.out.len()})
	if len(p.notes) > 0 { // a note in a note: attach to the body
		d.refs[len(d.refs)-1].at = d.body.len()
	}
	d.notes = append(d.notes, &draftNote{kind: class, id: id})
	p.notes = append(p.notes, &draftNote{}) // placeholder, replaced at note-body
	return nil
}

func (p *odfPart) closeNote() {
	if n := len(p.notes); n > 0 {
		p.notes = p.notes[:n-1]
	}
}

func (p *odfPart) openCitation(xml.StartElement) error {
	p.inCite++
	p.citation.Reset()
	return nil
}

// closeCitation makes the citation's text the mark of the note being read;
// a citation outside a note marks nothing.
func (p *odfPart) closeCitation() {
	p.inCite--
	if n := len(p.d.notes); n > 0 && len(p.notes) > 0 {
		if c := strings.TrimSpace(p.citation.String()); c != "" {
			p.d.notes[n-1].mark = c
			p.d.refs[len(p.d.refs)-1].mark = c
		}
	}
}

// openNoteBody sends the text to the note being read; a note body outside
// a note is read as body text.
func (p *odfPart) openNoteBody(xml.StartElement) error {
	p.bodyPushed = append(p.bodyPushed, len(p.notes) > 0)
	if len(p.notes) == 0 {
		return nil
	}
	n := p.d.notes[len(p.d.notes)-1]
	p.notes[len(p.notes)-1] = n
	p.outs = append(p.outs, p.out)
	if len(p.d.raw) > 0 && p.out == &p.d.body {
		p.d.raw = append(p.d.raw, '\n')
	}
	p.out = &n.text
	return nil
}

func (p *odfPart) closeNoteBody() {
	pushed := len(p.bodyPushed) > 0 && p.bodyPushed[len(p.bodyPushed)-1]
	if len(p.bodyPushed) > 0 {
		p.bodyPushed = p.bodyPushed[:len(p.bodyPushed)-1]
	}
	if n := len(p.outs); n > 0 && pushed {
		p.out = p.outs[n-1]
		p.outs = p.outs[:n-1]
	}
}

func (p *odfPart) openBox(xml.StartElement) error {
	b := &mapped{}
	p.boxes = append(p.boxes, b)
	p.outs = append(p.outs, p.out)
	p.out = b
	return nil
}

// closeBox ends a text box: its text follows the paragraph that anchors
// it, or goes into the box or note around it.
func (p *odfPart) closeBox() {
	if n := len(p.boxes); n > 0 {
		b := p.boxes[n-1]
		p.boxes = p.boxes[:n-1]
		p.out = p.outs[len(p.outs)-1]
		p.outs = p.outs[:len(p.outs)-1]
		if n == 1 && len(p.notes) == 0 {
			p.pending = append(p.pending, b)
		} else {
			appendMapped(p.out, b)
		}
	}
}
