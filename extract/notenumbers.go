package extract

import "strconv"

// NoteNumbers gives each of the document's footnotes and endnotes the
// number claims and reports know it by: the number it shows, or, when that
// is no number or is already taken (an endnote numbered like a footnote),
// its place in Footnotes (then past every place, until free). Headers and
// footers get 0. The result has one entry per Footnotes entry.
func (d *Document) NoteNumbers() []int {
	out := make([]int, len(d.Footnotes))
	used := map[int]bool{}
	for i, f := range d.Footnotes {
		if f.Kind == "header" || f.Kind == "footer" {
			continue
		}
		n, err := strconv.Atoi(f.Mark)
		if err != nil || used[n] {
			n = i + 1
			for used[n] {
				n += len(d.Footnotes)
			}
		}
		used[n] = true
		out[i] = n
	}
	return out
}
