package docxcomments

import (
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"

	"citeguard/extract"
	"citeguard/reports"
)

// Build returns the commented copy of the DOCX memo data (name is its file
// name, for errors) for its report m (report: the file name of its HTML
// report, which the first comment names; "" for none): a comment at the first paragraph
// with the decision, and one on each claim that needs attention
// (reports.NeedsComment). A memo that is no DOCX gives ErrNotDOCX; a
// package that cannot be read, or a copy that would not read back as the
// same text, gives an error and no copy.
func Build(ctx context.Context, name string, data []byte, m *reports.Memo, report string) ([]byte, error) {
	out, err := build(ctx, name, data, m, report)
	if err != nil {
		return nil, fmt.Errorf("commented copy of %s: %w", name, err)
	}
	return out, nil
}

func build(ctx context.Context, name string, data []byte, m *reports.Memo, report string) (out []byte, err error) {
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
	doc, err := extract.Bytes(ctx, name, data, extract.Options{Format: extract.FormatDOCX, Limits: lim})
	if err != nil {
		return nil, fmt.Errorf("reading the memo: %w", err)
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

	// The comments part there is, if any, and the ids it uses.
	relsName := relsPathFor(mainPart)
	relsXML, err := pk.ReadPart(relsName)
	if err != nil {
		return nil, err
	}
	var rels []rel
	var relsRoot rootInfo
	if relsXML != nil {
		if rels, relsRoot, err = readRels(relsXML, lim.MaxXMLDepth); err != nil {
			return nil, fmt.Errorf("%s: %w", relsName, err)
		}
	}
	commentsName, commentsXML, dangling := "", []byte(nil), ""
	for _, r := range rels {
		if strings.HasSuffix(r.typ, relComments) {
			t, ok := target(path.Dir(mainPart), r)
			if ok && pk.Find(t) != nil {
				commentsName = pk.Find(t).Name
				break
			}
			if ok && dangling == "" && path.Dir(t) == path.Dir(mainPart) {
				dangling = t // related but missing: the new part takes its name
			}
		}
	}
	maxID := lay.maxID
	var commentsRoot rootInfo
	if commentsName != "" {
		if commentsXML, err = pk.ReadPart(commentsName); err != nil {
			return nil, err
		}
		commentsRoot, err = scan(commentsXML, lim.MaxXMLDepth, func(se xml.StartElement) {
			if se.Name.Local == "comment" {
				if id, err := strconv.Atoi(attrOf(se, "id")); err == nil && id > maxID && id < 1<<30 {
					maxID = id
				}
			}
		})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", commentsName, err)
		}
	}

	// Where each comment goes and what it says.
	var notes []note
	var anchors []anchor
	next := maxID + 1
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

	newDoc, err := lay.splice(anchors)
	if err != nil {
		return nil, err
	}
	changed := map[string][]byte{pk.Find(mainPart).Name: newDoc}
	var added []part
	date := m.CheckedAt
	if commentsName != "" {
		pre, decl := commentsRoot.prefix, ""
		if pre == "" {
			pre, decl = "cgw", ` xmlns:cgw="`+lay.ns+`"`
		}
		changed[commentsName] = appendToRoot(commentsXML, commentsRoot, commentXML(notes, pre, decl, date))
	} else {
		commentsName = freePartName(pk, path.Join(path.Dir(mainPart), "comments.xml"))
		if dangling != "" {
			commentsName = dangling
		}
		added = append(added, part{commentsName, newCommentsPart(lay.ns, notes, date)})
		typ := relTypeComments
		if lay.ns == nsWStrict {
			typ = relTypeStrict
		}
		relEl := `Relationship Id="` + freeID(rels) + `" Type="` + typ + `" Target="` + path.Base(commentsName) + `"/>`
		switch {
		case dangling != "": // the relationship is there already
		case relsXML != nil:
			changed[pk.Find(relsName).Name] = appendToRoot(relsXML, relsRoot, "<"+qualified(relsRoot.prefix, relEl))
		default:
			added = append(added, part{relsName, []byte(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\r\n" +
				`<Relationships xmlns="` + nsRels + `"><` + relEl + `</Relationships>`)})
		}
		ct, err := contentTypes(pk, lim, "/"+commentsName, relsXML == nil)
		if err != nil {
			return nil, err
		}
		changed["[Content_Types].xml"] = ct
	}
	out, err = pk.write(changed, added)
	if err != nil {
		return nil, err
	}
	// The copy must read as the memo does: the same text, every part whole.
	again, err := extract.Bytes(ctx, name, out, extract.Options{Format: extract.FormatDOCX, Limits: lim})
	if err != nil {
		return nil, fmt.Errorf("the copy does not read back (a bug): %w", err)
	}
	if again.Text != doc.Text {
		return nil, errors.New("the copy does not read back as the same text (a bug)")
	}
	return out, nil
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
