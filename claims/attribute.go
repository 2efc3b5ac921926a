package claims

import (
	"sort"
	"strings"

	"citeguard/cite"
)

// Attribution: whose words is a quotation (or a court's position)?
//
// The memo's reader answers from a few kinds of evidence, and so does the
// extractor. For a claim (a quotation, or the clause of "Sąd przyjął, że
// …") every source the memo offers for it becomes a candidate with a
// score, the sum of the features below; the highest score is the anchor.
// A citation inside a quotation (quoted text) and a por./zob./tak też
// citation (its own powołanie) are never candidates.
//
//	evidence (anchor_from)                                         score
//	a footnote mark right after the quotation (przypis / tamze)       90
//	a citation that introduces it: "art. 5 k.c.: „", "X stanowi,
//	  że „", "zgodnie z X „", "X, zgodnie z którym „", "Sąd …, X,
//	  przypomniał, że „" (cytowanie); of two citations in clauses of
//	  their own ("X dotyczy …, a Y stanowi: „"), only the nearer      80
//	  a provision named after it with only a statute's verb between
//	  („„…” — stanowi art. 361 § 1 k.c.”) or after a lead-in that lets
//	  it speak („Jak stanowi „…” art. 6 k.c.”, „zgodnie z brzmieniem
//	  („…”) art. 24 § 1 k.c.”)                                        80
//	a citation right after it: "„…” (wyrok SN …, II CSK 1/19)"         75
//	a footnote mark at the end of its sentence                         70
//	the next sentence, when it is only a citation, or a provision with
//	  a statute's verb: „„…”. Tak stanowi art. 6 k.c.” (nastepne)      70
//	a short form in the sentence: "wyżej powołany wyrok" (skrot)       65
//	a back-reference: „W tym samym wyroku”, „Sąd ten”, „W
//	  uzasadnieniu”, „w sprawie krakowskiej” (kontekst)                60
//	a citation elsewhere in the sentence                               50
//	a footnote mark elsewhere in the sentence                          45
//	another source its note names („I C 238/13; II Ca 667/12”): the
//	  note's score, −2 per source before it, never a rival of the
//	  first (notesources.go)                                      note−2k
//	a court as the subject with no citation: „Sąd Apelacyjny
//	  dodał”, „Jak wskazał Sąd Najwyższy” (kontekst)                   40
//	a sentence that starts with a reporting verb: „Dodał, że” (kontekst) 35
//	a quotation whose sentence names no source, in a paragraph about a
//	  ruling cited in the last three sentences (kontekst)               25
//	a quotation after a colon in a paragraph about a source (kontekst)   20
//
// and the modifiers: +20 for a ruling when the subject of the sentence is a
// court (it beats the provisions the sentence only mentions); −20 for a
// provision then; −30 for a provision that is only the topic ("w świetle
// art. …", "na podstawie art. …") or named inside a court's position; a
// provision that neither introduces a quotation nor follows it, or that a
// party invokes after its quoted words, scores 15 and cannot anchor it (a
// provision is the source of quoted words only where the memo lets it
// speak); +10 for a back-reference that names
// the court, seat or date of its source, −10 for one that names nothing
// and reaches back to an earlier section; −2 for each citation between a
// candidate and the claim; −15 for each older source that also fits a
// back-reference.
//
// A back-reference is resolved against the discourse (discourse.go): the
// rulings and acts under discussion, most recent first. Candidates naming
// the same source are one candidate (a ruling by court and date and the
// same ruling by signature, too). When the two best candidates are
// different sources within 5 points of each other, the memo is ambiguous:
// the claim says so (ambiguous, candidates) instead of guessing. Below 20
// nothing anchors the claim.
const (
	scoreFootnoteAfter = 90
	scoreIntro         = 80
	scoreRightAfter    = 75
	scoreFootnoteEnd   = 70
	scoreNextBare      = 70
	scoreShortForm     = 65
	scoreBackRef       = 60
	scoreInSentence    = 50
	scoreFootnoteElse  = 45
	scoreCourtSubject  = 40
	scoreVerbOnly      = 35
	scoreParagraph     = 25
	scoreColon         = 20
	bonusCourtSubject  = 20
	penaltyActByCourt  = 20
	penaltyTopic       = 30
	// notLinkedScore: a provision that neither introduces a quotation nor
	// follows it (or that a party invokes) stays a candidate, below
	// minAnchorScore.
	notLinkedScore = 15
	bonusNamedFit  = 10
	// penaltyEarlierSection: a back-reference that names nothing, to a
	// source discussed in an earlier section.
	penaltyEarlierSection = 10
	penaltyBetween        = 2
	penaltyOlder          = 15
	ambiguityMargin       = 5
	minAnchorScore        = 20
	maxCandidates         = 4
	// maxIntroWords bounds the words between an introducing citation and
	// its quotation ("art. 6 ust. 1 lit. f RODO, zgodnie z którym
	// przetwarzanie jest zgodne z prawem, gdy „…”").
	maxIntroWords = 14
)

// target is what is being attributed: a quotation, or the clause of a
// court's position or paraphrase, in sentence i.
type target struct {
	i          int
	start, end int
	quote      bool
}

// cand is one candidate anchor.
type cand struct {
	cs       []*Citation // the citations it rests on (marked used when chosen)
	anchor   cite.Anchor
	id       string
	from     cite.AnchorFrom
	cue      string
	footnote int
	short    *Citation // the short form it came through
	score    int
	why      []string
	// noteArticle: one of the articles a note lists after its act
	// („Kodeks pracy, art. 8, 52.”, noteact.go).
	noteArticle bool
}

// attribution is the outcome for one target.
type attribution struct {
	best      *cand
	all       []cand
	ambiguous bool
	// unresolved is a short form of the sentence that points somewhere
	// the extractor could not follow; courtOnly says a court was named as
	// the source but no ruling of it could be identified.
	unresolved *Citation
	courtOnly  bool
	// porIntro: a por./zob. citation introduces the quotation; por is
	// that citation.
	porIntro bool
	por      *Citation
	// party: a party is the subject of the sentence ("Pozwany podnosi,
	// że „…”"): its words, not a source's.
	party bool
	// outside: the quotation's lead-in names an outside document as its
	// origin (outsideIntroduces): no claim unless its sentence cites a
	// source.
	outside bool
	// discussed: a court speaks across an inserted clause that names a
	// provision (courtDiscusses), or relies on one named after the
	// quotation (courtRelies): with no ruling of that court found, the
	// quotation is searched in the library, never dropped.
	discussed bool
	// ownCase: a court named as the source is the document's own case
	// (discourse.isHome: „Sąd Okręgowy ustalił, że „…”” in an answer to
	// the appeal from its judgment) — its words are no library source.
	ownCase bool
}

// attribute scores every candidate anchor of target t and picks the best.
func (x *extractor) attribute(t target) attribution {
	var a attribution
	s := x.sents[t.i]
	ctx := x.sentenceContext(t)
	// 1. The citations of the sentence (and of the sentence introducing a
	// block quotation).
	for _, src := range ctx.sources {
		for k := range src.cits {
			c := &src.cits[k]
			if c.Kind == ShortCitation && c.Unresolved && !c.InQuote && !c.Por && c.Start < t.end {
				a.unresolved = c
			}
			if !eligible(c) {
				continue
			}
			a.all = append(a.all, x.citationCand(t, c, src, ctx))
		}
	}
	// 2. Footnotes whose mark stands in the sentence.
	for _, src := range ctx.sources {
		for _, f := range inRange(x.byRef, func(f Footnote) int { return f.Ref }, src.s.Start, src.s.End+2) {
			if cd, ok := x.footnoteCand(t, f, src); ok {
				a.all = append(append(a.all, cd), x.noteSiblingCands(cd, f.Number)...)
			}
		}
	}
	// 3. Back-references, resolved against the sources under discussion.
	for _, src := range ctx.sources {
		for _, cu := range x.cuesOf(src.i) {
			if src.i == t.i && cu.start >= t.start && t.quote {
				continue // after the quotation: not what introduces it
			}
			cs := x.cueCands(cu, s)
			if len(cs) == 0 && t.quote && cu.kind == cueCourt && cu.filter.strict && len(x.disc.resolve(cu.filter, s)) == 0 {
				// No ruling of that court cited before: the first cited after.
				if cd, ok := x.laterRuling(cu, src.i, t); ok {
					cs = append(cs, cd)
				}
			}
			a.all = append(a.all, cs...)
			if x.ownCaseVerb(cu, s) {
				a.ownCase = true
			}
			if cu.kind == cueCourt {
				a.courtOnly = true
				// Its court must be the one named: a case known by its
				// number alone fits any court's name (q 1).
				if fs := x.disc.resolve(cu.filter, s); len(fs) > 0 && x.disc.isHome(fs[0].t) && (fs[0].q == 2 || !cu.filter.strict) {
					a.ownCase = true
				}
			}
		}
	}
	// 4. The next sentence, when it is only a citation, or only a
	// provision and a statute's verb („Tak stanowi art. 6 k.c.”).
	if x.endsSentence(t) && t.i+1 < len(x.sents) && x.sameBlock(t.i, t.i+1) {
		why := ""
		switch {
		case x.bareCitation(t.i + 1):
			why = "następne zdanie to samo powołanie"
		case t.quote && x.statuteSentence(t.i+1):
			why = "następne zdanie: przepis stanowi tak"
		}
		for k := range x.cits[t.i+1] {
			if c := &x.cits[t.i+1][k]; why != "" && eligible(c) {
				a.all = append(a.all, cand{cs: []*Citation{c}, anchor: c.Anchor, id: sourceID(c.Anchor), from: cite.FromNext,
					score: scoreNextBare, why: []string{why}})
				break
			}
		}
	}
	// 4a. The next sentence opens with the quotation's citation in
	// parentheses: „„… orzeczenie.” (art. 401¹ k.p.c.), a …” (parenafter.go).
	a.all = append(a.all, x.nextParenCands(t, ctx)...)
	// 5. A quotation after a colon, in a paragraph about a source.
	if t.quote && ctx.colon && len(a.all) == 0 {
		for _, ft := range x.disc.resolve(refFilter{}, s) {
			if !x.disc.isHome(ft.t) && (ft.t.para == s.Para || ft.t.para == s.Para-1 && (ctx.intro || x.continuesQuoting(t))) {
				a.all = append(a.all, cand{anchor: ft.t.anchor, id: ft.t.id, from: cite.FromContext, cue: ":", score: scoreColon,
					why: []string{"cytat po dwukropku w akapicie o tym źródle"}})
			}
			break
		}
	}
	// 5a. A source line below the quotation's block (it cannot come near a
	// footnote or an introducing citation: not looked for then) („**Źródło:** wyrok
	// …” after the bullets).
	if t.quote && maxScore(a.all) <= scoreSourceLine+bonusNamedFit+ambiguityMargin {
		if cd, ok := x.sourceLineCand(t); ok {
			a.all = append(a.all, cd)
		}
	}
	// A quotation whose lead-in names an outside document as its origin
	// („§ 5 ust. 2 OWU stanowi: „…””, „zgodnie z klauzulą 7 umowy”) is that document's:
	// only a source the sentence itself cites may anchor it, never the
	// ruling of the previous unit or of the paragraph.
	outside := t.quote && x.outsideIntroduces(t)
	a.outside = outside
	if outside {
		a.all = x.ownSentenceCands(a.all, t.i)
	}
	a.all = rankCands(a.all)
	// A por./zob. citation introduces the quotation ("…, por. także wyrok
	// …, I ACa 2/07: „…”"): the quotation is that ruling's, which anchors
	// nothing; no other citation of the sentence takes its place.
	if t.quote && x.porIntroduces(t) {
		return attribution{porIntro: true, por: x.porIntroducer(t)}
	}
	// 6. Nothing in the sentence: the ruling its paragraph is about.
	if t.quote && !outside && len(a.all) == 0 && a.unresolved == nil && !a.ownCase && !ctx.partySubject && x.quoteWords(t) >= minParagraphQuote {
		if cd, ok := x.paragraphRuling(s); ok && (!a.courtOnly || x.courtNamesRuling(t, cd.anchor, "")) {
			a.all = rankCands(append(a.all, cd))
		}
	}
	// 7. Nothing anchors it: the label of its list, its section's heading.
	if t.quote && !outside && (len(a.all) == 0 || a.all[0].score < minAnchorScore) && a.unresolved == nil && !a.ownCase && !ctx.partySubject && x.quoteWords(t) >= minParagraphQuote {
		for _, cd := range x.structureCands(t) {
			// A court named as the speaker („Sąd Rejonowy w X wskazał:”)
			// takes the section's ruling only when it is that court's.
			if !a.courtOnly || x.courtNamesRuling(t, cd.anchor, cd.cue) {
				a.all = rankCands(append(a.all, cd))
			}
		}
	}
	a.all = x.rowRulingFirst(t, a.all)
	a.all = x.ownProvisionFirst(s, a.all)
	a.party = ctx.partySubject
	a.discussed = t.quote && (x.discussedOnly(ctx, t) || x.reliesOnly(ctx, t))
	if len(a.all) > 0 && a.all[0].score >= minAnchorScore {
		a.best = &a.all[0]
		x.subjectCourt(t, a.best)
		if r, ok := x.rival(s, a.all); ok && r.score >= a.all[0].score-ambiguityMargin {
			a.ambiguous = true
		}
	}
	return a
}

// subjectCourt gives a ruling that anchors target t by its signature alone
// (a footnote's „Wyrok z dnia …, II Ca 72/13”, „(II Ca 72/13)”) the court
// its sentence names as the one speaking („Sąd Okręgowy w Krakowie
// wskazał, że „…””): what the memo says of the ruling's court is checked
// against the library's (a wrong court is the soft mismatch, never
// verified unseen).
func (x *extractor) subjectCourt(t target, best *cand) {
	a := best.anchor
	if a.Organ != "" || a.Sygnatura == "" && a.ECLI == "" || a.Przepis != "" {
		return
	}
	if best.from != cite.FromCitation && best.from != cite.FromFootnote {
		return
	}
	court := ""
	for _, cu := range x.cuesOf(t.i) {
		if cu.kind != cueCourt || cu.filter.court == "" || cu.filter.court == "sąd" || t.quote && cu.start >= t.start {
			continue
		}
		if court != "" && court != cu.filter.court {
			return // two courts speak: the memo does not say which is the ruling's
		}
		court = cu.filter.court
	}
	if court != "" {
		best.anchor.Organ = court
	}
}

// ownSentenceCands keeps the candidates that sentence i cites itself (its
// citations and footnotes).
func (x *extractor) ownSentenceCands(cs []cand, i int) []cand {
	var out []cand
	for _, cd := range cs {
		if cd.from != cite.FromCitation && cd.from != cite.FromFootnote {
			continue
		}
		if len(cd.cs) > 0 && cd.cs[0].sent != i {
			continue
		}
		out = append(out, cd)
	}
	return out
}

// minParagraphQuote is how many words a quotation needs to be taken for a
// ruling's words on the strength of its paragraph alone: a shorter one is
// a phrase the memo marks (a term, a party's word), not a holding.
const minParagraphQuote = 6

// quoteWords counts the words of target t's quotation.
func (x *extractor) quoteWords(t target) int {
	return len(strings.Fields(x.text[t.start:t.end]))
}

// porIntroduces reports whether a por./zob. citation of t's sentence
// introduces quotation t with a colon.
func (x *extractor) porIntroduces(t target) bool {
	return x.porIntroducer(t) != nil
}

// porIntroducer is the por./zob. citation of t's sentence that introduces
// quotation t with a colon, or nil.
func (x *extractor) porIntroducer(t target) *Citation {
	var last *Citation
	for k := range x.cits[t.i] {
		c := &x.cits[t.i][k]
		if !c.InQuote && c.Kind != CourtCitation && c.End <= t.start {
			last = c
		}
	}
	if last != nil && last.Por && x.introducesByColon(last, t.start) {
		return last
	}
	return nil
}

// paragraphRuling is the candidate of a quotation whose sentence names no
// source: the ruling discussed last in the same paragraph, at most
// recentSentences back, never the document's own case ("Sąd Najwyższy w wyroku …, I CSK 1/19, rozważał
// charakter kary umownej. Oznacza to, że „…”"; a block quotation after
// "…następujący fragment uzasadnienia:").
func (x *extractor) paragraphRuling(s Sentence) (cand, bool) {
	d := &x.disc
	for k := len(d.entries) - 1; k >= 0 && k >= len(d.entries)-maxTopics; k-- {
		t := d.entries[k]
		if t.para != s.Para || t.section != s.Section || d.now-t.at > recentSentences || d.isHome(t) {
			return cand{}, false
		}
		if t.ruling {
			return cand{anchor: t.anchor, id: t.id, from: cite.FromContext, score: scoreParagraph,
				why: []string{"orzeczenie omawiane w tym akapicie"}}, true
		}
	}
	return cand{}, false
}

// eligible reports whether a citation may anchor a claim: it identifies a
// source, is not quoted text and is not a por./zob. reference.
func eligible(c *Citation) bool {
	return c.strong() && !c.Por && !c.InQuote && !c.Own && c.Kind != CourtCitation
}

// rankCands merges the candidates that name one source (keeping the best
// score and the fullest anchor) and sorts them, best first.
func rankCands(cs []cand) []cand {
	var out []cand
	for _, c := range cs {
		if c.id == "" {
			continue
		}
		merged := false
		for k := range out {
			o := &out[k]
			if sentencesOfOneUnit(o.anchor, c.anchor) {
				// "art. 5 zd. 1 i 2 k.c.": one unit, whose sentences the
				// quotation may span.
				o.anchor.Przepis, c.anchor.Przepis = withoutSentence(o.anchor.Przepis), withoutSentence(c.anchor.Przepis)
				o.id, c.id = sourceID(o.anchor), sourceID(c.anchor)
			}
			if o.id == c.id || o.anchor.Przepis == "" && c.anchor.Przepis == "" && sameRuling(o.anchor, c.anchor) {
				if c.score > o.score {
					c.cs = append(c.cs, o.cs...)
					fillAnchor(&c.anchor, o.anchor)
					c.id = sourceID(c.anchor)
					*o = c
				} else {
					o.cs = append(o.cs, c.cs...)
					fillAnchor(&o.anchor, c.anchor)
					o.id = sourceID(o.anchor)
				}
				merged = true
				break
			}
		}
		if !merged {
			out = append(out, c)
		}
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].score > out[b].score })
	return out
}

// setAnchorFrom gives a claim the chosen anchor, how it was found and the
// other candidates, and marks the citations it rests on as used.
func (x *extractor) setAnchorFrom(cl *Claim, a attribution) {
	b := a.best
	for _, c := range b.cs {
		c.used = true
	}
	cl.Anchor = b.anchor
	cl.SourceID = b.id
	cl.AnchorFrom = x.endnoteFrom(b.from, b.footnote)
	cl.AnchorCue = b.cue
	cl.AnchorFootnote = b.footnote
	if b.short != nil {
		cl.ShortForm = clean(b.short.Short.Raw)
		cl.Antecedent = b.short.Antecedent
	}
	if b.from == cite.FromContext {
		cl.Antecedent = b.id
	}
	cl.Ambiguous = a.ambiguous
	for k, c := range a.all {
		if k == maxCandidates {
			break
		}
		cl.Candidates = append(cl.Candidates, cite.Candidate{SourceID: c.id, Anchor: c.anchor, From: c.from, Score: c.score, Why: strings.Join(c.why, "; ")})
	}
	x.refresh = append(x.refresh, *b)
}
