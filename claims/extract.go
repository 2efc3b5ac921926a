package claims

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"citeguard/cite"
	"citeguard/pl"
)

// extractor holds the state of one Extract run.
type extractor struct {
	in      Input
	text    string
	sents   []sentence
	quotes  []quoteMatch
	cits    [][]citation // per sentence
	fnSents map[int][]int
	defined map[string]bool
	trig    [nTrig][]int // trigger words (findTriggers)
	wbuf    []word       // reused by classifyPlain
	sbuf    []sentence   // reused by segment (a unit's sentences)
	byRef   []Footnote   // footnotes sorted by the offset of their reference
	order   []int        // sentences in reading order: a footnote after its reference
	// fnAnchor is, per footnote number, the citation that gives the
	// footnote's source: its first citation that is not a por./zob. one
	// (a resolved „Tamże” counts).
	fnAnchor map[int]*citation
	disc     discourse         // the sources under discussion
	refresh  []cand            // the sources the current sentence's claims were anchored to
	cueCache map[int]*sentInfo // words and back-references per sentence
	// wordArena holds the words of the sentences in cueCache; it is
	// reset when the cache is.
	wordArena []word
	courtsOf  [][]pl.CourtMatch // the courts named in each sentence
	datesOf   [][]dateMatch     // the dates written in each sentence
	claims    []Claim
	ignored   []Ignored
	quoted    []QuotedCitation
}

// Extract finds the claims of a memo. It never fails: text it cannot read as
// a claim is left out, and quotation marks that are not claims are listed in
// Result.Ignored with the reason.
func Extract(in Input) Result {
	x := &extractor{in: in, text: in.Text, fnSents: map[int][]int{}, defined: map[string]bool{}, fnAnchor: map[int]*citation{}, cueCache: map[int]*sentInfo{}}
	x.byRef = append([]Footnote(nil), in.Footnotes...)
	sort.Slice(x.byRef, func(i, j int) bool { return x.byRef[i].Ref < x.byRef[j].Ref })
	x.segment()
	x.findCitations()
	n := len(x.quotes)
	for _, cs := range x.cits {
		n += len(cs)
	}
	x.claims = make([]Claim, 0, n)
	x.linkActs()
	x.readingOrder()
	x.resolveShortForms()
	// In reading order: each sentence is attributed against the sources
	// discussed before it, then its own sources join the discussion.
	for _, i := range x.order {
		x.disc.now++
		x.classify(i)
		x.remember(i)
		if len(x.cueCache) > 64 {
			clear(x.cueCache)
			x.wordArena = x.wordArena[:0]
		}
	}
	sort.SliceStable(x.claims, func(i, j int) bool { return x.claims[i].Start < x.claims[j].Start })
	pages := x.pageOf()
	for i := range x.claims {
		x.claims[i].ID = fmt.Sprintf("C%d", i+1)
		x.claims[i].Page = pages(x.claims[i].Start)
	}
	sort.SliceStable(x.ignored, func(i, j int) bool { return x.ignored[i].Start < x.ignored[j].Start })
	r := Result{Claims: x.claims, Ignored: x.ignored, Quoted: x.quoted}
	if r.Claims == nil {
		r.Claims = []Claim{}
	}
	if r.Ignored == nil {
		r.Ignored = []Ignored{}
	}
	if r.Quoted == nil {
		r.Quoted = []QuotedCitation{}
	}
	return r
}

// remember puts the sources sentence i discusses on the discourse stack:
// its citations (not quoted, not por./zob.; a ruling named by court and
// date only when it anchored a claim) and the sources its claims were
// anchored to.
func (x *extractor) remember(i int) {
	s := x.sents[i]
	for k := range x.cits[i] {
		c := &x.cits[i][k]
		if c.Unsigned && !c.used || x.joinedCase(c) {
			continue
		}
		x.disc.mention(c, s)
		if x.disc.home == nil && x.headerCase(c) {
			x.disc.setHome(c.Anchor)
		}
	}
	for _, b := range x.refresh {
		x.disc.mentionAnchor(b.anchor, b.anchor.Przepis == "" && (b.anchor.Sygnatura != "" || b.anchor.ECLI != "" || b.anchor.Data != ""), s)
	}
	x.refresh = x.refresh[:0]
}

// joinedCase reports whether citation c names a case only as one heard
// together with the document's own ("sygn. akt KIO 1420/12 rozpatrywanej
// łącznie z niniejszym odwołaniem"): it is not a ruling the document goes
// on to discuss.
func (x *extractor) joinedCase(c *citation) bool {
	if c.Kind != citJudgment || c.End >= len(x.text) {
		return false
	}
	after := x.text[c.End:runeEnd(x.text, c.End+60)]
	return strings.Contains(after, "łącznie z") || strings.Contains(after, "do łącznego")
}

// segment cuts the text into units (blocks and footnotes), finds the
// quotations of each and splits it into sentences. A heading starts a new
// section; every block starts a new discourse paragraph, except a block
// quotation, which belongs to the paragraph that introduces it.
func (x *extractor) segment() {
	para, section := 0, 0
	x.sents = make([]sentence, 0, len(x.text)/120+1)
	prevKind, prevColon := "", false
	for _, u := range units(x.in) {
		qs := findQuotes(x.text, u.Start, u.End)
		x.quotes = append(x.quotes, qs...)
		switch {
		case u.Footnote != 0:
			para++
		case u.Kind == BlockHeading:
			section++
			para++
		case u.Kind == BlockQuote && prevKind != "" && prevKind != BlockHeading:
			// Same paragraph as the text that introduces it.
		case prevColon && len(qs) > 0 && strings.TrimLeft(x.text[u.Start:qs[0].Start], " \t\n>\u00a0") == "":
			// A quotation set off as a paragraph of its own (no quote
			// style: a PDF, a plain DOCX paragraph) after a paragraph
			// that ends with a colon: "Sąd dodał:" ⏎ „…”.
		default:
			para++
		}
		if u.Footnote == 0 {
			prevKind = u.Kind
			prevColon = strings.HasSuffix(strings.TrimRight(x.text[u.Start:u.End], " \t\n\u00a0"), ":")
		}
		x.sbuf = splitSentences(x.sbuf[:0], x.text, u, qs)
		for _, s := range x.sbuf {
			s.Para, s.Section = para, section
			if s.Footnote != 0 {
				x.fnSents[s.Footnote] = append(x.fnSents[s.Footnote], len(x.sents))
			}
			x.sents = append(x.sents, s)
		}
	}
}

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
	all.shorts = findShortForms(x.text, tr[tShort])
	wg.Wait()
	x.cits = make([][]citation, len(x.sents))
	x.courtsOf = make([][]pl.CourtMatch, len(x.sents))
	x.datesOf = make([][]dateMatch, len(x.sents))
	build := func(lo, hi int) {
		var c cursors
		for i := lo; i < hi; i++ {
			s := x.sents[i]
			m := mentions{
				sigs:    take(all.sigs, &c.sig, s, func(v sigMatch) (int, int) { return v.Start, v.End }),
				dates:   take(all.dates, &c.date, s, func(v dateMatch) (int, int) { return v.Start, v.End }),
				courts:  take(all.courts, &c.court, s, func(v pl.CourtMatch) (int, int) { return v.Start, v.End }),
				forms:   take(all.forms, &c.form, s, func(v formMatch) (int, int) { return v.Start, v.End }),
				parties: take(all.parties, &c.party, s, func(v partyMatch) (int, int) { return v.Start, v.End }),
				acts:    take(all.acts, &c.act, s, func(v actMatch) (int, int) { return v.Start, v.End }),
				provs:   take(all.provs, &c.prov, s, func(v provMatch) (int, int) { return v.Start, v.End }),
				shorts:  take(all.shorts, &c.short, s, func(v shortMatch) (int, int) { return v.Start, v.End }),
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
}

// sentenceCitations builds the citations of sentence s from its mentions.
// A quotation is a zone of its own: what is written inside it forms
// citations inside it (flagged InQuote), never joined with a court or date
// written outside it, and the other way round.
func (x *extractor) sentenceCitations(s sentence, m *mentions) []citation {
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
	spread(m.sigs, zones, zone, func(z *mentions) *[]sigMatch { return &z.sigs }, func(v sigMatch) int { return v.Start })
	spread(m.dates, zones, zone, func(z *mentions) *[]dateMatch { return &z.dates }, func(v dateMatch) int { return v.Start })
	spread(m.courts, zones, zone, func(z *mentions) *[]pl.CourtMatch { return &z.courts }, func(v pl.CourtMatch) int { return v.Start })
	spread(m.forms, zones, zone, func(z *mentions) *[]formMatch { return &z.forms }, func(v formMatch) int { return v.Start })
	spread(m.parties, zones, zone, func(z *mentions) *[]partyMatch { return &z.parties }, func(v partyMatch) int { return v.Start })
	spread(m.acts, zones, zone, func(z *mentions) *[]actMatch { return &z.acts }, func(v actMatch) int { return v.Start })
	spread(m.provs, zones, zone, func(z *mentions) *[]provMatch { return &z.provs }, func(v provMatch) int { return v.Start })
	spread(m.shorts, zones, zone, func(z *mentions) *[]shortMatch { return &z.shorts }, func(v shortMatch) int { return v.Start })
	out := clampCitations(buildCitations(x.text, s, &zones[0]), s.Start, s.End)
	for k, q := range qs {
		z := &zones[k+1]
		if len(z.sigs)+len(z.dates)+len(z.courts)+len(z.acts)+len(z.provs)+len(z.shorts) == 0 {
			continue
		}
		in := sentence{Start: q.InStart, End: q.InEnd, Footnote: s.Footnote, Para: s.Para, Section: s.Section}
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
	return anyStart(m.sigs, func(v sigMatch) int { return v.Start }, in) ||
		anyStart(m.dates, func(v dateMatch) int { return v.Start }, in) ||
		anyStart(m.courts, func(v pl.CourtMatch) int { return v.Start }, in) ||
		anyStart(m.forms, func(v formMatch) int { return v.Start }, in) ||
		anyStart(m.parties, func(v partyMatch) int { return v.Start }, in) ||
		anyStart(m.acts, func(v actMatch) int { return v.Start }, in) ||
		anyStart(m.provs, func(v provMatch) int { return v.Start }, in) ||
		anyStart(m.shorts, func(v shortMatch) int { return v.Start }, in)
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
func clampCitations(cs []citation, lo, hi int) []citation {
	for k := range cs {
		cs[k].Start = maxInt(lo, minI(cs[k].Start, hi))
		cs[k].End = maxInt(cs[k].Start, minI(cs[k].End, hi))
	}
	return cs
}

// cursors remember, per mention list, where the previous sentence's
// mentions began: sentences come in order, so each list is walked once.
type cursors struct{ sig, date, court, form, party, act, prov, short int }

// take returns the items of xs (sorted by start) that lie wholly inside
// sentence s, advancing *cur past the items that start before it.
func take[T any](xs []T, cur *int, s sentence, span func(T) (int, int)) []T {
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

// headerMax is how far into a document its header may give the document's
// own case signature.
const headerMax = 600

// headerCase reports whether citation c is the document's own case: a
// signature after "Sygn. akt" / "Sygnatura akt" in its first lines.
func (x *extractor) headerCase(c *citation) bool {
	if c.Start > headerMax || c.Anchor.Sygnatura == "" || c.InQuote || c.Por {
		return false
	}
	before := strings.ToLower(strings.TrimRight(x.text[maxInt(0, c.Start-24):c.Start], " :\u00a0\t"))
	return strings.HasSuffix(before, "sygn. akt") || strings.HasSuffix(before, "sygnatura akt") || strings.HasSuffix(before, "sygn.akt")
}

// readingOrder orders the sentences as a reader meets them: a footnote
// right after the sentence that holds its reference mark.
func (x *extractor) readingOrder() {
	refs := map[int]int{}
	for _, f := range x.in.Footnotes {
		if _, dup := refs[f.Number]; !dup {
			refs[f.Number] = f.Ref
		}
	}
	keys := make([]int, len(x.sents))
	x.order = make([]int, len(x.sents))
	for i, s := range x.sents {
		x.order[i] = i
		keys[i] = s.Start * 2
		if s.Footnote != 0 {
			if r, ok := refs[s.Footnote]; ok && r >= 0 {
				// After the sentence holding the mark: its end.
				keys[i] = x.sentenceEndAt(r)*2 + 1
			}
		}
	}
	sort.SliceStable(x.order, func(a, b int) bool { return keys[x.order[a]] < keys[x.order[b]] })
	// A footnote belongs to the paragraph and section of its reference.
	last := -1
	for _, i := range x.order {
		if x.sents[i].Footnote == 0 {
			last = i
		} else if last >= 0 && keys[i]%2 == 1 {
			x.sents[i].Para, x.sents[i].Section = x.sents[last].Para, x.sents[last].Section
		}
	}
}

// sentenceEndAt returns the end of the body sentence holding offset at
// (or at, when none does).
func (x *extractor) sentenceEndAt(at int) int {
	k := sort.Search(len(x.sents), func(j int) bool { return x.sents[j].End >= at })
	for ; k < len(x.sents); k++ {
		if s := x.sents[k]; s.Footnote == 0 && s.Start <= at+2 && at <= s.End+2 {
			return s.End
		}
		if x.sents[k].Start > at+2 {
			break
		}
	}
	return at
}

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
	var history []*citation
	cur := 0                           // the footnote being read, 0 in the body
	var curFirst, curLast *citation    // its first non-por. citation, its last one
	var prevSource, prevLast *citation // the previous footnote's
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
			if c.Kind == citCourt || c.InQuote {
				continue
			}
			if c.Kind == citShort {
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
func (x *extractor) takeAntecedent(c, ante *citation) {
	own := c.Anchor
	c.Anchor = ante.Anchor
	if own.Pinpoint != "" {
		c.Anchor.Pinpoint = own.Pinpoint
	}
	c.Antecedent = sourceID(ante.Anchor)
}

func (x *extractor) resolve(c *citation, history []*citation) {
	own := c.Anchor
	var ante *citation
	switch c.Short.Kind {
	case "tamze":
		if n := len(history); n > 0 {
			ante = history[n-1]
		}
	case "opcit":
		if c.Short.Author != "" {
			if src := x.authorWork(c.Short.Author, c.Start); src != "" {
				c.Anchor = cite.Anchor{Zrodlo: src, Pinpoint: own.Pinpoint}
				c.Antecedent = src
				return
			}
		}
	case "wyzej":
		var cands []*citation
		ids := map[string]bool{}
		for k := len(history) - 1; k >= 0 && k >= len(history)-maxHistory; k-- {
			h := history[k]
			a := h.Anchor
			if a.Sygnatura == "" && a.ECLI == "" && a.Data == "" {
				continue // not a ruling
			}
			if own.Organ != "" && a.Organ != own.Organ || own.Data != "" && a.Data != own.Data || own.Forma != "" && a.Forma != "" && a.Forma != own.Forma {
				continue
			}
			if id := sourceID(a); !ids[id] {
				ids[id] = true
				cands = append(cands, h)
			}
		}
		if len(cands) == 1 {
			ante = cands[0]
		}
	}
	if ante == nil {
		c.Unresolved = true
		return
	}
	x.takeAntecedent(c, ante)
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
	lo := maxInt(0, at-maxAuthorBack)
	k := strings.LastIndex(x.text[lo:at], author)
	for k >= 0 {
		k += lo
		if !strings.Contains(x.text[k:minI(len(x.text), k+len(author)+12)], "op.") {
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

// pageOf returns a function that gives the 1-based page holding an
// offset, or 0 when pages are not known (binary search: linear overall).
func (x *extractor) pageOf() func(int) int {
	ps := x.in.Pages
	sorted := sort.SliceIsSorted(ps, func(i, j int) bool { return ps[i].End < ps[j].End })
	return func(at int) int {
		if !sorted {
			for i, p := range ps {
				if at >= p.Start && at < p.End {
					return i + 1
				}
			}
			return 0
		}
		k := sort.Search(len(ps), func(i int) bool { return ps[i].End > at })
		if k < len(ps) && ps[k].Start <= at {
			return k + 1
		}
		return 0
	}
}
