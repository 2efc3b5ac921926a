package claims

import (
	"regexp"
	"sort"
	"strings"

	"citeguard/cite"
	"citeguard/pl"
)

var (
	// reZdaniem runs at a tZdaniem trigger: "zdaniem Sądu, …", "(w) ocenie
	// SN, …".
	// The view's words are pl.OpinionWords, the court a head word
	// (pl.CourtHeads), an abbreviation or an adjective and "Sądu".
	reZdaniem = regexp.MustCompile(`(?i)^(?:` + alternation(pl.OpinionWords.List()) + `|świetle` + sp + `+stanowiska)` + sp + `+(?:` +
		alternation(pl.CourtHeads.List()) + `|` + alternation(pl.CourtAbbrevsAlone()) + `|[\p{Lu}][\p{L}]+` + sp + `+Sądu)[^,]{0,80},`)
	reMdRef = regexp.MustCompile(`\[\^\d+\]`)
)

// alternation is the words as the alternatives of a regular expression.
func alternation(words []string) string {
	q := make([]string, len(words))
	for i, w := range words {
		q[i] = regexp.QuoteMeta(w)
	}
	return strings.Join(q, "|")
}

// classify turns sentence i into claims, ignored quotation marks and
// quoted citations.
func (x *extractor) classify(i int) {
	s := x.sents[i]
	cs := x.cits[i]
	madeQuote := false
	for _, q := range x.quotesIn(s) {
		if why := ignoreReason(x.text, q, s, x.defined); why != "" && !(why == WhyTitle && provisionRightBefore(x.text, cs, q.Start)) {
			x.ignore(q, why)
			continue
		}
		a := x.attribute(target{i: i, start: q.Start, end: q.End, quote: true})
		cl := Claim{ClaimType: cite.CytatDoslowny, Quote: blockQuoteText(x.text, q), Start: q.Start, End: q.End, Footnote: s.Footnote}
		switch {
		case a.best != nil:
			x.setAnchorFrom(&cl, a)
			blockFrom(&cl, q, a)
			tableFrom(&cl, s)
		case a.unresolved != nil:
			x.setShortForm(&cl, a.unresolved)
		case a.ownCase:
			x.ignore(q, WhyOwnCase)
			continue
		default:
			// A court named with no ruling of it found („Sąd Rejonowy w X
			// wskazał: „…””), a por./zob. reference introducing the
			// quotation (it anchors nothing), or nothing at all: the
			// quotation is searched in the whole library unless it is one
			// of SPEC's not-claims (unanchoredReason).
			why := x.unanchoredReason(i, q, a)
			if why != "" {
				x.ignore(q, why)
				continue
			}
			// The fail-safe (issue 22, class 2): a quotation of sentence
			// length that names no source is searched in the whole
			// library (check), and always reported.
			cl.AnchorFrom = cite.FromLibrary
			porReference(&cl, a)
		}
		cl.Segments = quoteSegments(cl.Quote)
		x.claims = append(x.claims, cl)
		madeQuote = true
	}
	n, used := len(x.claims), x.usedOf(i)
	x.classifyPlain(i, madeQuote)
	x.dropEmptyClaims(i, n, used)
	// Every citation not yet used stands as a reference of its own; one
	// inside a quotation is quoted text.
	for k := range cs {
		c := &cs[k]
		switch {
		case c.InQuote:
			if c.Kind != CourtCitation && (c.Kind != ShortCitation || !c.Unresolved) {
				x.quoted = append(x.quoted, QuotedCitation{SourceID: sourceID(c.Anchor), Anchor: c.Anchor, Start: c.Start, End: c.End, QuoteStart: x.quoteAt(c.Start)})
			}
		case c.Own:
			// The document's own case number („Sygn. akt: I C 877/26” in a
			// pleading's header, the same signature again later) names
			// no source: not a claim, never looked up.
			x.own = append(x.own, OwnCase{SourceID: sourceID(c.Anchor), Anchor: c.Anchor, Start: c.Start, End: c.End})
		case c.used || c.Kind == CourtCitation || c.Unsigned:
			// A court + form + date is looked up only when it anchors a
			// quotation or a court's position; on its own it is
			// procedural history.
		default:
			cl := Claim{ClaimType: cite.Powolanie, ClaimText: clean(x.text[c.Start:c.End]), Start: c.Start, End: c.End, Footnote: s.Footnote}
			x.setCitation(&cl, c)
			x.claims = append(x.claims, cl)
		}
	}
}

// setCitation gives a claim the anchor of a citation of its own sentence.
func (x *extractor) setCitation(cl *Claim, c *Citation) {
	c.used = true
	cl.Anchor = c.Anchor
	cl.SourceID = sourceID(c.Anchor)
	cl.AnchorFrom = cite.FromCitation
	if c.Kind == ShortCitation {
		x.setShortForm(cl, c)
	}
}

// setShortForm gives a claim a short form's anchor (or marks it
// unresolved).
func (x *extractor) setShortForm(cl *Claim, c *Citation) {
	c.used = true
	cl.Anchor = c.Anchor
	cl.SourceID = sourceID(c.Anchor)
	cl.AnchorFrom = c.ShortFrom
	cl.AnchorCue = clean(c.Short.Raw)
	cl.ShortForm = clean(c.Short.Raw)
	cl.Antecedent = c.Antecedent
	cl.Unresolved = c.Unresolved
	if sf := x.sents[c.sent].Footnote; sf != 0 && cl.Footnote != sf {
		cl.AnchorFootnote = sf
	}
}

// quoteAt returns the start of the quotation holding offset at.
func (x *extractor) quoteAt(at int) int {
	k := sort.Search(len(x.quotes), func(j int) bool { return x.quotes[j].Start > at }) - 1
	if k >= 0 && at < x.quotes[k].End {
		return x.quotes[k].Start
	}
	return at
}

// classifyPlain finds the claims of sentence i outside its quotations: a
// court's position, a pinpoint thesis, a procedural fact or a paraphrase.
// When the sentence's quotations were claims (madeQuote), only a
// procedural fact is looked for: a citation that anchors a quotation and
// states what the court decided gives both claims.
func (x *extractor) classifyPlain(i int, madeQuote bool) {
	s := x.sents[i]
	st := x.text[s.Start:s.End]
	cs := x.cits[i]
	qs := x.quotesIn(s)
	// The sentence's words are read only when a step needs them: most
	// sentences of a long memo cite nothing.
	var ws []word
	read := false
	words := func() []word {
		if !read {
			ws, read = x.wordsOutsideQuotes(i, qs), true
		}
		return ws
	}
	if madeQuote {
		x.procedureWithQuote(i, words(), qs)
		x.positionBeforeQuote(i, words, qs)
		return
	}
	// "…, oddalił apelację, uznając, że …": what the court did and held.
	if x.mayParticiple(i) {
		if cut, at := x.participleClause(i, words()); at >= 0 {
			x.procedureAndPosition(i, cut, at, words())
			return
		}
	}
	// "SN przyjął, że …" / "zdaniem Sądu, …": a court's position.
	if ctAt := x.positionClause(i, words); ctAt >= 0 {
		a := x.attribute(target{i: i, start: ctAt, end: x.clauseEnd(s), quote: false})
		if a.best == nil && a.unresolved == nil {
			return // no identifier: the memo's own reasoning, not a claim
		}
		x.addPosition(i, ctAt, a)
		return
	}
	// „ww. wyrok uznał dzień … za datę …”: the ruling a short form names.
	if subj, at, end := x.shortFormPosition(i, words()); subj >= 0 {
		if a := x.attribute(target{i: i, start: at, end: end, quote: false}); a.best != nil && a.best.anchor.Przepis == "" {
			x.addShortPosition(i, subj, at, end, a)
			return
		}
	}
	// "- SA: przy powództwie o … nie ma obowiązku …": a list item's court
	// and what it held.
	if !hasEligibleRuling(cs) && x.speakerPosition(i) {
		return
	}
	// "Sąd ten przypomniał stanowisko SN: art. … ma zastosowanie …".
	if !hasEligibleRuling(cs) {
		if at := x.colonPosition(i, words()); at >= 0 {
			if a := x.attribute(target{i: i, start: at, end: x.clauseEnd(s), quote: false}); a.best != nil && a.best.anchor.Przepis == "" {
				x.addPosition(i, at, a)
				return
			}
		}
	}
	// A pinpoint: "pkt 15 uzasadnienia", "s. 12" with a ruling.
	for k := range cs {
		c := &cs[k]
		if c.Kind != ActCitation && eligible(c) && c.Anchor.Pinpoint != "" && !c.used {
			cl := Claim{ClaimType: cite.TezaPinpoint, ClaimText: x.stripCitations(s.Start, s.End, cs), Start: s.Start, End: s.End, Footnote: s.Footnote}
			if onlyPinpoint(cl.ClaimText) {
				break // „…, II Ca 989/12, pkt 1 sentencji.”: a citation with its pinpoint, no thesis
			}
			x.setCitation(&cl, c)
			x.claims = append(x.claims, cl)
			return
		}
	}
	// "W tej samej sprawie Trybunał umorzył postępowanie …".
	if !hasEligibleRuling(cs) && x.mayProcedure(i) && x.procedureByReference(i, s.End, words()) {
		return
	}
	// "W tej sprawie apelacja okazała się uzasadniona": the outcome of
	// the case cited before.
	if !hasEligibleRuling(cs) && mayOutcome(st) && x.outcomeByReference(i, words()) {
		return
	}
	if !hasEligible(cs) {
		// "pkt 15 uzasadnienia" with the ruling named elsewhere.
		if len(inRange(x.trig[tPin], func(v int) int { return v }, s.Start, s.End)) == 0 || pinUzas(st) == nil {
			// „… [1].”: a statement whose source is an endnote's.
			x.endnoteStatement(i, words(), cs)
			return
		}
		if a := x.attribute(target{i: i, start: s.Start, end: x.clauseEnd(s)}); a.best != nil {
			cl := Claim{ClaimType: cite.TezaPinpoint, ClaimText: x.stripCitations(s.Start, s.End, cs), Start: s.Start, End: s.End, Footnote: s.Footnote}
			x.setAnchorFrom(&cl, a)
			if p := rePinUzas.FindString(st); p != "" {
				cl.Anchor.Pinpoint = clean(p)
			}
			x.claims = append(x.claims, cl)
		}
		return
	}
	// The first citation that may anchor carries the sentence.
	for k := range cs {
		c := &cs[k]
		if !eligible(c) || c.used || c.Unsigned {
			continue
		}
		ws := words()
		words := x.contentWords(s, ws, cs)
		switch {
		case c.Kind == ActCitation:
			if words >= 4 && x.restatesProvision(c, s) && !x.appliesProvision(c, s, cs, ws) {
				cl := Claim{ClaimType: cite.Parafraza, ClaimText: clean(reMdRef.ReplaceAllString(st, "")), Start: s.Start, End: s.End, Footnote: s.Footnote}
				if !x.rowThesis(&cl, i, c) {
					x.setCitation(&cl, c)
				}
				x.claims = append(x.claims, cl)
			}
		case words >= 2 && (isProcedure(ws) || statesOutcome(ws) && !x.memoVoice(s, ws)) || words >= 3 && (x.courtActs(i, ws) || c.Anchor.Forma == pl.FormDecyzja) && !x.memoConclusion(s, c, ws):
			// "Wyrokiem z …, I C 1/18, Sąd Rejonowy oddalił powództwo";
			// "Przepis ten stosował Sąd Apelacyjny w wyroku …": what the
			// court did, not what it held; "W sprawie II Ca 1/14 apelacja
			// okazała się bezzasadna": the case's outcome.
			text, end := clean(st[:lineAsideStart(st)]), s.End
			if strings.HasSuffix(strings.TrimSpace(st), ":") {
				// "…oddalił apelację i przytoczył następujący fragment
				// uzasadnienia:": the lead-in of a block quotation.
				text, end = x.procedureText(s.Start, s.End)
			}
			cl := Claim{ClaimType: cite.FaktProceduralny, ClaimText: text, Start: s.Start, End: end, Footnote: s.Footnote}
			x.setCitation(&cl, c)
			x.claims = append(x.claims, cl)
		case words >= 4 && x.supportsStatement(s, c, ws) && !x.memoConclusion(s, c, ws):
			// ("Roszczenie Spółki – wobec wyroku SK 1/01 – nie ma szans
			// powodzenia": the memo's conclusion names the ruling as its
			// ground; it stays a powołanie.)
			cl := Claim{ClaimType: cite.Parafraza, ClaimText: trimComment(x.stripCitations(s.Start, s.End, cs)), Start: s.Start, End: s.End, Footnote: s.Footnote,
				Argument: x.memoArgument(i, ws)}
			x.setCitation(&cl, c)
			x.claims = append(x.claims, cl)
		}
		return
	}
}

// supportsStatement reports whether a ruling is cited in support of what
// the sentence states — in parentheses, or after the statement ("Odpowie-
// dzialność przewoźnika ma charakter obiektywny (wyrok SN …)") — rather
// than being what the sentence is about ("Podobną tezę zawiera wyrok …"),
// which is a reference of its own.
func (x *extractor) supportsStatement(s Sentence, c *Citation, ws []word) bool {
	st := x.text[s.Start:s.End]
	if inParensAt(st, c.Start-s.Start) {
		return true
	}
	if s.cell != nil && s.cell.Table == pdfRowTable {
		// A PDF's row given as one block: the words before the signature
		// are the row's other cells („1 Najem pojazdu zastępczego –
		// okres najmu | X Ga 528/14”: the number and the label of the
		// row), which the ruling does not support; a DOCX or ODT row's
		// label cell is no claim either.
		return false
	}
	n := 0
	for _, w := range ws {
		if s.Start+w.start >= c.Start {
			break
		}
		if len(w.s) > 2 && !pl.PorWords.Has(w.s) {
			n++
		}
	}
	return n >= 4
}

func (x *extractor) sameBlock(a, b int) bool {
	return x.sents[a].Para == x.sents[b].Para && x.sents[a].Footnote == x.sents[b].Footnote
}

func (x *extractor) ignore(q Quotation, why string) {
	x.ignored = append(x.ignored, Ignored{Text: x.text[q.InStart:q.InEnd], Start: q.Start, End: q.End, Why: why})
}

// quotesIn returns the quotations that start inside sentence s.
func (x *extractor) quotesIn(s Sentence) []Quotation {
	k := sort.Search(len(x.quotes), func(j int) bool { return x.quotes[j].Start >= s.Start })
	j := k
	for j < len(x.quotes) && x.quotes[j].Start < s.End {
		j++
	}
	return x.quotes[k:j]
}

// hasCitation reports whether a citation (not a bare court) starts in
// [lo, hi).
func (x *extractor) hasCitation(cs []Citation, lo, hi int) bool {
	for k := range cs {
		if cs[k].Kind != CourtCitation && cs[k].Start >= lo && cs[k].Start < hi {
			return true
		}
	}
	return false
}

func hasKind(cs []Citation, k CitationKind) bool {
	for _, c := range cs {
		if c.Kind == k {
			return true
		}
	}
	return false
}

func hasEligible(cs []Citation) bool {
	for i := range cs {
		if eligible(&cs[i]) && !cs[i].used {
			return true
		}
	}
	return false
}

// hasEligibleRuling reports whether a ruling of cs may anchor a claim.
func hasEligibleRuling(cs []Citation) bool {
	for i := range cs {
		if eligible(&cs[i]) && cs[i].Kind == JudgmentCitation {
			return true
		}
	}
	return false
}

func hasStrong(cs []Citation) bool {
	for i := range cs {
		if cs[i].strong() {
			return true
		}
	}
	return false
}

// onlyPinpoint reports whether a pinpoint claim's text is the pinpoint
// alone — its numbers and pl.PinpointWords („pkt 1 sentencji”, „s. 12”) —
// with no words of a thesis.
func onlyPinpoint(text string) bool {
	for _, w := range wordsOf(text) {
		if !pl.PinpointWords.Has(strings.TrimSuffix(w.s, ".")) && !isDigitByte(w.s[0]) && !isRoman(w.s) {
			return false
		}
	}
	return true
}

// isRoman reports whether w is a roman numeral of a pinpoint („pkt II”).
func isRoman(w string) bool {
	return w != "" && strings.Trim(strings.ToLower(w), "ivxlc") == ""
}
