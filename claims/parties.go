package claims

import (
	"regexp"
	"sort"
	"strings"
)

// partyMatch is the parties of a case as the memo names them.
type partyMatch struct {
	Start, End int
	Strony     string // "X przeciwko Y", or one party
}

var (
	// z powództwa X przeciwko Y; w sprawie z powództwa X przeciwko Y o zapłatę.
	rePowodztwo = regexp.MustCompile(`^(?:w` + sp + `+sprawie` + sp + `+z` + sp + `+(?:powództwa|wniosku)|z` + sp + `+powództwa|z` + sp + `+wniosku|w` + sp + `+sprawie)` + sp + `+([^,;()]{2,100}?)` + sp + `+przeciwko` + sp + `+([^,;()]{2,100}?)(?:` + sp + `+o` + sp + `|` + sp + `+z` + sp + `+udziałem|` + sp + `+w` + sp + `+przedmiocie|[,;()]|\.` + sp + `+\p{Lu}|\.$|$)`)
	// ze skargi X na …; ze skargi kasacyjnej X od …
	reSkarga = regexp.MustCompile(`^ze` + sp + `+skargi(?:` + sp + `+(?:kasacyjnej|konstytucyjnej))?` + sp + `+(\p{Lu}[^,;()]{1,100}?)(?:` + sp + `+(?:na|od|o|w` + sp + `+sprawie)` + sp + `|[,;()]|\.(?:` + sp + `|$))`)
	// Costa v. ENEL; Schrems v. Data Protection Commissioner.
	reVersus = regexp.MustCompile(`(\p{Lu}[\p{L}.'&-]*(?:` + sp + `+\p{Lu}[\p{L}.'&-]*){0,4})` + sp + `+(?:v\.|vs\.)` + sp + `+(\p{Lu}[\p{L}.'&-]*(?:` + sp + `+(?:\p{Lu}[\p{L}.'&-]*|i|and|of|de|du)){0,5})`)
)

// findParties returns the parties named in text, sorted by start.
func findParties(text string, tr *[nTrig][]int) []partyMatch {
	var out []partyMatch
	if strings.Contains(text, "przeciwko") {
		for _, h := range tr[tParty] {
			if m := matchAt(rePowodztwo, text, h, 260); m != nil {
				out = append(out, partyMatch{m[0], m[5], clean(text[m[2]:m[3]]) + " przeciwko " + clean(text[m[4]:m[5]])})
			}
		}
	}
	for _, h := range tr[tSkarga] {
		if m := matchAt(reSkarga, text, h, 200); m != nil {
			out = append(out, partyMatch{m[0], m[3], clean(text[m[2]:m[3]])})
		}
	}
	vs := windows(text, tr[tVersus], 90, 110)
	findInWindows(reVersus, text, vs, func(m []int) {
		if !overlapsParty(out, m[0], m[1]) {
			out = append(out, partyMatch{m[0], m[1], clean(text[m[2]:m[3]]) + " przeciwko " + clean(text[m[4]:m[5]])})
		}
	})
	sort.Slice(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out
}

func overlapsParty(ps []partyMatch, s, e int) bool {
	for _, p := range ps {
		if s < p.End && p.Start < e {
			return true
		}
	}
	return false
}

// clean collapses white space (NBSP and line breaks included).
func clean(s string) string {
	tidy := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\n' || c == '\t' || c == '\r' || c == '\f' || c == '\v' || c == 0xC2 || c == 0xE2 && i+1 < len(s) && s[i+1] == 0x80 ||
			c == ' ' && (i == 0 || i == len(s)-1 || s[i+1] == ' ') {
			tidy = false
			break
		}
	}
	if tidy {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		if r == ' ' || r == '\n' || r == '\t' || r == '\r' || r == '\f' || r == '\v' || r == '\u00a0' || r == '\u2009' || r == '\u202f' || r == '\u2007' || r == '\u0085' || r == '\u2028' || r == '\u2029' {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}
