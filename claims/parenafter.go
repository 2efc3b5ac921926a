package claims

// A quotation's citation in parentheses right after it, when the quotation
// ends with its own full stop: „przepis stanowi: „… orzeczenie.” (art. 401¹
// k.p.c.), a w tej sprawie …”, „„… ochrony.” (I CSK 1/20), co …”. The
// sentence splitter ends the sentence at the quotation's full stop, so the
// parenthesis opens the next sentence; it is still the citation written
// right after the quotation, and it beats the ruling its paragraph is about
// (issue 22, class 6: an explicit signature wins).

import (
	"strings"

	"citeguard/pl"
)

// nextParenCands is the candidates of quotation t from a parenthesis that
// opens the next sentence of its block and holds only citations (nothing
// but closing marks between the quotation and it): each is scored as a
// citation right after the quotation in its own sentence (citationCand),
// so a provision speaks where the lead-in lets it („przepis stanowi:”)
// and a court's quoted words keep the provision it relied on a powołanie.
// A next sentence that is only the citation is step 4's (nastepne).
func (x *extractor) nextParenCands(t target, ctx sentCtx) []cand {
	if !t.quote || !x.endsSentence(t) || t.i+1 >= len(x.sents) || !x.sameBlock(t.i, t.i+1) || x.bareCitation(t.i+1) {
		return nil
	}
	s, n := x.sents[t.i], x.sents[t.i+1]
	if t.end > n.Start || !onlyClosing(x.text[t.end:n.Start]) {
		return nil
	}
	open := n.Start + len(x.text[n.Start:n.End]) - len(strings.TrimLeft(x.text[n.Start:n.End], " \t\n\u00a0"))
	if open >= n.End || x.text[open] != '(' {
		return nil
	}
	end := closingParen(x.text[open:n.End])
	if end < 0 {
		return nil
	}
	end += open
	var in []*Citation
	for k := range x.cits[t.i+1] {
		c := &x.cits[t.i+1][k]
		if c.Start > open && c.End <= end && eligible(c) && c.strong() {
			in = append(in, c)
		}
	}
	if len(in) == 0 || x.wordsOutside(x.text[open+1:end], open+1, x.cits[t.i+1]) > 0 {
		return nil
	}
	src := ctxSource{t.i, s, x.cits[t.i]}
	out := make([]cand, 0, len(in))
	for _, c := range in {
		cd := x.citationCand(t, c, src, ctx)
		cd.why = append(cd.why, "nawias otwierający następne zdanie")
		out = append(out, cd)
	}
	return out
}

// closingParen is the offset in s (which opens with "(") of the
// parenthesis that closes it, or -1.
func closingParen(s string) int {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// wordsOutside counts the words of s (which starts at offset at of the
// text) longer than two letters that no citation of cs covers and that
// are no por./zob. words: the words a parenthesis holds besides its
// citations.
func (x *extractor) wordsOutside(s string, at int, cs []Citation) int {
	n := 0
	for _, w := range wordsOf(s) {
		if len([]rune(w.s)) <= 2 || pl.PorWords.Has(w.s) {
			continue
		}
		in := false
		for k := range cs {
			if c := &cs[k]; c.Kind != CourtCitation && at+w.start >= c.Start && at+w.start < c.End {
				in = true
				break
			}
		}
		if !in {
			n++
		}
	}
	return n
}
