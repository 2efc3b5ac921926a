package watcher

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"citeguard/internal/fsx"
	"citeguard/reports"
)

// Planted markers of checks the process died in: a memo whose checks,
// run alone, ended it maxCrashes times fails closed without another check;
// one with fewer, or that only died beside other checks, is checked again.
func TestCrashLoopFailsClosed(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nfolders:\n  - path: inbox\n")
	work := workFolder(t, c)
	plant := func(job, memo string, shared, alone int) {
		for k := 1; k <= shared; k++ {
			os.MkdirAll(filepath.Join(work, job, fmt.Sprintf("%s%d", markShared, k)), 0o755)
		}
		for k := 1; k <= alone; k++ {
			os.MkdirAll(filepath.Join(work, job, fmt.Sprintf("%s%d", markAlone, k)), 0o755)
		}
		if err := os.WriteFile(filepath.Join(work, job, memo), []byte(memoText(memo, "", 1)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	plant("job-poison", "poison.txt", 1, maxCrashes)
	plant("job-unlucky", "unlucky.txt", 0, maxCrashes-1)
	plant("job-neighbour", "neighbour.txt", 5, 0)
	var checked []string
	var mu sync.Mutex
	check := func(ctx context.Context, path string) (*reports.Memo, error) {
		mu.Lock()
		checked = append(checked, filepath.Base(path))
		mu.Unlock()
		return fakeCheck(ctx, path)
	}
	stop := startDaemon(t, c, check)
	waitFor(t, "the three memos handled", func() bool {
		return fsx.Exists(filepath.Join(dir, "failed", "poison.txt")) && len(files(filepath.Join(dir, "checked"))) == 2
	})
	stop()
	sort.Strings(checked)
	if fmt.Sprint(checked) != "[neighbour.txt unlucky.txt]" {
		t.Errorf("checked %v, want neighbour.txt and unlucky.txt", checked)
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
// fatal error no recover catches) fails closed after maxCrashes crashes
// while it ran alone, one restart each; the memos checked beside it when it
// first crashed are checked normally, never blamed, and the daemon runs on.
func TestCrashLoopProcess(t *testing.T) {
	if testing.Short() {
		t.Skip("daemon subprocess: skipped in -short")
	}
	for _, conc := range []int{1, 2} {
		t.Run(fmt.Sprintf("concurrency=%d", conc), func(t *testing.T) { crashLoop(t, conc) })
	}
}

func crashLoop(t *testing.T, conc int) {
	dir := t.TempDir()
	cfgPath := filepath.Join(dir, "citeguard.yaml")
	os.WriteFile(cfgPath, []byte(fmt.Sprintf("folders:\n  - path: inbox\nsettle: 100ms\nconcurrency: %d\nlogging:\n  file: daemon.log\n", conc)), 0o644)
	os.MkdirAll(filepath.Join(dir, "inbox"), 0o755)
	dropAtomic(t, filepath.Join(dir, "inbox", "crash.txt"), memoText("crash.txt", "EXIT", 1))
	oks := []string{"ok1.txt", "ok2.txt", "ok3.txt"}
	for _, n := range oks {
		dropAtomic(t, filepath.Join(dir, "inbox", n), memoText(n, "", 1))
	}
	done := func() bool {
		return fsx.Exists(filepath.Join(dir, "failed", "crash.txt")) && len(files(filepath.Join(dir, "checked"))) == len(oks)
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
		end, bounded := waitEnd(t)
		for !done() {
			if bounded && time.Now().After(end) {
				cmd.Process.Kill()
				logData, _ := os.ReadFile(filepath.Join(dir, "daemon.log"))
				t.Fatalf("still waiting when the test's deadline came near: inbox %v, checked %v, failed %v; daemon log:\n%s", files(filepath.Join(dir, "inbox")),
					files(filepath.Join(dir, "checked")), files(filepath.Join(dir, "failed")), logData)
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
		if crashes++; crashes > maxCrashes+1 {
			logData, _ := os.ReadFile(filepath.Join(dir, "daemon.log"))
			t.Fatalf("%d crashes: the memo is tried again and again\n%s", crashes, logData)
		}
	}
	// Alone from the start with one slot; with two, the first crash may
	// have come while others were checked beside it.
	if crashes < maxCrashes || conc == 1 && crashes != maxCrashes {
		t.Errorf("%d crashes, want %d (+1 with two slots)", crashes, maxCrashes)
	}
	if got := files(filepath.Join(dir, "failed")); fmt.Sprint(got) != "[crash.txt]" {
		t.Errorf("failed = %v: only the crashing memo may fail", got)
	}
	md, _ := os.ReadFile(filepath.Join(dir, "reports", "crash.txt.md"))
	if !strings.Contains(string(md), "przerwało pracę programu") {
		t.Errorf("report of the crashing memo:\n%s", md)
	}
}
