package watcher

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"citeguard/reports"
)

// A daemon adopts the jobs another daemon left in the shared inbox's work
// folder once that daemon's heartbeat is older than `takeover`, and leaves
// alone the jobs of a daemon whose heartbeat is fresh.
func TestTakeOverOrphanedJobs(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nrescan: 200ms\ntakeover: 500ms\nfolders:\n  - path: inbox\n")
	work := filepath.Join(dir, "inbox", WorkDirName)
	plant := func(daemon, job, memo string, heartbeat time.Time) string {
		jobDir := filepath.Join(work, daemon, job)
		if err := os.MkdirAll(jobDir, 0o755); err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(jobDir, memo), []byte(memoText(memo, "", 2)), 0o644)
		alive := filepath.Join(work, daemon, aliveName)
		os.WriteFile(alive, nil, 0o644)
		os.Chtimes(alive, heartbeat, heartbeat)
		return jobDir
	}
	dead := plant("deadhost-0001", "20261130T010000-aaaa", "orphan.txt", time.Now().Add(-time.Hour))
	live := plant("livehost-0002", "20261130T010000-bbbb", "kept.txt", time.Now().Add(time.Hour))

	var d *Daemon
	stop := startDaemonD(t, c, fakeCheck, &d)
	waitFor(t, deadline, "the orphaned memo checked", func() bool { return exists(filepath.Join(dir, "checked", "orphan.txt")) })
	time.Sleep(time.Second) // several rescans: the live daemon's job must stay
	stop()

	if exists(dead) {
		t.Error("the orphaned job folder is still in the dead daemon's work folder")
	}
	if !exists(filepath.Join(live, "kept.txt")) {
		t.Error("a job of a living daemon was taken")
	}
	if r := reportsOf(t, filepath.Join(dir, "reports")); !r["orphan.txt"] || len(r) != 1 {
		t.Errorf("reports %v, want orphan.txt only", r)
	}
	entries, err := VerifyAudit(filepath.Join(dir, ".citeguard", "audit.jsonl"))
	if err != nil || len(entries) != 1 || entries[0].Daemon != d.ID() {
		t.Errorf("audit %+v, %v: want one entry signed by %s", entries, err, d.ID())
	}
}

// A memo whose check ended the daemon's process maxAttempts times fails
// closed at the next start, without another check; a memo with fewer
// crashed attempts is checked again.
func TestCrashLoopFailsClosed(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nfolders:\n  - path: inbox\n")
	d, err := New(c, fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	d.audit.close()
	work := filepath.Join(dir, "inbox", WorkDirName, d.ID())
	plant := func(job, memo string, crashes int) {
		for k := 1; k <= crashes; k++ {
			if err := os.MkdirAll(filepath.Join(work, job, fmt.Sprintf(".attempt-%d", k)), 0o755); err != nil {
				t.Fatal(err)
			}
		}
		os.WriteFile(filepath.Join(work, job, memo), []byte(memoText(memo, "", 1)), 0o644)
	}
	plant("job-poison", "poison.txt", maxAttempts)
	plant("job-unlucky", "unlucky.txt", maxAttempts-1)
	var checked []string
	var mu sync.Mutex
	check := func(ctx context.Context, path string) (*reports.Memo, error) {
		mu.Lock()
		checked = append(checked, filepath.Base(path))
		mu.Unlock()
		return fakeCheck(ctx, path)
	}
	stop := startDaemon(t, c, check)
	waitFor(t, deadline, "both memos handled", func() bool {
		return exists(filepath.Join(dir, "failed", "poison.txt")) && exists(filepath.Join(dir, "checked", "unlucky.txt"))
	})
	stop()
	if fmt.Sprint(checked) != "[unlucky.txt]" {
		t.Errorf("checked %v, want only unlucky.txt", checked)
	}
	md, _ := os.ReadFile(filepath.Join(dir, "reports", "poison.txt.md"))
	if !strings.Contains(string(md), "przerwało pracę programu") {
		t.Errorf("the report does not say why the memo failed:\n%s", md)
	}
	if e, _ := filepath.Glob(filepath.Join(work, "[^.]*")); len(e) != 0 {
		t.Errorf("work folder not emptied: %v", e)
	}
}
