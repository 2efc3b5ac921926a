package cite

// Status is the verdict on one claim.
type Status string

// The statuses, best first. NIEZWERYFIKOWANY and BRAK_ZRODLA are hard
// blocks (🔴, ⛔); ZMODYFIKOWANY, WYMAGA_OSADU and KALIBRACJA need a human
// decision (🟡, 🟠).
const (
	Zweryfikowany    Status = "ZWERYFIKOWANY"
	Zmodyfikowany    Status = "ZMODYFIKOWANY"
	WymagaOsadu      Status = "WYMAGA_OSADU"
	Kalibracja       Status = "KALIBRACJA"
	Niezweryfikowany Status = "NIEZWERYFIKOWANY"
	BrakZrodla       Status = "BRAK_ZRODLA"
)

// statusOrder lists the statuses from best to worst.
var statusOrder = [...]Status{Zweryfikowany, Zmodyfikowany, WymagaOsadu, Kalibracja, Niezweryfikowany, BrakZrodla}

// Blocks reports whether the status is a hard block (🔴 or ⛔).
func (s Status) Blocks() bool { return s == Niezweryfikowany || s == BrakZrodla }

// Rank orders statuses from best (0, ZWERYFIKOWANY) to worst (5,
// BRAK_ZRODLA); an unknown status ranks -1.
func (s Status) Rank() int {
	for i, o := range statusOrder {
		if o == s {
			return i
		}
	}
	return -1
}

// Better reports whether s is a better outcome than o.
func (s Status) Better(o Status) bool { return s.Rank() < o.Rank() }
