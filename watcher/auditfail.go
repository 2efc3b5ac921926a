package watcher

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"citeguard/internal/fsx"
)

// Failed appends to the audit log (a full or failing state disk). The
// entry of a memo that could not be written is never given up: a gate
// holds the memo in its work folder, unsent, and any other job stays there
// with its journal, until the entry is written (a retry, or the next
// start). Meanwhile /healthz says degraded, and every failed append is
// recorded in audit.failures.jsonl beside the log — at once when the disk
// takes it, else as soon as it does — so `citeguard audit verify` never
// calls a log intact that lacks entries.

// failuresSuffix makes audit.failures.jsonl of audit.jsonl.
const failuresSuffix = ".failures.jsonl"

// failedMarker is an empty file beside the log, created at the first
// failed append: a name needs no data block, so it may be written on a disk
// too full for the failures' record. It stays as evidence.
const failedMarker = "audit.append-failed"

// maxUnrecorded bounds the failures kept in memory until they can be
// written.
const maxUnrecorded = 10000

// AuditFailure is one entry that could not be appended to the audit log,
// and why.
type AuditFailure struct {
	Time    time.Time `json:"time"`
	Job     string    `json:"job"`
	Memo    string    `json:"memo"`
	Outcome string    `json:"outcome"`
	Dest    string    `json:"dest"`
	Err     string    `json:"err"`
}

// auditFailures is what the audit log keeps of its failed appends; the
// audit log's mutex guards it.
type auditFailures struct {
	path       string
	count      int       // failed appends since the start
	since      time.Time // of the failing appends now
	last       string    // why the last append failed; "" when it worked
	unrecorded []AuditFailure
}

// failed keeps a failed append of e, and records it where it can.
func (af *auditFailures) failed(e AuditEntry, err error) {
	af.count++
	if af.last == "" {
		af.since = time.Now()
	}
	af.last = err.Error()
	if af.count == 1 && af.path != "" {
		if m, err := os.OpenFile(filepath.Join(filepath.Dir(af.path), failedMarker), os.O_WRONLY|os.O_CREATE|fsx.ONoFollow, 0o644); err == nil {
			m.Close()
			fsx.SyncDir(filepath.Dir(af.path))
		}
	}
	if len(af.unrecorded) < maxUnrecorded {
		af.unrecorded = append(af.unrecorded, AuditFailure{Time: e.Time, Job: e.Job, Memo: e.Memo, Outcome: e.Outcome, Dest: e.Dest, Err: af.last})
	}
	af.record()
}

// worked notes an append that worked, and records the failures still kept.
func (af *auditFailures) worked() {
	af.last = ""
	af.record()
}

// record appends the failures not yet recorded to the failures file,
// synced; they stay kept when it cannot.
func (af *auditFailures) record() {
	if len(af.unrecorded) == 0 || af.path == "" {
		return
	}
	var b bytes.Buffer
	for _, f := range af.unrecorded {
		line, _ := json.Marshal(f)
		b.Write(append(line, '\n'))
	}
	f, err := os.OpenFile(af.path, os.O_WRONLY|os.O_APPEND|os.O_CREATE|fsx.ONoFollow, 0o644)
	if err != nil {
		return
	}
	_, err = f.Write(b.Bytes())
	if err == nil {
		err = f.Sync()
	}
	if f.Close() == nil && err == nil {
		af.unrecorded = nil
	}
}

// problem is what /healthz says of the audit log's appends ("" when they
// work).
func (a *auditLog) problem() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.fail.last == "" {
		return ""
	}
	return fmt.Sprintf("cannot append since %s (%d failed appends): %s; a gate sends no memo until its entry is written",
		a.fail.since.UTC().Format(time.RFC3339), a.fail.count, a.fail.last)
}

// failures is the number of failed appends since the start.
func (a *auditLog) failures() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.fail.count
}

// AuditFailuresFile is the file of failed appends beside the audit log
// at path (audit.failures.jsonl beside audit.jsonl).
func AuditFailuresFile(path string) string {
	return filepath.Join(filepath.Dir(path), trimJSONL(filepath.Base(path))+failuresSuffix)
}

func trimJSONL(name string) string {
	if len(name) > 6 && name[len(name)-6:] == ".jsonl" {
		return name[:len(name)-6]
	}
	return name
}

// ReadAuditFailures reads the failed appends recorded beside the audit log
// at path (none when the file is missing); a line that does not parse is
// kept as a failure of unknown job, and so is the marker of a failed append
// whose record was never written.
func ReadAuditFailures(path string) ([]AuditFailure, error) {
	b, err := fsx.ReadRegular(AuditFailuresFile(path), 64<<20)
	if errors.Is(err, fs.ErrNotExist) {
		if fi, merr := os.Lstat(filepath.Join(filepath.Dir(path), failedMarker)); merr == nil {
			return []AuditFailure{{Time: fi.ModTime().UTC(), Memo: "?", Err: "an append failed and its record could not be written (" + failedMarker + ")"}}, nil
		}
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []AuditFailure
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		var f AuditFailure
		if json.Unmarshal(sc.Bytes(), &f) != nil {
			f = AuditFailure{Err: "unreadable line"}
		}
		out = append(out, f)
	}
	return out, sc.Err()
}

// MissingAuditEntries are the failed appends whose job has no entry in
// entries: memos the log does not account for.
func MissingAuditEntries(entries []AuditEntry, failures []AuditFailure) []AuditFailure {
	logged := map[string]bool{}
	for _, e := range entries {
		logged[e.Job+"\x00"+e.Outcome] = true
	}
	var out []AuditFailure
	seen := map[string]bool{}
	for _, f := range failures {
		k := f.Job + "\x00" + f.Outcome
		if !logged[k] && !seen[k] {
			seen[k] = true
			out = append(out, f)
		}
	}
	return out
}
