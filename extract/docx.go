package extract

import (
	"archive/zip"
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"path"
	"strconv"
	"strings"
)

// Relationship types that lead to the parts read.
const (
	relOfficeDocument = "/officeDocument"
	relFootnotes      = "/footnotes"
	relEndnotes       = "/endnotes"
)

// readDOCX reads a WordprocessingML package: the main document found
// through _rels/.rels, then its footnotes and endnotes.
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
	d := &draft{}
	r := &docxReader{d: d, z: z, ctx: ctx}
	if err := r.readPart(mf, partBody, ""); err != nil {
		return nil, err
	}
	if d.pages = len(d.pageStarts) + 1; len(r.renderedBreaks) > 0 {
		// Word's last rendering tells the pages better than explicit breaks.
		d.pageStarts = r.renderedBreaks
		d.pages = len(d.pageStarts) + 1
	}

	rels, err := z.readRels(ctx, relsPathFor(mainPart))
	if err != nil {
		return nil, err
	}
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
		if err := r.readPart(f, partNotes, n.kind); err != nil {
			return nil, err
		}
	}
	return d, nil
}

type partKind int

const (
	partBody partKind = iota
	partNotes
)

// docxReader walks one part of a DOCX.
type docxReader struct {
	d              *draft
	z              *zipDoc
	ctx            context.Context
	renderedBreaks []int
	refCount       map[string]int
}

// field is a complex field (w:fldChar begin … separate … end).
type field struct{ inCode bool }

func isWML(n xml.Name) bool {
	return strings.HasSuffix(n.Space, "wordprocessingml/2006/main") || strings.HasSuffix(n.Space, "/wordprocessingml/main")
}

func (r *docxReader) readPart(zf *zip.File, kind partKind, noteKind string) error {
	rc, err := r.z.open(zf)
	if err != nil {
		return err
	}
	defer rc.Close()
	w := newWalker(r.ctx, rc, r.z.name, zf.Name, r.z.lim)
	d := r.d

	var discard mapped
	var (
		out       = &d.body // where text goes
		stack     []string  // local names of open WML elements
		fields    []field
		hidden    bool      // current run is hidden (w:vanish)
		boxes     []*mapped // open text boxes (nested ones too)
		boxOuter  []*mapped // where each box's anchor paragraph writes
		pendingBx []*mapped // closed boxes waiting for their paragraph's end
	)
	inCode := func() bool {
		for _, f := range fields {
			if f.inCode {
				return true
			}
		}
		return false
	}
	emit := func(s string) {
		if hidden || inCode() {
			return
		}
		d.emitTo(out, s)
	}
	if kind == partNotes {
		out = &discard
	}
	parent := func(k int) string {
		if len(stack) > k {
			return stack[len(stack)-1-k]
		}
		return ""
	}
	for {
		tok, err := w.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if t.Name.Local == "Fallback" && !isWML(t.Name) {
				if err := w.skip(); err != nil { // mc:Fallback repeats mc:Choice
					return err
				}
				continue
			}
			if !isWML(t.Name) {
				stack = append(stack, "")
				continue
			}
			switch t.Name.Local {
			case "del", "moveFrom", "delText", "instrText", "footnoteRef", "endnoteRef", "delInstrText":
				if err := w.skip(); err != nil {
					return err
				}
				continue
			case "footnote", "endnote":
				if kind == partNotes {
					if typ, _ := attr(t, "type"); typ != "" && typ != "normal" {
						if err := w.skip(); err != nil { // separators
							return err
						}
						continue
					}
					id, _ := attr(t, "id")
					note := &draftNote{kind: noteKind, id: id}
					d.notes = append(d.notes, note)
					out = &note.text
				}
			case "r":
				hidden = false
			case "vanish", "specVanish":
				if parent(0) == "rPr" && parent(1) == "r" {
					v, _ := attr(t, "val")
					hidden = v != "false" && v != "0" && v != "off"
				}
			case "fldChar":
				switch v, _ := attr(t, "fldCharType"); v {
				case "begin":
					fields = append(fields, field{inCode: true})
				case "separate":
					if n := len(fields); n > 0 {
						fields[n-1].inCode = false
					}
				case "end":
					if n := len(fields); n > 0 {
						fields = fields[:n-1]
					}
				}
			case "tab", "ptab":
				if parent(0) == "r" {
					emit("\t")
				}
			case "br", "cr":
				emit("\n")
				if v, _ := attr(t, "type"); v == "page" && kind == partBody && !hidden {
					d.pageBreak()
				}
			case "lastRenderedPageBreak":
				if kind == partBody && len(boxes) == 0 {
					r.renderedBreaks = append(r.renderedBreaks, d.body.len())
				}
			case "noBreakHyphen":
				emit("\u2011")
			case "softHyphen":
				emit("\u00AD")
			case "sym":
				if c, ok := attr(t, "char"); ok {
					if v, err := strconv.ParseUint(c, 16, 32); err == nil && v >= 0x20 && (v < 0xD800 || v > 0xDFFF) && v < 0xF000 {
						emit(string(rune(v)))
					}
				}
			case "footnoteReference", "endnoteReference":
				if kind == partBody && !hidden {
					id, _ := attr(t, "id")
					k := "footnote"
					if t.Name.Local == "endnoteReference" {
						k = "endnote"
					}
					if r.refCount == nil {
						r.refCount = map[string]int{}
					}
					r.refCount[k]++
					d.refs = append(d.refs, draftRef{kind: k, id: id, mark: strconv.Itoa(r.refCount[k]), at: d.body.len()})
				}
			case "txbxContent":
				// A text box: its paragraphs follow the paragraph that anchors it.
				boxes = append(boxes, &mapped{})
				boxOuter = append(boxOuter, out)
				out = boxes[len(boxes)-1]
			}
			stack = append(stack, t.Name.Local)
		case xml.EndElement:
			if len(stack) == 0 {
				continue
			}
			local := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			switch local {
			case "p":
				d.emitTo(out, "\n")
				if len(boxes) == 0 && len(pendingBx) > 0 {
					for _, b := range pendingBx {
						appendMapped(out, b)
					}
					pendingBx = pendingBx[:0]
				}
			case "tc":
				if out.lastByte() != '\n' {
					d.emitTo(out, "\n")
				}
			case "r":
				hidden = false
			case "txbxContent":
				if n := len(boxes); n > 0 {
					b := boxes[n-1]
					boxes = boxes[:n-1]
					out = boxOuter[n-1]
					boxOuter = boxOuter[:n-1]
					if n == 1 {
						pendingBx = append(pendingBx, b)
					} else {
						appendMapped(out, b)
					}
				}
			case "footnote", "endnote":
				if kind == partNotes {
					out = &discard
				}
			}
		case xml.CharData:
			if parent(0) == "t" && parent(1) == "r" {
				emit(string(t))
			} else if parent(0) == "t" {
				emit(string(t)) // w:t directly in a math or hyperlink run variant
			}
		}
	}
	for _, b := range pendingBx {
		appendMapped(out, b)
	}
	return nil
}

// appendMapped appends src to dst keeping its offsets.
func appendMapped(dst, src *mapped) {
	dst.b = append(dst.b, src.b...)
	dst.off = append(dst.off, src.off...)
}

// relationships maps relationship type suffixes to targets.
type relationships struct {
	base  string // directory the targets are relative to
	items []struct{ typ, target, mode string }
}

func (rs relationships) target(typeSuffix string) (string, bool) {
	for _, it := range rs.items {
		if strings.HasSuffix(it.typ, typeSuffix) && it.mode != "External" {
			t := it.target
			if strings.HasPrefix(t, "/") {
				return strings.TrimPrefix(t, "/"), true
			}
			return path.Clean(path.Join(rs.base, t)), true
		}
	}
	return "", false
}

// readRels reads a .rels part; a missing part is no relationships.
func (z *zipDoc) readRels(ctx context.Context, part string) (relationships, error) {
	rs := relationships{base: path.Dir(path.Dir(part))}
	if rs.base == "." {
		rs.base = ""
	}
	f := z.find(part)
	if f == nil {
		return rs, nil
	}
	rc, err := z.open(f)
	if err != nil {
		return rs, err
	}
	defer rc.Close()
	w := newWalker(ctx, rc, z.name, f.Name, z.lim)
	for {
		tok, err := w.next()
		if err == io.EOF {
			return rs, nil
		}
		if err != nil {
			return rs, err
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "Relationship" {
			typ, _ := attr(se, "Type")
			tg, _ := attr(se, "Target")
			mode, _ := attr(se, "TargetMode")
			rs.items = append(rs.items, struct{ typ, target, mode string }{typ, tg, mode})
		}
	}
}

// relsPathFor returns the .rels part of a part: word/document.xml →
// word/_rels/document.xml.rels.
func relsPathFor(part string) string {
	return path.Join(path.Dir(part), "_rels", path.Base(part)+".rels")
}
