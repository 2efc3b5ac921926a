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
	log, closer, err := NewLogger(c.Logging, os.Stderr)
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

// TestChaos: memos dropped in a burst (every fifth copied slowly in chunks,
// the rest written in place non-atomically) while the daemon process is
// SIGKILLed at random moments and restarted. At the end every memo is in
// exactly one of checked/ blocked/ failed/ — the one its content asks for —
// with exactly one report; none lost, none duplicated, none read half-written.
// Default: 40 memos, 2 kills. Long form: -chaos.full or CITEGUARD_CHAOS=full
// (300 memos, 6 kills).
func TestChaos(t *testing.T) {
	if testing.Short() {
		t.Skip("chaos: skipped in -short")
	}
	n, kills := 40, 2
	if *chaosFull || os.Getenv("CITEGUARD_CHAOS") == "full" {
		n, kills = 300, 6
	}
	dir := t.TempDir()
	if d := os.Getenv("CITEGUARD_CHAOS_DIR"); d != "" {
		dir = d // keep the folders and daemon.log for a post-mortem
	}
	cfgPath := filepath.Join(dir, "citeguard.yaml")
	os.WriteFile(cfgPath, []byte(`folders:
  - path: inbox
settle: 500ms
rescan: 3s
concurrency: 2
timeout: 30s
shutdown_grace: 10s
logging:
  level: debug
  format: json
  file: daemon.log
`), 0o644)
	// Create the folders first so the writers can start with the daemon.
	c, err := Load(cfgPath)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{c.Folders[0].Path, c.Reports, c.Checked, c.Blocked, c.Failed} {
		os.MkdirAll(s, 0o755)
	}
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
		return "", "checked"
	}
	name := func(i int) string {
		if i%2 == 1 {
			return fmt.Sprintf("chaos-%03d.pdf", i)
		}
		return fmt.Sprintf("Memo chaos ąę %03d.txt", i)
	}

	cmd := start()
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { // the burst
		defer wg.Done()
		for i := 0; i < n; i++ {
			v, _ := verdict(i)
			content := memoText(name(i), v, 50+rand.IntN(250))
			p := filepath.Join(dir, "inbox", name(i))
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
	work := filepath.Join(dir, "inbox", WorkDirName)
	end := time.Now().Add(time.Duration(n)*time.Second + 60*time.Second)
	for {
		left, _ := filepath.Glob(filepath.Join(work, "*", "[^.]*")) // job folders; not the heartbeat
		if outCount(dir) >= n && len(files(filepath.Join(dir, "inbox"))) == 0 && len(left) == 0 {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("timed out: %d of %d memos out, inbox %v, work %v", outCount(dir), n, files(filepath.Join(dir, "inbox")), left)
		}
		time.Sleep(50 * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Errorf("daemon after SIGTERM: %v (want exit 0)", err)
	}

	lost, dup, wrong, half := 0, 0, 0, 0
	rep := reportsOf(t, filepath.Join(dir, "reports"))
	for i := 0; i < n; i++ {
		_, want := verdict(i)
		where := 0
		for _, sub := range []string{"checked", "blocked", "failed"} {
			if exists(filepath.Join(dir, sub, name(i))) {
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
	total := 0
	for _, sub := range []string{"checked", "blocked", "failed"} {
		for _, f := range files(filepath.Join(dir, sub)) {
			total++
			if strings.Contains(f, " (") {
				dup++
				t.Errorf("duplicate: %s/%s", sub, f)
			}
		}
	}
	if total != n || len(rep) != n {
		t.Errorf("%d memos and %d reports out, want %d of each", total, len(rep), n)
	}
	entries, err := VerifyAudit(filepath.Join(dir, ".citeguard", "audit.jsonl"))
	if err != nil || len(entries) != n {
		t.Errorf("audit log: %d entries, %v; want %d chained", len(entries), err, n)
	}
	logb, _ := os.ReadFile(filepath.Join(dir, "daemon.log"))
	t.Logf("chaos: %d memos (%d slow copies), %d SIGKILLs, %d jobs resumed from the work folder: lost %d, duplicated %d, wrong folder %d, half-read %d, audit entries %d",
		n, (n+4)/5, kills, strings.Count(string(logb), "resuming job from the work folder"), lost, dup, wrong, half, len(entries))
}

func outCount(dir string) int {
	return len(files(filepath.Join(dir, "checked"))) + len(files(filepath.Join(dir, "blocked"))) + len(files(filepath.Join(dir, "failed")))
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
	end := time.Now().Add(3 * time.Minute)
	for outCount(dir) < n || len(files(filepath.Join(dir, "inbox"))) > 0 {
		if time.Now().After(end) {
			t.Fatalf("timed out: %d of %d out", outCount(dir), n)
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
