package extract

import (
	"bytes"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Clean applies the clean-up of extraction artefacts to s and returns the
// clean text with, for every byte of it, the offset of the byte of s it
// came from (len(text)+1 entries; the last one is len(s)). The steps
// (EXTRACTION-RESEARCH.md, section 7):
//
//   - NFC (not NFKC); ligatures U+FB00–FB06 expanded to their letters;
//   - U+00AD removed; at a line end it joins the two halves of the word;
//   - PDFium's U+0002 line-end marker joins the word before a lower-case
//     letter and becomes "-" otherwise;
//   - "letter-⏎lower-case letter" is joined without the hyphen (line-end
//     hyphenation; "Wiśniewska-⏎Kołodziej" keeps its hyphen);
//   - zero-width and bidi marks, BOMs and control characters removed;
//   - NBSP and the other fixed-width spaces become " "; U+2010, U+2011 and
//     U+2212 become "-";
//   - CRLF, CR and form feeds become "\n"; runs of spaces collapse to one,
//     spaces at line ends go, at most one empty line is kept in a row.
//
// Quotation marks, dashes and ellipses are left alone: folding them is the
// matcher's job. The original stays available through the offsets.
func Clean(s string) (string, []int32) {
	out, src := clean([]byte(s), cleanLaidOut)
	return string(out), src
}

// cleanMode selects the rules that only make sense for some sources.
type cleanMode int

const (
	cleanFlow    cleanMode = iota // DOCX, ODT: the text flows, lines are the author's
	cleanLaidOut                  // TXT, MD: lines may be a layout's (join line-end hyphens)
	cleanPDF                      // PDF: also spacing artefacts of glyph positioning
)

// clean is Clean on bytes with the given mode. The rules run on the input
// as it is, NFC comes last (so that a combining mark that PDFium put after
// a line break joins its letter once the break is gone).
func clean(in []byte, mode cleanMode) ([]byte, []int32) {
	out, srcB := cleanRules(in, mode)
	nfc, srcN := toNFC(out)
	src := make([]int32, len(nfc)+1)
	for j := range nfc {
		src[j] = srcB[srcN[j]]
	}
	src[len(nfc)] = int32(len(in))
	return nfc, src
}

func cleanRules(nfc []byte, mode cleanMode) ([]byte, []int32) {
	joinHyph := mode >= cleanLaidOut
	c := cleaner{out: make([]byte, 0, len(nfc)), src: make([]int32, 0, len(nfc)+1)}
	n := len(nfc)
	for i := 0; i < n; {
		// Fast path: printable ASCII that no rule looks at.
		if b := nfc[i]; b > ' ' && b < 0x7F && b != '-' && b != '.' && b != ')' && b != ']' {
			c.out = append(c.out, b)
			c.src = append(c.src, int32(i))
			c.last = rune(b)
			i++
			continue
		}
		r, size := utf8.DecodeRune(nfc[i:])
		at := int32(i)
		switch {
		case r == utf8.RuneError && size <= 1:
			c.put("\uFFFD", at)
		case r == '\r':
			if i+1 < n && nfc[i+1] == '\n' {
				break
			}
			c.newline(at)
		case r == '\n' || r == '\f' || r == '\v' || r == 0x85 || r == 0x2028 || r == 0x2029:
			c.newline(at)
		case r == ' ' || r == '\t':
			if mode == cleanPDF && (c.last == '„' || c.last == '(' || c.last == '[') {
				break // a positioning gap after an opening mark
			}
			c.space(byte(r), at)
		case r == 0xAD: // soft hyphen
			if j, ok := lineEnd(nfc, i+size); ok {
				i = skipBlanks(nfc, j)
				continue
			}
		case r == 0x02: // PDFium's line-end hyphen marker
			j := skipSpace(nfc, i+size)
			if lowerAt(nfc, j) {
				i = j
				continue
			}
			c.put("-", at)
		case isDash(r) && joinHyph && (unicode.IsLetter(c.last) || unicode.IsDigit(c.last) || isSuperscriptDigit(c.last) || unicode.IsMark(c.last)):
			if j, ok := lineEnd(nfc, i+size); ok {
				j = skipBlanks(nfc, j)
				if (r == '-' || r == 0x2010) && lowerAt(nfc, j) {
					i = j // line-end hyphenation: "prze-⏎woźnik"
					continue
				}
				// A dash that ends a line inside a compound or range
				// ("Police–⏎Płock", "Wiśniewska-⏎Kołodziej") stays, the break goes.
				c.put(dashOut(r), at)
				i = j
				continue
			}
			c.put(dashOut(r), at)
		case mode == cleanPDF && r == '.' && bytes.HasPrefix(nfc[i:], []byte(". . .")):
			c.put("…", at) // pdfLaTeX's \dots
			i += len(". . .")
			if c.lastBefore() == '(' || c.lastBefore() == '[' {
				if k := skipBlanks(nfc, i); k < n && (nfc[k] == ')' || nfc[k] == ']') {
					i = k
				}
			}
			continue
		case r == 0x2010 || r == 0x2011 || r == 0x2212:
			c.put("-", at)
		case r >= 0xFB00 && r <= 0xFB06:
			c.put(ligatures[r-0xFB00], at)
		case isSpaceLike(r):
			c.space(' ', at)
		case isInvisible(r):
			// dropped
		default:
			if mode == cleanPDF && (r == '”' || r == ')' || r == ']') && c.last == ' ' {
				c.trimBlanks() // a positioning gap before a closing mark
			}
			c.putBytes(nfc[i:i+size], at, r)
		}
		i += size
	}
	c.trimEnd()
	c.src = append(c.src, int32(n))
	return c.out, c.src
}

// isDash reports the hyphens and dashes that can end a line.
func isDash(r rune) bool {
	return r == '-' || r == 0x2010 || r == 0x2013 || r == 0x2014
}

func dashOut(r rune) string {
	if r == 0x2010 {
		return "-"
	}
	return string(r)
}

// lowerAt reports whether the text at i starts with a lower-case letter,
// possibly after combining marks (NFD text split by a line break).
func lowerAt(b []byte, i int) bool {
	for i < len(b) {
		r, size := utf8.DecodeRune(b[i:])
		if unicode.Is(unicode.Mn, r) {
			i += size
			continue
		}
		return unicode.IsLower(r)
	}
	return false
}

var ligatures = [...]string{"ff", "fi", "fl", "ffi", "ffl", "st", "st"}

// toNFC returns in in NFC with the offset in in of every output byte.
func toNFC(in []byte) ([]byte, []int32) {
	src := make([]int32, 0, len(in))
	if norm.NFC.IsNormal(in) {
		for i := range in {
			src = append(src, int32(i))
		}
		return in, src
	}
	out := make([]byte, 0, len(in)+len(in)/8)
	var it norm.Iter
	it.Init(norm.NFC, in)
	for !it.Done() {
		start := it.Pos()
		seg := it.Next()
		for range seg {
			src = append(src, int32(start))
		}
		out = append(out, seg...)
	}
	return out, src
}

// lineEnd reports whether b[i:] is optional blanks then a line break, and
// returns the index after the break.
func lineEnd(b []byte, i int) (int, bool) {
	i = skipBlanks(b, i)
	if i < len(b) && b[i] == '\n' {
		return i + 1, true
	}
	if i < len(b) && b[i] == '\r' {
		if i+1 < len(b) && b[i+1] == '\n' {
			return i + 2, true
		}
		return i + 1, true
	}
	return i, false
}

func skipBlanks(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t') {
		i++
	}
	return i
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

func isSpaceLike(r rune) bool {
	switch r {
	case 0xA0, 0x1680, 0x202F, 0x205F, 0x3000:
		return true
	}
	return r >= 0x2000 && r <= 0x200A
}

func isInvisible(r rune) bool {
	switch {
	case r < 0x20 || (r >= 0x7F && r <= 0x9F): // controls (\t \n handled before)
		return true
	case r >= 0x200B && r <= 0x200F, r >= 0x202A && r <= 0x202E, r >= 0x2060 && r <= 0x2069:
		return true
	case r == 0xFEFF || r == 0xFFFE || r == 0xFFFF || r == 0x180E || r == 0x34F:
		return true
	}
	return false
}

// cleaner accumulates the output of clean with its offsets.
type cleaner struct {
	out  []byte
	src  []int32
	last rune // last rune written, 0 at the start
}

func (c *cleaner) put(s string, at int32) {
	for i := 0; i < len(s); i++ {
		c.src = append(c.src, at)
	}
	c.out = append(c.out, s...)
	r, _ := utf8.DecodeLastRuneInString(s)
	c.last = r
}

// putBytes writes the encoding of r without converting it to a string.
func (c *cleaner) putBytes(b []byte, at int32, r rune) {
	for range b {
		c.src = append(c.src, at)
	}
	c.out = append(c.out, b...)
	c.last = r
}

// space writes a space or a tab, collapsing runs and dropping blanks at the
// start of a line.
func (c *cleaner) space(b byte, at int32) {
	switch c.last {
	case 0, '\n':
		return
	case ' ':
		if b == '\t' { // a tab wins over a space
			c.out[len(c.out)-1] = '\t'
			c.last = '\t'
		}
		return
	case '\t':
		return
	}
	c.put(string(b), at)
}

// newline ends a line: blanks before it go, and at most one empty line is
// kept in a row.
func (c *cleaner) newline(at int32) {
	c.trimBlanks()
	if c.last == 0 {
		return
	}
	if k := len(c.out); k >= 2 && c.out[k-1] == '\n' && c.out[k-2] == '\n' {
		return
	}
	c.put("\n", at)
}

func (c *cleaner) trimBlanks() {
	for k := len(c.out); k > 0 && (c.out[k-1] == ' ' || c.out[k-1] == '\t'); k-- {
		c.out = c.out[:k-1]
		c.src = c.src[:k-1]
	}
	c.fixLast()
}

func (c *cleaner) trimEnd() {
	for k := len(c.out); k > 0 && (c.out[k-1] == ' ' || c.out[k-1] == '\t' || c.out[k-1] == '\n'); k-- {
		c.out = c.out[:k-1]
		c.src = c.src[:k-1]
	}
	c.fixLast()
}

// lastBefore returns the rune before the last one written.
func (c *cleaner) lastBefore() rune {
	if len(c.out) == 0 {
		return 0
	}
	_, n := utf8.DecodeLastRune(c.out)
	r, _ := utf8.DecodeLastRune(c.out[:len(c.out)-n])
	return r
}

func (c *cleaner) fixLast() {
	if len(c.out) == 0 {
		c.last = 0
		return
	}
	c.last, _ = utf8.DecodeLastRune(c.out)
}
