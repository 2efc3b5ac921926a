package library

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"time"

	"citeguard/internal/fsx"
)

// The state directory holds:
//
//	library/index.json   the catalog: every file, its hashes, metadata, history
//	                     and where each text version stands in the pack
//	library/uses.jsonl   which text hashes each report relied on: one JSON line
//	                     per RecordUse that added something (append-only;
//	                     a torn last line is skipped)
//	library/texts.pack   every text version seen, appended once (content-addressed
//	                     by SHA-256; previous versions stay, so they can be shown)
//
// The pack is append-only: a crash after an append and before the catalog is
// saved leaves unreferenced bytes, never a wrong reference. A catalog entry
// pointing past the end of the pack (a truncated pack) is dropped and its
// file read again.
const stateVersion = 2

type packEntry struct {
	Off int64 `json:"o"`
	Len int64 `json:"n"`
}

type manifest struct {
	Version int                   `json:"version"`
	Files   map[string]*Rendering `json:"files"`
	Removed []*Rendering          `json:"removed,omitempty"`
	Texts   map[string]packEntry  `json:"texts"`
}

func (l *Library) dir() string { return filepath.Join(l.opts.StateDir, "library") }

func (l *Library) packPath() string { return filepath.Join(l.dir(), "texts.pack") }

// load reads the persisted catalog. A missing state is an empty library; a
// corrupt one is logged and rebuilt (the texts are re-read from the folders).
func (l *Library) load() error {
	if err := os.MkdirAll(l.dir(), 0o755); err != nil {
		return fmt.Errorf("library state: %w", err)
	}
	pack, err := os.OpenFile(l.packPath(), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return fmt.Errorf("library state: %w", err)
	}
	fi, err := pack.Stat()
	if err != nil {
		pack.Close()
		return fmt.Errorf("library state: %w", err)
	}
	l.pack, l.packSize = pack, fi.Size()
	l.packIdx = map[string]packEntry{}
	data, err := os.ReadFile(filepath.Join(l.dir(), "index.json"))
	switch {
	case errors.Is(err, os.ErrNotExist):
	case err != nil:
		return fmt.Errorf("library state: %w", err)
	default:
		var m manifest
		if err := json.Unmarshal(data, &m); err != nil || m.Version != stateVersion {
			l.log.Warn("library: index unreadable, rebuilding", "path", filepath.Join(l.dir(), "index.json"), "err", err)
		} else {
			for h, e := range m.Texts {
				if e.Off >= 0 && e.Len >= 0 && e.Off+e.Len <= l.packSize {
					l.packIdx[h] = e
				}
			}
			for p, r := range m.Files {
				r.Path = p
				if _, ok := l.packIdx[r.TextHash]; r.TextHash != "" && !ok {
					r.ModTime = 0 // its text is lost: read the file again
					r.FileHash = ""
				}
			}
			l.files = m.Files
			l.removed = m.Removed
		}
	}
	l.loadUses()
	if l.files == nil {
		l.files = map[string]*Rendering{}
	}
	return nil
}

// Close releases the state files (syncing the uses log). A closed library
// must not be used.
func (l *Library) Close() error {
	l.mu.Lock()
	if l.usesLog != nil {
		l.usesLog.Sync()
		l.usesLog.Close()
		l.usesLog = nil
	}
	l.mu.Unlock()
	l.packMu.Lock()
	defer l.packMu.Unlock()
	if l.pack == nil {
		return nil
	}
	err := l.pack.Close()
	l.pack = nil
	return err
}

// save writes the catalog atomically (temp file + rename), after the pack
// is synced, so the catalog never points at text that is not on disk.
func (l *Library) save() error {
	l.syncUses()
	l.packMu.Lock()
	if l.pack != nil {
		if err := l.pack.Sync(); err != nil {
			l.packMu.Unlock()
			return fmt.Errorf("library state: %w", err)
		}
	}
	texts := make(map[string]packEntry, len(l.packIdx))
	for h, e := range l.packIdx {
		texts[h] = e
	}
	l.packMu.Unlock()
	l.mu.RLock()
	m := manifest{Version: stateVersion, Files: l.files, Removed: l.removed, Texts: texts}
	data, err := json.Marshal(m)
	l.mu.RUnlock()
	if err != nil {
		return fmt.Errorf("library state: %w", err)
	}
	return writeState(filepath.Join(l.dir(), "index.json"), func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// writeState writes a state file atomically (fsx.WriteCacheFunc: the
// state is rebuilt when a crash damages it, so it is not fsynced): a
// reader sees the old file or the whole new one.
func writeState(p string, write func(io.Writer) error) error {
	if err := fsx.WriteCacheFunc(p, write); err != nil {
		return fmt.Errorf("library state %s: %w", p, err)
	}
	return nil
}

// putText stores a text version under its hash (once).
func (l *Library) putText(hash, text string) error {
	if l.opts.StateDir == "" {
		l.mu.Lock()
		l.texts[hash] = text
		l.mu.Unlock()
		return nil
	}
	l.packMu.Lock()
	defer l.packMu.Unlock()
	if _, ok := l.packIdx[hash]; ok {
		return nil
	}
	if l.pack == nil {
		return errors.New("library closed")
	}
	// Appends are serialized by packMu and reads use ReadAt, so the file
	// offset is ours: WriteString writes the string without copying it.
	if _, err := l.pack.Seek(l.packSize, io.SeekStart); err != nil {
		return fmt.Errorf("library text pack: %w", err)
	}
	n, err := l.pack.WriteString(text)
	if err != nil {
		return fmt.Errorf("library text pack: %w", err)
	}
	l.packIdx[hash] = packEntry{Off: l.packSize, Len: int64(n)}
	l.packSize += int64(n)
	return nil
}

// packText reads a text version from the pack.
func (l *Library) packText(hash string) (string, error) {
	l.packMu.Lock()
	e, ok := l.packIdx[hash]
	f := l.pack
	l.packMu.Unlock()
	if !ok {
		return "", fmt.Errorf("text %s not in the library", short(hash))
	}
	if f == nil {
		return "", errors.New("library closed")
	}
	buf := make([]byte, e.Len)
	if _, err := f.ReadAt(buf, e.Off); err != nil {
		return "", fmt.Errorf("library text %s: %w", short(hash), err)
	}
	return string(buf), nil
}

// RecordUse records that a report relied on the given source text versions
// (Source.Hashes, or engine.Source.Hash of the text it checked against).
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
	if l.opts.StateDir == "" {
		return nil
	}
	line, err := json.Marshal(useRecord{Report: reportID, Hashes: added})
	if err != nil {
		return err
	}
	if l.usesLog == nil {
		f, err := os.OpenFile(l.usesPath(), os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o644)
		if err != nil {
			return fmt.Errorf("library uses log: %w", err)
		}
		// After a torn append, start on a new line: the torn one stays
		// unreadable alone instead of taking this record with it.
		var last [1]byte
		if fi, err := f.Stat(); err == nil && fi.Size() > 0 {
			if _, err := f.ReadAt(last[:], fi.Size()-1); err == nil && last[0] != '\n' {
				line = append([]byte{'\n'}, line...)
			}
		}
		l.usesLog = f
	}
	if _, err := l.usesLog.Write(append(line, '\n')); err != nil {
		return fmt.Errorf("library uses log: %w", err)
	}
	return nil
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
			for _, w := range old[h] {
				su := StaleUse{Report: rep, OldHash: h, Path: w.r.Path, Changed: w.v.Until}
				if cur, ok := l.files[w.r.Path]; ok && cur.TextHash != "" && cur.Err == "" {
					su.NewHash, su.Reason = cur.TextHash, "changed"
				} else if ok {
					su.Reason = "unreadable"
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
