package extract

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	xunicode "golang.org/x/text/encoding/unicode"
)

// htmlParagraphs reads the text an HTML document shows, one chunkPara per
// block: headings (h1–h6), list items, block quotations, table cells and
// paragraphs. It is a small tokenizer of our own, linear in the input and
// bounded by lim.MaxXMLDepth open elements: head, script, style, template
// and elements hidden with display:none or the hidden attribute are
// skipped, entities are decoded, white space collapses as a browser
// collapses it (not in pre), and digits in sup become superscript digits.
// Malformed HTML is read as a browser would, without an error; only an
// undecodable character set or too deep a nesting fails.
func htmlParagraphs(ctx context.Context, data []byte, lim Limits) ([]chunkPara, error) {
	src, err := decodeHTML(data)
	if err != nil {
		return nil, err
	}
	h := htmlReader{src: src, maxDepth: lim.MaxXMLDepth}
	if err := h.run(ctx); err != nil {
		return nil, err
	}
	return h.out, nil
}

type htmlReader struct {
	src      string
	pos      int
	out      []chunkPara
	cur      strings.Builder // text of the paragraph being read
	space    bool            // a collapsed space is pending
	open     []string        // open elements that matter (blocks, sup, pre)
	maxDepth int
	skip     string // element whose content is skipped until its end
	skipN    int    // nesting of skip inside itself
	head     bool   // inside head
}

// htmlVoid are the elements that never have content.
var htmlVoid = map[string]bool{"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true,
	"input": true, "link": true, "meta": true, "param": true, "source": true, "track": true, "wbr": true}

// htmlBlock are the elements that end a paragraph where they start and end.
var htmlBlock = map[string]bool{"p": true, "div": true, "h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true,
	"li": true, "ul": true, "ol": true, "dl": true, "dt": true, "dd": true, "blockquote": true, "pre": true, "table": true,
	"tr": true, "td": true, "th": true, "thead": true, "tbody": true, "tfoot": true, "caption": true, "section": true,
	"article": true, "header": true, "footer": true, "aside": true, "nav": true, "main": true, "figure": true,
	"figcaption": true, "address": true, "center": true, "hr": true, "form": true, "fieldset": true, "body": true, "html": true}

// htmlRawText are the elements whose content is not HTML and is not shown.
var htmlRawText = map[string]bool{"script": true, "style": true, "title": true, "template": true, "textarea": false, "xml": true, "noscript": true}

func (h *htmlReader) run(ctx context.Context) error {
	for n := 0; h.pos < len(h.src); n++ {
		if n&1023 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		lt := strings.IndexByte(h.src[h.pos:], '<')
		if lt < 0 {
			h.text(h.src[h.pos:])
			break
		}
		if lt > 0 {
			h.text(h.src[h.pos : h.pos+lt])
			h.pos += lt
		}
		if err := h.tag(); err != nil {
			return err
		}
	}
	h.flush()
	return nil
}

// tag reads the markup at h.pos (which is '<').
func (h *htmlReader) tag() error {
	s := h.src[h.pos:]
	switch {
	case strings.HasPrefix(s, "<!--"):
		h.pos += skipPast(s, 4, "-->")
		return nil
	case strings.HasPrefix(s, "<!"), strings.HasPrefix(s, "<?"):
		h.pos += skipPast(s, 2, ">")
		return nil
	}
	end := strings.HasPrefix(s, "</")
	i := 1
	if end {
		i = 2
	}
	j := i
	for j < len(s) && (isASCIIAlnum(s[j]) || s[j] == '-' || s[j] == ':' || s[j] == '_') {
		j++
	}
	if j == i { // "<" not starting a tag: text
		h.text("<")
		h.pos++
		return nil
	}
	name := strings.ToLower(s[i:j])
	if k := strings.LastIndexByte(name, ':'); k >= 0 {
		name = name[k+1:] // o:p, v:shape…
	}
	k, attrs := tagEnd(s, j)
	h.pos += k
	if end {
		h.endTag(name)
		return nil
	}
	return h.startTag(name, attrs, strings.HasSuffix(strings.TrimSpace(attrs), "/"))
}

func (h *htmlReader) startTag(name, attrs string, selfClosing bool) error {
	if h.skip != "" {
		if name == h.skip && !selfClosing {
			h.skipN++
		}
		return nil
	}
	if name == "head" {
		h.head = true
		return nil
	}
	if name == "body" {
		h.head = false
	}
	if htmlRawText[name] {
		// Content up to the end tag is not shown.
		if k := indexFold(h.src[h.pos:], "</"+name); k >= 0 {
			h.pos += k
		} else {
			h.pos = len(h.src)
		}
		return nil
	}
	if !selfClosing && !htmlVoid[name] && isHiddenHTML(attrs) {
		h.skip, h.skipN = name, 0
		return nil
	}
	switch {
	case name == "br":
		h.cur.WriteByte('\n')
		h.space = false
		return nil
	case htmlBlock[name]:
		h.flush()
		// An open p ends at the next block; an open li at the next li of its list.
		if n := len(h.open); n > 0 && h.open[n-1] == "p" {
			h.open = h.open[:n-1]
		}
		if name == "li" {
			if n := len(h.open); n > 0 && h.open[n-1] == "li" {
				h.open = h.open[:n-1]
			}
		}
		if name == "td" || name == "th" {
			if n := len(h.open); n > 0 && (h.open[n-1] == "td" || h.open[n-1] == "th") {
				h.open = h.open[:n-1]
			}
		}
	case name == "sup" || name == "sub":
	default:
		return nil // inline elements carry nothing the text needs
	}
	if selfClosing || htmlVoid[name] {
		return nil
	}
	if h.maxDepth >= 0 && len(h.open) >= h.maxDepth {
		return fmt.Errorf("alt-chunk HTML nesting exceeds limit MaxXMLDepth=%d", h.maxDepth)
	}
	h.open = append(h.open, name)
	return nil
}

func (h *htmlReader) endTag(name string) {
	if h.skip != "" {
		if name == h.skip {
			if h.skipN == 0 {
				h.skip = ""
			} else {
				h.skipN--
			}
		}
		return
	}
	if name == "head" {
		h.head = false
		return
	}
	if htmlBlock[name] {
		h.flush()
	}
	for i := len(h.open) - 1; i >= 0; i-- {
		if h.open[i] == name {
			h.open = h.open[:i]
			return
		}
	}
}

// text adds character data to the current paragraph.
func (h *htmlReader) text(s string) {
	if h.skip != "" || h.head || s == "" {
		return
	}
	s = html.UnescapeString(s)
	sup, pre := false, false
	for _, o := range h.open {
		switch o {
		case "sup":
			sup = true
		case "pre":
			pre = true
		}
	}
	if sup {
		s, _ = superscriptText(s)
	}
	if pre {
		h.cur.WriteString(s)
		return
	}
	for _, r := range s {
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f' {
			h.space = h.cur.Len() > 0
			continue
		}
		if h.space {
			h.cur.WriteByte(' ')
			h.space = false
		}
		h.cur.WriteRune(r)
	}
}

// flush ends the current paragraph, its kind from the open elements.
func (h *htmlReader) flush() {
	t := strings.TrimFunc(h.cur.String(), unicode.IsSpace)
	h.cur.Reset()
	h.space = false
	if t == "" {
		return
	}
	kind, level, lists := BlockParagraph, 0, 0
	for _, o := range h.open {
		switch o {
		case "ul", "ol":
			lists++
		case "li":
			kind, level = BlockListItem, max(lists, 1)
		case "blockquote":
			if kind == BlockParagraph {
				kind = BlockQuote
			}
		case "td", "th":
			kind, level = BlockTableCell, 0
		case "h1", "h2", "h3", "h4", "h5", "h6":
			kind, level = BlockHeading, int(o[1]-'0')
		}
	}
	h.out = append(h.out, chunkPara{text: t, kind: kind, level: level})
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

// isHiddenHTML reports whether an element's attributes hide it.
func isHiddenHTML(attrs string) bool {
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

func isASCIIAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// indexFold is strings.Index ignoring ASCII case.
func indexFold(s, sub string) int {
	n := len(sub)
	for i := 0; i+n <= len(s); i++ {
		if strings.EqualFold(s[i:i+n], sub) {
			return i
		}
	}
	return -1
}

var reCharset = regexp.MustCompile(`(?i)<meta[^>]*charset\s*=\s*["']?\s*([a-z0-9_\-]+)`)

// decodeHTML returns the HTML as UTF-8: a BOM, else the charset a meta
// element declares (UTF-8, Windows-1250/1252, ISO-8859-2), else UTF-8
// when the bytes are valid, else the text detection of TXT files.
func decodeHTML(data []byte) (string, error) {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		return string(bytes.ToValidUTF8(data[3:], []byte("\uFFFD"))), nil
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}), bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		out, err := xunicode.UTF16(xunicode.LittleEndian, xunicode.ExpectBOM).NewDecoder().Bytes(data)
		if err != nil {
			return "", fmt.Errorf("%w: alt-chunk HTML in UTF-16: %v", ErrEncoding, err)
		}
		return string(out), nil
	}
	head := data[:min(len(data), 4096)]
	if m := reCharset.FindSubmatch(head); m != nil {
		cs := strings.ToLower(string(m[1]))
		var cm *charmap.Charmap
		switch cs {
		case "utf-8", "utf8":
			return string(bytes.ToValidUTF8(data, []byte("\uFFFD"))), nil
		case "windows-1250", "cp1250", "x-cp1250":
			cm = charmap.Windows1250
		case "windows-1252", "cp1252", "iso-8859-1", "latin1", "us-ascii":
			cm = charmap.Windows1252
		case "iso-8859-2", "latin2":
			cm = charmap.ISO8859_2
		default:
			if utf8.Valid(data) {
				return string(data), nil
			}
			return "", fmt.Errorf("%w: alt-chunk HTML in character set %q, which is not read", ErrEncoding, cs)
		}
		out, err := cm.NewDecoder().Bytes(data)
		if err != nil {
			return "", fmt.Errorf("%w: alt-chunk HTML: %v", ErrEncoding, err)
		}
		return string(out), nil
	}
	text, _, err := decodeText(data)
	if err != nil {
		return "", fmt.Errorf("alt-chunk HTML: %w", err)
	}
	return text, nil
}
