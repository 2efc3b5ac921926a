package engine

// A procedural fact's outcome against the ruling's operative part: „Sąd
// Okręgowy … VIII Ca 1/14 oddalił apelację” where the ruling „zmienia
// zaskarżony wyrok” states a wrong fact, whatever its anchor.

import (
	"regexp"

	"citeguard/cite"
	"citeguard/norm"
	"citeguard/pl"
)

// sameCourt reports whether a memo's verb may be the cited ruling's
// court's own: no court named before it, or one that is the ruling's.
func sameCourt(memo string, s *sentencja) bool {
	switch memo {
	case "":
		return true
	case "second":
		return s.appeal && s.court != "sn"
	case "first":
		return !s.appeal && s.court != "sn"
	}
	return memo == s.court
}

// statedOutcomes are the outcomes a memo's procedural fact states of the
// cited court: its verbs up to the first word past which a verb is no
// longer that court's own (a relative or reported clause, a negation).
func statedOutcomes(claim string) []outcome {
	ws := verdictWords(claim)
	var out []outcome
	court, actor, reported := "", false, false
	for i, w := range ws {
		if pl.IsVerdictWord(pl.VerdictReport, w.fold) && !reported {
			// „piszesz, że SA … uwzględnił”: the court named next acts.
			reported = true
			continue
		}
		if pl.IsVerdictWord(pl.VerdictStop, w.fold) {
			break
		}
		if c := courtAt(ws, i); c != "" {
			court, actor, reported = c, false, false
		}
		if reported {
			if pl.VerdictKey(pl.VerdictMemo, w.fold) != "" {
				break // „…, że oddalił”: no court named since
			}
			continue
		}
		if pl.IsVerdictWord(pl.VerdictActor, w.fold) {
			actor = true
		}
		if f := pl.VerdictKey(pl.VerdictMemo, w.fold); f != "" && !actor {
			o := readOutcome(ws, i, f, pl.VerdictMemo)
			o.court = court
			// „oddalił apelację w pozostałej części”: in part, cannot tell.
			if o.level() != "" && !o.cost && !o.partial {
				out = append(out, o)
			}
		}
	}
	return out
}

// outcomeConflict is the outcome of an operative part that contradicts
// one a memo states, and the one it states; ok false when the ruling
// bears it out, or when it cannot tell (no operative part, an outcome in
// part, several appeals, an appeal of another party, a verb the operative
// part has no counterpart of).
func outcomeConflict(claim string, src *norm.Source) (found, stated outcome, ok bool) {
	if src == nil {
		return
	}
	memo := statedOutcomes(claim)
	if len(memo) == 0 {
		return
	}
	s := operativePart(src)
	if s == nil {
		return
	}
	for _, m := range memo {
		if o, bad := wrongParty(m, s); bad {
			return o, m, true
		}
	}
	if s.partial {
		return
	}
	for _, m := range memo {
		if o, bad := contradicts(m, s); bad {
			return o, m, true
		}
	}
	return
}

// contradicts is the outcome of s that contradicts m when s bears no
// outcome consistent with m and has one of another family about the same.
func contradicts(m outcome, s *sentencja) (outcome, bool) {
	if !sameCourt(m.court, s) {
		return outcome{}, false
	}
	lvl := m.level()
	switch lvl {
	case "remedy":
		// „uchyla wyrok zaoczny” of a first instance is no appeal's outcome.
		if !s.appeal || s.plural || m.party != "" && otherParty(s.parties, m.party) {
			return outcome{}, false
		}
	case "claim":
		if s.appeal || s.remedy {
			return outcome{}, false
		}
	default:
		return outcome{}, false
	}
	var opposite *outcome
	for i, o := range s.outcomes {
		if o.cost || o.level() != lvl || !comparable(m, o) {
			continue
		}
		if consistent(m.family, o.family) {
			return outcome{}, false
		}
		if opposite == nil {
			opposite = &s.outcomes[i]
		}
	}
	if opposite == nil {
		return outcome{}, false
	}
	return *opposite, true
}

// wrongParty is the operative part's naming of the means of appeal a
// memo's outcome names of a party („oddalił apelację pozwanego”) when the
// ruling decided only that means of the opposite party („na skutek
// apelacji powoda”): the fact names the wrong party, whatever the outcome
// (issue 22). An operative part that names no party of that means, names
// the memo's party, names a party that may be the memo's under another
// name, or several appeals tells nothing.
func wrongParty(m outcome, s *sentencja) (outcome, bool) {
	if m.party == "" || m.level() != "remedy" || m.object == pl.VerdictDecision || m.object == pl.VerdictAdmin {
		return outcome{}, false
	}
	if !s.appeal || s.plural || s.unsure[m.object] || !sameCourt(m.court, s) {
		return outcome{}, false
	}
	named := s.named[m.object]
	if len(named) == 0 {
		return outcome{}, false
	}
	for _, n := range named {
		if n.party == m.party || !pl.OpposedParties(n.party, m.party) {
			return outcome{}, false
		}
	}
	return outcome{family: "strona", object: m.object, party: named[0].party, text: named[0].text}, true
}

// otherParty reports whether the operative part names the appeal of a
// party other than p and not p's.
func otherParty(parties map[string]bool, p string) bool {
	if parties[p] {
		return len(parties) > 1
	}
	return len(parties) > 0
}

// comparable reports whether two outcomes are about the same: the same
// means of appeal, or one of them about the decision appealed by the
// other (a court's decision by an apelacja, a kasacja, a zażalenie, a
// skarga; an administrative decyzja by an odwołanie).
func comparable(m, o outcome) bool {
	if m.object == o.object || m.level() == "claim" {
		return true
	}
	pair := func(a, b string) bool {
		switch a {
		case pl.VerdictDecision:
			return b != pl.VerdictAdmin && b != pl.VerdictAppeal
		case pl.VerdictAdmin:
			return b == pl.VerdictAppeal
		}
		return false
	}
	return pair(m.object, o.object) || pair(o.object, m.object)
}

// consistent reports whether an operative part's outcome of family o bears
// out a memo's of family m: the same family, a dismissal for an appealed
// decision upheld, an appeal granted for a decision changed or set aside.
func consistent(m, o string) bool {
	if m == o {
		return true
	}
	group := func(f string) string {
		switch f {
		case "oddalenie", "utrzymanie":
			return "oddalenie"
		case "uwzglednienie", "zasadzenie":
			return "uwzglednienie"
		}
		return f
	}
	if group(m) == group(o) {
		return true
	}
	return m == "uwzglednienie" && (o == "zmiana" || o == "uchylenie") ||
		(m == "zmiana" || m == "uchylenie") && o == "uwzglednienie"
}

// decideOutcome turns a procedural fact whose anchor holds red when the
// outcome it states is contradicted by the ruling's operative part.
func decideOutcome(out *Result, claim string, anchor *cite.Anchor, src *norm.Source) {
	if anchor != nil && otherSignature(claim, anchor.Sygnatura) {
		return
	}
	found, stated, ok := outcomeConflict(claim, src)
	if !ok {
		return
	}
	out.Status = cite.Niezweryfikowany
	out.Found = cite.Found(cite.OutcomeContradicts, found.text, stated.text)
}

// caseNumber is the number of a signature („506/14”, „1899/13”).
var caseNumber = regexp.MustCompile(`\b\d{1,5}/\d{2,4}\b`)

// otherSignature reports whether the claim names a case number that is not
// the anchor's: the outcome it states may be that other case's („… jak w
// sprawie III AUa 384/11 uchylił wyrok”).
func otherSignature(claim, sig string) bool {
	own := caseNumber.FindString(sig)
	for _, n := range caseNumber.FindAllString(claim, -1) {
		if n != own {
			return true
		}
	}
	return false
}
