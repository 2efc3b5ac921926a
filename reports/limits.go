package reports

import "fmt"

// Bounds of the daemon's own work (issue 25): a memo over one of them is
// not checked (or its report not written), fails closed and is never sent.
const (
	// FailOverLimit: the memo holds more claims than are checked
	// (PartClaims, Count of Limit), or its report would be larger than is
	// written (PartReport, Size of Limit bytes).
	FailOverLimit FailureKind = "over-limit"
	// FailCannotOpen: the daemon could not read the memo file itself (its
	// rights, a share's error) in Count attempts.
	FailCannotOpen FailureKind = "cannot-open"
)

// The parts FailOverLimit measures.
const (
	PartClaims Part = "claims" // the citations and quotations found in the memo
	PartReport Part = "report" // the report rendered from the check
)

// DefaultMaxClaims is how many claims (citations, quotations, holdings)
// one memo may hold to be checked: a long opinion holds a few hundred.
const DefaultMaxClaims = 5000

// DefaultMaxReport is the largest report file (its JSON, HTML or markdown)
// written for one memo, below reportdir.MaxJSON so that every report
// written can be read back.
const DefaultMaxReport = 48 << 20

// overLimit words FailOverLimit and FailCannotOpen.
func (f Failure) overLimit() string {
	switch {
	case f.Kind == FailCannotOpen:
		return fmt.Sprintf("citeguard nie mógł odczytać pliku memo (%d prób) — memo nie zostało sprawdzone; sprawdź uprawnienia do pliku, zapisz go ponownie i wrzuć jeszcze raz", f.Count)
	case f.What == PartReport:
		return fmt.Sprintf("raport z tego memo miałby %s (limit %s), więc nie został zapisany i memo nie zostało sprawdzone — podziel memo na części i wrzuć każdą osobno", HumanSize(f.Size), HumanSize(f.Limit))
	}
	return fmt.Sprintf("memo zawiera %d cytowań i powołań do sprawdzenia (limit %d), więc nie zostało sprawdzone — podziel je na części i wrzuć każdą osobno", f.Count, f.Limit)
}
