package claims

// The memo's own argument with a ruling cited in support: „Argument o
// wadliwym nadzorze nie powinien przesądzić o wyniku sporu (wyrok …)”,
// „Okoliczność ta może mieć znaczenie dla oceny winy (…)”. The sentence
// is no holding the memo attributes to the court („Według SN …”, „SN
// przyjął, że …”, „W wyroku X sąd wskazał …”): its subject is not a court
// and it evaluates (a normative or modal word). It stays a paraphrase
// claim (the fail-safe), marked Argument: the ruling need not say it in
// its words, so a human judges whether the ruling supports it.

import (
	"citeguard/pl"
)

// memoArgument reports whether sentence i, whose citation c is cited in
// support (supportsStatement), is the memo's own argument: a normative
// word („powinien”, „należy”) or „może mieć” outside its quotations and
// citations, and no court, source frame („według”, „zdaniem”, „w
// wyroku”), „że”/„iż”, verb of saying or reporting participle there.
func (x *extractor) memoArgument(i int, ws []word) bool {
	s := x.sents[i]
	normative := false
	for k, w := range ws {
		if inCitation(x.cits[i], s.Start+w.start) {
			continue
		}
		switch {
		case w.s == "że" || w.s == "iż" || isReportVerb(w.s) || pl.Participles.Has(w.s):
			return false
		case pl.HoldingFrames.Has(w.s) || pl.CourtHeads.Has(w.s) || pl.IsCourtAbbrev(w.s):
			return false
		case pl.ArgumentModals.Has(w.s):
			normative = true
		case pl.ArgumentMay.Has(w.s) && k+1 < len(ws) && pl.ArgumentMayVerbs.Has(ws[k+1].s):
			normative = true
		}
	}
	if !normative {
		return false
	}
	for _, m := range pl.FindCourts(x.text[s.Start:s.End]) {
		if !inCitation(x.cits[i], s.Start+m.Start) {
			return false
		}
	}
	return true
}
