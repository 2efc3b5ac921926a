package claims

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"citeguard/internal/cputime"
)

// repeatFixture repeats a fixture of testdata/claims to about 2 MB.
func repeatFixture(b *testing.B, name string) string {
	b.Helper()
	m, err := os.ReadFile(filepath.Join("..", "testdata", "claims", name))
	if err != nil {
		b.Fatalf("read fixture: %v", err)
	}
	var sb strings.Builder
	for sb.Len() < 2<<20 {
		sb.Write(m)
		sb.WriteString("\n\n")
	}
	return sb.String()
}

// goldText concatenates the 90 saos-tm-extractor judgments (2.2 MB of real
// Polish legal prose with its real citation density).
func goldText(b *testing.B) string {
	b.Helper()
	fs, _ := filepath.Glob(filepath.Join(goldDir, "links-input-txts", "txt*", "*.txt"))
	if len(fs) == 0 {
		b.Skipf("gold corpus absent (%s)", goldDir)
	}
	var sb strings.Builder
	for _, f := range fs {
		t, err := os.ReadFile(f)
		if err != nil {
			b.Fatalf("read %s: %v", f, err)
		}
		sb.Write(t)
		sb.WriteString("\n\n")
	}
	return sb.String()
}

// reBaseline is the floor: one regular expression that finds „…”
// quotations, nothing else.
var reBaseline = regexp.MustCompile(`„[^”]*”`)

// benchExtract runs Extract on text. Besides wall-clock MB/s it reports
// two figures that a shared, loaded machine disturbs less: "cpu-MB/s", the
// bytes per second of CPU time the process spent (user + system), and
// "x-baseline", Extract's CPU time as a multiple of the CPU time of the
// baseline scan of the same text, measured in the same benchmark.
func benchExtract(b *testing.B, text string) {
	b.SetBytes(int64(len(text)))
	const rounds = 20
	c0 := cputime.Process()
	for i := 0; i < rounds; i++ {
		reBaseline.FindAllStringIndex(text, -1)
	}
	base := (cputime.Process() - c0) / rounds
	b.ResetTimer()
	c1 := cputime.Process()
	for i := 0; i < b.N; i++ {
		Extract(Input{Text: text})
	}
	cpu := (cputime.Process() - c1) / time.Duration(b.N)
	b.StopTimer()
	if cpu > 0 {
		b.ReportMetric(float64(len(text))/1e6/cpu.Seconds(), "cpu-MB/s")
		if base > 0 {
			b.ReportMetric(float64(cpu)/float64(base), "x-baseline")
		}
	}
}

// BenchmarkExtract: a long memo (testdata/claims/long_memo.md, a realistic
// opinion with a citation every few hundred bytes) repeated to 2 MB.
func BenchmarkExtract(b *testing.B) { benchExtract(b, repeatFixture(b, "long_memo.md")) }

// BenchmarkExtractDense: the worst case, testdata/claims/memo.md, where
// every sentence holds a citation or a quotation, repeated to 2 MB.
func BenchmarkExtractDense(b *testing.B) { benchExtract(b, repeatFixture(b, "memo.md")) }

// BenchmarkExtractJudgments: the 90 saos-tm-extractor judgments as one text.
func BenchmarkExtractJudgments(b *testing.B) { benchExtract(b, goldText(b)) }

// BenchmarkBaselineQuoteRegexp is the floor itself, in MB/s.
func BenchmarkBaselineQuoteRegexp(b *testing.B) {
	text := repeatFixture(b, "long_memo.md")
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		reBaseline.FindAllStringIndex(text, -1)
	}
}

// scaleText repeats text to about n bytes.
func scaleText(text string, n int) string {
	var sb strings.Builder
	sb.Grow(n + len(text))
	for sb.Len() < n {
		sb.WriteString(text)
	}
	return sb.String()
}

// BenchmarkExtractScale is the linearity measure: the long memo
// (testdata/claims/long_memo.md) at 400 KB, 4 MB and 40 MB (1×, 10×, 100×),
// and three 40 MB single paragraphs — the long memo with every line break
// a space (one block, its sentences intact), the same with every ". " a
// ", " (no sentence ends: the 4 KB sentence cap does the cutting), and an
// adversarial list of 40 MB of citations in one clause. "ns/B" is the time
// per byte: linear extraction keeps it flat across the sizes.
//
//	go test ./claims -run '^$' -bench ExtractScale -benchtime 1x
func BenchmarkExtractScale(b *testing.B) {
	m, err := os.ReadFile(filepath.Join("..", "testdata", "claims", "long_memo.md"))
	if err != nil {
		b.Fatal(err)
	}
	memo := string(m) + "\n\n"
	para := strings.ReplaceAll(string(m), "\n", " ") + " "
	nostop := strings.NewReplacer(". ", ", ", "\n", " ").Replace(string(m)) + " "
	list := "wyrok SN z dnia 5 lipca 2002 r., I CSK 12/19, art. 5 k.c., „cytat” i "
	const base = 400 << 10
	for _, c := range []struct {
		name string
		text string
	}{
		{"memo-1x", scaleText(memo, base)},
		{"memo-10x", scaleText(memo, 10*base)},
		{"memo-100x", scaleText(memo, 100*base)},
		{"paragraph-40MB", scaleText(para, 100*base)},
		{"nostop-40MB", scaleText(nostop, 100*base)},
		{"citations-4MB", "Por. " + scaleText(list, 10*base) + "."},
		{"citations-40MB", "Por. " + scaleText(list, 100*base) + "."},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.text)))
			start := time.Now()
			for i := 0; i < b.N; i++ {
				Extract(Input{Text: c.text})
			}
			b.ReportMetric(float64(time.Since(start).Nanoseconds())/float64(b.N)/float64(len(c.text)), "ns/B")
		})
	}
}
