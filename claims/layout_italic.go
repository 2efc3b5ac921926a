package claims

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Quotations marked by italics alone.
//
// A memo may set a quotation in italics without quotation marks:
//
//	Sąd Najwyższy wyjaśnił: Roszczenie przedawnia się z upływem lat
//	sześciu, a dla świadczeń okresowych trzech. (the sentence in italics)
//
// The extraction gives the italic ranges (Input.Italics). An italic range
// is a quotation when it is of sentence length (minItalicWords words),
// ends a sentence (its last character, or the one right after it, ends
// one, or a citation in parentheses follows), lies outside every
// quotation by marks, and is introduced: the words before it in its block
// end with a colon, or with „że”/„iż” after words that name a source or
// report what one says (introducesSource), or it opens a block whose
// previous block ends with a colon. Short italic terms, Latin phrases
// („inter alia”, „de lege lata”) and titles are none: too short, or not
// introduced, or not ending a sentence (a title goes on with its
// publisher's comma).

// minItalicWords is the fewest words with letters an italic range needs
// to be a quotation: a sentence, not a term or a title.
const minItalicWords = 8

// italicQuotes adds to the quotations qs of unit u (in order) its
// quotations marked by italics alone; prevColon: the body's previous
// unit ends with a colon.
func italicQuotes(text string, u unit, qs []Quotation, italics []Span, prevColon bool) []Quotation {
	if u.Footnote != 0 || len(italics) == 0 {
		return qs
	}
	k := sort.Search(len(italics), func(j int) bool { return italics[j].End > u.Start })
	added := false
	for ; k < len(italics) && italics[k].Start < u.End; k++ {
		s, e := trimSpan(text, max(italics[k].Start, u.Start), min(italics[k].End, u.End))
		// Italics joined over white space and punctuation only are one
		// range (a run split by the editor).
		for k+1 < len(italics) && italics[k+1].Start < u.End && strings.Trim(text[e:italics[k+1].Start], " \t\n\u00a0") == "" {
			k++
			e = min(italics[k].End, u.End)
			s, e = trimSpan(text, s, e)
		}
		if s >= e || overlapsQuote(qs, s, e) || !italicSentence(text, s, e, u.End) {
			continue
		}
		if !italicIntroduced(text, u.Start, s, prevColon) {
			continue
		}
		qs = append(qs, Quotation{Start: s, End: e, InStart: s, InEnd: e})
		added = true
	}
	if added {
		sort.SliceStable(qs, func(i, j int) bool { return qs[i].Start < qs[j].Start })
	}
	return qs
}

// overlapsQuote reports whether [s, e) shares text with a quotation of qs.
func overlapsQuote(qs []Quotation, s, e int) bool {
	for _, q := range qs {
		if q.Start < e && s < q.End {
			return true
		}
	}
	return false
}

// italicSentence reports whether text[s:e] is of sentence length and ends
// a sentence: its last character ends one, or the text after it (up to
// the block's end hi) is a full stop, the block's end, or a citation in
// parentheses; and it holds lower-case letters (no heading in capitals).
func italicSentence(text string, s, e, hi int) bool {
	t := text[s:e]
	n, lower := 0, false
	for _, w := range strings.Fields(t) {
		letters := false
		for _, r := range w {
			if unicode.IsLetter(r) {
				letters = true
				lower = lower || unicode.IsLower(r)
			}
		}
		if letters {
			n++
		}
	}
	if n < minItalicWords || !lower {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(t)
	if strings.ContainsRune(".!?…", last) {
		return true
	}
	after := strings.TrimLeft(text[e:hi], " \t\u00a0")
	if after == "" {
		return true
	}
	r, _ := utf8.DecodeRuneInString(after)
	return strings.ContainsRune(".!?…(", r)
}

// italicIntroduced reports whether the words of the block before an
// italic range at s (from lo) introduce it: they end with a colon, or
// with „że”/„iż” after words that name a source or report what one says;
// or there are none and the block before ends with a colon.
func italicIntroduced(text string, lo, s int, prevColon bool) bool {
	before := strings.TrimRight(text[lo:s], " \t\n\u00a0")
	if before == "" {
		return prevColon
	}
	if strings.HasSuffix(before, ":") {
		return true
	}
	ws := wordsOf(before)
	if len(ws) < 2 {
		return false
	}
	if last := ws[len(ws)-1].s; last != "że" && last != "iż" {
		return false
	}
	return introducesSource(lastSentenceOf(before))
}
