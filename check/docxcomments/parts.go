package docxcomments

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"
	"time"
)

// Relationship and content types of the parts the copy touches.
const (
	relOfficeDocument = "/officeDocument"
	relComments       = "/comments"
	relTypeComments   = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments"
	relTypeStrict     = "http://purl.oclc.org/ooxml/officeDocument/relationships/comments"
	ctComments        = "application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"
	ctRels            = "application/vnd.openxmlformats-package.relationships+xml"
	nsRels            = "http://schemas.openxmlformats.org/package/2006/relationships"
	author            = "citeguard"
)

// rel is one relationship of a .rels part.
type rel struct{ id, typ, target, mode string }

// rootInfo is what an insertion at the end of a part's root element needs.
type rootInfo struct {
	name      string // the root's name as written ("w:comments", "Relationships")
	prefix    string
	start     int  // where the root's start tag begins
	tagEnd    int  // where it ends
	close     int  // where its end tag begins (tagEnd for <root/>)
	selfClose bool // <root/>
}

// scan reads a part, calls f on each start element, and tells where its
// root element ends.
func scan(part []byte, maxDepth int, f func(xml.StartElement)) (rootInfo, error) {
	var ri rootInfo
	depth, err := eachToken(part, maxDepth, func(tok xml.Token, at, end, depth int) error {
		switch t := tok.(type) {
		case xml.StartElement:
			if depth == 1 {
				ri.name, ri.prefix = t.Name.Local, t.Name.Space
				if t.Name.Space != "" {
					ri.name = t.Name.Space + ":" + t.Name.Local
				}
				ri.start, ri.tagEnd = at, end
			}
			if f != nil {
				f(t)
			}
		case xml.EndElement:
			if depth == 0 {
				return errors.New("an end tag without its start tag")
			}
			if depth == 1 {
				ri.close = at
				ri.selfClose = at == ri.tagEnd && end == at
			}
		}
		return nil
	})
	if err != nil {
		return ri, err
	}
	if depth != 0 || ri.name == "" {
		return ri, errors.New("no whole root element")
	}
	return ri, nil
}

// appendToRoot puts children at the end of a part's root element.
func appendToRoot(part []byte, ri rootInfo, children string) []byte {
	var b bytes.Buffer
	if ri.selfClose {
		tag := bytes.TrimSuffix(bytes.TrimRight(part[ri.start:ri.tagEnd], " \t\r\n"), []byte(">"))
		tag = bytes.TrimSuffix(tag, []byte("/"))
		b.Write(part[:ri.start])
		b.Write(tag)
		b.WriteString(">" + children + "</" + ri.name + ">")
		b.Write(part[ri.tagEnd:])
		return b.Bytes()
	}
	b.Write(part[:ri.close])
	b.WriteString(children)
	b.Write(part[ri.close:])
	return b.Bytes()
}

// readRels reads the relationships of a .rels part.
func readRels(part []byte, maxDepth int) ([]rel, rootInfo, error) {
	var rs []rel
	ri, err := scan(part, maxDepth, func(se xml.StartElement) {
		if se.Name.Local == "Relationship" {
			rs = append(rs, rel{attrOf(se, "Id"), attrOf(se, "Type"), attrOf(se, "Target"), attrOf(se, "TargetMode")})
		}
	})
	return rs, ri, err
}

// target resolves a relationship's target against the folder of the part
// whose .rels it is in ("" for the package).
func target(base string, r rel) (string, bool) {
	if r.mode == "External" || r.target == "" {
		return "", false
	}
	if strings.HasPrefix(r.target, "/") {
		return strings.TrimPrefix(r.target, "/"), true
	}
	return strings.TrimPrefix(path.Clean(path.Join(base, r.target)), "/"), true
}

// relsPathFor is the .rels part of a part: word/document.xml →
// word/_rels/document.xml.rels.
func relsPathFor(part string) string {
	return path.Join(path.Dir(part), "_rels", path.Base(part)+".rels")
}

// freeID is a relationship id the part does not use yet.
func freeID(rs []rel) string {
	used := map[string]bool{}
	for _, r := range rs {
		used[r.id] = true
	}
	for i := 1; ; i++ {
		if id := "rIdCiteguard" + strconv.Itoa(i); !used[id] {
			return id
		}
	}
}

// note is the text of one comment.
type note struct {
	id    int
	lines []string
}

// commentXML writes comments as w:comment elements with the given prefix
// (declared on each when decl is set), each marked under key (markOf).
func commentXML(notes []note, pre, decl string, date time.Time, key []byte) string {
	var b strings.Builder
	for _, n := range notes {
		lines := make([]string, len(n.lines))
		for i, l := range n.lines {
			lines[i] = xmlSafe(l)
		}
		fmt.Fprintf(&b, `<%s:comment%s %s:id="%d" %s:author="%s" %s:initials="%s"`, pre, decl, pre, n.id, pre, author, pre, markOf(key, lines))
		if !date.IsZero() {
			// As Word writes it: the local time, marked Z.
			fmt.Fprintf(&b, ` %s:date="%s"`, pre, date.Format("2006-01-02T15:04:05Z"))
		}
		b.WriteString(">")
		for i, line := range lines {
			fmt.Fprintf(&b, "<%s:p>", pre)
			if i == 0 {
				fmt.Fprintf(&b, "<%s:r><%s:annotationRef/></%s:r><%s:r><%s:rPr><%s:b/></%s:rPr>", pre, pre, pre, pre, pre, pre, pre)
			} else {
				fmt.Fprintf(&b, "<%s:r>", pre)
			}
			fmt.Fprintf(&b, `<%s:t xml:space="preserve">`, pre)
			xml.EscapeText(&b, []byte(line))
			fmt.Fprintf(&b, "</%s:t></%s:r></%s:p>", pre, pre, pre)
		}
		fmt.Fprintf(&b, "</%s:comment>", pre)
	}
	return b.String()
}

// xmlSafe drops the characters XML 1.0 cannot hold.
func xmlSafe(s string) string {
	return strings.Map(func(r rune) rune {
		if r == 0x9 || r == 0xA || r == 0xD || (r >= 0x20 && r <= 0xD7FF) || (r >= 0xE000 && r <= 0xFFFD) || (r >= 0x10000 && r <= 0x10FFFF) {
			return r
		}
		return -1
	}, s)
}

// newCommentsPart is a comments part holding notes.
func newCommentsPart(ns string, notes []note, date time.Time, key []byte) []byte {
	return []byte(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\r\n" +
		`<w:comments xmlns:w="` + ns + `">` + commentXML(notes, "w", "", date, key) + `</w:comments>`)
}
