package norm

import (
	"unicode"
	"unicode/utf8"
)

// asciiSpace marks the ASCII white space of JavaScript's \s.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// asciiFold is the folded form of every ASCII byte: lower case, and the
// ASCII quotation marks ' and ` become ".
var asciiFold = func() (t [utf8.RuneSelf]byte) {
	for c := range t {
		t[c] = byte(c)
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = byte(c + 'a' - 'A')
	}
	t['\''] = '"'
	t['`'] = '"'
	return t
}()

// isDropped reports the invisible characters that normalization removes.
func isDropped(r rune) bool {
	switch r {
	case '\u00AD', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF':
		return true
	}
	return false
}

// isSpace is JavaScript's \s: the characters that collapse to one space.
func isSpace(r rune) bool {
	if r < utf8.RuneSelf {
		return asciiSpace[r]
	}
	switch r {
	case '\u00A0', '\u1680', '\u2028', '\u2029', '\u202F', '\u205F', '\u3000', '\uFEFF':
		return true
	}
	return r >= '\u2000' && r <= '\u200A'
}

// isLineBreak reports the characters that end a line for hyphenation.
func isLineBreak(r rune) bool {
	switch r {
	case '\n', '\r', '\v', '\f', '\u2028', '\u2029':
		return true
	}
	return false
}

// isQuote reports every quotation mark and apostrophe that becomes ".
func isQuote(r rune) bool {
	switch r {
	case '"', '\'', '`', '\u00B4', '\u00AB', '\u00BB', '\u2018', '\u2019', '\u201A', '\u201B',
		'\u201C', '\u201D', '\u201E', '\u201F', '\u2039', '\u203A', '\u2E42', '\u301D', '\u301E',
		'\uFF02', '\uFF07':
		return true
	}
	return false
}

// isDash reports the dash family that becomes -.
func isDash(r rune) bool {
	switch r {
	case '-', '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2043', '\u2212',
		'\u2E3A', '\u2E3B', '\uFE58', '\uFE63', '\uFF0D':
		return true
	}
	return false
}

// foldRune appends the folded form of r to dst.
func foldRune(dst []byte, r rune) []byte {
	switch {
	case r < utf8.RuneSelf:
		return append(dst, asciiFold[r])
	case isQuote(r):
		return append(dst, '"')
	case isDash(r):
		return append(dst, '-')
	case r == '\u2026':
		return append(dst, '.', '.', '.')
	case r == '\u00DF' || r == '\u1E9E':
		return append(dst, 's', 's')
	}
	return utf8.AppendRune(dst, unicode.ToLower(r))
}
