package extract

import (
	"encoding/xml"
	"unicode"
)

// docxPart is the state of reading one part of a DOCX: where text goes and
// what is open around the current token. The walk dispatches every element
// to its handlers in docxElements; the handlers read and change this state.
type docxPart struct {
	r        *docxReader
	d        *draft
	w        *xmlWalker
	rels     relationships // the part's relationships
	kind     partKind
	noteKind string // "footnote" or "endnote" in a notes part
	skipped  bool   // a start handler consumed its element (skip)
	out      *mapped
	discard  mapped      // where text outside any note of a notes part goes
	stack    []xmlKey    // the open elements
	fields   []field     // open complex fields
	run      docxRun     // the current run's properties
	boxes    []*mapped   // open text boxes (nested ones too)
	boxOuter []*mapped   // where each box's anchor paragraph writes
	pending  []*mapped   // closed boxes waiting for their paragraph's end
	paras    []*docxPara // open paragraphs (a text box's inside its anchor's)
	alts     []alternate
	tables   tableCursor // the tables, rows and cells it is in
}

// field is a complex field (w:fldChar begin … separate … end).
type field struct{ inCode bool }

// alternate is an open mc:AlternateContent: whether a branch was taken.
type alternate struct{ taken bool }

// docxRun is what the reader needs of a run's properties (w:rPr).
type docxRun struct {
	hidden bool   // w:vanish
	bold   int    // w:b: 1 on, 0 off, -1 not set
	italic int    // w:i: 1 on, 0 off, -1 not set
	style  string // w:rStyle
	sup    bool   // w:vertAlign superscript
	size   int    // w:sz in half-points, 0 not set
}

// plainRun is a run with no properties set.
var plainRun = docxRun{bold: -1, italic: -1}

// docxElement is what the reader does with one element: start runs at its
// start tag when its parents are within (WML local names, nearest first;
// none: anywhere), end at its end tag. A start handler that calls skip
// consumes the element: it is not entered and its end is not called.
type docxElement struct {
	within []string
	start  func(*docxPart, xml.StartElement) error
	end    func(*docxPart)
}

// walk reads the part's tokens to the end.
func (p *docxPart) walk() error { return p.w.each(p.token) }

func (p *docxPart) token(tok xml.Token) error {
	switch t := tok.(type) {
	case xml.StartElement:
		return p.start(t)
	case xml.EndElement:
		p.end()
	case xml.CharData:
		// The text of a run (w:t, also in hyperlinks, fields and content
		// controls) and of an equation (m:t).
		if top := p.parent(0); top.local == "t" && (top.space == spaceWML || top.space == spaceMath) {
			p.emitText(string(t))
		}
	}
	return nil
}

func (p *docxPart) start(t xml.StartElement) error {
	k := xmlKey{spaceOf(t.Name.Space), t.Name.Local}
	if e, ok := docxElements[k]; ok && e.start != nil && p.within(e.within) {
		p.skipped = false
		if err := e.start(p, t); err != nil || p.skipped {
			return err
		}
	}
	p.stack = append(p.stack, k)
	return nil
}

func (p *docxPart) end() {
	n := len(p.stack)
	if n == 0 {
		return
	}
	k := p.stack[n-1]
	p.stack = p.stack[:n-1]
	if e, ok := docxElements[k]; ok && e.end != nil {
		e.end(p)
	}
}

// skip consumes the rest of the element whose start is being handled.
func (p *docxPart) skip() error {
	p.skipped = true
	return p.w.skip()
}

// parent returns the k-th open element from the innermost (0).
func (p *docxPart) parent(k int) xmlKey {
	if len(p.stack) > k {
		return p.stack[len(p.stack)-1-k]
	}
	return xmlKey{}
}

// within: the open elements, innermost first, are the WML elements named.
func (p *docxPart) within(names []string) bool {
	for i, n := range names {
		if p.parent(i) != (xmlKey{spaceWML, n}) {
			return false
		}
	}
	return true
}

// para returns the innermost open paragraph, or nil.
func (p *docxPart) para() *docxPara {
	if n := len(p.paras); n > 0 {
		return p.paras[n-1]
	}
	return nil
}

// inCode: inside a field's instructions (not shown).
func (p *docxPart) inCode() bool {
	for _, f := range p.fields {
		if f.inCode {
			return true
		}
	}
	return false
}

// emit writes s unless the run is hidden or inside a field's code.
func (p *docxPart) emit(s string) {
	if p.run.hidden || p.inCode() {
		return
	}
	p.d.emitTo(p.out, s)
}

// emitText writes the text of a w:t, counting its letters for the
// bold-heading rule and turning superscript digits into ¹²³.
func (p *docxPart) emitText(s string) {
	if p.run.hidden || p.inCode() {
		return
	}
	if para := p.para(); para != nil {
		n := 0
		for _, c := range s {
			if unicode.IsLetter(c) || unicode.IsDigit(c) {
				n++
			}
		}
		para.letters += n
		if p.bold(para) {
			para.boldLetters += n
		}
		para.sizes.add(p.r.styles.size(p.run.size, p.run.style, para.style), n)
	}
	if p.run.sup {
		s, _ = superscriptText(s) // Raw is the text the reader produced
	}
	start := p.out.len()
	p.d.emitTo(p.out, s)
	if p.italic(p.para()) {
		p.out.markItalic(start, p.out.len())
	}
}

// bold: the current run, in the paragraph para, is bold (its own w:b, else
// its character style's, else the paragraph style's).
func (p *docxPart) bold(para *docxPara) bool {
	if p.run.bold >= 0 {
		return p.run.bold == 1
	}
	if v, set := p.r.styles.boldSet(p.run.style); set {
		return v
	}
	return p.r.styles.bold(para.style)
}

// boxRead places the text of a finished text box, diagram or chart: after
// its anchor's paragraph, or in the box around it.
func (p *docxPart) boxRead(b *mapped) {
	if len(p.boxes) == 0 {
		p.pending = append(p.pending, b)
	} else {
		appendMapped(p.out, b)
	}
}
