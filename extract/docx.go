package extract

import (
	"context"
	"encoding/xml"
	"fmt"
	"path"
	"strings"
)

// Relationship types that lead to the parts read.
const (
	relOfficeDocument = "/officeDocument"
	relFootnotes      = "/footnotes"
	relEndnotes       = "/endnotes"
	relStyles         = "/styles"
	relHeader         = "/header"
	relFooter         = "/footer"
	relAltChunk       = "/aFChunk"
)

// readDOCX reads a WordprocessingML package: the main document found
// through _rels/.rels (with its alt-chunks, text boxes, content controls
// and field results), then its footnotes and endnotes, then its headers and
// footers. Comments are not read (package doc).
func readDOCX(ctx context.Context, name string, data []byte, lim Limits) (*draft, error) {
	z, err := openZip(name, data, lim)
	if err != nil {
		return nil, err
	}
	mainPart := "word/document.xml"
	if rels, err := z.readRels(ctx, "_rels/.rels"); err != nil {
		return nil, err
	} else if t, ok := rels.target(relOfficeDocument); ok {
		mainPart = t
	}
	mf := z.find(mainPart)
	if mf == nil {
		return nil, docError(name, "", fmt.Errorf("%w: no main document part %q in the DOCX package", ErrCorrupt, mainPart))
	}
	rels, err := z.readRels(ctx, relsPathFor(mainPart))
	if err != nil {
		return nil, err
	}
	types, err := z.readContentTypes(ctx)
	if err != nil {
		return nil, err
	}
	styles := docxStyles{}
	if t, ok := rels.target(relStyles); ok {
		if styles, err = z.readStyles(ctx, t); err != nil {
			return nil, err
		}
	}
	d := &draft{}
	r := &docxReader{d: d, z: z, ctx: ctx, styles: styles, types: types}
	if err := r.readPart(mf, rels, partBody, ""); err != nil {
		return nil, err
	}
	upgradeIndentedQuotes(&d.body)
	if d.pages = len(d.pageStarts) + 1; len(r.renderedBreaks) > 0 {
		// Word's last rendering tells the pages better than explicit breaks.
		d.pageStarts = r.renderedBreaks
		d.pages = len(d.pageStarts) + 1
	}

	if err := r.readNotes(rels); err != nil {
		return nil, err
	}
	if err := r.readMargins(rels); err != nil {
		return nil, err
	}
	dropDuplicateMargins(d)
	return d, nil
}

// readNotes reads the footnotes and endnotes parts the main part names.
func (r *docxReader) readNotes(rels relationships) error {
	z, d := r.z, r.d
	for _, n := range []struct{ rel, kind string }{{relFootnotes, "footnote"}, {relEndnotes, "endnote"}} {
		t, ok := rels.target(n.rel)
		if !ok {
			continue
		}
		f := z.find(t)
		if f == nil {
			continue // a dangling relationship: nothing to read
		}
		d.raw = append(d.raw, "\n\n"...)
		prels, err := z.readRels(r.ctx, relsPathFor(f.Name))
		if err != nil {
			return err
		}
		if err := r.readPart(f, prels, partNotes, n.kind); err != nil {
			return err
		}
	}
	return nil
}

// readMargins reads the headers and footers, each distinct part once, as
// notes of kind "header" or "footer" (package doc).
func (r *docxReader) readMargins(rels relationships) error {
	z, d := r.z, r.d
	seen := map[string]bool{}
	for _, it := range rels.items {
		kind := ""
		switch {
		case strings.HasSuffix(it.typ, relHeader):
			kind = "header"
		case strings.HasSuffix(it.typ, relFooter):
			kind = "footer"
		default:
			continue
		}
		t, ok := rels.resolve(it.target, it.mode)
		if !ok || seen[t] {
			continue
		}
		seen[t] = true
		f := z.find(t)
		if f == nil {
			continue
		}
		prels, err := z.readRels(r.ctx, relsPathFor(f.Name))
		if err != nil {
			return err
		}
		d.raw = append(d.raw, "\n\n"...)
		note := &draftNote{kind: kind, id: f.Name}
		d.notes = append(d.notes, note)
		r.out = &note.text
		if err := r.readPart(f, prels, partMargin, kind); err != nil {
			return err
		}
	}
	return nil
}

// dropDuplicateMargins keeps one of several header or footer notes with the
// same text (the first-page, even-page and default header often repeat) and
// drops the empty ones.
func dropDuplicateMargins(d *draft) {
	seen := map[string]bool{}
	out := d.notes[:0]
	for _, n := range d.notes {
		if n.kind == "header" || n.kind == "footer" {
			key := n.kind + "\x00" + strings.Join(strings.Fields(string(n.text.b)), " ")
			if strings.TrimSpace(string(n.text.b)) == "" || seen[key] {
				continue
			}
			seen[key] = true
		}
		out = append(out, n)
	}
	d.notes = out
}

type partKind int

const (
	partBody   partKind = iota
	partNotes           // footnotes.xml, endnotes.xml: each w:footnote a note
	partMargin          // a header or footer: all of it one note (r.out)
)

// appendMapped appends src to dst keeping its offsets and blocks.
func appendMapped(dst, src *mapped) {
	for _, b := range src.blocks {
		b.start += len(dst.b)
		b.end += len(dst.b)
		dst.blocks = append(dst.blocks, b)
	}
	for _, s := range src.italics {
		dst.markItalic(s.start+len(dst.b), s.end+len(dst.b))
	}
	dst.b = append(dst.b, src.b...)
	dst.off = append(dst.off, src.off...)
}

// relationships maps relationship type suffixes to targets.
type relationships struct {
	base  string // directory the targets are relative to
	items []relationship
}

type relationship struct{ id, typ, target, mode string }

func (rs relationships) target(typeSuffix string) (string, bool) {
	for _, it := range rs.items {
		if strings.HasSuffix(it.typ, typeSuffix) && it.mode != "External" {
			return rs.resolve(it.target, it.mode)
		}
	}
	return "", false
}

// byID returns the relationship with the given id.
func (rs relationships) byID(id string) (relationship, bool) {
	for _, it := range rs.items {
		if it.id == id {
			return it, true
		}
	}
	return relationship{}, false
}

// resolve returns the part name a target points to; external targets are
// not parts.
func (rs relationships) resolve(target, mode string) (string, bool) {
	if mode == "External" || target == "" {
		return "", false
	}
	if strings.HasPrefix(target, "/") {
		return strings.TrimPrefix(target, "/"), true
	}
	return path.Clean(path.Join(rs.base, target)), true
}

// readRels reads a .rels part; a missing part is no relationships.
func (z *zipDoc) readRels(ctx context.Context, part string) (relationships, error) {
	rs := relationships{base: path.Dir(path.Dir(part))}
	if rs.base == "." {
		rs.base = ""
	}
	err := z.eachStart(ctx, part, func(se xml.StartElement) {
		if se.Name.Local == "Relationship" {
			id, _ := attr(se, "Id")
			typ, _ := attr(se, "Type")
			tg, _ := attr(se, "Target")
			mode, _ := attr(se, "TargetMode")
			rs.items = append(rs.items, relationship{id, typ, tg, mode})
		}
	})
	return rs, err
}

// eachStart calls f on every start element of a part; a missing part has
// none.
func (z *zipDoc) eachStart(ctx context.Context, part string, f func(xml.StartElement)) error {
	return z.eachToken(ctx, part, func(tok xml.Token) error {
		if se, ok := tok.(xml.StartElement); ok {
			f(se)
		}
		return nil
	})
}

// eachToken calls f on every token of a part (bounded by the document's
// limits); a missing part has none.
func (z *zipDoc) eachToken(ctx context.Context, part string, f func(xml.Token) error) error {
	zf := z.find(part)
	if zf == nil {
		return nil
	}
	rc, err := z.open(zf)
	if err != nil {
		return err
	}
	defer rc.Close()
	return newWalker(ctx, rc, z.name, zf.Name, z.lim).each(f)
}

// relsPathFor returns the .rels part of a part: word/document.xml →
// word/_rels/document.xml.rels.
func relsPathFor(part string) string {
	return path.Join(path.Dir(part), "_rels", path.Base(part)+".rels")
}

// contentTypes are the media types of a package's parts.
type contentTypes struct {
	defaults  map[string]string // extension (lower case) → type
	overrides map[string]string // part name (lower case, no leading /) → type
}

// of returns the media type of a part, lower case, without parameters.
func (c contentTypes) of(part string) string {
	t, ok := c.overrides[strings.ToLower(strings.TrimPrefix(part, "/"))]
	if !ok {
		t = c.defaults[strings.ToLower(strings.TrimPrefix(path.Ext(part), "."))]
	}
	if i := strings.IndexByte(t, ';'); i >= 0 {
		t = t[:i]
	}
	return strings.ToLower(strings.TrimSpace(t))
}

// readContentTypes reads [Content_Types].xml; a missing part gives none.
func (z *zipDoc) readContentTypes(ctx context.Context) (contentTypes, error) {
	c := contentTypes{defaults: map[string]string{}, overrides: map[string]string{}}
	err := z.eachStart(ctx, "[Content_Types].xml", func(se xml.StartElement) {
		ct, _ := attr(se, "ContentType")
		switch se.Name.Local {
		case "Default":
			ext, _ := attr(se, "Extension")
			c.defaults[strings.ToLower(ext)] = ct
		case "Override":
			pn, _ := attr(se, "PartName")
			c.overrides[strings.ToLower(strings.TrimPrefix(pn, "/"))] = ct
		}
	})
	return c, err
}
