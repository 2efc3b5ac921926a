package claims

// A court's position in a sentence: its clause ("SN przyjął, że …"), the
// position beside a quotation, a procedural fact, a court as the subject.

import (
	"strings"
	"unicode/utf8"

	"citeguard/cite"
	"citeguard/norm"
	"citeguard/pl"
)

// positionClause finds a court's position in sentence i — "<court>
// przyjął, że …", "Jak podkreślił SN, …", "Zdaniem Sądu, …", "Podzielił
// pogląd, że …" — and returns where its clause starts, or -1.
func (x *extractor) positionClause(i int, ws func() []word) int {
	at := x.reportedClause(i, ws)
	if at >= 0 && deniedBefore(x.text[x.sents[i].Start:at]) {
		return -1 // "Nie oznacza to, że Sąd stoi na stanowisku, że …"
	}
	return at
}

// reportedClause is positionClause before the denial test.
func (x *extractor) reportedClause(i int, ws func() []word) int {
	s := x.sents[i]
	cs := x.cits[i]
	verbs := inRange(x.trig[tVerb], func(v int) int { return v }, s.Start, s.End)
	for _, z := range inRange(x.trig[tZe], func(v int) int { return v }, s.Start, s.End) {
		// The verb stands at most 100 bytes before "że": read words there
		// only, and only when a verb's stem is there.
		if len(verbs) == 0 || verbs[0] >= z || len(inRange(verbs, func(v int) int { return v }, z-100, z)) == 0 {
			continue
		}
		lo := max(s.Start, z-100)
		for lo < z && x.text[lo]&0xC0 == 0x80 {
			lo++
		}
		hi := min(s.End, z+4)
		win := x.text[lo:hi]
		if k := stanowiskoAt(win, wordsOf(win)); k >= 0 {
			if hasKind(cs, JudgmentCitation) || hasKind(cs, ShortCitation) || hasSubject(ws()) || x.hasCue(i, cueVerb) || x.hasCue(i, cueCourt) {
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
		win := x.text[v-4 : min(s.End, v+140)]
		for len(win) > 0 && !utf8.ValidString(win) {
			win = win[:len(win)-1]
		}
		if k := stanowiskoAt(win, wordsOf(win)); k >= 0 {
			return v - 4 + k
		}
	}
	for _, z := range inRange(x.trig[tZdaniem], func(v int) int { return v }, s.Start, s.End) {
		m := matchAt(reZdaniem, x.text, z, 120)
		if m != nil && m[1] <= s.End && !strings.Contains(x.text[m[0]:m[1]], "(") {
			return m[1]
		}
		if at := x.opinionClauseAt(i, z); at >= 0 {
			return at
		}
	}
	return -1
}

// maxShortToVerb is how many words (adverbs: „ostatecznie”, „wprost”) may
// stand between a short form and the reporting verb it is the subject of.
const maxShortToVerb = 2

// shortFormPosition finds a ruling's position whose subject is a short
// form naming the ruling, with no „że” after its verb: „ww. wyrok
// ostatecznie uznał dzień wniesienia pozwu za datę wymagalności”, „Tenże
// wyrok przyjmuje odpowiedzialność na zasadzie ryzyka”. It returns where
// the short form stands, where the clause after it starts, and where it
// ends (before the memo's own conclusion: „…, a więc odsetki dopiero od
// tego dnia”, or a parenthesis); -1 when there is none.
func (x *extractor) shortFormPosition(i int, ws []word) (int, int, int) {
	s := x.sents[i]
	for k := range x.cits[i] {
		c := &x.cits[i][k]
		if c.Kind != ShortCitation || c.InQuote || c.Por || c.Unresolved || c.Short == nil || c.Short.Kind != "wyzej" || c.Short.Form == "" {
			continue
		}
		j := 0
		for j < len(ws) && s.Start+ws[j].start < c.End {
			j++
		}
		for v := j; v < len(ws) && v <= j+maxShortToVerb; v++ {
			if w := ws[v].s; !(pl.StanowiskoVerbs.Has(w) && w != "trafnie" || pl.ReportVerbs.Has(w)) {
				continue // („ww. wyrok oddalił apelację”: what the court did, a procedural fact)
			}
			if v+1 < len(ws) && (ws[v+1].s == "że" || ws[v+1].s == "iż") {
				return -1, -1, -1 // „ww. wyrok przyjął, że …”: positionClause's
			}
			at, end := s.Start+ws[v].start, x.clauseEnd(s) // at: the verb
			for m := v + 1; m < len(ws); m++ {
				if pl.Therefore.Has(ws[m].s) {
					cut := s.Start + ws[m].start
					if m > 0 && ws[m-1].s == "a" {
						cut = s.Start + ws[m-1].start
					}
					end = cut
					break
				}
			}
			if p := strings.IndexByte(x.text[at:end], '('); p > 0 {
				end = at + p
			}
			return c.Start, c.End, end
		}
	}
	return -1, -1, -1
}

// addShortPosition adds the court's position of sentence i whose subject
// is the short form [subj, at) and whose clause runs to end, anchored as
// attributed: its text is the short form and the clause („ww. wyrok
// ostatecznie uznał …”).
func (x *extractor) addShortPosition(i, subj, at, end int, a attribution) {
	s := x.sents[i]
	text := clean(x.text[subj:at]) + " " + trimComment(x.stripCitations(at, end, x.cits[i]))
	cl := Claim{ClaimType: cite.StanowiskoSadu, ClaimText: text, Start: s.Start, End: s.End, Footnote: s.Footnote}
	if a.best != nil {
		x.setAnchorFrom(&cl, a)
	} else {
		x.setShortForm(&cl, a.unresolved)
	}
	x.claims = append(x.claims, cl)
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
func (x *extractor) positionBeforeQuote(i int, ws func() []word, qs []Quotation) {
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
			if pl.Participles.Has(w.s) || isReportVerb(w.s) {
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
	cl := Claim{ClaimType: cite.StanowiskoSadu, ClaimText: text, Start: s.Start, End: end, Footnote: s.Footnote, Framing: x.caseLawFrames(i, ctAt)}
	x.setAnchorFrom(&cl, a)
	x.claims = append(x.claims, cl)
}

// caseLawFrames reports whether the position of sentence i whose clause
// starts at offset at is stated of case law in general (pl.CaseLawAtLarge:
// „Orzecznictwo konsekwentnie przyjmuje, że”, „W judykaturze przyjmuje
// się, że”, „Utrwalony jest pogląd, że”): no citation, back-reference or
// court as the subject before the clause, only case law at large.
func (x *extractor) caseLawFrames(i, at int) bool {
	s := x.sents[i]
	for k := range x.cits[i] {
		if c := &x.cits[i][k]; !c.InQuote && c.Start < at {
			return false
		}
	}
	for _, cu := range x.cuesOf(i) {
		if cu.end <= at {
			return false
		}
	}
	ws := wordsOf(x.text[s.Start:at])
	if hasSubject(ws) {
		return false // "Sąd Najwyższy konsekwentnie przyjmuje, że …"
	}
	for _, w := range ws {
		if caseLawAtLarge.has(w.s) {
			return true
		}
	}
	return false
}

// hasCue reports whether sentence i holds a back-reference of that kind
// (cueVerb: it starts with a reporting verb; cueCourt: a court is the
// subject of one).
func (x *extractor) hasCue(i, kind int) bool {
	for _, c := range x.cuesOf(i) {
		if c.kind == kind {
			return true
		}
	}
	return false
}

// procedureWithQuote adds the procedural fact of a sentence whose
// quotation is a claim: "Sąd Okręgowy …, II Cz 1099/13, oddalił zażalenie,
// stwierdzając: „…”" is a quotation of II Cz 1099/13 and the fact that it
// dismissed the complaint.
func (x *extractor) procedureWithQuote(i int, ws []word, qs []Quotation) {
	s := x.sents[i]
	if !isProcedure(ws) {
		x.participleProcedure(i, ws, qs)
		return
	}
	hi := s.End
	if len(qs) > 0 {
		hi = qs[0].Start
	}
	for k := range x.cits[i] {
		c := &x.cits[i][k]
		if !eligible(c) || c.Kind != JudgmentCitation || c.Unsigned || c.Start > hi {
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
	if !hasKind(x.cits[i], JudgmentCitation) {
		x.procedureByReference(i, hi, ws)
	}
}

// courtActs reports whether a court (or a ruling) is the subject of a
// finite verb in sentence i, outside parentheses: the sentence says what
// the court did ("Przepis ten stosował Sąd Apelacyjny w wyroku …"), also
// when the memo is typed without Polish letters.
func (x *extractor) courtActs(i int, ws []word) bool {
	s := x.sents[i]
	st := x.text[s.Start:s.End]
	court := false
	for k := range x.cits[i] {
		c := &x.cits[i][k]
		if (c.Kind == JudgmentCitation || c.Kind == CourtCitation) && !c.InQuote && !c.Por && !inParensAt(st, c.Start-s.Start) {
			court = true
		}
	}
	if !court || x.partyBefore(target{i: i, start: s.End}) {
		return false // "Powód powoływał się na wyrok …": what a party did
	}
	// A sentence typed without Polish letters writes its past tense
	// without ł („skutkowalo”, „doprowadzila”): the verb it stands for.
	folded := norm.FoldDiacritics(st) == st
	for _, w := range ws {
		if (isFiniteVerb(w.s) || folded && isFiniteVerb(pastUnfolded(w.s))) && !inParensAt(st, w.start) {
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

// subjectWords are pl.SubjectWords and the lower-case abbreviations of the
// courts named alone (pl.IsCourtAbbrev), in one set.
var subjectWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range pl.SubjectWords.List() {
		m[w] = true
	}
	for _, a := range pl.CourtAbbrevsAlone() {
		m[strings.ToLower(a)] = true
	}
	return m
}()

// hasSubject reports whether the words name an adjudicator (pl.SubjectWords,
// a court's abbreviation) or a ruling ("w wyroku", "w uchwale", "w
// powołanym").
func hasSubject(ws []word) bool {
	for i, w := range ws {
		if subjectWords[w.s] {
			return true
		}
		if w.s == "w" && i+1 < len(ws) {
			if n := ws[i+1].s; n == "powołanym" || n == "cytowanym" || n == "tym" {
				return true
			}
			if fw, ok := pl.FormWord(ws[i+1].s); ok && fw.Ruling() && fw.Singular() && fw.Is(pl.Locative) {
				return true
			}
		}
	}
	return false
}
