package claims

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// unit is a stretch of text that no sentence, quotation or citation
// crosses: one block of the body, or one footnote.
type unit struct {
	Start, End int
	Footnote   int    // footnote number, 0 in the body
	Kind       string // the block's kind (BlockParagraph…), "" for a footnote
	cell       *Cell  // a table cell's place in its table
	// message: the unit is one message of a chat thread, under its
	// header (chat.go).
	message bool
}

// units cuts the text into blocks of the body and footnotes, in text
// order. The body's blocks are in.Blocks when the extraction gives them,
// else they are read from the text (textBlocks); the footnotes' text is
// never part of a body block.
func units(in Input) []unit {
	text := in.Text
	fns := footnoteSpans(text, in.Footnotes)
	var out []unit
	body := func(lo, hi int) {
		if lo >= hi {
			return
		}
		if len(in.Blocks) == 0 {
			out = textBlocks(text, lo, hi, out)
			return
		}
		// The given blocks, clipped to [lo, hi); text no block covers
		// is read as blocks of its own.
		at := lo
		k := sort.Search(len(in.Blocks), func(i int) bool { return in.Blocks[i].End > lo })
		for ; k < len(in.Blocks) && in.Blocks[k].Start < hi; k++ {
			b := in.Blocks[k]
			s, e := max(b.Start, at), min(b.End, hi)
			s, e = runeStart(text, s), runeStart(text, e)
			if s >= e {
				continue
			}
			if s > at {
				out = textBlocks(text, at, s, out)
			}
			out = append(out, unit{Start: s, End: e, Kind: b.Kind, cell: blockCell(b, k)})
			at = e
		}
		if at < hi {
			out = textBlocks(text, at, hi, out)
		}
	}
	at := 0
	for _, f := range fns {
		body(at, f.Text.Start)
		out = append(out, unit{Start: f.Text.Start, End: f.Text.End, Footnote: f.Number})
		at = f.Text.End
	}
	body(at, len(text))
	return joinSplitQuotes(text, chatMessages(text, out))
}

// footnoteSpans returns the footnotes whose text lies in the text, snapped
// to rune boundaries, sorted by start, without overlaps (the first wins).
func footnoteSpans(text string, fns []Footnote) []Footnote {
	var fs []Footnote
	for _, f := range fns {
		if f.Text.Start < 0 || f.Text.End > len(text) || f.Text.Start >= f.Text.End {
			continue
		}
		f.Text.Start, f.Text.End = runeStart(text, f.Text.Start), runeStart(text, f.Text.End)
		if f.Text.Start < f.Text.End {
			fs = append(fs, f)
		}
	}
	sort.SliceStable(fs, func(i, j int) bool { return fs[i].Text.Start < fs[j].Text.Start })
	out := fs[:0]
	at := 0
	for _, f := range fs {
		if f.Text.Start >= at {
			out = append(out, f)
			at = f.Text.End
		}
	}
	return out
}

// runeStart moves i forward to the start of a character.
func runeStart(text string, i int) int {
	for i < len(text) && !utf8.RuneStart(text[i]) {
		i++
	}
	return i
}

// textBlocks reads the blocks of text[lo:hi] when the extraction gave none:
// a blank line ends a block (not one around a page break); a Markdown
// heading ("# …") is a block of one line; a line that starts with a list
// marker ("1.", "a)", "-", "•") starts a list item; consecutive "> " lines
// are a block quotation. Line breaks inside a block are not boundaries.
func textBlocks(text string, lo, hi int, out []unit) []unit {
	start := -1 // start of the open block, -1 when none
	kind := ""
	flush := func(end int) {
		if start >= 0 {
			if s, e := trimSpan(text, start, end); s < e {
				out = append(out, unit{Start: s, End: e, Kind: kind})
			}
		}
		start = -1
	}
	for ls := lo; ls < hi; {
		le := strings.IndexByte(text[ls:hi], '\n')
		if le < 0 {
			le = hi
		} else {
			le += ls
		}
		line := strings.TrimLeft(text[ls:le], " \t\r\f")
		lk := lineKind(line)
		switch {
		case strings.TrimSpace(line) == "":
			// A run of blank lines: the block ends unless a page break
			// stands in it (a paragraph running on to the next page).
			b := ls
			for b < hi && strings.ContainsRune(" \t\r\n\f", rune(text[b])) {
				b++
			}
			a := ls
			if a > lo && text[a-1] == '\n' {
				a--
			}
			for a > lo && a > ls-8 && strings.ContainsRune(" \t\r\f", rune(text[a-1])) {
				a--
			}
			if !strings.ContainsRune(text[a:b], '\f') {
				flush(ls)
			}
			if b >= hi {
				ls = hi
				continue
			}
			if nl := strings.LastIndexByte(text[ls:b], '\n'); nl >= 0 {
				ls += nl + 1
				continue
			}
		case lk == BlockHeading:
			flush(ls)
			start, kind = ls, BlockHeading
			flush(le)
		case lk == BlockListItem || lk == BlockQuote && kind != BlockQuote || lk != BlockQuote && kind == BlockQuote:
			flush(ls)
			start, kind = ls, lk
		case start < 0:
			start, kind = ls, BlockParagraph
		}
		ls = le + 1
	}
	flush(hi)
	return out
}

// lineKind says what a line of a text without blocks starts: a Markdown
// heading, a list item, a "> " quotation, or "" (running text).
func lineKind(line string) string {
	switch {
	case strings.HasPrefix(line, "#"):
		n := len(line) - len(strings.TrimLeft(line, "#"))
		if n <= 6 && n < len(line) && line[n] == ' ' {
			return BlockHeading
		}
	case strings.HasPrefix(line, "> ") || line == ">":
		return BlockQuote
	case strings.HasPrefix(line, "- ") || strings.HasPrefix(line, "* ") || strings.HasPrefix(line, "• ") || strings.HasPrefix(line, "– "):
		return BlockListItem
	}
	// "1. ", "12) ", "a) ": a list marker.
	i := 0
	for i < len(line) && i < 3 && line[i] >= '0' && line[i] <= '9' {
		i++
	}
	if i == 0 && len(line) > 1 && line[0] >= 'a' && line[0] <= 'z' && line[1] == ')' {
		i = 1
	}
	if i > 0 && i+1 < len(line) && (line[i] == '.' || line[i] == ')') && line[i+1] == ' ' {
		return BlockListItem
	}
	return ""
}
