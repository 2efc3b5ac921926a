package claims

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Quotation is one top-level quotation: [Start, End) includes the marks,
// [InStart, InEnd) is the text inside them. Inner (nested) quotations are
// part of the outer one.
type Quotation struct {
	Start, End     int
	InStart, InEnd int
	// Block: a block quotation without marks (layout_block.go): the
	// whole block is the quoted text.
	Block bool
	// marked: a Markdown "> " block quotation, whose line markers are
	// not quoted text (blockQuoteText).
	marked bool
}

// maxQuote bounds a quotation's length; an opening mark not closed within it
// is a stray mark.
const maxQuote = 20000

// findQuotes returns the top-level quotations of text[lo:hi] in order. It
// knows „…” „…“ “…” "…" »…« «…» ‚…’ ‹…› and nesting of any of them in
// another; a quotation may cross line and page breaks but not a blank line
// (a new paragraph), except a blank line around a page break.
func findQuotes(text string, lo, hi int) []Quotation {
	type open struct {
		r   rune
		pos int
	}
	var out []Quotation
	var stack []open
	// Every closed pair is kept; the top-level ones are those no other
	// closed pair contains (so a quotation closed inside a stray opener
	// still counts).
	closeTo := func(depth int, pos, size int) {
		o := stack[depth]
		out = append(out, Quotation{Start: o.pos, End: pos + size, InStart: o.pos + utf8.RuneLen(o.r), InEnd: pos})
		stack = stack[:depth]
	}
	// find returns the depth of the innermost open quote accepted by closer c.
	find := func(accept func(rune) bool) int {
		for d := len(stack) - 1; d >= 0; d-- {
			if accept(stack[d].r) {
				return d
			}
		}
		return -1
	}
	for i := lo; i < hi; {
		c := text[i]
		if !quoteByte[c] {
			// Nothing of interest: skip to the next candidate byte.
			j := i + 1
			for j < hi && !quoteByte[text[j]] {
				j++
			}
			for len(stack) > 0 && j-stack[0].pos > maxQuote {
				stack = stack[1:] // a stray opener: forget it, keep scanning (linear time)
			}
			i = j
			continue
		}
		if c < 0x80 {
			switch c {
			case '"':
				prev := prevRune(text, lo, i)
				opening := prev == 0 || unicode.IsSpace(prev) || strings.ContainsRune("([{/-–—:„«»", prev)
				if d := find(func(r rune) bool { return r == '"' || r == '„' || r == '“' }); d >= 0 && !opening {
					closeTo(d, i, 1)
				} else if opening {
					stack = append(stack, open{'"', i})
				}
			case '\n':
				if j := blankLine(text, i, hi); j > 0 {
					stack = stack[:0] // a new paragraph: unclosed quotes were stray
					i = j
					continue
				}
			}
			for len(stack) > 0 && i-stack[0].pos > maxQuote {
				stack = stack[1:] // a stray opener: forget it
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		switch r {
		case '„', '‚', '‹':
			stack = append(stack, open{r, i})
		case '”':
			if d := find(func(o rune) bool { return o == '„' || o == '“' || o == '"' }); d >= 0 {
				closeTo(d, i, size)
			}
		case '“':
			if n := len(stack); n > 0 && (stack[n-1].r == '„' || stack[n-1].r == '"') {
				closeTo(n-1, i, size)
			} else {
				stack = append(stack, open{r, i})
			}
		case '»':
			if n := len(stack); n > 0 && stack[n-1].r == '«' {
				closeTo(n-1, i, size)
			} else {
				stack = append(stack, open{r, i})
			}
		case '«':
			if n := len(stack); n > 0 && stack[n-1].r == '»' {
				closeTo(n-1, i, size)
			} else {
				stack = append(stack, open{r, i})
			}
		case '’', '‘':
			if d := find(func(o rune) bool { return o == '‚' || o == '‘' }); d >= 0 && d == len(stack)-1 {
				closeTo(d, i, size)
			} else if r == '‘' && (i == lo || unicode.IsSpace(prevRune(text, lo, i))) {
				stack = append(stack, open{r, i})
			}
		case '›':
			if d := find(func(o rune) bool { return o == '‹' }); d >= 0 {
				closeTo(d, i, size)
			}
		}
		i += size
	}
	sort.Slice(out, func(a, b int) bool {
		if out[a].Start != out[b].Start {
			return out[a].Start < out[b].Start
		}
		return out[a].End > out[b].End
	})
	top := out[:0]
	for _, q := range out {
		if n := len(top); n > 0 && q.Start < top[n-1].End {
			continue // nested in the one before
		}
		top = append(top, q)
	}
	return top
}

// quoteByte marks the bytes a quotation mark or a paragraph break starts
// with: '"', '\n', and the lead bytes of « » (C2) and „ ” “ ‚ ’ ‘ ‹ › (E2).
var quoteByte = [256]bool{'"': true, '\n': true, 0xC2: true, 0xE2: true}

// blankLine reports, for a '\n' at i, the offset after a blank line that
// starts there (a paragraph break), or 0. A break that holds a form feed (a
// page break) is not a paragraph break.
func blankLine(text string, i, hi int) int {
	j := i + 1
	nl := 1
	for j < hi {
		switch text[j] {
		case ' ', '\t', '\r':
		case '\n':
			nl++
		case '\f':
			return 0
		default:
			if nl >= 2 {
				return j
			}
			return 0
		}
		j++
	}
	return 0
}

func prevRune(text string, lo, i int) rune {
	if i <= lo {
		return 0
	}
	r, _ := utf8.DecodeLastRuneInString(text[lo:i])
	return r
}

// gapMarks are the ways a memo marks an omission inside a quotation.
var gapMarks = []string{"[…]", "[...]", "(…)", "(...)", "[..]", "…", "..."}

// quoteSegments splits a quotation at its gaps; it returns nil when the
// quotation has none.
func quoteSegments(q string) []string {
	var segs []string
	rest := q
	found := false
	for {
		at, n := -1, 0
		for _, g := range gapMarks {
			if k := strings.Index(rest, g); k >= 0 && (at < 0 || k < at || k == at && len(g) > n) {
				at, n = k, len(g)
			}
		}
		if at < 0 {
			break
		}
		found = true
		if s := strings.TrimSpace(rest[:at]); s != "" {
			segs = append(segs, s)
		}
		rest = rest[at+n:]
	}
	if !found {
		return nil
	}
	if s := strings.TrimSpace(rest); s != "" {
		segs = append(segs, s)
	}
	return segs
}
