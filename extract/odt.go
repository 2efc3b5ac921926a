package extract

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
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
	italic          int  // fo:font-style: 1 italic or oblique, 0 normal, -1 not set
	sup             int  // style:text-position: 1 raised, 0 not, -1 not set
	indent          int  // fo:margin-left in twips, -1 not set
	hanging         bool // a negative fo:text-indent: labels and a tab, not a quotation
	outline         int  // style:default-outline-level, 0 not set
	// size is fo:font-size in points (0 not set); pct the same as a
	// percentage of the parent style's size (0 not set).
	size, pct float32
}

// odfDefaultStyle is the key in odfReader.styles of the paragraphs'
// style:default-style (what a chain of parents ends in).
const odfDefaultStyle = "\x00default"

// odfDefaultSize is the font size, in points, when no style sets one.
const odfDefaultSize = 12

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
	upgradeIndentedQuotes(&o.d.body)
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
	pos         *TableCell // its cell's place, when in a table
	letters     int
	boldLetters int
	breaks      int
	sizes       textSizes // its letters by font size
}

// read walks one ODF XML part: style definitions wherever they are, the
// body (paragraphs and headings, spans, links, lists, tables, frames with
// text boxes; notes go to footnotes; tracked deletions, annotations and
// hidden text are dropped), and the headers and footers of master pages
// (each one a note of kind "header" or "footer"). The elements it acts on
// are the table odfElements.
func (o *odfReader) read(part string, r io.Reader) error {
	p := &odfPart{o: o, d: o.d, w: newWalker(o.ctx, r, o.name, part, o.lim), part: part, refCount: map[string]int{}}
	p.out = &p.discard
	if err := p.walk(); err != nil {
		return err
	}
	for _, b := range p.pending {
		appendMapped(&o.d.body, b)
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

// sizeOf follows the chain of a style to the nearest absolute font size:
// that size in points times the percentages set on the way (factor), ok
// false when the chain sets none (factor: its percentages).
func (o *odfReader) sizeOf(name string) (pt, factor float32, ok bool) {
	factor = 1
	o.chain(name, func(s *odfStyle) bool {
		switch {
		case s.size > 0:
			pt, ok = s.size, true
		case s.pct > 0:
			factor *= s.pct / 100
		}
		return ok
	})
	return pt, factor, ok
}

// runSize is the font size, in half-points, of text in the given spans of
// a paragraph: the innermost span that sets one, else the paragraph's
// style, else the default style.
func (o *odfReader) runSize(p *odfPara, spans []string) int {
	factor := float32(1)
	names := make([]string, 0, len(spans)+2)
	for i := len(spans) - 1; i >= 0; i-- {
		names = append(names, spans[i])
	}
	if p != nil {
		names = append(names, p.style)
	}
	names = append(names, odfDefaultStyle)
	for _, n := range names {
		pt, f, ok := o.sizeOf(n)
		factor *= f
		if ok {
			return int(2*pt*factor + 0.5)
		}
	}
	return int(2*odfDefaultSize*factor + 0.5)
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
