// Package htmltext is citeguard's one reader of HTML: the text a page shows,
// for the memo's imported HTML parts (extract: a DOCX w:altChunk) and the
// library's sources (portal HTML, the textContent of SAOS judgments).
//
// It is a small tokenizer of its own, linear in the input: head, script,
// style, title, template and noscript are not shown, nor elements hidden
// with display:none or the hidden attribute; entities are decoded; white
// space collapses as a browser collapses it (NBSP is kept; in pre nothing
// collapses); digits in sup become superscript digits (pl.Superscript:
// art. 479⁴). A line ends at every block element and at <br>. Malformed
// markup is read as a browser would, without an error; an unterminated tag
// ends the text. It is a leaf both extract and library import: extract
// pulls the PDF engine in, and library may not import it.
package htmltext

import (
	"context"
	"errors"
	"fmt"
	"html"
	"strings"
	"unicode/utf8"

	"citeguard/pl"
)

// Kind is what a block of a page is.
type Kind uint8

// The kinds of blocks.
const (
	Paragraph Kind = iota
	Heading
	ListItem
	Quote
	TableCell
)

// Span is a byte range [Start, End) of a Page's Text.
type Span struct {
	Start int
	End   int
}

// Block is a paragraph of a page: a heading, a list item, a table cell…
type Block struct {
	Kind  Kind
	Level int    // a heading's level (1–6); a list item's list nesting (from 1)
	Lines []Span // its lines in Page.Text, in order: a <br> starts a new line; an empty line is an empty range
}

// Page is what a page shows.
type Page struct {
	// Text is every line of text the page shows, the lines joined by a
	// blank line ("\n\n") — the way the library's .txt renderings of portal
	// HTML were made. It never starts or ends with a line break.
	Text string
	// Anonymised are the ranges of Text inside <span class="anon-block">,
	// the court portals' mark of an anonymised name.
	Anonymised []Span
	// Blocks are the page's paragraphs (only with Options.Blocks).
	Blocks []Block
}

// Options configure Read.
type Options struct {
	// MaxDepth bounds the elements that shape the text (blocks, sup, sub,
	// pre) open at once: deeper nesting fails with ErrTooDeep. 0: no
	// bound (the reader's memory stays linear in the input).
	MaxDepth int
	// Blocks collects Page.Blocks.
	Blocks bool
}

// ErrTooDeep: the page nests more elements than Options.MaxDepth.
var ErrTooDeep = errors.New("HTML elements nested too deeply")

// Text returns the text an HTML page shows and its anonymised ranges
// (Page.Text, Page.Anonymised). It never fails.
func Text(src string) (string, []Span) {
	p, _ := Read(context.Background(), src, Options{})
	return p.Text, p.Anonymised
}

// Read reads an HTML page. It fails only when ctx ends or the nesting
// exceeds o.MaxDepth.
func Read(ctx context.Context, src string, o Options) (Page, error) {
	if !utf8.ValidString(src) {
		src = strings.ToValidUTF8(src, "\uFFFD")
	}
	r := &reader{src: src, o: o, anonAt: -1}
	r.b.Grow(len(src) / 2)
	for n := 0; r.pos < len(src); n++ {
		if n&1023 == 0 {
			if err := ctx.Err(); err != nil {
				return Page{}, err
			}
		}
		lt := strings.IndexByte(src[r.pos:], '<')
		if lt < 0 {
			r.text(src[r.pos:])
			break
		}
		if lt > 0 {
			r.text(src[r.pos : r.pos+lt])
			r.pos += lt
		}
		if err := r.tag(); err != nil {
			return Page{}, err
		}
	}
	r.blockBreak()
	return r.page(), nil
}

// reader is the state of one Read.
type reader struct {
	src string
	pos int
	o   Options

	b        strings.Builder // Page.Text
	lineOpen bool            // the current line has text
	lineAt   int             // where the current line starts in b
	space    bool            // a collapsed space is pending
	lines    []Span          // the lines of the block being read (Options.Blocks)
	blocks   []Block

	open      []string       // open elements that shape the text: blocks, sup, sub, pre
	openN     map[string]int // how many of each are open
	sup, pre  int            // open sup and pre elements
	skip      string         // the hidden element whose content is skipped
	skipN     int            // nesting of skip inside itself
	head      bool           // inside head
	anonStack []bool         // per open <span>: is it an anonymisation mark
	anon      int            // open anonymisation spans
	anonAt    int            // where the open anonymisation's text starts, -1 before its first word
	spans     []Span
}

// text adds character data.
func (r *reader) text(s string) {
	if r.skip != "" || r.head || s == "" {
		return
	}
	if strings.IndexByte(s, '&') >= 0 {
		s = html.UnescapeString(s)
	}
	if r.pre > 0 {
		for i, line := range strings.Split(s, "\n") {
			if i > 0 {
				r.lineBreak()
			}
			if line != "" {
				r.word(line)
			}
		}
		return
	}
	for i := 0; i < len(s); {
		if htmlSpace(s[i]) {
			r.space = r.lineOpen
			i++
			continue
		}
		j := i + 1
		for j < len(s) && !htmlSpace(s[j]) {
			j++
		}
		r.word(s[i:j])
		i = j
	}
}

// word writes text that is not collapsible white space: a line break
// before the first word of a line, a collapsed space before the others.
func (r *reader) word(w string) {
	if !r.lineOpen {
		if r.b.Len() > 0 {
			r.b.WriteString("\n\n")
		}
		r.lineOpen, r.lineAt = true, r.b.Len()
	} else if r.space {
		r.b.WriteByte(' ')
	}
	r.space = false
	if r.anon > 0 && r.anonAt < 0 {
		r.anonAt = r.b.Len()
	}
	if r.sup > 0 {
		w = pl.Superscript(w)
	}
	r.b.WriteString(w)
}

// lineBreak ends the current line (a <br>, a line of pre).
func (r *reader) lineBreak() {
	if r.o.Blocks {
		at := r.b.Len()
		if r.lineOpen {
			at = r.lineAt
		}
		r.lines = append(r.lines, Span{at, r.b.Len()})
	}
	r.lineOpen, r.space = false, false
}

// blockBreak ends the current line and block (a block element starts or
// ends).
func (r *reader) blockBreak() {
	r.lineBreak()
	if !r.o.Blocks {
		return
	}
	for _, l := range r.lines {
		if l.End > l.Start {
			kind, level := r.kind()
			r.blocks = append(r.blocks, Block{Kind: kind, Level: level, Lines: r.lines})
			r.lines = nil
			return
		}
	}
	r.lines = r.lines[:0]
}

// kind is the kind of the block being read, from the open elements.
func (r *reader) kind() (Kind, int) {
	kind, level, lists := Paragraph, 0, 0
	for _, o := range r.open {
		switch o {
		case "ul", "ol":
			lists++
		case "li":
			kind, level = ListItem, max(lists, 1)
		case "blockquote":
			if kind == Paragraph {
				kind = Quote
			}
		case "td", "th":
			kind, level = TableCell, 0
		case "h1", "h2", "h3", "h4", "h5", "h6":
			kind, level = Heading, int(o[1]-'0')
		}
	}
	return kind, level
}

// page finishes the text and its anonymised ranges.
func (r *reader) page() Page {
	if r.anon > 0 && r.anonAt >= 0 { // an anonymisation left open at the end
		r.spans = append(r.spans, Span{r.anonAt, r.b.Len()})
	}
	out := r.b.String()
	for k := range r.spans {
		s := &r.spans[k]
		s.End = min(s.End, len(out))
		for s.End > s.Start && (out[s.End-1] == '\n' || out[s.End-1] == ' ') {
			s.End--
		}
	}
	return Page{Text: out, Anonymised: r.spans, Blocks: r.blocks}
}

// htmlSpace is the white space a browser collapses (NBSP is not).
func htmlSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

func (k Kind) String() string {
	switch k {
	case Paragraph:
		return "paragraph"
	case Heading:
		return "heading"
	case ListItem:
		return "list item"
	case Quote:
		return "quote"
	case TableCell:
		return "table cell"
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}
