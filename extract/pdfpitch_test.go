package extract

import "testing"

// TestLinePitch: the usual line pitch of the body's lines is found when
// their measured sizes vary by a few per cent (their ratios spread over
// neighbouring steps) and a letter head and quotations keep one ratio, or
// when a table's smaller single-spaced lines outnumber them; the lines of
// each run are then not set apart by a gap, a paragraph's extra space
// still is.
func TestLinePitch(t *testing.T) {
	type run struct {
		n           int
		sizes       []float32 // cycled
		pitch       float32   // baseline to baseline
		left, right float32
		gapBefore   float32 // extra space above the run
	}
	build := func(runs []run) ([]bline, []int) {
		var ls []bline
		var starts []int
		y := float32(780)
		for _, r := range runs {
			y -= r.gapBefore
			starts = append(starts, len(ls))
			for i := 0; i < r.n; i++ {
				ls = append(ls, bline{l: &pline{base: y}, left: r.left, right: r.right, ok: true, size: r.sizes[i%len(r.sizes)]})
				y -= r.pitch
			}
		}
		return ls, starts
	}
	// The body's lines measured 8.3, 8.3, 8.4…: at a pitch of 17.8 their
	// ratios fall on 2.15 and 2.10, a third and two thirds; a letter head
	// and quotations, single-spaced, on 1.65 alone.
	body := []float32{8.3, 8.3, 8.4}
	head := []float32{8.3}
	quote := []float32{7.0}
	cases := []struct {
		name     string
		runs     []run
		min, max float32
	}{
		{"one size", []run{{n: 20, sizes: []float32{8.3}, pitch: 17.9, left: 72, right: 532}}, 2.1, 2.2},
		{"body sizes vary, a head and quotations keep theirs", []run{
			{n: 10, sizes: head, pitch: 13.8, left: 72, right: 300},
			{n: 8, sizes: body, pitch: 17.8, left: 72, right: 532, gapBefore: 10},
			{n: 5, sizes: quote, pitch: 11.6, left: 114, right: 504, gapBefore: 4},
			{n: 8, sizes: body, pitch: 17.8, left: 72, right: 532, gapBefore: 4},
			{n: 5, sizes: quote, pitch: 11.6, left: 114, right: 504, gapBefore: 4},
			{n: 6, sizes: body, pitch: 17.8, left: 72, right: 532, gapBefore: 4},
			{n: 6, sizes: body, pitch: 17.8, left: 72, right: 532, gapBefore: 6},
		}, 2.05, 2.2},
		// A table's cells in 6.5 (as measured), single-spaced, more
		// lines than the body's in 7.6 at 1.9.
		{"a table of small lines", []run{
			{n: 4, sizes: []float32{7.6, 7.5}, pitch: 15.0, left: 72, right: 532},
			{n: 4, sizes: []float32{7.6, 7.7}, pitch: 15.0, left: 88, right: 532, gapBefore: 6},
			{n: 16, sizes: []float32{6.5, 6.6}, pitch: 10.4, left: 176, right: 405, gapBefore: 8},
			{n: 16, sizes: []float32{6.5, 6.4}, pitch: 10.4, left: 416, right: 527, gapBefore: 8},
			{n: 4, sizes: []float32{7.6, 7.7}, pitch: 15.0, left: 88, right: 532, gapBefore: 10},
			{n: 3, sizes: []float32{7.6}, pitch: 15.0, left: 88, right: 532, gapBefore: 6},
		}, 1.5, 1.7},
		{"single-spaced", []run{{n: 20, sizes: []float32{6.9, 7.0, 7.2}, pitch: 12.1, left: 72, right: 532}}, 1.6, 1.8},
		{"no pairs", []run{{n: 1, sizes: []float32{8}, pitch: 17, left: 72, right: 532}}, 1.8, 1.8},
	}
	for _, c := range cases {
		ls, starts := build(c.runs)
		lp := newLinePitch(ls)
		if p := lp.all; p < c.min || p > c.max {
			t.Errorf("%s: pitch %.2f, want %.2f–%.2f", c.name, p, c.min, c.max)
			continue
		}
		gap := func(a, b *bline) bool { return gapAfter(a, b, lp.at(max(a.size, b.size))) }
		for k, r := range c.runs {
			for i := starts[k] + 1; i < starts[k]+r.n; i++ {
				if gap(&ls[i-1], &ls[i]) {
					t.Errorf("%s: a gap inside run %d before line %d (pitch %.2f)", c.name, k, i, lp.at(ls[i].size))
				}
			}
			if k > 0 && r.gapBefore >= 6 && c.runs[k-1].left == r.left && !gap(&ls[starts[k]-1], &ls[starts[k]]) {
				t.Errorf("%s: no gap before run %d (pitch %.2f)", c.name, k, lp.at(r.sizes[0]))
			}
		}
	}
}
