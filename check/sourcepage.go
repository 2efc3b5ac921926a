package check

import (
	"strings"
)

// pageAt is the page of the source text that holds offset at — 1 + the
// page breaks (form feeds) before it — when the text records its pages (a
// PDF read by the library, a pdftotext rendering); 0 when it records none.
func pageAt(text string, at int) int {
	if at < 0 || at > len(text) || strings.IndexByte(text, '\f') < 0 {
		return 0
	}
	return 1 + strings.Count(text[:at], "\f")
}

// maxParagraph is the longest average paragraph of a text set in
// paragraphs: a text whose blank lines are rarer is hard-wrapped lines
// with a few gaps, and a count of its blocks would mislead.
const maxParagraph = 3000

// paragraphAt is the paragraph (1-based, blocks between blank lines) of
// the source text that holds offset at — the paragraphs a browser shows
// of a judgment's HTML — or 0 when the text is not set in paragraphs.
func paragraphAt(text string, at int) int {
	if at < 0 || at > len(text) {
		return 0
	}
	breaks := strings.Count(text, "\n\n")
	if breaks == 0 || len(text)/(breaks+1) > maxParagraph {
		return 0
	}
	n, gap := 0, true
	for i := 0; i <= at && i < len(text); {
		e := strings.IndexByte(text[i:], '\n')
		if e < 0 {
			e = len(text)
		} else {
			e += i
		}
		if strings.TrimSpace(text[i:e]) == "" {
			gap = true
		} else if gap {
			n, gap = n+1, false
		}
		i = e + 1
	}
	return n
}
