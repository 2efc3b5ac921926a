package extract

import (
	"strings"

	"citeguard/pl"
)

// superscriptDigit returns the superscript form of an ASCII digit (pl's
// superscript digits), or the rune itself for anything else.
func superscriptDigit(r rune) string { return pl.SuperscriptDigit(r) }

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
// (pl.IsSuperscriptDigit).
func isSuperscriptDigit(r rune) bool { return pl.IsSuperscriptDigit(r) }
