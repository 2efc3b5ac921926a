package claims

import (
	"strings"

	"citeguard/pl"
)

// The whitespace and dash classes of the grammars (pl).
const (
	sp = pl.SpaceClass
	ds = pl.DashClass
)

// findSignatures returns every signature, CJEU case number, ECLI and CELEX in
// text (pl's grammars), in order, without overlaps (the longer match wins).
func findSignatures(text string) []pl.Identifier {
	var out []pl.Identifier
	// Every signature holds a "digits/digits" slash: try the anchored
	// grammar at the token starts up to 64 bytes before each one.
	var starts []int
	covered := 0
	for p := strings.IndexByte(text, '/'); p >= 0; {
		if p >= covered && digitNear(text, p) {
			starts = tokenStarts(text, p-64, p, starts)
			for _, q := range starts {
				if q < covered {
					continue
				}
				if id, ok := pl.SignatureAt(text, q); ok {
					out = append(out, id)
					if id.End > p {
						covered = id.End
						break
					}
				}
			}
		}
		k := strings.IndexByte(text[p+1:], '/')
		if k < 0 {
			break
		}
		p += 1 + k
	}
	out = append(out, pl.FindECLIs(text)...)
	out = append(out, pl.FindCELEXs(text)...)
	return pl.SortIdentifiers(out)
}

// digitNear reports whether the slash at p has a digit right after it
// (spaces allowed), as the number/year of a signature does.
func digitNear(text string, p int) bool {
	for i := p + 1; i < len(text) && i < p+4; i++ {
		if c := text[i]; c >= '0' && c <= '9' {
			return true
		} else if c != ' ' && c != '\n' {
			return false
		}
	}
	return false
}
