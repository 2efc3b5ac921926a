package watcher

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"citeguard/reports"
)

// A memo whose check ended the daemon's process maxAttempts times fails
// closed at the next start, without another check; a memo with fewer
// crashed attempts is checked again.
func TestCrashLoopFailsClosed(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nfolders:\n  - path: inbox\n")
	work := workFolder(t, c)
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

// TestCrashLoopProcess: a memo whose check kills the daemon process (a
// fatal error no recover catches) is tried maxAttempts times, one restart
// each, and then fails closed; the memo beside it is checked normally and
// the daemon runs on.
func TestCrashLoopProcess(t *testing.T) {
	if testing.Short() {
		t.Skip("daemon subprocess: skipped in -short")
	}
	dir := t.TempDir()
	cfgPath := filepath.Join(dir, "citeguard.yaml")
	os.WriteFile(cfgPath, []byte("folders:\n  - path: inbox\nsettle: 100ms\nconcurrency: 1\nlogging:\n  file: daemon.log\n"), 0o644)
	os.MkdirAll(filepath.Join(dir, "inbox"), 0o755)
	dropAtomic(t, filepath.Join(dir, "inbox", "crash.txt"), memoText("crash.txt", "EXIT", 1))
	dropAtomic(t, filepath.Join(dir, "inbox", "ok.txt"), memoText("ok.txt", "", 1))
	done := func() bool {
		return exists(filepath.Join(dir, "failed", "crash.txt")) && exists(filepath.Join(dir, "checked", "ok.txt"))
	}
	// runOnce runs the daemon until it crashes (true) or the work is done.
	runOnce := func() bool {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "CITEGUARD_CHAOSD="+cfgPath)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		exited := make(chan error, 1)
		go func() { exited <- cmd.Wait() }()
		end := time.Now().Add(deadline)
		for !done() {
			if time.Now().After(end) {
				cmd.Process.Kill()
				t.Fatal("timed out")
			}
			select {
			case err := <-exited:
				var ee *exec.ExitError
				if !errors.As(err, &ee) || ee.ExitCode() != 3 {
					t.Fatalf("daemon exited with %v, want the checker's crash (exit 3)", err)
				}
				return true
			case <-time.After(20 * time.Millisecond):
			}
		}
		cmd.Process.Signal(syscall.SIGTERM)
		if err := <-exited; err != nil {
			t.Errorf("daemon after SIGTERM: %v", err)
		}
		return false
	}
	crashes := 0
	for runOnce() {
		if crashes++; crashes > maxAttempts+1 {
			t.Fatalf("%d crashes: the memo is tried again and again", crashes)
		}
	}
	if crashes != maxAttempts {
		t.Errorf("%d crashes, want %d (one per attempt)", crashes, maxAttempts)
	}
	md, _ := os.ReadFile(filepath.Join(dir, "reports", "crash.txt.md"))
	if !strings.Contains(string(md), "przerwało pracę programu") {
		t.Errorf("report of the crashing memo:\n%s", md)
	}
}
