package reports

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Texts that come from a memo or the library (a memo's name and passages,
// notes quoting them, library titles and file names) are untrusted: a file
// name may hold a line break, a terminal escape or a right-to-left
// override, a passage may hold markup. plain makes such a text one inert
// line; md also escapes what markdown would read as markup. The HTML report
// passes plain text to html/template, which escapes it for its context.

// Plain is an untrusted text as one inert line (plain): for whoever puts a
// memo's name or a report's text in a header, a subject or a log.
func Plain(s string) string { return plain(s) }

// plain collapses white space (line breaks included) to single spaces and
// drops control characters and the invisible characters that reorder or
// hide text (bidirectional overrides and isolates, U+FFF9–FFFB).
func plain(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case r == utf8.RuneError || unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		case unicode.IsControl(r), isBidiControl(r), r >= 0xFFF9 && r <= 0xFFFB:
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

func isBidiControl(r rune) bool {
	return r == 0x061C || r == 0x200E || r == 0x200F || (r >= 0x202A && r <= 0x202E) || (r >= 0x2066 && r <= 0x2069)
}

// mdEscaper escapes the characters that start markdown markup inside a
// line: emphasis, code, raw HTML and autolinks, table cells, and the "]("
// of a link or image. An underscore is escaped apart (md): only where it
// could open or close emphasis.
var mdEscaper = strings.NewReplacer(
	`\`, `\\`, "`", "\\`", `*`, `\*`, `<`, `\<`, `>`, `\>`, `|`, `\|`, `](`, `]\(`,
)

// md is an untrusted text as one inert line of markdown. Only what
// markdown would misread is escaped: „memo_d02.docx” stays as it is (an
// underscore between letters or digits is no emphasis in CommonMark),
// „_x_” does not.
func md(s string) string { return escapeUnderscores(mdEscaper.Replace(plain(s))) }

// escapeUnderscores escapes each underscore of s that is not between two
// letters or digits.
func escapeUnderscores(s string) string {
	if !strings.Contains(s, "_") {
		return s
	}
	var b strings.Builder
	var prev rune
	for i, r := range s {
		if r == '_' {
			next, _ := utf8.DecodeRuneInString(s[i+1:])
			if !(isWordRune(prev) && isWordRune(next)) {
				b.WriteByte('\\')
			}
		}
		b.WriteRune(r)
		prev = r
	}
	return b.String()
}

// isWordRune is a letter or digit (an underscore's neighbour that makes it
// intraword).
func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// clipWords shortens s to at most n characters at a word boundary, with
// an ellipsis.
func clipWords(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)[:n]
	if i := strings.LastIndexByte(string(r), ' '); i > n/2 {
		return strings.TrimRight(string(r)[:i], " ,.;:") + "…"
	}
	return string(r) + "…"
}
