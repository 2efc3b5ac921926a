package claims

// The citations of each sentence, built from the mentions the finders
// found, a quotation being a zone of its own.

import (
	"sort"
	"sync"

	"citeguard/pl"
)

// findCitations collects each sentence's mentions and builds its citations.
func (x *extractor) findCitations() {
	// The finders are independent: on a long text they run side by side.
	var all mentions // of the whole text, each list sorted by start
	var wg sync.WaitGroup
	run := func(f func()) {
		if len(x.text) < parallelFrom {
			f()
			return
		}
		wg.Add(1)
		go func() { defer wg.Done(); f() }()
	}
	run(func() { all.sigs = findSignatures(x.text) })
	run(func() { all.dates = findDates(x.text) })
	run(func() { all.courts = findCourts(x.text) })
	tr := findTriggers(x.text)
	x.trig = tr
	all.forms = findForms(x.text, tr[tForm])
	all.parties = findParties(x.text, &tr)
	all.acts = findActs(x.text, &tr)
	all.provs = findProvisions(x.text, &tr, all.acts)
	x.rows = x.tableRows()
	all.shorts = mergeShorts(findShortForms(x.text, tr[tShort]), x.findRowRefs(x.rows))
	wg.Wait()
	x.cits = make([][]Citation, len(x.sents))
	x.courtsOf = make([][]pl.CourtMatch, len(x.sents))
	x.datesOf = make([][]dateMatch, len(x.sents))
	build := func(lo, hi int) {
		var c cursors
		for i := lo; i < hi; i++ {
			s := x.sents[i]
			m := mentions{
				sigs:    take(all.sigs, &c.sig, s, func(v pl.Identifier) (int, int) { return v.Start, v.End }),
				dates:   take(all.dates, &c.date, s, func(v dateMatch) (int, int) { return v.Start, v.End }),
				courts:  take(all.courts, &c.court, s, func(v pl.CourtMatch) (int, int) { return v.Start, v.End }),
				forms:   take(all.forms, &c.form, s, func(v formMatch) (int, int) { return v.Start, v.End }),
				parties: take(all.parties, &c.party, s, func(v partyMatch) (int, int) { return v.Start, v.End }),
				acts:    take(all.acts, &c.act, s, func(v actMatch) (int, int) { return v.Start, v.End }),
				provs:   take(all.provs, &c.prov, s, func(v provMatch) (int, int) { return v.Start, v.End }),
				shorts:  take(all.shorts, &c.short, s, func(v ShortFormMatch) (int, int) { return v.Start, v.End }),
			}
			x.cits[i] = x.sentenceCitations(s, &m)
			x.courtsOf[i] = m.courts
			x.datesOf[i] = m.dates
			for j := range x.cits[i] {
				x.cits[i][j].sent = i
			}
		}
	}
	if half := len(x.sents) / 2; len(x.text) >= parallelFrom {
		// Sentences are independent here: two halves side by side.
		wg.Add(1)
		go func() { defer wg.Done(); build(0, half) }()
		build(half, len(x.sents))
		wg.Wait()
	} else {
		build(0, len(x.sents))
	}
	x.dropDeadRowRefs()
}

// sentenceCitations builds the citations of sentence s from its mentions.
// A quotation is a zone of its own: what is written inside it forms
// citations inside it (flagged InQuote), never joined with a court or date
// written outside it, and the other way round.
func (x *extractor) sentenceCitations(s Sentence, m *mentions) []Citation {
	qs := x.quotesIn(s)
	zone := func(at int) int {
		k := sort.Search(len(qs), func(j int) bool { return qs[j].Start > at }) - 1
		if k >= 0 && at < qs[k].End {
			return k + 1
		}
		return 0
	}
	if len(qs) == 0 || !anyIn(m, zone) {
		return clampCitations(buildCitations(x.text, s, m), s.Start, s.End)
	}
	zones := make([]mentions, len(qs)+1)
	spread(m.sigs, zones, zone, func(z *mentions) *[]pl.Identifier { return &z.sigs }, func(v pl.Identifier) int { return v.Start })
	spread(m.dates, zones, zone, func(z *mentions) *[]dateMatch { return &z.dates }, func(v dateMatch) int { return v.Start })
	spread(m.courts, zones, zone, func(z *mentions) *[]pl.CourtMatch { return &z.courts }, func(v pl.CourtMatch) int { return v.Start })
	spread(m.forms, zones, zone, func(z *mentions) *[]formMatch { return &z.forms }, func(v formMatch) int { return v.Start })
	spread(m.parties, zones, zone, func(z *mentions) *[]partyMatch { return &z.parties }, func(v partyMatch) int { return v.Start })
	spread(m.acts, zones, zone, func(z *mentions) *[]actMatch { return &z.acts }, func(v actMatch) int { return v.Start })
	spread(m.provs, zones, zone, func(z *mentions) *[]provMatch { return &z.provs }, func(v provMatch) int { return v.Start })
	spread(m.shorts, zones, zone, func(z *mentions) *[]ShortFormMatch { return &z.shorts }, func(v ShortFormMatch) int { return v.Start })
	out := clampCitations(buildCitations(x.text, s, &zones[0]), s.Start, s.End)
	for k, q := range qs {
		z := &zones[k+1]
		if len(z.sigs)+len(z.dates)+len(z.courts)+len(z.acts)+len(z.provs)+len(z.shorts) == 0 {
			continue
		}
		in := Sentence{Start: q.InStart, End: q.InEnd, Footnote: s.Footnote, Para: s.Para, Section: s.Section}
		for _, c := range clampCitations(buildCitations(x.text, in, z), q.InStart, q.InEnd) {
			c.InQuote = true
			out = append(out, c)
		}
	}
	sortCitations(out)
	return out
}

// anyIn reports whether a mention of m starts inside a quotation.
func anyIn(m *mentions, zone func(int) int) bool {
	in := func(at int) bool { return zone(at) > 0 }
	return anyStart(m.sigs, func(v pl.Identifier) int { return v.Start }, in) ||
		anyStart(m.dates, func(v dateMatch) int { return v.Start }, in) ||
		anyStart(m.courts, func(v pl.CourtMatch) int { return v.Start }, in) ||
		anyStart(m.forms, func(v formMatch) int { return v.Start }, in) ||
		anyStart(m.parties, func(v partyMatch) int { return v.Start }, in) ||
		anyStart(m.acts, func(v actMatch) int { return v.Start }, in) ||
		anyStart(m.provs, func(v provMatch) int { return v.Start }, in) ||
		anyStart(m.shorts, func(v ShortFormMatch) int { return v.Start }, in)
}

// anyStart reports whether an item of xs starts where in says.
func anyStart[T any](xs []T, start func(T) int, in func(int) bool) bool {
	for _, v := range xs {
		if in(start(v)) {
			return true
		}
	}
	return false
}

// spread puts each mention of xs in the zone (outside the quotations, or
// inside one) where it starts.
func spread[T any](xs []T, zones []mentions, zone func(int) int, list func(*mentions) *[]T, start func(T) int) {
	for _, v := range xs {
		l := list(&zones[zone(start(v))])
		*l = append(*l, v)
	}
}

// clampCitations keeps the citations' ranges inside [lo, hi) (an act's
// name found just past a sentence's end stays out of its range).
func clampCitations(cs []Citation, lo, hi int) []Citation {
	for k := range cs {
		cs[k].Start = max(lo, min(cs[k].Start, hi))
		cs[k].End = max(cs[k].Start, min(cs[k].End, hi))
	}
	return cs
}

// cursors remember, per mention list, where the previous sentence's
// mentions began: sentences come in order, so each list is walked once.
type cursors struct{ sig, date, court, form, party, act, prov, short int }

// take returns the items of xs (sorted by start) that lie wholly inside
// sentence s, advancing *cur past the items that start before it.
func take[T any](xs []T, cur *int, s Sentence, span func(T) (int, int)) []T {
	if *cur == 0 && len(xs) > 0 {
		// First use: jump near the sentence.
		*cur = sort.Search(len(xs), func(k int) bool { a, _ := span(xs[k]); return a >= s.Start })
	}
	for *cur < len(xs) {
		if a, _ := span(xs[*cur]); a >= s.Start {
			break
		}
		*cur++
	}
	j := *cur
	whole := true
	for j < len(xs) {
		a, e := span(xs[j])
		if a >= s.End {
			break
		}
		if e > s.End {
			whole = false
		}
		j++
	}
	if whole {
		return xs[*cur:j]
	}
	var out []T
	for _, v := range xs[*cur:j] {
		if _, e := span(v); e <= s.End {
			out = append(out, v)
		}
	}
	return out
}

// parallelFrom is the text length from which the finders run concurrently.
const parallelFrom = 64 << 10
