package library

import (
	"context"
	"crypto/sha256"
	"fmt"
	"index/suffixarray"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"
	"time"

	"citeguard/internal/cputime"
	"citeguard/internal/sharedtest"
	"citeguard/norm"
)

// Benchmarks of the library on the shared 25 MB library (see BENCHMARKS.md,
// "Library"). Each reports a baseline in the same benchmark so the numbers
// read as ratios on whatever machine runs them:
//
//	go test ./library/ -run '^$' -bench . -benchtime 5x

func textBytes(l *Library) int64 {
	var n int64
	for _, s := range l.Sources() {
		for _, r := range s.Readable() {
			n += int64(r.TextLen)
		}
	}
	return n
}

// BenchmarkColdIndex builds the index from nothing: catalog (read, hash,
// parse, store texts) and the passage index. Baseline: reading and hashing
// the same files, the floor any persistent index pays.
func BenchmarkColdIndex(b *testing.B) {
	root := sharedtest.Path(b, "testdata/library")
	b.Run("baseline-read+sha256", func(b *testing.B) {
		var n int64
		for b.Loop() {
			n = 0
			filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
				if err == nil && d.Type().IsRegular() {
					data, _ := os.ReadFile(p)
					sha256.Sum256(data)
					n += int64(len(data))
				}
				return nil
			})
		}
		b.SetBytes(n)
	})
	// Open builds everything: the catalog, the text pack and the passage
	// index (SearchStats then only reads it), saved in the state.
	b.Run("open", func(b *testing.B) {
		var text int64
		cpu0 := cputime.Process()
		for b.Loop() {
			state := b.TempDir()
			l, err := Open(context.Background(), Options{Roots: []string{root}, StateDir: state, Logger: quiet})
			if err != nil {
				b.Fatal(err)
			}
			if _, err := l.SearchStats(context.Background()); err != nil {
				b.Fatal(err)
			}
			text = textBytes(l)
			l.Close()
		}
		b.SetBytes(text) // MB/s of extracted text
		cpu := (cputime.Process() - cpu0).Seconds() / float64(b.N)
		b.ReportMetric(float64(text)/1e6/cpu, "MB/cpu-s")
	})
}

// BenchmarkWarmRestart opens a library whose state is up to date: nothing is
// read again (stat + manifest), and then the first search (the passage index
// is loaded from the state). Baseline: walking the folders with a stat.
func BenchmarkWarmRestart(b *testing.B) {
	root := sharedtest.Path(b, "testdata/library")
	state := b.TempDir()
	l, err := Open(context.Background(), Options{Roots: []string{root}, StateDir: state, Logger: quiet})
	if err != nil {
		b.Fatal(err)
	}
	l.SearchStats(context.Background())
	b.Run("baseline-walk+stat", func(b *testing.B) {
		for b.Loop() {
			filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
				if err == nil && !d.IsDir() {
					d.Info()
				}
				return nil
			})
		}
	})
	b.Run("open", func(b *testing.B) {
		for b.Loop() {
			l, err := Open(context.Background(), Options{Roots: []string{root}, StateDir: state, Logger: quiet})
			if err != nil {
				b.Fatal(err)
			}
			if ch := l.LastUpdate(); ch.Read != 0 {
				b.Fatalf("warm open read %d files", ch.Read)
			}
		}
	})
	b.Run("open+first-search", func(b *testing.B) {
		for b.Loop() {
			l, err := Open(context.Background(), Options{Roots: []string{root}, StateDir: state, Logger: quiet})
			if err != nil {
				b.Fatal(err)
			}
			if _, err := l.Search(context.Background(), "Kto z winy swej wyrządził drugiemu szkodę", 1); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkSearch measures one passage search (120-byte passages cut from
// the library; ns/op is the mean, p50 and p99 are reported). Baselines: a
// linear strings.Index over every normalized text, and a suffix array
// (index/suffixarray) over their concatenation.
func BenchmarkSearch(b *testing.B) {
	l, _ := sharedLibrary(b)
	ctx := context.Background()
	ix, err := l.searchIndex(ctx)
	if err != nil {
		b.Fatal(err)
	}
	qs := benchPassages(b, l, 200)
	nq := make([]string, len(qs))
	for i, q := range qs {
		nq[i] = strings.Trim(norm.Normalize(q.text), "\" '.,;:")
	}
	b.Run("baseline-linear-scan", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			q := nq[i%len(nq)]
			n := 0
			for _, d := range ix.docs {
				if strings.Contains(d.norm, q) {
					n++
				}
			}
			if n == 0 {
				b.Fatal("not found")
			}
		}
	})
	b.Run("baseline-suffixarray", func(b *testing.B) {
		var all strings.Builder
		for _, d := range ix.docs {
			all.WriteString(d.norm)
			all.WriteByte(0)
		}
		t0 := time.Now()
		sa := suffixarray.New([]byte(all.String()))
		b.ReportMetric(float64(time.Since(t0).Milliseconds()), "build-ms")
		b.ResetTimer()
		for i := 0; b.Loop(); i++ {
			if len(sa.Lookup([]byte(nq[i%len(nq)]), 50)) == 0 {
				b.Fatal("not found")
			}
		}
	})
	b.Run("gram-index", func(b *testing.B) {
		var d []time.Duration
		for i := 0; b.Loop(); i++ {
			t0 := time.Now()
			hits, err := l.Search(ctx, qs[i%len(qs)].text, 0)
			d = append(d, time.Since(t0))
			if err != nil || len(hits) == 0 {
				b.Fatalf("%v %d", err, len(hits))
			}
		}
		sort.Slice(d, func(i, k int) bool { return d[i] < d[k] })
		b.ReportMetric(float64(d[len(d)/2].Microseconds()), "p50-µs")
		b.ReportMetric(float64(d[len(d)*99/100].Microseconds()), "p99-µs")
	})
}

// BenchmarkSearchIndexBuild compares building the gram index with building
// a suffix array over the same normalized texts.
func BenchmarkSearchIndexBuild(b *testing.B) {
	l, _ := sharedLibrary(b)
	ix, err := l.searchIndex(context.Background())
	if err != nil {
		b.Fatal(err)
	}
	var all strings.Builder
	for _, d := range ix.docs {
		all.WriteString(d.norm)
		all.WriteByte(0)
	}
	data := []byte(all.String())
	b.Run("baseline-suffixarray", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			suffixarray.New(data)
		}
	})
	b.Run("gram-index", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			indexDocs(ix.docs)
		}
	})
	st, _ := l.SearchStats(context.Background())
	b.ReportMetric(float64(st.MemBytes)/(1<<20), "index-MB")
}

// BenchmarkGrowth10x generates a library 10× the shared one (every text
// ten times, each copy made distinct) in a temporary directory and measures
// the cold build, the warm restart, the search p50 and the heap.
func BenchmarkGrowth10x(b *testing.B) {
	l, _ := sharedLibrary(b)
	for _, factor := range []int{1, 10} {
		b.Run(fmt.Sprintf("x%d", factor), func(b *testing.B) {
			dir := b.TempDir()
			var texts []string
			for _, s := range l.Sources() {
				if r := s.Readable(); len(r) > 0 {
					t, err := l.VersionText(r[0].TextHash)
					if err == nil {
						texts = append(texts, t)
					}
				}
			}
			var size int64
			for k := 0; k < factor; k++ {
				sub := filepath.Join(dir, fmt.Sprintf("copy%02d", k))
				os.MkdirAll(sub, 0o755)
				for i, t := range texts {
					t = fmt.Sprintf("[kopia %d]\n%s", k, t)
					size += int64(len(t))
					if err := os.WriteFile(filepath.Join(sub, fmt.Sprintf("%04d.txt", i)), []byte(t), 0o644); err != nil {
						b.Fatal(err)
					}
				}
			}
			qs := benchPassages(b, l, 100)
			for b.Loop() {
				state := b.TempDir()
				runtime.GC()
				var before runtime.MemStats
				runtime.ReadMemStats(&before)
				t0 := time.Now()
				big, err := Open(context.Background(), Options{Roots: []string{dir}, StateDir: state, Logger: quiet})
				if err != nil {
					b.Fatal(err)
				}
				st, err := big.SearchStats(context.Background())
				if err != nil {
					b.Fatal(err)
				}
				build := time.Since(t0)
				var after runtime.MemStats
				runtime.ReadMemStats(&after)
				t0 = time.Now()
				warm, err := Open(context.Background(), Options{Roots: []string{dir}, StateDir: state, Logger: quiet})
				if err != nil {
					b.Fatal(err)
				}
				warmT := time.Since(t0)
				var d []time.Duration
				for _, q := range qs {
					t0 := time.Now()
					if _, err := big.Search(context.Background(), q.text, 0); err != nil {
						b.Fatal(err)
					}
					d = append(d, time.Since(t0))
				}
				sort.Slice(d, func(i, k int) bool { return d[i] < d[k] })
				b.ReportMetric(float64(size)/build.Seconds()/1e6, "build-MB/s")
				b.ReportMetric(float64(size)/1e6, "text-MB")
				b.ReportMetric(float64(warmT.Milliseconds()), "warm-ms")
				b.ReportMetric(float64(d[len(d)/2].Microseconds()), "search-p50-µs")
				b.ReportMetric(float64(st.MemBytes)/(1<<20), "index-MB")
				b.ReportMetric(float64(after.HeapInuse)/(1<<20), "heap-MB")
				b.ReportMetric(float64(after.Sys)/(1<<20), "sys-MB")
				_ = warm
				_ = before
			}
		})
	}
}
