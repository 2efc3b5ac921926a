package claims

import (
	"regexp"
	"strings"

	"citeguard/pl"
)

// formMatch is a ruling's form named in the text (wyrok, uchwała…).
type formMatch struct {
	Start, End int
	Form       string // nominative: wyrok, uchwała, postanowienie, orzeczenie, decyzja, opinia
}

var reForm = regexp.MustCompile(`(?i)^(wyrok(?:u|iem|i|ach|ów|om)?|uchwa(?:ła|ły|le|łę|łą|łach|ł)|postanowieni(?:e|a|u|em|ach)|orzeczeni(?:e|a|u|em|ach)|decyzj(?:a|i|ę|ą)|opini(?:a|i|ę|ą))(?:[^\p{L}]|$)`)

// findForms returns the ruling forms named in text at the tForm triggers.
func findForms(text string, hits []int) []formMatch {
	var out []formMatch
	lo := 0
	for _, h := range hits {
		if h > 0 && isLetterBefore(text, h) {
			continue
		}
		m := matchAt(reForm, text, h, 24)
		if m == nil {
			continue
		}
		m = m[2:4]
		w := strings.ToLower(text[m[0]:m[1]])
		f := "wyrok"
		switch {
		case strings.HasPrefix(w, "uchwa"):
			f = "uchwała"
		case strings.HasPrefix(w, "postanow"):
			f = "postanowienie"
		case strings.HasPrefix(w, "orzecz"):
			f = "orzeczenie"
		case strings.HasPrefix(w, "decyz"):
			f = "decyzja"
		case strings.HasPrefix(w, "opini"):
			f = "opinia"
		}
		out = append(out, formMatch{Start: lo + m[0], End: lo + m[1], Form: f})
	}
	return out
}

// findCourts returns the courts named in text (pl.FindCourts).
func findCourts(text string) []pl.CourtMatch { return pl.FindCourts(text) }
