package watcher

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"citeguard/internal/fsx"
)

// health is the daemon's /healthz answer.
func health(t *testing.T, d *Daemon) (int, healthStatus) {
	t.Helper()
	rec := httptest.NewRecorder()
	d.healthz(rec, httptest.NewRequest(http.MethodGet, "/healthz", nil))
	var h healthStatus
	if err := json.Unmarshal(rec.Body.Bytes(), &h); err != nil {
		t.Fatal(err)
	}
	return rec.Code, h
}

// TestAuditAppendFailureHoldsMemo: with the state disk full (every append
// fails with ENOSPC, through the audit log's seam) a gate sends nothing:
// its clean memo is held in the work folder, /healthz is degraded and says
// why, the failed appends are recorded beside the log and `audit verify`'s
// reading of them finds the memo missing. An inbox memo is placed, and its
// job stays until its entry is written. When the disk takes writes again,
// the gate's memo is sent, every entry is written once and health is ok
// (issue 25 item 8). Attempts, not times.
func TestAuditAppendFailureHoldsMemo(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 300ms\nincomplete_timeout: 2s\nrescan: 1s\nfolders:\n  - path: outbox\n    profile: gate\n    send: send\n  - path: inbox\n    profile: inbox\n")
	d, err := New(c, fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	var full atomic.Bool
	var failed atomic.Int64
	full.Store(true)
	d.audit.writeFault = func() error {
		if full.Load() {
			failed.Add(1)
			return &os.PathError{Op: "write", Path: "audit.jsonl", Err: syscall.ENOSPC}
		}
		return nil
	}
	d.jobs.retryDelay = 50 * time.Millisecond
	stop := runUntilStop(t, d)
	dropAtomic(t, filepath.Join(dir, "outbox", "clean.txt"), "Memo.\n")
	dropAtomic(t, filepath.Join(dir, "inbox", "note.txt"), "Memo.\n")
	waitFor(t, "the inbox memo placed and several failed appends", func() bool {
		return fsx.Exists(filepath.Join(dir, "checked", "note.txt")) && failed.Load() >= 6
	})
	if got := files(filepath.Join(dir, "send")); len(got) != 0 {
		t.Fatalf("send/ = %v while no audit entry could be written", got)
	}
	log := filepath.Join(c.State, "audit.jsonl")
	if entries, err := VerifyAudit(log); err != nil || len(entries) != 0 {
		t.Fatalf("audit %v, %d entries, want none", err, len(entries))
	}
	code, h := health(t, d)
	if code != http.StatusServiceUnavailable || h.Status != "degraded" || !strings.Contains(h.Audit, "cannot append") || !strings.Contains(h.Audit, "no space left") {
		t.Errorf("health %d %+v, want degraded with the audit's reason", code, h)
	}
	failures, err := ReadAuditFailures(log)
	if err != nil || len(MissingAuditEntries(nil, failures)) < 2 {
		t.Fatalf("recorded failures %v: %+v, want the gate's and the inbox's memo", err, failures)
	}
	memos := map[string]bool{}
	for _, f := range failures {
		memos[f.Memo+" "+f.Outcome] = true
	}
	if !memos["clean.txt "+OutcomeSent] || !memos["note.txt "+OutcomeChecked] {
		t.Errorf("recorded failures %v", memos)
	}

	full.Store(false)
	waitFor(t, "clean.txt sent once the disk takes writes", func() bool {
		return fsx.Exists(filepath.Join(dir, "send", "clean.txt"))
	})
	waitFor(t, "both entries written", func() bool {
		e, _ := VerifyAudit(log)
		return len(e) == 2
	})
	if code, h := health(t, d); code != http.StatusOK || h.Audit != "" {
		t.Errorf("health %d %+v after the disk took writes", code, h)
	}
	stop()
	entries, err := VerifyAudit(log)
	if err != nil || len(entries) != 2 {
		t.Fatalf("audit %v: %+v", err, entries)
	}
	if failures, _ = ReadAuditFailures(log); len(MissingAuditEntries(entries, failures)) != 0 {
		t.Errorf("failures without an entry after recovery: %+v", MissingAuditEntries(entries, failures))
	}
	for _, w := range []string{"outbox", "inbox"} {
		jobs, _ := filepath.Glob(filepath.Join(dir, w, WorkDirName, d.ID(), "2*"))
		if len(jobs) != 0 {
			t.Errorf("%s: job folders left: %v", w, jobs)
		}
	}
}

// TestAuditWriteCutBack: a failed append leaves no torn line: the log stays
// a chain, and the next append continues it.
func TestAuditWriteCutBack(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "audit.jsonl")
	a, err := openAudit(path, "d1", quietLogger(t))
	if err != nil {
		t.Fatal(err)
	}
	defer a.close()
	if err := a.append(&journal{ID: "j1", Name: "a.txt", Outcome: OutcomeChecked}); err != nil {
		t.Fatal(err)
	}
	a.writeFault = func() error {
		a.f.WriteAt([]byte(`{"seq":2,"torn`), a.size) // what a full disk leaves of a write
		return syscall.ENOSPC
	}
	if err := a.append(&journal{ID: "j2", Name: "b.txt", Outcome: OutcomeSent}); err == nil {
		t.Fatal("append on a full disk reported no error")
	}
	a.writeFault = nil
	if err := a.append(&journal{ID: "j2", Name: "b.txt", Outcome: OutcomeSent}); err != nil {
		t.Fatal(err)
	}
	entries, err := VerifyAudit(path)
	if err != nil || len(entries) != 2 || entries[1].Memo != "b.txt" {
		t.Fatalf("audit %v: %+v", err, entries)
	}
	if !fsx.Exists(filepath.Join(dir, failedMarker)) {
		t.Error("no marker of the failed append")
	}
	f, _ := ReadAuditFailures(path)
	if len(f) != 1 || f[0].Memo != "b.txt" || len(MissingAuditEntries(entries, f)) != 0 {
		t.Errorf("failures %+v", f)
	}
}
