package extract

import (
	"context"
	"encoding/xml"
	"path"
	"strings"
)

// relComments is the relationship type of a DOCX's comments part.
const relComments = "/comments"

// beyondDOCX reads a DOCX's comments, counts its tracked changes and finds
// the content Word and other viewers may show that the reader did not read
// the same way: alternate-content branches with different text, content
// controls bound to custom XML. The story parts are those of the main
// part's folder (document, notes, headers, footers), never the glossary.
func (doc *Document) beyondDOCX(ctx context.Context, data []byte, lim Limits) error {
	z, err := openZip(doc.Name, data, lim)
	if err != nil {
		return err
	}
	mainPart := "word/document.xml"
	if rels, err := z.readRels(ctx, "_rels/.rels"); err != nil {
		return err
	} else if t, ok := rels.target(relOfficeDocument); ok {
		mainPart = t
	}
	rels, err := z.readRels(ctx, relsPathFor(mainPart))
	if err != nil {
		return err
	}
	commentsPart, _ := rels.target(relComments)
	if commentsPart != "" {
		if err := doc.readDOCXComments(ctx, z, commentsPart); err != nil {
			return err
		}
	}
	store := &customXML{z: z, ctx: ctx}
	dir := path.Dir(mainPart)
	for _, f := range z.zr.File {
		n := f.Name
		if path.Dir(n) != dir || !strings.HasSuffix(strings.ToLower(n), ".xml") || strings.EqualFold(n, commentsPart) || !storyPart(path.Base(n)) {
			continue
		}
		if err := doc.scanDOCXStory(ctx, z, n, store); err != nil {
			return err
		}
	}
	return nil
}

// storyPart reports a part of a WordprocessingML package that holds text
// a reader sees: the document, notes, headers and footers.
func storyPart(base string) bool {
	b := strings.ToLower(base)
	for _, p := range []string{"document", "footnotes", "endnotes", "header", "footer"} {
		if strings.HasPrefix(b, p) {
			return true
		}
	}
	return false
}

// readDOCXComments reads the comments part: each w:comment's author,
// initials and text.
func (doc *Document) readDOCXComments(ctx context.Context, z *zipDoc, part string) error {
	var cur *Comment
	var text strings.Builder
	inText := false
	return z.eachToken(ctx, part, func(tok xml.Token) error {
		switch t := tok.(type) {
		case xml.StartElement:
			switch {
			case isWMLSpace(t.Name.Space) && t.Name.Local == "comment":
				a, _ := attr(t, "author")
				i, _ := attr(t, "initials")
				cur = &Comment{Author: strings.TrimSpace(a), Initials: strings.TrimSpace(i)}
				text.Reset()
			case cur != nil && isWMLSpace(t.Name.Space) && t.Name.Local == "t":
				inText = true
			case cur != nil && isWMLSpace(t.Name.Space) && t.Name.Local == "p" && text.Len() > 0:
				text.WriteByte('\n')
			}
		case xml.EndElement:
			switch {
			case isWMLSpace(t.Name.Space) && t.Name.Local == "t":
				inText = false
			case isWMLSpace(t.Name.Space) && t.Name.Local == "comment" && cur != nil:
				cur.Text = text.String()
				doc.addComment(*cur)
				cur = nil
			}
		case xml.CharData:
			if inText && cur != nil && text.Len() < maxScanText {
				text.Write(t)
			}
		}
		return nil
	})
}

// maxScanText bounds the text kept of one comment, branch or control.
const maxScanText = 64 << 10

// trackedChange names the WordprocessingML elements of a tracked change.
var trackedChange = map[string]bool{
	"ins": true, "del": true, "moveFrom": true, "moveTo": true,
	"rPrChange": true, "pPrChange": true, "sectPrChange": true, "tblPrChange": true,
	"trPrChange": true, "tcPrChange": true, "numberingChange": true,
}

// docxScan is the state of one story part's scan.
type docxScan struct {
	alts []*altFrame // open mc:AlternateContent, innermost last
	sdts []*sdtFrame // open content controls, innermost last
	text bool        // inside w:t (or a:t)
}

// altFrame is an open mc:AlternateContent: the text of each branch.
type altFrame struct {
	branches []*strings.Builder
	in       bool // inside a branch
}

// sdtFrame is an open content control: its binding and shown text.
type sdtFrame struct {
	xpath, store string // w:dataBinding (its prefixes need not be read: names match by local name)
	bound        bool
	content      bool // inside w:sdtContent
	text         strings.Builder
}

// scanDOCXStory scans one story part.
func (doc *Document) scanDOCXStory(ctx context.Context, z *zipDoc, part string, store *customXML) error {
	s := &docxScan{}
	return z.eachToken(ctx, part, func(tok xml.Token) error {
		switch t := tok.(type) {
		case xml.StartElement:
			doc.docxStart(s, t)
		case xml.EndElement:
			doc.docxEnd(s, t, part, store)
		case xml.CharData:
			if s.text {
				s.write(string(t))
			}
		}
		return nil
	})
}

func (doc *Document) docxStart(s *docxScan, t xml.StartElement) {
	wml := isWMLSpace(t.Name.Space)
	switch {
	case wml && trackedChange[t.Name.Local]:
		doc.TrackedChanges++
	case t.Name.Space == nsMC && t.Name.Local == "AlternateContent":
		s.alts = append(s.alts, &altFrame{})
	case t.Name.Space == nsMC && (t.Name.Local == "Choice" || t.Name.Local == "Fallback") && len(s.alts) > 0:
		a := s.alts[len(s.alts)-1]
		a.branches = append(a.branches, &strings.Builder{})
		a.in = true
	case wml && t.Name.Local == "sdt":
		s.sdts = append(s.sdts, &sdtFrame{})
	case wml && t.Name.Local == "dataBinding" && len(s.sdts) > 0:
		f := s.sdts[len(s.sdts)-1]
		f.bound = true
		f.xpath, _ = attr(t, "xpath")
		f.store, _ = attr(t, "storeItemID")
	case wml && t.Name.Local == "sdtContent" && len(s.sdts) > 0:
		s.sdts[len(s.sdts)-1].content = true
	case (wml || t.Name.Space == nsDrawingML) && t.Name.Local == "t":
		s.text = true
	case wml && (t.Name.Local == "p" || t.Name.Local == "tab" || t.Name.Local == "br"):
		s.write(" ")
	}
}

func (doc *Document) docxEnd(s *docxScan, t xml.EndElement, part string, store *customXML) {
	wml := isWMLSpace(t.Name.Space)
	switch {
	case (wml || t.Name.Space == nsDrawingML) && t.Name.Local == "t":
		s.text = false
	case t.Name.Space == nsMC && (t.Name.Local == "Choice" || t.Name.Local == "Fallback") && len(s.alts) > 0:
		s.alts[len(s.alts)-1].in = false
	case t.Name.Space == nsMC && t.Name.Local == "AlternateContent" && len(s.alts) > 0:
		a := s.alts[len(s.alts)-1]
		s.alts = s.alts[:len(s.alts)-1]
		if other, differ := a.differ(); differ {
			doc.addUnread(UnreadAlternate, part, other)
		}
	case wml && t.Name.Local == "sdtContent" && len(s.sdts) > 0:
		s.sdts[len(s.sdts)-1].content = false
	case wml && t.Name.Local == "sdt" && len(s.sdts) > 0:
		f := s.sdts[len(s.sdts)-1]
		s.sdts = s.sdts[:len(s.sdts)-1]
		if !f.bound {
			return
		}
		v, ok := store.value(f.store, f.xpath)
		if !ok {
			doc.addUnread(UnreadBound, part, "powiązanie "+f.xpath)
		} else if collapse(v) != collapse(f.text.String()) {
			doc.addUnread(UnreadBound, part, v)
		}
	}
}

// write adds text to every open branch and content control.
func (s *docxScan) write(text string) {
	for _, a := range s.alts {
		if a.in && len(a.branches) > 0 {
			if b := a.branches[len(a.branches)-1]; b.Len() < maxScanText {
				b.WriteString(text)
			}
		}
	}
	for _, f := range s.sdts {
		if f.content && f.text.Len() < maxScanText {
			f.text.WriteString(text)
		}
	}
}

// differ reports branches whose text differs, and one branch's text.
func (a *altFrame) differ() (string, bool) {
	if len(a.branches) < 2 {
		return "", false
	}
	first := collapse(a.branches[0].String())
	for _, b := range a.branches[1:] {
		if t := collapse(b.String()); t != first {
			if t == "" {
				return first, true
			}
			return t, true
		}
	}
	return "", false
}
