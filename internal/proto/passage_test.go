package proto

import (
	"flag"
	"fmt"
	"index/suffixarray"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

var (
	dumpDir = flag.String("dump", "/work/big/saos-5k", "a saosgen dump")
	maxDocs = flag.Int("docs", 5000, "judgments of the dump to load")
)

var (
	loadOnce sync.Once
	theDocs  *corpus
	loadErr  error
)

func docs(b *testing.B) *corpus {
	loadOnce.Do(func() { theDocs, loadErr = loadDump(*dumpDir, *maxDocs) })
	if loadErr != nil {
		b.Skipf("dump %s: %v", *dumpDir, loadErr)
	}
	if len(theDocs.norm) == 0 {
		b.Skipf("no judgments in %s", *dumpDir)
	}
	return theDocs
}

// queries draws passages: unique ones from random judgments, absent ones
// (a unique passage with one word changed: a fabricated quotation) and the
// passages the dump quotes in several judgments.
func queries(c *corpus, n, length int) (unique, absent, quoted []string) {
	r := rand.New(rand.NewPCG(1, 2))
	for len(unique) < n {
		t := c.norm[r.IntN(len(c.norm))]
		at := r.IntN(len(t) - length - 200)
		at += strings.IndexByte(t[at:], ' ') + 1
		p := strings.TrimSpace(t[at : at+length])
		unique = append(unique, p)
		words := strings.Fields(p)
		words[len(words)/2] = "zgoła" + words[len(words)/2]
		absent = append(absent, strings.Join(words, " "))
	}
	for _, q := range c.quoted {
		if len(quoted) < n {
			quoted = append(quoted, q)
		}
	}
	return
}

type scheme struct {
	name       string
	g, w, bits int // 0: the current in-memory index
}

var schemes = []scheme{
	{"current-4gram-sample4-2^18-mem", 0, 0, 0},
	{"winnow-g8-w16-2^22-disk", 8, 16, 22},
	{"winnow-g8-w8-2^22-disk", 8, 8, 22},
	{"winnow-g6-w16-2^22-disk", 6, 16, 22},
	{"winnow-g8-w32-2^22-disk", 8, 32, 22},
	{"winnow-g8-w16-2^20-disk", 8, 16, 20},
}

type built struct {
	csr   *csrIndex
	disk  *diskIndex
	norm  *normStore
	build time.Duration
	heap  uint64
}

var (
	builtMu sync.Mutex
	builtIx = map[string]*built{}
)

func index(b *testing.B, s scheme) *built {
	c := docs(b)
	builtMu.Lock()
	defer builtMu.Unlock()
	if x := builtIx[s.name]; x != nil {
		return x
	}
	dir := b.TempDir()
	if d := os.Getenv("PROTO_TMP"); d != "" {
		dir = d
	}
	x := &built{}
	var err error
	x.norm, err = writeNorm(filepath.Join(dir, "norm-"+s.name), c.norm)
	if err != nil {
		b.Fatal(err)
	}
	runtime.GC()
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	start := time.Now()
	if s.g == 0 {
		x.csr = buildCSR(c.norm)
	} else {
		x.disk, err = buildDisk(filepath.Join(dir, "ix-"+s.name), c.norm, s.g, s.w, s.bits)
		if err != nil {
			b.Fatal(err)
		}
	}
	x.build = time.Since(start)
	runtime.ReadMemStats(&m1)
	x.heap = m1.TotalAlloc - m0.TotalAlloc
	builtIx[s.name] = x
	return x
}

// BenchmarkPassageBuild: build throughput (text MB/s, one core) and index
// size per byte of normalized text.
func BenchmarkPassageBuild(b *testing.B) {
	for _, s := range schemes {
		b.Run(s.name, func(b *testing.B) {
			c := docs(b)
			x := index(b, s)
			var norm int64
			for _, d := range c.norm {
				norm += int64(len(d))
			}
			size := int64(0)
			if x.csr != nil {
				size = x.csr.bytes()
			} else {
				size = x.disk.bytes()
			}
			b.ReportMetric(float64(norm)/1e6/x.build.Seconds(), "MB/s")
			b.ReportMetric(float64(size)/float64(norm), "index-B/text-B")
			b.ReportMetric(float64(x.heap)/1e6, "alloc-MB")
		})
	}
}

// BenchmarkPassageQuery: per kind of passage, the latency of finding every
// judgment that holds it (candidates from the index, each confirmed by
// reading its normalized text), p50 and p99, and the candidates per query.
func BenchmarkPassageQuery(b *testing.B) {
	for _, length := range []int{120, 30} {
		for _, s := range schemes {
			unique, absent, quoted := queries(docs(b), 400, length)
			for _, kind := range []struct {
				name string
				qs   []string
			}{{"unique", unique}, {"absent", absent}, {"quoted", quoted}} {
				if len(kind.qs) == 0 || length < 100 && kind.name == "quoted" {
					continue
				}
				b.Run(fmt.Sprintf("%s/%s-%dB", s.name, kind.name, length), func(b *testing.B) {
					x := index(b, s)
					var lat []time.Duration
					var cands, found, decoded, reads, unsearchable int
					var buf []byte
					b.ResetTimer()
					for i := 0; i < b.N; i++ {
						q := kind.qs[i%len(kind.qs)]
						t0 := time.Now()
						var cand []uint32
						if x.csr != nil {
							var n int
							cand, n = x.csr.candidates(q)
							decoded += n
						} else {
							var n, r int
							var ok bool
							var err error
							cand, n, r, ok, err = x.disk.candidates(q)
							if err != nil {
								b.Fatal(err)
							}
							if !ok {
								unsearchable++
							}
							decoded += n
							reads += r
						}
						for _, d := range cand {
							var hit bool
							var err error
							hit, buf, err = x.norm.contains(d, q, buf)
							if err != nil {
								b.Fatal(err)
							}
							if hit {
								found++
							}
						}
						lat = append(lat, time.Since(t0))
						cands += len(cand)
					}
					b.StopTimer()
					slices.Sort(lat)
					b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
					b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds())/1000, "p99-ms")
					b.ReportMetric(float64(cands)/float64(b.N), "cand/q")
					b.ReportMetric(float64(found)/float64(b.N), "found/q")
					b.ReportMetric(float64(decoded)/float64(b.N), "postings/q")
					b.ReportMetric(float64(unsearchable)/float64(b.N), "unsearchable/q")
				})
			}
		}
	}
}

// BenchmarkSuffixArray: the stdlib suffix array over the same texts, for
// the record (build speed and memory rule it out at 10 GB).
func BenchmarkSuffixArray(b *testing.B) {
	c := docs(b)
	all := []byte(strings.Join(c.norm, "\x00"))
	runtime.GC()
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	t0 := time.Now()
	sa := suffixarray.New(all)
	el := time.Since(t0)
	runtime.ReadMemStats(&m1)
	b.ReportMetric(float64(len(all))/1e6/el.Seconds(), "MB/s")
	b.ReportMetric(float64(m1.TotalAlloc-m0.TotalAlloc)/float64(len(all)), "alloc-B/text-B")
	unique, _, _ := queries(c, 400, 120)
	var lat []time.Duration
	for i := 0; i < b.N*len(unique); i++ {
		t := time.Now()
		sa.Lookup([]byte(unique[i%len(unique)]), -1)
		lat = append(lat, time.Since(t))
	}
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
}
