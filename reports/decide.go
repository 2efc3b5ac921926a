package reports

import "slices"

// Blocks reports whether a status is a hard block (🔴 or ⛔).
func Blocks(status string) bool { return status == Niezweryfikowany || status == BrakZrodla }

// Finish computes the summary, Blocked and the decision from the results.
// A memo that could not be checked (Error set) is blocked and needs full
// verification: it fails closed.
func (m *Memo) Finish() {
	m.Summary = Summary{}
	for _, c := range m.Results {
		m.Summary.add(c.Status)
	}
	m.Blocked = m.Error != "" || m.Summary.Niezweryfikowane > 0 || m.Summary.BrakZrodla > 0
	switch {
	case m.Blocked:
		m.Decision = PelnaWeryfikacja
	case m.Summary.Total == m.Summary.Zweryfikowane:
		m.Decision = Wyslij
	default:
		m.Decision = Popraw
	}
}

func (s *Summary) add(status string) {
	s.Total++
	switch status {
	case Zweryfikowany:
		s.Zweryfikowane++
	case Zmodyfikowany:
		s.Zmodyfikowane++
	case WymagaOsadu:
		s.WymagaOsadu++
	case Kalibracja:
		s.Kalibracja++
	case Niezweryfikowany:
		s.Niezweryfikowane++
	case BrakZrodla:
		s.BrakZrodla++
	}
}

// decisionRank orders decisions from worst (0) to best.
func decisionRank(d string) int {
	return slices.Index([]string{PelnaWeryfikacja, Popraw, Wyslij}, d)
}

// NextRevision is the number a re-check of this memo's report takes: 2
// after a first check, N+1 after revision N.
func (m *Memo) NextRevision() int {
	if m.Revision != nil {
		return m.Revision.N + 1
	}
	return 2
}

// Revise applies the monotonic rule of ocena-outputu-pl to a re-check: a
// decision may always go down; it may go up only on new evidence, that is a
// layer-1 result different from the previous one. prevLayer1 is the layer-1
// line of the previous report. It sets m.Revision and, when a raise is
// refused, keeps the previous decision.
func (m *Memo) Revise(n int, prevDecision, prevLayer1 string) {
	r := &Revision{N: n, Before: prevDecision, After: m.Decision}
	if decisionRank(m.Decision) > decisionRank(prevDecision) && Layer1(m) == prevLayer1 {
		r.Rejected = m.Decision
		r.After = prevDecision
		m.Decision = prevDecision
	}
	m.Revision = r
}
