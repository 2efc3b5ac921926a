package docxcomments

import (
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"
	"time"

	"citeguard/extract"
	"citeguard/reports"
)

// Build returns the commented copy of the DOCX memo data (name is its file
// name, for errors) for its report m (report: the file name of its HTML
// report, which the first comment names; "" for none): a comment at the
// first paragraph with the decision, and one on each claim that needs
// attention (reports.NeedsComment). doc is the memo as the check extracted
// it from data — its Text, Blocks and Footnotes (Kind, Mark, Ref) place
// the comments; the memo is not read again. A memo that is no DOCX gives
// ErrNotDOCX; a package that cannot be read, or a copy that would not read
// back as doc's text, gives an error and no copy. The memo's own comments
// signed „citeguard”, or marked as citeguard's under opt.Key, are left out
// (oldcomments.go); the new ones carry the marker (mark.go).
func Build(ctx context.Context, name string, data []byte, doc *extract.Document, m *reports.Memo, report string, opt Options) ([]byte, error) {
	out, err := build(ctx, name, data, doc, m, report, opt)
	if err != nil {
		return nil, fmt.Errorf("commented copy of %s: %w", name, err)
	}
	return out, nil
}

// Options are what a copy is made with beyond the memo and its report.
type Options struct {
	// Key is the installation's key of the comments' markers (mark.go);
	// nil: the comments carry none (and none of the memo's is recognised
	// but by its author's name).
	Key []byte
}

func build(ctx context.Context, name string, data []byte, doc *extract.Document, m *reports.Memo, report string, opt Options) (out []byte, err error) {
	defer func() {
		if p := recover(); p != nil {
			out, err = nil, fmt.Errorf("internal error (recovered): %v", p)
		}
	}()
	lim := extract.DefaultLimits
	pk, err := openPackage(name, data, lim)
	if err != nil {
		return nil, err
	}
	mainPart, err := pk.mainPart()
	if err != nil {
		return nil, err
	}
	docXML, err := pk.ReadPart(mainPart)
	if err != nil {
		return nil, err
	}
	lay, err := parseLayout(docXML, lim.MaxXMLDepth)
	if err != nil {
		return nil, err
	}
	if lay.firstPara() < 0 {
		return nil, errors.New("the memo has no paragraph to comment on")
	}
	cp, err := pk.commentsPart(mainPart, max(lay.maxID, lay.maxNote))
	if err != nil {
		return nil, err
	}
	notes, anchors := placeComments(doc, lay, m, report, cp.maxID+1)
	drop := dropped(cp.entries, opt.Key)
	changed := map[string][]byte{}
	fields, extAdded, err := pk.neutralise(mainPart, changed)
	if err != nil {
		return nil, err
	}
	newDoc, err := lay.splice(anchors, append(lay.markEdits(drop), fields...))
	if err != nil {
		return nil, err
	}
	changed[pk.Find(mainPart).Name] = newDoc
	if cp.relsXML != nil {
		if b, ok := changed[pk.Find(cp.relsName).Name]; ok { // neutralised
			cp.relsXML = b
			if cp.relsRoot, err = scan(b, lim.MaxXMLDepth, nil); err != nil {
				return nil, err
			}
		}
	}
	if len(drop) > 0 {
		cp.xml = without(cp.xml, cp.entries, drop)
		if cp.root, err = scan(cp.xml, lim.MaxXMLDepth, nil); err != nil {
			return nil, fmt.Errorf("%s: %w", cp.name, err)
		}
	}
	added, err := pk.addComments(cp, changed, lay.ns, notes, m.CheckedAt, opt.Key)
	if err != nil {
		return nil, err
	}
	if len(extAdded) > 0 {
		if err := pk.pictureType(changed); err != nil {
			return nil, err
		}
		added = append(added, extAdded...)
	}
	if out, err = pk.write(changed, added); err != nil {
		return nil, err
	}
	// The copy must read as the memo does: the same text, every part whole.
	again, err := extract.Bytes(ctx, name, out, extract.Options{Format: extract.FormatDOCX, Limits: lim})
	if err != nil {
		return nil, fmt.Errorf("the copy does not read back (a bug): %w", err)
	}
	if again.Text != doc.Text {
		return nil, errors.New("the copy does not read back as the same text (a bug, or doc is not data's)")
	}
	return out, nil
}

// comments is the main part's comments part, when there is one, and what
// adding to it (or making one) needs.
type comments struct {
	name     string // its entry; "" when the memo has none
	xml      []byte
	root     rootInfo
	dangling string         // a comments part related but missing: the new part takes its name
	maxID    int            // the largest comment id of the main part and the comments part, and note id (maxNoteID)
	entries  []commentEntry // the comments part's comments
	rels     []rel          // the main part's relationships
	relsName string
	relsXML  []byte // nil when the main part has no .rels part
	relsRoot rootInfo
	mainPart string
}

// commentsPart finds the comments part of mainPart (through its
// relationships) and the ids the new comments go above: maxID is the main
// part's largest comment or note reference id.
func (p *pkg) commentsPart(mainPart string, maxID int) (*comments, error) {
	c := &comments{mainPart: mainPart, relsName: relsPathFor(mainPart), maxID: maxID}
	var err error
	if c.relsXML, err = p.ReadPart(c.relsName); err != nil {
		return nil, err
	}
	if c.relsXML != nil {
		if c.rels, c.relsRoot, err = readRels(c.relsXML, p.lim.MaxXMLDepth); err != nil {
			return nil, fmt.Errorf("%s: %w", c.relsName, err)
		}
	}
	for _, r := range c.rels {
		if strings.HasSuffix(r.typ, relComments) {
			t, ok := target(path.Dir(mainPart), r)
			if ok && p.Find(t) != nil {
				c.name = p.Find(t).Name
				break
			}
			if ok && c.dangling == "" && path.Dir(t) == path.Dir(mainPart) {
				c.dangling = t // related but missing: the new part takes its name
			}
		}
	}
	notes, err := p.maxNoteID(mainPart, c.rels)
	if err != nil {
		return nil, err
	}
	c.maxID = max(c.maxID, notes)
	if c.name == "" {
		return c, nil
	}
	if c.xml, err = p.ReadPart(c.name); err != nil {
		return nil, err
	}
	if c.entries, err = readCommentEntries(c.xml, p.lim.MaxXMLDepth); err != nil {
		return nil, fmt.Errorf("%s: %w", c.name, err)
	}
	c.root, err = scan(c.xml, p.lim.MaxXMLDepth, func(se xml.StartElement) {
		if se.Name.Local == "comment" {
			if id, err := strconv.Atoi(attrOf(se, "id")); err == nil && id > c.maxID && id < 1<<30 {
				c.maxID = id
			}
		}
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.name, err)
	}
	return c, nil
}

// placeComments is where each comment goes and what it says, ids from
// next: the decision at the first paragraph, then each claim that needs
// a comment, at its words (or at the first paragraph when they are not
// found).
func placeComments(doc *extract.Document, lay *layout, m *reports.Memo, report string, next int) ([]note, []anchor) {
	var notes []note
	var anchors []anchor
	add := func(pl place, lines []string) {
		anchors = append(anchors, anchor{id: next, para: pl.para, span: pl.span})
		notes = append(notes, note{id: next, lines: lines})
		next++
	}
	first := lay.firstPara()
	add(place{para: first, span: whole}, reports.SummaryLines(m, report))
	numbers := noteNumbers(doc)
	for i := range m.Results {
		c := &m.Results[i]
		if !reports.NeedsComment(c) {
			continue
		}
		pl, ok := placeClaim(doc, lay, numbers, c)
		if !ok {
			pl = place{para: first, span: whole}
		}
		add(pl, reports.CommentLines(c, !pl.exact))
	}
	return notes, anchors
}

// addComments puts notes into the package: appended to the comments part
// there is (in changed), or in a new part (returned) with its relationship
// and content type.
func (p *pkg) addComments(c *comments, changed map[string][]byte, ns string, notes []note, date time.Time, key []byte) ([]part, error) {
	if c.name != "" {
		pre, decl := c.root.prefix, ""
		if pre == "" {
			pre, decl = "cgw", ` xmlns:cgw="`+ns+`"`
		}
		changed[c.name] = appendToRoot(c.xml, c.root, commentXML(notes, pre, decl, date, key))
		return nil, nil
	}
	var added []part
	name := freePartName(p, path.Join(path.Dir(c.mainPart), "comments.xml"))
	if c.dangling != "" {
		name = c.dangling
	}
	added = append(added, part{name, newCommentsPart(ns, notes, date, key)})
	typ := relTypeComments
	if ns == nsWStrict {
		typ = relTypeStrict
	}
	relEl := `Relationship Id="` + freeID(c.rels) + `" Type="` + typ + `" Target="` + path.Base(name) + `"/>`
	switch {
	case c.dangling != "": // the relationship is there already
	case c.relsXML != nil:
		changed[p.Find(c.relsName).Name] = appendToRoot(c.relsXML, c.relsRoot, "<"+qualified(c.relsRoot.prefix, relEl))
	default:
		added = append(added, part{c.relsName, []byte(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\r\n" +
			`<Relationships xmlns="` + nsRels + `"><` + relEl + `</Relationships>`)})
	}
	ct, err := contentTypes(p, p.lim, "/"+name, c.relsXML == nil)
	if err != nil {
		return nil, err
	}
	changed["[Content_Types].xml"] = ct
	return added, nil
}

// qualified prefixes an element written without its "<" with a namespace
// prefix.
func qualified(prefix, el string) string {
	if prefix == "" {
		return el
	}
	return prefix + ":" + el
}

// mainPart is the main document part, as _rels/.rels names it.
func (p *pkg) mainPart() (string, error) {
	main := "word/document.xml"
	rootRels, err := p.ReadPart("_rels/.rels")
	if err != nil {
		return "", err
	}
	if rootRels != nil {
		rs, _, err := readRels(rootRels, p.lim.MaxXMLDepth)
		if err != nil {
			return "", fmt.Errorf("_rels/.rels: %w", err)
		}
		for _, r := range rs {
			if strings.HasSuffix(r.typ, relOfficeDocument) {
				if t, ok := target("", r); ok {
					main = t
				}
				break
			}
		}
	}
	if p.Find(main) == nil {
		return "", fmt.Errorf("%w: no main document part %q", ErrNotDOCX, main)
	}
	return main, nil
}

// freePartName is name, or name with a number, that no entry has.
func freePartName(p *pkg, name string) string {
	ext := path.Ext(name)
	for i := 2; p.Find(name) != nil; i++ {
		name = strings.TrimSuffix(name, ext)
		name = strings.TrimRight(name, "0123456789") + strconv.Itoa(i) + ext
	}
	return name
}

// contentTypes is [Content_Types].xml with the comments part's type (and
// the type of .rels parts, when a .rels part is added and it has none).
func contentTypes(p *pkg, lim extract.Limits, partName string, relsAdded bool) ([]byte, error) {
	ct, err := p.ReadPart("[Content_Types].xml")
	if err != nil {
		return nil, err
	}
	if ct == nil {
		return nil, fmt.Errorf("%w: no [Content_Types].xml", ErrNotDOCX)
	}
	hasOverride, hasRels := false, false
	ri, err := scan(ct, lim.MaxXMLDepth, func(se xml.StartElement) {
		switch se.Name.Local {
		case "Override":
			hasOverride = hasOverride || strings.EqualFold(attrOf(se, "PartName"), partName)
		case "Default":
			hasRels = hasRels || strings.EqualFold(attrOf(se, "Extension"), "rels")
		}
	})
	if err != nil {
		return nil, fmt.Errorf("[Content_Types].xml: %w", err)
	}
	var add string
	if !hasOverride {
		add += "<" + qualified(ri.prefix, `Override PartName="`+partName+`" ContentType="`+ctComments+`"/>`)
	}
	if relsAdded && !hasRels {
		add += "<" + qualified(ri.prefix, `Default Extension="rels" ContentType="`+ctRels+`"/>`)
	}
	return appendToRoot(ct, ri, add), nil
}
