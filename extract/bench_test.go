package extract

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/xml"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"citeguard/internal/cputime"
)

// BenchmarkPDF50 extracts the 50-page corpus PDFs and, in the same
// benchmark, runs poppler's pdftotext on the same file (skipped when it is
// not installed). Metrics: pages/s of each and speed-x = ours / pdftotext.
// Pools: interruptible (the tests' pool: two instances, so a 50-page PDF
// is spread over both), nointerrupt (one instance).
//
//	go test ./extract -run '^$' -bench PDF50 -benchtime 5x -count 5 | tee new.txt
func BenchmarkPDF50(b *testing.B) {
	corpus := filepath.Join(sharedDir(b), "corpus", "pdf")
	fast, err := NewPDFPool(PDFConfig{NoInterrupt: true})
	if err != nil {
		b.Fatal(err)
	}
	defer fast.Close()
	pdftotext, _ := exec.LookPath("pdftotext")
	for _, mode := range []struct {
		name string
		pool *PDFPool
	}{{"interruptible", pdfPool(b)}, {"nointerrupt", fast}} {
		pool := mode.pool
		for _, name := range []string{"memo-lo-50p.pdf", "memo-pdflatex-50p.pdf"} {
			path := filepath.Join(corpus, name)
			data, err := os.ReadFile(path)
			if err != nil {
				b.Fatal(err)
			}
			b.Run(mode.name+"/"+name, func(b *testing.B) {
				// Warm the instance (first use instantiates the module).
				doc, err := Bytes(context.Background(), name, data, Options{PDF: pool})
				if err != nil {
					b.Fatal(err)
				}
				pages := float64(doc.PageCount)
				var ours, ref time.Duration
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					t0 := time.Now()
					if _, err := Bytes(context.Background(), name, data, Options{PDF: pool}); err != nil {
						b.Fatal(err)
					}
					ours += time.Since(t0)
					if pdftotext != "" {
						t0 = time.Now()
						if err := exec.Command(pdftotext, "-q", path, os.DevNull).Run(); err != nil {
							b.Fatal(err)
						}
						ref += time.Since(t0)
					}
				}
				n := float64(b.N)
				b.ReportMetric(pages*n/ours.Seconds(), "pages/s")
				b.ReportMetric(ours.Seconds()*1000/n, "ms/doc")
				if pdftotext != "" {
					b.ReportMetric(pages*n/ref.Seconds(), "pdftotext-pages/s")
					b.ReportMetric(ref.Seconds()/ours.Seconds(), "speed-x")
				} else {
					b.Log("pdftotext not installed: no baseline (apt-get install poppler-utils)")
				}
			})
		}
	}
}

// BenchmarkPDFSpread reads the 50-page corpus PDFs with one PDFium
// instance and with two (the pages spread over both, as in a worker
// process), without the interrupt watch, and runs pdftotext, alternately in
// one loop. Metrics: spread-x = time with one / time with two, and each
// against pdftotext (x1 and x2: pdftotext's time / ours). Two instances help
// only when a core is idle: on a machine loaded by other work they share
// its cores.
//
//	go test ./extract -run '^$' -bench PDFSpread -benchtime 5x -count 3
func BenchmarkPDFSpread(b *testing.B) {
	corpus := filepath.Join(sharedDir(b), "corpus", "pdf")
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		b.Skip("pdftotext not installed (apt-get install poppler-utils): no baseline")
	}
	var pools [2]*PDFPool
	for i := range pools {
		if pools[i], err = NewPDFPool(PDFConfig{Workers: i + 1, NoInterrupt: true}); err != nil {
			b.Fatal(err)
		}
		defer pools[i].Close()
	}
	for _, file := range []string{"memo-lo-50p.pdf", "memo-pdflatex-50p.pdf"} {
		path := filepath.Join(corpus, file)
		data, err := os.ReadFile(path)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(file, func(b *testing.B) {
			for _, p := range pools { // warm: the instances start
				if _, err := Bytes(context.Background(), file, data, Options{PDF: p}); err != nil {
					b.Fatal(err)
				}
			}
			var t [3]time.Duration
			for b.Loop() {
				for k, p := range pools {
					t0 := time.Now()
					if _, err := Bytes(context.Background(), file, data, Options{PDF: p}); err != nil {
						b.Fatal(err)
					}
					t[k] += time.Since(t0)
				}
				t0 := time.Now()
				if err := exec.Command(pdftotext, "-q", path, os.DevNull).Run(); err != nil {
					b.Fatal(err)
				}
				t[2] += time.Since(t0)
			}
			n := float64(b.N)
			b.ReportMetric(t[0].Seconds()*1000/n, "ms/doc-1")
			b.ReportMetric(t[1].Seconds()*1000/n, "ms/doc-2")
			b.ReportMetric(t[2].Seconds()*1000/n, "ms/doc-pdftotext")
			b.ReportMetric(t[0].Seconds()/t[1].Seconds(), "spread-x")
			b.ReportMetric(t[2].Seconds()/t[0].Seconds(), "x1")
			b.ReportMetric(t[2].Seconds()/t[1].Seconds(), "x2")
		})
	}
}

// BenchmarkPDFFontWeights measures what the font weights of two letters
// per line (for the bold-heading rule of the PDF blocks) cost: the same
// document read with and without them, alternately in one loop;
// weights-x = time with / time without.
//
//	go test ./extract -run '^$' -bench PDFFontWeights -benchtime 5x -count 3
func BenchmarkPDFFontWeights(b *testing.B) { benchSampling(b, &sampleFontWeights, "weights") }

// BenchmarkPDFWordEnds measures what the edges of each line's first word
// (the width the paragraph-end test of a page's last line needs) cost, as
// BenchmarkPDFFontWeights does; wordends-x = time with / time without.
//
//	go test ./extract -run '^$' -bench PDFWordEnds -benchtime 5x -count 3
func BenchmarkPDFWordEnds(b *testing.B) { benchSampling(b, &sampleWordEnds, "wordends") }

// BenchmarkPDFItalics measures what the font of each word's first letter
// (pdfitalics.go: quotations set in italics) costs, as
// BenchmarkPDFFontWeights does; italics-x = time with / time without.
//
//	go test ./extract -run '^$' -bench PDFItalics -benchtime 5x -count 3
func BenchmarkPDFItalics(b *testing.B) { benchSampling(b, &sampleItalicFonts, "italics") }

// benchSampling reads the 50-page corpus PDFs with and without an optional
// sample of the raw PDFium path (on sets it), alternately in one loop.
func benchSampling(b *testing.B, on *bool, name string) {
	corpus := filepath.Join(sharedDir(b), "corpus", "pdf")
	for _, file := range []string{"memo-lo-50p.pdf", "memo-pdflatex-50p.pdf"} {
		data, err := os.ReadFile(filepath.Join(corpus, file))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(file, func(b *testing.B) {
			pool := pdfPool(b)
			defer func() { *on = true }()
			var with, without time.Duration
			for i := 0; i < b.N; i++ {
				for _, sample := range []bool{true, false} {
					*on = sample
					t0 := time.Now()
					if _, err := Bytes(context.Background(), file, data, Options{PDF: pool}); err != nil {
						b.Fatal(err)
					}
					if sample {
						with += time.Since(t0)
					} else {
						without += time.Since(t0)
					}
				}
			}
			b.ReportMetric(with.Seconds()*1000/float64(b.N), "ms/doc")
			b.ReportMetric(without.Seconds()*1000/float64(b.N), "ms/doc-no"+name)
			b.ReportMetric(with.Seconds()/without.Seconds(), name+"-x")
		})
	}
}

// BenchmarkDOCX50 reads the 50-page DOCX; the baseline in the same
// benchmark is the bare cost of inflating document.xml and tokenising it
// with encoding/xml (overhead-x = ours / baseline); cpu-ms/doc is the
// process's CPU time per document (ours), steadier than the wall clock on
// a shared machine.
//
//	go test ./extract -run '^$' -bench DOCX50 -count 5
func BenchmarkDOCX50(b *testing.B) {
	path := filepath.Join(sharedDir(b), "corpus", "docx", "memo-lo-50p.docx")
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	var ours, base, cpu time.Duration
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0, c0 := time.Now(), cputime.Process()
		if _, err := Bytes(context.Background(), "memo-lo-50p.docx", data, Options{}); err != nil {
			b.Fatal(err)
		}
		ours += time.Since(t0)
		cpu += cputime.Process() - c0
		t0 = time.Now()
		tokenizeDocumentXML(b, data)
		base += time.Since(t0)
	}
	n := float64(b.N)
	b.ReportMetric(ours.Seconds()*1000/n, "ms/doc")
	b.ReportMetric(base.Seconds()*1000/n, "baseline-ms")
	b.ReportMetric(ours.Seconds()/base.Seconds(), "overhead-x")
	b.ReportMetric(cpu.Seconds()*1000/n, "cpu-ms/doc")
}

// BenchmarkODT50 reads the 50-page flat ODT (the ODF reader the ODT
// package and its content.xml share). cpu-ms/doc, the process's CPU time
// per document, is what to compare on a shared machine.
//
//	go test ./extract -run '^$' -bench ODT50 -count 5
func BenchmarkODT50(b *testing.B) {
	path := filepath.Join(sharedDir(b), "corpus", "build", "memo-lo-50p.fodt")
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	c0, n := cputime.Process(), 0
	for b.Loop() {
		if _, err := Bytes(context.Background(), "memo-lo-50p.fodt", data, Options{}); err != nil {
			b.Fatal(err)
		}
		n++
	}
	b.ReportMetric((cputime.Process()-c0).Seconds()*1000/float64(n), "cpu-ms/doc")
}

func tokenizeDocumentXML(b testing.TB, data []byte) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		b.Fatal(err)
	}
	for _, f := range zr.File {
		if f.Name != "word/document.xml" {
			continue
		}
		rc, _ := f.Open()
		dec := xml.NewDecoder(rc)
		for {
			if _, err := dec.Token(); err == io.EOF {
				break
			} else if err != nil {
				b.Fatal(err)
			}
		}
		rc.Close()
	}
}

// BenchmarkClean measures the clean-up alone on the raw text of the
// 50-page LibreOffice PDF.
func BenchmarkClean(b *testing.B) {
	path := filepath.Join(sharedDir(b), "corpus", "pdf", "memo-lo-50p.pdf")
	doc, err := File(context.Background(), path, Options{PDF: pdfPool(b)})
	if err != nil {
		b.Fatal(err)
	}
	raw := []byte(doc.Raw)
	b.SetBytes(int64(len(raw)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		clean(raw, cleanPDF)
	}
}

// BenchmarkPDFInstanceMemory starts a fresh one-instance pool, reads every
// corpus PDF (the 50-page ones included) and reports the growth of the
// process's peak resident memory (VmHWM): the memory one pool instance
// costs. Run it alone so that no other pool inflates the peak:
//
//	go test ./extract -run '^$' -bench PDFInstanceMemory -benchtime 1x
func BenchmarkPDFInstanceMemory(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join(sharedDir(b), "corpus", "pdf", "*.pdf"))
	if memBefore == 0 { // the first run of this benchmark in the process
		memBefore = vmHWM(b)
	}
	pool, err := NewPDFPool(PDFConfig{Workers: 1})
	if err != nil {
		b.Fatal(err)
	}
	defer pool.Close()
	for i := 0; i < b.N; i++ {
		for _, f := range files {
			if _, err := File(context.Background(), f, Options{PDF: pool}); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(vmHWM(b)-memBefore)/(1<<20), "peak-RSS-MB/instance")
}

var memBefore int64

// vmHWM returns the process's peak resident set size in bytes.
func vmHWM(b *testing.B) int64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		b.Skip("no /proc/self/status on this system")
	}
	for _, l := range strings.Split(string(data), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "VmHWM:" {
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb << 10
		}
	}
	b.Skip("VmHWM not reported")
	return 0
}

// BenchmarkPDFLayout measures the Go side of a PDF alone: the layout of
// the characters PDFium gave (lines, notes, blocks) and the clean-up, on
// the 50-page corpus PDFs.
//
//	go test ./extract -run '^$' -bench PDFLayout -count 5
func BenchmarkPDFLayout(b *testing.B) {
	for _, file := range []string{"memo-lo-50p.pdf", "memo-pdflatex-50p.pdf"} {
		data, err := os.ReadFile(filepath.Join(sharedDir(b), "corpus", "pdf", file))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(file, func(b *testing.B) {
			pages, raw, err := pdfPool(b).chars(context.Background(), file, data, Limits{}.withDefaults())
			if err != nil {
				b.Fatal(err)
			}
			lim := Limits{}.withDefaults()
			b.ReportAllocs()
			for b.Loop() {
				own := make([][]pchar, len(pages))
				for i, cs := range pages {
					own[i] = append([]pchar(nil), cs...)
				}
				d, err := finishPDF(own, raw)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := d.finish(file, FormatPDF, lim); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
