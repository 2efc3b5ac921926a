package pl

import "strings"

// actNameStops are words that end an act's title written at length in a
// sentence ("… o związkach zawodowych nie odnosi się …").
var actNameStops = []string{" nie ", " jest ", " są ", " był", " został", " stanowi", " przewiduje", " w zw", " w związku", " oraz ", " a ", " któr", " w brzmieniu", " i art", " art.", " ma ", " mają ", " należy", " dotyczy", " odnosi", " wynika", " obowiązuj"}

// CanonicalAct names an act as a claim's anchor carries it: an act of the
// table written by a short name or starting with its name ("k.c.",
// "Kodeksu cywilnego") by its Name; any other reference (a title written at
// length) as written, without a publication reference, cut where the
// sentence goes on, white space collapsed. The library looks such a title
// up with LookupAct.
func CanonicalAct(raw string) string {
	t := strings.TrimSpace(strings.ReplaceAll(raw, "\u00a0", " "))
	if a := actByAbbrev(compactAbbrev(t)); a != nil {
		return a.Name
	}
	if a, _ := MatchAct(t); a != nil {
		return a.Name
	}
	if i := strings.Index(raw, "(Dz."); i > 0 {
		raw = raw[:i]
	}
	for _, stop := range actNameStops {
		if i := strings.Index(raw, stop); i > 0 {
			raw = raw[:i]
		}
	}
	return strings.Join(strings.Fields(strings.TrimRight(raw, " (")), " ")
}
