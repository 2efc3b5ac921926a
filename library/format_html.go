package library

import "citeguard/htmltext"

// HTMLText turns an HTML page (the orzeczenia.ms.gov.pl portal or a SAOS
// textContent) into plain text the way the library's .txt renderings were
// made: a line per block element and <br>, the lines joined by blank lines,
// <sup> digits as Unicode superscripts (art. 479⁴), entities decoded, NBSP
// kept; markup, comments, scripts and styles go. It never fails. The one
// implementation is htmltext's.
func HTMLText(s string) string {
	text, _ := htmltext.Text(s)
	return text
}
