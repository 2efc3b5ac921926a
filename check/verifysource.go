package check

// Verifying a claim against the source its anchor resolved to: every
// rendering of a document, or the chosen version of a provision.

import (
	"context"
	"strings"

	"citeguard/cite"
	"citeguard/claims"
	"citeguard/engine"
	"citeguard/library"
	"citeguard/norm"
	"citeguard/pl"
	"citeguard/reports"
)

// verifySource verifies a claim against a resolved judgment, EU act or
// document: against every readable rendering, keeping the best outcome (a
// passage found in any rendering counts). A quotation that is not in the
// cited source but stands in another one is reported as misattributed.
func (c *Checker) verifySource(ctx context.Context, cl claims.Claim, it engine.Item, rc reports.Claim, src *library.Source, env claimEnv) (reports.Claim, []string) {
	it.AnchorResolved = resolvedAnchor(src, cl.Anchor.Sygnatura)
	var best engine.Result
	var bestR *library.Rendering
	var bestES *norm.Source
	for _, r := range src.Readable() {
		es, err := c.res.EngineText(r.TextHash)
		if err != nil {
			c.log.Warn("reading a library text", "file", r.Path, "err", err)
			continue
		}
		res := engine.VerifyAgainstWith(it, es, memoRules)
		if bestR == nil || betterResult(res, best) {
			best, bestR, bestES = res, r, es
		}
	}
	if bestR == nil {
		return c.noText(it, rc, src), nil
	}
	c.fill(&rc, best, bestES, bestR)
	rc.SourcePlace = sourcePlace(src, bestES, best.Zakres, "")
	checkOutcome(&rc, cl, bestES)
	softenFraming(&rc, cl, best)
	softenArgument(&rc, cl, best)
	if cl.Quote != "" && (best.Status == cite.Niezweryfikowany || best.Status == cite.Kalibracja) && !anchorDiverged(best) {
		if hit, others, ok := c.findElsewhere(ctx, cl.Quote, src, env.cited); ok {
			rc.Status, rc.OsiagnietyPoziom = cite.Niezweryfikowany, cite.Istnienie.String()
			rc.Found.RealSource = c.describe(hit)
			rc.Found.Note = append(cite.Found(cite.Misattributed, append([]string{label(src)}, c.place(hit)...)...), others...)
			rc.SourcePassage = c.hitText(hit)
			rc.SourcePlace = c.hitPlace(hit)
		} else if !best.MaterialChange() {
			rc = c.changedElsewhere(ctx, it, cl.Quote, src, rc)
		}
	}
	return rc, src.Hashes()
}

// verifyProvision verifies a claim against the cited unit of an act (the
// article, §, ust., pkt, lit.; a recital) in the version in force on the
// memo's date (chooseVersion), every rendering of it. A claim that does not
// fit that version but fits another is 🟡, the version named; one that fits
// none keeps the verdict of the chosen version (a negation or a number
// turned stays 🔴 whatever the dates). A quotation found in another
// article of the act is reported as quoted from the wrong article. A plain
// article number that may be a flattened superscript ("3981") is read as
// one (398¹) when the act has no article 3981, or when the claim does not
// fit article 3981 and fits 398¹.
func (c *Checker) verifyProvision(ctx context.Context, cl claims.Claim, it engine.Item, rc reports.Claim, res *library.Resolution, env claimEnv) (reports.Claim, []string) {
	version, later := chooseVersion(versionsOf(res), env.date)
	if whole := c.articleOf(it, res); whole != nil {
		res = whole
	}
	byWording := env.byWording(cl)
	v := c.versionedSpan(it, res.Spans, version, res.Sources, byWording)
	if res.Reread != "" {
		rc.Found.Reanchored = cite.Found(cite.SuperscriptRead, res.Reread, v.span.Provision)
	} else if len(res.Superscript) > 0 && !fits(v.best) {
		if sv := c.versionedSpan(it, res.Superscript, version, res.Sources, byWording); fits(sv.best) {
			rc.Found.Reanchored = cite.Found(cite.SuperscriptFits, res.Query.Provision.String(), sv.span.Provision)
			sv.used = append(sv.used, v.used...)
			v = sv
		}
	}
	best, bestSpan, used := v.best, v.span, v.used
	es, err := c.res.EngineText(bestSpan.TextHash)
	if err != nil {
		return rc, used
	}
	shift(&best, bestSpan.Range.Start)
	c.fill(&rc, best, es, bestSpan.Rendering)
	rc.SourcePlace = sourcePlace(bestSpan.Source, es, best.Zakres, bestSpan.Provision)
	if p := rc.SourcePlace; p != nil && len(p.VersionFound) > 0 && env.date != "" && !v.other {
		p.VersionFound = versionChoice(p.VersionFound, env.date, later)
	}
	if rc.SourcePassage == "" {
		rc.SourcePassage = clip(bestSpan.Text, 400)
	}
	switch {
	case v.other && fits(best) && byWording:
		// The fragment stands word for word (or nearly) in a version of
		// the act the library holds: its status against that version.
		// That the version is not the one in force on the memo's date is
		// a warning for the lawyer, not a lower status.
		rc.Found.Note = cite.Wrap(rc.Found.Note, versionFitsCode(env), bestSpan.Provision, bestSpan.Version(), version, env.date, env.from)
	case v.other && fits(best):
		rc.Status = cite.WymagaOsadu
		rc.Found.Note = cite.Found(cite.OtherVersionFits, bestSpan.Provision, bestSpan.Version(), version, env.date)
	}
	if v.damaged != "" {
		rc.Found.Note = append(rc.Found.Note, cite.Found(cite.VersionDamaged, v.damaged, bestSpan.Version())...)
	}
	softenProvision(&rc, best, later && !v.other, env.date)
	if cl.Quote != "" && len(strings.Fields(cl.Quote)) >= minMisattributedWords && (best.Status == cite.Niezweryfikowany || best.Status == cite.Kalibracja) {
		if h, ok := c.otherArticle(ctx, cl.Quote, bestSpan.Source.Meta.Act); ok && h.Article != strings.TrimPrefix(bestSpan.Provision, "art. ") {
			rc.Status, rc.OsiagnietyPoziom = cite.Niezweryfikowany, cite.Istnienie.String()
			rc.Found.RealSource = cite.Found(cite.InArticle, h.Article, label(h.Source))
			rc.Found.Note = cite.Found(cite.QuoteFromOtherArticle, h.Article, bestSpan.Provision)
			rc.SourcePassage = c.hitText(h)
			rc.SourcePlace = c.hitPlace(h)
		}
		if !strings.HasPrefix(bestSpan.Provision, "motyw ") {
			return rc, used
		}
		if h, n, ok := c.otherRecital(ctx, cl.Quote, bestSpan.Source); ok && n != bestSpan.Provision {
			rc.Status, rc.OsiagnietyPoziom = cite.Niezweryfikowany, cite.Istnienie.String()
			rc.Found.RealSource = cite.Found(cite.InArticle, n, label(h.Source))
			rc.Found.Note = cite.Found(cite.QuoteFromOtherArticle, n, bestSpan.Provision)
			rc.SourcePassage = c.hitText(h)
			rc.SourcePlace = c.hitPlace(h)
		}
	}
	return rc, used
}

// byWording reports whether a claim fitting another version of the act
// than the one in force on the memo's date has its status against that
// version (a note warning of it): in an undated memo any claim (the
// file's time is no evidence of the wording meant); in a dated one a
// quotation (it stands word for word in a version the library holds),
// unless its passage names the day of the wording it means.
func (env claimEnv) byWording(cl claims.Claim) bool {
	return env.undated || cl.Quote != "" && !env.wording
}

// versionFitsCode is the note of a claim that fits a version of the act
// other than the one in force on the memo's date: the memo undated (the
// file's time, its properties) or dated in its own words.
func versionFitsCode(env claimEnv) cite.Code {
	if env.undated {
		return cite.VersionFitsUndated
	}
	return cite.VersionFitsDated
}

// otherRecital finds, for a quotation cited by a recital its cited recital
// does not hold, the recital of the same EU act that does ("motyw 46").
func (c *Checker) otherRecital(ctx context.Context, quote string, src *library.Source) (library.Hit, string, bool) {
	if src == nil || src.Meta.Kind != library.EUAct {
		return library.Hit{}, "", false
	}
	hits, err := c.res.Search(ctx, longestSegment(quote), 3)
	if err != nil {
		return library.Hit{}, "", false
	}
	for _, h := range hits {
		if h.Source == nil || h.Source.ID != src.ID {
			continue
		}
		es, err := c.res.EngineText(h.TextHash)
		if err != nil {
			continue
		}
		if n := library.RecitalAt(es.Text, h.Range.Start); n != "" {
			return h, n, true
		}
	}
	return library.Hit{}, "", false
}

// articleOf is, for a paraphrase or a court's position about a unit of an
// article (§, ust., pkt, lit.), the resolution of the whole article: a
// restatement draws on the article's other units too („w terminie 30 dni
// … a gdyby … w ciągu 14 dni”). Nil for a quotation (checked in its unit)
// and for a whole article.
func (c *Checker) articleOf(it engine.Item, res *library.Resolution) *library.Resolution {
	p := res.Query.Provision
	if req, _ := it.ClaimType.Required(); req != cite.Tresc || p.Par == "" && p.Ust == "" && p.Pkt == "" && p.Lit == "" {
		return nil
	}
	q := res.Query
	q.Provision = pl.Provision{Art: p.Art, Written: "art. " + p.Art}
	if res.Reread != "" && len(res.Spans) > 0 {
		q.Provision.Art = strings.Fields(res.Spans[0].Provision)[1]
	}
	whole, err := c.res.Resolve(q)
	if err != nil || len(whole.Spans) == 0 {
		return nil
	}
	whole.Query = res.Query
	return whole
}

// versioned is a claim's best verification against a provision's spans:
// of the chosen version, or (other) of another version it fits better.
// damaged is the chosen version when its text holds the quotation only
// across a damaged rendering (HeldAcrossInsertions) and another version
// holds it: the two say the same, so the other's verdict stands.
type versioned struct {
	best    engine.Result
	span    *library.Span
	used    []string
	other   bool
	damaged string
}

// versionedSpan verifies a claim against the spans of the chosen version;
// when it does not fit them (or the version lacks the unit), against the
// other versions, keeping one of them when the claim fits it — or when it
// shows a change of meaning the chosen version's text hides (a damaged
// rendering never softens a material change). Unless the claim's passage
// names the day of its wording (compare false), a claim that fits the
// chosen version but not word for word is compared with the others too,
// one it fits better (🟢 for 🟡) kept.
func (c *Checker) versionedSpan(it engine.Item, spans []library.Span, version string, sources []*library.Source, compare bool) versioned {
	chosen, others := splitVersion(spans, version)
	var v versioned
	if len(chosen) > 0 {
		v.best, v.span, v.used = c.bestSpan(it, chosen)
		if len(others) == 0 || fits(v.best) && (!compare || v.best.Status == cite.Zweryfikowany) {
			return v
		}
	}
	ob, osp, oused := c.bestSpan(it, others)
	if v.span == nil || !fits(v.best) && (fits(ob) || betterResult(ob, v.best)) || fits(v.best) && betterResult(ob, v.best) {
		o := versioned{best: ob, span: osp, used: append(v.used, oused...), other: true}
		if fits(ob) && it.Quote != "" && c.versionHolds(it.Quote, chosen, sources, version) {
			o.other, o.damaged = false, version
		}
		return o
	}
	v.used = append(v.used, oused...)
	return v
}

// restates reports a TREŚĆ result whose claim covers the provision's terms
// (at the coverage threshold): a restatement, whose negation turned is a
// contradiction, as opposed to an application ("niniejsze postanowienie
// nie jest orzeczeniem kończącym postępowanie") that shares a phrase.
func restates(r engine.Result) bool {
	return r.Detail != nil && r.Detail.Pokrycie != nil && *r.Detail.Pokrycie >= 0.7
}

// softenProvision lowers a 🔴 on a provision to 🟡 WYMAGA_OSADU where the
// comparison cannot tell a fabrication from what the memo rightly does:
//   - a paraphrase or a court's position about a provision whose terms the
//     article does not hold, with nothing in it that negates the article
//     or changes its numbers: a memo that applies a provision to its facts
//     ("zgodnie z art. 6 k.c. pozwana winna wykazać…") reads so, and only
//     a human tells application from a wrong summary; a narrowing
//     ("wyłącznie") or a modal shift is shown for the human too, and so is
//     a negation or a number turned in a claim that does not restate the
//     article (its terms under the coverage threshold);
//   - a claim not found in (or not fitting) any version of the act, the
//     chosen one later than the memo's date: the text in force then is not
//     in the library (a quotation changed in meaning — a negation or a
//     number turned — stays 🔴 whatever the dates, and so does any
//     quotation 🔴 against it: an amended wording shows as a near match or
//     a KALIBRACJA, while a quotation the article does not even cover is a
//     fabrication whatever the version).
func softenProvision(rc *reports.Claim, r engine.Result, later bool, date string) {
	if rc.Status != cite.Niezweryfikowany || anchorDiverged(r) {
		return
	}
	switch {
	case later && !r.ClaimType.Quotes() && !r.MaterialChange() && !r.HardContradiction():
		rc.Status = cite.WymagaOsadu
		rc.Found.Note = cite.Wrap(rc.Found.Note, cite.CheckedLaterVersion, date)
	case r.Required() == cite.Tresc && (!r.HardContradiction() || !restates(r) || pl.AboutTheCase(rc.ClaimText)):
		rc.Status = cite.WymagaOsadu
		rc.Found.Note = cite.Wrap(rc.Found.Note, cite.NotRestating)
	}
}

// softenFraming lowers a 🔴 on a court's position the memo states of case
// law in general beside a ruling's quotation (claims.Claim.Framing:
// „Orzecznictwo konsekwentnie przyjmuje, że …, a jak podkreślił Sąd …,
// „…””) to 🟡 WYMAGA_OSADU: the memo's framing need not be in the ruling's
// words, so its terms missing or scattered, or a narrowing („wyłącznie”)
// or a modal shift, are for a human to judge (TREŚĆ not confirmed). What
// says the opposite of the ruling — a negation, a number, the parties'
// roles or a time limit turned — stays 🔴, and so does an anchor that
// does not match the ruling.
func softenFraming(rc *reports.Claim, cl claims.Claim, r engine.Result) {
	if !cl.Framing || rc.Status != cite.Niezweryfikowany || r.Required() != cite.Tresc || r.HardContradiction() || anchorDiverged(r) {
		return
	}
	rc.Status = cite.WymagaOsadu
	rc.Found.Note = cite.Wrap(rc.Found.Note, cite.CaseLawFraming)
}

// softenArgument lowers a 🔴 on the memo's own argument with a ruling
// cited in support (claims.Claim.Argument: „Argument … nie powinien
// przesądzić o wyniku sporu (III PK 1/10)”) to 🟡 WYMAGA_OSADU: the memo
// argues in its own words, so terms missing from the ruling are for a
// human to judge. What says the opposite of the ruling stays 🔴, and so
// does an anchor that does not match it.
func softenArgument(rc *reports.Claim, cl claims.Claim, r engine.Result) {
	if !cl.Argument || rc.Status != cite.Niezweryfikowany || r.Required() != cite.Tresc || r.HardContradiction() || anchorDiverged(r) {
		return
	}
	rc.Status = cite.WymagaOsadu
	rc.Found.Note = cite.Wrap(rc.Found.Note, cite.MemoArgument)
}

// bestSpan verifies a claim against every span (each rendering of the
// chosen version) and keeps the best outcome.
func (c *Checker) bestSpan(it engine.Item, spans []library.Span) (engine.Result, *library.Span, []string) {
	var best engine.Result
	var bestSpan *library.Span
	var used []string
	for i := range spans {
		sp := &spans[i]
		used = append(used, sp.TextHash)
		r := engine.VerifyAgainstWith(it, norm.NewSource(sp.Text), memoRules)
		if r.Required() == cite.Istnienie {
			// Citing a provision: it exists when the library has its text.
			r.Status, r.OsiagnietyPoziom = cite.Zweryfikowany, cite.Istnienie.String()
			r.Found = cite.Found(cite.ProvisionExists, sp.Provision)
		}
		if bestSpan == nil || betterResult(r, best) {
			best, bestSpan = r, sp
		}
	}
	return best, bestSpan, used
}

// fits reports whether a verification found the claim in its text (🟢,
// 🟡): a quotation or holding that does not fit is 🔴 or 🟠.
func fits(r engine.Result) bool {
	return r.Status != cite.Niezweryfikowany && r.Status != cite.Kalibracja && r.Status != cite.BrakZrodla
}

// noText reports a resolved source without any readable text.
func (c *Checker) noText(it engine.Item, rc reports.Claim, src *library.Source) reports.Claim {
	r := engine.VerifyAgainst(it, nil)
	c.fill(&rc, r, nil, nil)
	if r.Status == cite.BrakZrodla {
		rc.Found.Note = cite.Found(cite.SourceUnreadable, label(src))
	}
	return rc
}
