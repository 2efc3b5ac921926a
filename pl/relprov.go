package pl

import (
	"regexp"
	"strings"
)

// A unit of the provision named before: "§ 3 tego artykułu", "ust. 2 tego
// przepisu", "zdanie drugie tego paragrafu", "pkt 4 powołanego artykułu".
// The claim extractor finds the units (MatchRelativeUnits) and puts them
// in the provision it points back to (Provision.WithUnits).

// reRelUnits is a run of units at the start of a text, with no article.
var reRelUnits = regexp.MustCompile(`^` + provUnit + `(?:` + sp + `*` + provUnit + `)*`)

// maxRelPointers is how many pointer words may stand between the units
// and the noun ("tego samego", "wyżej powołanego").
const maxRelPointers = 2

// MatchRelativeUnits reads, at the start of s, units of a provision that
// the words after them point back to: "§ 3 tego artykułu", "ust. 2 pkt 1
// powołanego przepisu", "zdaniu drugim tego paragrafu" (RelativePointers,
// then one of RelativeProvisionNouns). It returns the units as a
// provision writes them ("§ 3", "ust. 2 pkt 1", "zd. drugie") and the
// length read, up to the end of the noun.
func MatchRelativeUnits(s string) (string, int, bool) {
	m := reRelUnits.FindStringIndex(s)
	if m == nil {
		return "", 0, false
	}
	at, pointers := m[1], 0
	for {
		w, next := nextWord(s, at)
		if w == "" {
			return "", 0, false
		}
		switch {
		case RelativePointers.Has(w) && pointers < maxRelPointers:
			pointers++
			at = next
			continue
		case pointers > 0 && (RelativeProvisionNouns.Has(w) || RelativeProvisionNouns.Has(strings.TrimSuffix(w, "."))):
			if !RelativeProvisionNouns.Has(w) {
				next-- // "tego artykułu." ends the sentence
			}
			p, _, ok := MatchProvision("art. 1 " + s[:m[1]])
			if !ok {
				return "", 0, false
			}
			units := strings.TrimPrefix(p.Written, "art. 1 ")
			if units == p.Written {
				return "", 0, false
			}
			return units, next, true
		}
		return "", 0, false
	}
}

// nextWord returns the lower-cased word after the spaces at offset at in
// s (letters and a trailing dot, "art.", "ww.") and the offset after it.
func nextWord(s string, at int) (string, int) {
	i := at
	for i < len(s) && (s[i] == ' ' || s[i] == '\n') || strings.HasPrefix(s[i:], "\u00a0") {
		if s[i] == ' ' || s[i] == '\n' {
			i++
		} else {
			i += 2
		}
	}
	if i == at {
		return "", at
	}
	j := i
	for j < len(s) && s[j] != ' ' && s[j] != '\n' && s[j] != ',' && s[j] != ';' && s[j] != ':' && s[j] != ')' && s[j] != '(' && !strings.HasPrefix(s[j:], "\u00a0") && !strings.HasPrefix(s[j:], "„") && !strings.HasPrefix(s[j:], "”") {
		j++
	}
	return strings.ToLower(s[i:j]), j
}

// WithUnits returns p with units (as MatchRelativeUnits gives them) in
// place of its own units of their rank and below: art. 446 with "§ 3" is
// art. 446 § 3, art. 24 § 1 with "zd. 2" art. 24 § 1 zd. 2, art. 6 ust. 1
// lit. f with "ust. 2" art. 6 ust. 2. A recital or a range of articles
// has no such units.
func (p Provision) WithUnits(units string) (Provision, bool) {
	if p.Art == "" || p.ArtTo != "" || p.Motyw != "" {
		return Provision{}, false
	}
	u := reProvUnit.FindStringSubmatch(units)
	if u == nil {
		return Provision{}, false
	}
	rank := unitRank(normUnit(u[1]))
	head := p.Written
	for _, pu := range reProvUnit.FindAllStringSubmatchIndex(p.Written, -1) {
		if unitRank(normUnit(p.Written[pu[2]:pu[3]])) >= rank {
			head = p.Written[:pu[0]]
			break
		}
	}
	q, n, ok := MatchProvision(strings.TrimRight(head, " ") + " " + units)
	if !ok || n < len(strings.TrimRight(head, " "))+1+len(units) {
		return Provision{}, false
	}
	return q, true
}
