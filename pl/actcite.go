package pl

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Cited is how a lawyer writes the act after a provision: its first short
// name ("art. 483 § 1 k.c.", "art. 6 RODO"), else its name in the genitive
// ("art. 47 Konstytucji RP"), else its name.
func (a Act) Cited() string {
	switch {
	case len(a.Abbrevs) > 0:
		return a.Abbrevs[0]
	case a.Genitive != "":
		return a.Genitive
	}
	return a.Name
}

// CiteActs rewrites every act of the table named by its canonical Name
// right after a provision ("art. 483 § 1 Kodeks cywilny", the nominative a
// claim's anchor carries) the way a lawyer writes it ("art. 483 § 1 k.c.").
// A name that does not follow a provision (a source's title, "Kodeks
// cywilny" alone) is left as it is.
func CiteActs(s string) string {
	for _, a := range acts {
		s = citeAct(s, a)
	}
	return s
}

// citeAct rewrites the occurrences of act a's Name after a provision in s.
func citeAct(s string, a Act) string {
	name := " " + a.Name
	var b strings.Builder
	for {
		i := strings.Index(s, name)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		end := i + len(name)
		if afterProvision(s[:i]) && wordEnds(s[end:]) {
			b.WriteString(s[:i] + " " + a.Cited())
		} else {
			b.WriteString(s[:end])
		}
		s = s[end:]
	}
}

// afterProvision reports whether text before ends with a provision's last
// unit: a number (plain or raised, "483", "22²", "385^1") or a letter of
// "lit. a".
func afterProvision(before string) bool {
	fields := strings.Fields(before)
	if len(fields) == 0 {
		return false
	}
	last := fields[len(fields)-1]
	if len(fields) >= 2 && fields[len(fields)-2] == "lit." {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(last)
	return unicode.IsDigit(r) || IsSuperscriptDigit(r)
}

// wordEnds reports whether rest starts where a word ends.
func wordEnds(rest string) bool {
	r, _ := utf8.DecodeRuneInString(rest)
	return rest == "" || !unicode.IsLetter(r) && !unicode.IsDigit(r)
}
