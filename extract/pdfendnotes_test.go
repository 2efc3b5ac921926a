package extract

import "testing"

// TestEndnoteRunAfterDigit: numbers raised right after a digit count for
// an endnote run only when fewer than half its notes need them: one such
// mark among four notes ("III CZP 36/02³") is a reference, two notes
// with their marks only after digits ("art. 417¹ i 417²" above a list of
// enclosures) are no endnotes.
func TestEndnoteRunAfterDigit(t *testing.T) {
	lines := []string{"1 Uchwała z dnia 5 lipca 2002 r.", "2 Tamże.", "3 Wyrok z dnia 3 marca 2010 r.", "4 Tamże, s. 4."}
	mk := func(n int) ([]lineAt, func(lineAt) *pline) {
		ls := make([]pline, n)
		seq := make([]lineAt, n)
		for i := range n {
			var cs []pchar
			for _, r := range lines[i] {
				cs = append(cs, pchar{r: r})
			}
			ls[i] = pline{cs: cs}
			seq[i] = lineAt{0, i}
		}
		return seq, func(a lineAt) *pline { return &ls[a.i] }
	}
	for _, c := range []struct {
		name              string
		lines             int
		strong, afterDigt []string
		want, weak        int
	}{
		{"all after glyphs", 4, []string{"1", "2", "3", "4"}, nil, 4, 0},
		{"one of four after a digit", 4, []string{"1", "2", "4"}, []string{"3"}, 4, 1},
		{"one of two after a digit", 2, []string{"1"}, []string{"2"}, 0, 0},
		{"all after digits", 2, nil, []string{"1", "2"}, 0, 0},
		{"one of four missing", 4, []string{"1", "2", "4"}, nil, 0, 0},
	} {
		seq, line := mk(c.lines)
		refs, after := map[string]int{}, map[string]int{}
		for _, m := range c.strong {
			refs[m] = 0
		}
		for _, m := range c.afterDigt {
			after[m] = 1 // page 0, plus one
		}
		d := &draft{}
		marks, weak := endnoteRun(seq, line, arabicNotes, 1, refs, after, d)
		if len(marks) != c.want || len(weak) != c.weak || len(d.notes) != c.want {
			t.Errorf("%s: %d marks, %d after digits, %d notes; want %d, %d", c.name, len(marks), len(weak), len(d.notes), c.want, c.weak)
		}
	}
}
