package extract

import (
	"encoding/xml"
	"strings"
	"unicode"
)

// odfPart is the state of reading one ODF XML part: where text goes and
// what is open around the current token. The walk dispatches every element
// to its handlers in odfElements; the handlers read and change this state.
type odfPart struct {
	o          *odfReader
	d          *draft
	w          *xmlWalker
	part       string
	out        *mapped
	discard    mapped       // where text outside the body and the margins goes
	inBody     bool         // inside office:body
	margin     int          // depth of an open header/footer of a master page
	notes      []*draftNote // open notes (a placeholder until their note-body)
	outs       []*mapped    // where the text went before each open note body or text box
	bodyPushed []bool       // per open note-body: whether it redirected the output
	inCite     int          // inside a text:note-citation
	citation   strings.Builder
	boxes      []*mapped // open text boxes
	pending    []*mapped // closed boxes waiting for their paragraph's end
	refCount   map[string]int
	style      *odfStyle // the style:style being defined
	paras      []*odfPara
	spans      []string // the style names of the open text:span
	lists      int      // open list items
	cells      int      // open table cells
	headerRows int      // open table:table-header-rows
	tables     tableCursor
}

// odfElement is what the reader does with one element: start at its start
// tag, end at its end tag; with text, only where text is read (the body, a
// header or footer of a master page).
type odfElement struct {
	text  bool
	start func(*odfPart, xml.StartElement) error
	end   func(*odfPart)
}

// walk reads the part's tokens to the end.
func (p *odfPart) walk() error { return p.w.each(p.token) }

func (p *odfPart) token(tok xml.Token) error {
	switch t := tok.(type) {
	case xml.StartElement:
		if e, ok := p.element(t.Name); ok && e.start != nil {
			return e.start(p, t)
		}
	case xml.EndElement:
		if e, ok := p.element(t.Name); ok && e.end != nil {
			e.end(p)
		}
	case xml.CharData:
		switch {
		case p.inCite > 0:
			p.citation.Write(t)
		case p.reading() && len(p.paras) > 0:
			p.emitChars(string(t))
		}
	}
	return nil
}

// element returns the handlers of an element that act here.
func (p *odfPart) element(n xml.Name) (odfElement, bool) {
	e, ok := odfElements[xmlKey{spaceOf(n.Space), n.Local}]
	if !ok || (e.text && !p.reading()) {
		return odfElement{}, false
	}
	return e, true
}

// reading: text is read here (the body, a header or footer).
func (p *odfPart) reading() bool { return p.inBody || p.margin > 0 }

// para returns the innermost open paragraph, or nil.
func (p *odfPart) para() *odfPara {
	if n := len(p.paras); n > 0 {
		return p.paras[n-1]
	}
	return nil
}

func (p *odfPart) emit(s string) { p.d.emitTo(p.out, s) }

// emitChars writes character data with ODF white-space collapsing,
// superscript digits as ¹²³, and counts letters for the bold rule.
func (p *odfPart) emitChars(s string) {
	var b strings.Builder
	prevSpace := p.out.lastByte() == ' '
	for _, c := range s {
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			if prevSpace {
				continue
			}
			c, prevSpace = ' ', true
		} else {
			prevSpace = false
		}
		b.WriteRune(c)
	}
	t := b.String()
	bold, sup := p.o.runProps(p.para(), p.spans)
	if para := p.para(); para != nil {
		n := 0
		for _, c := range t {
			if unicode.IsLetter(c) || unicode.IsDigit(c) {
				n++
			}
		}
		para.letters += n
		if bold {
			para.boldLetters += n
		}
		para.sizes.add(p.o.runSize(para, p.spans), n)
	}
	if sup {
		t, _ = superscriptText(t)
	}
	start := p.out.len()
	p.emit(t)
	if p.o.runItalic(p.para(), p.spans) {
		p.out.markItalic(start, p.out.len())
	}
}
