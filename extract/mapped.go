package extract

import "unicode/utf8"

// mapped is text under construction whose every byte remembers the offset
// of the raw byte it came from.
type mapped struct {
	b      []byte
	off    []int32
	blocks []draftBlock // the blocks of b (blocks.go)
	// italics are the ranges of b set in italics (italics.go).
	italics []lineSpan
}

// add appends s, whose bytes start at raw offset raw.
func (m *mapped) add(s string, raw int) {
	for i := 0; i < len(s); i++ {
		m.off = append(m.off, int32(raw+i))
	}
	m.b = append(m.b, s...)
}

// addRune is add(string(r), raw) without the string.
func (m *mapped) addRune(r rune, raw int) {
	n := len(m.b)
	m.b = utf8.AppendRune(m.b, r)
	for i := range len(m.b) - n {
		m.off = append(m.off, int32(raw+i))
	}
}

// addSynthetic appends s, a text that stands for the raw offset raw as a
// whole (a separator the reader inserted).
func (m *mapped) addSynthetic(s string, raw int) {
	for i := 0; i < len(s); i++ {
		m.off = append(m.off, int32(raw))
	}
	m.b = append(m.b, s...)
}

func (m *mapped) len() int { return len(m.b) }

// lastByte returns the last byte, or 0 when empty.
func (m *mapped) lastByte() byte {
	if len(m.b) == 0 {
		return 0
	}
	return m.b[len(m.b)-1]
}

// draft is what a format reader produces before clean-up.
type draft struct {
	raw        []byte // Document.Raw
	body       mapped // the body text, mapped into raw
	pageStarts []int  // body offsets where pages 2, 3, … begin
	notes      []*draftNote
	refs       []draftRef // reference marks in the body
	pages      int        // source page count when known
	mode       cleanMode  // which clean-up rules apply
	encoding   string
	unread     []Unread // what a viewer shows beyond the text (PDF: pdfbeyond.go)
}

// draftNote is a footnote before clean-up.
type draftNote struct {
	kind string
	id   string // the reader's id, to link it to its reference
	mark string
	page int
	text mapped
}

// draftRef is a footnote reference mark found in the body.
type draftRef struct {
	kind string
	id   string
	mark string
	at   int // offset in body
}

// emit appends s to raw and to the body.
func (d *draft) emit(s string) {
	d.body.add(s, len(d.raw))
	d.raw = append(d.raw, s...)
}

// emitTo appends s to raw and to m.
func (d *draft) emitTo(m *mapped, s string) {
	m.add(s, len(d.raw))
	d.raw = append(d.raw, s...)
}

// pageBreak records that a new page starts at the current end of the body.
func (d *draft) pageBreak() {
	d.pageStarts = append(d.pageStarts, d.body.len())
}
