package engine

import (
	"testing"
	"unicode/utf16"

	"citeguard/norm"
)

// TestUTF16Ranges: a result converted to UTF-16 units slices the same text
// out of the source as JavaScript would, including past characters outside
// the BMP.
func TestUTF16Ranges(t *testing.T) {
	t.Parallel()
	src := "😀 Pozew 𝔸 wniesiono: Sąd uchylił wyrok […] i umorzył postępowanie."
	for _, q := range []string{"Sąd uchylił", "Sąd uchylił wyrok [...] umorzył postępowanie", "pozew"} {
		r := Verify(Item{ID: "U", Quote: q, SourceText: &src})
		if r.Zakres == nil {
			t.Fatalf("%q: no range (%s %s)", q, r.Status, noteOf(r))
		}
		u := r.UTF16(src)
		units := utf16.Encode([]rune(src))
		jsSlice := func(z norm.Range) string { return string(utf16.Decode(units[z.Start:z.End])) }
		if got, want := jsSlice(*u.Zakres), src[r.Zakres.Start:r.Zakres.End]; got != want {
			t.Errorf("%q: UTF-16 slice %q, byte slice %q", q, got, want)
		}
		for i, s := range u.Segmenty {
			if got, want := jsSlice(s), src[r.Segmenty[i].Start:r.Segmenty[i].End]; got != want {
				t.Errorf("%q segment %d: %q vs %q", q, i, got, want)
			}
		}
		if *u.Offset != u.Zakres.Start {
			t.Errorf("%q: offset %d, zakres.start %d", q, *u.Offset, u.Zakres.Start)
		}
	}
}
