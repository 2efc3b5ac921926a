package watcher

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"citeguard/cite"
	"citeguard/internal/fsx"
	"citeguard/reports"
)

func TestInboxOutcomes(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nfolders:\n  - path: inbox\n")
	stop := startDaemon(t, c, fakeCheck)
	inbox := filepath.Join(dir, "inbox")
	memos := map[string]string{"clean.txt": "", "block.txt": "BLOCK", "popraw.md": "POPRAW", "fail.txt": "FAIL", "Memo Łódź ąę.txt": ""}
	for n, v := range memos {
		dropAtomic(t, filepath.Join(inbox, n), memoText(n, v, 3))
	}
	os.WriteFile(filepath.Join(inbox, "legacy.doc"), []byte("DOC"), 0o644)
	os.WriteFile(filepath.Join(inbox, "~$lock.docx"), []byte("lock"), 0o644)
	waitFor(t, "6 memos handled", func() bool {
		return len(files(filepath.Join(dir, "checked")))+len(files(filepath.Join(dir, "blocked")))+len(files(filepath.Join(dir, "failed"))) == 6
	})
	stop()
	want := map[string][]string{
		"checked": {"Memo Łódź ąę.txt", "clean.txt", "popraw.md"},
		"blocked": {"block.txt"},
		"failed":  {"fail.txt", "legacy.doc"},
	}
	for sub, names := range want {
		got := files(filepath.Join(dir, sub))
		sort.Strings(got)
		if fmt.Sprint(got) != fmt.Sprint(names) {
			t.Errorf("%s = %v, want %v", sub, got, names)
		}
	}
	if got := files(inbox); fmt.Sprint(got) != "[~$lock.docx]" {
		t.Errorf("inbox = %v: only the lock file stays", got)
	}
	if r := reportsOf(t, filepath.Join(dir, "reports")); len(r) != 6 {
		t.Errorf("reports for %v, want 6", r)
	}
	idx, _ := os.ReadFile(filepath.Join(dir, "reports", "INDEX.md"))
	for n := range memos {
		if !strings.Contains(string(idx), "| "+n+" |") {
			t.Errorf("INDEX.md does not list %s:\n%s", n, idx)
		}
	}
	if !strings.Contains(string(idx), "(./Memo%20%C5%81%C3%B3d%C5%BA%20%C4%85%C4%99.txt.md)") {
		t.Errorf("INDEX.md link not escaped:\n%s", idx)
	}
	page, _ := os.ReadFile(filepath.Join(dir, "reports", "INDEX.html"))
	if !strings.Contains(string(page), `href="./Memo%20%C5%81%C3%B3d%C5%BA%20%C4%85%C4%99.txt.html"`) {
		t.Errorf("INDEX.html does not link the HTML report:\n%s", page)
	}
	if _, err := os.Stat(filepath.Join(dir, "reports", "clean.txt.html")); err != nil {
		t.Errorf("no HTML report beside the markdown: %v", err)
	}
	md, _ := os.ReadFile(filepath.Join(dir, "reports", "legacy.doc.md"))
	if !strings.Contains(string(md), "Word 97–2003 (.doc) — otwórz go w Wordzie, zapisz jako .docx") {
		t.Errorf("report of legacy.doc does not say why:\n%s", md)
	}
	entries, err := VerifyAudit(filepath.Join(dir, ".citeguard", "audit.jsonl"))
	if err != nil || len(entries) != 6 {
		t.Errorf("audit: %d entries, %v", len(entries), err)
	}
}

// A gate never passes a memo whose check failed, timed out, panicked or
// returned nothing; only a clean "Wyślij" goes on.
func TestGateFailsClosed(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\ntimeout: 500ms\nincomplete_timeout: 300ms\nfolders:\n  - path: outbox\n    profile: gate\n    send: send\n")
	stop := startDaemon(t, c, fakeCheck)
	out := filepath.Join(dir, "outbox")
	faults := map[string]string{"error.txt": "FAIL", "panic.txt": "PANIC", "timeout.txt": "SLEEP", "hang.txt": "HANG",
		"nil.txt": "NILMEMO", "errmemo.txt": "ERRMEMO", "block.txt": "BLOCK", "popraw.txt": "POPRAW"}
	for n, v := range faults {
		dropAtomic(t, filepath.Join(out, n), memoText(n, v, 2))
	}
	dropAtomic(t, filepath.Join(out, "clean.txt"), memoText("clean.txt", "", 2))
	dropAtomic(t, filepath.Join(out, "truncated.pdf"), "%PDF-1.7\n1 0 obj\n")
	dropAtomic(t, filepath.Join(out, "broken.docx"), "PK\x03\x04 not a whole zip")
	total := len(faults) + 3
	waitFor(t, "every gate memo handled", func() bool {
		return len(files(filepath.Join(dir, "send")))+len(files(filepath.Join(dir, "blocked")))+len(files(filepath.Join(dir, "failed"))) == total
	})
	stop()
	if got := files(filepath.Join(dir, "send")); fmt.Sprint(got) != "[clean.txt]" {
		t.Fatalf("send = %v, want only clean.txt", got)
	}
	blocked := files(filepath.Join(dir, "blocked"))
	sort.Strings(blocked)
	if fmt.Sprint(blocked) != "[block.txt popraw.txt]" {
		t.Errorf("blocked = %v", blocked)
	}
	failed := files(filepath.Join(dir, "failed"))
	if len(failed) != total-3 {
		t.Errorf("failed = %v", failed)
	}
	// Polish with the next step, never the checker's own words (an
	// internal error is for the log).
	why := map[string]string{"timeout.txt": "sprawdzanie trwało za długo (limit", "hang.txt": "sprawdzanie trwało za długo (limit", "panic.txt": "błędu programu", "error.txt": "błędu programu",
		"nil.txt": "nie zwróciło wyniku", "truncated.pdf": "niekompletny", "broken.docx": "niekompletny"}
	for n, w := range why {
		md, _ := os.ReadFile(filepath.Join(dir, "reports", n+".md"))
		if !strings.Contains(string(md), w) || !strings.Contains(string(md), "Nie wysyłaj") {
			t.Errorf("report of %s should say %q:\n%s", n, w, md)
		}
	}
}

func TestPollingOnly(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nmode: poll\npoll_interval: 100ms\nfolders:\n  - path: inbox\n")
	stop := startDaemon(t, c, fakeCheck)
	const n = 60
	for i := 0; i < n; i++ {
		name := fmt.Sprintf("p%03d.txt", i)
		dropAtomic(t, filepath.Join(dir, "inbox", name), memoText(name, "", 2))
		if i%20 == 0 {
			time.Sleep(150 * time.Millisecond) // several polls
		}
	}
	waitFor(t, "all polled memos checked", func() bool { return len(files(filepath.Join(dir, "checked"))) == n })
	stop()
	if r := reportsOf(t, filepath.Join(dir, "reports")); len(r) != n {
		t.Errorf("%d reports, want %d", len(r), n)
	}
}

// Two daemons (separate state folders) share one inbox and its output
// folders: every memo is processed exactly once.
func TestTwoDaemons(t *testing.T) {
	dir := t.TempDir()
	var calls sync.Map
	var dup atomic.Int64
	check := func(ctx context.Context, path string) (*reports.Memo, error) {
		if _, loaded := calls.LoadOrStore(filepath.Base(path), true); loaded {
			dup.Add(1)
		}
		time.Sleep(time.Millisecond)
		return fakeCheck(ctx, path)
	}
	base := "settle: 100ms\nrescan: 1s\nfolders:\n  - path: inbox\nreports: reports\nchecked: checked\nblocked: blocked\nfailed: failed\n"
	c1 := testConfig(t, dir, base+"state: state1\n")
	c2 := testConfig(t, dir, base+"state: state2\n")
	stop1 := startDaemon(t, c1, check)
	stop2 := startDaemon(t, c2, check)
	const n = 200
	for i := 0; i < n; i++ {
		name := fmt.Sprintf("m%03d.txt", i)
		v := ""
		if i%4 == 0 {
			v = "BLOCK"
		}
		dropAtomic(t, filepath.Join(dir, "inbox", name), memoText(name, v, 5))
	}
	count := func() int {
		return len(files(filepath.Join(dir, "checked"))) + len(files(filepath.Join(dir, "blocked")))
	}
	waitFor(t, "200 memos handled by two daemons", func() bool { return count() == n })
	stop1()
	stop2()
	if count() != n || dup.Load() != 0 {
		t.Fatalf("%d memos out, %d checked twice", count(), dup.Load())
	}
	for _, sub := range []string{"checked", "blocked"} {
		for _, f := range files(filepath.Join(dir, sub)) {
			if strings.Contains(f, " (") {
				t.Errorf("duplicate %s/%s", sub, f)
			}
		}
	}
	a1, err1 := VerifyAudit(filepath.Join(dir, "state1", "audit.jsonl"))
	a2, err2 := VerifyAudit(filepath.Join(dir, "state2", "audit.jsonl"))
	if err1 != nil || err2 != nil || len(a1)+len(a2) != n {
		t.Fatalf("audit: %d + %d entries (%v, %v), want %d", len(a1), len(a2), err1, err2, n)
	}
	if r := reportsOf(t, filepath.Join(dir, "reports")); len(r) != n {
		t.Errorf("%d reports, want %d", len(r), n)
	}
	t.Logf("daemon 1 processed %d, daemon 2 processed %d", len(a1), len(a2))
}

// A file copied slowly in chunks is not read until whole.
func TestSlowCopySettles(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 400ms\nfolders:\n  - path: inbox\n")
	stop := startDaemon(t, c, fakeCheck)
	for i := 0; i < 4; i++ {
		name := fmt.Sprintf("slow%d.pdf", i)
		go slowCopy(filepath.Join(dir, "inbox", name), memoText(name, "", 200), 8, 40*time.Millisecond)
	}
	waitFor(t, "slow copies checked", func() bool { return len(files(filepath.Join(dir, "checked"))) == 4 })
	stop()
	for _, f := range files(filepath.Join(dir, "reports")) {
		if b, _ := os.ReadFile(filepath.Join(dir, "reports", f)); strings.Contains(string(b), "HALF-READ") {
			t.Errorf("%s was read half-written", f)
		}
	}
}

func slowCopy(path, content string, chunks int, pause time.Duration) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	step := (len(content) + chunks - 1) / chunks
	for i := 0; i < len(content); i += step {
		if _, err := f.WriteString(content[i:min(i+step, len(content))]); err != nil {
			return err
		}
		time.Sleep(pause)
	}
	return nil
}

// SIGTERM while checks run: memos that finish within the grace period are
// reported, the rest go back to the inbox unchecked; Run returns nil.
func TestShutdownReturnsInFlight(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nshutdown_grace: 300ms\nconcurrency: 2\nfolders:\n  - path: inbox\n")
	started := make(chan string, 2)
	check := func(ctx context.Context, path string) (*reports.Memo, error) {
		started <- filepath.Base(path)
		return fakeCheck(ctx, path)
	}
	stop := startDaemon(t, c, check)
	dropAtomic(t, filepath.Join(dir, "inbox", "long.txt"), memoText("long.txt", "SLEEP", 1))
	<-started
	stop()
	if got := files(filepath.Join(dir, "inbox")); fmt.Sprint(got) != "[long.txt]" {
		t.Fatalf("inbox after shutdown = %v, want the memo returned", got)
	}
	if got := files(filepath.Join(dir, "failed")); len(got) != 0 {
		t.Fatalf("failed = %v: a shutdown is not a failure", got)
	}
}

// A restart finishes what a crash left in the work folder, in each state.
func TestRecoverWorkFolder(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nfolders:\n  - path: inbox\n")
	work := workFolder(t, c)
	// 1. claimed, no journal yet.
	os.MkdirAll(filepath.Join(work, "job1"), 0o755)
	os.WriteFile(filepath.Join(work, "job1", "a.txt"), []byte(memoText("a.txt", "", 1)), 0o644)
	// 2. reports written, memo not moved yet; 3. placed at its
	// destination, crash before the work copy was removed. Their journals
	// are signed with the daemon's key, as the daemon writes them.
	sign := plantSigned(t, c)
	plantNamed := func(job, name, verdict, outcome, destDir string, placed bool) {
		os.MkdirAll(filepath.Join(work, job), 0o755)
		p := filepath.Join(work, job, name)
		os.WriteFile(p, []byte(memoText(name, verdict, 1)), 0o644)
		if placed {
			os.MkdirAll(destDir, 0o755)
			os.Link(p, filepath.Join(destDir, name))
		}
		h, _ := fsx.HashFile(p)
		m := &reports.Memo{Memo: name}
		if verdict == "BLOCK" {
			m.Results = []reports.Claim{{Status: cite.Niezweryfikowany}}
		}
		m.Finish()
		j := &journal{ID: job, Name: name, State: stateNamed, SHA256: h, Outcome: outcome, Final: name}
		sign(j, m)
	}
	plantNamed("job2", "b.txt", "BLOCK", OutcomeBlocked, filepath.Join(dir, "blocked"), false)
	plantNamed("job3", "c.txt", "", OutcomeChecked, filepath.Join(dir, "checked"), true)
	// 4. an empty job folder (crash between mkdir and rename).
	os.MkdirAll(filepath.Join(work, "job4"), 0o755)

	stop := startDaemon(t, c, fakeCheck)
	waitFor(t, "work folder emptied", func() bool { e, _ := filepath.Glob(filepath.Join(work, "[^.]*")); return len(e) == 0 })
	stop()
	if got := files(filepath.Join(dir, "checked")); fmt.Sprint(got) != "[a.txt c.txt]" {
		t.Errorf("checked = %v", got)
	}
	if got := files(filepath.Join(dir, "blocked")); fmt.Sprint(got) != "[b.txt]" {
		t.Errorf("blocked = %v", got)
	}
	if r := reportsOf(t, filepath.Join(dir, "reports")); len(r) != 3 {
		t.Errorf("reports %v", r)
	}
}

func TestMarkerGuardsUnmountedShare(t *testing.T) {
	dir := t.TempDir()
	for _, s := range []string{"inbox", "reports", "checked", "blocked", "failed"} {
		os.MkdirAll(filepath.Join(dir, s), 0o755)
	}
	c := testConfig(t, dir, "settle: 100ms\nmarker: .mounted\nmode: poll\npoll_interval: 100ms\nfolders:\n  - path: inbox\n")
	for _, s := range []string{"reports", "checked", "blocked", "failed"} {
		os.WriteFile(filepath.Join(dir, s, ".mounted"), nil, 0o644)
	}
	stop := startDaemon(t, c, fakeCheck)
	dropAtomic(t, filepath.Join(dir, "inbox", "a.txt"), memoText("a.txt", "", 1))
	time.Sleep(600 * time.Millisecond) // several polls: nothing may happen without the marker
	if got := files(filepath.Join(dir, "inbox")); fmt.Sprint(got) != "[a.txt]" {
		t.Fatalf("inbox without marker = %v: the memo must stay untouched", got)
	}
	os.WriteFile(filepath.Join(dir, "inbox", ".mounted"), nil, 0o644)
	waitFor(t, "memo checked once the marker is back", func() bool { return len(files(filepath.Join(dir, "checked"))) == 1 })
	stop()
}

func TestMoveNeverOverwrites(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	os.WriteFile(a, []byte("A"), 0o644)
	os.WriteFile(b, []byte("B"), 0o644)
	if err := fsx.MoveNoReplace(a, b); err != fsx.ErrExists {
		t.Fatalf("move onto an existing file: %v", err)
	}
	if got, _ := os.ReadFile(b); string(got) != "B" {
		t.Fatal("destination overwritten")
	}
	folders := testFolders(t, Folder{Path: filepath.Join(dir, "inbox"), Checked: dir})
	if n, _ := freeNameExcept(folders, dir, "b", "", "", nil); n != "b (2)" {
		t.Fatalf("freeName = %q", n)
	}
	os.WriteFile(filepath.Join(dir, "m.pdf"), nil, 0o644)
	os.WriteFile(filepath.Join(dir, "m (2).pdf"), nil, 0o644)
	if n, _ := freeNameExcept(folders, dir, "m.pdf", "", "", nil); n != "m (3).pdf" {
		t.Fatalf("freeName = %q", n)
	}
	// A name a job in flight holds is not chosen again, not even before
	// its file exists.
	var d Daemon
	d.names.folders = folders
	if n, _ := d.names.choose("job-1", dir, "x.pdf", "", ""); n != "x.pdf" {
		t.Fatalf("chooseName = %q", n)
	}
	if n, _ := d.names.choose("job-2", dir, "x.pdf", "", ""); n != "x (2).pdf" {
		t.Fatalf("chooseName for a second job = %q, want x (2).pdf", n)
	}
	d.names.release("job-1")
	if n, _ := d.names.choose("job-3", dir, "x.pdf", "", ""); n != "x.pdf" {
		t.Fatalf("chooseName after the release = %q", n)
	}
	// The cross-volume path: copy, fsync, verify, delete.
	if err := fsx.MoveNoReplace(a, filepath.Join(dir, "c")); err != nil {
		t.Fatal(err)
	}
	if fsx.Exists(a) {
		t.Fatal("source kept after a verified copy")
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "c")); string(got) != "A" {
		t.Fatal("copy differs")
	}
	if err := fsx.MoveNoReplace(filepath.Join(dir, "c"), b); err != fsx.ErrExists {
		t.Fatalf("copy onto an existing file: %v", err)
	}
}

func TestCompleteness(t *testing.T) {
	dir := t.TempDir()
	var zb bytes.Buffer
	zw := zip.NewWriter(&zb)
	w, _ := zw.Create("word/document.xml")
	w.Write([]byte("<w:document/>"))
	zw.Close()
	cases := map[string]struct {
		data string
		ok   bool
	}{
		"whole.pdf":  {string(pdfDoc("x")), true},
		"tail.pdf":   {string(pdfDoc("x")) + "\x00\x00garbage", true},
		"cut.pdf":    {"%PDF-1.7\n1 0 obj", false},
		"whole.docx": {zb.String(), true},
		"cut.docx":   {zb.String()[:zb.Len()-10], false},
		"whole.odt":  {zb.String(), true},
		"any.txt":    {"x", true},
	}
	d, err := fsx.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	for n, c := range cases {
		os.WriteFile(filepath.Join(dir, n), []byte(c.data), 0o644)
		err := complete(d, n)
		if (err == nil) != c.ok {
			t.Errorf("%s: complete = %v, want ok=%v", n, err, c.ok)
		}
	}
}

func TestAuditChainDetectsTampering(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "audit.jsonl")
	a, err := openAudit(p, "d1", quietLogger(t))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		a.append(&journal{ID: fmt.Sprint("job", i), Name: fmt.Sprint("m", i), Outcome: OutcomeChecked})
	}
	a.append(&journal{ID: "job1"}) // a resumed job is logged once
	a.close()
	// A torn last line (crash mid-write) is cut at the next open.
	f, _ := os.OpenFile(p, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"seq":4,"time":`)
	f.Close()
	a, err = openAudit(p, "d1", quietLogger(t))
	if err != nil {
		t.Fatal(err)
	}
	a.append(&journal{ID: "job9", Name: "m9"})
	a.close()
	entries, err := VerifyAudit(p)
	if err != nil || len(entries) != 4 {
		t.Fatalf("%d entries, %v", len(entries), err)
	}
	b, _ := os.ReadFile(p)
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	var e AuditEntry
	json.Unmarshal([]byte(lines[1]), &e)
	e.Outcome = OutcomeSent
	nb, _ := json.Marshal(e)
	lines[1] = string(nb)
	os.WriteFile(p, []byte(strings.Join(lines, "\n")+"\n"), 0o644)
	if _, err := VerifyAudit(p); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Fatalf("tampered line 2 not detected: %v", err)
	}
}

func TestHealthEndpoint(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nhealth: 127.0.0.1:0\nfolders:\n  - path: inbox\n")
	var d *Daemon
	stop := startDaemonD(t, c, fakeCheck, &d)
	dropAtomic(t, filepath.Join(dir, "inbox", "a.txt"), memoText("a.txt", "BLOCK", 1))
	waitFor(t, "memo blocked", func() bool { return len(files(filepath.Join(dir, "blocked"))) == 1 })
	get := func(path string) string {
		var addr string
		waitFor(t, "health endpoint", func() bool { addr = d.healthAddrGet(); return addr != "" })
		resp, err := http.Get("http://" + addr + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != 200 {
			t.Fatalf("%s: %s", path, resp.Status)
		}
		return string(b)
	}
	waitFor(t, "the memo counted", func() bool { return strings.Contains(get("/healthz"), `"blocked":1`) })
	if h := get("/healthz"); !strings.Contains(h, `"status":"ok"`) {
		t.Errorf("/healthz = %s", h)
	}
	if m := get("/metrics"); !strings.Contains(m, `citeguard_memos_total{outcome="blocked"} 1`) {
		t.Errorf("/metrics = %s", m)
	}
	stop()
}
