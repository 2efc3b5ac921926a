package extract

import (
	"strings"
	"testing"
)

// fallbackStream lays out the line text (each glyph 5 pt wide, a word
// space 3 pt) and returns it in the order LibreOffice writes it when the
// glyphs at the given rune indexes come from a fallback font: without
// them, a space standing in the gap each one leaves inside a word, then
// each of them after a space at the end of the line.
func fallbackStream(text string, moved ...int) []pchar {
	type glyph struct {
		c   pchar
		gap bool // a word space before it
	}
	var gs []glyph
	x, raw, gap := float32(72), 0, false
	for _, r := range text {
		if r == ' ' {
			x += 3
			gap = true
			continue
		}
		gs = append(gs, glyph{pchar{r: r, l: x, rt: x + 5, b: 700, t: 708}, gap})
		x += 5
		gap = false
	}
	isMoved := map[int]bool{}
	for _, m := range moved {
		isMoved[m] = true
	}
	var out, tail []pchar
	space := func() pchar { return pchar{r: ' '} }
	for i, g := range gs {
		if isMoved[i] {
			tail = append(tail, space(), g.c)
			if i > 0 && i+1 < len(gs) && !gs[i+1].gap && !g.gap && !isMoved[i+1] {
				out = append(out, space()) // PDFium's space in the gap
			}
			continue
		}
		if g.gap && (len(out) == 0 || out[len(out)-1].r != ' ') {
			out = append(out, space())
		}
		out = append(out, g.c)
	}
	out = append(out, tail...)
	for i := range out {
		out[i].raw = raw
		raw += len(string(out[i].r))
	}
	return out
}

// TestPlaceDisplaced: superscripts a fallback font printed at the end of
// the line go back where they stand, the spaces PDFium put into the gaps
// they left go, real word spaces stay.
func TestPlaceDisplaced(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		moved []int // rune indexes among the glyphs (spaces not counted)
	}{
		{"second digit at the line end", "art. 479³⁶ k.p.c. W", []int{8}},
		{"first digit leaves a gap", "art. 479⁴³ kpc wyrok", []int{7}},
		{"before a word space", "art. 458⁵ § 1", []int{7}},
		{"two words, three digits", "art. 505³⁹ i 479⁴³ oraz", []int{8, 13}},
		{"superscript ending the line", "do końca wiersza art. 479⁴³", []int{21}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cs := fallbackStream(tc.text, tc.moved...)
			got, moved := placeDisplaced(cs, 8)
			if !moved {
				t.Fatalf("nothing moved in %q", string(runesOf(cs)))
			}
			if s := strings.Join(strings.Fields(string(runesOf(got))), " "); s != tc.text {
				t.Errorf("%q → %q, want %q", string(runesOf(cs)), s, tc.text)
			}
			if len(got) > len(cs) {
				t.Errorf("%d characters from %d", len(got), len(cs))
			}
		})
	}
	// In order already: the line as it was.
	cs := fallbackStream("art. 479³⁶ k.p.c.")
	if got, moved := placeDisplaced(cs, 8); moved || string(runesOf(got)) != string(runesOf(cs)) {
		t.Errorf("a line in order changed: %q", string(runesOf(got)))
	}
}
