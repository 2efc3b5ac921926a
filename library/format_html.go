package library

import "citeguard/library/saos"

// HTMLText turns an HTML page (the orzeczenia.ms.gov.pl portal or a SAOS
// textContent) into plain text the way the library's .txt renderings were
// made: block elements become line breaks, <sup> digits become Unicode
// superscripts (art. 479⁴), entities are decoded, NBSP is kept, markup,
// comments, scripts and styles go. It never fails: malformed markup is read
// as far as it makes sense and unterminated tags are dropped. The one
// implementation is the SAOS reader's (saos.HTMLText), which also marks the
// anonymised names.
func HTMLText(s string) string {
	text, _ := saos.HTMLText(s)
	return text
}
