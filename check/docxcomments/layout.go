package docxcomments

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// The WordprocessingML namespaces: transitional and strict.
const (
	nsW       = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
	nsWStrict = "http://purl.oclc.org/ooxml/wordprocessingml/main"
)

func isWML(uri string) bool { return uri == nsW || uri == nsWStrict }

// layout is what the splicer knows of the main document part: its
// outermost paragraphs (a text box's paragraphs are inside the paragraph
// that anchors the box; a comment goes on that one), each with its
// children, and the comment ids it uses.
type layout struct {
	doc   []byte
	ns    string // the WML namespace URI of the part
	paras []para
	byAt  map[int]int // a w:p's start offset (outermost or not) → its outermost paragraph
	maxID int         // the largest comment id used, -1 when none
	// maxNote is the largest id of a footnote or endnote reference, -1
	// when none (new comment ids go above it: maxNoteID).
	maxNote int
	// The comment marks of the main part (oldcomments.go).
	marks []commentMark
	// The first two footnote and endnote references (noteref.go).
	noteRefs [2][]noteRef
	rootNS   map[string]string
	skel     []skel // each paragraph's skeleton, once asked for
}

// para is one outermost w:p.
type para struct {
	start, end int    // the element, [start, end)
	open       int    // where its content starts: after the start tag, after w:pPr when that comes first
	close      int    // where its end tag starts
	prefix     string // its namespace prefix as written ("w")
	empty      bool   // <w:p/>: no content, nothing can be put inside
	sdtFirst   bool   // the first paragraph of a content control (refPlace)
	kids       []kid  // its child elements but w:pPr, in order
}

// kid is a child element of a paragraph and the text its runs show.
type kid struct {
	start, end int
	text       string
	// A simple run — a w:r holding its w:rPr, if any, then one w:t and
	// nothing else — can be split in two runs of the same properties, so
	// that a comment starts or ends inside its text.
	simple   bool
	tagEnd   int    // where the run's start tag ends
	rPr      [2]int // its w:rPr, [start, end); empty when it has none
	prefix   string // the run's namespace prefix as written
	children int    // child elements seen
	ts       int    // w:t among them
}

// maxDepth bounds the nesting of the part (extract's MaxXMLDepth).
func parseLayout(doc []byte, maxDepth int) (*layout, error) {
	l := &layout{doc: doc, byAt: map[int]int{}, maxID: -1, maxNote: -1, rootNS: map[string]string{"xml": "http://www.w3.org/XML/1998/namespace"}}
	dec := xml.NewDecoder(bytes.NewReader(doc))
	dec.Strict = true
	var (
		stack []open
		cur   = -1 // the outermost paragraph being read
		kidAt = -1 // depth of cur's children
		text  strings.Builder
	)
	resolve := func(prefix string) string { return l.rootNS[prefix] }
	for {
		at := int(dec.InputOffset())
		tok, err := dec.RawToken()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("the main document part is not well-formed XML: %w", err)
		}
		end := int(dec.InputOffset())
		switch t := tok.(type) {
		case xml.StartElement:
			if len(stack) >= maxDepth {
				return nil, fmt.Errorf("the main document part nests elements deeper than %d", maxDepth)
			}
			for _, a := range t.Attr {
				switch {
				case a.Name.Space == "xmlns":
					l.rootNS[a.Name.Local] = a.Value
				case a.Name.Space == "" && a.Name.Local == "xmlns":
					l.rootNS[""] = a.Value
				}
			}
			uri := resolve(t.Name.Space)
			local := ""
			if isWML(uri) {
				local = t.Name.Local
				if l.ns == "" {
					l.ns = uri
				}
			}
			if cur >= 0 && len(stack) == kidAt && local != "pPr" {
				l.paras[cur].kids = append(l.paras[cur].kids, kid{start: at, tagEnd: end, prefix: t.Name.Space, simple: local == "r"})
				text.Reset()
			}
			if cur >= 0 && len(stack) == kidAt+1 && len(l.paras[cur].kids) > 0 {
				k := &l.paras[cur].kids[len(l.paras[cur].kids)-1]
				k.children++
				switch {
				case local == "rPr" && k.children == 1:
					k.rPr[0] = at
				case local == "t":
					k.ts++
				default:
					k.simple = false
				}
			} else if cur >= 0 && len(stack) > kidAt+1 && stack[len(stack)-1].local == "t" {
				l.paras[cur].kids[len(l.paras[cur].kids)-1].simple = false // an element inside w:t
			}
			switch {
			case local == "p" && cur < 0:
				cur = len(l.paras)
				kidAt = len(stack) + 1
				l.paras = append(l.paras, para{start: at, open: end, prefix: t.Name.Space})
				if top := len(stack) - 1; top >= 0 && stack[top].local == "sdtContent" {
					l.paras[cur].sdtFirst = !stack[top].paras
					stack[top].paras = true
				}
				l.byAt[at] = cur
			case local == "p":
				l.byAt[at] = cur
			}
			if cur >= 0 && len(stack) >= kidAt && (local == "tab" || local == "br" || local == "cr") {
				text.WriteByte(' ')
			}
			mark := l.marksOf(t, local, at, end, cur, stack)
			stack = append(stack, open{name: t.Name, local: local, start: at, mark: mark})
		case xml.EndElement:
			n := len(stack)
			if n == 0 || stack[n-1].name != t.Name {
				return nil, errors.New("the main document part is not well-formed XML: an end tag does not match its start tag")
			}
			top := stack[n-1]
			stack = stack[:n-1]
			if top.mark > 0 {
				l.marks[top.mark-1].to = end
			}
			if top.local == "r" && top.ref > 0 && !top.other { // the run goes with the reference
				l.marks[top.ref-1].from, l.marks[top.ref-1].to = top.start, end
			}
			if cur < 0 {
				continue
			}
			p := &l.paras[cur]
			switch {
			case top.local == "p" && n-1 == kidAt-1:
				p.end = end
				if end == p.open { // <w:p/>: RawToken gives a start and an end at the same offset
					p.empty, p.close = true, end
				} else {
					p.close = at
				}
				cur = -1
			case n-1 == kidAt && top.local == "pPr" && len(p.kids) == 0:
				p.open = end
			case n-1 == kidAt && top.local != "pPr" && len(p.kids) > 0:
				k := &p.kids[len(p.kids)-1]
				k.end, k.text = end, text.String()
				k.simple = k.simple && k.ts == 1 && k.tagEnd < k.end
			case n-1 == kidAt+1 && top.local == "rPr" && len(p.kids) > 0:
				if k := &p.kids[len(p.kids)-1]; k.rPr[0] == top.start && k.children == 1 {
					k.rPr[1] = end
				}
			}
		case xml.CharData:
			if cur >= 0 && len(stack) > 0 && stack[len(stack)-1].local == "t" {
				text.Write(t)
			}
		}
	}
	if len(stack) > 0 {
		return nil, errors.New("the main document part ends inside an element")
	}
	if l.ns == "" {
		return nil, errors.New("the main document part holds no WordprocessingML")
	}
	return l, nil
}

// open is an element being read by parseLayout.
type open struct {
	name  xml.Name // raw
	local string   // the WML local name, "" for other namespaces
	start int
	paras bool // a w:sdtContent: a paragraph was seen in it
	mark  int  // 1 + the index in l.marks of this comment mark; 0: none
	ref   int  // a w:r: 1 + the index of the reference it holds
	other bool // a w:r: it holds more than properties and a reference
}

// marksOf records what an element starting at offset at (its start tag
// ending at end, in outermost paragraph cur, inside stack) is of the
// comment and note marks: 1 + its index in l.marks when it is a comment
// mark, else 0.
func (l *layout) marksOf(t xml.StartElement, local string, at, end, cur int, stack []open) int {
	top := len(stack) - 1
	if top >= 0 && stack[top].local == "r" && local != "rPr" && local != "commentReference" {
		stack[top].other = true
	}
	switch local {
	case "commentRangeStart", "commentRangeEnd", "commentReference":
		l.maxID = maxIDOf(t, l.maxID)
		l.marks = append(l.marks, commentMark{id: attrOf(t, "id"), from: at, to: end})
		if local == "commentReference" && top >= 0 && stack[top].local == "r" {
			stack[top].ref = len(l.marks)
		}
		return len(l.marks)
	case "footnoteReference", "endnoteReference":
		l.maxNote = maxIDOf(t, l.maxNote)
		l.addNoteRef(local == "endnoteReference", at, cur)
	}
	return 0
}

// maxIDOf is the larger of cur and the element's w:id (ids of 2^30 and
// more are not taken: the ids after them would overflow).
func maxIDOf(se xml.StartElement, cur int) int {
	if id, err := strconv.Atoi(attrOf(se, "id")); err == nil && id > cur && id < 1<<30 {
		return id
	}
	return cur
}

// attrOf is the value of an attribute by its local name.
func attrOf(se xml.StartElement, local string) string {
	for _, a := range se.Attr {
		if a.Name.Local == local {
			return a.Value
		}
	}
	return ""
}
