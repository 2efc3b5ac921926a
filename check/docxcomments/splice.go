package docxcomments

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"sort"
	"strconv"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// anchor is where one comment goes: a paragraph of the layout, and what
// of it the comment covers.
type anchor struct {
	id   int
	para int
	span
}

// span is the part of a paragraph a comment covers: from byte from of the
// text of child first to byte to of the text of child last; first < 0:
// the whole paragraph.
type span struct {
	first, last int
	from, to    int
}

// whole is the span of a whole paragraph.
var whole = span{first: -1, last: -1}

// exact reports whether the comment covers the claim's own words.
func (a span) exact() bool { return a.first >= 0 }

// paraAt is the outermost paragraph holding the w:p that starts at offset
// at (extract.Block.XMLOffset); -1 when there is none.
func (l *layout) paraAt(at int) int {
	if i, ok := l.byAt[at]; ok && !l.paras[i].empty {
		return i
	}
	return -1
}

// firstPara is the first paragraph that can hold a comment; -1 when none.
func (l *layout) firstPara() int {
	for i := range l.paras {
		if !l.paras[i].empty {
			return i
		}
	}
	return -1
}

// locate finds the first of texts in paragraph p: the span of its
// letters and digits (case, white space, punctuation, diacritics and
// Unicode compatibility forms aside). When only the text's beginning is
// there (a quotation running on into the next paragraph), the span from it
// to the paragraph's end. ok false: none was found.
func (l *layout) locate(p int, texts []string) (span, bool) {
	hay, owner := l.skeleton(p)
	for _, t := range texts {
		needle, _ := skeleton([]string{t})
		if utf8.RuneCount(needle) < 3 {
			continue
		}
		if i := bytes.Index(hay, needle); i >= 0 {
			return spanOf(owner, i, i+len(needle)), true
		}
	}
	for _, t := range texts {
		needle, _ := skeleton([]string{t})
		if utf8.RuneCount(needle) < 24 {
			continue
		}
		if i := bytes.Index(hay, runePrefix(needle, 24)); i >= 0 {
			last := len(l.paras[p].kids) - 1
			sp := spanOf(owner, i, i+1)
			sp.last, sp.to = last, len(l.paras[p].kids[last].text)
			return sp, true
		}
	}
	return whole, false
}

// spanOf is the span of the skeleton's bytes [i, j).
func spanOf(owner []charAt, i, j int) span {
	return span{first: owner[i].kid, from: owner[i].from, last: owner[j-1].kid, to: owner[j-1].to}
}

// runePrefix is the first n characters of s.
func runePrefix(s []byte, n int) []byte {
	for i := range string(s) {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}

// find is the first paragraph holding one of texts, and where (locate).
func (l *layout) find(texts []string) (int, span, bool) {
	for i := range l.paras {
		if l.paras[i].empty {
			continue
		}
		if sp, ok := l.locate(i, texts); ok {
			return i, sp, true
		}
	}
	return -1, whole, false
}

// skeleton is paragraph p's skeleton (computed once).
func (l *layout) skeleton(p int) ([]byte, []charAt) {
	if l.skel == nil {
		l.skel = make([]skel, len(l.paras))
	}
	if s := &l.skel[p]; s.owner == nil {
		texts := make([]string, len(l.paras[p].kids))
		for i, k := range l.paras[p].kids {
			texts[i] = k.text
		}
		s.text, s.owner = skeleton(texts)
		if s.owner == nil {
			s.owner = []charAt{}
		}
	}
	return l.skel[p].text, l.skel[p].owner
}

// skel is the skeleton of a paragraph, and where each byte comes from.
type skel struct {
	text  []byte
	owner []charAt
}

// charAt is the character of a child's text a byte of a skeleton comes
// from: [from, to) of the text of child kid.
type charAt struct{ kid, from, to int }

// skeleton is the letters and digits of texts, lower case, each character
// decomposed (NFKD) without its marks, in UTF-8; each byte with the
// character of texts it comes from.
func skeleton(texts []string) ([]byte, []charAt) {
	var out []byte
	var owner []charAt
	var buf [64]byte
	for i, t := range texts {
		for off, r := range t {
			pl := charAt{kid: i, from: off, to: off + utf8.RuneLen(r)}
			if r == utf8.RuneError {
				pl.to = off + 1
			}
			for _, d := range string(norm.NFKD.AppendString(buf[:0], string(r))) {
				if unicode.IsLetter(d) || unicode.IsDigit(d) {
					n := len(out)
					out = utf8.AppendRune(out, unicode.ToLower(d))
					for range len(out) - n {
						owner = append(owner, pl)
					}
				}
			}
		}
	}
	return out, owner
}

// edit puts text in place of the part's bytes [from, to) (from == to: an
// insertion). At one offset, the ends of comments come first, then the
// starts of others, then a run rewritten.
type edit struct {
	from, to int
	kind     int // editEnd, editStart, editRun
	seq      int
	text     string
}

const (
	editEnd = iota
	editStart
	editRun
	editDrop // a range taken out (the marks of a dropped comment), after the insertions at its start
)

// cut is a marker put inside a simple run's text at byte pos.
type cut struct {
	pos  int
	kind int // editEnd or editStart
	seq  int
	text string
}

// splice returns the part with the comments of anchors in it: a
// w:commentRangeStart where the span starts (at the start of the
// paragraph's content for a whole paragraph; inside a simple run, which is
// split in two runs of the same properties there), a w:commentRangeEnd and
// a run holding the w:commentReference where it ends (the reference later
// when it would stand between the first two note references: refPlace).
// The result is checked to be well-formed.
func (l *layout) splice(anchors []anchor, drop []edit) ([]byte, error) {
	edits := append([]edit(nil), drop...)
	cuts := map[[2]int][]cut{} // paragraph, child → markers inside its text
	for i, a := range anchors {
		p := l.paras[a.para]
		pre, decl := p.prefix, ""
		if pre == "" || l.rootNS[pre] != l.ns {
			pre, decl = "cgw", ` xmlns:cgw="`+l.ns+`"`
		}
		id := strconv.Itoa(a.id)
		start := "<" + pre + ":commentRangeStart" + decl + " " + pre + `:id="` + id + `"/>`
		end := "<" + pre + ":commentRangeEnd" + decl + " " + pre + `:id="` + id + `"/>`
		ref := "<" + pre + ":r" + decl + "><" + pre + ":commentReference " + pre + `:id="` + id + `"/></` + pre + ":r>"
		// endAt is where the range ends: the reference follows it there,
		// or stands later (refPlace).
		endAt := func(at int) string {
			if to := l.refPlace(at, a.para); to != at {
				edits = append(edits, edit{from: to, to: to, kind: editEnd, seq: i, text: ref})
				return end
			}
			return end + ref
		}
		if !a.exact() {
			edits = append(edits, edit{from: p.open, to: p.open, kind: editStart, seq: i, text: start},
				edit{from: p.close, to: p.close, kind: editEnd, seq: i, text: endAt(p.close)})
			continue
		}
		first, last := p.kids[a.first], p.kids[a.last]
		if first.simple && a.from > 0 && a.from < len(first.text) {
			k := [2]int{a.para, a.first}
			cuts[k] = append(cuts[k], cut{pos: a.from, kind: editStart, seq: i, text: start})
		} else {
			edits = append(edits, edit{from: first.start, to: first.start, kind: editStart, seq: i, text: start})
		}
		if last.simple && a.to > 0 && a.to < len(last.text) {
			k := [2]int{a.para, a.last}
			cuts[k] = append(cuts[k], cut{pos: a.to, kind: editEnd, seq: i, text: endAt(last.start)})
		} else {
			edits = append(edits, edit{from: last.end, to: last.end, kind: editEnd, seq: i, text: endAt(last.end)})
		}
	}
	for k, cs := range cuts {
		kd := l.paras[k[0]].kids[k[1]]
		edits = append(edits, edit{from: kd.start, to: kd.end, kind: editRun, text: l.splitRun(kd, cs)})
	}
	out, err := applyEdits(l.doc, edits)
	if err != nil {
		return nil, fmt.Errorf("the main document part: %w", err)
	}
	b := bytes.NewBuffer(out)
	if err := wellFormed(b.Bytes()); err != nil {
		return nil, fmt.Errorf("the spliced main document part is not well-formed (a bug): %w", err)
	}
	return b.Bytes(), nil
}

// applyEdits is doc with edits made, in the order of their offsets (at
// one offset: ends, starts, rewritten runs, then ranges taken out).
func applyEdits(doc []byte, edits []edit) ([]byte, error) {
	sort.SliceStable(edits, func(i, j int) bool {
		a, b := edits[i], edits[j]
		if a.from != b.from {
			return a.from < b.from
		}
		if a.kind != b.kind {
			return a.kind < b.kind
		}
		return a.seq < b.seq
	})
	var b bytes.Buffer
	b.Grow(len(doc) + 512*len(edits))
	pos := 0
	for _, e := range edits {
		if e.from < pos {
			return nil, fmt.Errorf("overlapping edits at %d (a bug)", e.from)
		}
		b.Write(doc[pos:e.from])
		b.WriteString(e.text)
		pos = e.to
	}
	b.Write(doc[pos:])
	return b.Bytes(), nil
}

// splitRun writes a simple run as runs of the same start tag and
// properties, one per piece of its text between the cuts, with each cut's
// markers between them.
func (l *layout) splitRun(k kid, cs []cut) string {
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].pos != cs[j].pos {
			return cs[i].pos < cs[j].pos
		}
		if cs[i].kind != cs[j].kind {
			return cs[i].kind < cs[j].kind
		}
		return cs[i].seq < cs[j].seq
	})
	open := l.doc[k.start:k.tagEnd]
	var rPr []byte
	if k.rPr[1] > k.rPr[0] {
		rPr = l.doc[k.rPr[0]:k.rPr[1]]
	}
	qual := func(local string) string {
		if k.prefix == "" {
			return local
		}
		return k.prefix + ":" + local
	}
	var b bytes.Buffer
	piece := func(s string) {
		if s == "" {
			return
		}
		b.Write(open)
		b.Write(rPr)
		b.WriteString("<" + qual("t") + ` xml:space="preserve">`)
		xml.EscapeText(&b, []byte(s))
		b.WriteString("</" + qual("t") + "></" + qual("r") + ">")
	}
	pos := 0
	for _, c := range cs {
		piece(k.text[pos:c.pos])
		b.WriteString(c.text)
		pos = c.pos
	}
	piece(k.text[pos:])
	return b.String()
}

// wellFormed reads a part through to its end.
func wellFormed(doc []byte) error {
	dec := xml.NewDecoder(bytes.NewReader(doc))
	dec.Strict = true
	for {
		_, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}
