package cite

// Summary counts the statuses of a memo's (or a task's) claims, with the
// keys of the reference script.
type Summary struct {
	Total            int `json:"total"`
	Zweryfikowane    int `json:"zweryfikowane"`
	Zmodyfikowane    int `json:"zmodyfikowane"`
	WymagaOsadu      int `json:"wymaga_osadu"`
	Kalibracja       int `json:"kalibracja"`
	Niezweryfikowane int `json:"niezweryfikowane"`
	BrakZrodla       int `json:"brak_zrodla"`
}

// Add counts one status.
func (s *Summary) Add(st Status) {
	s.Total++
	switch st {
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

// Blocked reports a hard block: any 🔴 or ⛔.
func (s Summary) Blocked() bool { return s.Niezweryfikowane > 0 || s.BrakZrodla > 0 }

// NeedsDecision reports a soft block: any 🟠 or 🟡 WYMAGA_OSADU.
func (s Summary) NeedsDecision() bool { return s.Kalibracja > 0 || s.WymagaOsadu > 0 }

// AllVerified reports whether every claim is 🟢 (true for no claims).
func (s Summary) AllVerified() bool { return s.Total == s.Zweryfikowane }
