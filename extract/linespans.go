package extract

import "strings"

// lineSpan is one line of a text: its bytes text[start:end], the newline
// left out.
type lineSpan struct{ start, end int }

// lineSpans splits text into its lines; a text ending with a newline ends
// with an empty line.
func lineSpans(text string) []lineSpan {
	var lines []lineSpan
	for s := 0; s <= len(text); {
		e := strings.IndexByte(text[s:], '\n')
		if e < 0 {
			lines = append(lines, lineSpan{s, len(text)})
			break
		}
		lines = append(lines, lineSpan{s, s + e})
		s += e + 1
	}
	return lines
}
