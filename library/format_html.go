package library

import (
	"html"
	"strings"
	"unicode/utf8"
)

// blockTags end a line of text: the .txt renderings of the portal HTML put
// every block element on its own line.
var blockTags = map[string]bool{
	"p": true, "div": true, "br": true, "h1": true, "h2": true, "h3": true, "h4": true,
	"h5": true, "h6": true, "li": true, "ul": true, "ol": true, "tr": true, "td": true,
	"th": true, "table": true, "blockquote": true, "pre": true, "hr": true, "section": true,
	"article": true, "header": true, "footer": true, "dd": true, "dt": true, "dl": true,
	"title": true, "body": true, "html": true, "head": true,
}

// skipTags hold no document text.
var skipTags = map[string]bool{"script": true, "style": true, "head": true, "noscript": true, "template": true}

var superscript = map[rune]rune{
	'0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹',
	'+': '⁺', '-': '⁻', '(': '⁽', ')': '⁾',
}

// HTMLText turns an HTML page (the orzeczenia.ms.gov.pl portal or a SAOS
// textContent) into plain text the way the library's .txt renderings were
// made: block elements become line breaks, <sup> digits become Unicode
// superscripts (art. 479⁴), entities are decoded, NBSP is kept, markup,
// comments, scripts and styles go. It never fails: malformed markup is read
// as far as it makes sense and unterminated tags are dropped.
func HTMLText(s string) string {
	var b strings.Builder
	b.Grow(len(s) / 2)
	// The text between two tags, decoded on flush: usually one piece of s
	// (pend, no copy); pieces joined by dropped comments go to text.
	var text strings.Builder
	pend := ""
	add := func(piece string) {
		if pend == "" && text.Len() == 0 {
			pend = piece
			return
		}
		if pend != "" {
			text.WriteString(pend)
			pend = ""
		}
		text.WriteString(piece)
	}
	skip := "" // the tag whose content is skipped (script, style)
	sup := 0
	lineOpen := false // some non-space text on the current output line
	pendingSpace := false
	flush := func() {
		t := pend
		if text.Len() > 0 {
			t = text.String()
			text.Reset()
		}
		pend = ""
		if t == "" {
			return
		}
		if strings.IndexByte(t, '&') >= 0 {
			t = html.UnescapeString(t)
		}
		if skip != "" {
			return
		}
		// Collapse source-formatting white space (not NBSP) like a browser.
		for i := 0; i < len(t); {
			if htmlSpace(t[i]) {
				pendingSpace = lineOpen
				i++
				continue
			}
			// A word: everything up to the next ASCII white space.
			j, ascii := i+1, t[i] < utf8.RuneSelf
			for j < len(t) && !htmlSpace(t[j]) {
				ascii = ascii && t[j] < utf8.RuneSelf
				j++
			}
			if pendingSpace {
				b.WriteByte(' ')
				pendingSpace = false
			}
			lineOpen = true
			word := t[i:j]
			i = j
			if sup == 0 && (ascii || utf8.ValidString(word)) {
				b.WriteString(word)
				continue
			}
			// Superscript digits, or invalid UTF-8 (U+FFFD per bad byte).
			for _, r := range word {
				if sup > 0 {
					if s, ok := superscript[r]; ok {
						r = s
					}
				}
				b.WriteRune(r)
			}
		}
	}
	newline := func() {
		pendingSpace = false
		if !lineOpen {
			return
		}
		b.WriteString("\n\n")
		lineOpen = false
	}
	i := 0
	for i < len(s) {
		c := s[i]
		if c != '<' {
			j := strings.IndexByte(s[i:], '<')
			if j < 0 {
				j = len(s) - i
			}
			add(s[i : i+j])
			i += j
			continue
		}
		// Comment.
		if strings.HasPrefix(s[i:], "<!--") {
			j := strings.Index(s[i+4:], "-->")
			if j < 0 {
				i = len(s)
			} else {
				i += 4 + j + 3
			}
			continue
		}
		j := strings.IndexByte(s[i:], '>')
		if j < 0 { // an unterminated tag: drop the rest
			break
		}
		tag := s[i+1 : i+j]
		i += j + 1
		if tag == "" || tag[0] == '!' || tag[0] == '?' {
			continue
		}
		closing := tag[0] == '/'
		if closing {
			tag = tag[1:]
		}
		name := tag
		if k := strings.IndexAny(name, " \t\r\n/"); k >= 0 {
			name = name[:k]
		}
		name = strings.ToLower(name)
		if name == "" {
			// "< " or "</ >": not a tag, keep as text.
			add(s[i-j-1 : i])
			continue
		}
		flush()
		if skip != "" {
			if closing && name == skip {
				skip = ""
			}
			continue
		}
		if skipTags[name] && !closing && !strings.HasSuffix(tag, "/") {
			skip = name
			continue
		}
		if name == "sup" {
			if closing {
				if sup > 0 {
					sup--
				}
			} else {
				sup++
			}
			continue
		}
		if blockTags[name] {
			newline()
		}
	}
	flush()
	newline()
	return strings.TrimRight(b.String(), "\n")
}

// htmlSpace is the white space a browser collapses (NBSP is not).
func htmlSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }
