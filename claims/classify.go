package claims

import (
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"citeguard/cite"
)

var (
	// reZdaniem runs at a tZdaniem trigger: "zdaniem Sądu, …", "(w) ocenie
	// SN, …".
	reZdaniem = regexp.MustCompile(`(?i)^(?:ocenie|zdaniem|według|wedle|opinii|przekonaniu|świetle` + sp + `+stanowiska)` + sp + `+(?:Sądu|SN|Trybunału|TK|NSA|TSUE|KIO|Izby|sądu|składu|ETPC|WSA|[\p{Lu}][\p{L}]+` + sp + `+Sądu)[^,]{0,80},`)
	reMdRef   = regexp.MustCompile(`\[\^\d+\]`)
)

// classify turns sentence i into claims, ignored quotation marks and
// quoted citations.
func (x *extractor) classify(i int) {
	s := x.sents[i]
	cs := x.cits[i]
	madeQuote := false
	for _, q := range x.quotesIn(s) {
		if why := ignoreReason(x.text, q, s, x.defined); why != "" {
			x.ignore(q, why)
			continue
		}
		a := x.attribute(target{i: i, start: q.Start, end: q.End, quote: true})
		cl := Claim{ClaimType: cite.CytatDoslowny, Quote: x.text[q.InStart:q.InEnd], Start: q.Start, End: q.End, Footnote: s.Footnote}
		switch {
		case a.best != nil:
			x.setAnchorFrom(&cl, a)
		case a.unresolved != nil:
			x.setShortForm(&cl, a.unresolved)
		case a.courtOnly:
			x.ignore(q, WhyUnidentified)
			continue
		case a.porIntro:
			x.ignore(q, WhyPorQuote)
			continue
		default:
			x.ignore(q, WhyNoSource)
			continue
		}
		cl.Segments = quoteSegments(cl.Quote)
		x.claims = append(x.claims, cl)
		madeQuote = true
	}
	x.classifyPlain(i, madeQuote)
	// Every citation not yet used stands as a reference of its own; one
	// inside a quotation is quoted text.
	for k := range cs {
		c := &cs[k]
		switch {
		case c.InQuote:
			if c.Kind != citCourt && (c.Kind != citShort || !c.Unresolved) {
				x.quoted = append(x.quoted, QuotedCitation{SourceID: sourceID(c.Anchor), Anchor: c.Anchor, Start: c.Start, End: c.End, QuoteStart: x.quoteAt(c.Start)})
			}
		case c.used || c.Kind == citCourt || c.Unsigned:
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
func (x *extractor) setCitation(cl *Claim, c *citation) {
	c.used = true
	cl.Anchor = c.Anchor
	cl.SourceID = sourceID(c.Anchor)
	cl.AnchorFrom = cite.FromCitation
	if c.Kind == citShort {
		x.setShortForm(cl, c)
	}
}

// setShortForm gives a claim a short form's anchor (or marks it
// unresolved).
func (x *extractor) setShortForm(cl *Claim, c *citation) {
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
	// A pinpoint: "pkt 15 uzasadnienia", "s. 12" with a ruling.
	for k := range cs {
		c := &cs[k]
		if c.Kind != citAct && eligible(c) && c.Anchor.Pinpoint != "" && !c.used {
			cl := Claim{ClaimType: cite.TezaPinpoint, ClaimText: x.stripCitations(s.Start, s.End, cs), Start: s.Start, End: s.End, Footnote: s.Footnote}
			x.setCitation(&cl, c)
			x.claims = append(x.claims, cl)
			return
		}
	}
	// "W tej samej sprawie Trybunał umorzył postępowanie …".
	if !hasEligibleRuling(cs) && x.mayProcedure(i) && x.procedureByReference(i, s.End, words()) {
		return
	}
	if !hasEligible(cs) {
		// "pkt 15 uzasadnienia" with the ruling named elsewhere.
		if len(inRange(x.trig[tPin], func(v int) int { return v }, s.Start, s.End)) == 0 || pinUzas(st) == nil {
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
		case c.Kind == citAct:
			if words >= 4 && x.restatesProvision(c, s) && !x.appliesProvision(c, s, cs, ws) {
				cl := Claim{ClaimType: cite.Parafraza, ClaimText: clean(reMdRef.ReplaceAllString(st, "")), Start: s.Start, End: s.End, Footnote: s.Footnote}
				x.setCitation(&cl, c)
				x.claims = append(x.claims, cl)
			}
		case words >= 2 && isProcedure(ws) || words >= 3 && (x.courtActs(i, ws) || c.Anchor.Forma == "decyzja") && !x.memoConclusion(s, c, ws):
			// "Wyrokiem z …, I C 1/18, Sąd Rejonowy oddalił powództwo";
			// "Przepis ten stosował Sąd Apelacyjny w wyroku …": what the
			// court did, not what it held.
			text, end := clean(st), s.End
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
			cl := Claim{ClaimType: cite.Parafraza, ClaimText: trimComment(x.stripCitations(s.Start, s.End, cs)), Start: s.Start, End: s.End, Footnote: s.Footnote}
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
func (x *extractor) supportsStatement(s sentence, c *citation, ws []word) bool {
	st := x.text[s.Start:s.End]
	if inParensAt(st, c.Start-s.Start) {
		return true
	}
	n := 0
	for _, w := range ws {
		if s.Start+w.start >= c.Start {
			break
		}
		if len(w.s) > 2 && !porWords[w.s] {
			n++
		}
	}
	return n >= 4
}

// positionClause finds a court's position in sentence i — "<court>
// przyjął, że …", "Jak podkreślił SN, …", "Zdaniem Sądu, …", "Podzielił
// pogląd, że …" — and returns where its clause starts, or -1.
func (x *extractor) positionClause(i int, ws func() []word) int {
	s := x.sents[i]
	cs := x.cits[i]
	verbs := inRange(x.trig[tVerb], func(v int) int { return v }, s.Start, s.End)
	for _, z := range inRange(x.trig[tZe], func(v int) int { return v }, s.Start, s.End) {
		// The verb stands at most 100 bytes before "że": read words there
		// only, and only when a verb's stem is there.
		if len(verbs) == 0 || verbs[0] >= z || len(inRange(verbs, func(v int) int { return v }, z-100, z)) == 0 {
			continue
		}
		lo := maxInt(s.Start, z-100)
		for lo < z && x.text[lo]&0xC0 == 0x80 {
			lo++
		}
		hi := minI(s.End, z+4)
		win := x.text[lo:hi]
		if k := stanowiskoAt(win, wordsOf(win)); k >= 0 {
			if hasKind(cs, citJudgment) || hasKind(cs, citShort) || hasSubject(ws()) || x.hasVerbCue(i) {
				return lo + k
			}
			break
		}
	}
	// "Jak podkreślił SN, …".
	for _, v := range verbs {
		if v-4 < s.Start || !hasPrefixFold(x.text[v-4:v], "jak ") {
			continue
		}
		win := x.text[v-4 : minI(s.End, v+140)]
		for len(win) > 0 && !utf8.ValidString(win) {
			win = win[:len(win)-1]
		}
		if k := stanowiskoAt(win, wordsOf(win)); k >= 0 {
			return v - 4 + k
		}
	}
	for _, z := range inRange(x.trig[tZdaniem], func(v int) int { return v }, s.Start, s.End) {
		if m := matchAt(reZdaniem, x.text, z, 120); m != nil && m[1] <= s.End {
			return m[1]
		}
	}
	return -1
}

// addPosition adds the court's position of sentence i whose clause starts
// at offset at, anchored as attributed (a.best, else its unresolved short
// form).
func (x *extractor) addPosition(i, at int, a attribution) {
	s := x.sents[i]
	cl := Claim{ClaimType: cite.StanowiskoSadu, ClaimText: trimComment(x.stripCitations(at, s.End, x.cits[i])), Start: s.Start, End: s.End, Footnote: s.Footnote}
	if a.best != nil {
		x.setAnchorFrom(&cl, a)
	} else {
		x.setShortForm(&cl, a.unresolved)
	}
	x.claims = append(x.claims, cl)
}

// minPositionWords is how many words of its own a court's position needs
// before a quotation in the same sentence to be a claim of its own.
const minPositionWords = 5

// positionBeforeQuote adds the court's position of a sentence whose
// quotation is a claim, when the position says more than the quotation:
// "SN przyjął, że odsetki należą się od dnia wymagalności, zaznaczając
// jednocześnie, że „…”" holds the position "odsetki należą się od dnia
// wymagalności" and the quotation.
func (x *extractor) positionBeforeQuote(i int, ws func() []word, qs []quoteMatch) {
	s := x.sents[i]
	ctAt := x.positionClause(i, ws)
	if ctAt < 0 || len(qs) == 0 || qs[0].Start <= ctAt {
		return
	}
	end := qs[0].Start
	text := trimComment(x.stripCitations(ctAt, end, x.cits[i]))
	// Only a position of its own, separated from the quotation by a
	// clause that introduces it (", zaznaczając jednocześnie, że", ", a
	// w uzasadnieniu dodał:"); "…, przez które należy rozumieć „…”" leads
	// into the quotation and is part of it.
	cut := false
	if k := strings.LastIndex(text, ", "); k > 0 {
		for _, w := range wordsOf(text[k:]) {
			if participles[w.s] || isReportVerb(w.s) {
				text, cut = text[:k], true
				break
			}
		}
	}
	if !cut {
		return
	}
	text = strings.TrimRight(text, " ,:;–-")
	if len(wordsOf(text)) < minPositionWords {
		return
	}
	a := x.attribute(target{i: i, start: ctAt, end: end})
	if a.best == nil {
		return
	}
	cl := Claim{ClaimType: cite.StanowiskoSadu, ClaimText: text, Start: s.Start, End: end, Footnote: s.Footnote}
	x.setAnchorFrom(&cl, a)
	x.claims = append(x.claims, cl)
}

// hasVerbCue reports whether sentence i starts with a reporting verb.
func (x *extractor) hasVerbCue(i int) bool {
	for _, c := range x.cuesOf(i) {
		if c.kind == cueVerb {
			return true
		}
	}
	return false
}

// procedureWithQuote adds the procedural fact of a sentence whose
// quotation is a claim: "Sąd Okręgowy …, II Cz 1099/13, oddalił zażalenie,
// stwierdzając: „…”" is a quotation of II Cz 1099/13 and the fact that it
// dismissed the complaint.
func (x *extractor) procedureWithQuote(i int, ws []word, qs []quoteMatch) {
	s := x.sents[i]
	if !isProcedure(ws) {
		return
	}
	hi := s.End
	if len(qs) > 0 {
		hi = qs[0].Start
	}
	for k := range x.cits[i] {
		c := &x.cits[i][k]
		if !eligible(c) || c.Kind != citJudgment || c.Unsigned || c.Start > hi {
			continue
		}
		// The fact ends where the quotation's lead-in starts: "…, oddalił
		// zażalenie, stwierdzając, że „…”".
		text, end := x.procedureText(s.Start, hi)
		if text == "" {
			return
		}
		cl := Claim{ClaimType: cite.FaktProceduralny, ClaimText: text, Start: s.Start, End: end, Footnote: s.Footnote,
			Anchor: c.Anchor, SourceID: sourceID(c.Anchor), AnchorFrom: cite.FromCitation}
		c.used = true
		x.claims = append(x.claims, cl)
		return
	}
	// "W tej samej sprawie Trybunał umorzył postępowanie, podkreślając, że „…”".
	if !hasKind(x.cits[i], citJudgment) {
		x.procedureByReference(i, hi, ws)
	}
}

// courtActs reports whether a court (or a ruling) is the subject of a
// finite verb in sentence i, outside parentheses: the sentence says what
// the court did ("Przepis ten stosował Sąd Apelacyjny w wyroku …").
func (x *extractor) courtActs(i int, ws []word) bool {
	s := x.sents[i]
	st := x.text[s.Start:s.End]
	court := false
	for k := range x.cits[i] {
		c := &x.cits[i][k]
		if (c.Kind == citJudgment || c.Kind == citCourt) && !c.InQuote && !c.Por && !inParensAt(st, c.Start-s.Start) {
			court = true
		}
	}
	if !court || x.partyBefore(target{i: i, start: s.End}) {
		return false // "Powód powoływał się na wyrok …": what a party did
	}
	for _, w := range ws {
		if isFiniteVerb(w.s) && !inParensAt(st, w.start) {
			return true
		}
	}
	return false
}

// inParensAt reports whether offset at of s is inside parentheses.
func inParensAt(s string, at int) bool {
	if at > len(s) {
		at = len(s)
	}
	return strings.LastIndexByte(s[:at], '(') > strings.LastIndexByte(s[:at], ')')
}

// restatesProvision reports whether a sentence restates what a provision
// says, rather than applying or arguing about it: "Zgodnie z art. 233 § 1
// k.p.c. sąd ocenia …", "Art. 5 k.c. stanowi, że …", "Z art. 6 k.c. wynika,
// że …", "W myśl art. …".
func (x *extractor) restatesProvision(c *citation, s sentence) bool {
	// "Zgodnie z art. …" opens the sentence or its clause; "pozwany,
	// zgodnie z art. 82 k.p.c., zrezygnował z …" tells what a party did.
	head := x.text[s.Start:c.Start]
	if k := strings.LastIndexAny(head, ";:"); k >= 0 {
		head = head[k+1:]
	}
	if len(head) > restateHead {
		head = "" // "zgodnie z" stands among the clause's first words
	}
	hw := wordsOf(head)
	for i, w := range hw {
		if i > 3 {
			break
		}
		switch w.s {
		case "zgodnie", "stosownie", "myśl", "według", "wedle":
			if len(hw)-i <= 3 {
				return true
			}
		case "wynika", "wynikają":
			return true
		}
		if !connectives[w.s] && !clauseOpeners[w.s] {
			break // "Pozwany, zgodnie z art. 82 k.p.c., zrezygnował": a subject first
		}
	}
	lw := lastWords(x.text[maxInt(s.Start, c.Start-30):c.Start], 2)
	if len(lw) == 2 && lw[1] == "z" && strings.HasPrefix(lw[0], "wynika") && len(hw) <= 4 {
		return true // "Z art. 6 k.c. wynika", "wynika z art. 6 k.c., że"
	}
	if c.End >= s.End {
		return false
	}
	after := wordsOf(x.text[c.End:runeEnd(x.text, minI(s.End, c.End+40))])
	for k, w := range after {
		if k == 3 {
			break
		}
		if statuteIntro[w.s] || restateVerbs[w.s] {
			return true
		}
	}
	return false
}

// restateHead bounds the words before a provision in which "Zgodnie z"
// may open its clause.
const restateHead = 96

// clauseOpeners may open a clause before "zgodnie z art. …".
var clauseOpeners = set(`a i oraz zatem więc bowiem dlatego skoro gdyż ponieważ albowiem co więcej tym samym w konsekwencji ponadto
	tymczasem przy czym`)

// restateVerbs, right after a provision, say what it provides.
var restateVerbs = set(`wynika przewiduje przewidują określa określają nakłada nakładają wprowadza wprowadzają reguluje regulują
	normuje normują stanowiąc przesądza przyznaje przyznają zakazuje zakazują nakazuje nakazują wymaga wymagają`)

// clauseEnd is the end of sentence s without its closing marks and
// footnote references.
func (x *extractor) clauseEnd(s sentence) int {
	e := s.End
	for e > s.Start {
		t := x.text[s.Start:e]
		switch {
		case strings.HasSuffix(t, "]") && strings.LastIndex(t, "[^") >= len(t)-8 && strings.LastIndex(t, "[^") >= 0:
			e = s.Start + strings.LastIndex(t, "[^")
		case strings.HasSuffix(t, "."), strings.HasSuffix(t, " "), strings.HasSuffix(t, "!"), strings.HasSuffix(t, "?"), strings.HasSuffix(t, ";"):
			e--
		default:
			r, n := utf8.DecodeLastRuneInString(t)
			if !isSuperDigit(r) {
				return e
			}
			e -= n
		}
	}
	return e
}

// trimComment cuts the memo's own comment off a claim's text: ", co
// przemawia na korzyść …", ", co oznacza, że …".
func trimComment(s string) string {
	for _, c := range []string{", co przemawia", ", co oznacza", ", co prowadzi", ", co potwierdza", ", co wskazuje", ", co przesądza",
		", co jest korzystne", ", co ma znaczenie", ", co uzasadnia", ", co świadczy", ", co skutkuje", ", co w naszej ocenie", ", co naszym zdaniem"} {
		if i := strings.Index(s, c); i > 0 {
			s = s[:i]
		}
	}
	return strings.TrimRight(s, " ,;:.")
}

// wordsOutsideQuotes returns the words of sentence i that stand outside
// its quotations qs (offsets in the sentence; read-only: they may be the
// sentence's cached words).
func (x *extractor) wordsOutsideQuotes(i int, qs []quoteMatch) []word {
	all := x.info(i).ws
	if len(qs) == 0 {
		return all
	}
	s := x.sents[i]
	out := x.wbuf[:0]
	for _, w := range all {
		in := false
		for _, q := range qs {
			if s.Start+w.start >= q.Start && s.Start+w.start < q.End {
				in = true
				break
			}
		}
		if !in {
			out = append(out, w)
		}
	}
	x.wbuf = out
	return out
}

func (x *extractor) sameBlock(a, b int) bool {
	return x.sents[a].Para == x.sents[b].Para && x.sents[a].Footnote == x.sents[b].Footnote
}

func (x *extractor) ignore(q quoteMatch, why string) {
	x.ignored = append(x.ignored, Ignored{Text: x.text[q.InStart:q.InEnd], Start: q.Start, End: q.End, Why: why})
}

// quotesIn returns the quotations that start inside sentence s.
func (x *extractor) quotesIn(s sentence) []quoteMatch {
	k := sort.Search(len(x.quotes), func(j int) bool { return x.quotes[j].Start >= s.Start })
	j := k
	for j < len(x.quotes) && x.quotes[j].Start < s.End {
		j++
	}
	return x.quotes[k:j]
}

// contentWords counts the words (of three bytes or more) of sentence s
// outside its citations and parentheses: a sentence of citations alone has
// none.
func (x *extractor) contentWords(s sentence, ws []word, cs []citation) int {
	st := x.text[s.Start:s.End]
	n := 0
	depth, at := 0, 0
	for _, w := range ws {
		for ; at < w.start; at++ {
			switch st[at] {
			case '(':
				depth++
			case ')':
				if depth > 0 {
					depth--
				}
			}
		}
		if depth > 0 || len(w.s) <= 2 || porWords[w.s] {
			continue
		}
		in := false
		for k := range cs {
			if c := &cs[k]; c.Kind != citCourt && s.Start+w.start >= c.Start && s.Start+w.start < c.End {
				in = true
				break
			}
		}
		if !in {
			n++
		}
	}
	return n
}

// stripCitations returns text[lo:hi] without the citations of rulings in
// it and without the parentheses that hold a citation or only a few words,
// with white space collapsed and Markdown footnote marks removed.
func (x *extractor) stripCitations(lo, hi int, cs []citation) string {
	t := x.text
	var b strings.Builder
	b.Grow(hi - lo)
	space := false
	ci := 0
	// A provision named in the clause ("zastosowanie art. 102 k.p.c.") is
	// what the claim says and stays; a ruling or a provision cited in
	// parentheses, the source, goes.
	keep := func(c *citation) bool {
		return c.Kind == citCourt || c.InQuote || c.Kind == citAct && !inParensAt(t[lo:hi], c.Start-lo)
	}
	for i := lo; i < hi; {
		// Skip a citation that starts here.
		for ci < len(cs) && (cs[ci].End <= i || keep(&cs[ci])) {
			ci++
		}
		if ci < len(cs) && cs[ci].Start <= i {
			i = cs[ci].End
			space = true
			continue
		}
		c := t[i]
		switch {
		case c == '(':
			if j := strings.IndexByte(t[i:hi], ')'); j > 0 && !strings.ContainsRune(t[i+1:i+j], '(') {
				inner := t[i+1 : i+j]
				if strings.Contains(inner, "/") || len(strings.Fields(inner)) <= 12 || x.hasCitation(cs, i, i+j) {
					i += j + 1
					space = true
					continue
				}
			}
		case c == '[' && strings.HasPrefix(t[i:hi], "[^"):
			if j := strings.IndexByte(t[i:hi], ']'); j > 0 && j < 8 {
				i += j + 1
				continue
			}
		case c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f':
			space = true
			i++
			continue
		case c == 0xC2 && i+1 < hi && t[i+1] == 0xA0:
			space = true
			i += 2
			continue
		}
		if space && b.Len() > 0 && c != ',' && c != '.' && c != ';' {
			b.WriteByte(' ')
		}
		space = false
		b.WriteByte(c)
		i++
	}
	return strings.Trim(b.String(), " ,;:.–-")
}

// hasCitation reports whether a citation (not a bare court) starts in
// [lo, hi).
func (x *extractor) hasCitation(cs []citation, lo, hi int) bool {
	for k := range cs {
		if cs[k].Kind != citCourt && cs[k].Start >= lo && cs[k].Start < hi {
			return true
		}
	}
	return false
}

// subjectWords name an adjudicator: the subject of "… przyjął, że".
var subjectWords = set(`sąd sądu sądowi trybunał trybunału trybunałowi izba izby skład składu sn nsa wsa tk tsue kio etpc sędzia`)

// hasSubject reports whether the words name an adjudicator or a ruling
// ("w wyroku", "w uchwale").
func hasSubject(ws []word) bool {
	for i, w := range ws {
		if subjectWords[w.s] {
			return true
		}
		if w.s == "w" && i+1 < len(ws) {
			switch ws[i+1].s {
			case "wyroku", "uchwale", "postanowieniu", "orzeczeniu", "powołanym", "cytowanym", "tym":
				return true
			}
		}
	}
	return false
}

func hasKind(cs []citation, k int) bool {
	for _, c := range cs {
		if c.Kind == k {
			return true
		}
	}
	return false
}

func hasEligible(cs []citation) bool {
	for i := range cs {
		if eligible(&cs[i]) && !cs[i].used {
			return true
		}
	}
	return false
}

// hasEligibleRuling reports whether a ruling of cs may anchor a claim.
func hasEligibleRuling(cs []citation) bool {
	for i := range cs {
		if eligible(&cs[i]) && cs[i].Kind == citJudgment {
			return true
		}
	}
	return false
}

func hasStrong(cs []citation) bool {
	for i := range cs {
		if cs[i].strong() {
			return true
		}
	}
	return false
}
