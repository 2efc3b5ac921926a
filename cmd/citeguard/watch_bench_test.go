package main

import (
	"context"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"citeguard/check"
	"citeguard/internal/cputime"
	"citeguard/watcher"
)

// BenchmarkWatchVsCheck runs 200 copies of a five-page memo (made by pandoc
// and LibreOffice from the example memos, testdata/check/memo-5p.{pdf,docx})
// through the whole pipeline against the example library, in the same
// benchmark:
//
//   - check: `citeguard check -o DIR memo…` — the baseline, the CLI a
//     user runs on the memos directly (in-process: no process start), one
//     memo after another, each report pair written atomically into DIR;
//   - checker: the bare pipeline, one memo after another and on one goroutine
//     per CPU, no report rendered or written (a floor no real use reaches);
//   - daemon: the memos dropped at once into the inbox of `citeguard watch`
//     (default concurrency, checks in worker processes; settle 500 ms),
//     until every memo is moved (daemonRun).
//
// Throughput is memos per second. The daemon's is measured from its first
// memo done to its last: the settle time is latency (every memo waits it
// once, in parallel), reported as s-daemon-first and in the end-to-end
// ratio, which includes it.
//
//	go test ./cmd/citeguard -run XXX -bench WatchVsCheck -benchtime 1x -count 5
func BenchmarkWatchVsCheck(b *testing.B) {
	const n = 200
	ctx := context.Background()
	lib := filepath.Join("..", "..", "testdata", "example", "library")
	for _, format := range []string{"pdf", "docx"} {
		b.Run(format, func(b *testing.B) { benchWatchVsCheck(b, ctx, lib, format, n) })
	}
}

func benchWatchVsCheck(b *testing.B, ctx context.Context, lib, format string, n int) {
	memo, err := os.ReadFile(filepath.Join("..", "..", "testdata", "check", "memo-5p."+format))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		dir := b.TempDir()
		out := filepath.Join(dir, "check-out")
		if err := os.MkdirAll(out, 0o755); err != nil {
			b.Fatal(err)
		}
		paths := stageMemos(b, filepath.Join(dir, "staging"), memo, format, n)

		// citeguard check -o DIR, its library state already built (a warm
		// run, like the daemon's).
		state := filepath.Join(dir, "state-check")
		args := []string{"-library", lib, "-state", state, "-o", out}
		if code := runCheck(append(args, paths[0]), io.Discard, io.Discard); code > exitBlock {
			b.Fatalf("warm-up check: exit %d", code)
		}
		os.Remove(filepath.Join(out, filepath.Base(paths[0])+".md"))
		os.Remove(filepath.Join(out, filepath.Base(paths[0])+".json"))
		t0, c0 := time.Now(), cputime.Process()
		if code := runCheck(append(args, paths...), io.Discard, io.Discard); code > exitBlock {
			b.Fatalf("citeguard check: exit %d", code)
		}
		cli, cpuCLI := time.Since(t0), cputime.Process()-c0
		if got := countFiles(out); got != 2*n {
			b.Fatalf("citeguard check wrote %d reports, want %d", got, 2*n)
		}

		c, err := check.Open(ctx, check.Config{Library: []string{lib}, State: state, Logger: quietLog()})
		if err != nil {
			b.Fatal(err)
		}
		t0 = time.Now()
		for _, p := range paths {
			if _, err := c.Check(ctx, p); err != nil {
				b.Fatal(err)
			}
		}
		sequential := time.Since(t0)
		t0 = time.Now()
		var wg sync.WaitGroup
		work := make(chan string)
		for range runtime.NumCPU() {
			wg.Go(func() {
				for p := range work {
					if _, err := c.Check(ctx, p); err != nil {
						b.Error(err)
					}
				}
			})
		}
		for _, p := range paths {
			work <- p
		}
		close(work)
		wg.Wait()
		parallel := time.Since(t0)
		c.Close()

		absLib, _ := filepath.Abs(lib)
		r := daemonRun(b, absLib, format, memo, n, watcher.IsolationProcess)
		daemon, first, cpuDaemon := r.total, r.first, r.cpu

		rate := func(d time.Duration) float64 { return float64(n) / d.Seconds() }
		daemonRate := r.rate()
		b.ReportMetric(cli.Seconds(), "s-check")
		b.ReportMetric(sequential.Seconds(), "s-checker")
		b.ReportMetric(parallel.Seconds(), "s-checker-parallel")
		b.ReportMetric(daemon.Seconds(), "s-daemon")
		b.ReportMetric(first.Seconds(), "s-daemon-first")
		b.ReportMetric(daemonRate/rate(cli), "ratio-vs-check")
		b.ReportMetric(cli.Seconds()/daemon.Seconds(), "ratio-vs-check-e2e")
		b.ReportMetric(daemonRate/rate(sequential), "ratio-vs-checker")
		b.ReportMetric(cpuCLI.Seconds()*1000/float64(n), "cpu-ms/memo-check")
		b.ReportMetric(cpuDaemon.Seconds()*1000/float64(n), "cpu-ms/memo-daemon")
	}
}

// moved counts the memos that reached checked/, blocked/ or failed/.
func moved(dir string) int {
	n := 0
	for _, sub := range []string{"checked", "blocked", "failed"} {
		n += countFiles(filepath.Join(dir, sub))
	}
	return n
}

// countFiles counts the entries of a folder that are not hidden (temp files
// and markers start with a dot).
func countFiles(dir string) int {
	es, _ := os.ReadDir(dir)
	n := 0
	for _, e := range es {
		if e.Name()[0] != '.' {
			n++
		}
	}
	return n
}

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }
