package check

// A claim whose source the library does not resolve: an absent signature or
// unit, a quotation that stands in another article or another source.

import (
	"context"
	"errors"
	"strconv"

	"citeguard/cite"
	"citeguard/claims"
	"citeguard/engine"
	"citeguard/library"
	"citeguard/pl"
	"citeguard/reports"
)

// notFound is an anchor the library does not have (or could not resolve).
// A provision of an act outside the library (or not recognised) is not
// checked, unless it is quoted from a known act (⛔: the source is
// absent); a missing article or unit of an act the library holds is 🔴; a
// signature, ECLI or CELEX not found is ⛔, and a quotation that stands
// elsewhere in the library names where.
func (c *Checker) notFound(ctx context.Context, cl claims.Claim, it engine.Item, rc reports.Claim, q library.Query, err error, env claimEnv) (reports.Claim, []string, *reports.NotChecked) {
	var nf *library.NotFound
	if !errors.As(err, &nf) {
		return noSource(it, rc, cite.Found(cite.ResolveFailed, q.String(), err.Error())), nil, nil
	}
	switch nf.Kind {
	case library.UnknownAct:
		return c.unknownAct(ctx, cl, it, rc, cite.ActUnrecognised)
	case library.ActAbsent:
		if !cl.ClaimType.Quotes() {
			return rc, nil, notChecked(cl, cite.ActOutsideLibrary)
		}
	case library.NoArticle, library.NoUnit:
		if nf.Excerpt {
			if rc, ok := c.fromOtherArticle(ctx, cl, it, rc, nf); ok {
				return rc, nil, nil
			}
			return rc, nil, notChecked(cl, cite.ExcerptLacksProvision)
		}
		return c.missingUnit(ctx, cl, it, rc, q, nf, env), nil, nil
	}
	note := cite.Found(cite.NotInLibrary, q.String())
	if why := c.unreadableNote(q); why != nil {
		note = why
	}
	rc = noSource(it, rc, note)
	if cl.Quote != "" {
		if hit, others, ok := c.findElsewhere(ctx, cl.Quote, nil, env.cited); ok {
			rc.Found.RealSource = c.describe(hit)
			rc.Found.Note = append(append(rc.Found.Note, cite.Found(cite.QuoteStandsIn, c.place(hit)...)...), others...)
		}
	}
	return rc, nil, nil
}

// missingUnit is a provision whose article (or §, ust., pkt, lit.; a
// recital) is in no version of an act the library holds: 🔴 — unless the
// memo's date is before every version the library has, so that the text in
// force then is not there to say (🟡).
func (c *Checker) missingUnit(ctx context.Context, cl claims.Claim, it engine.Item, rc reports.Claim, q library.Query, nf *library.NotFound, env claimEnv) reports.Claim {
	r := engine.VerifyAgainst(it, nil)
	rc.WymaganyPoziom, rc.OsiagnietyPoziom = r.WymaganyPoziom, cite.None.String()
	what := cite.UnitArticle
	switch {
	case nf.Kind == library.NoUnit && q.Provision.Lit != "":
		what = cite.UnitLetter
	case nf.Kind == library.NoUnit && q.Provision.Pkt != "":
		what = cite.UnitPoint
	case nf.Kind == library.NoUnit && q.Provision.Ust != "":
		what = cite.UnitUst
	case nf.Kind == library.NoUnit && q.Provision.Par != "":
		what = cite.UnitParagraph
	case q.Provision.Motyw != "":
		what = cite.UnitRecital
	}
	act := nf.Act
	if a := pl.ActByKey(nf.Act); a != nil {
		act = a.Name
	}
	versions := nf.Versions
	if earliest := earliestVersion(versions); env.date != "" && earliest != "" && env.date < earliest {
		rc.Status = cite.WymagaOsadu
		rc.Found.Note = cite.Found(cite.NoUnitBeforeVersions, q.Provision.String(), what, act, earliest, env.date)
		return rc
	}
	if latest := latestVersion(versions); staleLibrary(latest, env.date) {
		rc.Status = cite.WymagaOsadu
		rc.Found.Note = cite.Found(cite.NoUnitAfterVersions, q.Provision.String(), what, act, latest, env.date)
		return rc
	}
	rc.Status = cite.Niezweryfikowany
	rc.Found.Note = cite.Found(cite.NoUnit, append([]string{q.Provision.String(), what, act}, versions...)...)
	if h, ok := c.quoteInOtherArticle(ctx, cl, nf); ok {
		rc.Found.RealSource = cite.Found(cite.InArticle, h.Article, label(h.Source))
		rc.Found.Note = append(rc.Found.Note, cite.Found(cite.QuoteFromArticle, h.Article)...)
		rc.SourcePassage = c.hitText(h)
	}
	return rc
}

// quoteInOtherArticle finds a quotation of the claim in another article of
// the act the memo names.
func (c *Checker) quoteInOtherArticle(ctx context.Context, cl claims.Claim, nf *library.NotFound) (library.Hit, bool) {
	if cl.Quote == "" {
		return library.Hit{}, false
	}
	return c.otherArticle(ctx, cl.Quote, nf.Act)
}

// fromOtherArticle: the library holds only an excerpt of the act, without
// the article the memo cites, so only a quotation that stands in another
// article of the excerpt says anything (🔴, naming it); everything else is
// not checked.
func (c *Checker) fromOtherArticle(ctx context.Context, cl claims.Claim, it engine.Item, rc reports.Claim, nf *library.NotFound) (reports.Claim, bool) {
	h, ok := c.quoteInOtherArticle(ctx, cl, nf)
	if !ok {
		return rc, false
	}
	r := engine.VerifyAgainst(it, nil)
	rc.WymaganyPoziom, rc.OsiagnietyPoziom = r.WymaganyPoziom, cite.Istnienie.String()
	rc.Status = cite.Niezweryfikowany
	rc.Found.RealSource = cite.Found(cite.InArticle, h.Article, label(h.Source))
	rc.Found.Note = cite.Found(cite.QuoteFromOtherArticleExcerpt, h.Article, nf.Query.Provision.String())
	rc.SourcePassage = c.hitText(h)
	return rc, true
}

// minMisattributedWords is the shortest quotation that, standing in another
// article, shows it was taken from there: a shorter one is a term the act
// uses in many places ("uprawnienia z tytułu rękojmi").
const minMisattributedWords = 6

// findElsewhere looks for a quotation in the whole library, outside the
// source it was attributed to (nil: anywhere): misattribution. Of the
// sources that hold it, the most likely original is named (the search's
// order: a statute, then the earliest ruling); between rulings of one day
// the one the memo itself cites somewhere (cited: pl.SignatureKey of every
// signature the memo names — „Zob. też V Pa 47/13” in a note beside it).
// Up to maxNamedHolders others are named too.
func (c *Checker) findElsewhere(ctx context.Context, quote string, not *library.Source, cited map[string]bool) (library.Hit, cite.Note, bool) {
	hits, err := c.res.Search(ctx, longestSegment(quote), 2)
	if err != nil {
		return library.Hit{}, nil, false
	}
	var firsts []library.Hit // the first hit of each source outside the cited one
	seen := map[string]bool{}
	cited1 := 0
	for _, h := range hits {
		switch {
		case not != nil && h.Source.ID == not.ID:
			cited1 = 1
		case !seen[h.Source.ID]:
			seen[h.Source.ID] = true
			firsts = append(firsts, h)
		}
	}
	if len(firsts) == 0 {
		return library.Hit{}, nil, false
	}
	pick := 0
	for k, h := range firsts {
		if tiedOrigin(firsts[0].Source, h.Source) && citedIn(h.Source, cited) {
			pick = k
			break
		}
	}
	h := firsts[pick]
	var names []string
	for k, o := range firsts {
		if k != pick && len(names) < maxNamedHolders {
			names = append(names, shortName(o.Source))
		}
	}
	return h, othersHolding(names, h.Holders-1-cited1-len(names), h.HoldersAtLeast), true
}

// maxNamedHolders is how many other sources holding a misattributed
// quotation the report names.
const maxNamedHolders = 3

// tiedOrigin reports whether source b is as likely the original of a
// passage as a, the search's first: two rulings of one day (a statute, or an
// earlier ruling, is more likely the original and is never passed over).
func tiedOrigin(a, b *library.Source) bool {
	return a.Meta.Kind == library.Judgment && b.Meta.Kind == library.Judgment && a.Meta.Date != "" && a.Meta.Date == b.Meta.Date
}

// citedIn reports whether the memo cites one of the source's signatures.
func citedIn(s *library.Source, cited map[string]bool) bool {
	for _, sig := range s.Meta.Signatures {
		if cited[pl.SignatureKey(sig)] {
			return true
		}
	}
	return false
}

// shortName names a source in a list: its first signature, else its label.
func shortName(s *library.Source) string {
	if len(s.Meta.Signatures) > 0 {
		return s.Meta.Signatures[0]
	}
	return label(s)
}

// othersHolding says which other sources hold a misattributed quotation
// besides the one named, and how many more (nothing when none).
func othersHolding(names []string, more int, atLeast bool) cite.Note {
	if len(names) == 0 && more <= 0 {
		return nil
	}
	al := ""
	if atLeast {
		al = "1"
	}
	return cite.Found(cite.AlsoIn, append([]string{strconv.Itoa(more), al}, names...)...)
}

// otherArticle looks for a statute quotation in the other articles of the
// act it was attributed to (by the act's library key): the wrong article.
func (c *Checker) otherArticle(ctx context.Context, quote, act string) (library.Hit, bool) {
	hits, err := c.res.Search(ctx, longestSegment(quote), 3)
	if err != nil {
		return library.Hit{}, false
	}
	for _, h := range hits {
		if h.Source != nil && h.Source.Meta.Act == act && act != "" && h.Article != "" {
			return h, true
		}
	}
	return library.Hit{}, false
}
