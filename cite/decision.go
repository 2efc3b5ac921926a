package cite

// Decision is the outcome of the layer-1 card of ocena-outputu-pl.
type Decision string

// The decisions, from best to worst.
const (
	Wyslij           Decision = "Wyślij"            // every claim 🟢
	Popraw           Decision = "Popraw"            // some 🟡/🟠, no 🔴/⛔
	PelnaWeryfikacja Decision = "Pełna weryfikacja" // any 🔴/⛔, or the memo could not be checked
)

// Decide is the decision for a memo's summary. A memo that could not be
// checked (failed) needs full verification: it fails closed.
func Decide(s Summary, failed bool) Decision {
	switch {
	case failed || s.Blocked():
		return PelnaWeryfikacja
	case s.AllVerified():
		return Wyslij
	}
	return Popraw
}

// Blocks reports whether the decision holds the memo back (🔴/⛔ or not
// checked).
func (d Decision) Blocks() bool { return d == PelnaWeryfikacja }

// Better reports whether d is a better decision than o (an unknown
// decision is worse than any).
func (d Decision) Better(o Decision) bool { return d.rank() > o.rank() }

func (d Decision) rank() int {
	switch d {
	case PelnaWeryfikacja:
		return 0
	case Popraw:
		return 1
	case Wyslij:
		return 2
	}
	return -1
}
