package claims

// A procedural fact told by a participle after what a court said: "„…” —
// przypomniał SN w wyroku z dnia … (II UKN 1/99), oddalając kasację
// wnioskodawcy, który …".

import (
	"strings"

	"citeguard/cite"
	"citeguard/pl"
)

// participleProcedure adds the procedural fact of sentence i (whose
// quotations qs were claims) that a participle of pl.ProcedureParticiples
// after a comma tells, when a signed ruling is cited in the sentence before
// the participle: the fact is what that ruling's court did. Its text runs
// from the participle to the end of its clause (a relative clause, „,
// który …”, is part of it), before a quotation after it.
func (x *extractor) participleProcedure(i int, ws []word, qs []Quotation) {
	s := x.sents[i]
	st := x.text[s.Start:s.End]
	for k, w := range ws {
		if k == 0 || !pl.ProcedureParticiples.Has(w.s) || !strings.Contains(st[ws[k-1].end:w.start], ",") {
			continue
		}
		lo := s.Start + w.start
		var c *Citation
		for j := range x.cits[i] {
			cj := &x.cits[i][j]
			if cj.Start < lo && eligible(cj) && cj.Kind == JudgmentCitation && !cj.Unsigned && !cj.InQuote {
				c = cj
			}
		}
		if c == nil || x.partyBefore(target{i: i, start: lo}) {
			return
		}
		hi := x.clauseEnd(s)
		for _, q := range qs {
			if q.Start > lo && q.Start < hi {
				hi = q.Start
			}
		}
		// The clause ends at a comma not followed by a relative clause.
		for m := k + 1; m < len(ws); m++ {
			p := s.Start + ws[m].start
			if p >= hi {
				break
			}
			if strings.Contains(st[ws[m-1].end:ws[m].start], ",") && !pl.RelativeWhich.Has(ws[m].s) {
				hi = s.Start + ws[m-1].end
				break
			}
		}
		text, end := x.procedureText(lo, hi)
		if len(wordsOf(text)) < minProcedureWords-1 {
			return
		}
		cl := Claim{ClaimType: cite.FaktProceduralny, ClaimText: text, Start: lo, End: end, Footnote: s.Footnote,
			Anchor: c.Anchor, SourceID: sourceID(c.Anchor), AnchorFrom: cite.FromCitation}
		c.used = true
		x.claims = append(x.claims, cl)
		return
	}
}
