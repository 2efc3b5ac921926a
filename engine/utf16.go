package engine

import (
	"citeguard/norm"
)

// UTF16 returns a copy of the result with every range (offset, zakres,
// segmenty, detail.segmenty) counted in UTF-16 code units of src, as the
// reference script counts them, instead of bytes.
func (r Result) UTF16(src string) Result {
	out := r
	if r.Offset != nil {
		o := norm.UTF16Offset(src, *r.Offset)
		out.Offset = &o
	}
	if r.Zakres != nil {
		z := norm.UTF16Range(src, *r.Zakres)
		out.Zakres = &z
	}
	if r.Segmenty != nil {
		out.Segmenty = make([]norm.Range, len(r.Segmenty))
		for i, s := range r.Segmenty {
			out.Segmenty[i] = norm.UTF16Range(src, s)
		}
	}
	if r.Detail != nil && r.Detail.Segmenty != nil {
		d := *r.Detail
		d.Segmenty = make([]SegmentDetail, len(r.Detail.Segmenty))
		for i, s := range r.Detail.Segmenty {
			if s.Zakres != nil {
				z := norm.UTF16Range(src, *s.Zakres)
				s.Zakres = &z
			}
			d.Segmenty[i] = s
		}
		out.Detail = &d
	}
	return out
}
