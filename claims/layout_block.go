package claims

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"citeguard/cite"
	"citeguard/pl"
)

// Block quotations without quotation marks.
//
// A pleading or an opinion sets a long quotation off as a paragraph of its
// own, indented and often smaller, with no quotation marks:
//
//	Zgodnie z art. 448 k.c.:
//	    W razie naruszenia dobra osobistego sąd może przyznać …
//
// The extraction marks such a paragraph as a block quotation (BlockQuote:
// a quote style, an indent deeper than the body's, a smaller font). It is a
// quotation when the text before it introduces it — the body's previous
// paragraph ends with a colon — or when it goes on a block quotation that
// was one (a quotation of several paragraphs). Its quoted text is the whole
// block, without a citation in parentheses at its end ("… (wyrok SA w
// Szczecinie z dnia …, I ACa 312/14)."), which anchors it; quotation marks
// inside it are part of the quoted text. A block wholly in quotation marks
// is an ordinary quotation.

// blockQuote says whether unit u, whose quotations by marks are qs, is a
// block quotation without marks, and returns its one quotation.
// introduced: the body's previous unit ends with a colon, or is a block
// quotation taken as a quotation.
func blockQuote(text string, u unit, qs []Quotation, introduced bool) (Quotation, bool) {
	if u.Kind != BlockQuote || u.Footnote != 0 || !introduced {
		return Quotation{}, false
	}
	s, e := trimSpan(text, u.Start, u.End)
	if strings.HasPrefix(text[s:e], ">") {
		// A Markdown "> " quotation: the markers of its lines would be
		// part of the quoted text, so only one of a single line is a
		// block quotation without marks (its text after the marker).
		if strings.Contains(text[s:e], "\n") {
			return Quotation{}, false
		}
		s, e = trimSpan(text, s+1, e)
	}
	e = trailingCitation(text, s, e)
	if s >= e {
		return Quotation{}, false
	}
	// Wholly in marks (a trailing stop, note mark or citation aside): not
	// ours.
	for _, q := range qs {
		if q.Start <= s && onlyNoteMarks(text[q.End:e]) {
			return Quotation{}, false
		}
	}
	if !blockWords(text[s:e]) {
		return Quotation{}, false
	}
	return Quotation{Start: s, End: e, InStart: s, InEnd: e, Block: true}, true
}

// blockWords reports whether a block holds running text worth quoting: at
// least four words with letters.
func blockWords(s string) bool {
	n := 0
	for _, w := range strings.Fields(s) {
		for _, r := range w {
			if unicode.IsLetter(r) {
				n++
				break
			}
		}
	}
	return n >= 4
}

// trailingCitation returns the end of text[s:e] without a parenthesised
// citation closing it ("(wyrok …, I ACa 312/14)." / "(art. 5 k.c.)"): a
// last parenthesis, at most 240 bytes long, that holds a digit.
func trailingCitation(text string, s, e int) int {
	t := strings.TrimRight(text[s:e], " .;\n")
	if !strings.HasSuffix(t, ")") {
		return e
	}
	depth := 0
	for i := len(t) - 1; i >= 0; i-- {
		switch t[i] {
		case ')':
			depth++
		case '(':
			depth--
			if depth == 0 {
				p := t[i:]
				if len(p) > 240 || !strings.ContainsAny(p, "0123456789") || i == 0 {
					return e
				}
				end := s + i
				for end > s {
					r, n := utf8.DecodeLastRuneInString(text[s:end])
					if !unicode.IsSpace(r) {
						break
					}
					end -= n
				}
				return end
			}
		}
	}
	return e
}

// blockFrom says that a block quotation's anchor came from the text that
// introduces it (cite.FromBlock) where the attribution found it in a
// citation before the quotation; a citation after it ("… (wyrok …)") stays
// cite.FromCitation.
func blockFrom(cl *Claim, q Quotation, a attribution) {
	if !q.Block || cl.AnchorFrom != cite.FromCitation || a.best == nil {
		return
	}
	for _, c := range a.best.cs {
		if c.Start >= q.End {
			return
		}
	}
	cl.AnchorFrom = cite.FromBlock
}

// onlyNoteMarks reports whether s holds nothing but white space, closing
// punctuation and note marks ("[^4]", "⁴", "4").
func onlyNoteMarks(s string) bool {
	s = reMdRef.ReplaceAllString(s, "")
	return strings.TrimFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsDigit(r) || strings.ContainsRune(".;,)", r) || pl.IsSuperscriptDigit(r)
	}) == ""
}
