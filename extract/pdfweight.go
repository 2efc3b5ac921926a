package extract

import (
	"strings"
	"unicode"
)

// weightSample returns the indexes of the characters whose font weight the
// layout needs: per line (PDFium's line breaks), its first and last letter. A line is bold when they all are (a heading); one bold word at
// the start ("Do:") does not make it so.
func weightSample(rs []rune) []int {
	var out []int
	start := 0
	isLetter := func(c rune) bool { return unicode.IsLetter(c) || unicode.IsDigit(c) }
	flush := func(end int) {
		first := start
		for first < end && !isLetter(rs[first]) {
			first++
		}
		if first < end {
			last := end - 1
			for !isLetter(rs[last]) {
				last--
			}
			out = append(out, first)
			if last > first {
				out = append(out, last)
			}
		}
		start = end
	}
	for i, c := range rs {
		if c == '\n' {
			flush(i)
		}
	}
	flush(len(rs))
	return out
}

// boldFromName reports whether a font's name or its PDF font flags
// (ForceBold, bit 19) say bold.
func boldFromName(name string, flags uint32) bool {
	n := strings.ToLower(name)
	return flags&(1<<18) != 0 || strings.Contains(n, "bold") || strings.Contains(n, "black") || strings.Contains(n, "heavy") || strings.Contains(n, "demi")
}
