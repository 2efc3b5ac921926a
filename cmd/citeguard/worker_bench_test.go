package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"citeguard/check"
	"citeguard/extract"
	"citeguard/internal/cputime"
	"citeguard/internal/sharedtest"
	"citeguard/internal/workers"
	"citeguard/reports"
	"citeguard/watcher"
)

// BenchmarkWatchWorkers: 200 copies of a five-page memo (testdata/check/
// memo-5p.{pdf,docx}) dropped at once into the daemon's inbox, checked
// inside the daemon (isolation: none, the behaviour before worker
// processes) and in worker processes (isolation: process), in the same
// benchmark, alternating which runs first. Throughput is memos per second
// from the first memo done to the last (the settle is latency);
// ratio-workers = workers / in-process.
//
//	go test ./cmd/citeguard -run XXX -bench WatchWorkers -benchtime 1x -count 5
func BenchmarkWatchWorkers(b *testing.B) {
	lib, _ := filepath.Abs(filepath.Join("..", "..", "testdata", "example", "library"))
	for _, format := range []string{"pdf", "docx"} {
		b.Run(format, func(b *testing.B) {
			memo, err := os.ReadFile(filepath.Join("..", "..", "testdata", "check", "memo-5p."+format))
			if err != nil {
				b.Fatal(err)
			}
			iter := 0
			for b.Loop() {
				modes := []string{watcher.IsolationNone, watcher.IsolationProcess}
				if iter%2 == 1 {
					modes[0], modes[1] = modes[1], modes[0]
				}
				iter++
				rate, cpu := map[string]float64{}, map[string]float64{}
				for _, mode := range modes {
					r := daemonRun(b, lib, format, memo, 200, mode)
					rate[mode], cpu[mode] = r.rate(), r.cpuPerMemo()
				}
				b.ReportMetric(rate[watcher.IsolationNone], "memos/s-inprocess")
				b.ReportMetric(rate[watcher.IsolationProcess], "memos/s-workers")
				b.ReportMetric(rate[watcher.IsolationProcess]/rate[watcher.IsolationNone], "ratio-workers")
				b.ReportMetric(cpu[watcher.IsolationNone], "cpu-ms/memo-inprocess")
				b.ReportMetric(cpu[watcher.IsolationProcess], "cpu-ms/memo-workers")
			}
		})
	}
}

// daemonResult is one run of the daemon on n memos.
type daemonResult struct {
	n            int
	total, first time.Duration // drop → last memo moved; drop → first
	cpu          time.Duration // daemon and its workers
}

// rate is the throughput from the first memo done to the last (the settle
// is latency: every memo waits it once, in parallel).
func (r daemonResult) rate() float64 { return float64(r.n-1) / (r.total - r.first).Seconds() }

func (r daemonResult) cpuPerMemo() float64 { return r.cpu.Seconds() * 1000 / float64(r.n) }

// daemonRun drops n copies of memo at once into the inbox of a fresh daemon
// of the given isolation (settle 500 ms) and times it until every memo is
// moved.
func daemonRun(b *testing.B, lib, format string, memo []byte, n int, isolation string) daemonResult {
	dir := b.TempDir()
	paths := stageMemos(b, filepath.Join(dir, "staging"), memo, format, n)
	cfg, err := watcher.Parse([]byte(fmt.Sprintf("folders:\n  - path: inbox\nlibrary:\n  - %q\nsettle: 500ms\nisolation: %s\n", lib, isolation)), dir, "bench.yaml")
	if err != nil {
		b.Fatal(err)
	}
	var checkFn watcher.CheckFunc
	d, err := watcher.New(cfg, func(ctx context.Context, p string) (*reports.Memo, error) { return checkFn(ctx, p) }, watcher.Options{Logger: quietLog()})
	if err != nil {
		b.Fatal(err)
	}
	ch0 := cputime.Children()
	checker, err := openDaemonChecker(cfg, quietLog())
	if err != nil {
		b.Fatal(err)
	}
	checkFn = holding(checker)
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- d.Run(ctx) }()
	time.Sleep(200 * time.Millisecond)
	t0, c0 := time.Now(), cputime.Process()
	for _, p := range paths {
		if err := os.Rename(p, filepath.Join(dir, "inbox", filepath.Base(p))); err != nil {
			b.Fatal(err)
		}
	}
	var first time.Duration
	for k := moved(dir); k < n; k = moved(dir) {
		if k > 0 && first == 0 {
			first = time.Since(t0)
		}
		time.Sleep(2 * time.Millisecond)
	}
	total := time.Since(t0)
	stop()
	if err := <-done; err != nil {
		b.Fatal(err)
	}
	checker.Close() // the workers end: their CPU joins this process's children's
	if got := countFiles(filepath.Join(dir, "reports")); got < 2*n {
		b.Fatalf("the daemon wrote %d report files, want %d", got, 2*n)
	}
	return daemonResult{n: n, total: total, first: first, cpu: cputime.Process() - c0 + cputime.Children() - ch0}
}

// stageMemos writes n copies of memo into dir (memo-000.format, …) and
// returns their paths.
func stageMemos(b *testing.B, dir string, memo []byte, format string, n int) []string {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		b.Fatal(err)
	}
	var paths []string
	for i := range n {
		p := filepath.Join(dir, fmt.Sprintf("memo-%03d.%s", i, format))
		if err := os.WriteFile(p, memo, 0o644); err != nil {
			b.Fatal(err)
		}
		paths = append(paths, p)
	}
	return paths
}

// BenchmarkWorkerPDFPages: the 50-page corpus PDFs read in a worker process
// (PDFium without wazero's interrupt watch: the process boundary does the
// killing) and, in the same benchmark, by poppler's pdftotext and by the
// in-process interruptible pool the daemon used before workers. Metrics:
// pages/s of each; speed-x = worker / pdftotext, inprocess-x = in-process /
// pdftotext.
//
//	go test ./cmd/citeguard -run XXX -bench WorkerPDFPages -benchtime 5x -count 5
func BenchmarkWorkerPDFPages(b *testing.B) {
	corpus := sharedtest.Path(b, "testdata/corpus/pdf")
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		b.Skip("pdftotext not installed (apt-get install poppler-utils): no baseline")
	}
	exe, err := check.WorkerExecutable()
	if err != nil {
		b.Fatal(err)
	}
	pool, err := workers.Start(context.Background(), workers.Config{Command: []string{exe, check.WorkerCommand, "-state", b.TempDir()}, Workers: 1, Log: quietLog()})
	if err != nil {
		b.Fatal(err)
	}
	defer pool.Close()
	inproc, err := extract.NewPDFPool(extract.PDFConfig{Workers: 1})
	if err != nil {
		b.Fatal(err)
	}
	defer inproc.Close()
	for _, name := range []string{"memo-lo-50p.pdf", "memo-pdflatex-50p.pdf"} {
		path := filepath.Join(corpus, name)
		b.Run(name, func(b *testing.B) {
			req, _ := json.Marshal(check.Request{Kind: "extract", Path: path})
			extractIn := func() int {
				ans, err := pool.Do(context.Background(), req)
				if err != nil {
					b.Fatal(err)
				}
				var a check.Answer
				json.Unmarshal(ans, &a)
				return a.Pages
			}
			pages := float64(extractIn()) // warm: the worker's PDFium instance starts
			if _, err := extract.File(context.Background(), path, extract.Options{PDF: inproc}); err != nil {
				b.Fatal(err)
			}
			var ours, ref, old time.Duration
			for b.Loop() {
				t0 := time.Now()
				extractIn()
				ours += time.Since(t0)
				t0 = time.Now()
				if err := exec.Command(pdftotext, "-q", path, os.DevNull).Run(); err != nil {
					b.Fatal(err)
				}
				ref += time.Since(t0)
				t0 = time.Now()
				if _, err := extract.File(context.Background(), path, extract.Options{PDF: inproc}); err != nil {
					b.Fatal(err)
				}
				old += time.Since(t0)
			}
			n := float64(b.N)
			b.ReportMetric(pages*n/ours.Seconds(), "pages/s-worker")
			b.ReportMetric(pages*n/ref.Seconds(), "pages/s-pdftotext")
			b.ReportMetric(pages*n/old.Seconds(), "pages/s-inprocess")
			b.ReportMetric(ref.Seconds()/ours.Seconds(), "speed-x")
			b.ReportMetric(ref.Seconds()/old.Seconds(), "inprocess-x")
		})
	}
}
