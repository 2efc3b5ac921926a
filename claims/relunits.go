package claims

// Units of the provision named before: "Art. 446 k.c. … Zgodnie z § 3 tego
// artykułu „…”" quotes art. 446 § 3 k.c.

import (
	"strings"

	"citeguard/cite"
	"citeguard/pl"
)

// relUnitBack is how far before its pointer word ("tego" of "§ 3 tego
// artykułu") a relative unit may start.
const relUnitBack = 40

// findRelativeUnits finds, at the pointer words hits (tRel), the units of a
// provision named before ("§ 3 tego artykułu", "zdanie drugie tego
// paragrafu": pl.MatchRelativeUnits) that no provision of provs covers.
func findRelativeUnits(text string, hits []int, provs []provMatch) []provMatch {
	var out []provMatch
	covered := 0
	for _, h := range hits {
		if h < covered || insideProvision(provs, h) {
			continue
		}
		if units, n, ok := pl.MatchRelativeUnits(text[h:runeEnd(text, min(len(text), h+120))]); ok {
			out = append(out, provMatch{Start: h, End: h + n, Rel: units}) // "jego § 3"
			covered = h + n
			continue
		}
		lo := max(0, h-relUnitBack)
		for lo < h && text[lo]&0xC0 == 0x80 {
			lo++
		}
		for at := lo; at < h; at++ {
			if !unitStart(text, at) || insideProvision(provs, at) || at < covered {
				continue
			}
			units, n, ok := pl.MatchRelativeUnits(text[at:runeEnd(text, min(len(text), at+120))])
			if !ok || at+n <= h {
				continue
			}
			out = append(out, provMatch{Start: at, End: at + n, Rel: units})
			covered = at + n
			break
		}
	}
	return out
}

// unitStart reports whether a unit's name ("§", "ust.", "pkt", "lit.",
// "zd.", "zdanie") may start at offset at: not inside a word.
func unitStart(text string, at int) bool {
	switch {
	case strings.HasPrefix(text[at:], "§"):
	case text[at] == 'u' || text[at] == 'p' || text[at] == 'l' || text[at] == 'z' || text[at] == 'Z':
		if at > 0 && isLetterBefore(text, at) {
			return false
		}
	default:
		return false
	}
	return true
}

// insideProvision reports whether offset at lies inside one of provs.
func insideProvision(provs []provMatch, at int) bool {
	for _, p := range inRange(provs, func(p provMatch) int { return p.Start }, max(0, at-240), at+1) {
		if p.Start <= at && at < p.End {
			return true
		}
	}
	return false
}

// maxRelBack is how far back (in bytes of text) the provision a relative
// unit points to may stand.
const maxRelBack = 2000

// linkRelativeUnits gives each relative unit ("§ 3 tego artykułu") the
// provision named last before it, outside quotations, in the same body
// text or footnote, in its paragraph or the one before (and at most
// maxRelBack before): art. 446 k.c. and "§ 3 tego artykułu" are art. 446
// § 3 k.c. A unit with no such provision, or one inside a quotation, is
// no citation.
func (x *extractor) linkRelativeUnits() {
	var last *Citation
	lastNote := -1
	for i, s := range x.sents {
		if s.Footnote != lastNote {
			last, lastNote = nil, s.Footnote
		}
		cs := x.cits[i]
		drop := false
		for k := range cs {
			c := &cs[k]
			if c.Kind != ActCitation {
				continue
			}
			if c.InQuote {
				if c.rel != "" {
					c.Start, drop = -1, true // quoted text: "§ 1 tego artykułu" of the quoted statute
				}
				continue
			}
			if c.rel == "" {
				if c.Anchor.Przepis != "" {
					last = c
				}
				continue
			}
			base, ok := x.relativeBase(last, c)
			if !ok || c.bare && !x.bareBaseFits(last, c) {
				c.Start, drop = -1, true
				continue
			}
			c.Anchor.Przepis, c.Anchor.Akt, c.Anchor.Publikator = base.Przepis, base.Akt, base.Publikator
			last = c
		}
		if drop {
			kept := cs[:0]
			for _, c := range cs {
				if c.Start >= 0 {
					kept = append(kept, c)
				}
			}
			x.cits[i] = kept
		}
	}
}

// relativeBase is the anchor of relative unit c put in provision last
// (the provision named before it), when last stands near enough.
func (x *extractor) relativeBase(last, c *Citation) (cite.Anchor, bool) {
	var out cite.Anchor
	if last == nil || c.Start-last.End > maxRelBack || x.sents[c.sent].Para-x.sents[last.sent].Para > 1 {
		return out, false
	}
	p, _, ok := pl.ParseProvision(last.Anchor.Przepis)
	if !ok {
		return out, false
	}
	q, ok := p.WithUnits(c.rel)
	if !ok {
		return out, false
	}
	out.Przepis, out.Akt, out.Publikator = q.Written, last.Anchor.Akt, last.Anchor.Publikator
	return out, true
}

// provisionRightBefore reports whether a provision of cs ends right before
// offset at, with only spaces, a comma or a colon between: "§ 3 tego
// artykułu „…”" is a provision speaking, not the title of an article (a
// paper) in quotation marks.
func provisionRightBefore(text string, cs []Citation, at int) bool {
	for k := range cs {
		c := &cs[k]
		if c.Kind == ActCitation && !c.InQuote && c.Anchor.Przepis != "" && c.End <= at && strings.Trim(text[c.End:at], " ,:\u00a0") == "" {
			return true
		}
	}
	// A relative unit that points to no provision (none named before) is
	// still a provision's unit.
	end := len(strings.TrimRight(text[:at], " ,:\u00a0"))
	lo := max(0, end-relUnitBack-24)
	for lo < end && text[lo]&0xC0 == 0x80 {
		lo++
	}
	for p := lo; p < end; p++ {
		if unitStart(text, p) {
			if _, n, ok := pl.MatchRelativeUnits(text[p:end]); ok && p+n == end {
				return true
			}
		}
	}
	return false
}

// unitsBefore reads the units written before the article they belong to,
// which starts at h: "§ 3 art. 446 k.c.", "zdanie drugie art. 5 k.c.", "w
// zdaniu drugim § 2 art. 446 k.c." are art. 446 § 3, art. 5 zd. drugie
// and art. 446 § 2 zd. drugie. The units start at or after lo (the end
// of the provision before). It returns where they start and the
// provision with them.
func unitsBefore(text string, h, lo int, p pl.Provision) (int, pl.Provision, bool) {
	if p.Art == "" || p.ArtTo != "" || len(strings.Fields(p.Written)) > 2 {
		return 0, pl.Provision{}, false // units on both sides: leave them
	}
	end := len(strings.TrimRight(text[:h], " \u00a0"))
	if end == h {
		return 0, pl.Provision{}, false
	}
	from := max(lo, end-relUnitBack)
	for from < end && text[from]&0xC0 == 0x80 {
		from++
	}
	for at := from; at < end; at++ {
		if !unitStart(text, at) {
			continue
		}
		units, ok := pl.UnitsAt(text[at:end])
		if !ok {
			continue
		}
		q, ok := p.WithUnits(units)
		if !ok {
			return 0, pl.Provision{}, false
		}
		return at, q, true
	}
	return 0, pl.Provision{}, false
}
