package extract

import (
	"html"
	"strings"
)

// Inline HTML in Markdown is shown by a renderer as what it displays, not
// as its tags: "<span>II</span> CSK 9902/20" is read "II CSK 9902/20",
// "<q>…</q>" as a quotation in „…”, "&#32;" and "&nbsp;" as the spaces
// they are; an HTML comment, a <script> or <style> is not shown. This is
// not a second HTML reader: htmltext reads whole pages into text without a
// map back to the bytes, while a Markdown memo's text keeps its map to Raw
// byte by byte, so its inline tags are dropped here, where the map is made.

// addMarkdown appends s (raw offset raw) to m as a Markdown renderer shows
// its inline HTML.
func addMarkdown(m *mapped, s string, raw int) {
	start := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '<':
			n, shown := htmlTag(s[i:])
			if n == 0 {
				continue
			}
			m.add(s[start:i], raw+start)
			switch {
			case n > 2 && shown == s[i+1:i+n-1]:
				m.add(shown, raw+i+1) // an autolink's address, as written
			case shown != "":
				m.addSynthetic(shown, raw+i)
			}
			i += n - 1
			start = i + 1
		case '&':
			j := strings.IndexByte(s[i:min(len(s), i+12)], ';')
			if j < 2 {
				continue
			}
			dec := html.UnescapeString(s[i : i+j+1])
			if dec == s[i:i+j+1] {
				continue // not an entity
			}
			m.add(s[start:i], raw+start)
			m.addSynthetic(strings.ReplaceAll(dec, "\u00a0", " "), raw+i)
			i += j
			start = i + 1
		}
	}
	m.add(s[start:], raw+start)
}

// htmlTag reads the inline HTML that starts s: its length and the text a
// renderer shows for it (an autolink's address, a <q>'s quotation marks, a
// line break); 0 when s does not start a tag. A comment, <script> and
// <style> run to their end and show nothing.
func htmlTag(s string) (int, string) {
	if strings.HasPrefix(s, "<!--") {
		if e := strings.Index(s, "-->"); e >= 0 {
			return e + 3, ""
		}
		return 0, ""
	}
	if len(s) < 3 {
		return 0, ""
	}
	c := s[1]
	closing := c == '/'
	if closing {
		c = s[2]
	}
	if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
		return 0, ""
	}
	e := strings.IndexAny(s, ">\n")
	if e < 0 || s[e] != '>' {
		return 0, ""
	}
	inner := s[1:e]
	name := strings.ToLower(strings.TrimPrefix(inner, "/"))
	if k := strings.IndexAny(name, " \t/"); k >= 0 {
		name = name[:k]
	}
	if strings.Contains(name, ":") || strings.Contains(name, "@") {
		return e + 1, inner // an autolink: <https://…>, <a@b.pl>
	}
	switch name {
	case "script", "style":
		if closing {
			return e + 1, ""
		}
		if end := strings.Index(strings.ToLower(s), "</"+name); end >= 0 {
			if g := strings.IndexByte(s[end:], '>'); g >= 0 {
				return end + g + 1, ""
			}
		}
		return len(s), ""
	case "q":
		if closing {
			return e + 1, "”"
		}
		return e + 1, "„"
	case "br":
		return e + 1, "\n"
	case "p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote":
		return e + 1, "\n"
	}
	return e + 1, ""
}
