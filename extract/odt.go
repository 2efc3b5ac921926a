package extract

import (
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"
)

const (
	nsText   = "urn:oasis:names:tc:opendocument:xmlns:text:1.0"
	nsOffice = "urn:oasis:names:tc:opendocument:xmlns:office:1.0"
	nsDraw   = "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
	nsSVG    = "urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
)

// readODT reads the content.xml of an OpenDocument text package.
func readODT(ctx context.Context, name string, data []byte, lim Limits) (*draft, error) {
	z, err := openZip(name, data, lim)
	if err != nil {
		return nil, err
	}
	f := z.find("content.xml")
	if f == nil {
		return nil, docError(name, "", fmt.Errorf("%w: no content.xml in the ODT package", ErrCorrupt))
	}
	rc, err := z.open(f)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	return readODFXML(ctx, name, f.Name, rc, lim)
}

// readFlatODT reads a flat OpenDocument file (.fodt): one XML document.
func readFlatODT(ctx context.Context, name string, data []byte, lim Limits) (*draft, error) {
	return readODFXML(ctx, name, "flat XML", strings.NewReader(string(data)), lim)
}

// readODFXML walks ODF XML: paragraphs and headings, spans, links, lists,
// tables, frames with text boxes; notes go to footnotes; tracked deletions,
// annotations and hidden text are dropped.
func readODFXML(ctx context.Context, name, part string, r io.Reader, lim Limits) (*draft, error) {
	w := newWalker(ctx, r, name, part, lim)
	d := &draft{}
	var (
		out        = &d.body
		paraDepth  int // open text:p/text:h elements
		inBody     bool
		noteStack  []*draftNote
		outStack   []*mapped
		inCite     int
		citation   strings.Builder
		noteClass  string
		boxes      []*mapped
		pending    []*mapped
		refCount   = map[string]int{}
		bodyPushed []bool // per open note-body: whether it redirected the output
	)
	emit := func(s string) { d.emitTo(out, s) }
	// emitChars writes character data with ODF white-space collapsing.
	emitChars := func(s string) {
		var b strings.Builder
		prevSpace := out.lastByte() == ' '
		for _, c := range s {
			if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
				if prevSpace {
					continue
				}
				c, prevSpace = ' ', true
			} else {
				prevSpace = false
			}
			b.WriteRune(c)
		}
		emit(b.String())
	}
	for {
		tok, err := w.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			sp, local := t.Name.Space, t.Name.Local
			switch {
			case sp == nsOffice && (local == "body"):
				inBody = true
			case sp == nsOffice && (local == "annotation" || local == "binary-data" || local == "scripts" || local == "meta"):
				if err := w.skip(); err != nil {
					return nil, err
				}
			case sp == nsText && (local == "tracked-changes" || local == "hidden-text" || local == "hidden-paragraph" || local == "sequence-decls" || local == "variable-decls" || local == "user-field-decls"):
				if err := w.skip(); err != nil {
					return nil, err
				}
			case sp == nsSVG && (local == "title" || local == "desc"):
				if err := w.skip(); err != nil {
					return nil, err
				}
			case !inBody:
				// styles, fonts, settings: no text
			case sp == nsText && (local == "p" || local == "h"):
				paraDepth++
			case sp == nsText && local == "s":
				n := 1
				if v, ok := attr(t, "c"); ok {
					if k, err := strconv.Atoi(v); err == nil && k > 0 {
						n = min(k, 1000)
					}
				}
				emit(strings.Repeat(" ", n))
			case sp == nsText && local == "tab":
				emit("\t")
			case sp == nsText && local == "line-break":
				emit("\n")
			case sp == nsText && local == "soft-page-break":
				if len(noteStack) == 0 && len(boxes) == 0 {
					d.pageBreak()
				}
			case sp == nsText && local == "note":
				noteClass, _ = attr(t, "note-class")
				if noteClass == "" {
					noteClass = "footnote"
				}
				id, _ := attr(t, "id")
				refCount[noteClass]++
				d.refs = append(d.refs, draftRef{kind: noteClass, id: id, mark: strconv.Itoa(refCount[noteClass]), at: out.len()})
				if len(noteStack) > 0 { // a note in a note: attach to the body
					d.refs[len(d.refs)-1].at = d.body.len()
				}
				d.notes = append(d.notes, &draftNote{kind: noteClass, id: id})
				noteStack = append(noteStack, &draftNote{}) // placeholder, replaced at note-body
			case sp == nsText && local == "note-citation":
				inCite++
				citation.Reset()
			case sp == nsText && local == "note-body":
				bodyPushed = append(bodyPushed, len(noteStack) > 0)
				if len(noteStack) == 0 {
					break // a note body outside a note: read as body text
				}
				n := d.notes[len(d.notes)-1]
				noteStack[len(noteStack)-1] = n
				outStack = append(outStack, out)
				if len(d.raw) > 0 && out == &d.body {
					d.raw = append(d.raw, '\n')
				}
				out = &n.text
			case sp == nsDraw && local == "text-box":
				b := &mapped{}
				boxes = append(boxes, b)
				outStack = append(outStack, out)
				out = b
			}
		case xml.EndElement:
			sp, local := t.Name.Space, t.Name.Local
			switch {
			case sp == nsOffice && local == "body":
				inBody = false
			case !inBody:
			case sp == nsText && (local == "p" || local == "h"):
				paraDepth--
				emit("\n")
				if len(boxes) == 0 && len(pending) > 0 && len(noteStack) == 0 {
					for _, b := range pending {
						appendMapped(out, b)
					}
					pending = pending[:0]
				}
			case sp == nsText && local == "note-citation":
				inCite--
				if n := len(d.notes); n > 0 {
					if c := strings.TrimSpace(citation.String()); c != "" {
						d.notes[n-1].mark = c
						d.refs[len(d.refs)-1].mark = c
					}
				}
			case sp == nsText && local == "note-body":
				pushed := len(bodyPushed) > 0 && bodyPushed[len(bodyPushed)-1]
				if len(bodyPushed) > 0 {
					bodyPushed = bodyPushed[:len(bodyPushed)-1]
				}
				if n := len(outStack); n > 0 && pushed {
					out = outStack[n-1]
					outStack = outStack[:n-1]
				}
			case sp == nsText && local == "note":
				if n := len(noteStack); n > 0 {
					noteStack = noteStack[:n-1]
				}
			case sp == nsDraw && local == "text-box":
				if n := len(boxes); n > 0 {
					b := boxes[n-1]
					boxes = boxes[:n-1]
					out = outStack[len(outStack)-1]
					outStack = outStack[:len(outStack)-1]
					if n == 1 && len(noteStack) == 0 {
						pending = append(pending, b)
					} else {
						appendMapped(out, b)
					}
				}
			}
		case xml.CharData:
			switch {
			case inCite > 0:
				citation.Write(t)
			case inBody && paraDepth > 0:
				emitChars(string(t))
			}
		}
	}
	for _, b := range pending {
		appendMapped(&d.body, b)
	}
	d.pages = len(d.pageStarts) + 1
	return d, nil
}
