package watcher

// One test per attack of the third hostile campaign that leads outside the
// watched folders (issue 25, critical 1 and 2): a job folder swapped for a
// symlink while its memo is checked, a watched folder replaced by one, the
// journal key read through the share and a job signed with it. Each swap
// happens at an exact step, never in a racing loop: either from the
// checker (the step every version of the daemon has: the check) or from
// fsx's test hook, just before a named operation on the job folder.

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"citeguard/cite"
	"citeguard/internal/fsx"
	"citeguard/reports"
)

// outsideFolder makes a folder outside the share that holds what a
// daemon must never touch — a repository, keys, secrets — and a clean
// memo under the name of the memo the test drops, so that reading it in
// place of the memo would send it. It returns each file's content by name.
func outsideFolder(t *testing.T, dir, memo string) (string, map[string]string) {
	t.Helper()
	out := filepath.Join(dir, "outside")
	want := map[string]string{
		".git/config":     "[core]\n\trepositoryformatversion = 0\n",
		".ssh/id_ed25519": "-----BEGIN OPENSSH PRIVATE KEY-----\nsecret\n",
		".env":            "DB_PASSWORD=secret\n",
		"notes.txt":       "private notes\n",
		memo:              memoText(memo, "", 2),
	}
	for n, s := range want {
		p := filepath.Join(out, filepath.FromSlash(n))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(s), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return out, want
}

// stateFiles reads the files of the state folder no share user may ever
// see: the journal key, the daemon's id and its lock.
func stateFiles(t *testing.T, state string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, n := range []string{journalKeyName, "daemon-id", "lock"} {
		b, err := os.ReadFile(filepath.Join(state, n))
		if err != nil {
			t.Fatalf("state folder: %v", err)
		}
		out[n] = string(b)
	}
	return out
}

// intact fails the test for every file of want that is not in dir with
// its content, and for every one found in a folder of the share.
func intact(t *testing.T, what, dir string, want map[string]string, share ...string) {
	t.Helper()
	for n, s := range want {
		if b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(n))); err != nil || string(b) != s {
			t.Errorf("%s: %s was removed, moved or changed (%v)", what, n, err)
		}
		for _, sh := range share {
			if p := filepath.Join(sh, filepath.Base(n)); fsx.Exists(p) {
				if b, _ := os.ReadFile(p); string(b) == s {
					t.Errorf("%s: %s was put on the share, at %s", what, n, p)
				}
			}
		}
	}
}

// swapForLink renames the folder p aside, on the share (as a share user
// can), and puts a symlink to target in its place.
func swapForLink(p, target string) error {
	if err := os.Rename(p, p+".moved"); err != nil {
		return err
	}
	return os.Symlink(target, p)
}

// jobSwap is where the job folder is swapped: from the checker (every
// version of the daemon checks) or through fsx's test hook just before
// the n-th operation op on the job folder.
type jobSwap struct {
	name string
	op   string // "" = during the check
	memo bool   // only an operation on the memo counts
	n    int
}

var jobSwaps = []jobSwap{
	{name: "during the check"},
	{name: "before the memo is read again", op: "open", memo: true, n: 2},
	{name: "before the memo moves out", op: "link", memo: true, n: 1},
	{name: "before the job folder is listed for its clean-up", op: "readdir", n: 1},
	{name: "before the journal is written", op: "create", n: 1},
}

// TestAttackJobFolderSwapped: a share user renames the job folder away
// while its memo is checked and puts a symlink in its place — to a folder
// outside the share that holds a clean memo of the same name, or to the
// daemon's state folder. Before the fix the daemon read the memo „changed”
// through the link and sent the outside one, emptied the outside folder
// (.git, .ssh, .env deleted, the rest moved onto the share) and moved the
// journal key, daemon-id and lock onto the share, into failed/.
func TestAttackJobFolderSwapped(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("symlinks need privileges on Windows")
	}
	for _, target := range []string{"outside", "state"} {
		for _, sw := range jobSwaps {
			t.Run(target+"/"+sw.name, func(t *testing.T) { jobFolderSwapped(t, target, sw) })
		}
	}
}

func jobFolderSwapped(t *testing.T, target string, sw jobSwap) {
	dir := t.TempDir()
	c := testConfig(t, dir, gateYAML+"poll_interval: 100ms\n")
	memo := "m.txt"
	out, outWant := outsideFolder(t, dir, memo)
	link := out
	workRoot := filepath.Join(dir, "outbox", WorkDirName)
	var once sync.Once
	var swapped atomic.Bool
	swap := func(jobDir string) {
		once.Do(func() {
			if err := swapForLink(jobDir, link); err != nil {
				t.Errorf("swap: %v", err)
				return
			}
			swapped.Store(true)
		})
	}
	check := func(ctx context.Context, path string) (*reports.Memo, error) {
		if sw.op == "" {
			ws, _ := filepath.Glob(filepath.Join(workRoot, "*", "*", memo))
			if len(ws) == 1 {
				swap(filepath.Dir(ws[0]))
			}
		}
		return fakeCheck(ctx, path)
	}
	if sw.op != "" {
		var mu sync.Mutex
		seen := 0
		defer fsx.SetTestHook(func(s fsx.Step) {
			if s.Op != sw.op || filepath.Dir(filepath.Dir(s.Dir)) != workRoot || sw.memo && s.Name != memo {
				return
			}
			mu.Lock()
			seen++
			n := seen
			mu.Unlock()
			if n == sw.n {
				swap(s.Dir)
			}
		})()
	}
	d, stop := guardedDaemon(t, c, check)
	state := d.state.path
	stateWant := stateFiles(t, state)
	if target == "state" {
		link = state
	}
	dropAtomic(t, filepath.Join(dir, "outbox", memo), memoText(memo, "BLOCK", 2))
	share := []string{filepath.Join(dir, "outbox"), filepath.Join(dir, "send"), filepath.Join(dir, "blocked"), filepath.Join(dir, "failed"), filepath.Join(dir, "reports")}
	waitUntil(t, func() string {
		return fmt.Sprintf("%s never reached blocked/ (swapped %v; send %v, blocked %v, failed %v, outbox %v)", memo, swapped.Load(),
			files(share[1]), files(share[2]), files(share[3]), files(share[0]))
	}, func() bool {
		if fsx.Exists(filepath.Join(dir, "blocked", memo)) || len(files(share[1])) > 0 {
			return true
		}
		for n := range stateWant {
			if !fsx.Exists(filepath.Join(state, n)) {
				return true
			}
		}
		for n := range outWant {
			if !fsx.Exists(filepath.Join(out, filepath.FromSlash(n))) {
				return true
			}
		}
		return false
	})
	waitUntil(t, func() string { return "the job never ended" }, func() bool {
		n, _ := d.q.counts()
		return n == 0 && d.stats.inFlight.Load() == 0
	})
	stop()
	if !swapped.Load() {
		t.Fatalf("the job folder was never swapped at %q", sw.name)
	}
	if got := files(share[1]); len(got) != 0 {
		t.Errorf("send = %v: a memo went out (from outside the share, or unchecked)", got)
	}
	sentUnchecked(t, share[1])
	if b, err := os.ReadFile(filepath.Join(dir, "blocked", memo)); err != nil || !strings.Contains(string(b), "\nBLOCK\n") {
		t.Errorf("blocked/%s is not the memo dropped: %q, %v", memo, b, err)
	}
	intact(t, "outside folder", out, outWant, share...)
	intact(t, "state folder", state, stateWant, share...)
}

// TestAttackStolenKeyForgedJob: a job planted in the work folder with a
// journal signed by the daemon's own key (stolen through the share before
// the fix) says its memo was checked clean and goes to send/; the memo
// holds a 🔴 claim. A gate adopting it after a restart must check it
// again before anything goes to send/.
func TestAttackStolenKeyForgedJob(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, gateYAML)
	work := workFolder(t, c)
	job, name := "20260101T000000-f0rg", "evil.txt"
	content := memoText(name, "BLOCK", 2)
	if err := os.MkdirAll(filepath.Join(work, job), 0o755); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(work, job, name)
	os.WriteFile(p, []byte(content), 0o644)
	h, _ := fsx.HashFile(p)
	clean := &reports.Memo{Memo: name, Results: []reports.Claim{{ID: "C1", Status: cite.Zweryfikowany}}}
	clean.Finish()
	plantSigned(t, c)(&journal{ID: job, Name: name, State: stateNamed, SHA256: h, Outcome: OutcomeSent, Decision: cite.Wyslij, Final: name, Runs: 1}, clean)
	send := filepath.Join(dir, "send")
	guardedDaemon(t, c, fakeCheck)
	waitUntil(t, func() string {
		return fmt.Sprintf("%s never placed (send %v, blocked %v)", name, files(send), files(filepath.Join(dir, "blocked")))
	}, func() bool {
		return fsx.Exists(filepath.Join(dir, "blocked", name)) || fsx.Exists(filepath.Join(send, name))
	})
	sentUnchecked(t, send)
	if !fsx.Exists(filepath.Join(dir, "blocked", name)) {
		t.Errorf("%s is not in blocked/: a gate sent it on its journal's word", name)
	}
}

// TestAttackWatchedFolderSymlink: a share user renames the watched folder
// away and puts a symlink to another folder in its place. Before the fix
// the next rescan claimed the files of the symlink's target. Now the
// folder is refused (a log line, /healthz degraded with the reason) until
// its path leads to the folder opened again.
func TestAttackWatchedFolderSymlink(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("symlinks need privileges on Windows")
	}
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nrescan: 200ms\npoll_interval: 100ms\nhealth: 127.0.0.1:0\nfolders:\n  - path: inbox\n")
	d, stop := guardedDaemon(t, c, fakeCheck)
	inbox := filepath.Join(dir, "inbox")
	dropAtomic(t, filepath.Join(inbox, "first.txt"), memoText("first.txt", "", 1))
	waitUntil(t, func() string { return "first.txt never checked" }, func() bool { return fsx.Exists(filepath.Join(dir, "checked", "first.txt")) })

	out := filepath.Join(dir, "outside")
	os.MkdirAll(out, 0o755)
	want := map[string]string{"a.txt": memoText("a.txt", "", 1), "b.pdf": memoText("b.pdf", "", 1)}
	for n, s := range want {
		os.WriteFile(filepath.Join(out, n), []byte(s), 0o644)
	}
	if err := swapForLink(inbox, out); err != nil {
		t.Fatal(err)
	}
	healthz := func() string {
		resp, err := http.Get("http://" + d.healthAddrGet() + "/healthz")
		if err != nil {
			return err.Error()
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return string(b)
	}
	// Several rescans and polls while the link stands (the waits of the
	// scanner, not an assertion of time).
	time.Sleep(1500 * time.Millisecond)
	share := []string{filepath.Join(dir, "checked"), filepath.Join(dir, "failed"), filepath.Join(dir, "blocked"), inbox + ".moved"}
	intact(t, "the symlink's target", out, want, share...)
	if r := reportsOf(t, filepath.Join(dir, "reports")); len(r) != 1 {
		t.Errorf("reports %v: only first.txt was checked", r)
	}
	waitUntil(t, func() string { return "/healthz never said the folder is refused: " + healthz() }, func() bool {
		h := healthz()
		return strings.Contains(h, `"refused"`) && strings.Contains(h, `"status":"degraded"`)
	})

	// The folder back: it is watched again.
	os.Remove(inbox)
	if err := os.Rename(inbox+".moved", inbox); err != nil {
		t.Fatal(err)
	}
	dropAtomic(t, filepath.Join(inbox, "again.txt"), memoText("again.txt", "", 1))
	waitUntil(t, func() string { return "again.txt never checked: " + healthz() }, func() bool { return fsx.Exists(filepath.Join(dir, "checked", "again.txt")) })
	if h := healthz(); !strings.Contains(h, `"status":"ok"`) {
		t.Errorf("/healthz after the folder came back: %s", h)
	}
	stop()
	intact(t, "the symlink's target", out, want, share...)
}

// TestConfigRefusesStateOnShare: the journal key is in the state folder;
// a state folder that is a folder of the share (watched, its work folder,
// reports, a destination) or inside one would give it to every share user.
func TestConfigRefusesStateOnShare(t *testing.T) {
	for _, tc := range []struct{ name, yaml string }{
		{"the watched folder", "state: inbox\n"},
		{"inside the watched folder", "state: inbox/state\n"},
		{"inside the work folder", "state: inbox/" + WorkDirName + "/x\n"},
		{"the reports folder", "state: reports\n"},
		{"inside a gate's send folder", "state: send/.state\n"},
		{"inside a watched folder given by a relative path", "state: ./inbox/../inbox/s\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			_, err := Parse([]byte(tc.yaml+"folders:\n  - path: inbox\n  - path: outbox\n    profile: gate\n    send: send\n"), dir, "test.yaml")
			if err == nil || !strings.Contains(err.Error(), "state") {
				t.Errorf("Parse accepted a state folder %s (err %v)", tc.name, err)
			}
		})
	}
	if _, err := Parse([]byte("state: .citeguard\nfolders:\n  - path: inbox\n"), t.TempDir(), "test.yaml"); err != nil {
		t.Errorf("the default layout is refused: %v", err)
	}
}

// TestStateFileModes: the journal key, the daemon's id and the lock are
// the daemon user's alone (0600), whatever the umask.
func TestStateFileModes(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no Unix modes on Windows")
	}
	dir := t.TempDir()
	c := testConfig(t, dir, "folders:\n  - path: inbox\n")
	d, err := New(c, fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	for _, n := range []string{journalKeyName, "daemon-id", "lock"} {
		fi, err := os.Lstat(filepath.Join(c.State, n))
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode() != 0o600 {
			t.Errorf("%s: mode %v, want -rw-------", n, fi.Mode())
		}
	}
}

// TestAttackTakeoverSwapped: the job folder of a daemon that stopped is
// swapped for a symlink to an outside folder just before this daemon
// renames it into its own work folder (takeover). The link is moved as
// itself and never opened as a job: the outside folder is untouched.
func TestAttackTakeoverSwapped(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("symlinks need privileges on Windows")
	}
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nrescan: 200ms\ntakeover: 500ms\nfolders:\n  - path: inbox\n")
	out, want := outsideFolder(t, dir, "orphan.txt")
	dead := filepath.Join(dir, "inbox", WorkDirName, "deadhost-0001")
	jobDir := filepath.Join(dead, "20261130T010000-aaaa")
	os.MkdirAll(jobDir, 0o755)
	os.WriteFile(filepath.Join(jobDir, "orphan.txt"), []byte(memoText("orphan.txt", "", 1)), 0o644) // not the outside one
	alive := filepath.Join(dead, aliveName)
	os.WriteFile(alive, nil, 0o644)
	old := time.Now().Add(-time.Hour)
	os.Chtimes(alive, old, old)
	var once sync.Once
	var swapped atomic.Bool
	defer fsx.SetTestHook(func(s fsx.Step) {
		if s.Op == "rename" && s.Name == WorkDirName+"/deadhost-0001/20261130T010000-aaaa" {
			once.Do(func() { swapped.Store(swapForLink(jobDir, out) == nil) })
		}
	})()
	d, stop := guardedDaemon(t, c, fakeCheck)
	waitUntil(t, func() string { return "the orphaned job was never taken over" }, func() bool {
		_, err := os.Lstat(filepath.Join(dir, "inbox", WorkDirName, d.ID(), "20261130T010000-aaaa"))
		return swapped.Load() && err == nil
	})
	time.Sleep(time.Second) // rescans: the link must stay a link, never a job
	stop()
	if !swapped.Load() {
		t.Fatal("the job folder was never swapped before the takeover's rename")
	}
	// The real job folder, renamed aside on the share, may be taken over
	// later; nothing of the outside folder may be.
	intact(t, "outside folder", out, want, filepath.Join(dir, "inbox"), filepath.Join(dir, "checked"), filepath.Join(dir, "failed"), filepath.Join(dir, "blocked"))
}
