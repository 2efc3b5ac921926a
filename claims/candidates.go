package claims

// The candidate anchors of a claim and their scores: the citations and
// footnotes of its sentence, back-references resolved against the discourse,
// and where a citation stands relative to the quotation.

import (
	"strconv"
	"strings"

	"citeguard/cite"
	"citeguard/pl"
)

// ctxSource is a sentence whose words attribute the target: its own, or
// the one that introduces a block quotation ("Sąd ten podkreślił:").
type ctxSource struct {
	i    int
	s    Sentence
	cits []Citation
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
	if t.quote && onlyListMarks(before) && t.i > 0 {
		p := x.sents[t.i-1]
		if p.Para == s.Para && p.Footnote == s.Footnote && strings.HasSuffix(strings.TrimRight(x.text[p.Start:p.End], " "), ":") {
			ctx.sources = append(ctx.sources, ctxSource{t.i - 1, p, x.cits[t.i-1]})
			ctx.intro, ctx.colon = true, true
		}
	}
	ctx.sources = append(ctx.sources, x.rowSources(t.i)...)
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
			if isReportVerb(w.s) || pl.Participles.Has(w.s) {
				verb = true
			}
		}
		for k := range src.cits {
			c := &src.cits[k]
			if c.Start < hi && (c.Kind == CourtCitation && !c.InQuote || eligible(c) && c.Kind == JudgmentCitation) {
				court = true
			}
			if eligible(c) && c.Kind == JudgmentCitation {
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

// partyBefore reports whether a party is the subject of the sentence
// before the target: a party word among its first words.
func (x *extractor) partyBefore(t target) bool {
	s := x.sents[t.i]
	for k, w := range x.info(t.i).ws {
		if k > 4 || s.Start+w.start >= t.start {
			break
		}
		if pl.PartyWords.Has(w.s) {
			return true
		}
	}
	return false
}

// citationCand scores a citation of the target's sentence (or of the
// sentence introducing it).
func (x *extractor) citationCand(t target, c *Citation, src ctxSource, ctx sentCtx) cand {
	cd := cand{cs: []*Citation{c}, anchor: c.Anchor, id: sourceID(c.Anchor), from: cite.FromCitation}
	if c.Kind == ShortCitation {
		cd.from, cd.short = c.ShortFrom, c
		cd.cue = clean(c.Short.Raw)
		cd.score, cd.why = scoreShortForm, []string{"skrót „" + cd.cue + "”"}
		return cd
	}
	switch {
	case x.sameRow(src.i, t.i):
		rowCand(&cd)
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
		if x.courtRelies(t, c, ctx) {
			// „Sąd dodał, że „…” (art. 455 k.c.)”: the provision the
			// court relied on, not the source of its words.
			cd.score, cd.why = notLinkedScore, []string{"przepis, na który powołał się sąd"}
		} else if c.Kind == ActCitation && x.namedAfterQuote(t, c) {
			cd.score, cd.why = scoreIntro, []string{"przepis wskazany zaraz po cytacie"}
		} else if rightAfter(x.text[t.end:c.Start]) {
			cd.score, cd.why = scoreRightAfter, []string{"zaraz po cytacie"}
		} else {
			cd.score, cd.why = scoreInSentence-penaltyBetween*between(src.cits, t.end, c.Start), []string{"w zdaniu po cytacie"}
		}
	default:
		cd.score, cd.why = scoreInSentence, []string{"w zdaniu"}
	}
	if c.Kind == ActCitation {
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
		if t.quote && cd.score >= minAnchorScore && x.namedInOwnQuote(t, c) {
			// „Sąd oparł się na art. 233 § 1 k.p.c.: „Zgodnie z art.
			// 233 § 1 k.p.c. sąd ocenia …””: words that name the
			// provision discuss it; they are not its text.
			cd.score = notLinkedScore
			cd.why = append(cd.why, "przepis wymieniony w samym cytacie")
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

// namedInOwnQuote reports whether provision c, outside quotation t, is
// named again inside it: the same article of the same act (when both
// name one) among the quotation's own citations.
func (x *extractor) namedInOwnQuote(t target, c *Citation) bool {
	if c.Kind != ActCitation || c.InQuote || c.Anchor.Przepis == "" {
		return false
	}
	art := wholeArticle(c.Anchor).Przepis
	for k := range x.cits[t.i] {
		q := &x.cits[t.i][k]
		if !q.InQuote || q.Kind != ActCitation || q.Start < t.start || q.End > t.end {
			continue
		}
		if wholeArticle(q.Anchor).Przepis == art && (q.Anchor.Akt == "" || c.Anchor.Akt == "" || q.Anchor.Akt == c.Anchor.Akt) {
			return true
		}
	}
	return false
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
	cd := cand{cs: []*Citation{p}, anchor: p.Anchor, id: sourceID(p.Anchor), from: cite.FromFootnote, footnote: f.Number}
	if p.Kind == ShortCitation {
		cd.from, cd.short, cd.cue = p.ShortFrom, p, clean(p.Short.Raw)
		if cd.from == cite.FromShortForm {
			cd.from = cite.FromFootnote
		}
	}
	end := src.s.End
	switch {
	case src.i != t.i:
		cd.score, cd.why = scoreFootnoteElse, []string{"przypis " + n + " w zdaniu wprowadzającym"}
	case t.quote && f.Ref >= t.end && onlyClosing(x.text[t.end:min(f.Ref, len(x.text))]):
		cd.score, cd.why = scoreFootnoteAfter, []string{"przypis " + n + " po cytacie"}
	case t.quote && f.Ref > t.start && f.Ref < t.end && onlyClosing(x.text[f.Ref:t.end]):
		// The mark before the closing quotation mark („…sędziego⁴”.):
		// the note of the quotation all the same.
		cd.score, cd.why = scoreFootnoteAfter, []string{"przypis " + n + " na końcu cytatu"}
	case f.Ref >= t.end && onlyClosing(x.text[min(f.Ref, end):end]) && !x.quoteBetween(t, f.Ref):
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
func (x *extractor) cueCands(cu cue, s Sentence) []cand {
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
		if x.disc.isHome(ft.t) {
			// The document's own case is never an anchor: nearest, it is
			// the court of this case speaking („Sąd przyjął”), no source.
			if k == 0 {
				return nil
			}
			continue
		}
		cd := cand{anchor: ft.t.anchor, id: ft.t.id, from: cite.FromContext, cue: cu.text(x.text), score: base - penaltyOlder*k, why: []string{why}}
		if cu.filter.act {
			// „Ten sam przepis stanowi dalej”: the article, whose next
			// paragraph the memo may go on to quote.
			cd.anchor = wholeArticle(cd.anchor)
			cd.id = sourceID(cd.anchor)
		}
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
func between(cs []Citation, lo, hi int) int {
	n := 0
	for k := range cs {
		if cs[k].Start >= lo && cs[k].End <= hi && cs[k].Kind != CourtCitation && !cs[k].InQuote {
			n++
		}
	}
	return n
}

// endsSentence reports whether nothing but closing marks follows the
// target in its sentence.
func (x *extractor) endsSentence(t target) bool {
	s := x.sents[t.i]
	return onlyClosing(x.text[min(t.end, s.End):s.End])
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

// wholeArticle is anchor a with its provision cut to the article („art.
// 446 § 3” → „art. 446”).
func wholeArticle(a cite.Anchor) cite.Anchor {
	p, _, ok := pl.ParseProvision(a.Przepis)
	if !ok || p.Art == "" {
		return a
	}
	if f := strings.Fields(p.Written); len(f) >= 2 {
		a.Przepis = f[0] + " " + f[1]
	}
	return a
}
