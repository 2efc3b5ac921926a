package pl

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// The superscript digits (data/superscripts.tsv): "art. 417¹" is article
// 417 with the superscript 1.

// ParseSuperscripts reads a table in the format of superscripts.tsv: the
// ten digits in order, each with its superscript form (one character).
func ParseSuperscripts(tsv string) ([10]rune, error) {
	var out [10]rune
	rows, err := tsvRows("superscripts.tsv", tsv, 2)
	if err != nil {
		return out, err
	}
	if len(rows) != 10 {
		return out, fmt.Errorf("superscripts.tsv: %d digits, want 10", len(rows))
	}
	for i, r := range rows {
		sup, n := utf8.DecodeRuneInString(r[1])
		if r[0] != string(rune('0'+i)) || n != len(r[1]) || sup < 0x80 {
			return out, fmt.Errorf("superscripts.tsv line %d: want the digit %d and one superscript character, got %q %q", i+1, i, r[0], r[1])
		}
		out[i] = sup
	}
	return out, nil
}

// superscripts is superscripts.tsv; the rest is derived from it.
var superscripts = mustParse(ParseSuperscripts(superscriptsTSV))

var (
	// superDigit is the superscript of each digit, as a string.
	superDigit = func() (t [10]string) {
		for i, r := range superscripts {
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
	for _, s := range superscripts {
		if r == s {
			return true
		}
	}
	return false
}

// SuperscriptDigits writes superscript digits as plain digits ("417¹" →
// "4171"); callers that key units by it add the "^" themselves.
func SuperscriptDigits(s string) string { return supDigits.Replace(s) }

// superIndex returns the offset of the first superscript digit of s, or -1.
func superIndex(s string) int {
	return strings.IndexFunc(s, IsSuperscriptDigit)
}
