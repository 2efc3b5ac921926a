package extract

import (
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
)

const (
	nsText   = "urn:oasis:names:tc:opendocument:xmlns:text:1.0"
	nsOffice = "urn:oasis:names:tc:opendocument:xmlns:office:1.0"
	nsDraw   = "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
	nsSVG    = "urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
	nsStyle  = "urn:oasis:names:tc:opendocument:xmlns:style:1.0"
	nsTable  = "urn:oasis:names:tc:opendocument:xmlns:table:1.0"
)

// readODT reads an OpenDocument text package: styles.xml (the named
// styles, and the headers and footers of the master pages), then
// content.xml (automatic styles and the body).
func readODT(ctx context.Context, name string, data []byte, lim Limits) (*draft, error) {
	z, err := openZip(name, data, lim)
	if err != nil {
		return nil, err
	}
	f := z.find("content.xml")
	if f == nil {
		return nil, docError(name, "", fmt.Errorf("%w: no content.xml in the ODT package", ErrCorrupt))
	}
	o := newODFReader(ctx, name, lim)
	if sf := z.find("styles.xml"); sf != nil {
		rc, err := z.open(sf)
		if err != nil {
			return nil, err
		}
		err = o.read(sf.Name, rc)
		rc.Close()
		if err != nil {
			return nil, err
		}
	}
	rc, err := z.open(f)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	if err := o.read(f.Name, rc); err != nil {
		return nil, err
	}
	return o.finish(), nil
}

// readFlatODT reads a flat OpenDocument file (.fodt): one XML document.
func readFlatODT(ctx context.Context, name string, data []byte, lim Limits) (*draft, error) {
	o := newODFReader(ctx, name, lim)
	if err := o.read("flat XML", strings.NewReader(string(data))); err != nil {
		return nil, err
	}
	return o.finish(), nil
}

// odfStyle is what the block structure needs of a style:style.
type odfStyle struct {
	parent, display string
	bold            int  // fo:font-weight: 1 bold, 0 normal, -1 not set
	sup             int  // style:text-position: 1 raised, 0 not, -1 not set
	indent          int  // fo:margin-left in twips, -1 not set
	hanging         bool // a negative fo:text-indent: labels and a tab, not a quotation
	outline         int  // style:default-outline-level, 0 not set
}

// odfReader reads the parts of one ODF text document into a draft.
type odfReader struct {
	ctx    context.Context
	name   string
	lim    Limits
	d      *draft
	styles map[string]*odfStyle // by style:name (paragraph and text families share names rarely; the last wins)
}

func newODFReader(ctx context.Context, name string, lim Limits) *odfReader {
	return &odfReader{ctx: ctx, name: name, lim: lim, d: &draft{}, styles: map[string]*odfStyle{}}
}

func (o *odfReader) finish() *draft {
	upgradeIndentedQuotes(o.d.body.blocks)
	dropDuplicateMargins(o.d)
	o.d.pages = len(o.d.pageStarts) + 1
	return o.d
}

// odfPara is a paragraph (text:p or text:h) being read.
type odfPara struct {
	out         *mapped
	start       int
	style       string
	heading     bool
	level       int // text:outline-level
	list        int // depth of text:list-item around it
	cell        bool
	letters     int
	boldLetters int
	breaks      int
}

// read walks one ODF XML part: style definitions wherever they are, the
// body (paragraphs and headings, spans, links, lists, tables, frames with
// text boxes; notes go to footnotes; tracked deletions, annotations and
// hidden text are dropped), and the headers and footers of master pages
// (each one a note of kind "header" or "footer").
func (o *odfReader) read(part string, r io.Reader) error {
	w := newWalker(o.ctx, r, o.name, part, o.lim)
	d := o.d
	var discard mapped
	var (
		out        = &discard
		inBody     bool
		margin     int // depth of an open header/footer of a master page
		noteStack  []*draftNote
		outStack   []*mapped
		inCite     int
		citation   strings.Builder
		noteClass  string
		boxes      []*mapped
		pending    []*mapped
		refCount   = map[string]int{}
		bodyPushed []bool // per open note-body: whether it redirected the output
		style      *odfStyle
		paras      []*odfPara
		spans      []string // text:span style names
		lists      int
		cells      int
	)
	reading := func() bool { return inBody || margin > 0 }
	para := func() *odfPara {
		if n := len(paras); n > 0 {
			return paras[n-1]
		}
		return nil
	}
	emit := func(s string) { d.emitTo(out, s) }
	// emitChars writes character data with ODF white-space collapsing,
	// superscript digits as ¹²³, and counts letters for the bold rule.
	emitChars := func(s string) {
		var b strings.Builder
		prevSpace := out.lastByte() == ' '
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
		bold, sup := o.runProps(para(), spans)
		if p := para(); p != nil {
			n := 0
			for _, c := range t {
				if unicode.IsLetter(c) || unicode.IsDigit(c) {
					n++
				}
			}
			p.letters += n
			if bold {
				p.boldLetters += n
			}
		}
		if sup {
			t, _ = superscriptText(t)
		}
		emit(t)
	}
	for {
		tok, err := w.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			sp, local := t.Name.Space, t.Name.Local
			switch {
			case sp == nsStyle && local == "style":
				n, _ := attr(t, "name")
				style = &odfStyle{bold: -1, sup: -1, indent: -1}
				style.parent, _ = attr(t, "parent-style-name")
				style.display, _ = attr(t, "display-name")
				style.outline = attrInt(t, "default-outline-level", 0)
				o.styles[n] = style
			case sp == nsStyle && local == "text-properties" && style != nil:
				if v, ok := attr(t, "font-weight"); ok {
					style.bold = 0
					if v == "bold" || (len(v) == 3 && v >= "600") {
						style.bold = 1
					}
				}
				if v, ok := attr(t, "text-position"); ok {
					style.sup = 0
					if f := strings.Fields(v); len(f) > 0 && (f[0] == "super" || (strings.HasSuffix(f[0], "%") && !strings.HasPrefix(f[0], "-") && f[0] != "0%")) {
						style.sup = 1
					}
				}
			case sp == nsStyle && local == "paragraph-properties" && style != nil:
				if v, ok := attr(t, "margin-left"); ok {
					style.indent = lengthTwips(v)
				}
				if v, ok := attr(t, "text-indent"); ok && strings.HasPrefix(strings.TrimSpace(v), "-") {
					style.hanging = true
				}
			case sp == nsStyle && (local == "header" || local == "footer" || local == "header-left" || local == "footer-left" || local == "header-first" || local == "footer-first"):
				if v, _ := attr(t, "display"); v == "false" {
					if err := w.skip(); err != nil { // a header switched off
						return err
					}
					break
				}
				if margin == 0 {
					kind := "header"
					if strings.HasPrefix(local, "footer") {
						kind = "footer"
					}
					if len(d.raw) > 0 {
						d.raw = append(d.raw, "\n\n"...)
					}
					n := &draftNote{kind: kind, id: part + ":" + local}
					d.notes = append(d.notes, n)
					out = &n.text
				}
				margin++
			case sp == nsOffice && local == "body":
				inBody = true
				out = &d.body
			case sp == nsOffice && (local == "annotation" || local == "binary-data" || local == "scripts" || local == "meta" || local == "annotation-end"):
				if err := w.skip(); err != nil {
					return err
				}
			case sp == nsText && (local == "tracked-changes" || local == "hidden-text" || local == "hidden-paragraph" || local == "sequence-decls" || local == "variable-decls" || local == "user-field-decls"):
				if err := w.skip(); err != nil {
					return err
				}
			case sp == nsText && local == "section":
				if v, _ := attr(t, "display"); v == "none" {
					if err := w.skip(); err != nil { // a hidden section
						return err
					}
				}
			case sp == nsSVG && (local == "title" || local == "desc"):
				if err := w.skip(); err != nil {
					return err
				}
			case !reading():
				// styles, fonts, settings: no text
			case sp == nsText && (local == "p" || local == "h"):
				p := &odfPara{out: out, start: out.len(), heading: local == "h", list: lists, cell: cells > 0}
				p.style, _ = attr(t, "style-name")
				p.level = attrInt(t, "outline-level", 0)
				paras = append(paras, p)
			case sp == nsText && local == "list-item", sp == nsText && local == "list-header":
				lists++
			case sp == nsTable && local == "table-cell":
				cells++
			case sp == nsText && local == "span":
				s, _ := attr(t, "style-name")
				spans = append(spans, s)
			case sp == nsText && local == "s":
				n := 1
				if v, ok := attr(t, "c"); ok {
					if k, err := strconv.Atoi(v); err == nil && k > 0 {
						n = min(k, 1000)
					}
				}
				emit(strings.Repeat(" ", n))
			case sp == nsText && local == "tab":
				emit("\t")
			case sp == nsText && local == "line-break":
				emit("\n")
				if p := para(); p != nil {
					p.breaks++
				}
			case sp == nsText && local == "soft-page-break":
				if inBody && len(noteStack) == 0 && len(boxes) == 0 {
					d.pageBreak()
				}
			case sp == nsText && local == "note" && inBody:
				noteClass, _ = attr(t, "note-class")
				if noteClass == "" {
					noteClass = "footnote"
				}
				id, _ := attr(t, "id")
				refCount[noteClass]++
				d.refs = append(d.refs, draftRef{kind: noteClass, id: id, mark: strconv.Itoa(refCount[noteClass]), at: out.len()})
				if len(noteStack) > 0 { // a note in a note: attach to the body
					d.refs[len(d.refs)-1].at = d.body.len()
				}
				d.notes = append(d.notes, &draftNote{kind: noteClass, id: id})
				noteStack = append(noteStack, &draftNote{}) // placeholder, replaced at note-body
			case sp == nsText && local == "note-citation":
				inCite++
				citation.Reset()
			case sp == nsText && local == "note-body":
				bodyPushed = append(bodyPushed, len(noteStack) > 0)
				if len(noteStack) == 0 {
					break // a note body outside a note: read as body text
				}
				n := d.notes[len(d.notes)-1]
				noteStack[len(noteStack)-1] = n
				outStack = append(outStack, out)
				if len(d.raw) > 0 && out == &d.body {
					d.raw = append(d.raw, '\n')
				}
				out = &n.text
			case sp == nsDraw && local == "text-box":
				b := &mapped{}
				boxes = append(boxes, b)
				outStack = append(outStack, out)
				out = b
			}
		case xml.EndElement:
			sp, local := t.Name.Space, t.Name.Local
			switch {
			case sp == nsStyle && local == "style":
				style = nil
			case sp == nsStyle && (local == "header" || local == "footer" || local == "header-left" || local == "footer-left" || local == "header-first" || local == "footer-first"):
				if margin--; margin == 0 {
					out = &discard
					if inBody {
						out = &d.body
					}
				}
			case sp == nsOffice && local == "body":
				inBody = false
				out = &discard
			case !reading():
			case sp == nsText && (local == "p" || local == "h"):
				if n := len(paras); n > 0 {
					p := paras[n-1]
					paras = paras[:n-1]
					k, lvl := o.paraKind(p)
					p.out.blocks = append(p.out.blocks, draftBlock{start: p.start, end: p.out.len(), kind: k, level: lvl, indent: o.indent(p.style)})
				}
				emit("\n")
				if len(boxes) == 0 && len(pending) > 0 && len(noteStack) == 0 {
					for _, b := range pending {
						appendMapped(out, b)
					}
					pending = pending[:0]
				}
			case sp == nsText && (local == "list-item" || local == "list-header"):
				lists--
			case sp == nsTable && local == "table-cell":
				cells--
			case sp == nsText && local == "span":
				if n := len(spans); n > 0 {
					spans = spans[:n-1]
				}
			case sp == nsText && local == "note-citation":
				inCite--
				if n := len(d.notes); n > 0 {
					if c := strings.TrimSpace(citation.String()); c != "" {
						d.notes[n-1].mark = c
						d.refs[len(d.refs)-1].mark = c
					}
				}
			case sp == nsText && local == "note-body":
				pushed := len(bodyPushed) > 0 && bodyPushed[len(bodyPushed)-1]
				if len(bodyPushed) > 0 {
					bodyPushed = bodyPushed[:len(bodyPushed)-1]
				}
				if n := len(outStack); n > 0 && pushed {
					out = outStack[n-1]
					outStack = outStack[:n-1]
				}
			case sp == nsText && local == "note":
				if n := len(noteStack); n > 0 {
					noteStack = noteStack[:n-1]
				}
			case sp == nsDraw && local == "text-box":
				if n := len(boxes); n > 0 {
					b := boxes[n-1]
					boxes = boxes[:n-1]
					out = outStack[len(outStack)-1]
					outStack = outStack[:len(outStack)-1]
					if n == 1 && len(noteStack) == 0 {
						pending = append(pending, b)
					} else {
						appendMapped(out, b)
					}
				}
			}
		case xml.CharData:
			switch {
			case inCite > 0:
				citation.Write(t)
			case reading() && len(paras) > 0:
				emitChars(string(t))
			}
		}
	}
	for _, b := range pending {
		appendMapped(&d.body, b)
	}
	return nil
}

// chain calls f on a style and its parents, nearest first, until f
// returns true; cycles and chains deeper than 32 end it.
func (o *odfReader) chain(name string, f func(*odfStyle) bool) {
	for depth := 0; name != "" && depth < 32; depth++ {
		s := o.styles[name]
		if s == nil || f(s) {
			return
		}
		name = s.parent
	}
}

// runProps tells whether text in the given spans of a paragraph is bold
// and raised (superscript): the innermost span that says, else the
// paragraph's style.
func (o *odfReader) runProps(p *odfPara, spans []string) (bold, sup bool) {
	boldSet, supSet := false, false
	look := func(name string) {
		o.chain(name, func(s *odfStyle) bool {
			if !boldSet && s.bold >= 0 {
				bold, boldSet = s.bold == 1, true
			}
			if !supSet && s.sup >= 0 {
				sup, supSet = s.sup == 1, true
			}
			return boldSet && supSet
		})
	}
	for i := len(spans) - 1; i >= 0 && !(boldSet && supSet); i-- {
		look(spans[i])
	}
	if p != nil && !(boldSet && supSet) {
		look(p.style)
	}
	return bold, sup
}

// paraKind classifies a finished ODF paragraph (Block's rules).
func (o *odfReader) paraKind(p *odfPara) (BlockKind, int) {
	quote, outline := false, 0
	o.chain(p.style, func(s *odfStyle) bool {
		if outline == 0 && s.outline > 0 {
			outline = s.outline
		}
		quote = quote || isQuoteStyleName(strings.ToLower(s.display))
		return false
	})
	if !quote {
		quote = isQuoteStyleName(strings.ToLower(p.style))
		o.chain(p.style, func(s *odfStyle) bool {
			quote = quote || isQuoteStyleName(strings.ToLower(s.parent))
			return quote
		})
	}
	switch {
	case p.cell:
		return BlockTableCell, 0
	case p.heading:
		return BlockHeading, max(p.level, outline)
	case p.list > 0:
		return BlockListItem, p.list
	case quote:
		return BlockQuote, 0
	case isBoldHeading(p.letters, p.boldLetters, p.breaks, p.out.len()-p.start):
		return BlockHeading, 0
	}
	return BlockParagraph, 0
}

// indent is a paragraph style's left margin in twips (0 when none; -1
// with a hanging first line, which is not a quotation).
func (o *odfReader) indent(name string) int {
	v := 0
	o.chain(name, func(s *odfStyle) bool {
		if s.indent >= 0 {
			v = s.indent
			if s.hanging {
				v = -1
			}
			return true
		}
		return false
	})
	return v
}

// lengthTwips converts an ODF length ("1.25cm", "0.5in", "12pt", "10mm")
// to twips; -1 when it cannot.
func lengthTwips(v string) int {
	v = strings.TrimSpace(v)
	units := []struct {
		suffix string
		twips  float64
	}{{"cm", 566.93}, {"mm", 56.693}, {"in", 1440}, {"pt", 20}, {"pc", 240}, {"px", 15}}
	for _, u := range units {
		if strings.HasSuffix(v, u.suffix) {
			f, err := strconv.ParseFloat(strings.TrimSuffix(v, u.suffix), 64)
			if err != nil || f < 0 || f > 1e6 {
				return -1
			}
			return int(f * u.twips)
		}
	}
	return -1
}
