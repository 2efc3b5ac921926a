package library

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Problem kinds of a library that cannot answer "is this source there?":
// a ⛔ BRAK ŹRÓDŁA from it would accuse a correct memo.
const (
	RootMissing    = "root-missing"    // a library folder does not exist
	RootUnreadable = "root-unreadable" // a library folder cannot be listed
	MarkerMissing  = "marker-missing"  // a library folder lacks its marker file: an unmounted share
	Empty          = "empty"           // no readable source at all
	Shrunk         = "shrunk"          // most files vanished in one update: a share half there
)

// Health says whether the library can be checked against, and what it
// holds: the number of sources, when a file of it last changed (its age),
// when it was last indexed completely.
type Health struct {
	Available  bool      `json:"available"`
	Kind       string    `json:"problem,omitempty"` // one of the problem kinds above
	Reason     string    `json:"reason,omitempty"`  // in English, for logs and /healthz
	Since      time.Time `json:"since,omitzero"`    // unavailable since
	Sources    int       `json:"sources"`
	Files      int       `json:"files"`
	Unreadable int       `json:"unreadable"` // files that cannot be read (legacy .doc, scans…)
	// UnreadableFiles names the first NamedUnreadable of them, sorted (the
	// start-up log, the status page).
	UnreadableFiles []string  `json:"unreadable_files,omitempty"`
	Updated         time.Time `json:"updated,omitzero"` // newest modification of a library file
	Indexed         time.Time `json:"indexed,omitzero"` // end of the last complete update
	// Was and Now are the file counts of a sudden shrink.
	Was int `json:"was,omitempty"`
	Now int `json:"now,omitempty"`
}

// UnavailableError is Update's error when the library cannot answer: the
// catalog is left as it was, and Health says why.
type UnavailableError struct{ Health Health }

func (e *UnavailableError) Error() string { return "library unavailable: " + e.Health.Reason }

// IsUnavailable reports whether err says the library is unavailable.
func IsUnavailable(err error) bool {
	var u *UnavailableError
	return errors.As(err, &u)
}

// Health returns the library's state after the last Update.
func (l *Library) Health() Health {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.health
}

// DefaultShrinkHold is how long a sudden shrink is held back before it is
// taken as meant (files really removed).
const DefaultShrinkHold = 10 * time.Minute

// checkRoots checks every library folder before a scan: it exists, can be
// listed and, with a marker configured, holds the marker file.
func (l *Library) checkRoots() *UnavailableError {
	for _, root := range l.opts.Roots {
		fail := func(kind, format string, a ...any) *UnavailableError {
			return &UnavailableError{Health{Kind: kind, Reason: fmt.Sprintf(format, a...)}}
		}
		fi, err := os.Stat(root)
		switch {
		case errors.Is(err, os.ErrNotExist):
			return fail(RootMissing, "library folder %s does not exist", root)
		case err != nil:
			return fail(RootUnreadable, "library folder %s: %v", root, err)
		case !fi.IsDir():
			return fail(RootMissing, "library folder %s is not a folder", root)
		}
		if l.opts.Marker != "" {
			if _, err := os.Stat(filepath.Join(root, l.opts.Marker)); err != nil {
				return fail(MarkerMissing, "library folder %s has no marker file %s: the share looks unmounted", root, l.opts.Marker)
			}
		}
		f, err := os.Open(root)
		if err == nil {
			_, err = f.Readdirnames(1)
			f.Close()
		}
		if err != nil && !errors.Is(err, io.EOF) {
			return fail(RootUnreadable, "library folder %s cannot be listed: %v", root, err)
		}
	}
	return nil
}

// shrunk holds back a scan that finds far fewer files than the catalog
// has (fewer than half of at least 20): a share that is half there, a
// folder moved by mistake. Held for ShrinkHold, then taken as meant.
// Called with updMu held.
func (l *Library) shrunk(found int) *UnavailableError {
	l.mu.RLock()
	had := len(l.files)
	l.mu.RUnlock()
	if had < 20 || found*2 >= had || l.opts.ShrinkHold < 0 {
		l.shrinkSince = time.Time{}
		return nil
	}
	if l.shrinkSince.IsZero() {
		l.shrinkSince = time.Now()
	}
	if hold := l.opts.ShrinkHold; time.Since(l.shrinkSince) >= hold {
		l.log.Warn("library: the files that vanished stay removed", "was", had, "now", found, "after", hold)
		l.shrinkSince = time.Time{}
		return nil
	}
	return &UnavailableError{Health{Kind: Shrunk, Was: had, Now: found,
		Reason: fmt.Sprintf("the library shrank from %d to %d files in one update; not applied for %s in case a share is half-mounted", had, found, l.opts.ShrinkHold)}}
}

// unavailable records why the library cannot answer; the catalog stays.
// Called with updMu held.
func (l *Library) unavailable(u *UnavailableError) error {
	l.mu.Lock()
	h := l.health
	news := h.Available || h.Kind != u.Health.Kind || h.Since.IsZero()
	if news {
		h.Since = time.Now()
	}
	h.Available, h.Kind, h.Reason, h.Was, h.Now = false, u.Health.Kind, u.Health.Reason, u.Health.Was, u.Health.Now
	l.health = h
	l.mu.Unlock()
	u.Health = h
	if news { // once per problem, not at every look
		l.log.Warn("library unavailable: memos are not checked against it", "problem", h.Kind, "reason", h.Reason)
	}
	return u
}

// measure computes the health of the catalog just built. Called with l.mu
// held (for writing).
func (l *Library) measure() {
	h := Health{Available: true, Sources: len(l.sources), Files: len(l.files), Unreadable: len(l.problems), Indexed: time.Now(),
		UnreadableFiles: unreadableNames(l.problems)}
	for _, r := range l.files {
		if t := time.Unix(0, r.ModTime); t.After(h.Updated) {
			h.Updated = t
		}
	}
	// A library whose folders are empty but whose collection holds
	// judgments can answer (Sources counts the folders' only).
	collOnly := h.Sources == 0 && l.coll != nil && l.coll.Stats().Docs > 0
	if h.Sources == 0 && !collOnly {
		h.Available, h.Kind = false, Empty
		if h.Files == 0 {
			h.Reason = "the library folders hold no documents"
		} else {
			h.Reason = fmt.Sprintf("none of the library's %d files can be read (%s)", h.Files, unreadableKinds(l.problems))
		}
		h.Since = l.health.Since
		if l.health.Available || l.health.Kind != Empty || h.Since.IsZero() {
			h.Since = time.Now()
		}
	}
	was := l.health
	l.health = h
	if len(l.opts.Roots) == 0 {
		return // opened without folders (an import into the collection): nothing to say
	}
	if !h.Available && (was.Available || was.Kind != h.Kind) {
		l.log.Warn("library unavailable: memos are not checked against it", "problem", h.Kind, "reason", h.Reason)
	} else if !was.Available && !was.Since.IsZero() {
		l.log.Info("library available again", "sources", h.Sources, "files", h.Files)
	}
}

// NamedUnreadable is how many unreadable files Health names.
const NamedUnreadable = 20

// unreadableNames are the paths of the first NamedUnreadable problems,
// sorted.
func unreadableNames(ps []Problem) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Path)
	}
	sort.Strings(out)
	if len(out) > NamedUnreadable {
		out = out[:NamedUnreadable]
	}
	return out
}

// unreadableKinds counts unreadable files by extension: ".doc: 3, .pdf: 1".
func unreadableKinds(ps []Problem) string {
	n := map[string]int{}
	for _, p := range ps {
		n[strings.ToLower(filepath.Ext(p.Path))]++
	}
	var out []string
	for ext, c := range n {
		if ext == "" {
			ext = "(no extension)"
		}
		out = append(out, fmt.Sprintf("%s: %d", ext, c))
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}

// UnreadableFor lists the files the library could not read whose names
// carry what q looks for (a signature such as II_CSK_9902_20.doc): the
// source may be there, in a format the library cannot read.
func (l *Library) UnreadableFor(q Query) []Problem {
	want := nameTokens(q.Signature)
	if len(want) < 2 {
		return nil
	}
	l.mu.RLock()
	defer l.mu.RUnlock()
	var out []Problem
	for _, p := range l.problems {
		if containsRun(nameTokens(stem(p.Path)), want) {
			out = append(out, p)
		}
	}
	return out
}

// nameTokens splits a signature or a file name into lower-case runs of
// letters and digits: "II CSK 9902/20" and "II_CSK_9902-20" both give
// [ii csk 9902 20].
func nameTokens(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !('a' <= r && r <= 'z' || '0' <= r && r <= '9' || r > 127)
	})
}

// containsRun reports whether want occurs in have as consecutive tokens.
func containsRun(have, want []string) bool {
	for i := 0; i+len(want) <= len(have); i++ {
		k := 0
		for k < len(want) && have[i+k] == want[k] {
			k++
		}
		if k == len(want) {
			return true
		}
	}
	return false
}
