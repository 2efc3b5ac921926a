package extract

import (
	"regexp"
	"strings"
)

var (
	reMDHeading  = regexp.MustCompile(`^ {0,3}(#{1,6})(?:[ \t]|$)`)
	reMDSetext   = regexp.MustCompile(`^ {0,3}(=+|-+)[ \t]*$`)
	reMDBreak    = regexp.MustCompile(`^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$`)
	reMDQuote    = regexp.MustCompile(`^ {0,3}>`)
	reMDList     = regexp.MustCompile(`^([ \t]*)(?:[-*+•–]|\d{1,9}[.)]|[a-zA-Z][.)])[ \t]+\S`)
	reTXTList    = regexp.MustCompile(`^([ \t]*)(?:[-*•–—]|\(?\d{1,3}[.)]|[a-zA-Z][.)]|[IVXLC]{1,6}\.)[ \t]+\S`)
	reMDFootnote = regexp.MustCompile(`^\[\^([^\]\s]{1,32})\]:[ \t]?`)
)

// textBlocks finds the blocks of a TXT or MD body (Block's rules) and
// records them in m; the lines of tables (body ranges whose blocks the
// reader recorded: texttables.go) are none of its blocks.
func textBlocks(m *mapped, md bool, tables []span) {
	text := string(m.b)
	lines := lineSpans(text)
	cur := draftBlock{start: -1, indent: -1}
	end := func(at int) {
		if cur.start >= 0 && cur.start < at {
			cur.end = at
			if md && cur.kind == BlockParagraph && isMDBold(text[cur.start:cur.end]) {
				cur.kind = BlockHeading // the bold-paragraph heading rule
			}
			m.blocks = append(m.blocks, cur)
		}
		cur = draftBlock{start: -1, indent: -1}
	}
	begin := func(at int, kind BlockKind, level int) {
		cur = draftBlock{start: at, kind: kind, level: level, indent: -1}
	}
	prevEnd := 0
	quoteNext := false // TXT: an indented line next is a block quotation
	usual := 0         // TXT: the text's usual indent
	if !md {
		usual = usualIndent(text)
	}
	lastStart := -1 // the start of the previous line
	inTable := func(at int) bool {
		for _, t := range tables {
			if t.s <= at && at < t.e {
				return true
			}
		}
		return false
	}
	for _, ln := range lines {
		s := text[ln.start:ln.end]
		blank := strings.TrimSpace(s) == ""
		switch {
		case inTable(ln.start):
			end(prevEnd)
		case blank:
			end(prevEnd)
		case md && reMDHeading.MatchString(s):
			end(prevEnd)
			begin(ln.start, BlockHeading, len(reMDHeading.FindStringSubmatch(s)[1]))
			end(ln.end)
		case md && cur.start >= 0 && cur.kind == BlockParagraph && reMDSetext.MatchString(s):
			cur.kind, cur.level = BlockHeading, 1
			if strings.Contains(s, "-") {
				cur.level = 2
			}
			end(ln.end)
		case md && reMDBreak.MatchString(s):
			end(prevEnd) // a thematic break: a paragraph of its own
			begin(ln.start, BlockParagraph, 0)
			end(ln.end)
		case md && reMDQuote.MatchString(s):
			rest := strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(s), ">"))
			if rest == "" {
				// ">" alone ends a paragraph of the quotation; the next
				// one starts here.
				end(prevEnd)
				begin(ln.start, BlockQuote, 0)
				break
			}
			if cur.start < 0 || cur.kind != BlockQuote {
				end(prevEnd)
				begin(ln.start, BlockQuote, 0)
			}
		case !md && indentWidth(s) >= usual+minQuoteIndent && strings.TrimSpace(s) != "" && !reTXTList.MatchString(s) && (cur.start >= 0 && cur.kind == BlockQuote || quoteNext):
			// A TXT block quotation: lines indented under a line that
			// ends with a colon; a blank line between indented
			// paragraphs starts the next paragraph of the quotation.
			if cur.start < 0 || cur.kind != BlockQuote {
				end(prevEnd)
				begin(ln.start, BlockQuote, 0)
			}
		case !md && cur.start >= 0 && cur.kind == BlockQuote && cur.start >= lastStart:
			// One indented line and running text right under it: a
			// paragraph with a first-line indent, not a quotation.
			cur.kind = BlockParagraph
		case !md && cur.start >= 0 && cur.kind == BlockQuote:
			// The quotation's indent ends: running text again.
			end(prevEnd)
			begin(ln.start, BlockParagraph, 0)
		case (md && reMDList.MatchString(s)) || (!md && reTXTList.MatchString(s)):
			end(prevEnd)
			re := reTXTList
			if md {
				re = reMDList
			}
			indent := len(strings.ReplaceAll(re.FindStringSubmatch(s)[1], "\t", "    "))
			begin(ln.start, BlockListItem, indent/2+1)
		default:
			if cur.start < 0 {
				begin(ln.start, BlockParagraph, 0)
			}
		}
		prevEnd = ln.end
		lastStart = ln.start
		if !blank {
			// The next indented line is a quotation after a line that
			// ends with a colon, or after one of the quotation's own.
			t := strings.TrimRight(s, " \t\r")
			quoteNext = strings.HasSuffix(t, ":") || cur.start >= 0 && cur.kind == BlockQuote && !md
		}
	}
	end(len(text))
}

// minQuoteIndent is how much deeper than the text's usual indent
// (usualIndent) a TXT block quotation's lines are indented: a tab or four
// spaces.
const minQuoteIndent = 4

// indentWidth is the width of a line's leading white space, a tab counted
// as four spaces.
func indentWidth(s string) int {
	n := 0
	for _, r := range s {
		switch r {
		case ' ':
			n++
		case '\t':
			n += 4
		default:
			return n
		}
	}
	return n
}

// usualIndent is the indent of most of a TXT text's letters outside its
// lists: 0 for a text
// whose paragraphs start at the margin, the common indent of one that
// indents every line (a judgment exported with its margin as spaces).
func usualIndent(text string) int {
	weight := map[int]int{}
	for _, l := range strings.Split(text, "\n") {
		if t := strings.TrimSpace(l); t != "" && !reTXTList.MatchString(l) {
			weight[indentWidth(l)] += len(t)
		}
	}
	usual, best := 0, -1
	for in, w := range weight {
		if w > best || w == best && in < usual {
			usual, best = in, w
		}
	}
	return usual
}

// mdFootnoteDefs finds the footnote definitions of a Markdown text
// ("[^1]: text", continued by indented lines) and returns, per label, the
// range of the whole definition and of its text.
type mdDef struct {
	label                 string
	start, end            int // the definition, with its line break
	textStart, textEnding int
}

func mdFootnoteDefs(text string) []mdDef {
	var defs []mdDef
	var cur *mdDef
	for s := 0; s < len(text); {
		e := strings.IndexByte(text[s:], '\n')
		next := len(text)
		if e >= 0 {
			next = s + e + 1
		}
		ln := strings.TrimRight(text[s:next], "\r\n")
		switch m := reMDFootnote.FindStringSubmatchIndex(ln); {
		case m != nil:
			defs = append(defs, mdDef{label: ln[m[2]:m[3]], start: s, end: next, textStart: s + m[1], textEnding: s + len(ln)})
			cur = &defs[len(defs)-1]
		case cur != nil && (strings.HasPrefix(ln, "  ") || strings.HasPrefix(ln, "\t")) && strings.TrimSpace(ln) != "":
			cur.end, cur.textEnding = next, s+len(ln) // an indented continuation
		case cur != nil && strings.TrimSpace(ln) == "" && cur.end == s:
			// A blank line may separate paragraphs of one footnote: it
			// belongs to it only when an indented line follows.
			if k := next; k < len(text) && (strings.HasPrefix(text[k:], "  ") || strings.HasPrefix(text[k:], "\t")) {
				cur.end = next
			} else {
				cur = nil
			}
		default:
			cur = nil
		}
		s = next
	}
	return defs
}

// isMDBold reports whether a Markdown paragraph is set wholly in bold
// ("**MEMORANDUM**") and is short enough to be a heading.
func isMDBold(s string) bool {
	s = strings.TrimSpace(s)
	if len(s) > 200 || strings.Count(s, "\n") > 2 {
		return false
	}
	for _, m := range []string{"**", "__"} {
		if len(s) > 2*len(m) && strings.HasPrefix(s, m) && strings.HasSuffix(s, m) && !strings.Contains(s[len(m):len(s)-len(m)], m) {
			return true
		}
	}
	return false
}
