package watcher

import (
	"citeguard/internal/fsx"
	"os"
	"path/filepath"
	"testing"
	"time"
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
	waitFor(t, "the orphaned memo checked", func() bool { return fsx.Exists(filepath.Join(dir, "checked", "orphan.txt")) })
	time.Sleep(time.Second) // several rescans: the live daemon's job must stay
	stop()

	if fsx.Exists(dead) {
		t.Error("the orphaned job folder is still in the dead daemon's work folder")
	}
	if !fsx.Exists(filepath.Join(live, "kept.txt")) {
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
