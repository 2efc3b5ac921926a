package claims

// A court that speaks across an inserted clause: „Sąd Okręgowy w Sieradzu,
// omawiając genezę art. 446 § 4 k.c., zauważył: …”, „Sąd Apelacyjny,
// powołując się na art. 361 § 1 k.c., stwierdził, że „…””. The court is the
// speaker, and the quotation is a ruling of that court's; the provision of
// the inserted clause is what the court discussed, never the quotation's
// source. The ruling is the one the sentence or its footnote names, else
// the nearest of that court cited before, else the first cited after it
// (laterRuling; also for a court named with its seat); failing all, the
// quotation is searched in the library.

import (
	"strings"

	"citeguard/cite"
	"citeguard/pl"
)

// maxInsertWords bounds the words of an inserted clause („omawiając genezę
// i funkcję art. 446 § 4 k.c.”).
const maxInsertWords = 16

// laterRulingReach is how many sentences after a court speaks (in reading
// order, in the same section) a ruling of that court cited later may be
// the one it speaks in: the signature given in the next paragraph.
const laterRulingReach = 10

// acrossInsert reports the reporting verb of a court named by words [k, e]
// of sentence s (text st) when an inserted clause stands between them: a
// comma after the court, an adverbial participle that names a topic
// (pl.InsertParticiples: „omawiając”, „powołując się na”) or „na tle”, „w
// świetle”, then a comma and the verb. It returns the cue's first and
// last words.
func acrossInsert(st string, ws []word, k, e int) (int, int, bool) {
	j := e + 1
	if j >= len(ws) || !strings.Contains(st[ws[e].end:ws[j].start], ",") || !insertOpener(ws, j) {
		return 0, 0, false
	}
	for m := j + 1; m < len(ws) && m <= j+maxInsertWords; m++ {
		gap := st[ws[m-1].end:ws[m].start]
		if strings.ContainsAny(gap, ":;\"„“”«»") {
			return 0, 0, false
		}
		if strings.Contains(gap, ",") && isReportVerb(ws[m].s) {
			return k, m, true
		}
	}
	return 0, 0, false
}

// insertOpener reports whether word j opens an inserted clause that names
// what a court discussed: „omawiając”, „powołując (się na)”, „na tle”, „w
// świetle”.
func insertOpener(ws []word, j int) bool {
	if pl.InsertParticiples.Has(ws[j].s) {
		return true
	}
	return (ws[j].s == "na" || ws[j].s == "w") && j+1 < len(ws) && pl.TopicWords.Has(ws[j+1].s)
}

// courtDiscusses reports whether provision c stands between a court and
// its reporting verb (a cue that spans it, acrossInsert): what the court
// discussed, not what speaks the quoted words.
func (x *extractor) courtDiscusses(c *Citation) bool {
	if c.Kind != ActCitation {
		return false
	}
	for _, cu := range x.cuesOf(c.sent) {
		if cu.kind == cueCourt && cu.start < c.Start && c.End <= cu.end {
			return true
		}
	}
	return false
}

// cueDiscusses reports whether court cue cu of sentence i spans a
// provision the court discussed (courtDiscusses).
func (x *extractor) cueDiscusses(cu cue, i int) bool {
	for k := range x.cits[i] {
		c := &x.cits[i][k]
		if c.Kind == ActCitation && cu.start < c.Start && c.End <= cu.end {
			return true
		}
	}
	return false
}

// discussedOnly reports whether a provision of t's lead-in is only what
// the speaking court discussed (courtDiscusses).
func (x *extractor) discussedOnly(ctx sentCtx, t target) bool {
	for _, src := range ctx.sources {
		for k := range src.cits {
			c := &src.cits[k]
			if (src.i != t.i || c.End <= t.start) && x.courtDiscusses(c) {
				return true
			}
		}
	}
	return false
}

// laterRuling is the candidate of a quotation of the court cue cu (of
// sentence i) names when no ruling of that court was cited before: the
// first ruling of that court (its court named and fitting) cited after t,
// within laterRulingReach sentences of the same section. Only for a court
// named with its seat (one court: „Sąd Okręgowy w Sieradzu”) or one that
// speaks across a provision it discussed (cueDiscusses): „Sąd Najwyższy
// wielokrotnie wskazywał, że „…”” is not the next ruling of that court
// the memo goes on to cite.
func (x *extractor) laterRuling(cu cue, i int, t target) (cand, bool) {
	if !hasSeat(cu.filter.court) && !x.cueDiscusses(cu, i) {
		return cand{}, false
	}
	s := x.sents[t.i]
	pos := -1
	for k, i := range x.order {
		if i == t.i {
			pos = k
			break
		}
	}
	if pos < 0 {
		return cand{}, false
	}
	for _, j := range x.order[pos+1 : min(len(x.order), pos+1+laterRulingReach)] {
		if x.sents[j].Section != s.Section {
			break
		}
		for k := range x.cits[j] {
			c := &x.cits[j][k]
			if !eligible(c) || c.Kind != JudgmentCitation || c.Anchor.Organ == "" {
				continue
			}
			if q, ok := cu.filter.matches(&topic{anchor: c.Anchor, ruling: true}); ok && q == 2 {
				return cand{anchor: c.Anchor, id: sourceID(c.Anchor), from: cite.FromContext, cue: cu.text(x.text), score: scoreCourtSubject,
					why: []string{"sąd jako podmiot: „" + cu.text(x.text) + "”", "orzeczenie tego sądu powołane dalej"}}, true
			}
		}
	}
	return cand{}, false
}
