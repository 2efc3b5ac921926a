package pl

import "strings"

// raise writes ASCII digits and the signs that go with them (+ - ( )) as
// Unicode superscripts.
var raise = strings.NewReplacer("0", "⁰", "1", "¹", "2", "²", "3", "³", "4", "⁴", "5", "⁵", "6", "⁶", "7", "⁷", "8", "⁸", "9", "⁹",
	"+", "⁺", "-", "⁻", "(", "⁽", ")", "⁾")

// Superscript returns s with its ASCII digits, and the signs + - ( ), written
// as Unicode superscripts ("1" → "¹", "(14)" → "⁽¹⁴⁾"): how raised text reads
// as text, the form provision numbers are parsed from (art. 479⁴, art.
// 398¹ — see provNum; the court portals raise "(14)" in art. 477⁽¹⁴⁾).
// Anything else (a raised "a", "ter") is left as it is. SuperscriptDigits
// is the reverse for digits.
func Superscript(s string) string {
	if !strings.ContainsAny(s, "0123456789+-()") {
		return s
	}
	return raise.Replace(s)
}
