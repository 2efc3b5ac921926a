//go:build unix

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestHangupReopensLog is logrotate's rotation of the daemon's log: the
// file is renamed, SIGHUP (the unit's ExecReload) makes the daemon open a
// new one and go on; SIGTERM still stops it cleanly (exit 0).
func TestHangupReopensLog(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the daemon: skipped in -short")
	}
	t.Parallel()
	dir := t.TempDir()
	logPath := filepath.Join(dir, "citeguard.log")
	cfg := filepath.Join(dir, "citeguard.yaml")
	os.WriteFile(cfg, []byte("concurrency: 1\nlogging:\n  file: citeguard.log\n"), 0o644)
	cmd := exec.Command(os.Args[0], "watch", "-config", cfg)
	cmd.Env = append(os.Environ(), "CITEGUARD_TEST_RUN_MAIN=1")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	waitFor(t, logPath, "citeguard watch started")
	if err := os.Rename(logPath, logPath+".1"); err != nil {
		t.Fatal(err)
	}
	cmd.Process.Signal(syscall.SIGHUP)
	waitFor(t, logPath, "SIGHUP: log file reopened")
	cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Fatalf("after SIGHUP and SIGTERM: %v\n%s", err, stderr.String())
	}
	if old, _ := os.ReadFile(logPath + ".1"); strings.Contains(string(old), "SIGHUP") {
		t.Fatal("the reopen was logged to the rotated file")
	}
}

// waitFor waits up to a minute for a line containing want in a file.
func waitFor(t *testing.T, path, want string) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		if b, err := os.ReadFile(path); err == nil && strings.Contains(string(b), want) {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	b, _ := os.ReadFile(path)
	t.Fatalf("%s never said %q:\n%s", path, want, b)
}
