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

// TestHangupReopensLogAndReloads: SIGHUP (the unit's ExecReload) reopens
// the log file — after logrotate renamed it, new lines go to a new file —
// and, when the configuration on disk changed, restarts the daemon on it;
// a configuration that does not load keeps the running one running (it is
// not restarted). SIGTERM still stops it cleanly (exit 0).
func TestHangupReopensLogAndReloads(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the daemon: skipped in -short")
	}
	t.Parallel()
	dir := t.TempDir()
	logPath := filepath.Join(dir, "citeguard.log")
	cfg := filepath.Join(dir, "citeguard.yaml")
	os.MkdirAll(filepath.Join(dir, "library"), 0o755)
	os.WriteFile(filepath.Join(dir, "library", "I_CSK_1_19.txt"), []byte("Sygn. akt I CSK 1/19\nWyrok Sądu Najwyższego."), 0o644)
	os.WriteFile(cfg, []byte("concurrency: 1\nisolation: none\nlogging:\n  file: citeguard.log\n"), 0o644)
	cmd, stderr := startWatch(t, cfg)
	waitFor(t, logPath, "citeguard watch started", 1)
	if err := os.Rename(logPath, logPath+".1"); err != nil {
		t.Fatal(err)
	}
	cmd.Process.Signal(syscall.SIGHUP)
	waitFor(t, logPath, "SIGHUP: log file reopened", 1)
	if b, _ := os.ReadFile(logPath); strings.Contains(string(b), "restarts") {
		t.Fatal("an unchanged configuration restarted the daemon")
	}
	os.WriteFile(cfg, []byte("concurrency: 1\nisolation: none\nsettle: 1s\nlogging:\n  file: citeguard.log\n"), 0o644)
	cmd.Process.Signal(syscall.SIGHUP)
	waitFor(t, logPath, "SIGHUP: configuration reloaded; the daemon restarts on it", 1)
	waitFor(t, logPath, "citeguard watch started", 1)
	if b, _ := os.ReadFile(logPath); !strings.Contains(string(b), "settle=1s") {
		t.Fatalf("the daemon did not restart on the new settle:\n%s", b)
	}
	os.WriteFile(cfg, []byte("concurrency: 1\nsetle: 1s\n"), 0o644) // a typo
	cmd.Process.Signal(syscall.SIGHUP)
	waitFor(t, logPath, "SIGHUP: the configuration does not load; running on with the previous one", 1)
	waitFor(t, logPath, `unknown key \"setle\": did you mean \"settle\"?`, 1)
	if b, _ := os.ReadFile(logPath); strings.Count(string(b), "citeguard watch started") != 1 || strings.Count(string(b), "citeguard watch stopped") != 1 {
		t.Fatalf("a configuration that does not load stopped or restarted the daemon:\n%s", b)
	}
	cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Fatalf("after SIGHUPs and SIGTERM: %v\n%s", err, stderr.String())
	}
	if old, _ := os.ReadFile(logPath + ".1"); strings.Contains(string(old), "SIGHUP") {
		t.Fatal("the reopen was logged to the rotated file")
	}
}

// startWatch starts `citeguard watch -config cfg` as a process of its own
// (killed when the test ends) and returns it with what it writes to
// standard error.
func startWatch(t *testing.T, cfg string) (*exec.Cmd, *strings.Builder) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "watch", "-config", cfg)
	cmd.Env = append(os.Environ(), "CITEGUARD_TEST_RUN_MAIN=1")
	stderr := &strings.Builder{}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })
	return cmd, stderr
}

// waitFor waits for at least n lines containing want in a file (waitEnd
// bounds the wait).
func waitFor(t *testing.T, path, want string, n int) {
	t.Helper()
	for end, bounded := waitEnd(t); !waited(end, bounded); {
		if b, err := os.ReadFile(path); err == nil && strings.Count(string(b), want) >= n {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	b, _ := os.ReadFile(path)
	t.Fatalf("%s never said %q (%d times):\n%s", path, want, n, b)
}
