package check

import (
	"context"
	"strings"

	"citeguard/cite"
	"citeguard/engine"
	"citeguard/library"
	"citeguard/norm"
	"citeguard/reports"
)

// Locating a quotation in the library by its words, when the memo does not
// say (or does not say rightly) where it comes from.
const (
	pieceWords = 6 // words of one piece searched verbatim
	maxPieces  = 4 // pieces searched per quotation
	maxLocated = 4 // sources a quotation is verified against
)

// pieces are a few runs of pieceWords words of a quotation, from its
// segments' starts, middles and ends: a quotation with one word changed
// still has a piece that stands verbatim in its source.
func pieces(quote string) []string {
	var out []string
	seen := map[string]bool{}
	for _, seg := range strings.FieldsFunc(quote, func(r rune) bool { return r == '[' || r == ']' || r == '…' || r == '(' || r == ')' }) {
		ws := strings.Fields(strings.ReplaceAll(seg, "...", " "))
		if len(ws) < pieceWords {
			if len(ws) >= 4 && !seen[seg] {
				seen[seg] = true
				out = append(out, strings.Join(ws, " "))
			}
			continue
		}
		for _, at := range []int{0, (len(ws) - pieceWords) / 2, len(ws) - pieceWords} {
			p := strings.Join(ws[at:at+pieceWords], " ")
			if !seen[p] {
				seen[p] = true
				out = append(out, p)
			}
		}
	}
	if len(out) > maxPieces {
		out = append(out[:maxPieces-1], out[len(out)-1])
	}
	return out
}

// locate returns the library sources where a piece of the quotation stands
// (one hit per source, at most maxLocated), skipping those skip rejects.
func (c *Checker) locate(ctx context.Context, quote string, skip func(*library.Source) bool) []library.Hit {
	var out []library.Hit
	seen := map[*library.Source]bool{}
	for _, p := range append(pieces(quote), asciiPieces(quote)...) {
		hits, err := c.res.Search(ctx, p, 1)
		if err != nil {
			continue
		}
		for _, h := range hits {
			if h.Source == nil || seen[h.Source] || skip != nil && skip(h.Source) {
				continue
			}
			seen[h.Source] = true
			out = append(out, h)
			if len(out) == maxLocated {
				return out
			}
		}
	}
	return out
}

// located is the best verification of a claim against the sources its
// quotation was located in.
type located struct {
	res  engine.Result
	hit  library.Hit
	es   *norm.Source
	rend *library.Rendering
}

// verifyLocated verifies a claim's quotation against every source it was
// located in (as the claim's anchor allows) and keeps the best outcome;
// false when it stands nowhere.
func (c *Checker) verifyLocated(ctx context.Context, it engine.Item, quote string, skip func(*library.Source) bool) (located, bool) {
	var best located
	found := false
	for _, h := range c.locate(ctx, quote, skip) {
		for _, r := range h.Source.Readable() {
			es, err := c.res.EngineText(r.TextHash)
			if err != nil {
				continue
			}
			cand := it
			cand.AnchorResolved = resolvedAnchor(h.Source, it.SourceID)
			res := engine.VerifyAgainstWith(cand, es, memoRules)
			if !found || betterResult(res, best.res) {
				best, found = located{res, h, es, r}, true
			}
		}
	}
	return best, found
}

// quoteWithoutSource checks a quotation the memo gives no identifier for:
// located verbatim (or nearly) in a library source, it needs a citation
// (🟡); located with a change of meaning, it is 🔴; located nowhere, it is
// not checked.
func (c *Checker) quoteWithoutSource(ctx context.Context, quote string, it engine.Item, rc reports.Claim) (reports.Claim, []string, bool) {
	l, ok := c.verifyLocated(ctx, it, quote, nil)
	if !ok || !fits(l.res) && !(l.res.MaterialChange() && !l.res.NearChange()) {
		return rc, nil, false
	}
	c.fill(&rc, l.res, l.es, l.rend)
	where := c.place(l.hit)
	rc.Found.Reanchored = cite.Found(cite.LocatedBySearch, where...)
	if l.res.MaterialChange() {
		rc.Found.Note = cite.Wrap(rc.Found.Note, cite.NoCitationForPassage, where...)
		return rc, l.hit.Source.Hashes(), true
	}
	rc.Status = cite.WymagaOsadu
	rc.Found.Note = cite.Found(cite.QuoteFoundNoCitation, where...)
	return rc, l.hit.Source.Hashes(), true
}

// changedElsewhere is, for a quotation its cited source does not hold
// (🟠, or 🔴 naming no change), what another library source says of it:
// when the quotation is that source's passage within the approximate
// tolerance but for a change of meaning, it is 🔴 — misattributed and
// changed, naming the passage and the change (misattribution runs the
// material-change test too). Else rc as it is.
func (c *Checker) changedElsewhere(ctx context.Context, it engine.Item, quote string, cited *library.Source, rc reports.Claim) reports.Claim {
	it.Anchor = nil // the memo's anchor names the cited source, not this one
	l, ok := c.verifyLocated(ctx, it, quote, func(s *library.Source) bool { return cited != nil && s.ID == cited.ID })
	if !ok || !l.res.MaterialChange() || l.res.NearChange() {
		return rc
	}
	where := c.place(l.hit)
	rc.Status, rc.OsiagnietyPoziom = cite.Niezweryfikowany, cite.Istnienie.String()
	rc.Found.RealSource = c.describe(l.hit)
	rc.Found.Note = cite.Wrap(l.res.Found, cite.ChangedQuoteOfOther, append([]string{label(cited)}, where...)...)
	for _, d := range l.res.Diff {
		rc.Diff = append(rc.Diff, reports.Change{Rodzaj: d.Rodzaj, Cytat: d.Cytat, Zrodlo: d.Zrodlo})
	}
	rc.SourcePassage = c.hitText(l.hit)
	rc.SourcePlace = c.hitPlace(l.hit)
	return rc
}
