package claims

// The text of a claim: its clause without closing marks, the memo's own
// comment and the citations, and the words outside the quotations.

import (
	"citeguard/pl"
	"strings"
	"unicode/utf8"
)

// clauseEnd is the end of sentence s without its closing marks and
// footnote references.
func (x *extractor) clauseEnd(s Sentence) int {
	e := s.End
	for e > s.Start {
		t := x.text[s.Start:e]
		switch {
		case strings.HasSuffix(t, "]") && strings.LastIndex(t, "[^") >= len(t)-8 && strings.LastIndex(t, "[^") >= 0:
			e = s.Start + strings.LastIndex(t, "[^")
		case strings.HasSuffix(t, "."), strings.HasSuffix(t, " "), strings.HasSuffix(t, "!"), strings.HasSuffix(t, "?"), strings.HasSuffix(t, ";"):
			e--
		default:
			r, n := utf8.DecodeLastRuneInString(t)
			if !pl.IsSuperscriptDigit(r) {
				return e
			}
			e -= n
		}
	}
	return e
}

// trimComment cuts the memo's own comment off a claim's text: ", co
// przemawia na korzyść …", ", co oznacza, że …".
func trimComment(s string) string {
	for _, c := range []string{", co przemawia", ", co oznacza", ", co prowadzi", ", co potwierdza", ", co wskazuje", ", co przesądza",
		", co jest korzystne", ", co ma znaczenie", ", co uzasadnia", ", co świadczy", ", co skutkuje", ", co w naszej ocenie", ", co naszym zdaniem"} {
		if i := strings.Index(s, c); i > 0 {
			s = s[:i]
		}
	}
	return strings.TrimRight(s, " ,;:.")
}

// wordsOutsideQuotes returns the words of sentence i that stand outside
// its quotations qs (offsets in the sentence; read-only: they may be the
// sentence's cached words).
func (x *extractor) wordsOutsideQuotes(i int, qs []Quotation) []word {
	all := x.info(i).ws
	if len(qs) == 0 {
		return all
	}
	s := x.sents[i]
	out := x.wbuf[:0]
	for _, w := range all {
		in := false
		for _, q := range qs {
			if s.Start+w.start >= q.Start && s.Start+w.start < q.End {
				in = true
				break
			}
		}
		if !in {
			out = append(out, w)
		}
	}
	x.wbuf = out
	return out
}

// contentWords counts the words (of three bytes or more) of sentence s
// outside its citations and parentheses: a sentence of citations alone has
// none.
func (x *extractor) contentWords(s Sentence, ws []word, cs []Citation) int {
	st := x.text[s.Start:s.End]
	n := 0
	depth, at := 0, 0
	for _, w := range ws {
		for ; at < w.start; at++ {
			switch st[at] {
			case '(':
				depth++
			case ')':
				if depth > 0 {
					depth--
				}
			}
		}
		if depth > 0 || len(w.s) <= 2 || pl.PorWords.Has(w.s) {
			continue
		}
		in := false
		for k := range cs {
			if c := &cs[k]; c.Kind != CourtCitation && s.Start+w.start >= c.Start && s.Start+w.start < c.End {
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

// stripCitations returns text[lo:hi] without the citations of rulings in
// it and without the parentheses that hold a citation or only a few words,
// with white space collapsed and Markdown footnote marks removed.
func (x *extractor) stripCitations(lo, hi int, cs []Citation) string {
	t := x.text
	var b strings.Builder
	b.Grow(hi - lo)
	space := false
	ci := 0
	// A provision named in the clause ("zastosowanie art. 102 k.p.c.") is
	// what the claim says and stays; a ruling or a provision cited in
	// parentheses, the source, goes.
	keep := func(c *Citation) bool {
		return c.Kind == CourtCitation || c.InQuote || c.Kind == ActCitation && !inParensAt(t[lo:hi], c.Start-lo)
	}
	for i := lo; i < hi; {
		// Skip a citation that starts here.
		for ci < len(cs) && (cs[ci].End <= i || keep(&cs[ci])) {
			ci++
		}
		if ci < len(cs) && cs[ci].Start <= i {
			i = cs[ci].End
			space = true
			continue
		}
		c := t[i]
		switch {
		case c == '(':
			if j := strings.IndexByte(t[i:hi], ')'); j > 0 && !strings.ContainsRune(t[i+1:i+j], '(') {
				inner := t[i+1 : i+j]
				if strings.Contains(inner, "/") || len(strings.Fields(inner)) <= 12 || x.hasCitation(cs, i, i+j) {
					i += j + 1
					space = true
					continue
				}
			}
		case c == '[' && strings.HasPrefix(t[i:hi], "[^"):
			if j := strings.IndexByte(t[i:hi], ']'); j > 0 && j < 8 {
				i += j + 1
				continue
			}
		case c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f':
			space = true
			i++
			continue
		case c == 0xC2 && i+1 < hi && t[i+1] == 0xA0:
			space = true
			i += 2
			continue
		}
		if space && b.Len() > 0 && c != ',' && c != '.' && c != ';' {
			b.WriteByte(' ')
		}
		space = false
		b.WriteByte(c)
		i++
	}
	return strings.Trim(b.String(), " ,;:.–-")
}

// lineAsideStart is where a parenthesis closing text t begins when it
// stands on a line of its own: „- SO oddalił tam zażalenie⏎  (60 zł
// kosztów)”, „Sąd oddalił apelację.⏎(wyrok z …)” — an aside or a source
// line under the claim, not its words. It is the line break before the
// parenthesis, len(t) when t does not end so (a parenthesis that opens
// on the claim's own line is part of it).
func lineAsideStart(t string) int {
	e := len(strings.TrimRight(t, " \t\u00a0\r\n.,;"))
	if e == 0 || t[e-1] != ')' {
		return len(t)
	}
	depth := 0
	for k := e - 1; k >= 0; k-- {
		switch t[k] {
		case ')':
			depth++
		case '(':
			depth--
		}
		if depth > 0 {
			continue
		}
		// t[k] opens the closing parenthesis: only blanks back to a
		// line break, and words before that.
		b := len(strings.TrimRight(t[:k], " \t\u00a0"))
		if b == 0 || t[b-1] != '\n' || strings.TrimSpace(t[:b]) == "" {
			return len(t)
		}
		return len(strings.TrimRight(t[:b], " \t\u00a0\r\n"))
	}
	return len(t)
}
