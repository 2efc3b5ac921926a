package claims

import (
	"citeguard/pl"
)

// formMatch is a ruling's form named in the text (wyrok, uchwała…).
type formMatch struct {
	Start, End int
	Form       string // its nominative (pl's forms.tsv): wyrok, uchwała, decyzja…
}

// findForms returns the ruling forms named in text at the tForm triggers:
// a word that is a writing of a form (pl.FormAt).
func findForms(text string, hits []int) []formMatch {
	var out []formMatch
	for _, h := range hits {
		if h > 0 && isLetterBefore(text, h) {
			continue
		}
		if fw, n := pl.FormAt(text[h:]); n > 0 {
			out = append(out, formMatch{Start: h, End: h + n, Form: fw.Form})
		}
	}
	return out
}

// findCourts returns the courts named in text (pl.FindCourts).
func findCourts(text string) []pl.CourtMatch { return pl.FindCourts(text) }
