package extract

import (
	"context"
	"encoding/xml"
	"strings"
)

// nsDCTerms is Dublin Core's namespace (an annotation's dc:creator).
const nsDCTerms = "http://purl.org/dc/elements/1.1/"

// odtScan is the state of an ODT part's scan.
type odtScan struct {
	decls map[string]string // user field → declared value
	gets  []odtGet          // user fields shown, with the text they hold
	get   *odtGet           // the one open
	cond  *odtCond          // an open conditional text
	note  *Comment          // an open annotation
	who   bool              // inside the annotation's dc:creator
	meta  bool              // inside its dc:date (not its text)
	text  strings.Builder
}

type odtGet struct {
	name string
	text strings.Builder
}

type odtCond struct {
	shown string // what the condition shows
	known bool   // the condition is plainly true or false
	other string // what it shows otherwise
	text  strings.Builder
}

// beyondODT reads an ODT's annotations, counts its tracked changes, and
// finds user fields and conditional text that LibreOffice shows otherwise
// than the text the reader read (content.xml and styles.xml).
func (doc *Document) beyondODT(ctx context.Context, data []byte, lim Limits) error {
	z, err := openZip(doc.Name, data, lim)
	if err != nil {
		return err
	}
	s := &odtScan{decls: map[string]string{}}
	for _, part := range []string{"styles.xml", "content.xml"} {
		zf := z.find(part)
		if zf == nil {
			continue
		}
		if err := doc.scanODTPart(ctx, z, zf.Name, s); err != nil {
			return err
		}
	}
	for i := range s.gets {
		g := &s.gets[i]
		if v, ok := s.decls[g.name]; ok && collapse(v) != collapse(g.text.String()) {
			doc.addUnread(UnreadUserField, "content.xml", v)
		}
	}
	return nil
}

func (doc *Document) scanODTPart(ctx context.Context, z *zipDoc, part string, s *odtScan) error {
	return z.eachToken(ctx, part, func(tok xml.Token) error {
		switch t := tok.(type) {
		case xml.StartElement:
			doc.odtStart(s, t, part)
		case xml.EndElement:
			doc.odtEnd(s, t)
		case xml.CharData:
			s.write(string(t))
		}
		return nil
	})
}

func (doc *Document) odtStart(s *odtScan, t xml.StartElement, part string) {
	sp, name := t.Name.Space, t.Name.Local
	switch {
	case sp == nsOffice && name == "annotation":
		s.note = &Comment{}
		s.text.Reset()
	case sp == nsDCTerms && name == "creator" && s.note != nil:
		s.who = true
	case sp == nsDCTerms && name == "date" && s.note != nil:
		s.meta = true
	case sp == nsText && name == "p" && s.note != nil && s.text.Len() > 0:
		s.text.WriteByte('\n')
	case sp == nsText && name == "changed-region":
		doc.TrackedChanges++
	case sp == nsText && name == "user-field-decl":
		n, _ := attr(t, "name")
		v, ok := attr(t, "string-value")
		if !ok {
			v, _ = attr(t, "value")
		}
		s.decls[n] = v
	case sp == nsText && name == "user-field-get":
		n, _ := attr(t, "name")
		s.gets = append(s.gets, odtGet{name: n})
		s.get = &s.gets[len(s.gets)-1]
	case sp == nsText && name == "hidden-text":
		c, _ := attr(t, "condition")
		if v, _ := attr(t, "string-value"); strings.TrimSpace(v) != "" && conditionIs(c) != condTrue {
			doc.addUnread(UnreadConditional, part, v) // hidden only while its condition holds
		}
	case sp == nsText && name == "conditional-text":
		c, _ := attr(t, "condition")
		yes, _ := attr(t, "string-value-if-true")
		no, _ := attr(t, "string-value-if-false")
		oc := &odtCond{}
		switch conditionIs(c) {
		case condTrue:
			oc.shown, oc.other, oc.known = yes, no, true
		case condFalse:
			oc.shown, oc.other, oc.known = no, yes, true
		default:
			oc.shown, oc.other = yes, no
		}
		s.cond = oc
	}
}

func (doc *Document) odtEnd(s *odtScan, t xml.EndElement) {
	sp, name := t.Name.Space, t.Name.Local
	switch {
	case sp == nsOffice && name == "annotation" && s.note != nil:
		s.note.Text = s.text.String()
		doc.addComment(*s.note)
		s.note = nil
	case sp == nsDCTerms && name == "creator":
		s.who = false
	case sp == nsDCTerms && name == "date":
		s.meta = false
	case sp == nsText && name == "user-field-get":
		s.get = nil
	case sp == nsText && name == "conditional-text" && s.cond != nil:
		c := s.cond
		s.cond = nil
		held := collapse(c.text.String())
		switch {
		case collapse(c.shown) != held:
			doc.addUnread(UnreadConditional, "content.xml", c.shown)
		case !c.known && collapse(c.other) != held:
			doc.addUnread(UnreadConditional, "content.xml", c.other)
		}
	}
}

// write adds character data to what is open.
func (s *odtScan) write(text string) {
	switch {
	case s.note != nil && s.who:
		s.note.Author += text
	case s.note != nil && !s.meta:
		if s.text.Len() < maxScanText {
			s.text.WriteString(text)
		}
	}
	if s.get != nil && s.get.text.Len() < maxScanText {
		s.get.text.WriteString(text)
	}
	if s.cond != nil && s.cond.text.Len() < maxScanText {
		s.cond.text.WriteString(text)
	}
}

// A condition's value when it is plain.
const (
	condUnknown = iota
	condTrue
	condFalse
)

// conditionIs tells an ODF condition that is plainly true or false
// ("true", "1", "ooow:TRUE", "FALSE", "0"); anything else is unknown.
func conditionIs(c string) int {
	c = strings.ToLower(strings.TrimSpace(c))
	c = strings.TrimPrefix(c, "ooow:")
	switch c {
	case "true", "1":
		return condTrue
	case "false", "0", "":
		return condFalse
	}
	return condUnknown
}
