package watcher

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"citeguard/internal/fsx"
)

// unreadableDaemon is a gate daemon whose reads of the memo named bad
// fail with EACCES (counted in reads), as a file the daemon's user may
// not read does once it has been claimed.
func unreadableDaemon(t *testing.T, c *Config, bad string, reads *atomic.Int64, retry time.Duration) *Daemon {
	t.Helper()
	d, err := New(c, fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	d.jobs.retryDelay = retry
	d.jobs.readFault = func(memo string) error {
		if memo == bad {
			reads.Add(1)
			return &fs.PathError{Op: "open", Path: memo, Err: syscall.EACCES}
		}
		return nil
	}
	return d
}

// TestUnreadableMemoFails: a memo the daemon cannot read once claimed is
// tried read_attempts times, then goes to failed/ with a Polish report and
// an audit entry — never retried forever in the hidden work folder, never
// sent — while a readable memo beside it is sent (issue 25 item 9).
// Attempts, not seconds.
func TestUnreadableMemoFails(t *testing.T) {
	for _, attempts := range []int{1, 3} {
		t.Run(fmt.Sprint(attempts), func(t *testing.T) {
			dir := t.TempDir()
			c := testConfig(t, dir, gateYAML+fmt.Sprintf("read_attempts: %d\n", attempts))
			var reads atomic.Int64
			d := unreadableDaemon(t, c, "locked.txt", &reads, 20*time.Millisecond)
			stop := runUntilStop(t, d)
			dropAtomic(t, filepath.Join(dir, "outbox", "locked.txt"), "Memo.\n")
			dropAtomic(t, filepath.Join(dir, "outbox", "ok.txt"), "Memo.\n")
			waitFor(t, "locked.txt in failed/ and ok.txt in send/", func() bool {
				return fsx.Exists(filepath.Join(dir, "failed", "locked.txt")) && fsx.Exists(filepath.Join(dir, "send", "ok.txt"))
			})
			time.Sleep(200 * time.Millisecond) // ten retry periods: no read after it failed
			stop()
			checkUnreadableFailed(t, dir, c, attempts, reads.Load())
		})
	}
}

// TestUnreadableMemoAttemptsSurviveRestart: the failed reads are counted
// in the job folder, so a restart does not start the count again.
func TestUnreadableMemoAttemptsSurviveRestart(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, gateYAML+"read_attempts: 3\n")
	var reads atomic.Int64
	d := unreadableDaemon(t, c, "locked.txt", &reads, time.Hour)
	stop := runUntilStop(t, d)
	dropAtomic(t, filepath.Join(dir, "outbox", "locked.txt"), "Memo.\n")
	waitFor(t, "one failed read", func() bool { return reads.Load() == 1 })
	stop()
	for i := 0; i < 2; i++ { // two more runs, one attempt each (the retry waits an hour)
		d = unreadableDaemon(t, c, "locked.txt", &reads, time.Hour)
		stop = runUntilStop(t, d)
		waitFor(t, fmt.Sprintf("%d failed reads", i+2), func() bool { return reads.Load() == int64(i+2) })
		if i == 1 {
			waitFor(t, "locked.txt in failed/", func() bool { return fsx.Exists(filepath.Join(dir, "failed", "locked.txt")) })
		}
		stop()
	}
	checkUnreadableFailed(t, dir, c, 3, reads.Load())
}

func checkUnreadableFailed(t *testing.T, dir string, c *Config, attempts int, reads int64) {
	t.Helper()
	if reads != int64(attempts) {
		t.Errorf("%d reads of the memo, want %d (read_attempts)", reads, attempts)
	}
	if fsx.Exists(filepath.Join(dir, "send", "locked.txt")) {
		t.Error("the unreadable memo was sent")
	}
	md, _ := os.ReadFile(filepath.Join(dir, "reports", "locked.txt.md"))
	if want := fmt.Sprintf("nie mógł odczytać pliku memo (%d prób)", attempts); !strings.Contains(string(md), want) {
		t.Errorf("report lacks %q:\n%.800s", want, md)
	}
	entries, err := VerifyAudit(filepath.Join(c.State, "audit.jsonl"))
	found := false
	for _, e := range entries {
		if e.Memo == "locked.txt" {
			found = e.Outcome == OutcomeFailed
		}
	}
	if err != nil || !found {
		t.Errorf("audit %v: no failed entry of locked.txt in %+v", err, entries)
	}
	work, _ := filepath.Glob(filepath.Join(dir, "outbox", WorkDirName, "*", "*"))
	for _, w := range work {
		if fi, err := os.Stat(w); err == nil && fi.IsDir() {
			t.Errorf("a job folder is left in the work folder: %s", w)
		}
	}
}
