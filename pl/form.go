package pl

import "strings"

// The forms of a ruling, as CanonicalForm names them.
const (
	FormWyrok         = "wyrok"
	FormPostanowienie = "postanowienie"
	FormUchwala       = "uchwała"
	FormZarzadzenie   = "zarządzenie"
	FormOrzeczenie    = "orzeczenie"
)

// formStems maps the stem of a form, in any grammatical case, and the
// English names of SAOS (SENTENCE, DECISION, RESOLUTION) to the form.
var formStems = []struct{ stem, form string }{
	{"wyrok", FormWyrok}, {"sentence", FormWyrok}, {"judgment", FormWyrok},
	{"postanowie", FormPostanowienie}, {"decision", FormPostanowienie},
	{"uchwał", FormUchwala}, {"uchwal", FormUchwala}, {"resolution", FormUchwala},
	{"zarządze", FormZarzadzenie}, {"regulation", FormZarzadzenie},
	{"orzecze", FormOrzeczenie},
}

// CanonicalForm names the form of a ruling as written in a memo or a
// library's metadata ("wyrokiem", "uchwała SN", "Postanowienie", "DECISION")
// in the nominative; "" when s names none. An "orzeczenie" is the generic
// word: SameForm treats it as any form.
func CanonicalForm(s string) string {
	l := strings.ToLower(strings.TrimSpace(s))
	for _, f := range formStems {
		if strings.HasPrefix(l, f.stem) {
			return f.form
		}
	}
	return ""
}

// SameForm reports whether two writings may name the same form of a
// ruling: equal forms, or either unknown or the generic "orzeczenie".
func SameForm(a, b string) bool {
	fa, fb := CanonicalForm(a), CanonicalForm(b)
	return fa == "" || fb == "" || fa == FormOrzeczenie || fb == FormOrzeczenie || fa == fb
}
