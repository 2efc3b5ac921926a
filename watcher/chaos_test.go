package watcher

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"citeguard/cite"
	"citeguard/internal/fsx"
	"citeguard/internal/logx"
	"citeguard/reports"
)

// The chaos test's long form: go test ./watcher -run Chaos -chaos.full
// (or CITEGUARD_CHAOS=full go test ./watcher -run Chaos).
var chaosFull = flag.Bool("chaos.full", false, "run the long chaos test: 300 memos, 6 SIGKILLs")

// TestMain doubles as the chaos daemon: the test binary re-executed with
// CITEGUARD_CHAOSD=<config> runs a real daemon process with the fake checker,
// so the test can SIGKILL it.
func TestMain(m *testing.M) {
	if cfg := os.Getenv("CITEGUARD_CHAOSD"); cfg != "" {
		os.Exit(chaosDaemon(cfg))
	}
	os.Exit(m.Run())
}

func chaosDaemon(path string) int {
	c, err := Load(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	log, closer, err := logx.New(logx.Options{Level: c.Logging.Level, Format: c.Logging.Format, File: c.Logging.File}, os.Stderr)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	defer closer.Close()
	check := func(ctx context.Context, p string) (*reports.Memo, error) {
		// Some real time per memo, so kills land while checks run.
		select {
		case <-time.After(time.Duration(30+rand.IntN(90)) * time.Millisecond):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		return fakeCheck(ctx, p)
	}
	d, err := New(c, check, Options{Logger: log})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := d.Run(ctx); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// TestChaos: memos dropped in a burst into an inbox and a gate (every fifth
// copied slowly in chunks, the rest written in place non-atomically), with
// hostile files among them, while the daemon process is SIGKILLed at random
// moments and restarted. The hostile files: writers that keep a file open
// and write its 🔴 half later, PDFs that get an incremental update while
// held open, forged job journals in the work folder (one claiming a
// blocked memo goes to send, one naming a file outside the watched
// folder), FIFOs, symlinks (to a file outside and to /dev/zero) and
// 255/240-byte names. At the end every memo is in exactly one of checked/
// blocked/ failed/ send/ — the one its content asks for — with exactly one
// report; none lost, none duplicated, none read half-written; every byte in
// send/ was checked (its SHA-256 is in the audit log as sent); nothing
// outside the watched folders moved or changed; no job is left; SIGTERM
// ends the daemon within shutdown_grace + 5 s.
// Default: 40 memos, one hostile file of each kind, 2 kills. Long form:
// -chaos.full or CITEGUARD_CHAOS=full (300 memos, 4 of each kind, 6 kills).
func TestChaos(t *testing.T) {
	if testing.Short() {
		t.Skip("chaos: skipped in -short")
	}
	n, kills, hostile := 40, 2, 1
	if *chaosFull || os.Getenv("CITEGUARD_CHAOS") == "full" {
		n, kills, hostile = 300, 6, 4
	}
	const grace = 10 * time.Second
	dir := t.TempDir()
	if d := os.Getenv("CITEGUARD_CHAOS_DIR"); d != "" {
		dir = d // keep the folders and daemon.log for a post-mortem
	}
	cfgPath := filepath.Join(dir, "citeguard.yaml")
	os.WriteFile(cfgPath, []byte(`folders:
  - path: inbox
  - path: outbox
    profile: gate
    send: send
settle: 500ms
incomplete_timeout: 60s
rescan: 3s
concurrency: 2
timeout: 30s
shutdown_grace: 10s
logging:
  level: debug
  format: json
  file: daemon.log
`), 0o644)
	// Create the folders first so the writers can start with the daemon;
	// the daemon's id is fixed so forged jobs can be planted in its work
	// folder before it first runs.
	c, err := Load(cfgPath)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{c.Folders[0].Path, c.Folders[1].Path, c.Folders[1].Send, c.Reports, c.Checked, c.Blocked, c.Failed, c.State} {
		os.MkdirAll(s, 0o755)
	}
	os.WriteFile(filepath.Join(c.State, "daemon-id"), []byte("chaos-0001\n"), 0o644)
	start := func() *exec.Cmd {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "CITEGUARD_CHAOSD="+cfgPath)
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		return cmd
	}
	verdict := func(i int) (string, string) {
		switch i % 3 {
		case 1:
			return "BLOCK", "blocked"
		case 2:
			return "FAIL", "failed"
		}
		if i%4 == 0 {
			return "", "send" // through the gate
		}
		return "", "checked"
	}
	name := func(i int) string {
		if i%2 == 1 {
			return fmt.Sprintf("chaos-%03d.pdf", i)
		}
		return fmt.Sprintf("Memo chaos ąę %03d.txt", i)
	}
	folderOf := func(i int) string {
		if i%4 == 0 {
			return "outbox" // a gate: clean ones pass to send; the rest stay behind
		}
		return "inbox"
	}
	for i := 0; i < n; i++ { // a clean memo in the outbox goes to send, not checked
		if _, want := verdict(i); want == "checked" && folderOf(i) == "outbox" {
			t.Fatalf("memo %d: the verdict table is inconsistent", i)
		}
	}

	// Outside the watched folders: files that must never move or change.
	outside := filepath.Join(dir, "outside")
	os.MkdirAll(outside, 0o755)
	outsideSum := map[string]string{}
	for k := 0; k < hostile; k++ {
		p := filepath.Join(outside, fmt.Sprintf("secret-%d.txt", k))
		os.WriteFile(p, []byte(memoText(fmt.Sprint("secret", k), "", 3)), 0o644)
		outsideSum[p], _ = fsx.HashFile(p)
	}
	// Forged jobs in the gate's work folder, before the first start.
	work := filepath.Join(dir, "outbox", WorkDirName, "chaos-0001")
	expect := map[string]string{} // hostile memo → where it must end (folder/name)
	for k := 0; k < hostile; k++ {
		fj := fmt.Sprintf("20260101T000000-f%03d", k)
		memo := fmt.Sprintf("gate-forged-%d.txt", k)
		plantJob(t, work, fj, memo, memoText(memo, "BLOCK", 3), map[string]any{"v": 2, "id": fj, "name": memo, "state": "named",
			"outcome": "sent", "final": memo, "decision": cite.Wyslij, "mac": strings.Repeat("ab", 32)})
		expect[memo] = "blocked/" + memo
		ej := fmt.Sprintf("20260101T000000-e%03d", k)
		plantJob(t, work, ej, "", "", map[string]any{"v": 2, "id": ej, "name": fmt.Sprintf("../../../../outside/secret-%d.txt", k),
			"state": "named", "outcome": "sent", "final": "x.txt", "mac": strings.Repeat("cd", 32)})
	}

	cmd := start()
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { // the burst, hostile files among the memos
		defer wg.Done()
		for i := 0; i < n; i++ {
			v, _ := verdict(i)
			content := memoText(name(i), v, 50+rand.IntN(250))
			p := filepath.Join(dir, folderOf(i), name(i))
			if i%5 == 0 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					if err := slowCopy(p, content, 6, time.Duration(20+rand.IntN(40))*time.Millisecond); err != nil {
						t.Error(err)
					}
				}()
			} else if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
				t.Error(err)
			}
			if i%10 == 9 {
				time.Sleep(time.Duration(rand.IntN(60)) * time.Millisecond)
			}
			if k := i / max(1, n/hostile); i%max(1, n/hostile) == 0 && k < hostile {
				wg.Add(1)
				go func() { defer wg.Done(); dropHostile(t, dir, k, expect) }()
			}
		}
	}()
	// Kill moments: when a random number of memos is out (so kills land
	// while memos are claimed, checked, reported and moved), plus a random
	// delay; the first kill may land before anything is out.
	thresholds := make([]int, kills)
	for k := range thresholds {
		thresholds[k] = rand.IntN(n * 9 / 10)
	}
	slices.Sort(thresholds)
	for k, th := range thresholds {
		for outCount(dir) < th {
			time.Sleep(5 * time.Millisecond)
		}
		time.Sleep(time.Duration(rand.IntN(150)) * time.Millisecond)
		cmd.Process.Kill() // SIGKILL
		cmd.Wait()
		t.Logf("kill %d: SIGKILL with %d memos out", k+1, outCount(dir))
		cmd = start()
	}
	wg.Wait()
	total := n + len(expect)
	end, bounded := waitEnd(t)
	for {
		left, _ := filepath.Glob(filepath.Join(dir, "*box", WorkDirName, "*", "[^.]*")) // job folders; not the heartbeat
		if outCount(dir) >= total && len(files(filepath.Join(dir, "inbox")))+len(files(filepath.Join(dir, "outbox"))) == 0 && len(left) == 0 {
			break
		}
		if bounded && time.Now().After(end) {
			t.Fatalf("still waiting when the test's deadline came near: %d of %d memos out, inbox %v, outbox %v, work %v", outCount(dir), total,
				files(filepath.Join(dir, "inbox")), files(filepath.Join(dir, "outbox")), left)
		}
		time.Sleep(50 * time.Millisecond)
	}
	// SIGTERM with memos in flight, then once more at the end: each must end
	// the daemon within shutdown_grace + 5 s.
	sigterm := func(what string) {
		t0 := time.Now()
		cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("daemon after SIGTERM (%s): %v (want exit 0)", what, err)
			}
			t.Logf("SIGTERM (%s): the daemon ended in %s", what, time.Since(t0).Round(time.Millisecond))
		case <-time.After(grace + 5*time.Second):
			cmd.Process.Kill()
			t.Errorf("SIGTERM (%s): the daemon did not end within shutdown_grace + 5 s", what)
		}
	}
	// Late memos that take 2 s each (and, in the long form, one whose
	// checker ignores its time limit): SIGTERM lands while they run.
	late := []string{"SLOW", "SLOW"}
	if hostile > 1 {
		late = append(late, "SLOW", "HANG")
	}
	for i, v := range late {
		dropAtomic(t, filepath.Join(dir, "inbox", fmt.Sprintf("late-%d.txt", i)), memoText(fmt.Sprint("late", i), v, 20))
		if v == "HANG" {
			expect[fmt.Sprintf("late-%d.txt", i)] = fmt.Sprintf("failed/late-%d.txt", i)
		} else {
			expect[fmt.Sprintf("late-%d.txt", i)] = fmt.Sprintf("checked/late-%d.txt", i)
		}
	}
	started := func() int {
		b, _ := os.ReadFile(filepath.Join(dir, "daemon.log"))
		return strings.Count(string(b), "citeguard watch started")
	}
	waitFor(t, "the late memos claimed", func() bool {
		m, _ := filepath.Glob(filepath.Join(dir, "inbox", "late-*"))
		return len(m) == 0
	})
	sigterm("memos in flight")
	before := started()
	cmd = start()
	waitFor(t, "the daemon started again", func() bool { return started() > before })
	total += len(late)
	for {
		left, _ := filepath.Glob(filepath.Join(dir, "*box", WorkDirName, "*", "[^.]*"))
		if outCount(dir) >= total && len(files(filepath.Join(dir, "inbox"))) == 0 && len(left) == 0 || time.Now().After(end) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	sigterm("at the end")

	lost, dup, wrong, half := 0, 0, 0, 0
	rep := reportsOf(t, filepath.Join(dir, "reports"))
	dests := []string{"checked", "blocked", "failed", "send"}
	for i := 0; i < n; i++ {
		_, want := verdict(i)
		where := 0
		for _, sub := range dests {
			if fsx.Exists(filepath.Join(dir, sub, name(i))) {
				where++
				if sub != want {
					wrong++
					t.Errorf("%s in %s, want %s", name(i), sub, want)
				}
			}
		}
		if where == 0 {
			lost++
			t.Errorf("%s lost", name(i))
		}
		if !rep[name(i)] {
			t.Errorf("%s has no report", name(i))
		}
		b, _ := os.ReadFile(filepath.Join(dir, "reports", name(i)+".json"))
		var m reports.Memo
		json.Unmarshal(b, &m)
		if m.Error == "HALF-READ" {
			half++
			t.Errorf("%s was read half-written", name(i))
		}
	}
	for memo, want := range expect {
		if _, err := os.Lstat(filepath.Join(dir, want)); err != nil {
			wrong++
			t.Errorf("hostile %s: not at %s", memo, want)
		}
	}
	out := 0
	for _, sub := range dests {
		for _, f := range files(filepath.Join(dir, sub)) {
			out++
			if strings.Contains(f, " (") {
				dup++
				t.Errorf("duplicate: %s/%s", sub, f)
			}
		}
	}
	if out != total {
		t.Errorf("%d files out, want %d", out, total)
	}
	entries, err := VerifyAudit(filepath.Join(dir, ".citeguard", "audit.jsonl"))
	if err != nil || len(entries) != total {
		t.Errorf("audit log: %d entries, %v; want %d chained", len(entries), err, total)
	}
	// Every byte in send was checked: its hash is an audit entry sent.
	sentSums := map[string]bool{}
	for _, e := range entries {
		if e.Outcome == OutcomeSent {
			sentSums[e.SHA256] = true
		}
	}
	unchecked := 0
	for _, f := range files(filepath.Join(dir, "send")) {
		if h, err := fsx.HashFile(filepath.Join(dir, "send", f)); err != nil || !sentSums[h] {
			unchecked++
			t.Errorf("send/%s: its bytes were never checked (hash %s not in the audit log as sent)", f, h)
		}
	}
	sentUnchecked(t, filepath.Join(dir, "send"))
	moved := 0
	for p, sum := range outsideSum {
		if h, err := fsx.HashFile(p); err != nil || h != sum {
			moved++
			t.Errorf("%s outside the watched folders was moved or changed: %v", p, err)
		}
	}
	logb, _ := os.ReadFile(filepath.Join(dir, "daemon.log"))
	t.Logf("chaos: %d memos (%d slow copies) + %d hostile files, %d SIGKILLs, %d jobs resumed from the work folder: lost %d, duplicated %d, wrong folder %d, half-read %d, unchecked bytes in send %d files, moved from outside %d, audit entries %d",
		n, (n+4)/5, len(expect), kills, strings.Count(string(logb), "resuming job from the work folder"), lost, dup, wrong, half, unchecked, moved, len(entries))
}

// dropHostile drops the k-th hostile file of each kind and records where
// each must end.
func dropHostile(t *testing.T, dir string, k int, expect map[string]string) {
	// Registered before the files appear (the map is read after the burst).
	slow := fmt.Sprintf("gate-slow-%d.txt", k)
	inc := fmt.Sprintf("gate-inc-%d.pdf", k)
	fifo := fmt.Sprintf("fifo-%d.pdf", k)
	link := fmt.Sprintf("link-%d.txt", k)
	zero := fmt.Sprintf("zero-%d.txt", k)
	long := fmt.Sprintf("%03d-", k) + strings.Repeat("ą", 123) + "x.txt"   // 255 bytes
	long2 := fmt.Sprintf("%03d-", k) + strings.Repeat("ł", 115) + "xx.txt" // 240 bytes
	hostileMu.Lock()
	expect[slow] = "blocked/" + slow
	expect[inc] = "blocked/" + inc
	expect[fifo] = "failed/" + fifo
	expect[link] = "failed/" + link
	expect[zero] = "failed/" + zero
	expect[long] = "checked/" + long
	expect[long2] = "checked/" + long2
	hostileMu.Unlock()

	var wg sync.WaitGroup
	wg.Add(2)
	go func() { // a writer that keeps the file open, its 🔴 half later
		defer wg.Done()
		w, err := os.Create(filepath.Join(dir, "outbox", slow))
		if err != nil {
			t.Error(err)
			return
		}
		w.WriteString("Czysta pierwsza część.\n")
		time.Sleep(time.Duration(1500+rand.IntN(1500)) * time.Millisecond)
		w.WriteString("BLOCK\nDruga część.\n")
		w.Close()
	}()
	go func() { // a PDF that gets an incremental update while held open
		defer wg.Done()
		w, err := os.Create(filepath.Join(dir, "outbox", inc))
		if err != nil {
			t.Error(err)
			return
		}
		doc := pdfDoc("Czysta pierwsza wersja.")
		w.Write(doc)
		time.Sleep(time.Duration(1500+rand.IntN(1500)) * time.Millisecond)
		w.Write(pdfUpdate(doc, "BLOCK"))
		w.Close()
	}()
	if makeFIFO(t, filepath.Join(dir, "inbox"), fifo) == "" {
		hostileMu.Lock()
		delete(expect, fifo)
		hostileMu.Unlock()
	}
	os.Symlink(filepath.Join(dir, "outside", fmt.Sprintf("secret-%d.txt", k)), filepath.Join(dir, "inbox", link))
	os.Symlink("/dev/zero", filepath.Join(dir, "inbox", zero))
	dropLong(t, filepath.Join(dir, "inbox", long), memoText("long", "", 5))
	dropLong(t, filepath.Join(dir, "inbox", long2), memoText("long2", "", 5))
	wg.Wait()
}

var hostileMu sync.Mutex

func outCount(dir string) int {
	return len(files(filepath.Join(dir, "checked"))) + len(files(filepath.Join(dir, "blocked"))) + len(files(filepath.Join(dir, "failed"))) + len(files(filepath.Join(dir, "send")))
}

// TestTwoDaemonProcesses: two daemon processes (separate state folders) on
// the same inbox and output folders, 200 memos dropped: each memo is
// processed exactly once (one destination, one report, one audit entry in
// one of the two logs).
func TestTwoDaemonProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("two daemon processes: skipped in -short")
	}
	const n = 200
	dir := t.TempDir()
	var cmds []*exec.Cmd
	for _, st := range []string{"state-a", "state-b"} {
		p := filepath.Join(dir, st+".yaml")
		os.WriteFile(p, []byte("folders:\n  - path: inbox\nsettle: 300ms\nrescan: 2s\nconcurrency: 1\nstate: "+st+"\nlogging:\n  file: "+st+".log\n"), 0o644)
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "CITEGUARD_CHAOSD="+p)
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds = append(cmds, cmd)
	}
	os.MkdirAll(filepath.Join(dir, "inbox"), 0o755)
	for i := 0; i < n; i++ {
		name := fmt.Sprintf("two-%03d.txt", i)
		v := ""
		if i%2 == 0 {
			v = "BLOCK"
		}
		dropAtomic(t, filepath.Join(dir, "inbox", name), memoText(name, v, 20))
	}
	end, bounded := waitEnd(t)
	for outCount(dir) < n || len(files(filepath.Join(dir, "inbox"))) > 0 {
		if bounded && time.Now().After(end) {
			t.Fatalf("still waiting when the test's deadline came near: %d of %d out", outCount(dir), n)
		}
		time.Sleep(50 * time.Millisecond)
	}
	for _, cmd := range cmds {
		cmd.Process.Signal(syscall.SIGTERM)
		if err := cmd.Wait(); err != nil {
			t.Errorf("daemon after SIGTERM: %v", err)
		}
	}
	if outCount(dir) != n {
		t.Fatalf("%d memos out, want %d", outCount(dir), n)
	}
	for _, sub := range []string{"checked", "blocked"} {
		for _, f := range files(filepath.Join(dir, sub)) {
			if strings.Contains(f, " (") {
				t.Errorf("duplicate %s/%s", sub, f)
			}
		}
	}
	if r := reportsOf(t, filepath.Join(dir, "reports")); len(r) != n {
		t.Errorf("%d reports, want %d", len(r), n)
	}
	a, errA := VerifyAudit(filepath.Join(dir, "state-a", "audit.jsonl"))
	b, errB := VerifyAudit(filepath.Join(dir, "state-b", "audit.jsonl"))
	seen := map[string]int{}
	for _, e := range append(a, b...) {
		seen[e.Memo]++
	}
	if errA != nil || errB != nil || len(seen) != n || len(a)+len(b) != n {
		t.Fatalf("audit: %d + %d entries for %d memos (%v, %v), want %d once each", len(a), len(b), len(seen), errA, errB, n)
	}
	t.Logf("two daemon processes: %d memos, daemon A %d, daemon B %d, duplicates 0", n, len(a), len(b))
}
