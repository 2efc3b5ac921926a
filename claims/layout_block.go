package claims

import (
	"regexp"
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
// is an ordinary quotation. A parenthesis that opens with „tak:”, „por.”,
// „zob.”, „podobnie” (pl.InnerCiteOpeners) is the quoted court citing its
// own authorities, at the block's end too: quoted text, never the block's
// anchor, which is the citation that introduces it.
//
// A Markdown "> " quotation of several lines is one block; its quote is
// its lines without their markers. The earlier message of an e-mail's
// reply ("> " lines or an indented paragraph under „W dniu … napisał(a):”)
// is never a block quotation (blockIntroduced).

// blockQuote says whether unit u, whose quotations by marks are qs, is a
// block quotation without marks, and returns its one quotation.
// introduced: the body's previous unit ends with a colon, or is a block
// quotation taken as a quotation.
//
// Whether the colon before it introduces it is blockIntroduced's: an
// e-mail's "> " lines under „W dniu … napisał(a):” are the earlier
// message of a reply, not a quotation of anything the library holds.
func blockQuote(text string, u unit, qs []Quotation, introduced bool) (Quotation, bool) {
	if u.Kind != BlockQuote || u.Footnote != 0 || !introduced {
		return Quotation{}, false
	}
	s, e := trimSpan(text, u.Start, u.End)
	md := strings.HasPrefix(text[s:e], ">")
	if md {
		// A Markdown "> " quotation: the markers of its lines are not
		// quoted text (blockQuoteText leaves them out).
		rest := strings.TrimLeft(text[s:e], ">")
		s, e = trimSpan(text, e-len(rest), e)
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
	return Quotation{Start: s, End: e, InStart: s, InEnd: e, Block: true, marked: md}, true
}

// plainBlock reports whether block quotation u is set off in the text
// itself, as a plain-text form sets it: Markdown "> " markers, or an
// indent of spaces or a tab before it on its line (a DOCX, ODT or PDF
// block's indent is layout, not text; so is a TXT block's, which the
// extraction's clean-up takes out of the text and marks as a block).
func plainBlock(text string, u unit) bool {
	s, _ := trimSpan(text, u.Start, u.End)
	if strings.HasPrefix(text[s:], ">") {
		return true
	}
	ls := strings.LastIndexByte(text[:s], '\n') + 1
	return ls < s && strings.Trim(text[ls:s], " \t") == ""
}

// blockIntroduced says whether the body's previous unit prev, which ends
// with a colon, introduces block quotation u: never an e-mail's reply
// header („W dniu … Jan Nowak napisał(a):”); for a plain-text form's
// block (plainBlock), only a sentence that names a source or reports what
// one says (introducesSource).
func blockIntroduced(text string, prev, u unit) bool {
	last := lastSentenceOf(text[prev.Start:prev.End])
	if replyHeader(last) {
		return false
	}
	return !plainBlock(text, u) || introducesSource(last)
}

// lastSentenceOf is the last sentence of a paragraph that ends with a
// colon: from the last full stop followed by a space, or the last line
// break, to its end.
func lastSentenceOf(p string) string {
	p = strings.TrimRight(p, " \t\n\u00a0")
	at := strings.LastIndexByte(p, '\n') + 1
	if k := strings.LastIndex(p, ". "); k+2 > at && k >= 0 && !endsAbbreviation(p[:k]) {
		at = k + 2
	}
	return p[at:]
}

// endsAbbreviation reports whether s ends with an abbreviation whose dot
// ends no sentence („art”, „ust”, „r”, „k.c”).
func endsAbbreviation(s string) bool {
	ws := wordsOf(s[max(0, len(s)-24):])
	if len(ws) == 0 {
		return false
	}
	w := strings.TrimSuffix(ws[len(ws)-1].s, ".")
	return pl.Abbreviations.Has(w) || pl.SentenceEndAbbreviations.Has(w) || len([]rune(w)) <= 2
}

// replyHeader reports whether a line ending with a colon is an e-mail's
// reply header: a verb of pl.ReplyHeaderVerbs among its last words, a
// date, a time or an address before it (a digit or an "@"), and no
// signature or court („Sąd Najwyższy w wyroku …, II CSK 1/19, napisał:”
// introduces a quotation of the ruling).
func replyHeader(line string) bool {
	ws := wordsOf(line)
	verb := false
	for k := max(0, len(ws)-3); k < len(ws); k++ {
		verb = verb || pl.ReplyHeaderVerbs.Has(ws[k].s)
	}
	return verb && strings.ContainsAny(line, "0123456789@") && len(findSignatures(line)) == 0 && len(pl.FindCourts(line)) == 0
}

// introducesSource reports whether the sentence before a colon introduces
// a quotation of a source: it holds a signature, a provision („art. 5”,
// „§ 2”) or a court, or a word that reports what a court or a provision
// says („wskazał”, „stanowi”, „czytamy”, „I dalej:”), or a ruling's form
// („w uzasadnieniu tego wyroku”).
func introducesSource(sent string) bool {
	if len(findSignatures(sent)) > 0 || len(pl.FindCourts(sent)) > 0 || reProvisionWord.MatchString(sent) {
		return true
	}
	for _, w := range wordsOf(sent) {
		s := pastUnfolded(w.s)
		if _, ok := pl.FormWord(s); ok {
			return true // „W uzasadnieniu tego wyroku czytamy:”
		}
		if pl.ReportVerbs.Has(s) || pl.StanowiskoVerbs.Has(s) || pl.StatuteIntro.Has(s) || pl.ContinuationWords.Has(s) || pl.AdoptVerbs.Has(s) {
			return true
		}
	}
	return false
}

// reProvisionWord is a provision's unit before its number: „art. 5”,
// „§ 2”, „ust. 1”.
var reProvisionWord = regexp.MustCompile(`(?i)(?:\bart\.?|§|\bust\.)\s*\d`)

// blockQuoteText is the quoted text of quotation q: the text between its
// marks, without the bullet markers of the list items it runs over
// (dropItemMarkers), and for a Markdown "> " block its lines without
// their markers.
func blockQuoteText(text string, q Quotation) string {
	t := text[q.InStart:q.InEnd]
	if !q.marked || !strings.Contains(t, "\n") {
		return dropItemMarkers(t)
	}
	lines := strings.Split(t, "\n")
	for k := 1; k < len(lines); k++ {
		l := strings.TrimLeft(lines[k], " \t")
		l = strings.TrimLeft(l, ">")
		lines[k] = strings.TrimPrefix(l, " ")
	}
	return strings.Join(lines, "\n")
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
				if len(p) > 240 || !strings.ContainsAny(p, "0123456789") || i == 0 || innerCitation(p) {
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

// innerCitation reports whether a parenthesis („(tak: wyrok SN …)”,
// „(por. …)”) is the quoted court citing its own authorities: its first
// word is one of pl.InnerCiteOpeners. Inside a block quotation it is
// quoted text, not the memo's anchor for the block.
func innerCitation(paren string) bool {
	ws := wordsOf(paren[:runeEnd(paren, min(len(paren), 24))])
	return len(ws) > 0 && pl.InnerCiteOpeners.Has(ws[0].s)
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
