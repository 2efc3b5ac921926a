package cite

// Level is a verification level of the gradient.
type Level int

// The levels, weakest first. None means not even the anchor holds.
const (
	None      Level = -1
	Istnienie Level = 0 // the anchor is real and matches
	Tresc     Level = 1 // the source supports the claim in substance
	Fragment  Level = 2 // the quoted passage is in the source
)

// String is the level's name as the reference script prints it
// (ISTNIENIE, TRESC, FRAGMENT; BRAK for None).
func (l Level) String() string {
	switch l {
	case Istnienie:
		return "ISTNIENIE"
	case Tresc:
		return "TRESC"
	case Fragment:
		return "FRAGMENT"
	}
	return "BRAK"
}

// ParseLevel reads a level by name (the task format's required_level):
// ISTNIENIE, TRESC or TREŚĆ, FRAGMENT.
func ParseLevel(name string) (Level, bool) {
	switch name {
	case "ISTNIENIE":
		return Istnienie, true
	case "TRESC", "TREŚĆ":
		return Tresc, true
	case "FRAGMENT":
		return Fragment, true
	}
	return None, false
}
