package claims

import (
	"sort"
	"strconv"
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
//	a citation right after it: "„…” (wyrok SN …, II CSK 1/19)"         75
//	a footnote mark at the end of its sentence                         70
//	the next sentence, when it is only a citation (nastepne)           70
//	a short form in the sentence: "wyżej powołany wyrok" (skrot)       65
//	a back-reference: „W tym samym wyroku”, „Sąd ten”, „W
//	  uzasadnieniu”, „w sprawie krakowskiej” (kontekst)                60
//	a citation elsewhere in the sentence                               50
//	a footnote mark elsewhere in the sentence                          45
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
	cs       []*citation // the citations it rests on (marked used when chosen)
	anchor   cite.Anchor
	id       string
	from     cite.AnchorFrom
	cue      string
	footnote int
	short    *citation // the short form it came through
	score    int
	why      []string
}

// attribution is the outcome for one target.
type attribution struct {
	best      *cand
	all       []cand
	ambiguous bool
	// unresolved is a short form of the sentence that points somewhere
	// the extractor could not follow; courtOnly says a court was named as
	// the source but no ruling of it could be identified.
	unresolved *citation
	courtOnly  bool
	// porIntro: a por./zob. citation introduces the quotation.
	porIntro bool
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
			if c.Kind == citShort && c.Unresolved && !c.InQuote && !c.Por && c.Start < t.end {
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
				a.all = append(a.all, cd)
			}
		}
	}
	// 3. Back-references, resolved against the sources under discussion.
	for _, src := range ctx.sources {
		for _, cu := range x.cuesOf(src.i) {
			if src.i == t.i && cu.start >= t.start && t.quote {
				continue // after the quotation: not what introduces it
			}
			a.all = append(a.all, x.cueCands(cu, s)...)
			if cu.kind == cueCourt {
				a.courtOnly = true
			}
		}
	}
	// 4. The next sentence, when it is only a citation.
	if x.endsSentence(t) && t.i+1 < len(x.sents) && x.sameBlock(t.i, t.i+1) && x.bareCitation(t.i+1) {
		for k := range x.cits[t.i+1] {
			if c := &x.cits[t.i+1][k]; eligible(c) {
				a.all = append(a.all, cand{cs: []*citation{c}, anchor: c.Anchor, id: sourceID(c.Anchor), from: cite.FromNext,
					score: scoreNextBare, why: []string{"następne zdanie to samo powołanie"}})
				break
			}
		}
	}
	// 5. A quotation after a colon, in a paragraph about a source.
	if t.quote && ctx.colon && len(a.all) == 0 {
		for _, ft := range x.disc.resolve(refFilter{}, s) {
			if ft.t.para == s.Para || ft.t.para == s.Para-1 && ctx.intro {
				a.all = append(a.all, cand{anchor: ft.t.anchor, id: ft.t.id, from: cite.FromContext, cue: ":", score: scoreColon,
					why: []string{"cytat po dwukropku w akapicie o tym źródle"}})
			}
			break
		}
	}
	a.all = rankCands(a.all)
	// A por./zob. citation introduces the quotation ("…, por. także wyrok
	// …, I ACa 2/07: „…”"): the quotation is that ruling's, which anchors
	// nothing; no other citation of the sentence takes its place.
	if t.quote && x.porIntroduces(t) {
		return attribution{porIntro: true}
	}
	// 6. Nothing in the sentence: the ruling its paragraph is about.
	if t.quote && len(a.all) == 0 && a.unresolved == nil && !a.courtOnly && !ctx.partySubject && x.quoteWords(t) >= minParagraphQuote {
		if cd, ok := x.paragraphRuling(s); ok {
			a.all = rankCands(append(a.all, cd))
		}
	}
	if len(a.all) > 0 && a.all[0].score >= minAnchorScore {
		a.best = &a.all[0]
		if len(a.all) > 1 && a.all[1].score >= a.all[0].score-ambiguityMargin {
			a.ambiguous = true
		}
	}
	return a
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
	var last *citation
	for k := range x.cits[t.i] {
		c := &x.cits[t.i][k]
		if !c.InQuote && c.Kind != citCourt && c.End <= t.start {
			last = c
		}
	}
	return last != nil && last.Por && x.introducesByColon(last, t.start)
}

// paragraphRuling is the candidate of a quotation whose sentence names no
// source: the ruling discussed last in the same paragraph, at most
// recentSentences back, never the document's own case ("Sąd Najwyższy w wyroku …, I CSK 1/19, rozważał
// charakter kary umownej. Oznacza to, że „…”"; a block quotation after
// "…następujący fragment uzasadnienia:").
func (x *extractor) paragraphRuling(s sentence) (cand, bool) {
	d := &x.disc
	for k := len(d.entries) - 1; k >= 0 && k >= len(d.entries)-maxTopics; k-- {
		t := d.entries[k]
		if t.para != s.Para || t.section != s.Section || d.now-t.at > recentSentences || t == d.home {
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
func eligible(c *citation) bool {
	return c.strong() && !c.Por && !c.InQuote && c.Kind != citCourt
}

// ctxSource is a sentence whose words attribute the target: its own, or
// the one that introduces a block quotation ("Sąd ten podkreślił:").
type ctxSource struct {
	i    int
	s    sentence
	cits []citation
}

// sentCtx is what the sentence says around the target.
type sentCtx struct {
	sources      []ctxSource
	intro        bool // the target is a quotation introduced by the previous sentence
	colon        bool // the quotation follows a colon
	courtSubject bool // a court or ruling is the subject of a reporting verb before the target
	partySubject bool // a party is: "Wnioskodawca zarzuca, że „…”"
	hasRuling    bool // the sentence cites a ruling (eligible)
}

// sentenceContext gathers the sentences whose words attribute t.
func (x *extractor) sentenceContext(t target) sentCtx {
	s := x.sents[t.i]
	ctx := sentCtx{sources: []ctxSource{{t.i, s, x.cits[t.i]}}}
	before := strings.TrimRight(x.text[s.Start:t.start], " \t\n\u00a0")
	if t.quote && strings.HasSuffix(before, ":") {
		ctx.colon = true
	}
	if t.quote && strings.TrimSpace(strings.TrimLeft(before, ">")) == "" && t.i > 0 {
		p := x.sents[t.i-1]
		if p.Para == s.Para && p.Footnote == s.Footnote && strings.HasSuffix(strings.TrimRight(x.text[p.Start:p.End], " "), ":") {
			ctx.sources = append(ctx.sources, ctxSource{t.i - 1, p, x.cits[t.i-1]})
			ctx.intro, ctx.colon = true, true
		}
	}
	verb, court := false, false
	for _, src := range ctx.sources {
		hi := src.s.End
		if src.i == t.i {
			hi = t.start
			if !t.quote {
				hi = t.end
			}
		}
		for _, w := range x.info(src.i).ws {
			if src.s.Start+w.end > hi {
				break
			}
			if isReportVerb(w.s) || participles[w.s] {
				verb = true
			}
		}
		for k := range src.cits {
			c := &src.cits[k]
			if c.Start < hi && (c.Kind == citCourt && !c.InQuote || eligible(c) && c.Kind == citJudgment) {
				court = true
			}
			if eligible(c) && c.Kind == citJudgment {
				ctx.hasRuling = true
			}
		}
		for _, cu := range x.cuesOf(src.i) {
			if cu.start < hi && (cu.kind == cueCourt || cu.kind == cueThis) {
				court = true
			}
		}
	}
	ctx.courtSubject = verb && court
	ctx.partySubject = !court && x.partyBefore(t)
	return ctx
}

// partyWords name a party to a case, the subject of "zarzuca", "twierdzi".
var partyWords = set(`wnioskodawca wnioskodawczyni skarżący skarżąca skarżąca powód powódka pozwany pozwana uczestnik uczestniczka
	apelujący apelująca odwołujący odwołująca zamawiający wykonawca wykonawcy pełnomocnik prokurator strona strony oskarżony
	wierzyciel dłużnik klient klientka klienta mocodawca mocodawczyni zleceniodawca`)

// partyBefore reports whether a party is the subject of the sentence
// before the target: a party word among its first words.
func (x *extractor) partyBefore(t target) bool {
	s := x.sents[t.i]
	for k, w := range x.info(t.i).ws {
		if k > 4 || s.Start+w.start >= t.start {
			break
		}
		if partyWords[w.s] {
			return true
		}
	}
	return false
}

// participles introduce a quotation after a procedural fact: "oddalił
// zażalenie, stwierdzając: „…”".
var participles = set(`stwierdzając wskazując podkreślając zaznaczając uznając przyjmując wyjaśniając zauważając dodając
	przypominając argumentując uzasadniając konstatując podzielając aprobując akceptując przychylając opowiadając
	stwierdziwszy wskazawszy uznawszy`)

// citationCand scores a citation of the target's sentence (or of the
// sentence introducing it).
func (x *extractor) citationCand(t target, c *citation, src ctxSource, ctx sentCtx) cand {
	cd := cand{cs: []*citation{c}, anchor: c.Anchor, id: sourceID(c.Anchor), from: cite.FromCitation}
	if c.Kind == citShort {
		cd.from, cd.short = c.ShortFrom, c
		cd.cue = clean(c.Short.Raw)
		cd.score, cd.why = scoreShortForm, []string{"skrót „" + cd.cue + "”"}
		return cd
	}
	switch {
	case src.i != t.i:
		// The sentence that introduces a block quotation, ending with a colon.
		if x.introduces(c, src.s.End, src.cits) {
			cd.score, cd.why = scoreIntro, []string{"wprowadza cytat blokowy"}
		} else {
			cd.score, cd.why = scoreInSentence, []string{"w zdaniu wprowadzającym"}
		}
	case !t.quote:
		cd.score, cd.why = scoreInSentence, []string{"w zdaniu"}
		if c.Start < t.start {
			cd.score, cd.why = scoreIntro, []string{"w zdaniu przed tezą"}
		}
	case c.End <= t.start:
		if x.introduces(c, t.start, src.cits) {
			cd.score, cd.why = scoreIntro, []string{"wprowadza cytat"}
		} else {
			cd.score, cd.why = scoreInSentence-penaltyBetween*between(src.cits, c.End, t.start), []string{"w zdaniu przed cytatem"}
		}
	case c.Start >= t.end:
		if rightAfter(x.text[t.end:c.Start]) {
			cd.score, cd.why = scoreRightAfter, []string{"zaraz po cytacie"}
		} else {
			cd.score, cd.why = scoreInSentence-penaltyBetween*between(src.cits, t.end, c.Start), []string{"w zdaniu po cytacie"}
		}
	default:
		cd.score, cd.why = scoreInSentence, []string{"w zdaniu"}
	}
	if c.Kind == citAct {
		if t.quote && (cd.score < scoreRightAfter || cd.score == scoreRightAfter && ctx.partySubject) && cd.score >= minAnchorScore {
			// A provision speaks only where the memo lets it: introducing
			// the quotation or right after it. One merely named in the
			// sentence ("…skarżący zarzucił naruszenie art. 2
			// Konstytucji: zakres przepisów „staje się nieprecyzyjny”")
			// is not the source of quoted words; nor one a party's quoted
			// words invoke ("Wnioskodawca zarzuca, że „…” (art. 2
			// Konstytucji)").
			cd.score = notLinkedScore
			cd.why = append(cd.why, "przepis tylko wymieniony w zdaniu")
		}
		if !t.quote && src.i == t.i && c.Start >= t.start {
			// Named inside a court's position: what the court held,
			// not where the memo got it from.
			cd.score -= penaltyTopic
			cd.why = append(cd.why, "część tezy sądu")
		} else if cd.score != scoreIntro && x.onlyTopic(c, src.s) {
			cd.score -= penaltyTopic
			cd.why = append(cd.why, "tylko temat zdania")
		}
		if ctx.courtSubject && ctx.hasRuling {
			cd.score -= penaltyActByCourt
			cd.why = append(cd.why, "podmiotem jest sąd")
		}
	} else if ctx.courtSubject {
		cd.score += bonusCourtSubject
		cd.why = append(cd.why, "orzeczenie sądu, który jest podmiotem")
	}
	return cd
}

// footnoteCand scores a footnote whose mark stands in the sentence: its
// source is its first citation that is not a por./zob. one (or what its
// „Tamże” stands for).
func (x *extractor) footnoteCand(t target, f Footnote, src ctxSource) (cand, bool) {
	p := x.fnAnchor[f.Number]
	if p == nil || x.sents[t.i].Footnote != 0 {
		return cand{}, false
	}
	n := strconv.Itoa(f.Number)
	cd := cand{cs: []*citation{p}, anchor: p.Anchor, id: sourceID(p.Anchor), from: cite.FromFootnote, footnote: f.Number}
	if p.Kind == citShort {
		cd.from, cd.short, cd.cue = p.ShortFrom, p, clean(p.Short.Raw)
		if cd.from == cite.FromShortForm {
			cd.from = cite.FromFootnote
		}
	}
	end := src.s.End
	switch {
	case src.i != t.i:
		cd.score, cd.why = scoreFootnoteElse, []string{"przypis " + n + " w zdaniu wprowadzającym"}
	case t.quote && f.Ref >= t.end && onlyClosing(x.text[t.end:minI(f.Ref, len(x.text))]):
		cd.score, cd.why = scoreFootnoteAfter, []string{"przypis " + n + " po cytacie"}
	case f.Ref >= t.end && onlyClosing(x.text[minI(f.Ref, end):end]) && !x.quoteBetween(t, f.Ref):
		cd.score, cd.why = scoreFootnoteEnd, []string{"przypis " + n + " na końcu zdania"}
	default:
		cd.score, cd.why = scoreFootnoteElse, []string{"przypis " + n + " w zdaniu"}
	}
	return cd, true
}

// quoteBetween reports whether another quotation of t's sentence stands
// between t and offset at.
func (x *extractor) quoteBetween(t target, at int) bool {
	for _, q := range x.quotesIn(x.sents[t.i]) {
		if q.Start >= t.end && q.Start < at {
			return true
		}
	}
	return false
}

// cueCands resolves a back-reference against the discourse.
func (x *extractor) cueCands(cu cue, s sentence) []cand {
	base := scoreBackRef
	why := "odesłanie „" + cu.text(x.text) + "”"
	switch cu.kind {
	case cueCourt:
		base = scoreCourtSubject
		why = "sąd jako podmiot: „" + cu.text(x.text) + "”"
	case cueVerb:
		base = scoreVerbOnly
		why = "zdanie bez podmiotu: „" + cu.text(x.text) + "”"
	}
	var out []cand
	for k, ft := range x.disc.resolve(cu.filter, s) {
		cd := cand{anchor: ft.t.anchor, id: ft.t.id, from: cite.FromContext, cue: cu.text(x.text), score: base - penaltyOlder*k, why: []string{why}}
		switch ft.q {
		case 2:
			cd.score += bonusNamedFit
			cd.why = append(cd.why, "pasuje sąd lub data")
		case 0:
			cd.score -= penaltyEarlierSection
			cd.why = append(cd.why, "omawiane we wcześniejszej części")
		}
		out = append(out, cd)
	}
	return out
}

// introduces reports whether citation c introduces the quotation that
// starts at qStart: the words between them (other citations of the
// sentence left out, at most maxIntroWords) end with a colon, or say
// "stanowi", "zgodnie z którym", "że", or, for a ruling, report what the
// court said; or "zgodnie z", "stosownie do", "w myśl" stand right before
// c.
func (x *extractor) introduces(c *citation, qStart int, cs []citation) bool {
	if x.overtaken(c, qStart, cs) {
		return false
	}
	if c.Kind == citAct && !x.provisionMaySpeak(c, qStart) {
		return false
	}
	gap := x.text[c.End:qStart]
	// Leave out the other citations in the gap ("w wyrokach z …, I CSK
	// 1/15 i z …, I CSK 2/16, przyjął, że").
	var b strings.Builder
	at := c.End
	for k := range cs {
		o := &cs[k]
		if o.Start >= at && o.End <= qStart && !o.InQuote {
			b.WriteString(x.text[at:o.Start])
			b.WriteByte(' ')
			at = o.End
		}
	}
	b.WriteString(x.text[at:qStart])
	gap = b.String()
	ws := wordsOf(gap)
	if len(ws) > maxIntroWords || c.Kind == citAct && strings.ContainsRune(gap, ';') {
		return false // a provision of an earlier clause ("…art. 5 k.c.; …: „")
	}
	if g := strings.TrimSpace(gap); strings.HasSuffix(g, ":") || strings.HasPrefix(g, ":") {
		return true // "art. 6 k.c.: „…”", "art. 6 RODO: dane mają być „…”"
	}
	for i, w := range ws {
		switch {
		case statuteIntro[w.s] && i < introReach:
			return true
		case (w.s == "zgodnie" || w.s == "stosownie") && i < introReach && i+2 < len(ws) && relativeOf(ws, i+2):
			return true
		case (w.s == "według" || w.s == "wedle") && i < introReach && i+1 < len(ws) && relativeOf(ws, i+1):
			return true
		case w.s == "myśl" && i < introReach && i+1 < len(ws) && relativeOf(ws, i+1):
			return true
		case c.Kind != citAct && (isReportVerb(w.s) || participles[w.s]):
			return true
		case c.Kind == citAct && (w.s == "ustawodawca" || w.s == "prawodawca") && i+1 < len(ws):
			return true // "W art. 6 k.c. ustawodawca przesądził, że „…”"
		}
	}
	if len(ws) <= 2 && (len(ws) == 0 || ws[len(ws)-1].s == "że" || ws[len(ws)-1].s == "iż") {
		return c.Kind != citAct || !x.placedBefore(c, qStart) // "(postanowienie …, II Ca 634/14), że „…”"
	}
	lw := lastPhraseWords(x.text[maxInt(0, c.Start-56):c.Start], 3)
	for i, w := range lw {
		if w == "zgodnie" || w == "stosownie" || w == "myśl" || w == "według" || w == "wedle" || w == "mocy" && i > 0 && lw[i-1] == "na" {
			return true
		}
	}
	return false
}

// provisionMaySpeak reports whether provision c may be the source of the
// quotation that starts at qStart at all: not when the quotation is no
// provision's text — a party's charge ("naruszenie art. 316 § 1 k.p.c.
// „poprzez niewzięcie za podstawę …”", "„polegające na …”") or a question
// ("„Czy pojęcie … ?”", a question of law presented under art. 390
// k.p.c.).
func (x *extractor) provisionMaySpeak(c *citation, qStart int) bool {
	if q := x.quoteIndex(qStart); q >= 0 {
		qm := x.quotes[q]
		inner := strings.TrimSpace(x.text[qm.InStart:qm.InEnd])
		if strings.HasSuffix(inner, "?") {
			return false
		}
		ws := wordsOf(inner[:runeEnd(inner, minI(len(inner), 40))])
		if len(ws) > 0 && chargeWords[ws[0].s] {
			return false
		}
	}
	return true
}

// placedBefore reports whether provision c, with nothing but "że" between
// it and the quotation at qStart, is merely placed before it: a supporting
// provision ("zgodnie z art. 5 w zw. z art. 6 „…”": art. 6), one in
// parentheses closed before the quotation ("(art. 5 k.c.) „…”"), or the
// object of a charge or a term, alone or heading a list ("naruszenie art.
// 316 § 1 k.p.c. „…”", "w rozumieniu przepisów art. 444 § 1 i 445 § 1 k.c.
// „(…) takie oddziaływanie …”"). A provision that speaks ("stanowi:",
// "zgodnie z którym") is not affected.
func (x *extractor) placedBefore(c *citation, qStart int) bool {
	s := x.sents[c.sent]
	lw := lastPhraseWords(x.text[maxInt(s.Start, c.Start-40):c.Start], 3)
	if n := len(lw); n >= 2 && lw[n-1] == "z" && (lw[n-2] == "zw." || lw[n-2] == "związku") {
		return true
	}
	if between := x.text[c.End:qStart]; strings.Count(between, ")") > strings.Count(between, "(") {
		return true
	}
	return x.topicAt(x.listHead(c), s)
}

// listHead returns where the list of provisions holding c starts: "art.
// 444 § 1 i 445 § 1 k.c." is one list, whose topic word stands before its
// first item.
func (x *extractor) listHead(c *citation) int {
	at := c.Start
	cs := x.cits[c.sent]
	for k := len(cs) - 1; k >= 0; k-- {
		p := &cs[k]
		if p.Kind != citAct || p.End > at || p.InQuote {
			continue
		}
		if !listGap(x.text[p.End:at]) {
			break
		}
		at = p.Start
	}
	return at
}

// chargeWords, opening a quotation after a provision, make it the wording of
// a party's charge: "naruszenie art. 233 § 1 k.p.c. „poprzez ustalenie …”".
var chargeWords = set(`poprzez polegające polegającego polegającej polegający polegającą`)

// quoteIndex returns the index in x.quotes of the quotation that starts at
// offset at, or -1.
func (x *extractor) quoteIndex(at int) int {
	k := sort.Search(len(x.quotes), func(j int) bool { return x.quotes[j].Start >= at })
	if k < len(x.quotes) && x.quotes[k].Start == at {
		return k
	}
	return -1
}

// overtaken reports whether another citation stands between c and the
// quotation at qStart in a clause of its own: "Obowiązek ten przewiduje
// art. 10 § 2 k.p., a art. 10 § 3 k.p. stanowi, że „…”" — the words that
// introduce the quotation belong to the nearer citation, not to c. Two
// citations joined as a list ("art. 5 i 6 k.c. stanowią", "w wyrokach …,
// I CSK 1/15, oraz …, I CSK 2/16, przyjął") share them.
func (x *extractor) overtaken(c *citation, qStart int, cs []citation) bool {
	at := c.End
	var last *citation
	for k := range cs {
		o := &cs[k]
		if o == c || o.InQuote || o.Kind == citCourt || o.Start < c.End || o.End > qStart {
			continue
		}
		if o.Start > at && clauseBreak(x.text[at:o.Start], c.Kind == citAct) {
			return true
		}
		if o.End > at {
			at = o.End
		}
		last = o
	}
	// The citation right before the quotation, with only a colon between,
	// introduces it, and not one further back that is no list with it:
	// "… art. 455 k.c. (tak wyrok …, I CSK 1/06, por. także wyrok …, I
	// ACa 2/07: „…”)" — the quotation is I ACa 2/07's (a por. citation: it
	// anchors nothing, so the quotation has no anchor).
	if last != nil && x.introducesByColon(last, qStart) && !listGap(x.text[c.End:last.Start]) {
		return true
	}
	return false
}

// introducesByColon reports whether citation o introduces the quotation
// at qStart with only a colon between them (and the publication reference
// of a ruling: "…, I ACa 458/07, LEX nr 337315: „…”").
func (x *extractor) introducesByColon(o *citation, qStart int) bool {
	g := strings.TrimSpace(x.text[o.End:qStart])
	if !strings.HasSuffix(g, ":") {
		return false
	}
	for _, w := range wordsOf(g) {
		if !pubWords[w.s] && strings.Trim(w.s, "0123456789./") != "" {
			return false
		}
	}
	return true
}

// pubWords are the words of a ruling's publication reference.
var pubWords = set(`lex nr nie publ. publ osnc osnp osnkw osnapiusp osn osp osa onsa wokaz biul. biul sn z. poz. s. legalis
	otk zu a orzecznictwo sądów apelacyjnych`)

// clauseBreak reports whether s, the words between two citations, opens a
// new clause: a semicolon, a contrasting conjunction ("a", "natomiast",
// "zaś", "jednak", "ale", "podczas gdy"), or a verb by which the first
// citation has already spoken ("art. 58 § 1 k.c. dotyczy …, a …"); after a
// provision (act), also "że" / "iż" ("Na tle art. 3 k.p.c. należy
// zauważyć, że art. 232 k.p.c. stanowi: „…”" — a ruling's "wskazał, że
// zgodnie z art. 5 k.c. „…”" keeps its words).
func clauseBreak(s string, act bool) bool {
	if strings.ContainsRune(s, ';') {
		return true
	}
	ws := wordsOf(s)
	for i, w := range ws {
		switch {
		case w.s == "a":
			if i+1 >= len(ws) || !listAfterA[ws[i+1].s] {
				return true
			}
		case breakWords[w.s], statuteIntro[w.s], restateVerbs[w.s]:
			return true
		case act && (w.s == "że" || w.s == "iż"):
			return true
		}
	}
	return false
}

// breakWords open a clause of their own between two citations.
var breakWords = set(`natomiast zaś jednak jednakże ale lecz podczas tymczasem kolei wreszcie dotyczy dotyczą ustanawia ustanawiają
	formułuje formułują wyraża wyrażają`)

// listAfterA, after "a", continue a list instead of opening a clause: "a
// także", "a również".
var listAfterA = set(`także również też więc zatem`)

// introReach is how far into the words after a provision its "stanowi",
// "zgodnie z którym" may stand: "art. 5 k.c., który stanowi, że".
const introReach = 4

// relativeOf reports whether ws[k] is a relative pronoun that stands for
// the citation ("zgodnie z którym", "według którego") — not one that
// qualifies a noun of its own ("zgodnie z którą to interpretacją").
func relativeOf(ws []word, k int) bool {
	if !strings.HasPrefix(ws[k].s, "któr") {
		return false
	}
	return k+1 >= len(ws) || ws[k+1].s != "to" && ws[k+1].s != "ta" && ws[k+1].s != "ten"
}

// statuteIntro are the words by which a memo lets a provision speak:
// "art. 5 k.c. stanowi, że „…”".
var statuteIntro = set(`stanowi stanowią stanowił brzmi brzmiał głosi głoszą przewiduje przewidują przewidywał stanowiącego stanowiącym`)

// onlyTopic reports whether a provision is only the topic of its sentence:
// "w świetle art. …", "na podstawie art. …", "zarzut z art. …".
func (x *extractor) onlyTopic(c *citation, s sentence) bool {
	return x.topicAt(c.Start, s)
}

// topicAt reports whether a provision starting at offset at is only the
// topic of sentence s (onlyTopic); "przepisu", "przepisów" between the
// topic word and the provision do not count ("w rozumieniu przepisów art.
// 444 § 1 k.c.").
func (x *extractor) topicAt(at int, s sentence) bool {
	lw := lastPhraseWords(x.text[maxInt(s.Start, at-72):at], 3)
	for len(lw) > 1 && strings.HasPrefix(lw[len(lw)-1], "przepis") {
		lw = lw[:len(lw)-1]
	}
	if len(lw) > 2 {
		lw = lw[len(lw)-2:]
	}
	if len(lw) == 0 {
		return false
	}
	last := lw[len(lw)-1]
	if topicWords[last] {
		return true
	}
	return last == "z" && (len(lw) < 2 || !sourceOfContent[lw[0]])
}

// topicWords, as the last word before a provision, make it the topic.
var topicWords = set(`świetle tle gruncie podstawie zw. związku mowa naruszenie naruszenia naruszył naruszyła stosując zastosowanie
	zastosowania wykładni wykładnia dotyczącego dotyczącej treści rozumieniu obrazę obrazy obraza`)

// sourceOfContent, before "z art.", make the provision the source of what
// follows: "zgodnie z art.", "wynika z art.".
var sourceOfContent = set(`zgodnie wynika wynikają wynikający wynikająca wynikające`)

// rightAfter reports whether s (between a quotation and a citation) only
// opens a parenthesis or a clause: "„…” (wyrok …)", "„…”, wyrok …".
func rightAfter(s string) bool {
	s = strings.Trim(s, " \t\n\u00a0.,;:–—-()")
	return s == ""
}

// onlyClosing reports whether s holds only what closes a quotation or a
// sentence: punctuation, closing marks, white space, a Markdown footnote
// mark.
func onlyClosing(s string) bool {
	for len(s) > 0 {
		if strings.HasPrefix(s, "[^") {
			e := strings.IndexByte(s, ']')
			if e < 0 || e > 8 {
				return false
			}
			s = s[e+1:]
			continue
		}
		switch {
		case strings.ContainsAny(s[:1], " \t\n.,;:!?)\"'"):
			s = s[1:]
		case strings.HasPrefix(s, "”"), strings.HasPrefix(s, "»"), strings.HasPrefix(s, "«"), strings.HasPrefix(s, "’"), strings.HasPrefix(s, "\u00a0"):
			_, rest, _ := strings.Cut(s, s[:runeLen(s)])
			s = rest
		default:
			return false
		}
	}
	return true
}

func runeLen(s string) int {
	n := 1
	for n < len(s) && s[n]&0xC0 == 0x80 {
		n++
	}
	return n
}

// between counts the citations of cs wholly inside [lo, hi).
func between(cs []citation, lo, hi int) int {
	n := 0
	for k := range cs {
		if cs[k].Start >= lo && cs[k].End <= hi && cs[k].Kind != citCourt && !cs[k].InQuote {
			n++
		}
	}
	return n
}

// endsSentence reports whether nothing but closing marks follows the
// target in its sentence.
func (x *extractor) endsSentence(t target) bool {
	s := x.sents[t.i]
	return onlyClosing(x.text[minI(t.end, s.End):s.End])
}

// bareCitation reports whether sentence i is only a citation: "(Wyrok SN z
// 12 czerwca 2019 r., V CSK 77/18.)".
func (x *extractor) bareCitation(i int) bool {
	s := x.sents[i]
	if !hasStrong(x.cits[i]) || len(x.quotesIn(s)) > 0 {
		return false
	}
	return x.contentWords(s, x.info(i).ws, x.cits[i]) == 0
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
	cl.AnchorFrom = b.from
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
