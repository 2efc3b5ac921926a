package engine

import (
	"math"
	"strconv"
	"unicode/utf8"

	"citeguard/cite"
	"citeguard/norm"
)

// maxFragmentRunes bounds fragment_zrodla, the source excerpt in a result.
const maxFragmentRunes = 400

// Verify checks one item against its own source_text, with the semantics of
// ground-citations.mjs v2.5 and the stricter rules of citeguard (material
// changes, white-space-blind matching, dates in words, span ids).
func Verify(it Item) Result {
	var src *norm.Source
	if it.SourceText != nil {
		src = norm.NewSource(*it.SourceText)
	}
	return VerifyAgainst(it, src)
}

// VerifyAgainst checks one item against src (nil: no source text), ignoring
// the item's own source_text, with the reference semantics. The library
// passes a cached Source here.
func VerifyAgainst(it Item, src *norm.Source) Result { return VerifyAgainstWith(it, src, Options{}) }

// VerifyAgainstWith is VerifyAgainst with the rules of o (Options.Memo: the
// stricter rules for claims found in a memo).
func VerifyAgainstWith(it Item, src *norm.Source, o Options) Result {
	claimType := it.ClaimType
	if claimType == "" {
		claimType = "powolanie"
		if it.Quote != "" {
			claimType = "cytat_doslowny"
		}
	}
	required, ok := cite.ParseLevel(it.RequiredLevel)
	if !ok {
		if required, ok = claimType.Required(); !ok {
			required = cite.Fragment
		}
	}
	out := Result{ID: it.ID, SourceID: it.SourceID, ClaimType: claimType, WymaganyPoziom: required.String(), required: required}

	hasText := src != nil && src.Norm().Text != ""
	anchor := checkAnchor(it.Anchor, it.AnchorResolved)
	presumed := anchor.State != anchorConfirmed && hasText

	var frag *fragResult
	if it.Quote != "" && hasText {
		f := checkFragment(it.Quote, src)
		frag = &f
	}
	// TREŚĆ scans the whole source once per content term. A FRAGMENT claim
	// whose quotation was found (verbatim or approximately, with no material
	// change) needs none of it: neither its status nor its achieved level
	// depends on the coverage then.
	fragFound := frag != nil && frag.Kind != matchNone && len(frag.Material) == 0
	var content *contentResult
	if claim := firstNonEmpty(it.ClaimText, it.Quote); claim != "" && hasText && !(required == cite.Fragment && fragFound) {
		if o.Memo {
			content = checkContentMemo(claim, src)
		} else {
			content = checkContent(claim, src.Norm().Text)
		}
	}

	achieved := cite.None
	if anchor.State == anchorConfirmed || presumed {
		achieved = cite.Istnienie
	}
	if anchor.State == anchorDiverges {
		achieved = cite.None
	}
	if content != nil && content.Weighted >= coverageThreshold && content.supports() {
		achieved = max(achieved, cite.Tresc)
	}
	if frag != nil && len(frag.Material) == 0 {
		switch frag.Kind {
		case matchExact, matchNoSpace:
			achieved = max(achieved, cite.Fragment)
		case matchApprox:
			achieved = max(achieved, cite.Tresc)
		}
	}
	out.achieved = achieved
	out.OsiagnietyPoziom = achieved.String()

	// A diverging anchor is a hard red whatever else holds.
	if anchor.State == anchorDiverges {
		out.Status = cite.Niezweryfikowany
		out.Found = divergence(anchor.Roznice)
		out.Detail = &Detail{Roznice: anchor.Roznice}
		return out
	}
	if required >= cite.Tresc && !hasText {
		out.Status = cite.BrakZrodla
		out.Found = cite.Found(cite.NoSourceText)
		return out
	}
	switch {
	case required == cite.Fragment && o.Memo:
		decideFragmentMemo(&out, frag, content, src)
	case required == cite.Fragment:
		decideFragment(&out, frag, content, src)
	case required == cite.Tresc && o.Memo:
		decideContentMemo(&out, content)
	case required == cite.Tresc:
		decideContent(&out, content)
	default:
		decideAnchor(&out, anchor, presumed)
		if o.Memo && claimType == cite.FaktProceduralny && anchor.State == anchorConfirmed {
			decideOutcome(&out, it.ClaimText, it.Anchor, src)
		}
	}
	if o.Memo && anchor.State == anchorConfirmed && len(anchor.Uwagi) > 0 {
		needsHuman(&out, anchor.Uwagi)
	}
	return out
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// divergence is what a diverging anchor found: each field that differs.
func divergence(diffs []Uwaga) cite.Note {
	f := cite.Finding{Code: cite.AnchorDiverges}
	for _, d := range diffs {
		f.Of = append(f.Of, cite.Finding{Code: cite.FieldDiffers, Args: []string{d.Pole, d.Zadeklarowano, d.Znaleziono}})
	}
	return cite.Note{f}
}

// decideFragment gives the status of a claim that requires FRAGMENT.
func decideFragment(out *Result, frag *fragResult, content *contentResult, src *norm.Source) {
	if frag != nil && len(frag.Material) > 0 {
		out.Status = cite.Niezweryfikowany
		out.Found = cite.Note{{Code: cite.QuoteChangesSource, Of: frag.Material}}
		setRanges(out, frag, src)
		out.Diff = frag.Changes
		out.Detail = &Detail{Segmenty: segmentDetails(frag, src), Changes: frag.Material}
		return
	}
	if frag != nil && (frag.Kind == matchExact || frag.Kind == matchNoSpace) {
		out.Status = cite.Zweryfikowany
		setRanges(out, frag, src)
		if out.Zakres != nil {
			out.Offset = &out.Zakres.Start
		}
		if frag.Kind == matchNoSpace {
			out.Found = cite.Found(cite.FoundIgnoringSpaces)
		}
		return
	}
	if frag != nil && frag.Kind == matchApprox {
		out.Status = cite.Zmodyfikowany
		out.Found = cite.Found(cite.MinorDifferences)
		out.Diff = frag.Changes
		out.Detail = &Detail{Segmenty: segmentDetails(frag, src)}
		for _, d := range out.Detail.Segmenty {
			if d.Zakres != nil {
				out.FragmentyZrodla = append(out.FragmentyZrodla, excerpt(src.Slice(*d.Zakres)))
			}
		}
		return
	}
	// No verbatim quote: does the source at least cover the topic?
	if content != nil && content.Weighted >= coverageThreshold {
		out.Status = cite.Kalibracja
		out.Found = cite.Found(cite.QuoteAbsentTopicCovered)
		out.Detail = &Detail{BrakujaceTerminy: content.Missing, ZbieznoscFragmentu: locality(content)}
		if frag != nil {
			out.Detail.Segmenty = segmentDetails(frag, src)
		}
		return
	}
	out.Status = cite.Niezweryfikowany
	if content != nil && content.Raw >= coverageThreshold {
		out.Found = cite.Found(cite.QuoteAbsentBoilerplate, pct(content.Weighted), pct(content.Raw))
	} else {
		out.Found = cite.Found(cite.QuoteAbsentNoTerms)
	}
	out.Detail = &Detail{}
	if frag != nil {
		out.Detail.Segmenty = segmentDetails(frag, src)
	} else {
		out.Detail.Reason = cite.Found(cite.NoSourceOrQuote)
	}
	if content != nil {
		out.Detail.TerminySzablonowe = content.Boilerplate
		out.Detail.ZbieznoscFragmentu = locality(content)
	}
}

// decideContent gives the status of a claim that requires TREŚĆ.
func decideContent(out *Result, c *contentResult) {
	if c == nil {
		out.Status = cite.BrakZrodla
		out.Found = cite.Found(cite.NoClaimOrSource)
		return
	}
	detail := &Detail{Pokrycie: round2(c.Weighted), PokrycieSurowe: round2(c.Raw), BrakujaceTerminy: c.Missing, TerminySzablonowe: c.Boilerplate}
	switch {
	case c.Weighted >= coverageThreshold:
		out.Status = cite.WymagaOsadu
		out.Found = cite.Found(cite.TermsPresent, pct(c.Weighted))
		detail.ZbieznoscFragmentu = locality(c)
		if l := detail.ZbieznoscFragmentu; l != nil && *l < localityThreshold {
			out.Found = append(out.Found, cite.Found(cite.TermsScatteredWarning, pct(*l))...)
		}
	case c.Raw >= coverageThreshold:
		out.Status = cite.WymagaOsadu
		out.Found = cite.Found(cite.TermsMostlyBoilerplate, pct(c.Weighted), pct(c.Raw))
		detail.ZbieznoscFragmentu = locality(c)
	default:
		out.Status = cite.Niezweryfikowany
		out.Found = cite.Found(cite.NoContentTerms, pct(c.Weighted))
		detail = &Detail{Pokrycie: round2(c.Weighted), BrakujaceTerminy: c.Missing, ObecneTerminy: c.Present}
	}
	out.Detail = detail
}

// decideAnchor gives the status of a claim that requires only ISTNIENIE.
func decideAnchor(out *Result, a anchorResult, presumed bool) {
	switch {
	case a.State == anchorConfirmed && len(a.Uwagi) > 0:
		out.Status = cite.WymagaOsadu
		out.Found = cite.Found(cite.AnchorConfirmedBut, softFields(a.Uwagi)...)
		out.Uwagi = a.Uwagi
	case a.State == anchorConfirmed:
		out.Status = cite.Zweryfikowany
		out.Found = cite.Found(cite.AnchorConfirmed)
	case presumed:
		out.Status = cite.WymagaOsadu
		out.Found = cite.Found(cite.ExistencePresumed)
	default:
		out.Status = cite.BrakZrodla
		out.Found = cite.Found(cite.AnchorUnresolved)
	}
}

// softFields are the fields of the soft remarks on an anchor.
func softFields(us []Uwaga) []string {
	var out []string
	for _, u := range us {
		out = append(out, u.Pole)
	}
	return out
}

// setRanges fills zakres, segmenty, fragment_zrodla and span_id from the
// segment hits, mapped back to the original source.
func setRanges(out *Result, frag *fragResult, src *norm.Source) {
	n := src.Norm()
	var segs []norm.Range
	for _, h := range frag.Hits {
		if h.Start >= 0 && h.End > h.Start {
			segs = append(segs, n.Orig(h.Start, h.End))
		}
	}
	if len(segs) == 0 {
		return
	}
	z := norm.Range{Start: segs[0].Start, End: segs[len(segs)-1].End}
	out.Zakres = &z
	if len(segs) > 1 {
		out.Segmenty = segs
	}
	out.FragmentZrodla = excerpt(src.Slice(z))
	out.SpanID = src.SpanID(z)
}

func segmentDetails(frag *fragResult, src *norm.Source) []SegmentDetail {
	n := src.Norm()
	ds := make([]SegmentDetail, 0, len(frag.Hits))
	for _, h := range frag.Hits {
		d := SegmentDetail{Seg: excerpt(h.Seg), Dist: h.Dist, Ratio: math.Round(h.Ratio*1000) / 1000}
		if h.Start >= 0 && h.End > h.Start {
			r := n.Orig(h.Start, h.End)
			d.Zakres = &r
		}
		ds = append(ds, d)
	}
	return ds
}

func excerpt(s string) string {
	if utf8.RuneCountInString(s) <= maxFragmentRunes {
		return s
	}
	r := []rune(s)
	return string(r[:maxFragmentRunes])
}

func locality(c *contentResult) *float64 {
	if l, ok := c.Locality(); ok {
		return round2(l)
	}
	return nil
}

func round2(f float64) *float64 {
	v := math.Round(f*100) / 100
	return &v
}

// pct is a share in whole percent, as a finding's argument.
func pct(f float64) string { return strconv.Itoa(int(math.Round(f * 100))) }
