package engine

import "unicode/utf8"

// utf16Index converts byte offsets of a text to UTF-16 code units, the
// string indices of JavaScript that the reference script reports.
type utf16Index struct{ s string }

func (x utf16Index) at(byteOff int) int {
	if byteOff < 0 {
		return byteOff
	}
	n := 0
	for i := 0; i < byteOff && i < len(x.s); {
		r, w := utf8.DecodeRuneInString(x.s[i:])
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
		i += w
	}
	return n
}

func (x utf16Index) rng(r Range) Range { return Range{x.at(r.Start), x.at(r.End)} }

// UTF16 returns a copy of the result with every range (offset, zakres,
// segmenty, detail.segmenty) counted in UTF-16 code units of src, as the
// reference script counts them, instead of bytes.
func (r Result) UTF16(src string) Result {
	x := utf16Index{src}
	out := r
	if r.Offset != nil {
		o := x.at(*r.Offset)
		out.Offset = &o
	}
	if r.Zakres != nil {
		z := x.rng(*r.Zakres)
		out.Zakres = &z
	}
	if r.Segmenty != nil {
		out.Segmenty = make([]Range, len(r.Segmenty))
		for i, s := range r.Segmenty {
			out.Segmenty[i] = x.rng(s)
		}
	}
	if r.Detail != nil && r.Detail.Segmenty != nil {
		d := *r.Detail
		d.Segmenty = make([]SegmentDetail, len(r.Detail.Segmenty))
		for i, s := range r.Detail.Segmenty {
			if s.Zakres != nil {
				z := x.rng(*s.Zakres)
				s.Zakres = &z
			}
			d.Segmenty[i] = s
		}
		out.Detail = &d
	}
	return out
}
