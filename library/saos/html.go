package saos

import (
	"html"
	"strings"
	"unicode/utf8"
)

// blockTags end a line of text.
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

// HTMLText turns the HTML textContent of a common-court judgment (or any
// portal HTML) into plain text the way the library renders portal HTML (block elements become line
// breaks, <sup> digits Unicode superscripts, entities decoded, NBSP kept,
// markup and comments dropped) and returns the byte ranges of the text that
// came from <span class="anon-block">, the portals' mark of an anonymised
// name. It never fails: malformed markup is read as far as it makes sense.
func HTMLText(s string) (string, []Span) {
	var b strings.Builder
	b.Grow(len(s) / 2)
	var text strings.Builder // pieces of text joined by dropped comments
	pend := ""               // the text since the last tag, when it is one piece of s
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
	lineOpen := false // some text on the current output line
	pendingSpace := false
	var spans []Span
	var spanStack []bool // per open <span>: is it an anonymisation mark
	anon := 0            // open anonymisation spans
	anonStart := -1      // where the open anonymisation's text starts
	flush := func() {
		t := pend
		if text.Len() > 0 {
			t = text.String()
			text.Reset()
		}
		pend = ""
		if t == "" || skip != "" {
			return
		}
		if strings.IndexByte(t, '&') >= 0 {
			t = html.UnescapeString(t)
		}
		// Collapse source-formatting white space (not NBSP) like a browser.
		for i := 0; i < len(t); {
			if htmlSpace(t[i]) {
				pendingSpace = lineOpen
				i++
				continue
			}
			j, ascii := i+1, t[i] < utf8.RuneSelf
			for j < len(t) && !htmlSpace(t[j]) {
				ascii = ascii && t[j] < utf8.RuneSelf
				j++
			}
			if pendingSpace {
				b.WriteByte(' ')
				pendingSpace = false
			}
			if anon > 0 && anonStart < 0 {
				anonStart = b.Len()
			}
			lineOpen = true
			word := t[i:j]
			i = j
			if sup == 0 && (ascii || utf8.ValidString(word)) {
				b.WriteString(word)
				continue
			}
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
		if s[i] != '<' {
			j := strings.IndexByte(s[i:], '<')
			if j < 0 {
				j = len(s) - i
			}
			add(s[i : i+j])
			i += j
			continue
		}
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
		if name == "" { // "< " or "</ >": not a tag, keep as text
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
		switch name {
		case "sup":
			if closing {
				sup = max(sup-1, 0)
			} else {
				sup++
			}
			continue
		case "span":
			if !closing {
				if strings.HasSuffix(tag, "/") {
					continue
				}
				isAnon := strings.Contains(tag, "anon-block")
				spanStack = append(spanStack, isAnon)
				if isAnon {
					anon++
				}
				continue
			}
			if len(spanStack) == 0 {
				continue
			}
			isAnon := spanStack[len(spanStack)-1]
			spanStack = spanStack[:len(spanStack)-1]
			if isAnon {
				anon--
				if anon == 0 && anonStart >= 0 {
					spans = append(spans, Span{anonStart, b.Len()})
					anonStart = -1
				}
			}
			continue
		}
		if blockTags[name] {
			newline()
		}
	}
	flush()
	newline()
	if anon > 0 && anonStart >= 0 { // an anonymisation left open at the end
		spans = append(spans, Span{anonStart, b.Len()})
	}
	out := strings.TrimRight(b.String(), "\n")
	for k := range spans {
		spans[k].End = min(spans[k].End, len(out))
		// A block tag inside the span ended the line: the span ends at
		// its last word, not after the line break.
		for spans[k].End > spans[k].Start && (out[spans[k].End-1] == '\n' || out[spans[k].End-1] == ' ') {
			spans[k].End--
		}
	}
	return out, spans
}

// htmlSpace is the white space a browser collapses (NBSP is not).
func htmlSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }
