package extract

import (
	"encoding/xml"
	"slices"
	"strconv"
)

// docxElements is what the DOCX reader does with each element it acts on
// (docxElement); every other element is entered and its text read. To read
// a new element, add its entry here.
var docxElements = map[xmlKey]docxElement{
	// Of an mc:AlternateContent exactly the branch Word displays.
	{spaceMC, "AlternateContent"}: {start: (*docxPart).openAlternate, end: (*docxPart).closeAlternate},
	{spaceMC, "Choice"}:           {start: (*docxPart).branch},
	{spaceMC, "Fallback"}:         {start: (*docxPart).branch},
	// SmartArt and charts: Word draws the text of another part.
	{spaceDiagram, "relIds"}: {start: (*docxPart).drawing},
	{spaceChart, "chart"}:    {start: (*docxPart).drawing},

	// Not shown: deletions, field codes, the marks of notes and comments.
	w("del"):              {start: (*docxPart).skipAll},
	w("moveFrom"):         {start: (*docxPart).skipAll},
	w("delText"):          {start: (*docxPart).skipAll},
	w("instrText"):        {start: (*docxPart).skipAll},
	w("delInstrText"):     {start: (*docxPart).skipAll},
	w("footnoteRef"):      {start: (*docxPart).skipAll},
	w("endnoteRef"):       {start: (*docxPart).skipAll},
	w("commentReference"): {start: (*docxPart).skipAll},
	w("annotationRef"):    {start: (*docxPart).skipAll},

	// Notes of a notes part.
	w("footnote"): {start: (*docxPart).openNote, end: (*docxPart).closeNote},
	w("endnote"):  {start: (*docxPart).openNote, end: (*docxPart).closeNote},

	// Paragraphs and their properties.
	w("p"): {start: (*docxPart).openPara, end: (*docxPart).closePara},
	w("pStyle"): {within: inPPr, start: paraProperty(func(para *docxPara, t xml.StartElement) {
		para.style, _ = attr(t, "val")
	})},
	w("outlineLvl"): {within: inPPr, start: paraProperty(func(para *docxPara, t xml.StartElement) {
		para.outline = attrInt(t, "val", -1)
	})},
	w("numId"): {within: inNumPr, start: paraProperty(func(para *docxPara, t xml.StartElement) {
		para.numID, _ = attr(t, "val")
	})},
	w("ilvl"): {within: inNumPr, start: paraProperty(func(para *docxPara, t xml.StartElement) {
		para.ilvl = attrInt(t, "val", -1)
	})},
	w("ind"): {within: inPPr, start: paraProperty(func(para *docxPara, t xml.StartElement) {
		para.indent = indentOf(t)
		if h := attrInt(t, "hanging", 0); h > 0 {
			para.hanging = true
		}
	})},
	w("tbl"):       {start: (*docxPart).openTable, end: (*docxPart).closeTable},
	w("tr"):        {start: (*docxPart).openRow},
	w("tblHeader"): {within: []string{"trPr"}, start: (*docxPart).headerRow},
	w("tc"):        {start: (*docxPart).openCell, end: (*docxPart).closeCell},

	// Runs and their properties.
	w("r"): {start: (*docxPart).openRun, end: (*docxPart).closeRun},
	w("rStyle"): {within: inRPr, start: runProperty(func(run *docxRun, t xml.StartElement) {
		run.style, _ = attr(t, "val")
	})},
	w("b"): {within: inRPr, start: runProperty(func(run *docxRun, t xml.StartElement) {
		run.bold = onOff(t)
	})},
	w("i"): {within: inRPr, start: runProperty(func(run *docxRun, t xml.StartElement) {
		run.italic = onOff(t)
	})},
	w("vertAlign"): {within: inRPr, start: runProperty(func(run *docxRun, t xml.StartElement) {
		v, _ := attr(t, "val")
		run.sup = v == "superscript"
	})},
	w("sz"): {within: inRPr, start: runProperty(func(run *docxRun, t xml.StartElement) {
		run.size = attrInt(t, "val", 0)
	})},
	w("vanish"):     {within: inRPr, start: runProperty(hiddenRun)},
	w("specVanish"): {within: inRPr, start: runProperty(hiddenRun)},
	w("fldChar"):    {start: (*docxPart).fieldChar},

	// Characters and breaks inside runs.
	w("tab"):                   {within: inRun, start: emits("\t")},
	w("ptab"):                  {within: inRun, start: emits("\t")},
	w("noBreakHyphen"):         {start: emits("\u2011")},
	w("softHyphen"):            {start: emits("\u00AD")},
	w("sym"):                   {start: (*docxPart).symbol},
	w("br"):                    {start: (*docxPart).lineBreak},
	w("cr"):                    {start: (*docxPart).lineBreak},
	w("lastRenderedPageBreak"): {start: (*docxPart).renderedBreak},
	w("footnoteReference"):     {start: (*docxPart).noteReference},
	w("endnoteReference"):      {start: (*docxPart).noteReference},

	// Text read from elsewhere: text boxes and imported parts.
	w("txbxContent"): {start: (*docxPart).openBox, end: (*docxPart).closeBox},
	w("altChunk"):    {start: (*docxPart).altChunk},
}

// Where the properties of paragraphs and runs, and a run's characters,
// stand (docxElement.within).
var (
	inPPr   = []string{"pPr"}
	inNumPr = []string{"numPr", "pPr"}
	inRPr   = []string{"rPr", "r"}
	inRun   = []string{"r"}
)

// w is the key of a WordprocessingML element.
func w(local string) xmlKey { return xmlKey{spaceWML, local} }

func (p *docxPart) skipAll(xml.StartElement) error { return p.skip() }

// emits is a start handler that writes s.
func emits(s string) func(*docxPart, xml.StartElement) error {
	return func(p *docxPart, _ xml.StartElement) error {
		p.emit(s)
		return nil
	}
}

// paraProperty is a start handler that sets a property of the open
// paragraph (none open: nothing).
func paraProperty(set func(*docxPara, xml.StartElement)) func(*docxPart, xml.StartElement) error {
	return func(p *docxPart, t xml.StartElement) error {
		if para := p.para(); para != nil {
			set(para, t)
		}
		return nil
	}
}

// runProperty is a start handler that sets a property of the current run.
func runProperty(set func(*docxRun, xml.StartElement)) func(*docxPart, xml.StartElement) error {
	return func(p *docxPart, t xml.StartElement) error {
		set(&p.run, t)
		return nil
	}
}

func hiddenRun(run *docxRun, t xml.StartElement) { run.hidden = onOff(t) == 1 }

func (p *docxPart) openAlternate(xml.StartElement) error {
	p.alts = append(p.alts, alternate{})
	return nil
}

func (p *docxPart) closeAlternate() {
	if n := len(p.alts); n > 0 {
		p.alts = p.alts[:n-1]
	}
}

// branch reads exactly the branch Word displays: the first mc:Choice whose
// Requires it understands, else the mc:Fallback; the others are skipped.
func (p *docxPart) branch(t xml.StartElement) error {
	n := len(p.alts)
	take := n > 0 && !p.alts[n-1].taken
	if take && t.Name.Local == "Choice" {
		req, _ := attr(t, "Requires")
		take = p.w.understood(req)
	}
	if !take {
		return p.skip()
	}
	p.alts[n-1].taken = true
	return nil
}

// drawing reads the text of a SmartArt diagram (dgm:relIds r:dm) or a
// chart (c:chart r:id); it follows the paragraph, like a text box.
func (p *docxPart) drawing(t xml.StartElement) error {
	key, what := "id", "chart"
	if t.Name.Local == "relIds" {
		key, what = "dm", "SmartArt diagram"
	}
	id, _ := attr(t, key)
	b, err := p.r.drawingText(p.rels, id, what)
	if err != nil {
		return err
	}
	p.boxRead(b)
	return nil
}

// openNote starts a w:footnote or w:endnote of a notes part (separators
// are skipped); elsewhere the element is only entered.
func (p *docxPart) openNote(t xml.StartElement) error {
	if p.kind != partNotes {
		return nil
	}
	if typ, _ := attr(t, "type"); typ != "" && typ != "normal" {
		return p.skip() // separators
	}
	id, _ := attr(t, "id")
	note := &draftNote{kind: p.noteKind, id: id}
	p.d.notes = append(p.d.notes, note)
	p.out = &note.text
	return nil
}

func (p *docxPart) closeNote() {
	if p.kind == partNotes {
		p.out = &p.discard
	}
}

func (p *docxPart) openPara(xml.StartElement) error {
	para := &docxPara{out: p.out, start: p.out.len(), outline: -1, ilvl: -1, indent: -1, cell: slices.Contains(p.stack, w("tc")), pos: p.tables.at()}
	if p.kind == partBody {
		para.xmlOffset = int(p.w.at) // where its start tag begins
	}
	p.paras = append(p.paras, para)
	return nil
}

// closePara ends a paragraph: its block, a line end, then the text boxes
// it anchors.
func (p *docxPart) closePara() {
	if n := len(p.paras); n > 0 {
		para := p.paras[n-1]
		p.paras = p.paras[:n-1]
		k, lvl := p.r.paraKind(para)
		para.out.blocks = append(para.out.blocks, draftBlock{start: para.start, end: para.out.len(), kind: k, level: lvl, indent: para.effIndent(p.r.styles), size: para.sizes.main(), xmlOffset: para.xmlOffset, cell: cellOf(k, para.pos)})
	}
	p.d.emitTo(p.out, "\n")
	if len(p.boxes) == 0 && len(p.pending) > 0 {
		for _, b := range p.pending {
			appendMapped(p.out, b)
		}
		p.pending = p.pending[:0]
	}
}

func (p *docxPart) openTable(xml.StartElement) error {
	p.tables.openTable()
	return nil
}

func (p *docxPart) closeTable() { p.tables.closeTable() }

func (p *docxPart) openRow(xml.StartElement) error {
	p.tables.openRow(false)
	return nil
}

// headerRow: w:trPr/w:tblHeader on (the row repeats as the table's header).
func (p *docxPart) headerRow(t xml.StartElement) error {
	if onOff(t) != 0 {
		p.tables.markHeader()
	}
	return nil
}

func (p *docxPart) openCell(xml.StartElement) error {
	p.tables.openCell()
	return nil
}

// closeCell ends a table cell's text with a line end.
func (p *docxPart) closeCell() {
	if p.out.lastByte() != '\n' {
		p.d.emitTo(p.out, "\n")
	}
}

func (p *docxPart) openRun(xml.StartElement) error {
	p.run = plainRun
	return nil
}

func (p *docxPart) closeRun() { p.run = plainRun }

// fieldChar opens a complex field, moves it from its code to its result,
// or closes it.
func (p *docxPart) fieldChar(t xml.StartElement) error {
	n := len(p.fields)
	switch v, _ := attr(t, "fldCharType"); v {
	case "begin":
		p.fields = append(p.fields, field{inCode: true})
	case "separate":
		if n > 0 {
			p.fields[n-1].inCode = false
		}
	case "end":
		if n > 0 {
			p.fields = p.fields[:n-1]
		}
	}
	return nil
}

// symbol writes a w:sym's character (not a private-use one).
func (p *docxPart) symbol(t xml.StartElement) error {
	if c, ok := attr(t, "char"); ok {
		if v, err := strconv.ParseUint(c, 16, 32); err == nil && v >= 0x20 && (v < 0xD800 || v > 0xDFFF) && v < 0xF000 {
			p.emit(string(rune(v)))
		}
	}
	return nil
}

// lineBreak writes a w:br or w:cr; a page break of the body starts a page.
func (p *docxPart) lineBreak(t xml.StartElement) error {
	p.emit("\n")
	if para := p.para(); para != nil && !p.run.hidden {
		para.lines++
	}
	if v, _ := attr(t, "type"); v == "page" && p.kind == partBody && !p.run.hidden {
		p.d.pageBreak()
	}
	return nil
}

// renderedBreak records where Word's last layout began a page.
func (p *docxPart) renderedBreak(xml.StartElement) error {
	if p.kind == partBody && len(p.boxes) == 0 {
		p.r.renderedBreaks = append(p.r.renderedBreaks, p.d.body.len())
	}
	return nil
}

// noteReference records a footnote or endnote reference of the body.
func (p *docxPart) noteReference(t xml.StartElement) error {
	if p.kind != partBody || p.run.hidden {
		return nil
	}
	id, _ := attr(t, "id")
	k := "footnote"
	if t.Name.Local == "endnoteReference" {
		k = "endnote"
	}
	r := p.r
	if r.refCount == nil {
		r.refCount = map[string]int{}
	}
	r.refCount[k]++
	p.d.refs = append(p.d.refs, draftRef{kind: k, id: id, mark: strconv.Itoa(r.refCount[k]), at: p.d.body.len()})
	return nil
}

// openBox starts a text box: its paragraphs follow the paragraph that
// anchors it.
func (p *docxPart) openBox(xml.StartElement) error {
	p.boxes = append(p.boxes, &mapped{})
	p.boxOuter = append(p.boxOuter, p.out)
	p.out = p.boxes[len(p.boxes)-1]
	return nil
}

func (p *docxPart) closeBox() {
	if n := len(p.boxes); n > 0 {
		b := p.boxes[n-1]
		p.boxes = p.boxes[:n-1]
		p.out = p.boxOuter[n-1]
		p.boxOuter = p.boxOuter[:n-1]
		p.boxRead(b)
	}
}

// altChunk reads the part a w:altChunk imports where it stands.
func (p *docxPart) altChunk(t xml.StartElement) error {
	id, _ := attr(t, "id")
	if err := p.r.altChunk(p.rels, id, p.out); err != nil {
		return err
	}
	return p.skip()
}
