package watcher

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"citeguard/cite"
	"citeguard/internal/fsx"
	"citeguard/reports"
	"citeguard/reports/reportdir"
)

// A memo dropped again under the name it was checked with is a revision:
// the new report takes the name and carries the REWIZJA line, the earlier
// reports are kept as <name>.rewizja-K, and an earlier memo of that name in
// blocked/ is moved aside to blocked/poprzednie/<stem>.rewizja-K.<ext>, so
// that blocked/ holds only what is blocked now.
func TestRedropIsRevision(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nfolders:\n  - path: inbox\n")
	stop := startDaemon(t, c, fakeCheck)
	inbox, rep := filepath.Join(dir, "inbox"), filepath.Join(dir, "reports")
	handled := func() int {
		return len(files(filepath.Join(dir, "checked"))) + len(files(filepath.Join(dir, "blocked"))) + len(files(filepath.Join(dir, "blocked", PreviousDir)))
	}
	for i, verdict := range []string{"POPRAW", "BLOCK", "BLOCK"} {
		dropAtomic(t, filepath.Join(inbox, "m.txt"), memoText(fmt.Sprint("m", i), verdict, 2))
		waitFor(t, fmt.Sprintf("version %d handled", i+1), func() bool { return handled() == i+1 })
	}
	stop()

	want := map[string][]string{
		"checked":            {"m.txt"},           // version 1 (🟡): stays where it went
		"blocked":            {"m.txt"},           // version 3: blocked now
		"blocked/poprzednie": {"m.rewizja-2.txt"}, // version 2, superseded when version 3 came
	}
	for sub, names := range want {
		got := files(filepath.Join(dir, sub))
		sort.Strings(got)
		if fmt.Sprint(got) != fmt.Sprint(names) {
			t.Errorf("%s = %v, want %v", sub, got, names)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "blocked", "m.txt")); !strings.HasPrefix(string(b), "MEMO m2\n") {
		t.Errorf("blocked/m.txt is not the latest version:\n%s", b)
	}
	reportsGot := reportsOf(t, rep)
	for _, r := range []string{"m.txt", "m.txt.rewizja-1", "m.txt.rewizja-2"} {
		if !reportsGot[r] {
			t.Errorf("no report %s (have %v)", r, reportsGot)
		}
	}
	read := func(name string) reports.Memo {
		var m reports.Memo
		b, _ := os.ReadFile(filepath.Join(rep, name+".json"))
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatalf("%s.json: %v", name, err)
		}
		return m
	}
	if m := read("m.txt.rewizja-1"); m.Revision != nil || m.Decision != cite.Popraw {
		t.Errorf("first report: revision %+v, decision %s", m.Revision, m.Decision)
	}
	if m := read("m.txt.rewizja-2"); m.Revision == nil || m.Revision.N != 2 || m.Revision.Before != cite.Popraw {
		t.Errorf("second report: revision %+v", m.Revision)
	}
	if m := read("m.txt"); m.Revision == nil || m.Revision.N != 3 {
		t.Errorf("current report: revision %+v", m.Revision)
	}
	if md, _ := os.ReadFile(filepath.Join(rep, "m.txt.md")); !strings.Contains(string(md), "REWIZJA #3") {
		t.Errorf("current report has no REWIZJA line:\n%s", md)
	}
	// The header says the revision in the lawyer's words, from the earlier
	// report's claims the journal kept (issue 23 item 8).
	if md, _ := os.ReadFile(filepath.Join(rep, "m.txt.md")); !strings.Contains(string(md), "**Wersja 3 — poprzednio: Nie wysyłaj, teraz: Nie wysyłaj") {
		t.Errorf("current report's header does not say the revision:\n%s", md)
	}
	if m := read("m.txt"); m.Revision == nil || m.Revision.Was != "Nie wysyłaj" {
		t.Errorf("current report: the earlier report's action is not kept: %+v", m.Revision)
	}
	// INDEX lists the earlier reports under the memo, not as memos.
	if idx, err := os.ReadFile(filepath.Join(rep, "INDEX.md")); err != nil || strings.Contains(string(idx), "| m.txt.rewizja-") ||
		!strings.Contains(string(idx), "| m.txt (wersja 3) |") || !strings.Contains(string(idx), "wcześniej: [wersja 2: ") {
		t.Errorf("INDEX.md does not group the revisions (%v):\n%s", err, idx)
	}
}

// The archive step of a revision runs again after a crash without moving
// anything twice: not the new report once written, not the job's own memo.
func TestArchiveIdempotent(t *testing.T) {
	dir := t.TempDir()
	rep, dest := filepath.Join(dir, "reports"), filepath.Join(dir, "blocked")
	os.MkdirAll(rep, 0o755)
	os.MkdirAll(dest, 0o755)
	old := &reports.Memo{Memo: "m.txt", Decision: cite.Popraw}
	if err := reportdir.Write(filepath.Join(rep, "m.txt.md"), old); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dest, "m.txt"), []byte("version 1"), 0o644)
	own := filepath.Join(dir, "own.txt")
	os.WriteFile(own, []byte("version 2"), 0o644)
	sum, _ := fsx.HashFile(own)

	var d Daemon
	j := &journal{ID: "job", Name: "m.txt", SHA256: sum, Outcome: OutcomeBlocked}
	f := &folder{Folder: Folder{Path: filepath.Join(dir, "inbox"), Reports: rep, Blocked: dest}}
	d.names.folders = testFolders(t, f.Folder)
	if !d.names.revisionOf(j, f, nil) || j.Revision != 2 {
		t.Fatalf("not a revision: %+v", j)
	}
	final, err := d.names.revisionName(j, f, dest)
	if err != nil {
		t.Fatal(err)
	}
	j.Final, j.State = final, stateNamed
	d.journals.derive(j, f)
	if j.Dest != filepath.Join(dest, "m.txt") || j.Report != filepath.Join(rep, "m.txt.md") || len(archiveMoves(j, f)) != 5 { // the commented copy (if any), JSON, HTML, markdown, memo
		t.Fatalf("dest %s, report %s, archive %+v", j.Dest, j.Report, archiveMoves(j, f))
	}
	for range 2 {
		if err := archive(d.names.folders, j, f); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range []string{"reports/m.txt.rewizja-1.md", "reports/m.txt.rewizja-1.html", "reports/m.txt.rewizja-1.json", "blocked/poprzednie/m.rewizja-1.txt"} {
		if !fsx.Exists(filepath.Join(dir, p)) {
			t.Errorf("%s missing after the archive", p)
		}
	}
	// The new report and memo arrive; a re-run of the archive leaves them.
	m := &reports.Memo{Memo: "m.txt", Decision: cite.PelnaWeryfikacja}
	m.Revise(2, cite.Popraw, reports.Layer1(old))
	if err := reportdir.Write(j.Report, m); err != nil {
		t.Fatal(err)
	}
	if err := fsx.MoveNoReplace(own, j.Dest); err != nil {
		t.Fatal(err)
	}
	// Even with the archive's targets gone (someone tidied the folders),
	// the new files are recognised and left in place.
	for _, p := range []string{"reports/m.txt.rewizja-1.md", "reports/m.txt.rewizja-1.html", "reports/m.txt.rewizja-1.json", "blocked/m.rewizja-1.txt"} {
		os.Remove(filepath.Join(dir, p))
	}
	if err := archive(d.names.folders, j, f); err != nil {
		t.Fatal(err)
	}
	if got := reportdir.ReadJSON(filepath.Join(rep, "m.txt.json")); got == nil || got.Revision == nil || got.Revision.N != 2 {
		t.Errorf("the new report was archived: %+v", got)
	}
	if b, _ := os.ReadFile(j.Dest); string(b) != "version 2" {
		t.Errorf("the new memo was archived: %q", b)
	}
}

// In a gate, a revision never renames the earlier memo still waiting in the
// send folder (whatever sends from there could take the renamed file for a
// new one): the new version takes the next free name beside it.
func TestGateRevisionLeavesSendFolder(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nfolders:\n  - path: outbox\n    profile: gate\n    send: send\n")
	stop := startDaemon(t, c, fakeCheck)
	send := filepath.Join(dir, "send")
	for i := range 2 {
		dropAtomic(t, filepath.Join(dir, "outbox", "m.txt"), memoText(fmt.Sprint("m", i), "", 2))
		waitFor(t, fmt.Sprintf("version %d sent", i+1), func() bool { return len(files(send)) == i+1 })
	}
	stop()
	got := files(send)
	sort.Strings(got)
	if fmt.Sprint(got) != "[m (2).txt m.txt]" {
		t.Fatalf("send = %v, want [m (2).txt m.txt]", got)
	}
	if b, _ := os.ReadFile(filepath.Join(send, "m.txt")); !strings.HasPrefix(string(b), "MEMO m0\n") {
		t.Errorf("send/m.txt is not the first version, untouched:\n%s", b)
	}
	if m := reportdir.ReadJSON(filepath.Join(dir, "reports", "m.txt.json")); m == nil || m.Revision == nil || m.Revision.N != 2 {
		t.Errorf("the second report is not revision 2: %+v", m)
	}
}

// A memo dropped under the name of one still being checked is seen at
// once (the name is free in the watched folder as soon as the first is
// claimed) and waits for it: it becomes its revision, so the newer version
// is the current one, whichever check would have finished first.
func TestSameNameDroppedWhileInFlight(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nmode: events\nrescan: 1h\nconcurrency: 2\nfolders:\n  - path: inbox\n")
	release := make(chan struct{})
	check := func(ctx context.Context, path string) (*reports.Memo, error) {
		if b, _ := os.ReadFile(path); strings.HasPrefix(string(b), "MEMO first\n") {
			<-release
		}
		return fakeCheck(ctx, path)
	}
	stop := startDaemon(t, c, check)
	inbox := filepath.Join(dir, "inbox")
	dropAtomic(t, filepath.Join(inbox, "m.txt"), memoText("first", "", 2))
	waitFor(t, "the first memo claimed", func() bool { return len(files(inbox)) == 0 })
	dropAtomic(t, filepath.Join(inbox, "m.txt"), memoText("second", "", 2))
	waitFor(t, "the second memo claimed while the first is in flight", func() bool { return len(files(inbox)) == 0 })
	time.Sleep(300 * time.Millisecond) // room for the second to overtake, if it could
	close(release)
	waitFor(t, "both memos checked", func() bool { return len(files(filepath.Join(dir, "checked"))) == 2 })
	stop()
	got := files(filepath.Join(dir, "checked"))
	sort.Strings(got)
	if fmt.Sprint(got) != "[m.rewizja-1.txt m.txt]" {
		t.Errorf("checked = %v, want [m.rewizja-1.txt m.txt]", got)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "checked", "m.txt")); !strings.HasPrefix(string(b), "MEMO second\n") {
		t.Errorf("checked/m.txt is not the newer version:\n%s", b)
	}
	if m := reportdir.ReadJSON(filepath.Join(dir, "reports", "m.txt.json")); m == nil || m.Revision == nil || m.Revision.N != 2 {
		t.Errorf("the current report is not revision 2: %+v", m)
	}
}

// TestInTurnFIFO: jobs of one name run one at a time, in the order they
// asked; other names do not wait.
func TestInTurnFIFO(t *testing.T) {
	var n names
	release := n.inTurn("a")
	other := n.inTurn("b") // another name: no wait
	other()
	var mu sync.Mutex
	var order []int
	done := make(chan struct{})
	for i := 1; i <= 3; i++ {
		go func() {
			r := n.inTurn("a")
			mu.Lock()
			order = append(order, i)
			mu.Unlock()
			r()
			done <- struct{}{}
		}()
		waitFor(t, "the job queued", func() bool { n.mu.Lock(); defer n.mu.Unlock(); return len(n.running["a"]) == i })
	}
	release()
	for range 3 {
		<-done
	}
	if fmt.Sprint(order) != "[1 2 3]" {
		t.Errorf("order %v, want [1 2 3]", order)
	}
	if len(n.running) != 0 {
		t.Errorf("left behind: %v", n.running)
	}
}
