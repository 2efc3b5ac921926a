package htmltext

import (
	"regexp"
	"strings"
)

// voidTags never have content.
var voidTags = map[string]bool{"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true,
	"input": true, "link": true, "meta": true, "param": true, "source": true, "track": true, "wbr": true}

// blockTags end a line and a block where they start and where they end.
var blockTags = map[string]bool{"p": true, "div": true, "h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true,
	"li": true, "ul": true, "ol": true, "dl": true, "dt": true, "dd": true, "blockquote": true, "pre": true, "table": true,
	"tr": true, "td": true, "th": true, "thead": true, "tbody": true, "tfoot": true, "caption": true, "section": true,
	"article": true, "header": true, "footer": true, "aside": true, "nav": true, "main": true, "figure": true,
	"figcaption": true, "address": true, "center": true, "hr": true, "form": true, "fieldset": true, "body": true, "html": true}

// rawTextTags hold content that is not HTML and is not shown.
var rawTextTags = map[string]bool{"script": true, "style": true, "title": true, "template": true, "xml": true, "noscript": true}

// tag reads the markup at r.pos (which is '<').
func (r *reader) tag() error {
	s := r.src[r.pos:]
	switch {
	case strings.HasPrefix(s, "<!--"):
		r.pos += skipPast(s, 4, "-->")
		return nil
	case strings.HasPrefix(s, "<!"), strings.HasPrefix(s, "<?"):
		r.pos += skipPast(s, 2, ">")
		return nil
	}
	end := strings.HasPrefix(s, "</")
	i := 1
	if end {
		i = 2
	}
	if i >= len(s) || !isASCIILetter(s[i]) { // "<" not starting a tag: text
		r.text("<")
		r.pos++
		return nil
	}
	j := i // the name runs to white space, '/' or '>', as a browser reads it
	for j < len(s) && !htmlSpace(s[j]) && s[j] != '/' && s[j] != '>' {
		j++
	}
	name := strings.ToLower(s[i:j])
	if k := strings.LastIndexByte(name, ':'); k >= 0 {
		name = name[k+1:] // o:p, v:shape…
	}
	k, attrs := tagEnd(s, j)
	r.pos += k
	if end {
		r.endTag(name)
		return nil
	}
	return r.startTag(name, attrs, strings.HasSuffix(strings.TrimSpace(attrs), "/"))
}

func (r *reader) startTag(name, attrs string, selfClosing bool) error {
	if r.skip != "" {
		if name == r.skip && !selfClosing {
			r.skipN++
		}
		return nil
	}
	switch name {
	case "head":
		r.head = true
		return nil
	case "body":
		r.head = false
	}
	if rawTextTags[name] {
		// Content up to the end tag is not shown.
		if k := indexFold(r.src[r.pos:], "</"+name); k >= 0 {
			r.pos += k
		} else {
			r.pos = len(r.src)
		}
		return nil
	}
	if !selfClosing && !voidTags[name] && isHidden(attrs) {
		r.skip, r.skipN = name, 0
		return nil
	}
	switch {
	case name == "br":
		r.lineBreak()
		return nil
	case name == "span":
		if !selfClosing {
			anon := strings.Contains(attrs, "anon-block")
			r.anonStack = append(r.anonStack, anon)
			if anon {
				r.anon++
			}
		}
		return nil
	case blockTags[name]:
		r.blockBreak()
		r.autoClose(name)
	case name == "sup" || name == "sub":
	default:
		return nil // inline elements carry nothing the text needs
	}
	if selfClosing || voidTags[name] {
		return nil
	}
	return r.push(name)
}

func (r *reader) endTag(name string) {
	if r.skip != "" {
		if name == r.skip {
			if r.skipN == 0 {
				r.skip = ""
			} else {
				r.skipN--
			}
		}
		return
	}
	switch {
	case name == "head":
		r.head = false
		return
	case name == "span":
		r.closeSpan()
		return
	case blockTags[name]:
		r.blockBreak()
	}
	if r.openN[name] == 0 {
		return
	}
	for len(r.open) > 0 {
		if r.popTop() == name {
			return
		}
	}
}

// autoClose ends the elements a block start ends: an open p at the next
// block, an open li at the next li, a cell at the next cell.
func (r *reader) autoClose(name string) {
	top := func() string {
		if len(r.open) == 0 {
			return ""
		}
		return r.open[len(r.open)-1]
	}
	if top() == "p" {
		r.popTop()
	}
	if name == "li" && top() == "li" {
		r.popTop()
	}
	if (name == "td" || name == "th") && (top() == "td" || top() == "th") {
		r.popTop()
	}
}

func (r *reader) push(name string) error {
	if r.o.MaxDepth > 0 && len(r.open) >= r.o.MaxDepth {
		return ErrTooDeep
	}
	if r.openN == nil {
		r.openN = map[string]int{}
	}
	r.open = append(r.open, name)
	r.openN[name]++
	switch name {
	case "sup":
		r.sup++
	case "pre":
		r.pre++
	}
	return nil
}

func (r *reader) popTop() string {
	name := r.open[len(r.open)-1]
	r.open = r.open[:len(r.open)-1]
	r.openN[name]--
	switch name {
	case "sup":
		r.sup--
	case "pre":
		r.pre--
	}
	return name
}

// closeSpan ends a span; the end of an anonymisation mark ends its range.
func (r *reader) closeSpan() {
	if len(r.anonStack) == 0 {
		return
	}
	anon := r.anonStack[len(r.anonStack)-1]
	r.anonStack = r.anonStack[:len(r.anonStack)-1]
	if !anon {
		return
	}
	if r.anon--; r.anon == 0 && r.anonAt >= 0 {
		r.spans = append(r.spans, Span{r.anonAt, r.b.Len()})
		r.anonAt = -1
	}
}

// tagEnd returns the length of the tag starting at s[0] ('<') whose name
// ends at j, and its attribute text; quoted values may hold '>'.
func tagEnd(s string, j int) (int, string) {
	var q byte
	for k := j; k < len(s); k++ {
		c := s[k]
		switch {
		case q != 0:
			if c == q {
				q = 0
			}
		case c == '"' || c == '\'':
			q = c
		case c == '>':
			return k + 1, s[j:k]
		}
	}
	return len(s), s[j:]
}

// skipPast returns the offset just past the first end after from in s, or
// len(s).
func skipPast(s string, from int, end string) int {
	if k := strings.Index(s[min(from, len(s)):], end); k >= 0 {
		return from + k + len(end)
	}
	return len(s)
}

var reDisplayNone = regexp.MustCompile(`(?i)display\s*:\s*none|visibility\s*:\s*hidden|mso-hide\s*:\s*all`)

// isHidden reports whether an element's attributes hide it.
func isHidden(attrs string) bool {
	if indexFold(attrs, "hid") < 0 && indexFold(attrs, "none") < 0 {
		return false // most tags: no regular expression to run
	}
	if reDisplayNone.MatchString(attrs) {
		return true
	}
	for _, f := range strings.Fields(strings.ToLower(attrs)) {
		if f == "hidden" || strings.HasPrefix(f, "hidden=") || f == "hidden/" {
			return true
		}
	}
	return false
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// indexFold is strings.Index ignoring ASCII case; sub is lower case ASCII.
func indexFold(s, sub string) int {
	n := len(sub)
	for i := 0; i+n <= len(s); i++ {
		j := 0
		for j < n && lowerASCII(s[i+j]) == sub[j] {
			j++
		}
		if j == n {
			return i
		}
	}
	return -1
}

func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
