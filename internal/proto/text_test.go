package proto

import (
	"bytes"
	"compress/flate"
	"io"
	"testing"
	"time"

	"citeguard/engine"
)

// BenchmarkTextStore: what storing a judgment's text costs: normalizing it
// (the passage index and every candidate check need the normalized text)
// against compressing and decompressing it with flate (BestSpeed).
func BenchmarkTextStore(b *testing.B) {
	c := docs(b)
	texts := c.texts[:min(len(c.texts), 2000)]
	var total int64
	for _, t := range texts {
		total += int64(len(t))
	}
	b.Run("normalize", func(b *testing.B) {
		t0 := time.Now()
		for i := 0; i < b.N; i++ {
			for _, t := range texts {
				engine.Normalize(t)
			}
		}
		b.ReportMetric(float64(total)*float64(b.N)/1e6/time.Since(t0).Seconds(), "MB/s")
	})
	b.Run("flate-bestspeed", func(b *testing.B) {
		var comp int64
		var ct, dt time.Duration
		var buf bytes.Buffer
		zw, _ := flate.NewWriter(&buf, flate.BestSpeed)
		for i := 0; i < b.N; i++ {
			comp = 0
			for _, t := range texts {
				buf.Reset()
				t0 := time.Now()
				zw.Reset(&buf)
				io.WriteString(zw, t)
				zw.Close()
				ct += time.Since(t0)
				comp += int64(buf.Len())
				t1 := time.Now()
				zr := flate.NewReader(bytes.NewReader(buf.Bytes()))
				io.Copy(io.Discard, zr)
				dt += time.Since(t1)
			}
		}
		b.ReportMetric(float64(comp)/float64(total), "ratio")
		b.ReportMetric(float64(total)*float64(b.N)/1e6/ct.Seconds(), "compress-MB/s")
		b.ReportMetric(float64(total)*float64(b.N)/1e6/dt.Seconds(), "decompress-MB/s")
	})
}
