package library

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"
)

// RecordUse records that a report relied on the given source text versions
// (Source.Hashes, or norm.Source.Hash of the text it checked against).
// Stale lists the report when one changes. What is new is appended to the
// uses log, one line, without rewriting what is recorded already: a daemon
// records every memo it checks, so the cost per call must not grow with the
// history. The line is not fsynced here (the log is synced by Close and by
// every Update that saves the catalog); a power cut may lose the last few
// seconds of records, never older ones.
func (l *Library) RecordUse(reportID string, sourceHashes ...string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	have := map[string]bool{}
	for _, h := range l.uses[reportID] {
		have[h] = true
	}
	var added []string
	for _, h := range sourceHashes {
		if !have[h] {
			added = append(added, h)
			have[h] = true
		}
	}
	if len(added) == 0 {
		return nil
	}
	l.uses[reportID] = append(l.uses[reportID], added...)
	if l.opts.StateDir == "" || l.opts.ReadOnly {
		return nil // read-only: the process that keeps the index records (UsesLog)
	}
	return appendUse(&l.usesLog, l.usesPath(), useRecord{Report: reportID, Hashes: added})
}

// appendUse appends one record to the uses log at path, opening it into
// *f on first use.
func appendUse(f **os.File, path string, rec useRecord) error {
	line, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	if *f == nil {
		lf, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o644)
		if err != nil {
			return fmt.Errorf("library uses log: %w", err)
		}
		// After a torn append, start on a new line: the torn one stays
		// unreadable alone instead of taking this record with it.
		var last [1]byte
		if fi, err := lf.Stat(); err == nil && fi.Size() > 0 {
			if _, err := lf.ReadAt(last[:], fi.Size()-1); err == nil && last[0] != '\n' {
				line = append([]byte{'\n'}, line...)
			}
		}
		*f = lf
	}
	if _, err := (*f).Write(append(line, '\n')); err != nil {
		return fmt.Errorf("library uses log: %w", err)
	}
	return nil
}

// UsesLog records in a library's uses log without opening the library: the
// daemon records the sources each report relied on while its workers hold
// the library read-only (RecordUse is theirs to skip). Safe for concurrent
// use.
type UsesLog struct {
	mu   sync.Mutex
	path string
	f    *os.File
}

// OpenUsesLog returns the uses log of the library kept in stateDir (as
// Options.StateDir); the file is opened on the first Record.
func OpenUsesLog(stateDir string) *UsesLog {
	return &UsesLog{path: filepath.Join(stateDir, "library", "uses.jsonl")}
}

// Record appends that report relied on the given text versions.
func (u *UsesLog) Record(report string, hashes ...string) error {
	if len(hashes) == 0 {
		return nil
	}
	u.mu.Lock()
	defer u.mu.Unlock()
	if err := os.MkdirAll(filepath.Dir(u.path), 0o755); err != nil {
		return err
	}
	return appendUse(&u.f, u.path, useRecord{Report: report, Hashes: hashes})
}

// Close syncs and closes the log.
func (u *UsesLog) Close() error {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.f == nil {
		return nil
	}
	u.f.Sync()
	err := u.f.Close()
	u.f = nil
	return err
}

// useRecord is one line of the uses log.
type useRecord struct {
	Report string   `json:"report"`
	Hashes []string `json:"hashes"`
}

func (l *Library) usesPath() string { return filepath.Join(l.dir(), "uses.jsonl") }

// loadUses reads the uses log (and uses.json, the whole-map file of earlier
// versions). A line that does not parse — the torn end of a crash — is
// skipped with a warning.
func (l *Library) loadUses() {
	if data, err := os.ReadFile(filepath.Join(l.dir(), "uses.json")); err == nil {
		if err := json.Unmarshal(data, &l.uses); err != nil {
			l.log.Warn("library: uses unreadable", "err", err)
			l.uses = map[string][]string{}
		}
	}
	data, err := os.ReadFile(l.usesPath())
	if err != nil {
		if !errors.Is(err, os.ErrNotExist) {
			l.log.Warn("library: uses log unreadable", "err", err)
		}
		return
	}
	bad := 0
	for line := range bytes.Lines(data) {
		var r useRecord
		if json.Unmarshal(line, &r) != nil || r.Report == "" {
			bad++
			continue
		}
		l.uses[r.Report] = append(l.uses[r.Report], r.Hashes...)
	}
	if bad > 0 {
		l.log.Warn("library: uses log lines skipped (torn by a crash?)", "lines", bad)
	}
}

// syncUses makes the uses log durable.
func (l *Library) syncUses() {
	l.mu.RLock()
	f := l.usesLog
	l.mu.RUnlock()
	if f != nil {
		f.Sync()
	}
}

// StaleUse is a report that relied on a version of a source that is no
// longer current.
type StaleUse struct {
	Report   string    // the report id given to RecordUse
	OldHash  string    // the text version the report relied on
	Path     string    // the file that held it
	NewHash  string    // its current text ("" when removed or unreadable)
	Changed  time.Time // when the change was seen
	Reason   string    // "changed", "removed", "unreadable"
	SourceID string
}

// Stale lists every report that relied on a source version that changed,
// was removed or became unreadable since.
func (l *Library) Stale() []StaleUse {
	l.mu.RLock()
	defer l.mu.RUnlock()
	current := map[string]bool{}
	for _, r := range l.files {
		if r.TextHash != "" && r.Err == "" {
			current[r.TextHash] = true
		}
	}
	type where struct {
		r *Rendering
		v Version
	}
	old := map[string][]where{}
	for _, r := range l.files {
		for _, v := range r.History {
			old[v.TextHash] = append(old[v.TextHash], where{r, v})
		}
	}
	for _, r := range l.removed {
		if r.TextHash != "" {
			old[r.TextHash] = append(old[r.TextHash], where{r, Version{TextHash: r.TextHash}})
		}
		for _, v := range r.History {
			old[v.TextHash] = append(old[v.TextHash], where{r, v})
		}
	}
	var out []StaleUse
	for rep, hs := range l.uses {
		for _, h := range hs {
			if current[h] {
				continue
			}
			if len(old[h]) == 0 {
				// Not a folder text: one of the collection's?
				if cs, err := l.collStale(h); err != nil {
					l.log.Warn("library: collection unreadable for stale reports", "err", err)
				} else if cs.stale {
					out = append(out, StaleUse{Report: rep, OldHash: h, Path: cs.path, NewHash: cs.newHash, Reason: cs.reason, SourceID: cs.sourceID})
				}
				continue
			}
			for _, w := range old[h] {
				su := StaleUse{Report: rep, OldHash: h, Path: w.r.Path, Changed: w.v.Until}
				if cur, ok := l.files[w.r.Path]; ok && cur.TextHash != "" && cur.Err == "" {
					su.NewHash, su.Reason = cur.TextHash, "changed"
				} else if ok {
					su.Reason = "unreadable"
				} else if !l.underRoots(w.r.Path) {
					continue // a file of a folder that is not this library's (a state used with another -library): not removed from it
				} else {
					su.Reason = "removed"
				}
				if s := l.byPath[w.r.Path]; s != nil {
					su.SourceID = s.ID
				}
				out = append(out, su)
			}
		}
	}
	sort.Slice(out, func(i, k int) bool {
		if out[i].Report != out[k].Report {
			return out[i].Report < out[k].Report
		}
		return out[i].Path < out[k].Path
	})
	return out
}

// underRoots reports whether path lies in one of the library's folders.
func (l *Library) underRoots(path string) bool {
	for _, root := range l.opts.Roots {
		abs, err := filepath.Abs(root)
		if err != nil {
			continue
		}
		if rel, err := filepath.Rel(abs, path); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return true
		}
	}
	return false
}
