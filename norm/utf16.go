package norm

import (
	"unicode/utf8"
)

// UTF16Offset converts a byte offset of s to UTF-16 code units, the string
// indices of JavaScript that the reference script reports. A negative
// offset (no place) stays as it is.
func UTF16Offset(s string, byteOff int) int {
	if byteOff < 0 {
		return byteOff
	}
	n := 0
	for i := 0; i < byteOff && i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
		i += w
	}
	return n
}

// UTF16Range is r with both ends in UTF-16 code units of s.
func UTF16Range(s string, r Range) Range {
	return Range{UTF16Offset(s, r.Start), UTF16Offset(s, r.End)}
}
