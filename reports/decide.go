package reports

import (
	"strconv"

	"citeguard/cite"
)

// Finish words what the check found (each claim's Found, each not-checked
// reference's) and computes the summary, Blocked and the decision from the
// results. A memo that could not be checked (Error set) is blocked and needs full
// verification: it fails closed.
func (m *Memo) Finish() {
	m.number()
	m.word()
	m.Summary = m.Tally()
	m.Decision = cite.Decide(m.Summary, m.Error != "")
	m.Blocked = m.Decision.Blocks()
}

// number numbers the claims C1, C2, … in the order the report lists
// them: the claims the check set aside (a provision not checked, a
// string that is no claim) leave no gap, so the table starts at C1.
func (m *Memo) number() {
	for i := range m.Results {
		m.Results[i].ID = "C" + strconv.Itoa(i+1)
	}
}

// Tally counts the statuses of the memo's results (the summary as the
// results say it, whatever Summary holds).
func (m *Memo) Tally() cite.Summary {
	var s cite.Summary
	for _, c := range m.Results {
		s.Add(c.Status)
	}
	return s
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
// layer-1 result different from the previous one — with the statuses: a
// claim fixed from 🔴 to 🟡 is new evidence though its id stays on the
// line. prevEvidence is Evidence of the previous report. It sets m.Revision
// and, when a raise is refused, keeps the previous decision.
func (m *Memo) Revise(n int, prevDecision cite.Decision, prevEvidence string) {
	r := &Revision{N: n, Before: prevDecision, After: m.Decision}
	if m.Decision.Better(prevDecision) && Evidence(m) == prevEvidence {
		r.Rejected = m.Decision
		r.After = prevDecision
		m.Decision = prevDecision
	}
	m.Revision = r
}
