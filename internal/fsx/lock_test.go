package fsx

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

func TestLockIsExclusive(t *testing.T) {
	t.Parallel()
	p := filepath.Join(t.TempDir(), "lock")
	unlock, err := Lock(p)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Lock(p); !errors.Is(err, ErrLocked) {
		t.Fatalf("second lock: %v, want ErrLocked", err)
	}
	unlock()
	unlock2, err := Lock(p)
	if err != nil {
		t.Fatalf("lock after unlock: %v", err)
	}
	unlock2()
}

// TestLockHoldsAcrossProcesses is the single-instance guarantee: while one
// process holds the state folder's lock, a second daemon started on it
// gets ErrLocked; once the first lets go (or dies), the second gets it.
func TestLockHoldsAcrossProcesses(t *testing.T) {
	if p := os.Getenv("FSX_LOCK_CHILD"); p != "" {
		unlock, err := Lock(p)
		switch {
		case errors.Is(err, ErrLocked):
			os.Exit(3)
		case err != nil:
			os.Exit(4)
		}
		unlock()
		os.Exit(0)
	}
	t.Parallel()
	p := filepath.Join(t.TempDir(), "lock")
	child := func() int {
		cmd := exec.Command(os.Args[0], "-test.run=^TestLockHoldsAcrossProcesses$")
		cmd.Env = append(os.Environ(), "FSX_LOCK_CHILD="+p)
		err := cmd.Run()
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return ee.ExitCode()
		}
		if err != nil {
			t.Fatal(err)
		}
		return 0
	}
	unlock, err := Lock(p)
	if err != nil {
		t.Fatal(err)
	}
	if code := child(); code != 3 {
		t.Fatalf("a second process locked a held lock (exit %d, want 3)", code)
	}
	unlock()
	if code := child(); code != 0 {
		t.Fatalf("a second process could not lock a released lock (exit %d)", code)
	}
}
