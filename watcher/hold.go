package watcher

import (
	"log/slog"
	"sync"
	"time"
)

// HoldError is what a CheckFunc returns when a memo cannot be checked now
// for a reason that is not the memo's — the library is unavailable
// (unmounted, empty, suddenly shrunken). The memo is not judged: it goes
// back to its folder unchecked, and the daemon takes no memo until the
// library is back (Options.Library says so) or, without that, for a while.
// A gate never sends a held memo.
type HoldError struct{ Reason string }

func (e *HoldError) Error() string { return "memo not checked now: " + e.Reason }

// LibraryState is the library as the checker sees it: for /healthz,
// /metrics and the start-up log, and to know when held memos may go.
type LibraryState struct {
	Available  bool      `json:"available"`
	Problem    string    `json:"problem,omitempty"` // empty, root-missing, marker-missing, shrunk…
	Reason     string    `json:"reason,omitempty"`
	Since      time.Time `json:"since,omitzero"` // unavailable since
	Sources    int       `json:"sources"`
	Files      int       `json:"files"`
	Unreadable int       `json:"unreadable"`
	// UnreadableFiles names the first unreadable files (the status page).
	UnreadableFiles []string  `json:"unreadable_files,omitempty"`
	Updated         time.Time `json:"updated,omitzero"` // the newest change of a library file
	Indexed         time.Time `json:"indexed,omitzero"` // the last complete index
}

// holdRetry is how often held memos are tried again when no
// Options.Library tells when the library is back.
const holdRetry = 30 * time.Second

// hold is the daemon's state while memos are held, and the library's
// state it is judged by.
type hold struct {
	library func() LibraryState // Options.Library; nil without
	log     *slog.Logger

	mu     sync.Mutex
	reason string
	since  time.Time
	until  time.Time // without Options.Library: when to try again
	count  int       // memos given back since it began
}

// start holds memos for reason (a HoldError).
func (h *hold) start(reason string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.count++
	h.until = time.Now().Add(holdRetry)
	if h.reason == reason && !h.since.IsZero() {
		return
	}
	h.reason, h.since = reason, time.Now()
	h.log.Warn("memos wait in their folders, unchecked: the library cannot answer", "reason", reason)
}

// holding reports whether memos are held now, and why; it ends a hold when
// the library is back (or, without Options.Library, when its time is up).
func (h *hold) holding() (bool, string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.since.IsZero() {
		return false, ""
	}
	back := time.Now().After(h.until)
	if h.library != nil {
		back = h.library().Available
	}
	if !back {
		return true, h.reason
	}
	h.log.Info("the library answers again: held memos are checked", "held", time.Since(h.since).Round(time.Second).String(), "memos_given_back", h.count)
	h.reason, h.since, h.count = "", time.Time{}, 0
	return false, ""
}

// libraryState is the library's state for /healthz and /metrics (nil
// without Options.Library).
func (h *hold) libraryState() *LibraryState {
	if h.library == nil {
		return nil
	}
	s := h.library()
	return &s
}
