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

// anchor is where one comment goes: a paragraph of the layout, and the
// children of it the comment covers ([first, last]; first < 0: the whole
// paragraph).
type anchor struct {
	id          int
	para        int
	first, last int
}

// exact reports whether the comment covers the claim's own words.
func (a anchor) exact() bool { return a.first >= 0 }

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

// locate finds the first of texts in paragraph p: the children that hold
// its letters and digits, in order (case, white space, punctuation and
// Unicode compatibility forms aside). When only the text's beginning is
// there (a quotation running on into the next paragraph), the children
// from it to the paragraph's end. ok false: none was found.
func (l *layout) locate(p int, texts []string) (first, last int, ok bool) {
	hay, owner := l.skeleton(p)
	for _, t := range texts {
		needle, _ := skeleton([]string{t})
		if utf8.RuneCount(needle) < 3 {
			continue
		}
		if i := bytes.Index(hay, needle); i >= 0 {
			return owner[i], owner[i+len(needle)-1], true
		}
	}
	for _, t := range texts {
		needle, _ := skeleton([]string{t})
		if utf8.RuneCount(needle) < 24 {
			continue
		}
		if i := bytes.Index(hay, runePrefix(needle, 24)); i >= 0 {
			return owner[i], len(l.paras[p].kids) - 1, true
		}
	}
	return -1, -1, false
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
func (l *layout) find(texts []string) (p, first, last int, ok bool) {
	for i := range l.paras {
		if l.paras[i].empty {
			continue
		}
		if f, e, ok := l.locate(i, texts); ok {
			return i, f, e, true
		}
	}
	return -1, -1, -1, false
}

// skeleton is paragraph p's skeleton (computed once).
func (l *layout) skeleton(p int) ([]byte, []int) {
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
			s.owner = []int{}
		}
	}
	return l.skel[p].text, l.skel[p].owner
}

// skel is the skeleton of a paragraph, and the child each byte comes from.
type skel struct {
	text  []byte
	owner []int
}

// skeleton is the letters and digits of texts, lower case, in NFKC (UTF-8),
// each byte with the index of the text it comes from.
func skeleton(texts []string) ([]byte, []int) {
	var out []byte
	var owner []int
	for i, t := range texts {
		for _, r := range norm.NFKC.String(t) {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				n := len(out)
				out = utf8.AppendRune(out, unicode.ToLower(r))
				for range len(out) - n {
					owner = append(owner, i)
				}
			}
		}
	}
	return out, owner
}

// insertion is a fragment put into the part at an offset; at one offset,
// the ends of comments come before the starts of others.
type insertion struct {
	at    int
	start bool
	seq   int
	text  string
}

// splice returns the part with the comments of anchors in it: a
// w:commentRangeStart before the first child covered (or at the start of
// the paragraph's content), a w:commentRangeEnd and a run holding the
// w:commentReference after the last (or before the paragraph's end tag).
// The result is checked to be well-formed.
func (l *layout) splice(anchors []anchor) ([]byte, error) {
	var ins []insertion
	for i, a := range anchors {
		p := l.paras[a.para]
		from, to := p.open, p.close
		if a.exact() {
			from, to = p.kids[a.first].start, p.kids[a.last].end
		}
		pre, decl := p.prefix, ""
		if pre == "" || l.rootNS[pre] != l.ns {
			pre, decl = "cgw", ` xmlns:cgw="`+l.ns+`"`
		}
		id := strconv.Itoa(a.id)
		ins = append(ins,
			insertion{at: from, start: true, seq: i, text: "<" + pre + ":commentRangeStart" + decl + " " + pre + `:id="` + id + `"/>`},
			insertion{at: to, seq: i, text: "<" + pre + ":commentRangeEnd" + decl + " " + pre + `:id="` + id + `"/>` +
				"<" + pre + ":r" + decl + "><" + pre + ":commentReference " + pre + `:id="` + id + `"/></` + pre + ":r>"})
	}
	sort.SliceStable(ins, func(i, j int) bool {
		if ins[i].at != ins[j].at {
			return ins[i].at < ins[j].at
		}
		if ins[i].start != ins[j].start {
			return !ins[i].start
		}
		return ins[i].seq < ins[j].seq
	})
	var b bytes.Buffer
	b.Grow(len(l.doc) + 256*len(anchors))
	pos := 0
	for _, in := range ins {
		b.Write(l.doc[pos:in.at])
		b.WriteString(in.text)
		pos = in.at
	}
	b.Write(l.doc[pos:])
	if err := wellFormed(b.Bytes()); err != nil {
		return nil, fmt.Errorf("the spliced main document part is not well-formed (a bug): %w", err)
	}
	return b.Bytes(), nil
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
