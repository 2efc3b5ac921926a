package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"citeguard/watcher"
)

// BenchmarkWatchVsCheck runs 200 copies of a five-page memo (made by pandoc
// and LibreOffice from the example memos, testdata/check/memo-5p.{pdf,docx})
// through the whole pipeline against the example library three ways in the
// same benchmark: as
// `citeguard check a b c …` does (one memo after another), with the checker
// on one goroutine per CPU, and dropped at once into the inbox of a daemon
// (default concurrency: the CPUs; settle 500 ms, included in its time).
//
//	go test ./cmd/citeguard -run XXX -bench WatchVsCheck -benchtime 1x -count 3
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
		staging := filepath.Join(dir, "staging")
		if err := os.MkdirAll(staging, 0o755); err != nil {
			b.Fatal(err)
		}
		var paths []string
		for i := range n {
			p := filepath.Join(staging, fmt.Sprintf("memo-%03d.%s", i, format))
			if err := os.WriteFile(p, memo, 0o644); err != nil {
				b.Fatal(err)
			}
			paths = append(paths, p)
		}
		c, err := newMemoChecker(ctx, []string{lib}, filepath.Join(dir, "state-check"), quietLog())
		if err != nil {
			b.Fatal(err)
		}
		t0 := time.Now()
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
		yaml := fmt.Sprintf("folders:\n  - path: inbox\n    profile: inbox\nlibrary:\n  - %q\nsettle: 500ms\n", absLib)
		cfg, err := watcher.Parse([]byte(yaml), dir, "bench.yaml")
		if err != nil {
			b.Fatal(err)
		}
		check, err := newChecker(cfg, quietLog())
		if err != nil {
			b.Fatal(err)
		}
		d, err := watcher.New(cfg, check, watcher.Options{Logger: quietLog()})
		if err != nil {
			b.Fatal(err)
		}
		runCtx, stop := context.WithCancel(ctx)
		done := make(chan error, 1)
		go func() { done <- d.Run(runCtx) }()
		time.Sleep(200 * time.Millisecond) // let it start
		t0 = time.Now()
		for _, p := range paths {
			if err := os.Rename(p, filepath.Join(dir, "inbox", filepath.Base(p))); err != nil {
				b.Fatal(err)
			}
		}
		for moved(dir) < n {
			time.Sleep(10 * time.Millisecond)
		}
		daemon := time.Since(t0)
		stop()
		if err := <-done; err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(sequential.Seconds(), "s-check-sequential")
		b.ReportMetric(parallel.Seconds(), "s-check-parallel")
		b.ReportMetric(daemon.Seconds(), "s-daemon")
		b.ReportMetric(sequential.Seconds()/daemon.Seconds(), "ratio-vs-check")
		b.ReportMetric(parallel.Seconds()/daemon.Seconds(), "ratio-vs-parallel")
	}
}

// moved counts the memos that reached checked/, blocked/ or failed/.
func moved(dir string) int {
	n := 0
	for _, sub := range []string{"checked", "blocked", "failed"} {
		es, _ := os.ReadDir(filepath.Join(dir, sub))
		n += len(es)
	}
	return n
}
