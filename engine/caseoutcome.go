package engine

// The outcome a memo's procedural fact states with the case as its subject
// („apelacja okazała się zasadna”, „powództwo zostało oddalone”, „skarga
// kasacyjna została uwzględniona”, „doszło do uchylenia wyroku”; read by
// pl.ReadOutcome) against the ruling's operative part (sentencja.go).

import (
	"citeguard/norm"
	"citeguard/pl"
)

// CaseOutcomeDiffers reports the words of src's operative part that
// contradict the outcome o a memo states with the case as its subject:
// every outcome of the operative part about that remedy (or about the
// ruling under appeal) is the opposite, and the part decides in full. An
// outcome about the claim („powództwo”) is compared only with the part's
// own word about it. ok false when the operative part bears it out, when
// there is none, when it decides in part or speaks of another remedy.
func CaseOutcomeDiffers(o pl.Outcome, src *norm.Source) (found string, ok bool) {
	if src == nil {
		return "", false
	}
	d, ok := caseConflict(o, headOfRuling(src))
	return d.text, ok
}

// caseConflict is the first outcome of s opposite to o when every outcome
// of s about o's remedy is.
func caseConflict(o pl.Outcome, s *sentencja) (outcome, bool) {
	if s == nil || s.partial {
		return outcome{}, false
	}
	var first *outcome
	for i, d := range s.outcomes {
		granted, ok := grants(d)
		if !ok || !aboutRemedy(o.Remedy, remedyOf(d)) {
			continue
		}
		if granted == o.Granted {
			return outcome{}, false
		}
		if first == nil {
			first = &s.outcomes[i]
		}
	}
	if first == nil {
		return outcome{}, false
	}
	return *first, true
}

// grants reads an operative part's outcome as a remedy granted (true) or
// dismissed; ok false for one that is neither (the costs, a discontinuance,
// a refusal) or a bare dismissal that names nothing.
func grants(d outcome) (granted, ok bool) {
	if d.cost {
		return false, false
	}
	switch d.family {
	case "uwzglednienie", "zmiana", "uchylenie":
		return true, true
	case "oddalenie", "odrzucenie":
		return false, remedyOf(d) != ""
	}
	return false, false
}

// remedyOf is the remedy an operative part's outcome decides on, as
// pl.RemedyKey names it; "" for the ruling under appeal (or none named).
func remedyOf(d outcome) string {
	switch d.object {
	case pl.VerdictClaim:
		return pl.PowodKey
	case pl.VerdictDecision, pl.VerdictAdmin:
		return ""
	}
	return pl.RemedyKey(d.objectWord)
}

// aboutRemedy reports whether an operative part's outcome about remedy d
// speaks of a memo's about remedy m: the same remedy, or (for a means of
// appeal) the ruling under appeal.
func aboutRemedy(m, d string) bool {
	if m == d {
		return true
	}
	if m == pl.PowodKey {
		return false
	}
	return d == "" || m == "" && d != pl.PowodKey
}
