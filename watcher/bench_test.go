package watcher

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"citeguard/engine"
	"citeguard/internal/cputime"
	"citeguard/internal/fsx"
	"citeguard/norm"
	"citeguard/reports"
)

// The throughput and latency benchmarks of issue 7 (see BENCHMARKS.md):
//
//	go test ./watcher -run XXX -bench 'Throughput|Latency' -benchtime 1x -count 3
//
// The checker does real CPU work with the engine: it normalizes the memo
// (norm.NormalizeMap) and verifies each quotation in it against a 150 KB
// library source (engine.VerifyAgainst: exact and bit-parallel approximate
// matching), as the real pipeline will.

var benchWords = strings.Fields(`sąd najwyższy przyjął że umowa zawarta przez strony jest nieważna bezwzględnie
ponieważ narusza przepis ustawy kodeks cywilny art ust pkt odpowiedzialność odszkodowawcza pracodawcy wobec
pracownika wynika z naruszenia obowiązku zapewnienia bezpiecznych i higienicznych warunków pracy skarżący
podniósł zarzut naruszenia prawa materialnego przez błędną wykładnię sąd apelacyjny uznał roszczenie za
przedawnione termin biegnie od dnia w którym wierzyciel dowiedział się o szkodzie oraz osobie obowiązanej
do jej naprawienia orzeczenie zapadło w składzie trzech sędziów uzasadnienie wskazuje na konieczność
rozważenia całokształtu okoliczności sprawy ze szczególnym uwzględnieniem zasad współżycia społecznego`)

func benchText(r *rand.Rand, words int) string {
	var b strings.Builder
	for i := 0; i < words; i++ {
		if i > 0 {
			if i%17 == 0 {
				b.WriteString(". ")
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(benchWords[r.IntN(len(benchWords))])
	}
	return b.String()
}

type benchLib struct {
	src *norm.Source
}

func newBenchLib() *benchLib {
	r := rand.New(rand.NewPCG(1, 2))
	src := norm.NewSource(benchText(r, 20000)) // ≈ 150 KB
	src.Norm()
	return &benchLib{src: src}
}

// memo writes a five-page memo (≈ 2 000 characters a page) quoting the
// library: 8 quotations, half verbatim, half with a one-letter change that
// only approximate matching finds.
func (l *benchLib) memo(r *rand.Rand, id string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "MEMO %s\n", id)
	src := l.src.Text
	for q := 0; q < 8; q++ {
		b.WriteString(benchText(r, 190))
		start := r.IntN(len(src) - 400)
		for !strings.HasPrefix(src[start:], " ") {
			start++
		}
		quote := strings.TrimSpace(src[start : start+120+r.IntN(120)])
		quote = strings.ToValidUTF8(quote, "")
		if q%2 == 1 {
			rs := []rune(quote)
			i := len(rs) / 2
			if rs[i] != 'x' {
				rs[i] = 'x'
			}
			quote = string(rs)
		}
		fmt.Fprintf(&b, " Jak wskazał Sąd Najwyższy: „%s” (II CSK 123/19). ", quote)
	}
	b.WriteString(benchText(r, 200))
	fmt.Fprintf(&b, "\nEND %s\n%%%%EOF\n", id)
	return b.String()
}

// check is the benchmark's CheckFunc.
func (l *benchLib) check(ctx context.Context, path string) (*reports.Memo, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	text := string(b)
	norm := norm.NormalizeMap(text)
	_ = norm
	m := &reports.Memo{Memo: filepath.Base(path)}
	rest := text
	for n := 1; ; n++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		i := strings.Index(rest, "„")
		if i < 0 {
			break
		}
		rest = rest[i+len("„"):]
		j := strings.Index(rest, "”")
		if j < 0 {
			break
		}
		quote := rest[:j]
		rest = rest[j:]
		res := engine.VerifyAgainst(engine.Item{ID: fmt.Sprint("C", n), SourceID: "II CSK 123/19", ClaimType: "cytat_doslowny", Quote: quote}, l.src)
		m.Results = append(m.Results, reports.Claim{ID: res.ID, ClaimType: res.ClaimType, Status: res.Status,
			WymaganyPoziom: res.WymaganyPoziom, OsiagnietyPoziom: res.OsiagnietyPoziom, Note: res.Note})
	}
	m.Finish()
	return m, nil
}

func benchMemos(b *testing.B, l *benchLib, dir string, n int) []string {
	r := rand.New(rand.NewPCG(3, 4))
	os.MkdirAll(dir, 0o755)
	var paths []string
	for i := 0; i < n; i++ {
		p := filepath.Join(dir, fmt.Sprintf("memo-%03d.txt", i))
		if err := os.WriteFile(p, []byte(l.memo(r, filepath.Base(p))), 0o644); err != nil {
			b.Fatal(err)
		}
		paths = append(paths, p)
	}
	return paths
}

// BenchmarkThroughput: 200 five-page memos checked directly (the checker
// on a pool of NumCPU goroutines, as `citeguard check` on the same memos
// would), then dropped at once into the daemon's inbox (concurrency = NumCPU)
// until the last report stands. ratio = direct time / daemon time; the
// daemon's time includes the settle wait (500 ms) before the first claim.
func BenchmarkThroughput(b *testing.B) {
	const n = 200
	l := newBenchLib()
	for b.Loop() {
		dir := b.TempDir()
		paths := benchMemos(b, l, filepath.Join(dir, "staging"), n)

		// Direct, daemon, direct: the machine is shared, so the baseline is
		// the mean of a run before and a run after the daemon's.
		c0 := cputime.Process()
		direct1 := runDirect(b, l, paths)
		cpuDirect := cputime.Process() - c0

		c := testConfig(b, dir, "settle: 500ms\nconcurrency: 0\nfolders:\n  - path: inbox\n")
		var d *Daemon
		stop := startDaemonD(b, c, l.check, &d)
		time.Sleep(100 * time.Millisecond) // let it start
		c1 := cputime.Process()
		t1 := time.Now()
		for _, p := range paths {
			if err := os.Rename(p, filepath.Join(dir, "inbox", filepath.Base(p))); err != nil {
				b.Fatal(err)
			}
		}
		reportsDir := filepath.Join(dir, "reports")
		for { // the daemon's own counters: no file system calls of the harness in the daemon's time
			total := int64(0)
			for _, v := range d.stats.outcomes() {
				total += v
			}
			if total == n {
				break
			}
			time.Sleep(5 * time.Millisecond)
		}
		daemon := time.Since(t1)
		stop()
		cpuDaemon := cputime.Process() - c1
		if got := len(reportsOf(b, reportsDir)); got != n {
			b.Fatalf("%d reports", got)
		}
		direct := (direct1 + runDirect(b, l, paths2(dir, paths))) / 2
		settle := c.Settle.D()
		b.ReportMetric(direct.Seconds(), "s-direct")
		b.ReportMetric(daemon.Seconds(), "s-daemon")
		b.ReportMetric(direct.Seconds()/daemon.Seconds(), "ratio")
		b.ReportMetric(direct.Seconds()/(daemon-settle).Seconds(), "ratio-after-settle")
		b.ReportMetric(float64(n)/daemon.Seconds(), "memos/s")
		if cpuDaemon > 0 {
			// CPU time is far less disturbed by other jobs on a shared
			// machine than wall time: on 2 dedicated cores a CPU-bound run's
			// throughput ratio approaches this one.
			b.ReportMetric(cpuDirect.Seconds()/cpuDaemon.Seconds(), "cpu-ratio")
			b.ReportMetric((cpuDaemon-cpuDirect).Seconds()*1000/n, "ms-cpu-overhead/memo")
		}
		b.ReportMetric(time.Duration(d.stats.checkNs.Load()/d.stats.checks.Load()).Seconds()*1000, "ms/check-in-daemon")
		b.ReportMetric(time.Duration(d.stats.checkNs.Load()).Seconds()/float64(runtime.NumCPU())/(daemon-settle).Seconds(), "slot-busy")
		b.ReportMetric(direct.Seconds()*1000*float64(runtime.NumCPU())/n, "ms/check-direct")
	}
}

// runDirect checks the memos with the checker on NumCPU goroutines.
func runDirect(b *testing.B, l *benchLib, paths []string) time.Duration {
	t0 := time.Now()
	var wg sync.WaitGroup
	ch := make(chan string)
	for w := 0; w < runtime.NumCPU(); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range ch {
				if _, err := l.check(context.Background(), p); err != nil {
					b.Error(err)
				}
			}
		}()
	}
	for _, p := range paths {
		ch <- p
	}
	close(ch)
	wg.Wait()
	return time.Since(t0)
}

// paths2 is where the memos are after the daemon: checked/ or blocked/.
func paths2(dir string, paths []string) []string {
	var out []string
	for _, p := range paths {
		name := filepath.Base(p)
		for _, sub := range []string{"checked", "blocked"} {
			if q := filepath.Join(dir, sub, name); fsx.Exists(q) {
				out = append(out, q)
			}
		}
	}
	return out
}

// BenchmarkLatency: one memo at a time dropped (an atomic rename) into an
// idle daemon; the time until its JSON report stands. Median over the drops.
func BenchmarkLatency(b *testing.B) {
	l := newBenchLib()
	for _, tc := range []struct {
		settle string
		drops  int
	}{{"500ms", 15}, {"2s", 5}} {
		b.Run("settle="+tc.settle, func(b *testing.B) {
			for b.Loop() {
				dir := b.TempDir()
				paths := benchMemos(b, l, filepath.Join(dir, "staging"), tc.drops)
				c := testConfig(b, dir, "settle: "+tc.settle+"\nfolders:\n  - path: inbox\n")
				stop := startDaemon(b, c, l.check)
				time.Sleep(100 * time.Millisecond)
				var lat []time.Duration
				for _, p := range paths {
					name := filepath.Base(p)
					t0 := time.Now()
					os.Rename(p, filepath.Join(dir, "inbox", name))
					rep := filepath.Join(dir, "reports", name+".json")
					for !fsx.Exists(rep) {
						time.Sleep(2 * time.Millisecond)
					}
					lat = append(lat, time.Since(t0))
				}
				stop()
				slices.Sort(lat)
				med := lat[len(lat)/2]
				b.ReportMetric(float64(med.Milliseconds()), "ms-median")
				b.ReportMetric(float64(lat[len(lat)-1].Milliseconds()), "ms-max")
				b.ReportMetric(float64((med - c.Settle.D()).Milliseconds()), "ms-over-settle")
			}
		})
	}
}
