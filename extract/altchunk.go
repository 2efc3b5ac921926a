package extract

import (
	"encoding/xml"
	"fmt"
	"io"
	"path"
	"strings"
)

// chunkPara is one paragraph of an alt-chunk, read by the HTML, RTF or
// plain-text reader.
type chunkPara struct {
	text  string
	kind  BlockKind
	level int
}

// altChunk reads the part a w:altChunk imports (Word shows it as if it were
// part of the document) into out, one paragraph per line. HTML, RTF and
// plain text are read; any other type (MHT, an embedded WordprocessingML
// package…) fails the document closed, as does a chunk that is missing or
// cannot be parsed: its text would otherwise go unchecked.
func (r *docxReader) altChunk(rels relationships, id string, out *mapped) error {
	name := r.z.name
	rel, ok := rels.byID(id)
	if !ok {
		return docError(name, "alt-chunk", fmt.Errorf("%w: relationship %q of a w:altChunk is missing: its content cannot be read", ErrCorrupt, id))
	}
	part, ok := rels.resolve(rel.target, rel.mode)
	if !ok {
		return docError(name, "alt-chunk", fmt.Errorf("%w: w:altChunk %q points outside the package (%q): its content cannot be read", ErrUnsupported, id, rel.target))
	}
	f := r.z.find(part)
	if f == nil {
		return docError(name, "alt-chunk", fmt.Errorf("%w: part %s of a w:altChunk is missing: its content cannot be read", ErrCorrupt, part))
	}
	if r.chunks++; r.chunks > maxAltChunks {
		return &LimitError{File: name, Limit: "alt-chunks", What: "w:altChunk parts", Max: maxAltChunks}
	}
	rc, err := r.z.open(f)
	if err != nil {
		return err
	}
	data, err := io.ReadAll(rc)
	rc.Close()
	if err != nil {
		return err
	}
	// All alt-chunks together inflate to at most one part's limit.
	if r.chunkBytes += int64(len(data)); r.z.lim.MaxPartSize >= 0 && r.chunkBytes > r.z.lim.MaxPartSize {
		return &LimitError{File: name, Limit: "MaxPartSize", What: "the alt-chunks (w:altChunk) inflated together", Max: r.z.lim.MaxPartSize}
	}
	ct := r.types.of(part)
	ext := strings.ToLower(path.Ext(part))
	var paras []chunkPara
	switch {
	case ct == "text/html" || ct == "application/xhtml+xml" || (ct == "" && (ext == ".htm" || ext == ".html" || ext == ".xhtml")):
		paras, err = htmlParagraphs(r.ctx, data, r.z.lim)
	case ct == "application/rtf" || ct == "text/rtf" || (ct == "" && ext == ".rtf"):
		paras, err = rtfParagraphs(r.ctx, data, r.z.lim)
	case ct == "text/plain" || (ct == "" && ext == ".txt"):
		paras, err = plainParagraphs(data)
	default:
		t := ct
		if t == "" {
			t = "unknown type, extension " + ext
		}
		return docError(name, "alt-chunk "+part, fmt.Errorf("%w: an imported part (w:altChunk) of type %s cannot be read (HTML, RTF and plain text are); save the document again in Word to merge it", ErrUnsupported, t))
	}
	if err != nil {
		if !strings.Contains(err.Error(), name) {
			err = docError(name, "alt-chunk "+part, err)
		}
		return err
	}
	return r.emitParas(out, paras)
}

// emitParas writes paragraphs read from another part into out, one block
// and one line each.
func (r *docxReader) emitParas(out *mapped, paras []chunkPara) error {
	for _, p := range paras {
		start := out.len()
		r.d.emitTo(out, p.text)
		out.blocks = append(out.blocks, draftBlock{start: start, end: out.len(), kind: p.kind, level: p.level, indent: -1})
		r.d.emitTo(out, "\n")
	}
	if lim := r.z.lim.MaxTextBytes; len(r.d.raw) > lim {
		return &LimitError{File: r.z.name, Limit: "MaxTextBytes", What: "extracted text", Max: int64(lim)}
	}
	return nil
}

// drawingText reads the text Word draws from another part of the
// package: a SmartArt diagram's data (dgm:relIds r:dm) or a chart
// (c:chart r:id); one paragraph per DrawingML paragraph (a:p). A part that
// is missing fails the document closed.
func (r *docxReader) drawingText(rels relationships, id, what string) (*mapped, error) {
	name := r.z.name
	rel, ok := rels.byID(id)
	part, ok2 := rels.resolve(rel.target, rel.mode)
	if !ok || !ok2 || r.z.find(part) == nil {
		return nil, docError(name, what, fmt.Errorf("%w: the part of a %s (relationship %q) is missing: its text cannot be read", ErrCorrupt, what, id))
	}
	if r.chunks++; r.chunks > maxAltChunks {
		return nil, &LimitError{File: name, Limit: "alt-chunks", What: "parts imported by alt-chunks, diagrams and charts", Max: maxAltChunks}
	}
	zf := r.z.find(part)
	rc, err := r.z.open(zf)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	w := newWalker(r.ctx, rc, name, zf.Name, r.z.lim)
	var paras []chunkPara
	var cur strings.Builder
	inT := false
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
			inT = t.Name.Space == nsDrawingML && t.Name.Local == "t"
		case xml.EndElement:
			inT = false
			if t.Name.Space == nsDrawingML && t.Name.Local == "p" {
				if s := strings.TrimSpace(cur.String()); s != "" {
					paras = append(paras, chunkPara{text: s, kind: BlockParagraph})
				}
				cur.Reset()
			}
		case xml.CharData:
			if inT {
				cur.Write(t)
			}
		}
	}
	if s := strings.TrimSpace(cur.String()); s != "" {
		paras = append(paras, chunkPara{text: s, kind: BlockParagraph})
	}
	b := &mapped{}
	return b, r.emitParas(b, paras)
}

const (
	nsDrawingML = "http://schemas.openxmlformats.org/drawingml/2006/main"
	nsDiagram   = "http://schemas.openxmlformats.org/drawingml/2006/diagram"
	nsChart     = "http://schemas.openxmlformats.org/drawingml/2006/chart"
)

// plainParagraphs reads a plain-text chunk: one paragraph per line.
func plainParagraphs(data []byte) ([]chunkPara, error) {
	text, _, err := decodeText(data)
	if err != nil {
		return nil, err
	}
	var out []chunkPara
	for _, l := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		if strings.TrimSpace(l) != "" {
			out = append(out, chunkPara{text: l, kind: BlockParagraph})
		}
	}
	return out, nil
}
