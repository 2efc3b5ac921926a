package pl

import (
	"regexp"
	"sort"
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
// then one of RelativeProvisionNouns), or a pronoun before them: "jego §
// 3" (RelativePronouns). It returns the units as a
// provision writes them ("§ 3", "ust. 2 pkt 1", "zd. drugie") and the
// length read, up to the end of the noun.
func MatchRelativeUnits(s string) (string, int, bool) {
	if w, next := nextWord(" "+s, 0); RelativePronouns.Has(w) {
		// "jego § 3": the pronoun before the units.
		next--
		m := reRelUnits.FindStringIndex(strings.TrimLeft(s[next:], " \u00a0"))
		if m == nil {
			return "", 0, false
		}
		skip := len(s[next:]) - len(strings.TrimLeft(s[next:], " \u00a0"))
		if skip == 0 {
			return "", 0, false
		}
		units, ok := unitsWritten(s[next+skip : next+skip+m[1]])
		return units, next + skip + len(strings.TrimRight(s[next+skip:next+skip+m[1]], " \u00a0")), ok
	}
	s = lowerZd(s)
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
			units, ok := unitsWritten(s[:m[1]])
			return units, next, ok
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

// unitsWritten writes units read by reRelUnits as a provision does: "§ 3",
// "zd. drugie" of "zdaniu drugim".
func unitsWritten(s string) (string, bool) {
	p, _, ok := MatchProvision("art. 1 " + s)
	if !ok {
		return "", false
	}
	units := strings.TrimPrefix(p.Written, "art. 1 ")
	return units, units != p.Written
}

// UnitsAt reads s as units of a provision and nothing else ("§ 3",
// "zdaniu drugim § 2": the units written before their article) and
// returns them as a provision writes them, in the order of its ranks
// ("§ 2 zd. drugie").
func UnitsAt(s string) (string, bool) {
	s = lowerZd(s)
	m := reRelUnits.FindStringIndex(s)
	if m == nil || m[1] != len(s) {
		return "", false
	}
	us := reProvUnit.FindAllStringSubmatch(s, -1)
	sort.SliceStable(us, func(a, b int) bool { return unitRank(normUnit(us[a][1])) < unitRank(normUnit(us[b][1])) })
	var b strings.Builder
	for _, u := range us {
		b.WriteString(u[0] + " ")
	}
	return unitsWritten(strings.TrimSpace(b.String()))
}

// lowerZd writes a sentence unit that opens a sentence ("Zdanie drugie
// …", "Zd. 1 …") in lower case, as the grammar reads it.
func lowerZd(s string) string {
	if strings.HasPrefix(s, "Zd") {
		return "z" + s[1:]
	}
	return s
}

// UnitsAtStart reads units of a provision at the start of s, after at most
// a comma and spaces ("§ 4" of "tamże, § 4: „…”", "ust. 2 pkt 1" of
// "tamże ust. 2 pkt 1") and returns them as a provision writes them and
// the length read (up to the end of the last unit).
func UnitsAtStart(s string) (string, int, bool) {
	t := strings.TrimLeft(s, " ,\u00a0")
	skip := len(s) - len(t)
	if strings.Count(s[:skip], ",") > 1 {
		return "", 0, false
	}
	m := reRelUnits.FindStringIndex(lowerZd(t))
	if m == nil {
		return "", 0, false
	}
	w := strings.TrimRight(t[:m[1]], " \u00a0")
	if units, ok := UnitsAt(w); ok {
		return units, skip + len(w), true
	}
	return "", 0, false
}
