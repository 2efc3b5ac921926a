package check

import (
	"citeguard/reports/reportdir"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// BenchmarkBoundsFootnotes checks generated DOCX memos of 5,000, 20,000 and
// 100,000 footnotes (bounds_gen_test.go) against the example library and
// reports the time per footnote: flat across the sizes when the work grows
// linearly (BENCHMARKS.md, „Bounds inside the daemon”). The claim limit is
// lifted so that the whole memo is checked.
func BenchmarkBoundsFootnotes(b *testing.B) {
	for _, n := range []int{5000, 20000, 100000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			benchBounds(b, "memo.docx", footnoteDOCX(b, n), n)
		})
	}
}

// BenchmarkBoundsQuotations is BenchmarkBoundsFootnotes for a TXT of
// 5,000, 20,000 and 50,000 quotations.
func BenchmarkBoundsQuotations(b *testing.B) {
	for _, n := range []int{5000, 20000, 50000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			benchBounds(b, "memo.txt", quotationTXT(n), n)
		})
	}
}

func benchBounds(b *testing.B, name string, data []byte, n int) {
	path := filepath.Join(b.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		b.Fatal(err)
	}
	ex := filepath.Join("..", "testdata", "example")
	c, err := Open(context.Background(), Config{Library: []string{filepath.Join(ex, "library")}, State: b.TempDir(), Logger: quietLog(), MaxClaims: -1})
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	b.ResetTimer()
	start, cpu0 := time.Now(), cpuTime()
	for b.Loop() {
		m, err := c.Check(context.Background(), path)
		if err != nil || m.Error != "" {
			b.Fatalf("%v %s", err, m.Error)
		}
		if len(m.Results) < n {
			b.Fatalf("%d results for %d citations", len(m.Results), n)
		}
	}
	b.ReportMetric(float64(time.Since(start).Nanoseconds())/float64(b.N)/float64(n), "ns/citation")
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N)/float64(n), "cpu-ns/citation")
	if *benchRender {
		m, _ := c.Check(context.Background(), path)
		t0, c0 := time.Now(), cpuTime()
		out, err := reportdir.Render(m)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(time.Since(t0).Nanoseconds())/float64(n), "render-ns/citation")
		b.ReportMetric(float64(cpuTime()-c0)/float64(n), "render-cpu-ns/citation")
		b.ReportMetric(float64(len(out[0])+len(out[1])+len(out[2]))/float64(n), "report-B/citation")
	}
}

var benchRender = flag.Bool("render", false, "BenchmarkBounds*: also time the reports' rendering")
