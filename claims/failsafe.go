package claims

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"citeguard/norm"
	"citeguard/pl"
)

// The fail-safe of issue 22 (class 2): no quotation is dropped silently. A
// quotation that nothing anchors becomes a claim with anchor_from
// "biblioteka" and an empty anchor, which check searches in the whole
// library — unless it is short (a term, a phrase: minLibraryQuote words),
// or its sentence says it comes from outside the library: a contract, a
// policy, general terms, a statement, a party's words (WhyOutside).

// minLibraryQuote is the fewest words a quotation with no source needs to
// be searched in the library: a shorter one is a term or a phrase.
const minLibraryQuote = 6

// unanchoredReason is why quotation q of sentence i, which attribution a
// gave no anchor, is not a claim; "" when it is one (the fail-safe).
func (x *extractor) unanchoredReason(i int, q Quotation, a attribution) string {
	if len(strings.Fields(x.text[q.InStart:q.InEnd])) < minLibraryQuote {
		return WhyNoSource
	}
	if a.party || a.outside || x.outsideOrigin(i, q) {
		return WhyOutside
	}
	if x.disc.home != nil && x.appealedRulingSpeaks(i, q) {
		return WhyOwnCase
	}
	// An act's title after its date, where the date's „r.” ended the
	// sentence before it („ustawa z dnia 22 maja 2003 r. „o …””).
	lo := max(0, q.Start-60)
	for lo < q.Start && x.text[lo]&0xC0 == 0x80 {
		lo++
	}
	if actTitle(x.text[lo:q.Start], clean(x.text[q.InStart:q.InEnd])) {
		return WhyTitle
	}
	return ""
}

// appealedRulingSpeaks reports whether the lead-in of quotation q (the
// words of sentence i before it) names the ruling the document appeals
// as what says the words (pl.AppealedRulingRefs: „zaskarżony wyrok
// wskazał, że „…””, „w zaskarżonym postanowieniu Sąd przyjął”): in a
// document with its own case, that ruling's words are its record, no
// library source.
func (x *extractor) appealedRulingSpeaks(i int, q Quotation) bool {
	s := x.sents[i]
	if q.Start <= s.Start {
		return false
	}
	lead := strings.ToLower(x.text[s.Start:q.Start])
	for _, r := range pl.AppealedRulingRefs.List() {
		if strings.Contains(lead, r) {
			return true
		}
	}
	return false
}

// leadTailWords is how many last words of a quotation's lead-in an outside
// document's name (or a part of one) must end in to be what introduces the
// quotation („Zastrzeżenie z umowy najmu („…”)”); named earlier, it is the
// sentence's topic („Umowę zawiera się na czas oznaczony: „…””).
const leadTailWords = 3

// afterQuoteWords is how many words after a quotation may name the
// document it comes from („„…” (§ 5 OWU)”, „„…” — stanowi umowa”).
const afterQuoteWords = 5

// outsideOrigin reports whether the words that introduce or attribute
// quotation q of sentence i — beyond what outsideLead reads — name a
// document that is no source of the library (pl.OutsideOrigins: „umowa”,
// „polisa”, „OWU”, „regulamin”, „oświadczenie”, „pismo”, „e-mail”;
// „uchwała wspólników”) as the quotation's origin:
//   - the lead-in ends with a relative clause („, zgodnie z którymi”, „,
//     w myśl którego”) whose antecedent is the document or a part of it
//     the lead-in names the document of („umowa zawiera postanowienie,
//     zgodnie z którym „…””, „ogólne warunki, zgodnie z którymi „…””);
//   - the document (or a part of a document the lead-in names) ends in the
//     last leadTailWords words of the lead-in („Zastrzeżenie z umowy
//     najmu („…”)”);
//   - the document is named in the afterQuoteWords words after the
//     quotation („„…” (§ 5 OWU)”).
//
// Words inside the quotation never count, and neither does a document
// that is only the topic of a lead-in that goes on to say something of
// it („Umowę zawiera się na czas oznaczony: „W myśl art. 26 ustawy …””:
// a ruling's sentence about the contract, not the contract's words).
func (x *extractor) outsideOrigin(i int, q Quotation) bool {
	s := x.sents[i]
	lo := x.leadStart(i, q.Start)
	if x.afterDocumentTitle(i, lo, q) {
		return true
	}
	if lo < q.Start {
		ws := wordsOf(x.text[lo:q.Start])
		if n := len(ws); n > 0 {
			named := false
			for k := range ws {
				if outsideDocAt(ws, k) > 0 {
					named = true
				}
			}
			if named {
				tail := n
				if k := relativeOpener(ws); k >= 0 {
					tail = k
				}
				for k := max(0, tail-leadTailWords); k < tail; k++ {
					if outsideDocAt(ws, k) > 0 || documentParts.has(ws[k].s) {
						return true
					}
				}
			}
		}
	}
	hi := s.End
	for _, o := range x.quotesIn(s) {
		if o.Start >= q.End && o.Start < hi {
			hi = o.Start
		}
	}
	return x.afterQuoteOrigin(q, hi)
}

// titleWords is the most words a quoted document title has.
const titleWords = 8

// titleLeadWords is the most words between a document's quoted title and
// the quotation of its words („„Polityka …” przewiduje, że „…””).
const titleLeadWords = 4

// afterDocumentTitle reports whether the lead-in of quotation q, which
// starts at lo, is a few words after a quoted title of an outside
// document, a title the words before it name as a document („Projekt
// dokumentu „Regulamin …” stanowi, że „…””, „umowy „…” przewiduje”) or
// that opens with an internal document's noun in capitals („„Procedura
// zgłaszania nadużyć” przewiduje, że „…””). A quotation's own words name no origin.
func (x *extractor) afterDocumentTitle(i, lo int, q Quotation) bool {
	var t *Quotation
	for _, o := range x.quotesIn(x.sents[i]) {
		if o.End <= q.Start && o.End == lo {
			o := o
			t = &o
		}
	}
	if t == nil || len(wordsOf(x.text[lo:q.Start])) > titleLeadWords {
		return false
	}
	tw := wordsOf(x.text[t.InStart:t.InEnd])
	if len(tw) == 0 || len(tw) > titleWords {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(x.text[t.InStart+tw[0].start:]); unicode.IsUpper(r) && internalDocuments.hasPrefixOf(tw[0].s) {
		return true // a title: „Polityka …”, „Procedura …”
	}
	before := wordsOf(x.text[x.sents[i].Start:t.Start])
	if n := len(before); n > 0 {
		w := before[n-1].s
		return documentHeads.has(w) || outsideDocument(w) || internalDocAt(before, n-1) > 0
	}
	return false
}

// relativeOpener is the index of the first word of the relative clause
// that ends lead-in ws: its last word a form of „który” (pl.RelativeWhich),
// opened by a lead-in word up to three words before it („zgodnie z
// którym”, „w myśl którego”, „według której”) or by itself; -1 when the
// lead-in ends otherwise.
func relativeOpener(ws []word) int {
	k := len(ws) - 1
	if k < 0 || !relativeWhich.has(ws[k].s) {
		return -1
	}
	for j := k - 1; j > 0 && j >= k-3; j-- {
		if outsideLeadIns.has(ws[j].s) {
			return j
		}
	}
	return k
}

// leadStart is where the lead-in of the words of sentence i before offset
// hi starts (leadFrom).
func (x *extractor) leadStart(i, hi int) (lo int) {
	lo, _ = x.leadFrom(i, hi)
	return lo
}

// leadFrom is where the lead-in of the words of sentence i before offset
// hi starts: after its last quotation, citation (of a ruling, or of a
// provision with its act) and back-reference before hi; cited tells that
// a citation or a back-reference stood there.
func (x *extractor) leadFrom(i, hi int) (lo int, cited bool) {
	s := x.sents[i]
	lo = s.Start
	for _, o := range x.quotesIn(s) {
		if o.End <= hi && o.End > lo {
			lo = o.End
		}
	}
	for k := range x.cits[i] {
		c := &x.cits[i][k]
		if c.InQuote || c.End > hi || c.Kind == ActCitation && c.Anchor.Akt == "" {
			continue
		}
		lo, cited = max(lo, c.End), true
	}
	for _, cu := range x.cuesOf(i) {
		if cu.end <= hi {
			lo, cited = max(lo, cu.end), true
		}
	}
	return lo, cited
}

// outsideIntroduces reports whether the lead-in of quotation t (the words
// before it in its sentence, or the sentence that introduces it with a
// colon when it stands alone: a block quotation) names an outside
// document as what says the quoted words (outsideLead).
func (x *extractor) outsideIntroduces(t target) bool {
	if x.outsideLead(t.i, t.start) {
		return true
	}
	s := x.sents[t.i]
	if strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(x.text[s.Start:t.start]), ">")) != "" || t.i == 0 {
		return false
	}
	p := x.sents[t.i-1]
	return p.Para == s.Para && p.Footnote == s.Footnote && strings.HasSuffix(strings.TrimRight(x.text[p.Start:p.End], " \t\n\u00a0"), ":") &&
		x.outsideLead(t.i-1, p.End)
}

// outsideLead reports whether the words of sentence i before offset hi
// (up to outsideLeadWords words, after its last quotation) name an
// outside document as what says the words that follow: the document
// speaks or holds them ("§ 5 ust. 2 OWU stanowi: „…”", "Umowa przewiduje",
// "OWU mają podobny zapis („…”)"), they are in accordance with it
// ("zgodnie z klauzulą 7 umowy", "w myśl regulaminu", "pkt 7.2 OWU"), a
// unit of it is cited ("§ 5 OWU: „…”", "par. 9 umowy"), its name — with
// its owner or a unit — ends the lead-in ("Oświadczenie sprawcy: „…”",
// "OWU (par. 7 ust. 2: „…”)"), or the lead-in opens with it and ends with
// its author's verb ("W piśmie z dnia … pozwany napisał: „…”"). The
// nearest named origin wins: a citation or a back-reference after the
// document ("W umowie …, a Sąd Najwyższy w wyroku …, II CSK 1/10,
// wskazał: „…”") is what says the words. A document merely named in the
// lead-in ("Spółka podpisała Umowę po negocjacjach:") is not the
// quotation's origin. Words are compared with the Polish letters folded
// (a memo typed without them).
func (x *extractor) outsideLead(i, hi int) bool {
	lo, cited := x.leadFrom(i, hi)
	if lo >= hi {
		return false
	}
	lead := x.text[lo:hi]
	ws := wordsOf(lead)
	tail := strings.TrimSpace(lead)
	closed := strings.HasSuffix(tail, ":") || strings.HasSuffix(tail, "(")
	for i := range ws {
		n := outsideDocAt(ws, i)
		if n == 0 {
			continue
		}
		e := i + n
		if i > 0 && ws[i-1].s == "e" && ws[i-1].end+1 == ws[i].start && lead[ws[i-1].end] == '-' {
			i-- // "e-mail", "e-mailu"
		}
		e = skipDate(ws, e)
		for j := e; j < len(ws) && j <= e+2; j++ {
			if outsideSays.has(ws[j].s) {
				return true
			}
		}
		if documentVerbNear(lead, ws, e) {
			return true // "Projekt gwarancji nadesłany przez wykonawcę przewiduje wypłatę „…”"
		}
		for j := e; j < len(ws) && j <= e+3; j++ {
			if outsideClauseNouns.has(ws[j].s) {
				return true
			}
		}
		if strings.ContainsRune(lead[max(0, ws[i].start-12):ws[i].start], '§') {
			return true // "§ 5 OWU stanowi", "w § 12 umowy"
		}
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			if outsideLeadIns.has(ws[j].s) {
				return true
			}
		}
		if closed && documentTail(ws[e:]) {
			return true // "… w § 5 OWU: „…”", "Oświadczenie sprawcy: „…”", "OWU (par. 7 ust. 2: „…”)"
		}
		if i > 0 && (ws[i-1].s == "w" || ws[i-1].s == "we") && authorSays(ws[e:]) {
			return true // "W piśmie z dnia … pozwany napisał: „…”"
		}
		if i > 1 && (ws[i-1].s == "w" || ws[i-1].s == "we") && saysBefore(ws[i-2].s) && complementizerOnly(ws[e:]) {
			return true // "…, stwierdzając w decyzji z dnia …, że „…”", "ZUS w decyzji wskazał, że"
		}
		if relativeSays(ws[e:]) {
			return true // "Pismo pozwanego z …, w którym twierdzi on, że „…”"
		}
	}
	return !cited && partySpeaks(ws, closed)
}

// partySpeakerRoom is how many words may stand between a party and its
// verb of saying („Likwidator szkody odpisał nam”, „Ubezpieczyciel w
// odpowiedzi na reklamację stwierdził”).
const partySpeakerRoom = 5

// partySpeaks reports whether the lead-in ws of a quotation, in a sentence
// that cites nothing before it, has a party (pl.PartySpeakers) say the
// words: the party and a verb of saying within partySpeakerRoom words, the
// verb followed by no more than „że”/„nam” and the quotation; or the party
// alone before a colon („Ubezpieczyciel: „…””).
func partySpeaks(ws []word, closed bool) bool {
	for k, w := range ws {
		if !partySpeakers.has(w.s) {
			continue
		}
		if closed && k == len(ws)-1 {
			return true
		}
		for j := k + 1; j < len(ws) && j <= k+partySpeakerRoom; j++ {
			if saysBefore(ws[j].s) && j >= len(ws)-3 && partyTail(ws[j+1:]) {
				return true
			}
		}
	}
	return false
}

// partyTail reports whether ws, after a party's verb of saying, are only
// „że”/„iż” and a pronoun of its addressee („nam”, „mi”, „klientowi”).
func partyTail(ws []word) bool {
	for _, w := range ws {
		switch norm.FoldDiacritics(w.s) {
		case "ze", "iz", "nam", "mi", "nas", "nami", "pani", "panu", "panstwu":
		default:
			return false
		}
	}
	return true
}

// documentTail reports whether ws, the words after an outside document's
// name up to the quotation, are only its owner ("sprawcy", "pozwanego")
// and a unit of it ("par. 7 ust. 2", "pkt 4").
func documentTail(ws []word) bool {
	if len(ws) > 0 && outsideOwners.has(ws[0].s) {
		ws = ws[skipDate(ws, 1):]
	}
	for _, w := range ws {
		if !documentUnits.has(w.s) && !(w.s[0] >= '0' && w.s[0] <= '9') && !(len(w.s) == 1 && w.s[0] >= 'a' && w.s[0] <= 'z') {
			return false
		}
	}
	return true
}

// skipDate is the index of the first word of ws from e on that is not of
// a date after a document's name ("z dnia 5 marca 2024 r.", "z 3
// marca"); e when none starts there.
func skipDate(ws []word, e int) int {
	j := e
	if j >= len(ws) || ws[j].s != "z" {
		return e
	}
	j++
	if j < len(ws) && ws[j].s == "dnia" {
		j++
	}
	if j >= len(ws) || !isDigitByte(ws[j].s[0]) {
		return e
	}
	j++
	if j >= len(ws) {
		return e
	}
	if _, ok := pl.MonthOf(ws[j].s); !ok {
		return e
	}
	j++
	if j < len(ws) && isDigitByte(ws[j].s[0]) {
		j++
	}
	if j < len(ws) && (ws[j].s == "r." || ws[j].s == "roku") {
		j++
	}
	return j
}

// authorSays reports whether ws, the words after an outside document's
// name up to the quotation, end with a verb of saying ("pozwany napisał",
// "strony zapisały", "klient stwierdził, że").
func authorSays(ws []word) bool {
	n := len(ws)
	if n > 0 && (ws[n-1].s == "że" || ws[n-1].s == "ze" || ws[n-1].s == "iż" || ws[n-1].s == "iz") {
		n--
	}
	if n == 0 {
		return false
	}
	w := ws[n-1].s
	return outsideVerbs.has(w) || isReportVerb(w) || outsideSays.has(w)
}

// relativeRoom is how many words may stand between an outside document's
// name and the relative clause about its content („Pismo pozwanego z 12
// maja 2026 r., w którym”), and between the clause's pronoun and the
// lead-in's end („w którym twierdzi on, że”).
const relativeRoom = 8

// relativeSays reports whether ws, the words after an outside document's
// name up to a quotation, open a relative clause about the document's
// content („w którym”, „w której”: pl.DocumentRelatives) whose few words
// hold its author's verb of saying: „Pismo pozwanego z …, w którym
// twierdzi on, że „…””, „e-mail, w którym likwidator napisał: „…””. The
// quoted words are the document's, never a ruling's.
func relativeSays(ws []word) bool {
	for k := 0; k+1 < len(ws) && k <= relativeRoom; k++ {
		if (ws[k].s == "w" || ws[k].s == "we") && documentRelatives.has(ws[k+1].s) {
			rest := ws[k+2:]
			if len(rest) == 0 || len(rest) > relativeRoom/2 {
				return false
			}
			for _, w := range rest {
				if outsideVerbs.has(w.s) || isReportVerb(w.s) {
					return true // „twierdzi on, że”, „pozwany napisał:”
				}
			}
			return false
		}
	}
	return false
}

// saysBefore reports whether w, right before „w <document>”, is a verb of
// saying: a finite one („ZUS wskazał w decyzji, że”) or an adverbial
// participle („stwierdzając w decyzji, że”, „wskazujac w pismie”).
func saysBefore(w string) bool {
	if outsideVerbs.has(w) || isReportVerb(w) || outsideSays.has(w) {
		return true
	}
	f := norm.FoldDiacritics(w)
	return utf8.RuneCountInString(f) >= 6 && strings.HasSuffix(f, "jac") || strings.HasSuffix(w, "ąc") && utf8.RuneCountInString(w) >= 6
}

// complementizerOnly reports whether ws, the words after a document's name
// (and its date) up to the quotation, are only „że”/„iż” (or nothing).
func complementizerOnly(ws []word) bool {
	for _, w := range ws {
		switch w.s {
		case "że", "ze", "iż", "iz":
		default:
			return false
		}
	}
	return true
}

// outsideDocAt is how many words of ws, from the i-th, name a document
// that is no source of the library: one (pl.OutsideOrigins, but not
// pl.NotOutsideOrigins), two for a resolution and the body that passed it
// („uchwała wspólników”, never „uchwała SN”), or none.
func outsideDocAt(ws []word, i int) int {
	if outsideDocument(ws[i].s) {
		return 1
	}
	if n := internalDocAt(ws, i); n > 0 {
		return n
	}
	if i+1 < len(ws) && (termsAdjectives.hasPrefixOf(ws[i].s) && termsNouns.hasPrefixOf(ws[i+1].s) ||
		replyNouns.has(ws[i].s) && outsideOwners.has(ws[i+1].s)) {
		return 2 // "ogólnych warunków ubezpieczenia", "odpowiedź ubezpieczyciela"
	}
	if resolutionHeads.hasPrefixOf(ws[i].s) && i+1 < len(ws) && resolutionOwners.has(ws[i+1].s) {
		return 2
	}
	return 0
}

// internalDocAt reports whether ws[i] names a company's internal document
// as a document (pl.InternalDocuments): after a document head or a unit
// („projekt polityki”, „pkt 3 procedury”), or before an internal mark or
// an owner („zarządzenie wewnętrzne”, „instrukcja spółki”); it returns
// how many words the name takes (0: none). The plain word („polityka
// kadrowa sądu”) is none.
func internalDocAt(ws []word, i int) int {
	if !internalDocuments.hasPrefixOf(ws[i].s) {
		return 0
	}
	j := i - 1
	if j > 0 && strings.Trim(ws[j].s, "0123456789.") == "" {
		j-- // "pkt 3 procedury"
	}
	if j >= 0 && (documentHeads.has(ws[j].s) || documentUnits.has(ws[j].s)) {
		return 1
	}
	if i+1 < len(ws) && (internalMarks.hasPrefixOf(ws[i+1].s) || outsideOwners.has(ws[i+1].s)) {
		return 2
	}
	return 0
}

// outsideDocument reports whether w names a document that is no source of
// the library (pl.OutsideOrigins, but not pl.NotOutsideOrigins).
func outsideDocument(w string) bool {
	return outsideOrigins.hasPrefixOf(w) && !notOutsideOrigins.hasPrefixOf(w)
}

// The word sets of an outside origin, folded (foldedSet).
var (
	outsideOrigins     = foldSet(pl.OutsideOrigins)
	notOutsideOrigins  = foldSet(pl.NotOutsideOrigins)
	outsideLeadIns     = foldSet(pl.OutsideLeadIns)
	outsideOwners      = foldSet(pl.OutsideOwners)
	outsideVerbs       = foldSet(pl.OutsideVerbs)
	documentRelatives  = foldSet(pl.DocumentRelatives)
	outsideClauseNouns = foldSet(pl.OutsideClauseNouns)
	outsideSays        = foldSet(pl.StatuteIntro, pl.RestateVerbs)
	documentUnits      = foldSet(pl.DocumentUnits)
	documentParts      = foldSet(pl.DocumentParts)
	relativeWhich      = foldSet(pl.RelativeWhich)
	internalDocuments  = foldSet(pl.InternalDocuments)
	documentHeads      = foldSet(pl.DocumentHeads)
	internalMarks      = foldSet(pl.InternalMarks)
	caseLawAtLarge     = foldSet(pl.CaseLawAtLarge)
	resolutionHeads    = foldSet(pl.ResolutionHeads)
	resolutionOwners   = foldSet(pl.ResolutionOwners)
	partySpeakers      = foldSet(pl.PartySpeakers)
	termsAdjectives    = foldSet(pl.TermsAdjectives)
	termsNouns         = foldSet(pl.TermsNouns)
	replyNouns         = foldSet(pl.ReplyNouns)
)

// foldedSet is word sets of pl looked up with the Polish letters folded on
// both sides: a memo typed without them („oswiadczenie”, „pismie”, „Pana
// OWU maja podobny zapis”) names the same documents.
type foldedSet struct {
	words map[string]bool
	list  []string
}

func foldSet(sets ...pl.WordSet) foldedSet {
	f := foldedSet{words: map[string]bool{}}
	for _, s := range sets {
		for _, w := range s.List() {
			w = norm.FoldDiacritics(w)
			if !f.words[w] {
				f.words[w] = true
				f.list = append(f.list, w)
			}
		}
	}
	return f
}

// has reports whether w, folded, is one of the set's words.
func (f foldedSet) has(w string) bool { return f.words[norm.FoldDiacritics(w)] }

// hasPrefixOf reports whether one of the set's entries starts w, folded.
func (f foldedSet) hasPrefixOf(w string) bool {
	w = norm.FoldDiacritics(w)
	for _, p := range f.list {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// outsideLeadWords is how many words before a quotation its lead-in is.
const outsideLeadWords = 12

// outsideQuotes is sentence s's text with its quotations left out.
func (x *extractor) outsideQuotes(s Sentence) string {
	var b strings.Builder
	at := s.Start
	for _, q := range x.quotesIn(s) {
		if q.Start > at {
			b.WriteString(x.text[at:q.Start])
		}
		b.WriteByte(' ')
		at = max(at, q.End)
	}
	if at < s.End {
		b.WriteString(x.text[at:s.End])
	}
	return b.String()
}
