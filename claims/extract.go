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
	byRef   []Footnote   // footnotes sorted by the offset of their reference
	claims  []Claim
	ignored []Ignored
}

// Extract finds the claims of a memo. It never fails: text it cannot read as
// a claim is left out, and quotation marks that are not claims are listed in
// Result.Ignored with the reason.
func Extract(in Input) Result {
	x := &extractor{in: in, text: in.Text, fnSents: map[int][]int{}, defined: map[string]bool{}}
	x.byRef = append([]Footnote(nil), in.Footnotes...)
	sort.Slice(x.byRef, func(i, j int) bool { return x.byRef[i].Ref < x.byRef[j].Ref })
	x.segment()
	x.findCitations()
	n := len(x.quotes)
	for _, cs := range x.cits {
		n += len(cs)
	}
	x.claims = make([]Claim, 0, n)
	x.resolveShortForms()
	// Body first, then footnotes: a footnote's citation that anchors a claim
	// of the body is not a claim of its own.
	for i, s := range x.sents {
		if s.Footnote == 0 {
			x.classify(i)
		}
	}
	for i, s := range x.sents {
		if s.Footnote != 0 {
			x.classify(i)
		}
	}
	sort.SliceStable(x.claims, func(i, j int) bool { return x.claims[i].Start < x.claims[j].Start })
	for i := range x.claims {
		x.claims[i].ID = fmt.Sprintf("C%d", i+1)
		x.claims[i].Page = x.page(x.claims[i].Start)
	}
	sort.SliceStable(x.ignored, func(i, j int) bool { return x.ignored[i].Start < x.ignored[j].Start })
	r := Result{Claims: x.claims, Ignored: x.ignored}
	if r.Claims == nil {
		r.Claims = []Claim{}
	}
	if r.Ignored == nil {
		r.Ignored = []Ignored{}
	}
	return r
}

// segment cuts the text into regions, finds the quotations of each and
// splits it into sentences.
func (x *extractor) segment() {
	para := 0
	x.sents = make([]sentence, 0, len(x.text)/120+1)
	for _, rg := range regions(x.text, x.in.Footnotes) {
		qs := findQuotes(x.text, rg.Start, rg.End)
		x.quotes = append(x.quotes, qs...)
		for _, s := range splitSentences(x.text, rg, qs, &para) {
			if s.Footnote != 0 {
				x.fnSents[s.Footnote] = append(x.fnSents[s.Footnote], len(x.sents))
			}
			x.sents = append(x.sents, s)
		}
		para++
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
			x.cits[i] = buildCitations(x.text, s, &m)
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

// readingKey orders sentences as a reader meets them: a footnote right after
// its reference mark.
func (x *extractor) readingKey(i int, refs map[int]int) int {
	s := x.sents[i]
	if s.Footnote != 0 {
		if r, ok := refs[s.Footnote]; ok && r >= 0 {
			return r*2 + 1
		}
	}
	return s.Start * 2
}

// resolveShortForms gives every short form the anchor of its antecedent, by
// the rules of the ekstraktor spec: tamże/ibidem/j.w. take the citation just
// before; op. cit. takes the last work of the author named with it; "wyżej
// powołany wyrok [court] [date]" takes the one earlier ruling its pointer
// (form, court, date) fits. A pointer beats proximity; an ambiguous or
// missing antecedent leaves the short form unresolved.
func (x *extractor) resolveShortForms() {
	refs := map[int]int{}
	for _, f := range x.in.Footnotes {
		if _, dup := refs[f.Number]; !dup {
			refs[f.Number] = f.Ref
		}
	}
	order := make([]int, len(x.sents))
	keys := make([]int, len(x.sents))
	for i := range order {
		order[i] = i
		keys[i] = x.readingKey(i, refs)
	}
	sort.SliceStable(order, func(a, b int) bool { return keys[order[a]] < keys[order[b]] })
	var history []*citation
	for _, si := range order {
		for ci := range x.cits[si] {
			c := &x.cits[si][ci]
			if c.Kind == citCourt {
				continue
			}
			if c.Kind != citShort {
				history = append(history, c)
				continue
			}
			x.resolve(c, history)
			if !c.Unresolved {
				history = append(history, c)
			}
		}
	}
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
	c.Anchor = ante.Anchor
	if own.Pinpoint != "" {
		c.Anchor.Pinpoint = own.Pinpoint
	}
	c.Antecedent = sourceID(ante.Anchor)
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

// page returns the 1-based page holding offset at, or 0 when pages are not
// known.
func (x *extractor) page(at int) int {
	for i, p := range x.in.Pages {
		if at >= p.Start && at < p.End {
			return i + 1
		}
	}
	return 0
}
