package pl

import "strings"

// raise writes ASCII digits as Unicode superscript digits.
var raise = strings.NewReplacer("0", "⁰", "1", "¹", "2", "²", "3", "³", "4", "⁴", "5", "⁵", "6", "⁶", "7", "⁷", "8", "⁸", "9", "⁹")

// Superscript returns s with its ASCII digits written as Unicode superscript
// digits ("1" → "¹"): how a raised number reads as text, the form provision
// numbers are parsed from (art. 479⁴, art. 398¹ — see provNum). Anything
// else (a raised "a", "ter", a sign) is left as it is. The reverse is
// SuperscriptDigits.
func Superscript(s string) string {
	if !strings.ContainsAny(s, "0123456789") {
		return s
	}
	return raise.Replace(s)
}
