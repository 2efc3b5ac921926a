package check

import (
	"context"
	"strconv"
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
	date  string          // ISO; "" when unknown (every version counts)
	cited map[string]bool // pl.SignatureKey of every signature the memo's claims name
	// stated: the signatures the memo's claims name at the claim itself,
	// with the date and court written there (statedSignatures).
	stated map[string]cite.Anchor
	// undated: date is only the time the memo's file was saved (its
	// modification time or the date its DOCX/ODT properties hold; the
	// memo and the claim's passage give none), no evidence of
	// the wording the memo means: a claim fitting another version of an
	// act better has its status there (verifyProvision).
	undated bool
	// from is where date was read (reports.DateFromHeader, …), for the
	// note of a claim that fits another version than the one in force.
	from string
	// wording: date is the day of the wording the claim's passage names
	// („w brzmieniu obowiązującym w dniu …”): another version's wording
	// is for a human (🟡), not a status against that version.
	wording bool
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
	ownIdentity(cl, &it, env.stated)
	if cl.Unresolved {
		return needsIdentification(it, rc, cite.Found(cite.ShortFormUnresolved, cl.ShortForm)), nil, nil
	}
	if cl.AnchorFrom == cite.FromLibrary && cl.Anchor.IsZero() {
		if prc, used, ok := c.porQuote(ctx, cl, env); ok {
			return prc, used, nil
		}
		rc, used, _ := c.fromLibrary(ctx, cl, it, rc)
		return rc, used, nil
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
	rc, used := c.verifySource(ctx, cl, it, rc, res.Sources[0], env)
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
		if rc, used, ok := c.recitalInLocatedAct(ctx, cl, it, rc, env); ok {
			return rc, used, nil
		}
		return c.unknownAct(ctx, cl, it, rc, cite.ActUnrecognisedWhich)
	case a.Organ != "" && a.Data != "" && (cl.ClaimType.Quotes() || cl.ClaimType == cite.StanowiskoSadu || cl.ClaimType == cite.Parafraza || specificCourt(a.Organ)):
		q := library.Query{Court: a.Organ, Date: a.Data, Form: a.Forma}
		res, err := c.res.Resolve(q)
		if err != nil {
			return needsIdentification(it, rc, cite.Found(cite.NeedsIdentification, a.Organ, a.Data)), nil, nil
		}
		if res.Ambiguous {
			return ambiguous(it, rc, res), nil, nil
		}
		rc, used := c.verifySource(ctx, cl, it, rc, res.Sources[0], env)
		rc.Found.Reanchored = cite.Found(cite.FoundByCourtAndDate, label(res.Sources[0]))
		return rc, used, nil
	}
	return c.unknownAct(ctx, cl, it, rc, cite.NoIdentifier)
}

// recitalInLocatedAct checks a quotation cited by a recital with no act
// („Motyw 47 stanowi: „…””) in the EU act of the library its words are
// located in: the memo names the unit, the search names the act, and the
// quotation is verified against that act's recital as if the memo had
// named it (verbatim there: 🟢; in another recital: the mismatch a wrong
// provision gets). False when the quotation stands in no act that has the
// recital.
func (c *Checker) recitalInLocatedAct(ctx context.Context, cl claims.Claim, it engine.Item, rc reports.Claim, env claimEnv) (reports.Claim, []string, bool) {
	p, _, ok := pl.ParseProvision(cl.Anchor.Przepis)
	q := quotedText(cl)
	if !ok || p.Motyw == "" || q == "" {
		return rc, nil, false
	}
	for _, h := range c.locate(ctx, q, nil) {
		m := h.Source.Meta
		if m.Kind != library.EUAct || m.CELEX == "" {
			continue
		}
		res, err := c.res.Resolve(library.Query{CELEX: m.CELEX, Act: m.Act, Provision: p})
		if err != nil || res.Ambiguous || len(res.Spans) == 0 {
			continue
		}
		out, used := c.verifyProvision(ctx, cl, it, rc, res, env)
		out.Found.Reanchored = cite.Found(cite.LocatedBySearch, c.place(h)...)
		return out, used, true
	}
	return rc, nil, false
}

// unknownAct handles a claim whose source the library cannot identify (no
// identifier, an act not recognised): a quotation located in the library is
// checked there (quoteWithoutSource); anything else is not checked, for the
// reason why.
func (c *Checker) unknownAct(ctx context.Context, cl claims.Claim, it engine.Item, rc reports.Claim, why cite.Code) (reports.Claim, []string, *reports.NotChecked) {
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

// notChecked is the report's entry for a reference that is not checked,
// and why.
func notChecked(cl claims.Claim, why cite.Code) *reports.NotChecked {
	text := cl.Anchor.Przepis
	if cl.Anchor.Akt != "" {
		text = strings.TrimSpace(text + " " + cl.Anchor.Akt)
	}
	if text == "" {
		text = clip(firstOf(cl.Quote, cl.ClaimText, cl.SourceID), 160)
	}
	return &reports.NotChecked{Text: text, Akt: cl.Anchor.Akt, Przepis: cl.Anchor.Przepis, Found: cite.Found(why)}
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
func needsIdentification(it engine.Item, rc reports.Claim, note cite.Note) reports.Claim {
	r := engine.VerifyAgainst(it, nil)
	rc.Status, rc.WymaganyPoziom, rc.OsiagnietyPoziom = cite.WymagaOsadu, r.WymaganyPoziom, cite.None.String()
	rc.Found.Note = note
	return rc
}

// noSource is ⛔ BRAK ŹRÓDŁA with a note saying why.
func noSource(it engine.Item, rc reports.Claim, note cite.Note) reports.Claim {
	r := engine.VerifyAgainst(it, nil)
	rc.Status, rc.WymaganyPoziom, rc.OsiagnietyPoziom = cite.BrakZrodla, r.WymaganyPoziom, cite.None.String()
	rc.Found.Note = note
	return rc
}

// ambiguous is a signature shared by different cases that the memo's court
// and date do not tell apart: 🟡 WYMAGA_OSADU, never a silent pick.
func ambiguous(it engine.Item, rc reports.Claim, res *library.Resolution) reports.Claim {
	r := engine.VerifyAgainst(it, nil)
	rc.Status, rc.WymaganyPoziom, rc.OsiagnietyPoziom = cite.WymagaOsadu, r.WymaganyPoziom, cite.None.String()
	which := []string{strconv.Itoa(len(res.Sources))}
	for _, s := range res.Sources {
		which = append(which, strings.TrimSpace(s.Meta.Court+" "+s.Meta.Date))
	}
	rc.Found.Note = cite.Found(cite.AmbiguousSignature, which...)
	return rc
}

// memoRules are the engine's rules for claims found in a memo: stricter
// TREŚĆ than the reference script's (engine.Options.Memo).
var memoRules = engine.Options{Memo: true}

// citedSignatures is pl.SignatureKey of every signature the claims name, as
// their anchors or candidates.
func citedSignatures(cls []claims.Claim) map[string]bool {
	out := map[string]bool{}
	for _, cl := range cls {
		if cl.Anchor.Sygnatura != "" {
			out[pl.SignatureKey(cl.Anchor.Sygnatura)] = true
		}
		for _, k := range cl.Candidates {
			if k.Anchor.Sygnatura != "" {
				out[pl.SignatureKey(k.Anchor.Sygnatura)] = true
			}
		}
	}
	return out
}
