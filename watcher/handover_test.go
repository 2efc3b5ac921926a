package watcher

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"citeguard/internal/fsx"
)

// checkedSoon drops a memo into the inbox and waits until it is checked.
func checkedSoon(t *testing.T, dir, name string) {
	t.Helper()
	dropAtomic(t, filepath.Join(dir, "inbox", name), memoText(name, "", 1))
	waitFor(t, name+" checked", func() bool { return fsx.Exists(filepath.Join(dir, "checked", name)) })
}

// TestSuccessorTakesOverTheStateLock: the successor of a daemon on the
// same state folder takes over its lock — never released in between: no
// other daemon can take the folder while the running one stops and the
// successor starts — and, once the first has stopped, checks memos; its
// Close releases the lock.
func TestSuccessorTakesOverTheStateLock(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c1 := testConfig(t, dir, "settle: 100ms\nhealth: 127.0.0.1:0\nfolders:\n  - path: inbox\n")
	d1, err := New(c1, fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	stop1 := runUntilStop(t, d1)
	checkedSoon(t, dir, "before.txt")
	addr := d1.healthAddrGet()

	c2 := testConfig(t, dir, "settle: 200ms\nhealth: 127.0.0.1:0\nfolders:\n  - path: inbox\n")
	d2, err := d1.Successor(c2, fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatalf("Successor: %v", err)
	}
	if d2.ID() != d1.ID() || d2.healthAddrGet() != addr {
		t.Errorf("the successor on the same state and address: id %s (was %s), health %s (was %s)", d2.ID(), d1.ID(), d2.healthAddrGet(), addr)
	}
	if _, err := New(c1, fakeCheck, Options{Logger: quietLogger(t)}); err == nil {
		t.Fatal("a third daemon took the state folder while two of one process hold it")
	}
	stop1() // d1's Run ends and closes d1: the lock and the endpoint stay with d2
	if _, err := New(c1, fakeCheck, Options{Logger: quietLogger(t)}); err == nil {
		t.Fatal("the state lock was released when the daemon before the successor stopped")
	}
	if resp, err := http.Get("http://" + addr + "/healthz"); err != nil {
		t.Fatalf("the health endpoint went away with the daemon before the successor: %v", err)
	} else {
		resp.Body.Close()
	}
	stop2 := runUntilStop(t, d2)
	checkedSoon(t, dir, "after.txt")
	stop2()
	// One audit log, one chain, across the handover.
	entries, err := VerifyAudit(filepath.Join(c1.State, "audit.jsonl"))
	if err != nil || len(entries) != 2 || entries[0].Memo != "before.txt" || entries[1].Memo != "after.txt" {
		t.Errorf("the audit log across the handover: %v, %+v", err, entries)
	}
	d3, err := New(c1, fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatalf("the successor's Close did not release the state lock: %v", err)
	}
	d3.Close()
}

// TestSuccessorRefused: a configuration that cannot start is refused
// while the running daemon goes on checking memos, and the refused
// successor leaves nothing open: once the running daemon stops, its state
// folder and the other one are free.
func TestSuccessorRefused(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c1 := testConfig(t, dir, "settle: 100ms\nfolders:\n  - path: inbox\n")
	d1, err := New(c1, fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	stop1 := runUntilStop(t, d1)
	held := filepath.Join(dir, "held")
	other, err := New(testConfig(t, dir, "state: held\nfolders:\n  - path: inbox2\n"), fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	fileAsParent := filepath.Join(dir, "a-file")
	os.WriteFile(fileAsParent, []byte("x"), 0o644)
	cases := []struct{ name, yaml, want string }{
		{"state held by another daemon", "state: " + held + "\n", "another citeguard watch is running with this state folder"},
		{"a folder that cannot be created", "reports: " + filepath.Join(fileAsParent, "reports") + "\n", "create folder"},
		{"a health port in use", "health: " + busy.Addr().String() + "\n", "address already in use"},
	}
	if runtime.GOOS == "linux" {
		cases = append(cases,
			struct{ name, yaml, want string }{"state: /proc/1", "state: /proc/1\n", "/proc/1/lock"},
			struct{ name, yaml, want string }{"a folder that cannot be written", "reports: /proc/1\n", "folder /proc/1 cannot be written"})
	}
	for i, c := range cases {
		next := testConfig(t, dir, "settle: 100ms\nfolders:\n  - path: inbox\n"+c.yaml)
		if d, err := d1.Successor(next, fakeCheck, Options{Logger: quietLogger(t)}); err == nil || !strings.Contains(err.Error(), c.want) {
			if d != nil {
				d.Close()
			}
			t.Errorf("%s: Successor: %v, want an error with %q", c.name, err, c.want)
		}
		checkedSoon(t, dir, fmt.Sprintf("memo%d.txt", i))
	}
	other.Close()
	stop1()
	for _, yaml := range []string{"folders:\n  - path: inbox\n", "state: held\nfolders:\n  - path: inbox\n"} {
		d, err := New(testConfig(t, dir, yaml), fakeCheck, Options{Logger: quietLogger(t)})
		if err != nil {
			t.Fatalf("a refused successor left a state folder locked: %v", err)
		}
		d.Close()
	}
}

// TestSuccessorOfAStoppedDaemon: a reload that comes as the daemon stops
// (SIGTERM) is refused, and releases what it opened.
func TestSuccessorOfAStoppedDaemon(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c := testConfig(t, dir, "folders:\n  - path: inbox\n")
	d, err := New(c, fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	d.Close()
	other := testConfig(t, dir, "state: other\nfolders:\n  - path: inbox\n")
	if _, err := d.Successor(other, fakeCheck, Options{Logger: quietLogger(t)}); err == nil || !strings.Contains(err.Error(), "stopped during the reload") {
		t.Fatalf("Successor of a closed daemon: %v", err)
	}
	d2, err := New(other, fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatalf("the refused successor kept its state folder locked: %v", err)
	}
	d2.Close()
}

// TestReloadFailureOnHealth: a reload that did not take is on /healthz
// (degraded, with the reason) and /metrics until it is cleared.
func TestReloadFailureOnHealth(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nhealth: 127.0.0.1:0\nfolders:\n  - path: inbox\n")
	d, err := New(c, fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	runUntilStop(t, d)
	get := func(path string) (int, string) {
		resp, err := http.Get("http://" + d.healthAddrGet() + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	if code, body := get("/healthz"); code != 200 || strings.Contains(body, `"reload"`) {
		t.Fatalf("/healthz before: %d %s", code, body)
	}
	d.SetReloadFailure("the new configuration cannot start: state folder: busy")
	code, body := get("/healthz")
	if code != http.StatusServiceUnavailable || !strings.Contains(body, `"status":"degraded"`) || !strings.Contains(body, "the new configuration cannot start: state folder: busy") {
		t.Errorf("/healthz after a failed reload: %d %s", code, body)
	}
	if _, m := get("/metrics"); !strings.Contains(m, "citeguard_reload_failed 1") {
		t.Errorf("/metrics after a failed reload:\n%s", m)
	}
	d.SetReloadFailure("")
	if code, body := get("/healthz"); code != 200 || strings.Contains(body, `"reload"`) {
		t.Errorf("/healthz once cleared: %d %s", code, body)
	}
}
