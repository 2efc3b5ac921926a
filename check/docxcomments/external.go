package docxcomments

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"path"
	"regexp"
	"strings"
)

// The copy fetches nothing when it is opened. A memo may name targets a
// word processor loads from elsewhere on opening it: linked pictures
// (a:blip r:link, v:imagedata) and linked OLE objects, an attached
// template, the frames of a frameset, subdocuments — relationships with
// TargetMode="External" — and INCLUDEPICTURE / INCLUDETEXT fields. In the
// copy each such relationship keeps its id (every r:id still resolves)
// but targets a part of the package: a blank one-pixel picture; an
// attached template is taken out with the element naming it; the fields
// load "about:blank". Hyperlinks stay: they are followed only when
// clicked.

// blankPicture is the part external targets are turned to.
const blankPicture = "word/media/citeguard-external.png"

// blankPNG is a transparent picture of one pixel.
var blankPNG = []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89" +
	"\x00\x00\x00\rIDATx\x9cc\x00\x01\x00\x00\x05\x00\x01\r\n-\xb4\x00\x00\x00\x00IEND\xaeB`\x82")

const relAttachedTemplate = "/attachedTemplate"

// fetchedFields are the fields that load a target when they are shown.
var fetchedFields = map[string]bool{"INCLUDEPICTURE": true, "INCLUDETEXT": true, "IMPORT": true}

// neutralise turns the package's external targets harmless: changed gets
// the parts it rewrites (mainPart's edits, which the comments' splice
// makes, are returned instead); it returns the parts to add.
func (p *pkg) neutralise(mainPart string, changed map[string][]byte) (mainEdits []edit, added []part, err error) {
	blank := false
	for _, f := range p.Files() {
		name := f.Name
		switch {
		case strings.HasSuffix(name, ".rels"):
			b, err := p.ReadPart(name)
			if err != nil {
				return nil, nil, err
			}
			out, picture, templates, err := neutralRels(b, p.lim.MaxXMLDepth)
			if err != nil {
				return nil, nil, fmt.Errorf("%s: %w", name, err)
			}
			if out == nil {
				continue
			}
			changed[name], blank = out, blank || picture
			if len(templates) > 0 {
				if err := p.dropTemplates(sourceOf(name), templates, changed); err != nil {
					return nil, nil, err
				}
			}
		case strings.HasPrefix(name, "word/") && strings.HasSuffix(name, ".xml"):
			b, err := p.ReadPart(name)
			if err != nil {
				return nil, nil, err
			}
			edits, err := fieldEdits(b, p.lim.MaxXMLDepth)
			if err != nil {
				return nil, nil, fmt.Errorf("%s: %w", name, err)
			}
			if len(edits) == 0 {
				continue
			}
			if name == p.Find(mainPart).Name {
				mainEdits = edits
				continue
			}
			if base, ok := changed[name]; ok {
				b = base
			}
			if changed[name], err = applyEdits(b, edits); err != nil {
				return nil, nil, fmt.Errorf("%s: %w", name, err)
			}
		}
	}
	if blank && p.Find(blankPicture) == nil {
		added = append(added, part{blankPicture, blankPNG})
	}
	return mainEdits, added, nil
}

// sourceOf is the part a .rels part is of: word/_rels/settings.xml.rels →
// word/settings.xml.
func sourceOf(rels string) string {
	dir := path.Dir(path.Dir(rels))
	base := strings.TrimSuffix(path.Base(rels), ".rels")
	if dir == "." {
		return base
	}
	return dir + "/" + base
}

// neutralRels rewrites the external relationships of a .rels part but
// hyperlinks: to the blank picture (picture: one was), or, for an
// attached template, out (templates: their ids). nil: nothing to change.
func neutralRels(part []byte, maxDepth int) (out []byte, picture bool, templates map[string]bool, err error) {
	var edits []edit
	templates = map[string]bool{}
	dropAt := -1 // the depth of a relationship being taken out
	_, err = eachToken(part, maxDepth, func(tok xml.Token, at, end, depth int) error {
		switch t := tok.(type) {
		case xml.StartElement:
			typ := attrOf(t, "Type")
			if t.Name.Local != "Relationship" || !strings.EqualFold(attrOf(t, "TargetMode"), "External") || strings.HasSuffix(typ, "/hyperlink") {
				return nil
			}
			tag := string(part[at:end])
			if strings.HasSuffix(typ, relAttachedTemplate) {
				templates[attrOf(t, "Id")] = true
				edits = append(edits, edit{from: at, to: end, kind: editDrop}) // to its end tag: below
				dropAt = depth
				return nil
			}
			name := t.Name.Local
			if t.Name.Space != "" {
				name = t.Name.Space + ":" + name
			}
			repl := "<" + name + ` Id="` + xmlAttr(attrOf(t, "Id")) + `" Type="` + xmlAttr(typ) + `" Target="/` + blankPicture + `"`
			if strings.HasSuffix(tag, "/>") {
				repl += "/>"
			} else {
				repl += ">"
			}
			edits = append(edits, edit{from: at, to: end, kind: editDrop, text: repl})
			picture = true
		case xml.EndElement:
			if dropAt >= 0 && depth == dropAt {
				edits[len(edits)-1].to, dropAt = end, -1
			}
		}
		return nil
	})
	if err != nil {
		return nil, false, nil, err
	}
	if len(edits) == 0 {
		return nil, false, nil, nil
	}
	out, err = applyEdits(part, edits)
	return out, picture, templates, err
}

// xmlAttr escapes an attribute value.
func xmlAttr(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s))
	return strings.ReplaceAll(b.String(), `"`, "&quot;")
}

// dropTemplates takes the w:attachedTemplate elements naming ids out of
// the part src (settings).
func (p *pkg) dropTemplates(src string, ids map[string]bool, changed map[string][]byte) error {
	f := p.Find(src)
	if f == nil {
		return nil
	}
	b, ok := changed[f.Name]
	if !ok {
		var err error
		if b, err = p.ReadPart(f.Name); err != nil {
			return err
		}
	}
	var edits []edit
	dec := xml.NewDecoder(bytes.NewReader(b))
	var start = -1
	for {
		at := int(dec.InputOffset())
		tok, err := dec.RawToken()
		if err == io.EOF {
			break
		}
		if err != nil {
			return fmt.Errorf("%s: %w", src, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if t.Name.Local == "attachedTemplate" && ids[attrOf(t, "id")] {
				start = at
			}
		case xml.EndElement:
			if t.Name.Local == "attachedTemplate" && start >= 0 {
				edits = append(edits, edit{from: start, to: int(dec.InputOffset()), kind: editDrop})
				start = -1
			}
		}
	}
	out, err := applyEdits(b, edits)
	if err != nil {
		return fmt.Errorf("%s: %w", src, err)
	}
	changed[f.Name] = out
	return nil
}

// reFieldTarget is the target of a field instruction: its first argument.
var reFieldTarget = regexp.MustCompile(`^\s*([A-Za-z]+)\s*("[^"]*"?|\S+)?`)

// neutralInstr is an instruction loading about:blank when it is a field
// of fetchedFields; ok false: it is another.
func neutralInstr(instr string) (string, bool) {
	m := reFieldTarget.FindStringSubmatch(instr)
	if m == nil || !fetchedFields[strings.ToUpper(m[1])] {
		return "", false
	}
	return " " + strings.ToUpper(m[1]) + ` "about:blank" `, true
}

// fieldEdits are the edits of a part that make its fetching fields load
// about:blank: a w:fldSimple's w:instr; a complex field's instruction (the
// text of its w:instrText elements up to its separator) put in the first
// of them, the others emptied.
func fieldEdits(part []byte, maxDepth int) ([]edit, error) {
	if !bytes.Contains(part, []byte("instr")) {
		return nil, nil
	}
	type piece struct{ from, to int }
	type field struct {
		pieces []piece
		text   strings.Builder
		done   bool // past its separator
	}
	var (
		edits   []edit
		fields  []*field // open complex fields, innermost last
		inInstr = -1
	)
	finish := func(f *field) {
		if repl, ok := neutralInstr(f.text.String()); ok && len(f.pieces) > 0 {
			for i, pc := range f.pieces {
				text := ""
				if i == 0 {
					var b strings.Builder
					_ = xml.EscapeText(&b, []byte(repl))
					text = b.String()
				}
				edits = append(edits, edit{from: pc.from, to: pc.to, kind: editDrop, text: text})
			}
		}
		f.done = true
	}
	_, err := eachToken(part, maxDepth, func(tok xml.Token, at, end, depth int) error {
		switch t := tok.(type) {
		case xml.StartElement:
			if inInstr >= 0 {
				return errors.New("a field's instruction (w:instrText) holds an element")
			}
			switch t.Name.Local {
			case "fldSimple":
				if repl, ok := neutralInstr(attrOf(t, "instr")); ok {
					tag := string(part[at:end])
					if raw, q, ok := instrAttrRaw(part[at:end]); ok {
						tag = strings.Replace(tag, "instr="+q+raw+q, "instr=\""+xmlAttr(repl)+"\"", 1)
					}
					edits = append(edits, edit{from: at, to: end, kind: editDrop, text: tag})
				}
			case "fldChar":
				switch attrOf(t, "fldCharType") {
				case "begin":
					fields = append(fields, &field{})
				case "separate", "end":
					if n := len(fields); n > 0 {
						if !fields[n-1].done {
							finish(fields[n-1])
						}
						if attrOf(t, "fldCharType") == "end" {
							fields = fields[:n-1]
						}
					}
				}
			case "instrText":
				inInstr = depth
				if n := len(fields); n > 0 && !fields[n-1].done {
					fields[n-1].pieces = append(fields[n-1].pieces, piece{end, end})
				}
			}
		case xml.EndElement:
			if depth == inInstr {
				inInstr = -1
				if n := len(fields); n > 0 && !fields[n-1].done && len(fields[n-1].pieces) > 0 {
					fields[n-1].pieces[len(fields[n-1].pieces)-1].to = at
				}
			}
		case xml.CharData:
			if inInstr >= 0 {
				if n := len(fields); n > 0 && !fields[n-1].done {
					fields[n-1].text.Write(t)
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return edits, nil
}

// reInstrAttr is a w:instr attribute as written (no spaces around "=").
var reInstrAttr = regexp.MustCompile(`[\s:]instr=("([^"]*)"|'([^']*)')`)

// instrAttrRaw is the value of the w:instr attribute of a start tag as
// written (escaped) and its quote; ok false when it is not written so.
func instrAttrRaw(tag []byte) (value, quote string, ok bool) {
	m := reInstrAttr.FindSubmatch(tag)
	if m == nil {
		return "", "", false
	}
	if m[2] != nil || m[1][0] == '"' {
		return string(m[2]), `"`, true
	}
	return string(m[3]), "'", true
}

// pictureType gives the blank picture its content type in
// [Content_Types].xml (as changed, or the package's).
func (p *pkg) pictureType(changed map[string][]byte) error {
	ct, ok := changed["[Content_Types].xml"]
	if !ok {
		var err error
		if ct, err = p.ReadPart("[Content_Types].xml"); err != nil {
			return err
		}
	}
	has := false
	ri, err := scan(ct, p.lim.MaxXMLDepth, func(se xml.StartElement) {
		has = has || se.Name.Local == "Default" && strings.EqualFold(attrOf(se, "Extension"), "png") ||
			se.Name.Local == "Override" && strings.EqualFold(attrOf(se, "PartName"), "/"+blankPicture)
	})
	if err != nil {
		return fmt.Errorf("[Content_Types].xml: %w", err)
	}
	if !has {
		changed["[Content_Types].xml"] = appendToRoot(ct, ri, "<"+qualified(ri.prefix, `Override PartName="/`+blankPicture+`" ContentType="image/png"/>`))
	}
	return nil
}
