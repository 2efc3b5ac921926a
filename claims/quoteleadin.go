package claims

// The lead-in of a quotation set off after it: „Sąd przypomniał przy tym,
// że:” ⏎ – „…”. It anchors the quotation and says nothing of its own.

import (
	"sort"
	"strings"

	"citeguard/cite"
)

// listMarks are the characters that may stand between a lead-in's colon
// and the quotation it introduces: white space, a Markdown block's ">",
// and the marks of a bullet („– „…””, „• „…””).
const listMarks = " \t\n\r\f\u00a0>–—-•*·"

// onlyListMarks reports whether s holds nothing but listMarks.
func onlyListMarks(s string) bool { return strings.Trim(s, listMarks) == "" }

// leadsIntoQuote reports whether sentence i is the lead-in of a quotation
// set off after it: its text (without closing footnote marks) ends with
// a colon, and the next quotation starts right after the sentence, with
// only white space and list marks between (a new paragraph, a dash
// bullet, a Markdown block, an unmarked block quotation).
func (x *extractor) leadsIntoQuote(i int) bool {
	s := x.sents[i]
	if !strings.HasSuffix(strings.TrimRight(x.text[s.Start:x.clauseEnd(s)], " \t\n\u00a0"), ":") {
		return false
	}
	k := sort.Search(len(x.quotes), func(j int) bool { return x.quotes[j].Start >= s.End })
	if k == len(x.quotes) {
		return false
	}
	return onlyListMarks(x.text[s.End:x.quotes[k].Start])
}

// assertsNothing reports whether a claim of sentence i says nothing a
// source said: a paraphrase, a court's position or a pinpoint thesis of
// the lead-in of a quotation set off after it (its words only introduce
// the quotation, which is the claim), of the memo's advice or of a
// sentence that only mentions a ruling as cited (statesNoHolding, advice.go),
// or one with no words at all („Sąd przypomniał, że:” whose quotation was
// not recognised). What a court did (fakt_proceduralny) stays, but a
// lead-in whose only verb reports a court's words is no procedural fact.
func (x *extractor) assertsNothing(i int, cl *Claim) bool {
	switch cl.ClaimType {
	case cite.Parafraza, cite.StanowiskoSadu, cite.TezaPinpoint:
	case cite.FaktProceduralny:
		// „Dalej, jak podkreślił Sąd Apelacyjny w przywołanym wyżej
		// wyroku:” says nothing the court did; „… oddalił apelację i
		// przytoczył:” does.
		ws := wordsOf(cl.ClaimText)
		return !isProcedure(ws) && !statesOutcome(ws) && x.leadsIntoQuote(i)
	default:
		return false
	}
	if len(wordsOf(cl.ClaimText)) == 0 {
		return true
	}
	if x.leadsIntoQuote(i) {
		return !keepBeforeLeadIn(cl)
	}
	return x.statesNoHolding(i)
}

// keepBeforeLeadIn keeps what a lead-in's claim says before the clause
// that introduces the quotation („SN przyjął, że przewoźnik odpowiada
// niezależnie od winy, i dodał:” holds the position „przewoźnik odpowiada
// niezależnie od winy”): it cuts the claim's text there and reports
// whether at least minPositionWords words are left.
func keepBeforeLeadIn(cl *Claim) bool {
	k := leadIn(cl.ClaimText)
	if k < 0 {
		return false
	}
	t := strings.TrimRight(cl.ClaimText[:k], " ,:;–-")
	if len(wordsOf(t)) < minPositionWords {
		return false
	}
	cl.ClaimText = t
	return true
}

// usedOf returns which citations of sentence i are used so far.
func (x *extractor) usedOf(i int) []bool {
	out := make([]bool, len(x.cits[i]))
	for k := range x.cits[i] {
		out[k] = x.cits[i][k].used
	}
	return out
}

// dropEmptyClaims removes the claims from index n on (those classifyPlain
// made for sentence i) that assert nothing (assertsNothing). When it
// removes one, the citations of the sentence are used again as they were
// before (used): a lead-in's citation stands as a reference of its own
// (powołanie) unless the quotation it introduces takes it.
func (x *extractor) dropEmptyClaims(i, n int, used []bool) {
	kept := x.claims[:n]
	dropped := false
	for k := n; k < len(x.claims); k++ {
		if x.assertsNothing(i, &x.claims[k]) {
			dropped = true
			continue
		}
		kept = append(kept, x.claims[k])
	}
	if !dropped {
		return
	}
	x.claims = kept
	if len(kept) > n {
		return // a procedural fact of the sentence keeps what it used
	}
	for k := range x.cits[i] {
		if c := &x.cits[i][k]; !c.Unsigned {
			c.used = used[k]
		}
	}
}
