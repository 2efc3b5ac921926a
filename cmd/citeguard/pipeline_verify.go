package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"citeguard/cite"
	"citeguard/claims"
	"citeguard/engine"
	"citeguard/library"
	"citeguard/reports"
)

// verifySource verifies a claim against a resolved judgment, EU act or
// document: against every readable rendering, keeping the best outcome (a
// passage found in any rendering counts). A quotation that is not in the
// cited source but stands in another one is reported as misattributed.
func (c *memoChecker) verifySource(ctx context.Context, cl claims.Claim, it engine.Item, rc reports.Claim, src *library.Source) (reports.Claim, []string) {
	it.AnchorResolved = resolvedAnchor(src, cl.Anchor.Sygnatura)
	var best engine.Result
	var bestR *library.Rendering
	var bestES *engine.Source
	for _, r := range src.Readable() {
		es, err := src.Engine(r)
		if err != nil {
			c.log.Warn("reading a library text", "file", r.Path, "err", err)
			continue
		}
		res := engine.VerifyAgainst(it, es)
		if bestR == nil || res.Status.Better(best.Status) {
			best, bestR, bestES = res, r, es
		}
	}
	if bestR == nil {
		rc, _ = c.noText(it, rc, src)
		return rc, nil
	}
	c.fill(&rc, best, bestES, bestR)
	if cl.Quote != "" && (best.Status == cite.Niezweryfikowany || best.Status == cite.Kalibracja) && !anchorDiverged(best) {
		if hit, ok := c.findElsewhere(ctx, cl.Quote, src); ok {
			rc.Status, rc.OsiagnietyPoziom = cite.Niezweryfikowany, "ISTNIENIE"
			rc.RealSource = c.describe(hit)
			rc.Note = fmt.Sprintf("cytatu nie ma w powołanym źródle (%s) — pochodzi z: %s (błędne przypisanie, BLOKADA)", c.label(src), rc.RealSource)
			rc.SourcePassage = hitText(c.lib, hit)
		}
	}
	return rc, src.Hashes()
}

// verifyProvision verifies a claim against the cited unit of an act (the
// article, §, ust., pkt), newest version first; a quotation found in another
// article of the act is reported as quoted from the wrong article.
func (c *memoChecker) verifyProvision(ctx context.Context, cl claims.Claim, it engine.Item, rc reports.Claim, res *library.Resolution) (reports.Claim, []string) {
	var best engine.Result
	var bestSpan *library.Span
	var used []string
	for i := range res.Spans {
		sp := &res.Spans[i]
		used = append(used, sp.TextHash)
		r := engine.VerifyAgainst(it, engine.NewSource(sp.Text))
		if r.Required() == cite.Istnienie {
			// Citing a provision: it exists when the library has its text.
			r.Status, r.OsiagnietyPoziom = cite.Zweryfikowany, "ISTNIENIE"
			r.Note = fmt.Sprintf("przepis %s istnieje w tekście aktu", sp.Provision)
		}
		if bestSpan == nil || r.Status.Better(best.Status) {
			best, bestSpan = r, sp
		}
	}
	es, err := bestSpan.Source.Engine(bestSpan.Rendering)
	if err != nil {
		return rc, used
	}
	shift(&best, bestSpan.Range.Start)
	c.fill(&rc, best, es, bestSpan.Rendering)
	if rc.SourcePassage == "" {
		rc.SourcePassage = clip(bestSpan.Text, 400)
	}
	if cl.Quote != "" && (best.Status == cite.Niezweryfikowany || best.Status == cite.Kalibracja) {
		hits, err := c.lib.Search(ctx, longestSegment(cl.Quote), 3)
		for _, h := range hits {
			if err == nil && h.Source == bestSpan.Source && h.Article != "" {
				rc.Status, rc.OsiagnietyPoziom = cite.Niezweryfikowany, "ISTNIENIE"
				rc.RealSource = fmt.Sprintf("art. %s %s", h.Article, c.label(h.Source))
				rc.Note = fmt.Sprintf("cytat pochodzi z art. %s, a nie z powołanego %s (BLOKADA)", h.Article, bestSpan.Provision)
				rc.SourcePassage = hitText(c.lib, h)
				break
			}
		}
	}
	return rc, used
}

// noText reports a resolved source without any readable text.
func (c *memoChecker) noText(it engine.Item, rc reports.Claim, src *library.Source) (reports.Claim, []string) {
	r := engine.VerifyAgainst(it, nil)
	c.fill(&rc, r, nil, nil)
	if r.Status == cite.BrakZrodla {
		rc.Note = fmt.Sprintf("źródło %s jest w bibliotece, ale żaden jego plik nie daje się odczytać", c.label(src))
	}
	return rc, nil
}

// fill copies the engine's verdict into the report's claim.
func (c *memoChecker) fill(rc *reports.Claim, r engine.Result, es *engine.Source, rend *library.Rendering) {
	rc.Status, rc.WymaganyPoziom, rc.OsiagnietyPoziom, rc.Note = r.Status, r.WymaganyPoziom, r.OsiagnietyPoziom, r.Note
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

// shift moves a result's ranges by off bytes (a span's place in its text).
func shift(r *engine.Result, off int) {
	if r.Zakres != nil {
		z := engine.Range{Start: r.Zakres.Start + off, End: r.Zakres.End + off}
		r.Zakres = &z
	}
}

func anchorDiverged(r engine.Result) bool { return r.Detail != nil && len(r.Detail.Roznice) > 0 }

// findElsewhere looks for a quotation in the whole library, outside the
// source it was attributed to (nil: anywhere).
func (c *memoChecker) findElsewhere(ctx context.Context, quote string, not *library.Source) (library.Hit, bool) {
	hits, err := c.lib.Search(ctx, longestSegment(quote), 2)
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

// longestSegment is the longest part of a quotation between its gaps.
func longestSegment(q string) string {
	best := ""
	for _, part := range strings.FieldsFunc(q, func(r rune) bool { return r == '[' || r == ']' || r == '…' || r == '(' || r == ')' }) {
		for _, p := range strings.Split(part, "...") {
			if p = strings.TrimSpace(p); len(p) > len(best) {
				best = p
			}
		}
	}
	return best
}

// label names a source the way a report cites it: the signature, then the
// form, court and date ("III CZP 36/02 (uchwała, Sąd Najwyższy, 2002-07-05)").
func (c *memoChecker) label(s *library.Source) string {
	m := s.Meta
	switch {
	case len(m.Signatures) > 0:
		var about []string
		for _, f := range []string{m.DocType, m.Court, m.Date} {
			if f != "" {
				about = append(about, f)
			}
		}
		if len(about) == 0 {
			return m.Signatures[0]
		}
		return m.Signatures[0] + " (" + strings.Join(about, ", ") + ")"
	case m.Title != "":
		return m.Title
	case m.Act != "":
		return m.Act
	}
	return s.ID
}

// displayPath shows a library file by its folder name and its path inside
// that folder ("library/SN_I-CSK-9901-99.txt"), the same on every machine.
func (c *memoChecker) displayPath(p string) string {
	for _, root := range c.roots {
		abs, err := filepath.Abs(root)
		if err != nil {
			continue
		}
		if rel, err := filepath.Rel(abs, p); err == nil && !strings.HasPrefix(rel, "..") {
			return filepath.ToSlash(filepath.Join(filepath.Base(abs), rel))
		}
	}
	return filepath.ToSlash(p)
}

// describe names where a hit stands: the source and its file.
func (c *memoChecker) describe(h library.Hit) string {
	if h.Rendering != nil {
		return fmt.Sprintf("%s, plik %s", c.label(h.Source), c.displayPath(h.Rendering.Path))
	}
	return c.label(h.Source)
}

// hitText is the source text around a search hit.
func hitText(lib *library.Library, h library.Hit) string {
	t, err := lib.VersionText(h.TextHash)
	if err != nil || h.Range.End > len(t) || h.Range.Start < 0 {
		return ""
	}
	return clip(t[h.Range.Start:h.Range.End], 400)
}

func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n]) + "…"
}
