package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"citeguard/internal/cputime"
	"citeguard/internal/workers"
	"citeguard/reports"
	"citeguard/watcher"
)

// The long form: go test ./cmd/citeguard -run Runaway -runaway.full -v
// (or CITEGUARD_RUNAWAY=full).
var runawayFull = flag.Bool("runaway.full", false, "run the long runaway-memo test: full-size hostile memos, a 44-file burst, CPU and memory asserted")

// TestRunawayMemosKilled: memos that would run for minutes or take
// gigabytes in the real pipeline — one paragraph of thousands of
// citations, a PDF of thousands of pages, a flate bomb — are dropped into
// the daemon with checks in worker processes. Each is killed at its time
// limit (or its memory limit) and fails closed with a report saying so; a
// clean memo beside them is checked; the workers are replaced; nothing
// keeps running. CPU of the daemon and its workers after the kills and the
// peak memory of them all (RSS and PSS) are logged; the long form (the
// full-size memos and a 44-file hostile burst) asserts CPU under 20 % of
// one core within 5 s of the last kill and peak RSS ≤ workers × the
// per-check cap. CI's short form asserts only that every memo ends where
// it must and nothing hangs.
func TestRunawayMemosKilled(t *testing.T) {
	if testing.Short() {
		t.Skip("worker processes: skipped in -short")
	}
	if runtime.GOOS != "linux" {
		t.Skip("process CPU and memory are read from /proc")
	}
	full := *runawayFull || os.Getenv("CITEGUARD_RUNAWAY") == "full"
	const conc = 2
	timeout, capMB, copies := time.Second, int64(512), 1
	quad, pages, bombMB := 6000, 300, 512
	if full {
		timeout, capMB, copies = 5*time.Second, 1024, 11
		quad, pages, bombMB = 20000, 2000, 2048
	}
	dir := t.TempDir()
	lib, _ := filepath.Abs(filepath.Join("..", "..", "testdata", "example", "library"))
	cfg, err := watcher.Parse([]byte(fmt.Sprintf("folders:\n  - path: inbox\nlibrary:\n  - %q\nsettle: 200ms\ntimeout: %s\nconcurrency: %d\nmemory_per_check: %dMB\n",
		lib, timeout, conc, capMB)), dir, "runaway.yaml")
	if err != nil {
		t.Fatal(err)
	}
	// CITEGUARD_RUNAWAY_INLINE=1 runs the same with the checks inside the
	// daemon (isolation: none, the behaviour before worker processes), to
	// measure what the kill changes.
	inline := os.Getenv("CITEGUARD_RUNAWAY_INLINE") != ""
	var checkFn watcher.CheckFunc
	d, err := watcher.New(cfg, func(ctx context.Context, p string) (*reports.Memo, error) { return checkFn(ctx, p) }, watcher.Options{Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	pool := &workers.Pool{}
	if inline {
		cfg.Isolation = watcher.IsolationNone
	}
	checker, err := openDaemonChecker(cfg, quietLog())
	if err != nil {
		t.Fatal(err)
	}
	defer checker.Close()
	checkFn = holding(checker)
	if p := checker.Workers(); p != nil {
		pool = p
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- d.Run(ctx) }()
	defer func() { stop(); <-done }()

	// Peak memory of the daemon and its workers, sampled every 100 ms.
	var peakMu sync.Mutex
	var peakRSS, peakPSS int64
	sampling := make(chan struct{})
	go func() {
		for {
			select {
			case <-sampling:
				return
			case <-time.After(100 * time.Millisecond):
			}
			var rss, pss int64
			for _, pid := range append(pool.PIDs(), os.Getpid()) {
				r, p, _ := workers.Memory(pid)
				rss, pss = rss+r, pss+p
			}
			peakMu.Lock()
			peakRSS, peakPSS = max(peakRSS, rss), max(peakPSS, pss)
			peakMu.Unlock()
		}
	}()

	inbox := filepath.Join(dir, "inbox")
	hostile := map[string][]byte{"akapit.txt": quadraticMemo(quad), "strony.pdf": manyPagesPDF(pages), "bomba.pdf": flateBombPDF(bombMB)}
	clean, _ := os.ReadFile(filepath.Join("..", "..", "testdata", "example", "memos", "memo-czyste.txt"))
	var runaway []string
	for k := range copies {
		for name, data := range hostile {
			name = fmt.Sprintf("%02d-%s", k, name)
			runaway = append(runaway, name)
			dropFile(t, filepath.Join(inbox, name), data)
		}
		dropFile(t, filepath.Join(inbox, fmt.Sprintf("%02d-czyste.txt", k)), clean)
	}
	total := copies * (len(hostile) + 1)
	failed := filepath.Join(dir, "failed")
	var lastKill time.Time
	end, bounded := waitEnd(t)
	for n := 0; moved(dir) < total; {
		if k := countFiles(failed); k != n {
			n, lastKill = k, time.Now()
		}
		if waited(end, bounded) {
			t.Fatalf("still waiting when the test's deadline came near: %d of %d memos handled, failed %d", moved(dir), total, countFiles(failed))
		}
		time.Sleep(20 * time.Millisecond)
	}
	if lastKill.IsZero() {
		lastKill = time.Now()
	}
	// CPU of the daemon and its workers in the 5 s after the last memo was
	// done (the last kill was at most that long before).
	cpu0, w0 := cputime.Process(), procCPU(pool.PIDs())
	t0 := time.Now()
	sinceKill := t0.Sub(lastKill)
	time.Sleep(5 * time.Second)
	used := cputime.Process() - cpu0
	for pid, c := range procCPU(pool.PIDs()) {
		used += c - w0[pid] // a worker started since counts whole
	}
	window := time.Since(t0)
	cpu := used.Seconds() / window.Seconds()
	close(sampling)
	peakMu.Lock()
	rss, pss := peakRSS, peakPSS
	peakMu.Unlock()

	for _, name := range runaway {
		md, err := os.ReadFile(filepath.Join(dir, "reports", name+".md"))
		if _, serr := os.Lstat(filepath.Join(failed, name)); serr != nil || err != nil {
			t.Errorf("%s did not fail closed (report: %v)", name, err)
			continue
		}
		if s := string(md); !strings.Contains(s, "trwało za długo (limit") && !strings.Contains(s, "limit pamięci") {
			t.Errorf("%s: the report does not name the limit:\n%s", name, s)
		}
	}
	if got := countFiles(filepath.Join(dir, "checked")); got != copies {
		t.Errorf("%d clean memos checked, want %d", got, copies)
	}
	if pids := pool.PIDs(); len(pids) > conc {
		t.Errorf("%d worker processes, want at most %d", len(pids), conc)
	}
	t.Logf("runaway memos: %d hostile + %d clean, timeout %s, %d workers × %d MB (memory limit: %s); CPU of daemon + workers %.1f %% of one core in the %.1f s after the last memo was done (%.1f s after the last kill); peak RSS %d MB, peak PSS %d MB (cap × workers = %d MB)",
		len(runaway), copies, timeout, conc, capMB, pool.MemoryLimit(), 100*cpu, window.Seconds(), sinceKill.Seconds(), rss>>20, pss>>20, conc*capMB)
	if full || inline {
		if cpu > 0.20 {
			t.Errorf("CPU %.1f %% of one core in the 5 s after the runaway memos were killed, want < 20 %%", 100*cpu)
		}
		if rss > conc*capMB<<20 {
			t.Errorf("peak RSS of daemon + workers %d MB > %d workers × %d MB", rss>>20, conc, capMB)
		}
	}
}

// procCPU is the user + system CPU time of each process (from
// /proc/<pid>/stat, in clock ticks of 10 ms).
func procCPU(pids []int) map[int]time.Duration {
	out := map[int]time.Duration{}
	for _, pid := range pids {
		b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if err != nil {
			continue
		}
		s := string(b)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(f) > 12 {
			u, _ := strconv.ParseInt(f[11], 10, 64)
			k, _ := strconv.ParseInt(f[12], 10, 64)
			out[pid] = time.Duration(u+k) * 10 * time.Millisecond
		}
	}
	return out
}

// dropFile writes a file under a hidden name and renames it into place.
func dropFile(t *testing.T, p string, data []byte) {
	t.Helper()
	tmp := filepath.Join(filepath.Dir(p), ".drop-"+filepath.Base(p))
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, p); err != nil {
		t.Fatal(err)
	}
}
