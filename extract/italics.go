package extract

// Text set in italics.
//
// A memo sets a quotation in italics only, without quotation marks, as
// often as it marks it („Sąd wskazał: Umowa zawarta na czas oznaczony nie
// może …”, the sentence in italics). The readers record which ranges of
// the body are italic — DOCX: w:i of the run, its character style's, its
// paragraph style's (w:basedOn chains); ODT: fo:font-style italic or
// oblique of the innermost span that sets it, else of the paragraph's
// style chain; PDF: an italic font (pdfitalics.go) — and Document.Italics
// gives them after the clean-up. Whether an italic range is a quotation is
// the claim extractor's question: short italic terms, Latin phrases and
// titles are not.

// TextSpan is the byte range [Start, End) of Document.Text.
type TextSpan struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

// markItalic records that [start, end) of m is set in italics, joined
// with the range before it when they meet.
func (m *mapped) markItalic(start, end int) {
	if start >= end {
		return
	}
	if n := len(m.italics); n > 0 && m.italics[n-1].end >= start {
		m.italics[n-1].end = max(m.italics[n-1].end, end)
		return
	}
	m.italics = append(m.italics, lineSpan{start, end})
}

// finishItalics maps the italic ranges of the draft's body through the
// clean-up (fwd): trimmed of white space, in order, ranges that the
// clean-up brought together (a line break taken out) joined.
func finishItalics(text []byte, spans []lineSpan, fwd func(int) int) []TextSpan {
	var out []TextSpan
	for _, sp := range spans {
		s, e := trimSpan(text, fwd(sp.start), min(fwd(sp.end), len(text)))
		if s >= e {
			continue
		}
		if n := len(out); n > 0 && out[n-1].End >= s {
			out[n-1].End = max(out[n-1].End, e)
			continue
		}
		out = append(out, TextSpan{Start: s, End: e})
	}
	return out
}

// italic reports whether the current run, in the paragraph para, is set
// in italics: its own w:i, else its character style's, else the paragraph
// style's.
func (p *docxPart) italic(para *docxPara) bool {
	if p.run.italic >= 0 {
		return p.run.italic == 1
	}
	if v, set := p.r.styles.italicSet(p.run.style); set {
		return v
	}
	if para == nil {
		return false
	}
	v, _ := p.r.styles.italicSet(para.style)
	return v
}

// italicSet returns the style's italic setting and whether the style or
// one of its ancestors sets it at all.
func (st docxStyles) italicSet(id string) (v, set bool) {
	st.chain(id, func(s *docxStyle) bool {
		if s.italic >= 0 {
			v, set = s.italic == 1, true
			return true
		}
		return false
	})
	return v, set
}

// runItalic tells whether text in the given spans of an ODT paragraph is
// set in italics: the innermost span that says, else the paragraph's
// style chain.
func (o *odfReader) runItalic(p *odfPara, spans []string) bool {
	v, set := false, false
	look := func(name string) {
		o.chain(name, func(s *odfStyle) bool {
			if s.italic >= 0 {
				v, set = s.italic == 1, true
			}
			return set
		})
	}
	for i := len(spans) - 1; i >= 0 && !set; i-- {
		look(spans[i])
	}
	if p != nil && !set {
		look(p.style)
	}
	return v
}
