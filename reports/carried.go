package reports

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
	comments := forms{"komentarz", "komentarze", "komentarzy"}
	changes := forms{"śledzoną zmianę", "śledzone zmiany", "śledzonych zmian"}
	var what string
	switch {
	case c.Comments > 0 && c.TrackedChanges > 0:
		what = comments.n(c.Comments) + " i " + changes.n(c.TrackedChanges)
	case c.Comments > 0:
		what = comments.n(c.Comments)
	default:
		what = changes.n(c.TrackedChanges)
	}
	return "Plik memo zawiera " + what + " — odbiorca je zobaczy: usuń komentarze i zaakceptuj zmiany przed wysłaniem."
}
