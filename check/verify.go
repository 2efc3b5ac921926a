package check

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"citeguard/cite"
	"citeguard/claims"
	"citeguard/engine"
	"citeguard/library"
	"citeguard/reports"
)

// verify resolves a claim's source in the library and verifies the claim
// against it. It returns the report's claim and the source versions used.
func (c *Checker) verify(ctx context.Context, cl claims.Claim) (reports.Claim, []string) {
	rc := baseClaim(cl)
	it := item(cl)
	if cl.Unresolved {
		return noSource(it, rc, fmt.Sprintf("skrót „%s” nie wskazuje jednoznacznie źródła — uzupełnij powołanie", cl.ShortForm)), nil
	}
	q, ok := library.QueryOf(cl.Anchor)
	if !ok {
		return noSource(it, rc, "brak kotwicy (sygnatury, ECLI, CELEX ani przepisu) — nie wiadomo, z czym porównać"), nil
	}
	res, err := c.res.Resolve(q)
	switch {
	case err != nil:
		return c.notFound(ctx, cl, it, rc, q, err), nil
	case res.Ambiguous:
		return ambiguous(it, rc, res), nil
	case len(res.Spans) > 0:
		return c.verifyProvision(ctx, cl, it, rc, res)
	}
	return c.verifySource(ctx, cl, it, rc, res.Sources[0])
}

// noSource is ⛔ BRAK ŹRÓDŁA with a note saying why.
func noSource(it engine.Item, rc reports.Claim, note string) reports.Claim {
	r := engine.VerifyAgainst(it, nil)
	rc.Status, rc.WymaganyPoziom, rc.OsiagnietyPoziom = cite.BrakZrodla, r.WymaganyPoziom, "BRAK"
	rc.Note = note
	return rc
}

// notFound is an anchor the library does not have (or could not resolve);
// a quotation that stands elsewhere in the library names where.
func (c *Checker) notFound(ctx context.Context, cl claims.Claim, it engine.Item, rc reports.Claim, q library.Query, err error) reports.Claim {
	note := "nie ma w bibliotece: " + q.String()
	var nf *library.NotFound
	if !errors.As(err, &nf) {
		note = "nie udało się rozwiązać kotwicy " + q.String() + ": " + err.Error()
	}
	rc = noSource(it, rc, note)
	if cl.Quote != "" {
		if hit, ok := c.findElsewhere(ctx, cl.Quote, nil); ok {
			rc.RealSource = c.describe(hit)
			rc.Note += "; cytat występuje w: " + rc.RealSource
		}
	}
	return rc
}

// ambiguous is a signature shared by different cases that the memo's court
// and date do not tell apart: 🟡 WYMAGA_OSADU, never a silent pick.
func ambiguous(it engine.Item, rc reports.Claim, res *library.Resolution) reports.Claim {
	r := engine.VerifyAgainst(it, nil)
	rc.Status, rc.WymaganyPoziom, rc.OsiagnietyPoziom = cite.WymagaOsadu, r.WymaganyPoziom, "BRAK"
	var which []string
	for _, s := range res.Sources {
		which = append(which, strings.TrimSpace(s.Meta.Court+" "+s.Meta.Date))
	}
	rc.Note = fmt.Sprintf("sygnatura niejednoznaczna: %d sprawy o tej sygnaturze (%s) — wskaż sąd lub datę orzeczenia",
		len(res.Sources), strings.Join(which, "; "))
	return rc
}

// verifySource verifies a claim against a resolved judgment, EU act or
// document: against every readable rendering, keeping the best outcome (a
// passage found in any rendering counts). A quotation that is not in the
// cited source but stands in another one is reported as misattributed.
func (c *Checker) verifySource(ctx context.Context, cl claims.Claim, it engine.Item, rc reports.Claim, src *library.Source) (reports.Claim, []string) {
	it.AnchorResolved = resolvedAnchor(src, cl.Anchor.Sygnatura)
	var best engine.Result
	var bestR *library.Rendering
	var bestES *engine.Source
	for _, r := range src.Readable() {
		es, err := c.res.EngineText(r.TextHash)
		if err != nil {
			c.log.Warn("reading a library text", "file", r.Path, "err", err)
			continue
		}
		res := engine.VerifyAgainstWith(it, es, memoRules)
		if bestR == nil || res.Status.Better(best.Status) {
			best, bestR, bestES = res, r, es
		}
	}
	if bestR == nil {
		return c.noText(it, rc, src), nil
	}
	c.fill(&rc, best, bestES, bestR)
	rc.SourcePlace = sourcePlace(src, bestES, best.Zakres, "")
	if cl.Quote != "" && (best.Status == cite.Niezweryfikowany || best.Status == cite.Kalibracja) && !anchorDiverged(best) {
		if hit, ok := c.findElsewhere(ctx, cl.Quote, src); ok {
			rc.Status, rc.OsiagnietyPoziom = cite.Niezweryfikowany, "ISTNIENIE"
			rc.RealSource = c.describe(hit)
			rc.Note = fmt.Sprintf("cytatu nie ma w powołanym źródle (%s) — pochodzi z: %s (błędne przypisanie, BLOKADA)", label(src), rc.RealSource)
			rc.SourcePassage = c.hitText(hit)
			rc.SourcePlace = c.hitPlace(hit)
		}
	}
	return rc, src.Hashes()
}

// verifyProvision verifies a claim against the cited unit of an act (the
// article, §, ust., pkt), newest version first; a quotation found in another
// article of the act is reported as quoted from the wrong article.
func (c *Checker) verifyProvision(ctx context.Context, cl claims.Claim, it engine.Item, rc reports.Claim, res *library.Resolution) (reports.Claim, []string) {
	var best engine.Result
	var bestSpan *library.Span
	var used []string
	for i := range res.Spans {
		sp := &res.Spans[i]
		used = append(used, sp.TextHash)
		r := engine.VerifyAgainstWith(it, engine.NewSource(sp.Text), memoRules)
		if r.Required() == cite.Istnienie {
			// Citing a provision: it exists when the library has its text.
			r.Status, r.OsiagnietyPoziom = cite.Zweryfikowany, "ISTNIENIE"
			r.Note = fmt.Sprintf("przepis %s istnieje w tekście aktu", sp.Provision)
		}
		if bestSpan == nil || r.Status.Better(best.Status) {
			best, bestSpan = r, sp
		}
	}
	es, err := c.res.EngineText(bestSpan.TextHash)
	if err != nil {
		return rc, used
	}
	shift(&best, bestSpan.Range.Start)
	c.fill(&rc, best, es, bestSpan.Rendering)
	rc.SourcePlace = sourcePlace(bestSpan.Source, es, best.Zakres, bestSpan.Provision)
	if rc.SourcePassage == "" {
		rc.SourcePassage = clip(bestSpan.Text, 400)
	}
	if cl.Quote != "" && (best.Status == cite.Niezweryfikowany || best.Status == cite.Kalibracja) {
		if h, ok := c.otherArticle(ctx, cl.Quote, bestSpan.Source); ok {
			rc.Status, rc.OsiagnietyPoziom = cite.Niezweryfikowany, "ISTNIENIE"
			rc.RealSource = fmt.Sprintf("art. %s %s", h.Article, label(h.Source))
			rc.Note = fmt.Sprintf("cytat pochodzi z art. %s, a nie z powołanego %s (BLOKADA)", h.Article, bestSpan.Provision)
			rc.SourcePassage = c.hitText(h)
			rc.SourcePlace = c.hitPlace(h)
		}
	}
	return rc, used
}

// noText reports a resolved source without any readable text.
func (c *Checker) noText(it engine.Item, rc reports.Claim, src *library.Source) reports.Claim {
	r := engine.VerifyAgainst(it, nil)
	c.fill(&rc, r, nil, nil)
	if r.Status == cite.BrakZrodla {
		rc.Note = fmt.Sprintf("źródło %s jest w bibliotece, ale żaden jego plik nie daje się odczytać", label(src))
	}
	return rc
}

// findElsewhere looks for a quotation in the whole library, outside the
// source it was attributed to (nil: anywhere): misattribution.
func (c *Checker) findElsewhere(ctx context.Context, quote string, not *library.Source) (library.Hit, bool) {
	hits, err := c.res.Search(ctx, longestSegment(quote), 2)
	if err != nil {
		return library.Hit{}, false
	}
	for _, h := range hits {
		if h.Source != not {
			return h, true
		}
	}
	return library.Hit{}, false
}

// otherArticle looks for a statute quotation in the other articles of the
// act it was attributed to: the wrong article.
func (c *Checker) otherArticle(ctx context.Context, quote string, act *library.Source) (library.Hit, bool) {
	hits, err := c.res.Search(ctx, longestSegment(quote), 3)
	if err != nil {
		return library.Hit{}, false
	}
	for _, h := range hits {
		if h.Source == act && h.Article != "" {
			return h, true
		}
	}
	return library.Hit{}, false
}

// memoRules are the engine's rules for claims found in a memo: stricter
// TREŚĆ than the reference script's (engine.Options.Memo).
var memoRules = engine.Options{Memo: true}
