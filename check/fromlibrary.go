package check

// The fail-safe of issue 22 (class 2): no quotation of sentence length is
// dropped silently. A quotation whose source the memo does not name is
// looked for in the whole library by its words, and always reported.
//
// The claim extractor marks such a quotation as a claim with
// AnchorFrom == cite.FromLibrary and an empty anchor (claims/failsafe.go:
// of sentence length, and not from a document outside the library); check
// does the search (fromLibrary). A quotation of sentence length it still
// leaves in Ignored as having no source near it (claims.WhyNoSource) is
// searched too (libraryIgnored), and reported only when the library
// holds it. So is one it leaves there as a document's outside the library
// (claims.WhyOutside), as a safety net for an origin read wrong: reported
// only when it is, changed in meaning, a passage of a ruling
// (outsideInRuling).

import (
	"context"
	"sort"
	"strconv"
	"strings"

	"citeguard/cite"
	"citeguard/claims"
	"citeguard/engine"
	"citeguard/library"
	"citeguard/reports"
)

// minLibraryQuoteWords is the shortest quotation left without a source
// that is searched in the library: a shorter one is a term, a name or a
// phrase, not a sentence of a source.
const minLibraryQuoteWords = 6

// minOutsideRulingWords is the shortest quotation of a document outside
// the library that is looked for among the rulings: a sentence, not a
// phrase a contract and a ruling may share.
const minOutsideRulingWords = 10

// fromLibrary checks a quotation whose source the memo does not name
// against the library source that holds it:
//   - found verbatim or with minor differences: its status there, with
//     „memo nie wskazuje źródła — znaleziono w …”;
//   - found (verbatim but for the change, within the approximate
//     tolerance) with a change of meaning: 🔴 against that source;
//   - found nowhere: 🟡 WYMAGA_OSADU „cytat bez wskazanego źródła” (it
//     never blocks on its own); found is false then.
func (c *Checker) fromLibrary(ctx context.Context, cl claims.Claim, it engine.Item, rc reports.Claim) (reports.Claim, []string, bool) {
	q := quotedText(cl)
	if q == "" {
		return needsIdentification(it, rc, cite.Found(cite.QuoteWithoutSource)), nil, false
	}
	it.ClaimType, it.Quote, it.ClaimText = cite.CytatDoslowny, q, ""
	l, ok := c.verifyLocated(ctx, it, q, nil)
	if !ok || !fits(l.res) && !(l.res.MaterialChange() && !l.res.NearChange()) {
		// Found nowhere, or only a passage like it: with no source named, a
		// passage that is not even an approximate match may be another
		// text's (an act outside the library worded alike).
		return needsIdentification(it, rc, cite.Found(cite.QuoteWithoutSource)), nil, false
	}
	c.fill(&rc, l.res, l.es, l.rend)
	rc.SourceID = shortName(l.hit.Source)
	where := c.place(l.hit)
	rc.Found.Reanchored = cite.Found(cite.LocatedBySearch, where...)
	rc.SourcePlace = sourcePlace(l.hit.Source, l.es, l.res.Zakres, "")
	if l.res.MaterialChange() {
		rc.Found.Note = cite.Wrap(rc.Found.Note, cite.NoCitationForPassage, where...)
	} else {
		rc.Found.Note = cite.Wrap(rc.Found.Note, cite.SourceNotNamed, where...)
	}
	return rc, l.hit.Source.Hashes(), true
}

// outsideInRuling checks a quotation the memo gives as a document's
// outside the library (a contract, general terms, a party's letter)
// against the rulings of the library: when it is a ruling's passage within
// the approximate tolerance but for a change of meaning („na okres 24
// miesięcy” for the ruling's „12 miesięcy”), the origin was read wrong or
// the memo passes a ruling off as a document: 🔴 against that ruling.
// Anything else — found verbatim or with minor differences (a ruling
// quoting the same clause), found in an act (a contract or general terms
// restate a statute and may depart from it rightly), found nowhere — keeps
// it a quotation of the outside document; found is false then.
func (c *Checker) outsideInRuling(ctx context.Context, cl claims.Claim, it engine.Item, rc reports.Claim) (reports.Claim, []string, bool) {
	it.ClaimType, it.Quote, it.ClaimText = cite.CytatDoslowny, cl.Quote, ""
	l, ok := c.verifyLocated(ctx, it, cl.Quote, func(s *library.Source) bool { return s.Meta.Kind != library.Judgment })
	if !ok || l.hit.Source.Meta.Kind != library.Judgment || l.res.Status != cite.Niezweryfikowany || !l.res.MaterialChange() || l.res.NearChange() {
		return rc, nil, false
	}
	// The words of an act the ruling restates in its own way („w myśl art.
	// 385¹ § 1 k.c. za niedozwolone uznaje się postanowienia …”): the
	// quotation stands in the act, so the ruling's rewording is no change
	// of meaning the memo made.
	if a, ok := c.verifyLocated(ctx, it, cl.Quote, func(s *library.Source) bool { return s.Meta.Kind == library.Judgment }); ok && a.res.Status != cite.Niezweryfikowany {
		return rc, nil, false
	}
	c.fill(&rc, l.res, l.es, l.rend)
	rc.SourceID = shortName(l.hit.Source)
	where := c.place(l.hit)
	rc.Found.Reanchored = cite.Found(cite.LocatedBySearch, where...)
	rc.SourcePlace = sourcePlace(l.hit.Source, l.es, l.res.Zakres, "")
	rc.Found.Note = cite.Wrap(rc.Found.Note, cite.OutsideButRuling, where...)
	return rc, l.hit.Source.Hashes(), true
}

// libraryIgnored is the quotations the claim extractor left without a
// source (claims.WhyNoSource) that are of sentence length, and those it
// gave to a document outside the library (claims.WhyOutside) of
// minOutsideRulingWords and more, as claims to be searched in the library
// (FromLibrary), each with the index of its entry in ignored. Their IDs
// are "B1", "B2", … in memo order.
func libraryIgnored(ignored []claims.Ignored) ([]claims.Claim, []int) {
	var out []claims.Claim
	var at []int
	for i, ig := range ignored {
		n := len(strings.Fields(ig.Text))
		if !(ig.Why == claims.WhyNoSource && n >= minLibraryQuoteWords || ig.Why == claims.WhyOutside && n >= minOutsideRulingWords) {
			continue
		}
		out = append(out, claims.Claim{ClaimType: cite.CytatDoslowny, Quote: ig.Text, Start: ig.Start, End: ig.End, AnchorFrom: cite.FromLibrary})
		at = append(at, i)
	}
	for i := range out {
		out[i].ID = "B" + strconv.Itoa(i+1)
	}
	return out, at
}

// withLibraryQuotes checks the quotations libraryIgnored makes claims of
// and puts those the library holds among the memo's results, in memo
// order (starts: the memo offset of each result); the rest stay ignored.
func (c *Checker) withLibraryQuotes(ctx context.Context, memo *MemoInput, results []reports.Claim, starts []int, ignored []claims.Ignored) ([]reports.Claim, []claims.Ignored, []string) {
	cls, at := libraryIgnored(ignored)
	var used []string
	drop := map[int]bool{}
	for k, cl := range cls {
		look := c.fromLibrary
		if ignored[at[k]].Why == claims.WhyOutside {
			look = c.outsideInRuling
		}
		rc, hashes, found := look(ctx, cl, item(cl), baseClaim(cl))
		if !found {
			continue
		}
		placeInMemo(&rc, memo, cl)
		if rc.MemoPassage == "" {
			rc.MemoPassage = memo.bodyPassage(cl)
		}
		i := sort.SearchInts(starts, cl.Start)
		results = append(results[:i], append([]reports.Claim{rc}, results[i:]...)...)
		starts = append(starts[:i], append([]int{cl.Start}, starts[i:]...)...)
		used = append(used, hashes...)
		drop[at[k]] = true
	}
	if len(drop) == 0 {
		return results, ignored, used
	}
	var kept []claims.Ignored
	for i, ig := range ignored {
		if !drop[i] {
			kept = append(kept, ig)
		}
	}
	return results, kept, used
}
