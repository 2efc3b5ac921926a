package extract

import (
	"unicode"

	"citeguard/pl"
)

// namesSource reports whether a reference list's entry t names a source:
// a case signature, a provision, an act, a court, a ruling's form
// („wyrok”, „uchwała”), a Dz. U. reference, an ECLI or a CELEX number.
func namesSource(t string) bool {
	if pl.DzUKey(t) != "" || len(pl.FindCourts(t)) > 0 || pl.FindECLI(t) != "" || pl.FindCELEX(t) != "" {
		return true
	}
	prev := ' '
	for i, r := range t {
		if !unicode.IsLetter(prev) && !unicode.IsDigit(prev) && (unicode.IsLetter(r) || r == '§') {
			if _, ok := pl.SignatureAt(t, i); ok {
				return true
			}
			if _, _, ok := pl.MatchProvision(t[i:]); ok {
				return true
			}
			if a, _ := pl.MatchAct(t[i:]); a != nil {
				return true
			}
			if _, n := pl.FormAt(t[i:]); n > 0 {
				return true
			}
		}
		prev = r
	}
	return false
}
