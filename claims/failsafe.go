package claims

import (
	"strings"

	"citeguard/pl"
)

// The fail-safe of issue 22 (class 2): no quotation is dropped silently. A
// quotation that nothing anchors becomes a claim with anchor_from
// "biblioteka" and an empty anchor, which check searches in the whole
// library — unless it is short (a term, a phrase: minLibraryQuote words),
// or its sentence says it comes from outside the library: a contract, a
// policy, general terms, a statement, a party's words (WhyOutside).

// minLibraryQuote is the fewest words a quotation with no source needs to
// be searched in the library: a shorter one is a term or a phrase.
const minLibraryQuote = 6

// unanchoredReason is why quotation q of sentence s, which attribution a
// gave no anchor, is not a claim; "" when it is one (the fail-safe).
func (x *extractor) unanchoredReason(s Sentence, q Quotation, a attribution) string {
	if len(strings.Fields(x.text[q.InStart:q.InEnd])) < minLibraryQuote {
		return WhyNoSource
	}
	if a.party || x.outsideOrigin(s, q) {
		return WhyOutside
	}
	// An act's title after its date, where the date's „r.” ended the
	// sentence before it („ustawa z dnia 22 maja 2003 r. „o …””).
	lo := max(0, q.Start-60)
	for lo < q.Start && x.text[lo]&0xC0 == 0x80 {
		lo++
	}
	if actTitle(x.text[lo:q.Start], clean(x.text[q.InStart:q.InEnd])) {
		return WhyTitle
	}
	return ""
}

// outsideOrigin reports whether sentence s names, outside its quotations,
// a document that is no source of the library as the origin of its
// quoted words (pl.OutsideOrigins: „umowa”, „polisa”, „OWU”, „regulamin”,
// „oświadczenie”, „pismo”, „e-mail”).
func (x *extractor) outsideOrigin(s Sentence, q Quotation) bool {
	for _, w := range wordsOf(x.outsideQuotes(s)) {
		if outsideDocument(w.s) {
			return true
		}
	}
	return false
}

// outsideIntroduces reports whether the words right before quotation q
// (its lead-in, up to outsideLeadWords words, within its sentence s) name
// an outside document as what says the quoted words: the document speaks
// ("§ 5 ust. 2 OWU stanowi: „…”", "Umowa przewiduje"), it is what the
// words are in accordance with ("zgodnie z klauzulą 7 umowy", "w myśl
// regulaminu"), or a clause of it is cited ("§ 5 OWU: „…”"). A document
// merely named in the lead-in ("Spółka podpisała Umowę po negocjacjach:")
// is not the quotation's origin.
func (x *extractor) outsideIntroduces(s Sentence, q Quotation) bool {
	lo := s.Start
	for _, o := range x.quotesIn(s) {
		if o.End <= q.Start && o.End > lo {
			lo = o.End
		}
	}
	ws := wordsOf(x.text[lo:q.Start])
	if len(ws) > outsideLeadWords {
		ws = ws[len(ws)-outsideLeadWords:]
	}
	for i, w := range ws {
		if !outsideDocument(w.s) {
			continue
		}
		for j := i + 1; j < len(ws) && j <= i+2; j++ {
			if pl.StatuteIntro.Has(ws[j].s) || pl.RestateVerbs.Has(ws[j].s) {
				return true
			}
		}
		if strings.ContainsRune(x.text[max(lo, lo+ws[i].start-12):lo+ws[i].start], '§') {
			return true // "§ 5 OWU stanowi", "w § 12 umowy"
		}
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			if pl.OutsideLeadIns.Has(ws[j].s) {
				return true
			}
		}
		if i == len(ws)-1 && strings.HasSuffix(strings.TrimSpace(x.text[lo:q.Start]), ":") {
			return true // "… w § 5 OWU: „…”", "Umowa: „…”"
		}
	}
	return false
}

// outsideDocument reports whether w names a document that is no source of
// the library (pl.OutsideOrigins, but not pl.NotOutsideOrigins).
func outsideDocument(w string) bool {
	return pl.OutsideOrigins.HasPrefixOf(w) && !pl.NotOutsideOrigins.HasPrefixOf(w)
}

// outsideLeadWords is how many words before a quotation its lead-in is.
const outsideLeadWords = 12

// outsideQuotes is sentence s's text with its quotations left out.
func (x *extractor) outsideQuotes(s Sentence) string {
	var b strings.Builder
	at := s.Start
	for _, q := range x.quotesIn(s) {
		if q.Start > at {
			b.WriteString(x.text[at:q.Start])
		}
		b.WriteByte(' ')
		at = max(at, q.End)
	}
	if at < s.End {
		b.WriteString(x.text[at:s.End])
	}
	return b.String()
}
