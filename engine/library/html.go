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
	var text strings.Builder // pending text between tags, decoded on flush
	skip := ""               // the tag whose content is skipped (script, style)
	sup := 0
	lineOpen := false // some non-space text on the current output line
	pendingSpace := false
	flush := func() {
		if text.Len() == 0 {
			return
		}
		t := text.String()
		if strings.IndexByte(t, '&') >= 0 {
			t = html.UnescapeString(t)
		}
		text.Reset()
		if skip != "" {
			return
		}
		// Collapse source-formatting white space (not NBSP) like a browser.
		for i := 0; i < len(t); {
			c := t[i]
			if c < 0x80 && c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\f' && sup == 0 {
				// A run of plain ASCII.
				j := i + 1
				for j < len(t) && t[j] < 0x80 && t[j] != ' ' && t[j] != '\t' && t[j] != '\n' && t[j] != '\r' && t[j] != '\f' {
					j++
				}
				if pendingSpace {
					b.WriteByte(' ')
					pendingSpace = false
				}
				b.WriteString(t[i:j])
				lineOpen = true
				i = j
				continue
			}
			r, w := utf8.DecodeRuneInString(t[i:])
			i += w
			if r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f' {
				pendingSpace = lineOpen
				continue
			}
			if pendingSpace {
				b.WriteByte(' ')
				pendingSpace = false
			}
			if sup > 0 {
				if s, ok := superscript[r]; ok {
					r = s
				}
			}
			b.WriteRune(r)
			lineOpen = true
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
			text.WriteString(s[i : i+j])
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
			text.WriteString("<" + s[i-j:i])
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
