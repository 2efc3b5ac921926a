package extract

import "strings"

// superscripts are the Unicode superscript digits ⁰¹²³⁴⁵⁶⁷⁸⁹.
var superscripts = [10]string{"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"}

// superscriptDigit returns the superscript form of an ASCII digit, or the
// rune itself for anything else.
func superscriptDigit(r rune) string {
	if r >= '0' && r <= '9' {
		return superscripts[r-'0']
	}
	return string(r)
}

// superscriptText returns s with its ASCII digits as superscript digits,
// and whether s had any digit. Text that is not digits (a raised "a", a
// raised "ter") is returned unchanged: only numbers have a superscript form
// that downstream parsers read ("art. 398¹" = article 398^1).
func superscriptText(s string) (string, bool) {
	if !strings.ContainsAny(s, "0123456789") {
		return s, false
	}
	var b strings.Builder
	for _, r := range s {
		b.WriteString(superscriptDigit(r))
	}
	return b.String(), true
}

// isSuperscriptDigit reports whether r is a Unicode superscript digit
// (¹²³ of Latin-1 or ⁰⁴⁵⁶⁷⁸⁹ of U+2070–2079).
func isSuperscriptDigit(r rune) bool {
	return r == '¹' || r == '²' || r == '³' || r == '⁰' || (r >= '⁴' && r <= '⁹')
}
