package pl

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// The superscript digits and signs (data/superscripts.tsv): "art. 417¹" is
// article 417 with the superscript 1.

// Superscripts is superscripts.tsv: the superscript of each digit, and of
// each sign raised with them.
type Superscripts struct {
	Digits [10]rune
	Signs  map[rune]rune // '+' → '⁺'
}

// ParseSuperscripts reads a table in the format of superscripts.tsv: the
// ten digits in order, each with its superscript form (one character),
// then the signs + - ( ) with theirs.
func ParseSuperscripts(tsv string) (Superscripts, error) {
	out := Superscripts{Signs: map[rune]rune{}}
	rows, err := tsvRows("superscripts.tsv", tsv, 2)
	if err != nil {
		return out, err
	}
	if len(rows) < 10 {
		return out, fmt.Errorf("superscripts.tsv: %d digits, want 10", len(rows))
	}
	for i, r := range rows {
		sup, n := utf8.DecodeRuneInString(r[1])
		if n != len(r[1]) || sup < 0x80 {
			return out, fmt.Errorf("superscripts.tsv line %d: %q is not one superscript character", i+1, r[1])
		}
		switch {
		case i < 10:
			if r[0] != string(rune('0'+i)) {
				return out, fmt.Errorf("superscripts.tsv line %d: want the digit %d, got %q", i+1, i, r[0])
			}
			out.Digits[i] = sup
		case len(r[0]) == 1 && strings.Contains("+-()", r[0]):
			out.Signs[rune(r[0][0])] = sup
		default:
			return out, fmt.Errorf("superscripts.tsv line %d: %q is no digit nor one of + - ( )", i+1, r[0])
		}
	}
	return out, nil
}

// superscripts is superscripts.tsv; the rest is derived from it.
var superscripts = mustParse(ParseSuperscripts(superscriptsTSV))

var (
	// superDigit is the superscript of each digit, as a string.
	superDigit = func() (t [10]string) {
		for i, r := range superscripts.Digits {
			t[i] = string(r)
		}
		return
	}()
	// supDigits writes superscript digits as digits.
	supDigits = func() *strings.Replacer {
		var pairs []string
		for i, s := range superDigit {
			pairs = append(pairs, s, string(rune('0'+i)))
		}
		return strings.NewReplacer(pairs...)
	}()
	// raise writes digits and the signs raised with them as superscripts.
	raise, raisable = func() (*strings.Replacer, string) {
		var pairs []string
		chars := "0123456789"
		for i, s := range superDigit {
			pairs = append(pairs, string(rune('0'+i)), s)
		}
		for _, c := range "+-()" {
			if sup, ok := superscripts.Signs[c]; ok {
				pairs = append(pairs, string(c), string(sup))
				chars += string(c)
			}
		}
		return strings.NewReplacer(pairs...), chars
	}()
)

// SuperscriptClass is the class of the superscript digits in a regular
// expression: "[⁰¹²³⁴⁵⁶⁷⁸⁹]".
var SuperscriptClass = "[" + strings.Join(superDigit[:], "") + "]"

// SuperscriptDigit returns the superscript form of an ASCII digit ('1' →
// "¹"), or the rune itself, as a string, for anything else.
func SuperscriptDigit(r rune) string {
	if r >= '0' && r <= '9' {
		return superDigit[r-'0']
	}
	return string(r)
}

// IsSuperscriptDigit reports whether r is a superscript digit (¹²³ of
// Latin-1, ⁰⁴⁵⁶⁷⁸⁹ of U+2070–2079).
func IsSuperscriptDigit(r rune) bool {
	if r < 0x80 {
		return false
	}
	for _, s := range superscripts.Digits {
		if r == s {
			return true
		}
	}
	return false
}

// Superscript returns s with its ASCII digits, and the signs + - ( ), written
// as Unicode superscripts ("1" → "¹", "(14)" → "⁽¹⁴⁾"): how raised text reads
// as text, the form provision numbers are parsed from (art. 479⁴, art.
// 398¹ — see provNum; the court portals raise "(14)" in art. 477⁽¹⁴⁾).
// Anything else (a raised "a", "ter") is left as it is. SuperscriptDigits
// is the reverse for digits.
func Superscript(s string) string {
	if !strings.ContainsAny(s, raisable) {
		return s
	}
	return raise.Replace(s)
}

// SuperscriptDigits writes superscript digits as plain digits ("417¹" →
// "4171"); callers that key units by it add the "^" themselves.
func SuperscriptDigits(s string) string { return supDigits.Replace(s) }

// superIndex returns the offset of the first superscript digit of s, or -1.
func superIndex(s string) int {
	return strings.IndexFunc(s, IsSuperscriptDigit)
}
