package reports

import "fmt"

// Carried is what a memo's file carries beside its text that its
// recipients would see: comments and tracked changes (DOCX, ODT). A gate
// never sends a memo that carries any (HeldForCarried).
type Carried struct {
	Comments       int `json:"comments,omitempty"`        // comments in the margin, citeguard's own among them
	TrackedChanges int `json:"tracked_changes,omitempty"` // tracked insertions, deletions, moves, formatting changes
}

// Any reports comments or tracked changes.
func (c *Carried) Any() bool { return c != nil && (c.Comments > 0 || c.TrackedChanges > 0) }

// carriedWords says what the memo carries and what to do before sending.
func carriedWords(c *Carried) string {
	if !c.Any() {
		return ""
	}
	var what string
	switch {
	case c.Comments > 0 && c.TrackedChanges > 0:
		what = fmt.Sprintf("%s i %s", countWords(c.Comments, "komentarz", "komentarze", "komentarzy"), countWords(c.TrackedChanges, "śledzoną zmianę", "śledzone zmiany", "śledzonych zmian"))
	case c.Comments > 0:
		what = countWords(c.Comments, "komentarz", "komentarze", "komentarzy")
	default:
		what = countWords(c.TrackedChanges, "śledzoną zmianę", "śledzone zmiany", "śledzonych zmian")
	}
	return "Plik memo zawiera " + what + " — odbiorca je zobaczy: usuń komentarze i zaakceptuj zmiany przed wysłaniem."
}

// countWords is n with the Polish form of its noun.
func countWords(n int, one, few, many string) string {
	return fmt.Sprintf("%d %s", n, plural(n, one, few, many))
}
