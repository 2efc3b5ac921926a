package extract

import (
	"strings"
	"unicode"
)

// PDF text set in italics (italics.go): a word is italic when the font of
// its first letter is — its name says so („LiberationSerif-Italic”,
// „Arial-BoldItalicMT”, „DejaVuSans-Oblique”) or its descriptor's Italic
// flag. One glyph per word is asked (sampleItalics); the layout gives its
// answer to the word's glyphs and to a space between two italic words
// (italicChars).

// italicFromName reports whether a font's name or its PDF font flags say
// italic (the Italic flag is bit 7).
func italicFromName(name string, flags uint32) bool {
	n := strings.ToLower(name)
	return flags&(1<<6) != 0 || strings.Contains(n, "italic") || strings.Contains(n, "oblique")
}

// sampleItalics reads, for the first letter (or digit, else glyph) of
// every word of a page, whether its font is italic (cs[i].italic). name
// is scratch memory of fontNameBuf+4 bytes.
func (r *rawPdfium) sampleItalics(tp uint64, runes []rune, cs []pchar, name uint32) error {
	if !sampleItalicFonts {
		return nil
	}
	for _, i := range italicSample(runes) {
		n, err := r.call("FPDFText_GetFontInfo", tp, uint64(i), uint64(name), fontNameBuf, uint64(name+fontNameBuf))
		if err != nil {
			return err
		}
		if n == 0 || n > fontNameBuf {
			continue
		}
		b, _ := r.mem.Read(name, uint32(n))
		fl, _ := r.mem.Read(name+fontNameBuf, 4)
		flags := uint32(0)
		if len(fl) == 4 {
			flags = uint32(fl[0]) | uint32(fl[1])<<8 | uint32(fl[2])<<16 | uint32(fl[3])<<24
		}
		cs[i].italic = italicFromName(string(b), flags)
	}
	return nil
}

// sampleItalicFonts is off only in benchmarks that measure what reading
// the italic fonts costs.
var sampleItalicFonts = true

// pdfBlank reports whether c separates words on a PDF page.
func pdfBlank(c rune) bool { return c <= ' ' || c == 0xA0 || c == 2 }

// italicSample returns, per word of rs, the index of its first letter or
// digit (its first glyph when it has none).
func italicSample(rs []rune) []int {
	var out []int
	for i := 0; i < len(rs); {
		if pdfBlank(rs[i]) {
			i++
			continue
		}
		j, pick := i, -1
		for j < len(rs) && !pdfBlank(rs[j]) {
			if pick < 0 && (unicode.IsLetter(rs[j]) || unicode.IsDigit(rs[j])) {
				pick = j
			}
			j++
		}
		if pick < 0 {
			pick = i
		}
		out = append(out, pick)
		i = j
	}
	return out
}

// italicChars tells, per glyph of a line, whether it is set in italics:
// the glyphs of a word whose sampled glyph (italicSample's) is italic, and
// the blanks between two such words; nil when none is.
func italicChars(cs []pchar) []bool {
	var out []bool
	prevItalic, gap := false, -1 // gap: the first blank after an italic word
	for i := 0; i < len(cs); {
		if pdfBlank(cs[i].r) {
			if gap < 0 {
				gap = i
			}
			i++
			continue
		}
		j, it, picked := i, false, false
		for j < len(cs) && !pdfBlank(cs[j].r) {
			if !picked && (unicode.IsLetter(cs[j].r) || unicode.IsDigit(cs[j].r)) {
				it, picked = cs[j].italic, true
			}
			j++
		}
		if !picked {
			it = cs[i].italic
		}
		if it {
			if out == nil {
				out = make([]bool, len(cs))
			}
			for k := i; k < j; k++ {
				out[k] = true
			}
			if prevItalic && gap >= 0 {
				for k := gap; k < i; k++ {
					out[k] = true
				}
			}
		}
		prevItalic, gap = it, -1
		i = j
	}
	return out
}
