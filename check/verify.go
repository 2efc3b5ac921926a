package check

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"citeguard/cite"
	"citeguard/claims"
	"citeguard/engine"
	"citeguard/library"
	"citeguard/pl"
	"citeguard/reports"
)

// claimEnv is what a claim's check knows of its memo: the date by which a
// statute's version is chosen.
type claimEnv struct {
	date string // ISO; "" when unknown (every version counts)
}

// verify resolves a claim's source in the library and verifies the claim
// against it. It returns the report's claim and the source versions used,
// or — for a reference that cannot be checked and must not block (a
// provision of an act outside the library, a reference without an
// identifier) — a not-checked entry instead.
func (c *Checker) verify(ctx context.Context, cl claims.Claim, env claimEnv) (reports.Claim, []string, *reports.NotChecked) {
	rc, used, skip := c.verifyAnchor(ctx, cl, env)
	if skip != nil {
		return rc, used, skip
	}
	return c.safetyNet(ctx, cl, env, rc, used)
}

// verifyAnchor verifies a claim against its own anchor.
func (c *Checker) verifyAnchor(ctx context.Context, cl claims.Claim, env claimEnv) (reports.Claim, []string, *reports.NotChecked) {
	rc := baseClaim(cl)
	it := item(cl)
	if cl.Unresolved {
		return needsIdentification(it, rc, fmt.Sprintf("skrót „%s” nie wskazuje jednoznacznie źródła — uzupełnij powołanie", cl.ShortForm)), nil, nil
	}
	q, ok := library.QueryOf(cl.Anchor)
	if !ok {
		return c.withoutIdentifier(ctx, cl, it, rc, env)
	}
	res, err := c.res.Resolve(q)
	switch {
	case err != nil:
		return c.notFound(ctx, cl, it, rc, q, err, env)
	case res.Ambiguous:
		return ambiguous(it, rc, res), nil, nil
	case len(res.Spans) > 0:
		rc, used := c.verifyProvision(ctx, cl, it, rc, res, env)
		return rc, used, nil
	}
	rc, used := c.verifySource(ctx, cl, it, rc, res.Sources[0])
	return rc, used, nil
}

// withoutIdentifier handles a claim whose anchor names no signature, ECLI,
// CELEX or act: a provision without an act is not checked; a quotation or
// a court's position cited by court and date is looked up by them (🟡
// „wymaga identyfikacji” when the library has no such ruling); anything
// else is no claim (procedural history, the memo's own reasoning).
func (c *Checker) withoutIdentifier(ctx context.Context, cl claims.Claim, it engine.Item, rc reports.Claim, env claimEnv) (reports.Claim, []string, *reports.NotChecked) {
	a := cl.Anchor
	switch {
	case a.Przepis != "":
		return c.unknownAct(ctx, cl, it, rc, "akt nierozpoznany — nie sprawdzono (nie wiadomo, którego aktu dotyczy przepis)")
	case a.Organ != "" && a.Data != "" && (cl.ClaimType.Quotes() || cl.ClaimType == cite.StanowiskoSadu || cl.ClaimType == cite.Parafraza || specificCourt(a.Organ)):
		q := library.Query{Court: a.Organ, Date: a.Data, Form: a.Forma}
		res, err := c.res.Resolve(q)
		if err != nil {
			return needsIdentification(it, rc, fmt.Sprintf("wymaga identyfikacji: brak sygnatury, a w bibliotece nie ma orzeczenia %s z dnia %s — podaj sygnaturę", a.Organ, a.Data)), nil, nil
		}
		if res.Ambiguous {
			return ambiguous(it, rc, res), nil, nil
		}
		rc, used := c.verifySource(ctx, cl, it, rc, res.Sources[0])
		rc.Reanchored = fmt.Sprintf("orzeczenie ustalone po sądzie i dacie (bez sygnatury): %s", label(res.Sources[0]))
		return rc, used, nil
	}
	return c.unknownAct(ctx, cl, it, rc, "brak identyfikatora (sygnatury, ECLI, CELEX ani aktu) — nie jest twierdzeniem do sprawdzenia")
}

// unknownAct handles a claim whose source the library cannot identify (no
// identifier, an act not recognised): a quotation located in the library is
// checked there (quoteWithoutSource); anything else is not checked, for the
// reason why.
func (c *Checker) unknownAct(ctx context.Context, cl claims.Claim, it engine.Item, rc reports.Claim, why string) (reports.Claim, []string, *reports.NotChecked) {
	if q := quotedText(cl); q != "" {
		qi := it
		qi.ClaimType, qi.Quote, qi.ClaimText = cite.CytatDoslowny, q, ""
		if rc, used, ok := c.quoteWithoutSource(ctx, q, qi, rc); ok {
			return rc, used, nil
		}
	}
	return rc, nil, notChecked(cl, why)
}

// quotedText is what a claim quotes: its quotation, or a claim text that is
// itself in quotation marks (a court's words given as its position).
func quotedText(cl claims.Claim) string {
	if cl.Quote != "" {
		return cl.Quote
	}
	t := strings.TrimSpace(cl.ClaimText)
	if r, _ := utf8.DecodeRuneInString(t); r == '„' || r == '"' || r == '“' || r == '»' {
		return strings.Trim(t, "„”“\"»« ")
	}
	return ""
}

// specificCourt reports a court name that identifies one court (a seat, or
// a court that is the only one of its kind): its ruling of a date can be
// looked up. "Sąd Okręgowy" alone (procedural history) cannot.
func specificCourt(court string) bool {
	c := pl.CanonicalCourt(court)
	switch c {
	case pl.CourtSN, pl.CourtNSA, pl.CourtTK, pl.CourtKIO, pl.CourtTSUE, pl.CourtETPC:
		return true
	}
	return strings.Contains(c, " w ")
}

// notChecked is the report's entry for a reference that is not checked.
func notChecked(cl claims.Claim, why string) *reports.NotChecked {
	text := cl.Anchor.Przepis
	if cl.Anchor.Akt != "" {
		text = strings.TrimSpace(text + " " + cl.Anchor.Akt)
	}
	if text == "" {
		text = clip(firstOf(cl.Quote, cl.ClaimText, cl.SourceID), 160)
	}
	return &reports.NotChecked{Text: text, Akt: cl.Anchor.Akt, Przepis: cl.Anchor.Przepis, Why: why}
}

func firstOf(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

// needsIdentification is 🟡 WYMAGA_OSADU for a claim whose source cannot be
// identified from what the memo writes: a human completes the citation.
func needsIdentification(it engine.Item, rc reports.Claim, note string) reports.Claim {
	r := engine.VerifyAgainst(it, nil)
	rc.Status, rc.WymaganyPoziom, rc.OsiagnietyPoziom = cite.WymagaOsadu, r.WymaganyPoziom, "BRAK"
	rc.Note = note
	return rc
}

// noSource is ⛔ BRAK ŹRÓDŁA with a note saying why.
func noSource(it engine.Item, rc reports.Claim, note string) reports.Claim {
	r := engine.VerifyAgainst(it, nil)
	rc.Status, rc.WymaganyPoziom, rc.OsiagnietyPoziom = cite.BrakZrodla, r.WymaganyPoziom, "BRAK"
	rc.Note = note
	return rc
}

// notFound is an anchor the library does not have (or could not resolve).
// A provision of an act outside the library (or not recognised) is not
// checked, unless it is quoted from a known act (⛔: the source is
// absent); a missing article or unit of an act the library holds is 🔴; a
// signature, ECLI or CELEX not found is ⛔, and a quotation that stands
// elsewhere in the library names where.
func (c *Checker) notFound(ctx context.Context, cl claims.Claim, it engine.Item, rc reports.Claim, q library.Query, err error, env claimEnv) (reports.Claim, []string, *reports.NotChecked) {
	var nf *library.NotFound
	if !errors.As(err, &nf) {
		return noSource(it, rc, "nie udało się rozwiązać kotwicy "+q.String()+": "+err.Error()), nil, nil
	}
	switch nf.Kind {
	case library.UnknownAct:
		return c.unknownAct(ctx, cl, it, rc, "akt nierozpoznany — nie sprawdzono")
	case library.ActAbsent:
		if !cl.ClaimType.Quotes() {
			return rc, nil, notChecked(cl, "akt spoza biblioteki — nie sprawdzono")
		}
	case library.NoArticle, library.NoUnit:
		if nf.Excerpt {
			if rc, ok := c.fromOtherArticle(ctx, cl, it, rc, nf); ok {
				return rc, nil, nil
			}
			return rc, nil, notChecked(cl, "biblioteka ma tylko wyciąg z aktu, bez tego przepisu — nie sprawdzono")
		}
		return c.missingUnit(ctx, cl, it, rc, q, nf, env), nil, nil
	}
	note := "nie ma w bibliotece: " + q.String()
	if why := c.unreadableNote(q); why != "" {
		note = why
	}
	rc = noSource(it, rc, note)
	if cl.Quote != "" {
		if hit, others, ok := c.findElsewhere(ctx, cl.Quote, nil); ok {
			rc.RealSource = c.describe(hit)
			rc.Note += "; cytat występuje w: " + rc.RealSource + others
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
	rc.WymaganyPoziom, rc.OsiagnietyPoziom = r.WymaganyPoziom, "BRAK"
	what := "takiego artykułu"
	switch {
	case nf.Kind == library.NoUnit && q.Provision.Lit != "":
		what = "takiej litery"
	case nf.Kind == library.NoUnit && q.Provision.Pkt != "":
		what = "takiego punktu"
	case nf.Kind == library.NoUnit && q.Provision.Ust != "":
		what = "takiego ustępu"
	case nf.Kind == library.NoUnit && q.Provision.Par != "":
		what = "takiego paragrafu"
	case q.Provision.Motyw != "":
		what = "takiego motywu"
	}
	act := nf.Act
	if a := pl.ActByKey(nf.Act); a != nil {
		act = a.Name
	}
	versions := nf.Versions
	if earliest := earliestVersion(versions); env.date != "" && earliest != "" && env.date < earliest {
		rc.Status = cite.WymagaOsadu
		rc.Note = fmt.Sprintf("%s: nie ma %s w żadnej wersji aktu %s w bibliotece (najwcześniejsza: %s), a memo jest z %s — sprawdź brzmienie z tamtego dnia",
			q.Provision, what, act, earliest, env.date)
		return rc
	}
	rc.Status = cite.Niezweryfikowany
	rc.Note = fmt.Sprintf("%s: nie ma %s w akcie %s (wersje w bibliotece: %s) — BLOKADA", q.Provision, what, act, strings.Join(versions, ", "))
	if h, ok := c.quoteInOtherArticle(ctx, cl, nf); ok {
		rc.RealSource = fmt.Sprintf("art. %s %s", h.Article, label(h.Source))
		rc.Note += fmt.Sprintf("; cytat pochodzi z art. %s", h.Article)
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
	rc.WymaganyPoziom, rc.OsiagnietyPoziom = r.WymaganyPoziom, "ISTNIENIE"
	rc.Status = cite.Niezweryfikowany
	rc.RealSource = fmt.Sprintf("art. %s %s", h.Article, label(h.Source))
	rc.Note = fmt.Sprintf("cytat pochodzi z art. %s, a nie z powołanego %s (biblioteka ma wyciąg z aktu) — BLOKADA", h.Article, nf.Query.Provision)
	rc.SourcePassage = c.hitText(h)
	return rc, true
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
		if hit, others, ok := c.findElsewhere(ctx, cl.Quote, src); ok {
			rc.Status, rc.OsiagnietyPoziom = cite.Niezweryfikowany, "ISTNIENIE"
			rc.RealSource = c.describe(hit)
			rc.Note = fmt.Sprintf("cytatu nie ma w powołanym źródle (%s) — pochodzi z: %s (błędne przypisanie, BLOKADA)%s", label(src), rc.RealSource, others)
			rc.SourcePassage = c.hitText(hit)
			rc.SourcePlace = c.hitPlace(hit)
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
	v := c.versionedSpan(it, res.Spans, version)
	if res.Reread != "" {
		rc.Reanchored = fmt.Sprintf("%s odczytany jako %s (indeks górny zapisany w tekście jako zwykła cyfra)", res.Reread, v.span.Provision)
	} else if len(res.Superscript) > 0 && !fits(v.best) {
		if sv := c.versionedSpan(it, res.Superscript, version); fits(sv.best) {
			rc.Reanchored = fmt.Sprintf("%s odczytany jako %s: tekst memo pasuje do niego, nie do %s (indeks górny zapisany jako zwykła cyfra)",
				res.Query.Provision, sv.span.Provision, res.Query.Provision)
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
	if why := versionChoice(env.date, later && !v.other); rc.SourcePlace != nil && rc.SourcePlace.Version != "" && why != "" && !v.other {
		rc.SourcePlace.Version += " — " + why
	}
	if rc.SourcePassage == "" {
		rc.SourcePassage = clip(bestSpan.Text, 400)
	}
	if v.other && fits(best) {
		rc.Status = cite.WymagaOsadu
		rc.Note = fmt.Sprintf("%s w brzmieniu wersji %s — w wersji obowiązującej w dniu memo (%s, %s) brzmi inaczej albo go nie ma; sprawdź, które brzmienie memo powołuje",
			bestSpan.Provision, bestSpan.Version(), version, env.date)
	}
	softenProvision(&rc, best, later && !v.other, env.date)
	if cl.Quote != "" && len(strings.Fields(cl.Quote)) >= minMisattributedWords && (best.Status == cite.Niezweryfikowany || best.Status == cite.Kalibracja) {
		if h, ok := c.otherArticle(ctx, cl.Quote, bestSpan.Source.Meta.Act); ok && h.Article != strings.TrimPrefix(bestSpan.Provision, "art. ") {
			rc.Status, rc.OsiagnietyPoziom = cite.Niezweryfikowany, "ISTNIENIE"
			rc.RealSource = fmt.Sprintf("art. %s %s", h.Article, label(h.Source))
			rc.Note = fmt.Sprintf("cytat pochodzi z art. %s, a nie z powołanego %s (BLOKADA)", h.Article, bestSpan.Provision)
			rc.SourcePassage = c.hitText(h)
			rc.SourcePlace = c.hitPlace(h)
		}
	}
	return rc, used
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
type versioned struct {
	best  engine.Result
	span  *library.Span
	used  []string
	other bool
}

// versionedSpan verifies a claim against the spans of the chosen version;
// when it does not fit them (or the version lacks the unit), against the
// other versions, keeping one of them only when the claim fits it.
func (c *Checker) versionedSpan(it engine.Item, spans []library.Span, version string) versioned {
	chosen, others := splitVersion(spans, version)
	var v versioned
	if len(chosen) > 0 {
		v.best, v.span, v.used = c.bestSpan(it, chosen)
		if fits(v.best) || len(others) == 0 {
			return v
		}
	}
	ob, osp, oused := c.bestSpan(it, others)
	if v.span == nil || fits(ob) {
		return versioned{best: ob, span: osp, used: append(v.used, oused...), other: true}
	}
	v.used = append(v.used, oused...)
	return v
}

// reTheCase are the words by which a claim speaks of the case at hand ("w
// niniejszej sprawie", "zaskarżone orzeczenie", "przedmiotowa umowa"):
// such a claim applies the provision, it does not restate it, whatever it
// negates. Statutes never speak so.
var reTheCase = regexp.MustCompile(`(?i)\b(?:niniejsz\p{L}*|zaskarżon\p{L}*|przedmiotow\p{L}*|w\s+(?:tej|tym|danej|konkretnej)\s+(?:sprawie|przypadku))\b`)

// aboutTheCase reports a claim that speaks of the case at hand.
func aboutTheCase(text string) bool { return reTheCase.MatchString(text) }

// restates reports a TREŚĆ result whose claim covers the provision's terms
// (at the coverage threshold): a restatement, whose negation turned is a
// contradiction, as opposed to an application ("niniejsze postanowienie
// nie jest orzeczeniem kończącym postępowanie") that shares a phrase.
func restates(r engine.Result) bool {
	return r.Detail != nil && r.Detail.Pokrycie != nil && *r.Detail.Pokrycie >= 0.7
}

// minMisattributedWords is the shortest quotation that, standing in another
// article, shows it was taken from there: a shorter one is a term the act
// uses in many places ("uprawnienia z tytułu rękojmi").
const minMisattributedWords = 6

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
	case later && !r.ClaimType.Quotes() && !materialChange(r) && !r.HardContradiction():
		rc.Status = cite.WymagaOsadu
		rc.Note = fmt.Sprintf("%s — sprawdzono z wersją aktu późniejszą niż memo (%s); brzmienia z tamtego dnia nie ma w bibliotece, oceń ręcznie", rc.Note, date)
	case r.Required() == cite.Tresc && (!r.HardContradiction() || !restates(r) || aboutTheCase(rc.ClaimText)):
		rc.Status = cite.WymagaOsadu
		rc.Note = "twierdzenie nie streszcza treści przepisu (" + strings.TrimSuffix(rc.Note, " (BLOKADA)") +
			") — jeśli memo stosuje przepis, nic nie trzeba; jeśli go streszcza, sprawdź streszczenie"
	}
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
		rc.Note = fmt.Sprintf("źródło %s jest w bibliotece, ale żaden jego plik nie daje się odczytać", label(src))
	}
	return rc
}

// findElsewhere looks for a quotation in the whole library, outside the
// source it was attributed to (nil: anywhere): misattribution.
func (c *Checker) findElsewhere(ctx context.Context, quote string, not *library.Source) (library.Hit, string, bool) {
	hits, err := c.res.Search(ctx, longestSegment(quote), 2)
	if err != nil {
		return library.Hit{}, "", false
	}
	// The hits come most likely original first: the first one outside the
	// cited source is where the quotation really stands.
	found := -1
	cited := 0
	for i, h := range hits {
		if not != nil && h.Source.ID == not.ID {
			cited = 1
		} else if found < 0 {
			found = i
		}
	}
	if found < 0 {
		return library.Hit{}, "", false
	}
	h := hits[found]
	return h, othersHolding(h.Holders-1-cited, h.HoldersAtLeast), true
}

// othersHolding says that n more sources hold a misattributed quotation
// besides the one named ("" when none).
func othersHolding(n int, atLeast bool) string {
	if n <= 0 {
		return ""
	}
	more := ""
	if atLeast {
		more = " co najmniej"
	}
	return fmt.Sprintf("; ten sam fragment zawiera też%s %d %s", more, n, pluralSources(n))
}

// pluralSources is "źródło" in the form a Polish number takes.
func pluralSources(n int) string {
	switch {
	case n == 1:
		return "inne źródło"
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 10 || n%100 >= 20):
		return "inne źródła"
	}
	return "innych źródeł"
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

// memoRules are the engine's rules for claims found in a memo: stricter
// TREŚĆ than the reference script's (engine.Options.Memo).
var memoRules = engine.Options{Memo: true}
