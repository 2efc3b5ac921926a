package claims

import (
	"unicode"
	"unicode/utf8"
)

// runeClass holds, for the runes below U+0800 (the one- and two-byte
// UTF-8 ones: Polish letters among them), unicode.IsLetter (bit 1) and
// unicode.IsDigit (bit 2), so that the scans of every byte of a memo need
// not search Unicode's tables.
var runeClass = func() (t [0x800]uint8) {
	for r := range t {
		if unicode.IsLetter(rune(r)) {
			t[r] |= 1
		}
		if unicode.IsDigit(rune(r)) {
			t[r] |= 2
		}
	}
	return
}()

// isLetter is unicode.IsLetter.
func isLetter(r rune) bool {
	if uint32(r) < uint32(len(runeClass)) {
		return runeClass[r]&1 != 0
	}
	return unicode.IsLetter(r)
}

// isLetterOrDigit is unicode.IsLetter || unicode.IsDigit.
func isLetterOrDigit(r rune) bool {
	if uint32(r) < uint32(len(runeClass)) {
		return runeClass[r] != 0
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// decodeRune is utf8.DecodeRuneInString(s[i:]) with the two-byte runes (the
// Polish letters) read inline.
func decodeRune(s string, i int) (rune, int) {
	if c := s[i]; c >= 0xC2 && c <= 0xDF && i+1 < len(s) {
		if d := s[i+1]; d >= 0x80 && d <= 0xBF {
			return rune(c&0x1F)<<6 | rune(d&0x3F), 2
		}
	}
	return utf8.DecodeRuneInString(s[i:])
}
