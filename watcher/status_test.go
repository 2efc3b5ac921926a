package watcher

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"

	"citeguard/internal/fsx"
	"citeguard/reports"
	"citeguard/reports/statuspage"
)

// statusDaemon runs a daemon with the health listener whose checks of a
// memo saying WAITME wait until release is closed, and whose library
// reports 7 unreadable files (2 named) and is down while libDown is set
// (then a memo saying HOLD is held).
type statusDaemon struct {
	d       *Daemon
	dir     string
	release chan struct{}
	libDown atomic.Bool
}

func newStatusDaemon(t *testing.T) *statusDaemon {
	t.Helper()
	s := &statusDaemon{dir: t.TempDir(), release: make(chan struct{})}
	c := testConfig(t, s.dir, "settle: 100ms\nrescan: 300ms\npoll_interval: 100ms\nincomplete_timeout: 1h\nhealth: 127.0.0.1:0\nfolders:\n  - path: inbox\n")
	check := func(ctx context.Context, path string) (*reports.Memo, error) {
		b, _ := os.ReadFile(path)
		switch {
		case strings.Contains(string(b), "\nWAITME\n"):
			select {
			case <-s.release:
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		case strings.Contains(string(b), "\nHOLD\n") && s.libDown.Load():
			return nil, &HoldError{Reason: "library folder /srv/lib has no marker file"}
		}
		return fakeCheck(ctx, path)
	}
	lib := func() LibraryState {
		return LibraryState{Available: !s.libDown.Load(), Reason: "library folder /srv/lib has no marker file", Sources: 640, Files: 649, Unreadable: 7,
			UnreadableFiles: []string{"/srv/lib/stary.doc", "/srv/lib/skan.pdf"}}
	}
	d, err := New(c, check, Options{Logger: quietLogger(t), Library: lib})
	if err != nil {
		t.Fatal(err)
	}
	s.d = d
	stop := runUntilStop(t, d)
	t.Cleanup(func() {
		select {
		case <-s.release:
		default:
			close(s.release)
		}
		stop()
	})
	return s
}

func (s *statusDaemon) url(p string) string { return "http://" + s.d.healthAddrGet() + p }

func (s *statusDaemon) get(t *testing.T, p string) (int, string) {
	t.Helper()
	resp, err := http.Get(s.url(p))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func (s *statusDaemon) status(t *testing.T) *statuspage.Status {
	t.Helper()
	code, body := s.get(t, "/status.json")
	var st statuspage.Status
	if err := json.Unmarshal([]byte(body), &st); err != nil || code != 200 {
		t.Fatalf("/status.json: %d %v\n%s", code, err, body)
	}
	return &st
}

func waitingState(st *statuspage.Status, name string) reports.WaitState {
	for _, w := range st.Waiting {
		if w.Name == name {
			return w.State
		}
	}
	return ""
}

// TestStatusWaiting: the status page and /status.json say what waits and
// why — a truncated PDF (incomplete), a memo being checked (working), a
// memo held while the library is down (held) — and what ran, with links
// to its reports; /healthz counts the waiting memos (the truncated PDF
// said "queued":0 before); INDEX lists the waiting memos too.
func TestStatusWaiting(t *testing.T) {
	s := newStatusDaemon(t)
	inbox := filepath.Join(s.dir, "inbox")
	dropAtomic(t, filepath.Join(inbox, "gotowe.txt"), memoText("gotowe.txt", "", 1))
	waitUntil(t, func() string { return "gotowe.txt never checked" }, func() bool { return fsx.Exists(filepath.Join(s.dir, "checked", "gotowe.txt")) })
	dropAtomic(t, filepath.Join(inbox, "urwany.pdf"), "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n")
	dropAtomic(t, filepath.Join(inbox, "trwa.txt"), memoText("trwa.txt", "WAITME", 1))

	waitUntil(t, func() string { return "never waiting as incomplete and working: " + s.get2(t, "/status.json") }, func() bool {
		st := s.status(t)
		return waitingState(st, "urwany.pdf") == reports.WaitIncomplete && waitingState(st, "trwa.txt") == reports.WaitWorking && len(st.Recent) == 1
	})
	st := s.status(t)
	if st.Health != "ok" || st.V != statuspage.Version || st.Daemon != s.d.ID() || st.InFlight != 1 {
		t.Errorf("status %+v", st)
	}
	for _, w := range st.Waiting {
		if w.Name == "urwany.pdf" && (w.Until.IsZero() || w.Since.IsZero() || w.Folder != inbox || w.Reports != filepath.Join(s.dir, "reports")) {
			t.Errorf("the truncated PDF: %+v", w)
		}
	}
	if l := st.Library; l == nil || l.Unreadable != 7 || len(l.UnreadableFiles) != 2 || l.Sources != 640 {
		t.Errorf("library %+v", l)
	}
	r := st.Recent[0]
	if r.Memo != "gotowe.txt" || r.HTML != "/reports/0/gotowe.txt.html" || r.JSON != "/reports/0/gotowe.txt.json" {
		t.Errorf("recent %+v", r)
	}
	code, body := s.get(t, r.HTML)
	want, _ := os.ReadFile(filepath.Join(s.dir, "reports", "gotowe.txt.html"))
	if code != 200 || body != string(want) || len(want) == 0 {
		t.Errorf("GET %s: %d, not the report (%d bytes, want %d)", r.HTML, code, len(body), len(want))
	}

	// /healthz: the truncated PDF counts as waiting.
	var h healthStatus
	_, hb := s.get(t, "/healthz")
	json.Unmarshal([]byte(hb), &h)
	if h.Queued < 1 || h.Waiting["incomplete"] != 1 {
		t.Errorf("/healthz with a truncated PDF waiting: %s", hb)
	}
	var raw map[string]any
	json.Unmarshal([]byte(hb), &raw)
	for _, k := range []string{"status", "daemon", "uptime", "queued", "in_flight", "processed", "folders", "library"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("/healthz lost its field %q: %s", k, hb)
		}
	}
	_, metrics := s.get(t, "/metrics")
	if !strings.Contains(metrics, `citeguard_memos_waiting{state="incomplete"} 1`) {
		t.Errorf("/metrics lacks the incomplete memo:\n%s", metrics)
	}
	// INDEX lists the waiting memos.
	waitUntil(t, func() string { return "INDEX.md never listed the waiting memos" }, func() bool {
		b, _ := os.ReadFile(filepath.Join(s.dir, "reports", "INDEX.md"))
		return strings.Contains(string(b), "Czekają na sprawdzenie") && strings.Contains(string(b), "**urwany.pdf** — niekompletny")
	})

	// The page, in Polish.
	code, page := s.get(t, "/")
	for _, w := range []string{"Czekają na sprawdzenie (2)", "urwany.pdf", "niekompletny", "sprawdzane teraz", `<a href="/reports/0/gotowe.txt.html">gotowe.txt</a>`,
		"Plików, których nie da się odczytać: 7 (pierwsze 2, pozostałe 5 w dzienniku):", "/srv/lib/stary.doc"} {
		if code != 200 || !strings.Contains(page, w) {
			t.Errorf("the status page (%d) lacks %q", code, w)
		}
	}

	// The library goes down: a memo is held, the daemon is degraded.
	close(s.release)
	s.libDown.Store(true)
	dropAtomic(t, filepath.Join(inbox, "wstrzymane.txt"), memoText("wstrzymane.txt", "HOLD", 1))
	waitUntil(t, func() string { return "never held: " + s.get2(t, "/status.json") }, func() bool {
		return waitingState(s.status(t), "wstrzymane.txt") == reports.WaitHeld
	})
	st = s.status(t)
	if st.Health != "degraded" || len(st.Problems) == 0 {
		t.Errorf("held memos, the daemon is not degraded: %+v", st.Problems)
	}
	if _, page := s.get(t, "/"); !strings.Contains(page, "wstrzymane.txt") || !strings.Contains(page, "biblioteka źródeł nie odpowiada") {
		t.Errorf("the page does not say the memo is held:\n%s", page)
	}
	s.libDown.Store(false)
}

func (s *statusDaemon) get2(t *testing.T, p string) string { _, b := s.get(t, p); return b }

// TestStatusReportFiles: the listener serves the reports folder's reports
// read-only and nothing else: no path out of it, no hidden file or work
// folder, no symlink, no other type, no other folder number, and nothing
// to a request addressed to another host name (DNS rebinding).
func TestStatusReportFiles(t *testing.T) {
	s := newStatusDaemon(t)
	close(s.release)
	rep := filepath.Join(s.dir, "reports")
	dropAtomic(t, filepath.Join(s.dir, "inbox", "a.txt"), memoText("a.txt", "", 1))
	waitUntil(t, func() string { return "a.txt never checked" }, func() bool { return fsx.Exists(filepath.Join(rep, "a.txt.json")) })
	os.WriteFile(filepath.Join(s.dir, "secret.json"), []byte(`{"secret":1}`), 0o644)
	os.WriteFile(filepath.Join(rep, ".hidden.json"), []byte(`{}`), 0o644)
	os.WriteFile(filepath.Join(rep, "notes.txt"), []byte(`x`), 0o644)
	if runtime.GOOS != "windows" {
		os.Symlink(filepath.Join(s.dir, "secret.json"), filepath.Join(rep, "link.json"))
		os.Symlink(s.dir, filepath.Join(rep, "up"))
	}
	if code, _ := s.get(t, "/reports/0/a.txt.json"); code != 200 {
		t.Fatalf("the report: %d", code)
	}
	for _, p := range []string{"/reports/0/../secret.json", "/reports/0/%2e%2e/secret.json", "/reports/0/..%2fsecret.json", "/reports/0/.hidden.json",
		"/reports/0/link.json", "/reports/0/up/secret.json", "/reports/0/notes.txt", "/reports/1/a.txt.json", "/reports/x/a.txt.json",
		"/reports/0/a.txt.json%00.html", "/reports/0/" + url0(filepath.Join(s.dir, "secret.json"))} {
		req, _ := http.NewRequest("GET", s.url("/"), nil)
		req.URL.Opaque = p // sent as written: no cleaning by the client
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode == 200 || strings.Contains(string(b), "secret") {
			t.Errorf("GET %s: %d %q — served", p, resp.StatusCode, b)
		}
	}
	for _, p := range []string{"/", "/status.json", "/reports/0/a.txt.json"} {
		req, _ := http.NewRequest("GET", s.url(p), nil)
		req.Host = "attacker.example:80"
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusMisdirectedRequest {
			t.Errorf("GET %s for Host attacker.example: %d", p, resp.StatusCode)
		}
	}
	if resp, err := http.Post(s.url("/reports/0/a.txt.json"), "text/plain", strings.NewReader("x")); err == nil {
		resp.Body.Close()
		if resp.StatusCode != http.StatusMethodNotAllowed {
			t.Errorf("POST: %d", resp.StatusCode)
		}
	}
}

func url0(p string) string { return strings.TrimPrefix(filepath.ToSlash(p), "/") }

// TestStatusPageInChromium: the status page of a running daemon in
// headless Chromium: the DOM it builds holds the waiting memo, the memo
// reported and the link to its report (skipped without Chromium).
func TestStatusPageInChromium(t *testing.T) {
	bin := ""
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			bin = p
			break
		}
	}
	if bin == "" {
		t.Skip("no Chromium installed: the status page is not rendered in a browser")
	}
	s := newStatusDaemon(t)
	inbox := filepath.Join(s.dir, "inbox")
	dropAtomic(t, filepath.Join(inbox, "gotowe.txt"), memoText("gotowe.txt", "POPRAW", 1))
	waitUntil(t, func() string { return "gotowe.txt never checked" }, func() bool { return fsx.Exists(filepath.Join(s.dir, "checked", "gotowe.txt")) })
	dropAtomic(t, filepath.Join(inbox, "urwany.pdf"), "%PDF-1.4\n1 0 obj\n")
	waitUntil(t, func() string { return "urwany.pdf never waiting" }, func() bool { return waitingState(s.status(t), "urwany.pdf") == reports.WaitIncomplete })
	out, err := exec.Command(bin, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
		"--disable-component-update", "--disable-sync", "--disable-extensions", "--user-data-dir="+t.TempDir(), "--dump-dom", s.url("/")).Output()
	if err != nil {
		t.Fatalf("chromium: %v\n%s", err, out)
	}
	dom := string(out)
	for _, w := range []string{"<h1>citeguard działa</h1>", "Czekają na sprawdzenie (1)", "<td class=\"memo\">urwany.pdf", "niekompletny",
		`<a href="/reports/0/gotowe.txt.html">gotowe.txt</a>`, "Popraw przed wysłaniem", "Źródeł: 640 w 649 plikach"} {
		if !strings.Contains(dom, w) {
			t.Errorf("the DOM Chromium built lacks %q:\n%s", w, dom)
		}
	}
}

// TestStatusClaimedJobs: a memo claimed into the work folder is listed as
// working while a worker runs its job, else as waiting for its retry,
// with the checks begun so far (its attempt markers); the queue's ready
// files are queued.
func TestStatusClaimedJobs(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nfolders:\n  - path: inbox\n")
	d, err := New(c, fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	f := d.folders.list[0]
	job, err := d.work.newJob(f, "20261201T100000-abcd")
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(job.Path(), "opinia.docx"), []byte("x"), 0o644)
	d.work.mark(job, markShared+"1")
	d.work.mark(job, markAlone+"1")
	job.Close()
	d.q.push(item{path: filepath.Join(f.Path, "nowe.txt"), folder: f}, false)

	byName := func() map[string]reports.Waiting {
		out := map[string]reports.Waiting{}
		for _, w := range d.waiting() {
			out[w.Name] = w
		}
		return out
	}
	ws := byName()
	if w := ws["opinia.docx"]; w.State != reports.WaitRetrying || w.Attempts != 2 || w.Job != "20261201T100000-abcd" || w.Folder != f.Path {
		t.Errorf("the claimed memo: %+v", w)
	}
	if w := ws["nowe.txt"]; w.State != reports.WaitQueued {
		t.Errorf("the queued file: %+v", w)
	}
	done := d.stats.active.track("20261201T100000-abcd", "opinia.docx", f)
	if w := byName()["opinia.docx"]; w.State != reports.WaitWorking || w.Attempts != 2 {
		t.Errorf("the memo being worked on: %+v", w)
	}
	done()
	if w := byName()["opinia.docx"]; w.State != reports.WaitRetrying {
		t.Errorf("after its run: %+v", w)
	}
	if n, by := d.waitingCounts(); n != 1 || by["queued"] != 1 {
		t.Errorf("/healthz counts %d %v: the queued file alone (the claimed memo is not queued)", n, by)
	}

	// Read from the folders (citeguard status without health): the daemon
	// runs while it holds the state lock; the claimed memo and a file in
	// the inbox are listed; nothing is made.
	os.WriteFile(filepath.Join(f.Path, "w-folderze.txt"), []byte("x"), 0o644)
	st, err := ReadStatus(c)
	if err != nil {
		t.Fatal(err)
	}
	if !st.Running || !st.Offline || st.Daemon != d.ID() {
		t.Errorf("offline status of a daemon holding its lock: running %v, offline %v, daemon %q", st.Running, st.Offline, st.Daemon)
	}
	got := map[string]reports.Waiting{}
	for _, w := range st.Waiting {
		got[w.Name] = w
	}
	if w := got["opinia.docx"]; w.State != reports.WaitClaimed || w.Attempts != 2 {
		t.Errorf("offline, the claimed memo: %+v", w)
	}
	if w := got["w-folderze.txt"]; w.State != reports.WaitInFolder {
		t.Errorf("offline, the file in the inbox: %+v (all: %v)", w, st.Waiting)
	}
	d.Close()
	if st, err := ReadStatus(c); err != nil || st.Running {
		t.Errorf("offline status after the daemon closed: running %v, %v", st != nil && st.Running, err)
	}
}
