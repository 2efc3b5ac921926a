package watcher

// One test per attack of the hostile-input campaign (issue 14): each
// failed on the watcher before the fix. They use the daemon as a user and
// an attacker would (files in the shared folders, its work folder, its
// state folder), so they hold across changes of the inner API.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"citeguard/cite"
	"citeguard/internal/fsx"
	"citeguard/reports"
)

// guardedDaemon runs a daemon (startDaemonD: a stop that fails the test
// instead of hanging when a worker is stuck) and returns it with its stop.
func guardedDaemon(t *testing.T, c *Config, check CheckFunc) (d *Daemon, stop func()) {
	t.Helper()
	stop = startDaemonD(t, c, check, &d)
	return d, stop
}

// waitUntil is waitFor with a message built when it gives up (a stuck
// worker fails the test instead of hanging it).
func waitUntil(t *testing.T, what func() string, cond func() bool) {
	t.Helper()
	end, bounded := waitEnd(t)
	for !cond() {
		if bounded && time.Now().After(end) {
			t.Fatalf("still waiting when the test's deadline came near: %s", what())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// sentUnchecked fails the test for every file in send whose content the
// fake checker would block: bytes that were not checked went out.
func sentUnchecked(t *testing.T, send string) {
	t.Helper()
	for _, n := range files(send) {
		b, _ := os.ReadFile(filepath.Join(send, n))
		if bytes.Contains(b, []byte("\nBLOCK\n")) {
			t.Errorf("send/%s holds bytes that were never checked (a BLOCK line):\n%q", n, b)
		}
	}
}

const gateYAML = "settle: 300ms\nincomplete_timeout: 2s\nrescan: 1s\nfolders:\n  - path: outbox\n    profile: gate\n    send: send\n"

// Attack: a TXT written with a pause while the writer keeps the file open.
// The clean first half was checked „Wyślij” and the rest (a 🔴 quotation)
// was written into the file already in the send folder.
func TestAttackSlowWriterKeepsFileOpen(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, gateYAML)
	guardedDaemon(t, c, fakeCheck)
	p := filepath.Join(dir, "outbox", "slow.txt")
	w, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	w.WriteString("Pierwsza, czysta połowa memo.\n")
	time.Sleep(1500 * time.Millisecond) // five settle periods, the file held open
	w.WriteString("BLOCK\nDruga połowa z fałszywym cytatem.\n")
	w.Close()
	waitUntil(t, func() string {
		return fmt.Sprintf("slow.txt never reached blocked/ (send %v, blocked %v)", files(filepath.Join(dir, "send")), files(filepath.Join(dir, "blocked")))
	}, func() bool { return fsx.Exists(filepath.Join(dir, "blocked", "slow.txt")) })
	time.Sleep(500 * time.Millisecond)
	sentUnchecked(t, filepath.Join(dir, "send"))
	if got := files(filepath.Join(dir, "send")); len(got) != 0 {
		t.Errorf("send = %v, want nothing", got)
	}
}

// Attack: a PDF whose first revision ends in %%EOF passes the completeness
// test; an incremental update appended later ships unchecked — while the
// writer holds the file open, or half-written (its objects appended, its
// xref and %%EOF not yet).
func TestAttackIncrementalPDF(t *testing.T) {
	t.Run("writer holds the file", func(t *testing.T) {
		dir := t.TempDir()
		c := testConfig(t, dir, gateYAML)
		guardedDaemon(t, c, fakeCheck)
		doc := pdfDoc("Czysta pierwsza wersja.")
		w, err := os.Create(filepath.Join(dir, "outbox", "inc.pdf"))
		if err != nil {
			t.Fatal(err)
		}
		w.Write(doc)
		time.Sleep(1500 * time.Millisecond)
		w.Write(pdfUpdate(doc, "BLOCK"))
		w.Close()
		waitUntil(t, func() string {
			return fmt.Sprintf("inc.pdf never reached blocked/ (send %v, failed %v)", files(filepath.Join(dir, "send")), files(filepath.Join(dir, "failed")))
		}, func() bool { return fsx.Exists(filepath.Join(dir, "blocked", "inc.pdf")) })
		time.Sleep(500 * time.Millisecond)
		sentUnchecked(t, filepath.Join(dir, "send"))
	})
	t.Run("update half-written", func(t *testing.T) {
		dir := t.TempDir()
		c := testConfig(t, dir, gateYAML)
		guardedDaemon(t, c, fakeCheck)
		doc := pdfDoc("Czysta pierwsza wersja.")
		upd := pdfUpdate(doc, "Poprawka.")
		half := append(append([]byte{}, doc...), upd[:bytes.Index(upd, []byte("xref"))]...)
		dropAtomic(t, filepath.Join(dir, "outbox", "half.pdf"), string(half))
		waitUntil(t, func() string {
			return fmt.Sprintf("half.pdf never failed (send %v, failed %v)", files(filepath.Join(dir, "send")), files(filepath.Join(dir, "failed")))
		}, func() bool {
			return fsx.Exists(filepath.Join(dir, "failed", "half.pdf")) || fsx.Exists(filepath.Join(dir, "send", "half.pdf"))
		})
		if got := files(filepath.Join(dir, "send")); len(got) != 0 {
			t.Fatalf("send = %v: a PDF with an update half-written went out", got)
		}
		md, _ := os.ReadFile(filepath.Join(dir, "reports", "half.pdf.md"))
		if !strings.Contains(string(md), "niekompletny") {
			t.Errorf("report of half.pdf does not say it is incomplete:\n%s", md)
		}
	})
}

// Attack: the memo is swapped inside the work folder while it is checked
// (rewritten in place, or replaced by a rename); it was sent under the
// clean report of the bytes checked before.
func TestAttackSwapInWorkFolder(t *testing.T) {
	for _, how := range []string{"rewrite", "rename"} {
		t.Run(how, func(t *testing.T) {
			dir := t.TempDir()
			c := testConfig(t, dir, gateYAML)
			var swapped atomic.Bool
			check := func(ctx context.Context, path string) (*reports.Memo, error) {
				m, err := fakeCheck(ctx, path)
				if !swapped.Swap(true) {
					ws, _ := filepath.Glob(filepath.Join(dir, "outbox", WorkDirName, "*", "*", "swap.txt"))
					for _, w := range ws {
						bad := memoText("swap.txt", "BLOCK", 2)
						if how == "rewrite" {
							os.WriteFile(w, []byte(bad), 0o644)
						} else {
							os.WriteFile(w+".new", []byte(bad), 0o644)
							os.Rename(w+".new", w)
						}
					}
					if len(ws) != 1 {
						t.Errorf("the memo in the work folder: %v", ws)
					}
				}
				return m, err
			}
			guardedDaemon(t, c, check)
			dropAtomic(t, filepath.Join(dir, "outbox", "swap.txt"), memoText("swap.txt", "", 2))
			waitUntil(t, func() string {
				return fmt.Sprintf("swap.txt never reached blocked/ (send %v)", files(filepath.Join(dir, "send")))
			}, func() bool { return fsx.Exists(filepath.Join(dir, "blocked", "swap.txt")) })
			sentUnchecked(t, filepath.Join(dir, "send"))
		})
	}
}

// plantJob leaves a job folder with a memo and a journal in the daemon's
// own work folder, as an attacker with write access to the share can.
func plantJob(t *testing.T, work, job, memo, content string, journal map[string]any) string {
	t.Helper()
	jobDir := filepath.Join(work, job)
	if err := os.MkdirAll(jobDir, 0o755); err != nil {
		t.Fatal(err)
	}
	if memo != "" {
		os.WriteFile(filepath.Join(jobDir, memo), []byte(content), 0o644)
	}
	b, _ := json.Marshal(journal)
	os.WriteFile(filepath.Join(jobDir, journalName), b, 0o644)
	return jobDir
}

// plantCleanReport writes a report pair saying „Wyślij”.
func plantCleanReport(t *testing.T, md string) {
	m := &reports.Memo{Memo: filepath.Base(strings.TrimSuffix(md, ".md")), Results: []reports.Claim{{ID: "C1", Status: cite.Zweryfikowany}}}
	m.Finish()
	if err := writeReports(md, m); err != nil {
		t.Fatal(err)
	}
}

// Attack: a forged job journal in the work folder (on the share) saying the
// memo was checked clean and goes to send was adopted: the memo went out
// without a check.
func TestAttackForgedJournal(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, gateYAML)
	work := workFolder(t, c)
	send, rep := filepath.Join(dir, "send"), filepath.Join(dir, "reports")
	os.MkdirAll(send, 0o755)
	os.MkdirAll(rep, 0o755)
	plantCleanReport(t, filepath.Join(rep, "evil.txt.md"))
	plantJob(t, work, "20260101T000000-0bad", "evil.txt", memoText("evil.txt", "BLOCK", 2), map[string]any{
		"id": "20260101T000000-0bad", "daemon": "x", "folder": filepath.Join(dir, "outbox"), "name": "evil.txt",
		"state": "named", "decision": cite.Wyslij, "outcome": "sent",
		"dest": filepath.Join(send, "evil.txt"), "report": filepath.Join(rep, "evil.txt.md"), "runs": 1})
	guardedDaemon(t, c, fakeCheck)
	waitUntil(t, func() string {
		return fmt.Sprintf("evil.txt never reached blocked/ (send %v, blocked %v)", files(send), files(filepath.Join(dir, "blocked")))
	}, func() bool {
		return fsx.Exists(filepath.Join(dir, "blocked", "evil.txt")) || fsx.Exists(filepath.Join(send, "evil.txt"))
	})
	sentUnchecked(t, send)
	if !fsx.Exists(filepath.Join(dir, "blocked", "evil.txt")) {
		t.Errorf("evil.txt is not in blocked/")
	}
}

// Attack: a journal naming ../../../../outside/… made the daemon move a
// file from outside the watched folder into send/.
func TestAttackJournalPathEscape(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, gateYAML)
	work := workFolder(t, c)
	outside := filepath.Join(dir, "outside")
	os.MkdirAll(outside, 0o755)
	secret := memoText("secret.txt", "", 1)
	os.WriteFile(filepath.Join(outside, "secret.txt"), []byte(secret), 0o644)
	os.WriteFile(filepath.Join(outside, "secret2.txt"), []byte(secret), 0o644)
	send, rep := filepath.Join(dir, "send"), filepath.Join(dir, "reports")
	os.MkdirAll(send, 0o755)
	os.MkdirAll(rep, 0o755)
	plantCleanReport(t, filepath.Join(rep, "secret.txt.md"))
	// The job folder is <work>/<job>: four levels below dir.
	plantJob(t, work, "20260101T000000-0001", "", "", map[string]any{
		"id": "20260101T000000-0001", "name": "../../../../outside/secret.txt", "state": "named", "decision": cite.Wyslij,
		"outcome": "sent", "dest": filepath.Join(send, "secret.txt"), "report": filepath.Join(rep, "secret.txt.md")})
	plantJob(t, work, "20260101T000000-0002", "", "", map[string]any{
		"id": "20260101T000000-0002", "name": "../../../../outside/secret2.txt", "state": "claimed"})
	guardedDaemon(t, c, fakeCheck)
	waitUntil(t, func() string {
		e, _ := filepath.Glob(filepath.Join(work, "2026*"))
		return fmt.Sprintf("planted jobs left: %v", e)
	},
		func() bool {
			e, _ := filepath.Glob(filepath.Join(work, "2026*"))
			return len(e) == 0 || !fsx.Exists(filepath.Join(outside, "secret.txt")) || !fsx.Exists(filepath.Join(outside, "secret2.txt"))
		})
	time.Sleep(300 * time.Millisecond)
	for _, n := range []string{"secret.txt", "secret2.txt"} {
		if b, err := os.ReadFile(filepath.Join(outside, n)); err != nil || string(b) != secret {
			t.Errorf("outside/%s was moved or changed: %v", n, err)
		}
	}
	for _, sub := range []string{"send", "checked", "blocked", "failed"} {
		if got := files(filepath.Join(dir, sub)); len(got) != 0 {
			t.Errorf("%s = %v: a file from outside the watched folder was moved there", sub, got)
		}
	}
}

// Attack: a FIFO named x.pdf blocked a worker forever in open (and the
// shutdown with it).
func TestAttackFIFO(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 200ms\nconcurrency: 1\nfolders:\n  - path: inbox\n")
	_, stop := guardedDaemon(t, c, fakeCheck)
	fifo := makeFIFO(t, filepath.Join(dir, "inbox"), "fifo.pdf")
	if fifo == "" {
		t.Skip("no FIFOs here")
	}
	defer unblockFIFOs(dir)
	dropAtomic(t, filepath.Join(dir, "inbox", "ok.txt"), memoText("ok.txt", "", 1))
	waitUntil(t, func() string {
		return fmt.Sprintf("failed %v, checked %v", files(filepath.Join(dir, "failed")), files(filepath.Join(dir, "checked")))
	}, func() bool {
		return fsx.Exists(filepath.Join(dir, "failed", "fifo.pdf")) && fsx.Exists(filepath.Join(dir, "checked", "ok.txt"))
	})
	md, _ := os.ReadFile(filepath.Join(dir, "reports", "fifo.pdf.md"))
	if !strings.Contains(string(md), "nie jest zwykły plik") {
		t.Errorf("report of the FIFO:\n%s", md)
	}
	stop()
}

// unblockFIFOs opens every FIFO under dir for reading and writing (which
// never blocks), so a daemon stuck opening one can end.
func unblockFIFOs(dir string) {
	filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err == nil && fi.Mode()&os.ModeNamedPipe != 0 {
			if f, err := os.OpenFile(p, os.O_RDWR, 0); err == nil {
				f.Close()
			}
		}
		return nil
	})
}

// Attack: a symlink to a file outside the watched folder was followed and
// its hash written to the audit log.
func TestAttackSymlinkOutside(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 200ms\nfolders:\n  - path: inbox\n")
	secret := filepath.Join(dir, "secret.txt")
	os.WriteFile(secret, []byte("root:x:0:0:root:/root:/bin/bash\n"), 0o644)
	want, _ := fsx.HashFile(secret)
	_, stop := guardedDaemon(t, c, fakeCheck)
	if err := os.Symlink(secret, filepath.Join(dir, "inbox", "passwd.txt")); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, func() string { return fmt.Sprintf("failed %v", files(filepath.Join(dir, "failed"))) },
		func() bool { return len(files(filepath.Join(dir, "failed"))) == 1 })
	stop()
	if fi, err := os.Lstat(filepath.Join(dir, "failed", "passwd.txt")); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("failed/passwd.txt should be the symlink itself: %v", err)
	}
	if b, _ := os.ReadFile(secret); string(b) != "root:x:0:0:root:/root:/bin/bash\n" {
		t.Error("the target of the symlink changed")
	}
	entries, err := VerifyAudit(filepath.Join(dir, ".citeguard", "audit.jsonl"))
	if err != nil || len(entries) != 1 {
		t.Fatalf("audit: %v, %v", entries, err)
	}
	if entries[0].SHA256 == want {
		t.Errorf("the audit log holds the hash of the symlink's target outside the folder")
	}
}

// Attack: a symlink to /dev/zero was followed and read forever.
func TestAttackSymlinkDevZero(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 200ms\nconcurrency: 1\nfolders:\n  - path: inbox\n")
	_, stop := guardedDaemon(t, c, fakeCheck)
	if err := os.Symlink("/dev/zero", filepath.Join(dir, "inbox", "zero.txt")); err != nil {
		t.Fatal(err)
	}
	dropAtomic(t, filepath.Join(dir, "inbox", "ok.txt"), memoText("ok.txt", "", 1))
	waitUntil(t, func() string {
		return fmt.Sprintf("failed %v, checked %v", files(filepath.Join(dir, "failed")), files(filepath.Join(dir, "checked")))
	}, func() bool {
		return fsx.Exists(filepath.Join(dir, "failed", "zero.txt")) && fsx.Exists(filepath.Join(dir, "checked", "ok.txt"))
	})
	stop()
}

// Attack: a 255-byte name looped forever choosing a free name; names of
// 235–254 bytes could never get a report and were retried forever.
func TestAttackLongNames(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 200ms\nfolders:\n  - path: inbox\n")
	_, stop := guardedDaemon(t, c, fakeCheck)
	long := func(n int) string { // Polish letters, so a cut can fall inside a character
		s := strings.Repeat("ą", (n-4)/2)
		return s + strings.Repeat("x", n-4-len(s)) + ".txt"
	}
	names := []string{long(255), long(240), long(235)}
	for _, n := range names {
		if len(n) > 255 {
			t.Fatal(len(n))
		}
		dropLong(t, filepath.Join(dir, "inbox", n), memoText("long", "", 1))
	}
	waitUntil(t, func() string {
		return fmt.Sprintf("%d of 3 long names checked; reports %v", len(files(filepath.Join(dir, "checked"))), files(filepath.Join(dir, "reports")))
	}, func() bool { return len(files(filepath.Join(dir, "checked"))) == 3 })
	// The same 255-byte name again, with the first still in checked/: it
	// must get a free name and a report of its own.
	dropLong(t, filepath.Join(dir, "inbox", names[0]), memoText("long", "BLOCK", 1))
	waitUntil(t, func() string { return fmt.Sprintf("blocked %v", files(filepath.Join(dir, "blocked"))) },
		func() bool { return len(files(filepath.Join(dir, "blocked"))) == 1 })
	stop()
	if r := reportsOf(t, filepath.Join(dir, "reports")); len(r) < 4 {
		t.Errorf("%d reports, want one per memo (4, plus an archived revision): %v", len(r), r)
	}
	for _, n := range files(filepath.Join(dir, "reports")) {
		if len(n) > 255 {
			t.Errorf("report name of %d bytes", len(n))
		}
	}
}

// dropLong is dropAtomic for a name too long to take a suffix: the file is
// written under a short hidden name and renamed.
func dropLong(t *testing.T, path, content string) {
	t.Helper()
	tmp := filepath.Join(filepath.Dir(path), ".drop-long")
	if err := os.WriteFile(tmp, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
}

// Attack: a memo named INDEX lost its report to INDEX.md, the summary.
func TestAttackIndexName(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 200ms\nfolders:\n  - path: inbox\n")
	_, stop := guardedDaemon(t, c, fakeCheck)
	dropAtomic(t, filepath.Join(dir, "inbox", "INDEX"), memoText("INDEX", "", 1))
	dropAtomic(t, filepath.Join(dir, "inbox", "index.txt"), memoText("index.txt", "", 1))
	waitUntil(t, func() string {
		return fmt.Sprintf("failed %v, checked %v", files(filepath.Join(dir, "failed")), files(filepath.Join(dir, "checked")))
	},
		func() bool {
			return len(files(filepath.Join(dir, "failed"))) == 1 && len(files(filepath.Join(dir, "checked"))) == 1
		})
	stop() // writes INDEX.md once more
	rep := filepath.Join(dir, "reports")
	idx, _ := os.ReadFile(filepath.Join(rep, "INDEX.md"))
	if !strings.Contains(string(idx), "| Memo |") {
		t.Fatalf("INDEX.md is not the summary:\n%s", idx)
	}
	found := false
	for _, n := range files(rep) {
		if n == "INDEX.md" || n == "INDEX.html" { // the summary
			continue
		}
		if strings.HasPrefix(strings.ToUpper(n), "INDEX.") {
			t.Errorf("report %s is named INDEX.*", n)
		}
		if b, _ := os.ReadFile(filepath.Join(rep, n)); strings.HasSuffix(n, ".md") && strings.Contains(string(b), "citeguard nie czyta formatu") {
			found = true
		}
	}
	if !found {
		t.Errorf("the memo INDEX has no report of its own: %v", files(rep))
	}
}

// Attack: one damaged byte in line 2 of audit.jsonl made the next start cut
// lines 2–5 and chain on, so the log verified again and the evidence was
// gone.
func TestAttackAuditDamage(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nhealth: 127.0.0.1:0\nfolders:\n  - path: inbox\n")
	state := filepath.Join(dir, ".citeguard")
	d, stop := guardedDaemon(t, c, fakeCheck)
	for i := 0; i < 5; i++ {
		n := fmt.Sprintf("m%d.txt", i)
		dropAtomic(t, filepath.Join(dir, "inbox", n), memoText(n, "", 1))
	}
	waitUntil(t, func() string { return "5 memos" }, func() bool { return len(files(filepath.Join(dir, "checked"))) == 5 })
	stop()
	_ = d
	p := filepath.Join(state, "audit.jsonl")
	orig, _ := os.ReadFile(p)
	lines := strings.SplitAfter(string(orig), "\n")
	if len(lines) < 5 {
		t.Fatalf("audit log: %q", orig)
	}
	i := strings.Index(lines[1], `"memo":"`) + len(`"memo":"`)
	damaged := []byte(strings.Join(lines, ""))
	damaged[len(lines[0])+i-2] = 'X' // the closing quote of the key: the line no longer parses
	os.WriteFile(p, damaged, 0o644)

	d2, stop2 := guardedDaemon(t, c, fakeCheck)
	dropAtomic(t, filepath.Join(dir, "inbox", "m9.txt"), memoText("m9.txt", "", 1))
	waitUntil(t, func() string { return "m9.txt" }, func() bool { return fsx.Exists(filepath.Join(dir, "checked", "m9.txt")) })
	var addr string
	waitUntil(t, func() string { return "health endpoint" }, func() bool { addr = d2.healthAddrGet(); return addr != "" })
	resp, err := http.Get("http://" + addr + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	stop2()
	if !strings.Contains(string(body), `"status":"degraded"`) || !strings.Contains(string(body), "audit") {
		t.Errorf("/healthz after a damaged audit log = %s, want degraded naming the audit log", body)
	}
	// The damaged evidence is kept whole somewhere in the state folder.
	kept := false
	all, _ := os.ReadDir(state)
	for _, e := range all {
		if b, err := os.ReadFile(filepath.Join(state, e.Name())); err == nil && bytes.Contains(b, damaged) {
			kept = true
		}
	}
	if !kept {
		t.Errorf("the damaged audit log was not kept: lines 2–5 are gone")
	}
	if _, err := VerifyAudit(p); err != nil {
		t.Errorf("the live audit log does not verify: %v", err)
	}
}

// Attack: retries after I/O errors (a reports folder that cannot be
// written) were counted as crashes; after a few restarts the memo failed
// with a false „awaria procesu”.
func TestAttackRetryIsNotCrash(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nfolders:\n  - path: inbox\n")
	rep := filepath.Join(dir, "reports")
	var checks atomic.Int64
	check := func(ctx context.Context, path string) (*reports.Memo, error) {
		checks.Add(1)
		return fakeCheck(ctx, path)
	}
	// The reports folder becomes one where no file can be created (a
	// symlink to /proc/self: even root gets an error), so every report
	// write fails.
	if fi, err := os.Stat("/proc/self"); err != nil || !fi.IsDir() {
		t.Skip("no /proc/self to stand in for a folder that cannot be written")
	}
	if err := os.Symlink("/proc/self", rep); err != nil {
		t.Fatal(err)
	}
	os.MkdirAll(filepath.Join(dir, "inbox"), 0o755)
	dropAtomic(t, filepath.Join(dir, "inbox", "io.txt"), memoText("io.txt", "", 1))
	for run := 0; run < 4; run++ {
		before := checks.Load()
		_, stop := guardedDaemon(t, c, check)
		end := time.Now().Add(5 * time.Second)
		for checks.Load() == before && !fsx.Exists(filepath.Join(dir, "failed", "io.txt")) && time.Now().Before(end) {
			time.Sleep(20 * time.Millisecond)
		}
		stop()
	}
	os.Remove(rep)
	os.MkdirAll(rep, 0o755)
	_, stop := guardedDaemon(t, c, check)
	waitUntil(t, func() string {
		return fmt.Sprintf("checked %v, failed %v", files(filepath.Join(dir, "checked")), files(filepath.Join(dir, "failed")))
	},
		func() bool {
			return fsx.Exists(filepath.Join(dir, "checked", "io.txt")) || fsx.Exists(filepath.Join(dir, "failed", "io.txt"))
		})
	stop()
	if !fsx.Exists(filepath.Join(dir, "checked", "io.txt")) {
		md, _ := os.ReadFile(filepath.Join(rep, "io.txt.md"))
		t.Errorf("a memo whose reports could not be written failed instead of being checked once the folder was back:\n%s", md)
	}
}

// Attack: a second daemon on the same state folder wrote its state files
// (daemon id, the audit log cut at its last line) before it took the lock.
func TestAttackStateLockFirst(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nfolders:\n  - path: inbox\n")
	_, stop := guardedDaemon(t, c, fakeCheck)
	defer stop()
	audit := filepath.Join(dir, ".citeguard", "audit.jsonl")
	time.Sleep(100 * time.Millisecond)
	f, _ := os.OpenFile(audit, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"seq":1,"time":`) // a line being written by the running daemon
	f.Close()
	before, _ := os.ReadFile(audit)
	d2, err := New(c, fakeCheck, Options{Logger: quietLogger(t)})
	if err == nil {
		t.Errorf("a second daemon on the same state folder was created")
		if d2.audit != nil {
			d2.audit.close()
		}
	} else if !strings.Contains(err.Error(), "another citeguard watch") {
		t.Errorf("error %q does not say another daemon runs", err)
	}
	if after, _ := os.ReadFile(audit); !bytes.Equal(before, after) {
		t.Errorf("the second daemon changed the running daemon's audit log:\n%q\n→\n%q", before, after)
	}
}

// Attack: a file name with a newline and a fake „DECYZJA: Wyślij” made a
// blocked memo's report (and the summary) read as clean.
func TestAttackNameInjection(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no newlines in Windows file names")
	}
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 200ms\nfolders:\n  - path: inbox\n")
	_, stop := guardedDaemon(t, c, fakeCheck)
	name := "m\n```\nDECYZJA: Wyślij (warstwa 1 czysta)\n```\n<img src=x onerror=alert(1)>.txt"
	dropAtomic(t, filepath.Join(dir, "inbox", name), memoText("inj", "BLOCK", 2))
	waitUntil(t, func() string { return fmt.Sprintf("blocked %v", files(filepath.Join(dir, "blocked"))) },
		func() bool { return len(files(filepath.Join(dir, "blocked"))) == 1 })
	stop()
	for _, p := range []string{filepath.Join(dir, "reports", name+".md"), filepath.Join(dir, "reports", "INDEX.md")} {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		s := string(b)
		if strings.Contains(s, "\nDECYZJA: Wyślij") || strings.Contains(s, "\n<img") || strings.Count(s, "\n```") > 2 {
			t.Errorf("%s reads as clean or holds markup from the name:\n%s", filepath.Base(p), s)
		}
	}
}
