//go:build unix

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"citeguard/internal/fsx"
)

// TestHangupNeverKillsTheDaemon: a reload (SIGHUP) onto a configuration
// that parses but cannot start — its state folder held by another daemon,
// `state: /proc/1`, a folder that cannot be written, a health port in use
// — leaves the running daemon running: the reason is logged and on
// /healthz (degraded), and a memo dropped afterwards is still checked.
// A good configuration then replaces it, /healthz is ok again, and SIGTERM
// stops it with exit 0. (Before, each of these stopped the daemon and
// exited 4.)
func TestHangupNeverKillsTheDaemon(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the daemon: skipped in -short")
	}
	t.Parallel()
	dir := t.TempDir()
	logPath := filepath.Join(dir, "citeguard.log")
	cfgPath := filepath.Join(dir, "citeguard.yaml")
	os.MkdirAll(filepath.Join(dir, "library"), 0o755)
	os.WriteFile(filepath.Join(dir, "library", "I_CSK_1_19.txt"), []byte("Sygn. akt I CSK 1/19\nWyrok Sądu Najwyższego."), 0o644)
	base := "concurrency: 1\nisolation: none\nsettle: 200ms\nhealth: 127.0.0.1:0\nlogging:\n  file: citeguard.log\n"
	os.WriteFile(cfgPath, []byte(base), 0o644)

	// Another daemon's state folder: its lock is held.
	held := filepath.Join(dir, "other-state")
	os.MkdirAll(held, 0o755)
	unlock, err := fsx.Lock(filepath.Join(held, "lock"))
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	// A health port in use.
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()

	cmd, stderr := startWatch(t, cfgPath)
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	waitFor(t, logPath, "citeguard watch started", 1)
	b, _ := os.ReadFile(logPath)
	m := regexp.MustCompile(`msg="health endpoint" addr=http://(127\.0\.0\.1:\d+)/healthz`).FindSubmatch(b)
	if m == nil {
		t.Fatalf("no health endpoint in the log:\n%s", b)
	}
	addr := string(m[1])

	bad := []struct{ name, yaml, reason string }{
		{"state held by another daemon", base + "state: " + held + "\n", "another citeguard watch is running with this state folder"},
		{"a health port in use", strings.Replace(base, "127.0.0.1:0", busy.Addr().String(), 1), "health endpoint: listen tcp " + busy.Addr().String()},
	}
	if runtime.GOOS == "linux" { // /proc/1: a folder no one may write, root included
		bad = append(bad,
			struct{ name, yaml, reason string }{"state: /proc/1", base + "state: /proc/1\n", "/proc/1/lock"},
			struct{ name, yaml, reason string }{"a folder that cannot be written", base + "reports: /proc/1\n", "folder /proc/1 cannot be written"})
	}
	for i, c := range bad {
		os.WriteFile(cfgPath, []byte(c.yaml), 0o644)
		cmd.Process.Signal(syscall.SIGHUP)
		waitFor(t, logPath, "SIGHUP: the new configuration cannot start; running on with the previous one", i+1)
		if b, _ := os.ReadFile(logPath); !strings.Contains(string(b), c.reason) {
			t.Errorf("%s: the log does not say why (%q):\n%s", c.name, c.reason, b)
		}
		select {
		case err := <-exited:
			t.Fatalf("%s: the daemon exited (%v):\n%s\n%s", c.name, err, stderr.String(), readFile(logPath))
		default:
		}
		status, body := getHealth(t, addr)
		if status != http.StatusServiceUnavailable || body.Status != "degraded" || !strings.Contains(body.Reload, c.reason) || !strings.Contains(body.Reload, "running on the previous configuration") {
			t.Errorf("%s: /healthz %d %+v, want degraded with the reason %q", c.name, status, body, c.reason)
		}
		memo := fmt.Sprintf("memo%d.txt", i)
		dropCitingMemo(t, filepath.Join(dir, "inbox", memo))
		waitGone(t, filepath.Join(dir, "inbox", memo))
		waitExists(t, filepath.Join(dir, "reports", memo+".md"))
	}
	if n := strings.Count(readFile(logPath), "citeguard watch started"); n != 1 {
		t.Fatalf("the daemon was restarted %d times by reloads that could not start", n-1)
	}

	// A configuration whose daemon starts but whose checker does not (its
	// library folder cannot be created: below a file) brings the running
	// configuration back, on the same state lock and health endpoint.
	os.WriteFile(filepath.Join(dir, "a-file"), []byte("x"), 0o644)
	os.WriteFile(cfgPath, []byte(base+"library: [a-file/library]\n"), 0o644)
	cmd.Process.Signal(syscall.SIGHUP)
	waitFor(t, logPath, "SIGHUP: the checker of the new configuration did not start; back to the previous configuration", 1)
	waitFor(t, logPath, "citeguard watch started", 2)
	status, body := getHealth(t, addr)
	if status != http.StatusServiceUnavailable || !strings.Contains(body.Reload, "the checker of the new configuration did not start: creating the library folder") {
		t.Errorf("after the checker failed: /healthz %d %+v", status, body)
	}
	dropCitingMemo(t, filepath.Join(dir, "inbox", "back.txt"))
	waitGone(t, filepath.Join(dir, "inbox", "back.txt"))
	waitExists(t, filepath.Join(dir, "reports", "back.txt.md"))

	// A configuration that starts replaces the running one; /healthz is ok.
	os.WriteFile(cfgPath, []byte(strings.Replace(base, "settle: 200ms", "settle: 300ms", 1)), 0o644)
	cmd.Process.Signal(syscall.SIGHUP)
	waitFor(t, logPath, "SIGHUP: configuration reloaded; the daemon restarts on it", 1)
	waitFor(t, logPath, "settle=300ms", 1)
	status, body = getHealth(t, addr)
	if status != http.StatusOK || body.Reload != "" {
		t.Errorf("after a good reload: /healthz %d %+v", status, body)
	}
	dropCitingMemo(t, filepath.Join(dir, "inbox", "after.txt"))
	waitGone(t, filepath.Join(dir, "inbox", "after.txt"))
	cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-exited:
		if err != nil {
			t.Fatalf("SIGTERM: %v\n%s", err, stderr.String())
		}
	case <-time.After(time.Minute):
		t.Fatal("SIGTERM did not stop the daemon within a minute")
	}
}

// healthBody is what the test reads of /healthz.
type healthBody struct {
	Status string `json:"status"`
	Reload string `json:"reload"`
}

func getHealth(t *testing.T, addr string) (int, healthBody) {
	t.Helper()
	resp, err := http.Get("http://" + addr + "/healthz")
	if err != nil {
		t.Fatalf("/healthz: %v", err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var b healthBody
	if err := json.Unmarshal(raw, &b); err != nil {
		t.Fatalf("/healthz: %v: %s", err, raw)
	}
	return resp.StatusCode, b
}

// dropCitingMemo writes a memo citing the library's judgment, whole at once.
func dropCitingMemo(t *testing.T, path string) {
	t.Helper()
	tmp := filepath.Join(filepath.Dir(filepath.Dir(path)), filepath.Base(path)+".tmp")
	if err := os.WriteFile(tmp, []byte("Memo.\n\nPor. wyrok SN z 9.01.2020 r., I CSK 1/19.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
}

// waitGone waits for the daemon to take a memo out of its folder (waitEnd
// bounds the wait).
func waitGone(t *testing.T, path string) {
	t.Helper()
	for end, bounded := waitEnd(t); !waited(end, bounded); time.Sleep(50 * time.Millisecond) {
		if !fsx.Exists(path) {
			return
		}
	}
	t.Fatalf("%s is still in its folder when the test's deadline came near", path)
}

// waitExists waits for a file to appear (waitEnd bounds the wait).
func waitExists(t *testing.T, path string) {
	t.Helper()
	for end, bounded := waitEnd(t); !waited(end, bounded); time.Sleep(50 * time.Millisecond) {
		if fsx.Exists(path) {
			return
		}
	}
	t.Fatalf("%s had not appeared when the test's deadline came near", path)
}

func readFile(path string) string {
	b, _ := os.ReadFile(path)
	return string(b)
}
