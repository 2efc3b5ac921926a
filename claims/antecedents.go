package claims

// Resolving short forms („Tamże”, ibid., op. cit., "wyżej powołany wyrok")
// to the citations they stand for.

import (
	"strings"

	"citeguard/cite"
	"citeguard/pl"
)

// resolveShortForms gives every short form the anchor of its antecedent,
// in reading order. A „Tamże” / „Ibidem” of a footnote is the previous
// footnote's source (its first citation that is not a por./zob. one);
// tamże in the text, ibid. and j.w. take the citation just before; op. cit.
// takes the last work of the author named with it; "wyżej powołany wyrok
// [court] [date]" takes the one earlier ruling its pointer (form, court,
// date) fits. A pointer beats proximity; an ambiguous or missing
// antecedent leaves the short form unresolved. Citations inside quotations
// are never antecedents.
func (x *extractor) resolveShortForms() {
	var history []*Citation
	cur := 0                           // the footnote being read, 0 in the body
	var curFirst, curLast *Citation    // its first non-por. citation, its last one
	var prevSource, prevLast *Citation // the previous footnote's
	leave := func() {
		if cur != 0 {
			x.fnAnchor[cur] = curFirst
			prevSource, prevLast = curFirst, curLast
		}
	}
	for _, si := range x.order {
		s := x.sents[si]
		if s.Footnote != cur {
			leave()
			cur, curFirst, curLast = s.Footnote, nil, nil
		}
		for ci := range x.cits[si] {
			c := &x.cits[si][ci]
			if c.Kind == CourtCitation || c.InQuote {
				continue
			}
			if c.Kind == ShortCitation {
				c.ShortFrom = cite.FromShortForm
				if cur != 0 && c.Short.Kind == "tamze" && (prevSource != nil || prevLast != nil) {
					ante := prevSource
					if ante == nil {
						ante = prevLast
					}
					x.takeAntecedent(c, ante)
					c.ShortFrom = cite.FromIbidem
				} else {
					x.resolve(c, history)
				}
				if c.Unresolved {
					continue
				}
			}
			history = append(history, c)
			if len(history) > 4*maxHistory {
				history = append(history[:0], history[len(history)-maxHistory:]...)
			}
			if cur != 0 {
				curLast = c
				if curFirst == nil && eligible(c) {
					curFirst = c
				}
			}
		}
	}
	leave()
}

// takeAntecedent gives short form c the anchor of ante, keeping its own
// pinpoint.
func (x *extractor) takeAntecedent(c, ante *Citation) {
	own := c.Anchor
	c.Anchor = ante.Anchor
	if own.Pinpoint != "" {
		c.Anchor.Pinpoint = own.Pinpoint
	}
	c.Antecedent = sourceID(ante.Anchor)
	if c.Short != nil && c.Short.Units != "" && ante.Anchor.Przepis != "" {
		// „§ 3 tamże” after art. 22¹ § 1 k.p.: art. 22¹ § 3 k.p., the
		// units replacing the antecedent's at their rank.
		if p, _, ok := pl.ParseProvision(ante.Anchor.Przepis); ok {
			if q, ok := p.WithUnits(c.Short.Units); ok {
				c.Anchor.Przepis = q.Written
				if _, ok := pl.UnitsAt(c.Anchor.Pinpoint); ok {
					c.Anchor.Pinpoint = "" // „tamże, § 3”: the units, no pinpoint
				}
			}
		}
	}
	// „zaskarżam powyższy wyrok” after „Sygn. akt I C 1/26”: the
	// document's own case, no source.
	c.Own = ante.Own
}

func (x *extractor) resolve(c *Citation, history []*Citation) {
	own := c.Anchor
	var ante *Citation
	switch c.Short.Kind {
	case "tamze":
		if n := len(history); n > 0 {
			ante = history[n-1]
		}
		if ante != nil && ante.Anchor.Przepis != "" && x.speaksAfter(c) {
			// „J.w. dodał, że „…””: a court speaks, so "as above" is
			// the ruling under discussion, not the provision named since.
			if r := lastRuling(history); r != nil {
				ante = r
			}
		}
	case "row":
		ante = x.rowAntecedent(c) // „z poz. 3”: the ruling of the table's row 3 (rowrefs.go)
	case "opcit":
		if c.Short.Author != "" {
			if src := x.authorWork(c.Short.Author, c.Start); src != "" {
				c.Anchor = cite.Anchor{Zrodlo: src, Pinpoint: own.Pinpoint}
				c.Antecedent = src
				return
			}
		}
		if own.Organ != "" {
			ante = nearestRuling(history, own) // "Wyrok SO w Olsztynie, op. cit." (rulingOpCit)
		}
	case "wyzej":
		var cands []*Citation
		ids := map[string]bool{}
		year := x.refYear(c)
		for k := len(history) - 1; k >= 0 && k >= len(history)-maxHistory; k-- {
			h := history[k]
			a := h.Anchor
			if a.Sygnatura == "" && a.ECLI == "" && a.Data == "" {
				continue // not a ruling
			}
			if own.Organ != "" && !courtFits(own.Organ, a.Organ) || own.Data != "" && a.Data != own.Data || !formFits(own.Forma, a.Forma) {
				continue
			}
			if !yearFits(year, h) || x.porElsewhere(h, c) {
				continue // „wyroku … z 2008 r.”; a por. ruling of another section (backrefs.go)
			}
			if id := sourceID(a); !ids[id] {
				ids[id] = true
				cands = append(cands, h)
			}
		}
		// The nearest earlier ruling that fits (issue 22, class 8: „W
		// wyżej powołanym wyroku” after two footnotes is the later one's),
		// unless the two nearest were cited in one sentence („wyroki …
		// I CSK 1/15 i … I CSK 2/16”): the memo does not say which.
		if len(cands) == 1 || len(cands) > 1 && cands[0].sent != cands[1].sent {
			ante = cands[0]
		}
	}
	if ante == nil {
		c.Unresolved = true
		return
	}
	x.takeAntecedent(c, ante)
}

// speaksAfter reports whether a reporting verb follows short form c
// right after it, as a court's does („J.w. dodał, że”, „Jw. wskazał
// też:”).
func (x *extractor) speaksAfter(c *Citation) bool {
	rest := x.text[c.End:runeEnd(x.text, min(len(x.text), c.End+40))]
	ws := wordsOf(rest)
	return len(ws) > 0 && isReportVerb(ws[0].s)
}

// lastRuling is the last ruling of history (a citation with a signature,
// an ECLI or a date, and no provision), or nil.
func lastRuling(history []*Citation) *Citation {
	for k := len(history) - 1; k >= 0 && k >= len(history)-maxHistory; k-- {
		a := history[k].Anchor
		if a.Przepis == "" && (a.Sygnatura != "" || a.ECLI != "" || a.Data != "" && a.Organ != "") {
			return history[k]
		}
	}
	return nil
}

// nearestRuling is the last ruling of history that a ruling's op. cit.
// fits (its court, and its form when both are known), or nil.
func nearestRuling(history []*Citation, own cite.Anchor) *Citation {
	for k := len(history) - 1; k >= 0 && k >= len(history)-maxHistory; k-- {
		a := history[k].Anchor
		if a.Sygnatura == "" && a.ECLI == "" && a.Data == "" || a.Organ == "" {
			continue
		}
		if !courtFits(own.Organ, a.Organ) || !formFits(own.Forma, a.Forma) {
			continue
		}
		return history[k]
	}
	return nil
}

// formFits reports whether a ruling of form have fits a back-reference
// naming form want: either unknown, the same, or one of them the generic
// „orzeczenie” („w przywołanym orzeczeniu” is any ruling).
func formFits(want, have string) bool {
	return want == "" || have == "" || want == have || want == pl.FormOrzeczenie || have == pl.FormOrzeczenie
}

// maxHistory bounds how far back "wyżej powołany wyrok" looks for its
// antecedent (in citations), so a long memo stays linear.
const maxHistory = 400

// maxAuthorBack bounds how far back op. cit. looks for its author's work.
const maxAuthorBack = 200 << 10

// authorWork finds the last mention of an author before offset at and
// returns the reference written there (up to the next ';' or the sentence
// end), or "".
func (x *extractor) authorWork(author string, at int) string {
	lo := max(0, at-maxAuthorBack)
	k := strings.LastIndex(x.text[lo:at], author)
	for k >= 0 {
		k += lo
		if !strings.Contains(x.text[k:min(len(x.text), k+len(author)+12)], "op.") {
			break
		}
		k = strings.LastIndex(x.text[lo:k], author)
	}
	if k < 0 {
		return ""
	}
	end := k + 160
	if end > at {
		end = at
	}
	ref := x.text[k:end]
	if i := strings.IndexAny(ref, ";\n"); i > 0 {
		ref = ref[:i]
	}
	if i := strings.Index(ref, ", s."); i > 0 {
		ref = ref[:i]
	}
	return clean(strings.TrimRight(ref, " .,"))
}
