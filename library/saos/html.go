package saos

import "citeguard/htmltext"

// HTMLText turns the HTML textContent of a common-court judgment into plain
// text with htmltext, the one HTML reader (a line per block element and
// <br>, lines joined by blank lines, <sup> digits as superscripts, entities
// decoded, NBSP kept), and returns the byte ranges of the text that came
// from <span class="anon-block">, the portals' mark of an anonymised name.
// It never fails.
func HTMLText(s string) (string, []Span) {
	text, anon := htmltext.Text(s)
	var spans []Span
	for _, a := range anon {
		spans = append(spans, Span{a.Start, a.End})
	}
	return text, spans
}
