package reports

import (
	"bytes"
	"fmt"
	"testing"
)

// BenchmarkRenderScale renders the markdown, JSON and HTML reports of a
// memo of 2,000, 8,000 and 32,000 claims (the first sample memo's claims
// repeated) and reports the time per claim: flat when rendering grows
// linearly (BENCHMARKS.md, „Bounds inside the daemon”).
func BenchmarkRenderScale(b *testing.B) {
	var base *Memo
	for _, m := range sampleMemos() {
		if base == nil || len(m.Results) > len(base.Results) {
			base = m
		}
	}
	for _, n := range []int{2000, 8000, 32000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			m := *base
			m.Results = nil
			for i := range n {
				c := base.Results[i%len(base.Results)]
				c.ID = fmt.Sprintf("C%d", i+1)
				m.Results = append(m.Results, c)
			}
			for b.Loop() {
				var md, js, page bytes.Buffer
				if err := Markdown(&md, &m); err != nil {
					b.Fatal(err)
				}
				if err := JSONLine(&js, &m); err != nil {
					b.Fatal(err)
				}
				if err := HTML(&page, &m); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/claim")
		})
	}
}
