package check

import (
	"context"
	"strings"

	"citeguard/cite"
	"citeguard/claims"
	"citeguard/reports"
)

// The safety net of accuracy §1: the claim extractor ties a quotation or a
// holding to the best of its candidate sources; when it does not stand
// there, another candidate of its own sentence or footnote may hold it.

// closeCandidate reports a candidate of the claim's own sentence, table
// row or footnote (never a por./zob. citation: the claim extractor gives none).
func closeCandidate(k cite.Candidate) bool {
	switch k.From {
	case cite.FromCitation, cite.FromFootnote, cite.FromIbidem, cite.FromTable:
		// A table row is one unit, like a sentence: a provision another
		// cell names is a candidate of the quotation's own unit.
		return true
	}
	return false
}

// safetyNet re-checks a quotation or a holding that does not stand in its
// anchor against the memo's other candidates for it:
//   - a claim the memo attributes to several sources equally well
//     (Ambiguous) is 🟡 naming them when one of them holds it, 🔴 when none;
//   - otherwise, a claim found in another candidate of its own sentence or
//     footnote is tied to that one, with a note („kotwica ustalona z
//     kontekstu”); a misattribution is reported only when none holds it.
func (c *Checker) safetyNet(ctx context.Context, cl claims.Claim, env claimEnv, rc reports.Claim, used []string) (reports.Claim, []string, *reports.NotChecked) {
	rc.Candidates = otherCandidates(cl)
	if !cl.ClaimType.Quotes() && cl.ClaimType != cite.StanowiskoSadu && cl.ClaimType != cite.Parafraza || len(cl.Candidates) < 2 {
		return rc, used, nil
	}
	if holds(rc) && !cl.Ambiguous || rc.Status == cite.BrakZrodla {
		// A source absent from the library is a finding of its own (a
		// signature nobody can find may be invented): it is never traded
		// for a neighbouring citation that happens to cover the words.
		return rc, used, nil
	}
	var found []reports.Claim
	var foundIDs []string
	var changed *reports.Claim // a candidate whose passage the quotation changes in meaning
	changedID := ""
	allCompared := rc.SourceFile != "" // a source text was read for every candidate
	for _, k := range cl.Candidates[1:] {
		if !cl.Ambiguous && !closeCandidate(k) || k.Anchor.Identity() == cl.Anchor.Identity() {
			continue
		}
		alt := cl
		alt.Anchor, alt.SourceID, alt.Candidates, alt.Ambiguous = k.Anchor, k.SourceID, nil, false
		krc, kused, skip := c.verifyAnchor(ctx, alt, env)
		if skip != nil {
			allCompared = false
			continue
		}
		used = append(used, kused...)
		allCompared = allCompared && krc.SourceFile != ""
		if holds(krc) {
			found, foundIDs = append(found, krc), append(foundIDs, k.SourceID)
		} else if changed == nil && approxChange(krc) {
			changed, changedID = &krc, k.SourceID
		}
	}
	if len(found) == 0 && changed != nil && !holds(rc) && !approxChange(rc) && rc.Status != cite.Niezweryfikowany {
		// Not in its anchor (🟠), but another candidate's passage within the
		// approximate tolerance, changed in meaning: 🔴 against that one.
		best := *changed
		best.ID, best.Candidates = rc.ID, rc.Candidates
		best.Found.Reanchored = cite.Found(cite.ContextAnchor, cl.SourceID, changedID)
		return best, used, nil
	}
	switch {
	case cl.Ambiguous:
		names := candidateIDs(cl)
		if holds(rc) {
			found, foundIDs = append([]reports.Claim{rc}, found...), append([]string{cl.SourceID}, foundIDs...)
		}
		if len(found) == 0 && !allCompared {
			// Not every source could be looked up, so no comparison says
			// the claim stands in none of them: the anchor's own verdict
			// (🟡 „wymaga identyfikacji”, ⛔) serves.
			return rc, used, nil
		}
		if len(found) == 0 {
			if rc.Status != cite.BrakZrodla {
				rc.Status = cite.Niezweryfikowany
			}
			rc.Found.Note = cite.Wrap(rc.Found.Note, cite.NoneOfSeveral, names...)
			return rc, used, nil
		}
		best := found[0]
		best.ID, best.Candidates = rc.ID, rc.Candidates
		best.Status = cite.WymagaOsadu
		best.Found.Note = cite.Found(cite.OneOfSeveral, strings.Join(names, "; "), strings.Join(foundIDs, "; "))
		return best, used, nil
	case len(found) > 0:
		best := found[0]
		best.ID, best.Candidates = rc.ID, rc.Candidates
		best.Found.Reanchored = cite.Found(cite.ContextAnchor, cl.SourceID, foundIDs[0])
		return best, used, nil
	}
	return rc, used, nil
}

// holds reports a verification that found the claim in its source: a
// quotation verbatim or with minor differences (FRAGMENT), a holding or a
// paraphrase with its terms in a compact passage (TREŚĆ). A quotation whose
// words are merely covered (WYMAGA_OSADU) is not held: a changed quotation
// must not escape its 🔴 through a neighbouring citation on the same topic.
func holds(rc reports.Claim) bool {
	switch rc.Status {
	case cite.Zweryfikowany, cite.Zmodyfikowany:
		return true
	case cite.WymagaOsadu:
		return !rc.ClaimType.Quotes()
	}
	return false
}

// otherCandidates names the claim's candidates besides its anchor, for the
// report.
func otherCandidates(cl claims.Claim) []string {
	var out []string
	for i, k := range cl.Candidates {
		if i == 0 && k.Anchor.Identity() == cl.Anchor.Identity() || k.SourceID == "" {
			continue
		}
		out = append(out, k.SourceID)
	}
	return out
}

func candidateIDs(cl claims.Claim) []string {
	var out []string
	for _, k := range cl.Candidates {
		if k.SourceID != "" {
			out = append(out, k.SourceID)
		}
	}
	return out
}

// approxChange reports a quotation found within the approximate tolerance
// with a change of its meaning (🔴 naming the change), not merely a
// nearest passage unlike it.
func approxChange(rc reports.Claim) bool {
	return rc.Status == cite.Niezweryfikowany && len(rc.Found.Note) > 0 && rc.Found.Note[0].Code == cite.QuoteChangesSource
}
