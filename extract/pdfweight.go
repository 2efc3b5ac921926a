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
	flush := func(end int) {
		var letters []int
		for i := start; i < end; i++ {
			if unicode.IsLetter(rs[i]) || unicode.IsDigit(rs[i]) {
				letters = append(letters, i)
			}
		}
		switch n := len(letters); {
		case n == 0:
		case n < 3:
			out = append(out, letters...)
		default:
			out = append(out, letters[0], letters[n-1])
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
