package check

import (
	"strings"

	"citeguard/cite"
	"citeguard/claims"
	"citeguard/engine"
	"citeguard/library"
	"citeguard/norm"
	"citeguard/pl"
	"citeguard/reports"
)

// baseClaim fills what a reports.Claim shows of the memo's claim.
func baseClaim(cl claims.Claim) reports.Claim {
	return reports.Claim{
		ID: cl.ID, ClaimType: cl.ClaimType, Category: category(cl),
		Quote: cl.Quote, ClaimText: cl.ClaimText, SourceID: cl.SourceID, Page: cl.Page,
		Anchor: cl.Anchor.Identity(), AnchorFrom: string(cl.AnchorFrom), AnchorCue: cl.AnchorCue, AnchorFootnote: cl.AnchorFootnote,
		ShortForm: cl.ShortForm, Antecedent: cl.Antecedent,
	}
}

// category puts a claim in its layer-1 group.
func category(cl claims.Claim) string {
	switch {
	case cl.ClaimType.Quotes():
		return reports.CategoryQuote
	case cl.Anchor.Przepis != "" || (cl.Anchor.Akt != "" && cl.Anchor.Sygnatura == ""):
		return reports.CategoryProvision
	}
	return reports.CategorySignature
}

// item is the engine's view of a claim.
func item(cl claims.Claim) engine.Item {
	it := engine.Item{ID: cl.ID, SourceID: cl.SourceID, ClaimType: cl.ClaimType, Quote: cl.Quote, ClaimText: cl.ClaimText}
	if it.Quote == "" && it.ClaimText == "" && (cl.ClaimType == cite.StanowiskoSadu || cl.ClaimType == cite.Parafraza) {
		it.ClaimText = cl.SourceID
	}
	a := cl.Anchor
	if a.Sygnatura != "" || a.Data != "" || a.Organ != "" || a.Strony != "" {
		it.Anchor = &cite.Anchor{Sygnatura: a.Sygnatura, Data: a.Data, Organ: a.Organ, Strony: a.Strony}
	}
	return it
}

// resolvedAnchor is the anchor the library found for a source, with the
// signature that matches the one asked for: one of its signatures or of its
// aliases (the short writing a court gave its own signature in the header,
// the portal file name's writing, a sidecar's aliases) — each is a name of
// this source, not another case.
func resolvedAnchor(s *library.Source, asked string) *cite.Anchor {
	if s.Meta.Kind != library.Judgment || len(s.Meta.Signatures) == 0 {
		return nil
	}
	a := &cite.Anchor{Sygnatura: s.Meta.Signatures[0], Data: s.Meta.Date, Organ: s.Meta.Court, Strony: s.Meta.Parties}
	for _, sig := range append(append([]string(nil), s.Meta.Aliases...), s.Meta.Signatures...) {
		if pl.SameSignature(sig, asked) {
			a.Sygnatura = sig
		}
	}
	return a
}

// fill copies the engine's verdict into the report's claim.
func (c *Checker) fill(rc *reports.Claim, r engine.Result, es *norm.Source, rend *library.Rendering) {
	rc.Status, rc.WymaganyPoziom, rc.OsiagnietyPoziom, rc.Found.Note = r.Status, r.WymaganyPoziom, r.OsiagnietyPoziom, r.Found
	if rend != nil {
		rc.SourceFile = c.displayPath(rend.Path)
		rc.SourceVersion = rend.TextHash
	}
	if r.Zakres != nil {
		rc.Zakres = &reports.Range{Start: r.Zakres.Start, End: r.Zakres.End}
		if es != nil {
			rc.SpanID = es.SpanID(*r.Zakres)
		}
	}
	for _, d := range r.Diff {
		rc.Diff = append(rc.Diff, reports.Change{Rodzaj: d.Rodzaj, Cytat: d.Cytat, Zrodlo: d.Zrodlo})
	}
	switch {
	case r.FragmentZrodla != "":
		rc.SourcePassage = r.FragmentZrodla
	case len(r.FragmentyZrodla) > 0:
		rc.SourcePassage = strings.Join(r.FragmentyZrodla, " […] ")
	case es != nil && r.Detail != nil && len(r.Detail.Segmenty) > 0 && r.Detail.Segmenty[0].Zakres != nil:
		rc.SourcePassage = clip(es.Slice(*r.Detail.Segmenty[0].Zakres), 400)
	}
}

// shift moves a result's ranges by off bytes (a span's place in its text):
// the range found and the nearest place of each segment, which the report
// shows as the source's passage.
func shift(r *engine.Result, off int) {
	if r.Zakres != nil {
		z := norm.Range{Start: r.Zakres.Start + off, End: r.Zakres.End + off}
		r.Zakres = &z
	}
	if r.Detail != nil && len(r.Detail.Segmenty) > 0 {
		d := *r.Detail
		d.Segmenty = append([]engine.SegmentDetail(nil), d.Segmenty...)
		for i, sd := range d.Segmenty {
			if sd.Zakres != nil {
				z := norm.Range{Start: sd.Zakres.Start + off, End: sd.Zakres.End + off}
				d.Segmenty[i].Zakres = &z
			}
		}
		r.Detail = &d
	}
}

// anchorDiverged: the anchor contradicts the source (signature, date or
// parties), so the quotation's absence is not a misattribution.
func anchorDiverged(r engine.Result) bool { return r.Detail != nil && len(r.Detail.Roznice) > 0 }
