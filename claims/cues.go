package claims

import (
	"citeguard/pl"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kinds of back-reference: the memo's words that point to a source under
// discussion instead of citing it.
const (
	cueSame    = iota // „W tym samym wyroku”, „w tej samej sprawie”, „to samo orzeczenie”
	cueReasons        // „W uzasadnieniu (tego wyroku)”
	cueThis           // „Sąd ten”, „ten sam sąd”, „tenże Trybunał”
	cueSeat           // „w sprawie krakowskiej”
	cueCourt          // a court as the subject of a reporting verb: „Sąd Apelacyjny dodał”, „Jak wskazał Sąd Najwyższy”
	cueVerb           // a sentence that starts with a reporting verb: „Dodał, że”, „Podkreślił też:”
)

// cue is one back-reference in a sentence.
type cue struct {
	kind       int
	start, end int // in the text
	filter     refFilter
}

// text is the cue as the memo writes it.
func (c cue) text(t string) string { return clean(t[c.start:c.end]) }

// formOfWord names the form of a ruling a back-reference names: a
// singular writing of a ruling's form (pl.FormWord: "wyroku" → wyrok), or
// "sprawie", "sprawy" (a case: any ruling of it); "" otherwise.
func formOfWord(w string) string {
	if fw, ok := pl.FormWord(w); ok && fw.Ruling() && fw.Singular() {
		return fw.Form
	}
	if w == "sprawie" || w == "sprawy" {
		return pl.FormOrzeczenie
	}
	return ""
}

// sentInfo is what attribution reads of a sentence, computed once each:
// its words, and (when asked) its back-references.
type sentInfo struct {
	ws       []word
	cues     []cue
	cuesDone bool
}

// cuesOf finds the back-references of sentence i outside its quotations.
func (x *extractor) cuesOf(i int) []cue {
	in := x.info(i)
	if !in.cuesDone {
		in.cues, in.cuesDone = x.findCues(i, in.ws), true
	}
	return in.cues
}

// info returns the words of sentence i (and holds its back-references
// once cuesOf has found them).
func (x *extractor) info(i int) *sentInfo {
	if in, ok := x.cueCache[i]; ok {
		return in
	}
	s := x.sents[i]
	// The words live in one arena, reset with the cache (Extract clears
	// both between sentences): a long memo allocates words once, not per
	// sentence.
	at := len(x.wordArena)
	x.wordArena = appendWords(x.wordArena, x.text[s.Start:s.End])
	in := &sentInfo{ws: x.wordArena[at:len(x.wordArena):len(x.wordArena)]}
	x.cueCache[i] = in
	return in
}

// cuePatterns are pl's back-references (pl/data/cues.tsv), in order;
// cueFirst lists, per word, the patterns that may start with it, in order;
// cueAnyFirst are those that start with a slot of no word list ({ruling},
// {case}, {seat}), tried at every word.
var cuePatterns, cueFirst, cueAnyFirst = func() ([]pl.Cue, map[string][]int, []int) {
	ps := pl.Cues()
	first := map[string][]int{}
	var any []int
	for k, p := range ps {
		switch w := p.Words[0]; w.Slot {
		case "":
			for _, a := range w.Words {
				first[a] = append(first[a], k)
			}
		case pl.SlotCourt:
			for _, a := range pl.CourtHeads.List() {
				first[a] = append(first[a], k)
			}
		default:
			any = append(any, k)
		}
	}
	return ps, first, any
}()

// cueKinds are the kinds of cue of pl's kinds.
var cueKinds = map[pl.CueKind]int{pl.CueSame: cueSame, pl.CueReasons: cueReasons, pl.CueThis: cueThis, pl.CueSeat: cueSeat, pl.CueAct: cueSame}

// cueFirstByte marks the first bytes of cueFirst's words: most words of a
// sentence start no pattern, and need no look-up.
var cueFirstByte = func() (t [256]bool) {
	for w := range cueFirst {
		t[w[0]] = true
	}
	return
}()

// cuesAt returns the patterns that may start at word w, in order.
func cuesAt(w string) []int {
	var ps []int
	if w != "" && cueFirstByte[w[0]] {
		ps = cueFirst[w]
	}
	if len(cueAnyFirst) == 0 {
		return ps
	}
	out := append(append([]int(nil), ps...), cueAnyFirst...)
	slices.Sort(out)
	return out
}

// matchCue matches pattern p at word k of ws: the index of its last word
// and what it says of its source, or false. A word in brackets may be left
// out; the cue names its source (strict) when it holds a slot's word or a
// word in brackets; a court it points to is any court ("sąd").
func matchCue(p pl.Cue, ws []word, k int) (int, refFilter, bool) {
	var f refFilter
	j, last := k, k
	for _, t := range p.Words {
		var ok bool
		if j < len(ws) {
			ok = cueWord(t, ws[j].s, &f)
		}
		switch {
		case ok:
			f.strict = f.strict || t.Optional || t.Slot != ""
			last = j
			j++
		case !t.Optional:
			return 0, refFilter{}, false
		}
	}
	if p.Kind == pl.CueThis {
		f.court = "sąd"
	}
	if p.Kind == pl.CueAct {
		f.act = true // „Ten sam przepis stanowi dalej: …”
	}
	return last, f, true
}

// cueWord reports whether w is pattern word t, noting in f the form or
// seat a slot's word names.
func cueWord(t pl.CueWord, w string, f *refFilter) bool {
	switch t.Slot {
	case "":
		return slices.Contains(t.Words, w)
	case pl.SlotCourt:
		return pl.CourtHeads.Has(w)
	case pl.SlotSeat:
		if name, ok := pl.SeatOfAdjective(w); ok {
			f.seatName = name
			return true
		}
		if st := seatAdjective(w); st != "" {
			f.seat = st
			return true
		}
	case pl.SlotRuling, pl.SlotCase:
		if fm := formOfWord(w); fm != "" && (t.Slot == pl.SlotCase || w != "sprawie" && w != "sprawy") {
			f.form = fm
			return true
		}
	}
	return false
}

// findCues finds the back-references of sentence i, whose words are ws.
func (x *extractor) findCues(i int, ws []word) []cue {
	s := x.sents[i]
	qs := x.quotesIn(s)
	inQuote := func(off int) bool {
		for _, q := range qs {
			if off >= q.Start && off < q.End {
				return true
			}
		}
		return false
	}
	var out []cue
	add := func(kind, a, b int, f refFilter) {
		out = append(out, cue{kind: kind, start: s.Start + ws[a].start, end: s.Start + ws[b].end, filter: f})
	}
	for k := 0; k < len(ws); k++ {
		if inQuote(s.Start + ws[k].start) {
			continue
		}
		for _, p := range cuesAt(ws[k].s) {
			if b, f, ok := matchCue(cuePatterns[p], ws, k); ok {
				if cuePatterns[p].Kind == pl.CueAct && !provisionSpeaksAfter(ws, b) && !(pl.AccordWords.Has(ws[k].s) && x.quoteRightAfter(s, qs, s.Start+ws[b].end)) {
					continue // „przepis ten mógłby mieć zastosowanie”: no quotation of it
				}
				if cuePatterns[p].Kind != pl.CueAct {
					b, f = x.namedCourtOfCue(i, ws, k, b, f)
				}
				add(cueKinds[cuePatterns[p].Kind], k, b, f)
				break
			}
		}
	}
	out = append(out, x.courtCues(i, ws, inQuote)...)
	if c, ok := x.verbCue(i, ws); ok {
		out = append(out, c)
	}
	x.rulingOfNamedCourt(i, out)
	return out
}

// rulingOfNamedCourt narrows sentence i's back-references to a ruling that name no
// court („W tym samym wyroku”, „W uzasadnieniu”) in a sentence whose
// subject is one named court („W tym samym wyroku Sąd Najwyższy
// stwierdził, że …”) to the rulings of that court: the memo says whose
// ruling it means, and the last ruling cited, another court's, is not it.
// When no ruling of that court is under discussion, the back-reference
// keeps its reach.
func (x *extractor) rulingOfNamedCourt(i int, cs []cue) {
	court := ""
	for _, cu := range cs {
		if cu.kind != cueCourt || !cu.filter.strict || cu.filter.court == "" || cu.filter.court == "sąd" {
			continue
		}
		if court != "" && court != cu.filter.court {
			return // two courts speak: the sentence does not say whose ruling
		}
		court = cu.filter.court
	}
	if court == "" {
		return
	}
	s := x.sents[i]
	for k := range cs {
		cu := &cs[k]
		if cu.kind != cueSame && cu.kind != cueReasons || cu.filter.act || cu.filter.court != "" && cu.filter.court != "sąd" {
			continue
		}
		f := cu.filter
		f.court, f.strict = court, true
		if len(x.disc.resolve(f, s)) > 0 {
			cu.filter = f
		}
	}
}

// namedCourtOfCue widens a back-reference cue of words [k, b] by the court
// named at its end ("Ten sam Sąd Okręgowy", "Tenże Sąd Apelacyjny w
// Łodzi"): the cue then fits only rulings of that court, as the court's
// name says, not the last ruling cited.
func (x *extractor) namedCourtOfCue(i int, ws []word, k, b int, f refFilter) (int, refFilter) {
	if f.court != "" && f.court != "sąd" {
		return b, f
	}
	s := x.sents[i]
	// The court's name starts in the cue, at its head word ("Ten sam Sąd"
	// + "Okręgowy"), and runs past it.
	lo, hi := s.Start+ws[k].start, s.Start+ws[b].end
	for _, c := range x.courtsOf[i] {
		if c.Start < lo || c.Start > s.Start+ws[b].start || c.End <= hi || c.Name == "" {
			continue
		}
		if e := wordAt(ws, c.End-s.Start-1); e > b {
			b = e
		}
		f.court, f.strict = c.Name, true
		return b, f
	}
	// A court named by the adjective of its seat right after the cue: „w
	// tym samym wyroku łódzki sąd”, „Ten sam sąd krakowski”.
	if seat, e, ok := seatedHead(ws, b+1); ok {
		f.seatName, f.strict = seat, true
		b = e
	} else if b+1 < len(ws) && pl.CourtHeads.Has(ws[b].s) {
		// „Ten sam sąd krakowski”: the head is the cue's last word.
		if seat, ok := pl.SeatOfAdjective(ws[b+1].s); ok {
			f.seatName, f.strict = seat, true
			b++
		}
	}
	return b, f
}

// seatedHead reads, at word j of ws, a court named by the adjective of its
// seat (pl.SeatOfAdjective) and its head word, in either order: „łódzki
// sąd”, „sąd łódzki”, „krakowski Sąd Apelacyjny”. It returns the seat and
// the last word read.
func seatedHead(ws []word, j int) (string, int, bool) {
	if j+1 >= len(ws) {
		return "", 0, false
	}
	if seat, ok := pl.SeatOfAdjective(ws[j].s); ok && pl.CourtHeads.Has(ws[j+1].s) {
		return seat, j + 1, true
	}
	if seat, ok := pl.SeatOfAdjective(ws[j+1].s); ok && pl.CourtHeads.Has(ws[j].s) {
		return seat, j + 1, true
	}
	return "", 0, false
}

// courtCues finds the courts that are the subject of a reporting verb in
// sentence i: a court named by pl.FindCourts or a bare „Sąd”, „Trybunał”,
// „Izba”, followed within a few words by a reporting verb ("Sąd Apelacyjny
// w Łodzi dodał"), or after "jak" + verb ("Jak wskazał Sąd Najwyższy"),
// "zdaniem", "w ocenie". A court that is part of a citation (with its
// signature or date) is not a back-reference: the citation itself is.
func (x *extractor) courtCues(i int, ws []word, inQuote func(int) bool) []cue {
	s := x.sents[i]
	var out []cue
	// Courts named by their name: the bare courts among the citations.
	for _, c := range x.cits[i] {
		if c.Kind != CourtCitation || c.InQuote {
			continue
		}
		k := wordAt(ws, c.Start-s.Start)
		e := wordAt(ws, c.End-s.Start-1)
		if k < 0 || e < 0 {
			continue
		}
		a, b, ok := subjectOfVerb(ws, k, e)
		if !ok {
			a, b, ok = acrossInsert(x.text[s.Start:s.End], ws, k, e)
		}
		if !ok {
			continue
		}
		f := refFilter{court: c.Anchor.Organ, strict: true}
		out = append(out, cue{kind: cueCourt, start: s.Start + ws[a].start, end: s.Start + ws[b].end, filter: f})
	}
	// A court by its head word alone: „Sąd przyjął”, „Zdaniem Sądu”. A
	// memo writes a court it refers to with a capital; "gdyby sąd uznał"
	// is any court.
	for k, w := range ws {
		if !pl.CourtHeads.Has(w.s) || inQuote(s.Start+w.start) || k+1 < len(ws) && (ws[k+1].s == "ten" || ws[k+1].s == "ta") {
			continue
		}
		// A court named by the adjective of its seat („łódzki sąd uznał”,
		// „Sąd krakowski dodał”) is that court, whatever its case.
		a0, seat := k, ""
		if k > 0 {
			if st, e, ok := seatedHead(ws, k-1); ok && e == k {
				a0, seat = k-1, st
			}
		}
		if seat == "" {
			if st, e, ok := seatedHead(ws, k); ok && e == k+1 {
				seat = st
			}
		}
		if seat != "" {
			if x.inCourtName(i, s.Start+w.start) {
				continue
			}
			e := k
			if a0 == k {
				e = k + 1
			}
			if _, b, ok := subjectOfVerb(ws, a0, e); ok {
				out = append(out, cue{kind: cueCourt, start: s.Start + ws[a0].start, end: s.Start + ws[b].end, filter: refFilter{court: "sąd", seatName: seat, strict: true}})
			}
			continue
		}
		r, _ := utf8.DecodeRuneInString(x.text[s.Start+w.start:])
		lower := !unicode.IsUpper(r)
		if k > 0 && pl.Conditionals.Has(ws[k-1].s) {
			continue
		}
		if x.inCourtName(i, s.Start+w.start) {
			continue // a named court, found above or in a citation
		}
		if k > 0 && (ws[k-1].s == "sam" || ws[k-1].s == "tenże") {
			continue
		}
		a, b, ok := subjectOfVerb(ws, k, k)
		if !ok && !lower {
			a, b, ok = acrossInsert(x.text[s.Start:s.End], ws, k, k)
		}
		if !ok {
			continue
		}
		kind, f := cueCourt, refFilter{court: "sąd"}
		if lower {
			// A court in lower case is a court in general („sąd ocenia”,
			// „sąd może uznać”) unless it did something, once („sąd
			// przyjął, że”, „jak wskazał sąd”): then it is the court of the
			// ruling of this paragraph or the one before — weaker than a
			// court with a capital, so a row, a footnote or a
			// back-reference of the sentence wins.
			if !pastReport(ws, a, b, k) {
				continue
			}
			kind, f.near = cueVerb, true
		}
		out = append(out, cue{kind: kind, start: s.Start + ws[a].start, end: s.Start + ws[b].end, filter: f})
	}
	if c, ok := x.seatedAbbrevCue(i, ws); ok {
		out = append(out, c)
	}
	return out
}

// pastReport reports whether the reporting verb of a court cue (the
// words a..b, the court's head word k) is in the past tense: „sąd
// przyjął”, „jak wskazał sąd”.
func pastReport(ws []word, a, b, k int) bool {
	v := b
	if b == k {
		v = a + 1 // „jak wskazał sąd”
	}
	if v <= 0 || v >= len(ws) {
		return false
	}
	w := ws[v].s
	return strings.HasSuffix(w, "ł") || strings.HasSuffix(w, "ła") || strings.HasSuffix(w, "ło")
}

// seatedAbbrevCue finds a court written by the abbreviation it takes with
// its seat, alone, as the subject that opens sentence i: „SA zajął
// stanowisko, iż …”, „SO przyjął, że …”. A company's „SA” is feminine
// (spółka): the court's verb must be a masculine past form (-ł). After an
// opinion word („Wg SO …”, „Zdaniem SA …”, „W ocenie SO …”) the court
// needs no verb: a company has no view of its own there.
func (x *extractor) seatedAbbrevCue(i int, ws []word) (cue, bool) {
	s := x.sents[i]
	k := 0
	for k < len(ws) && k < 3 && pl.Connectives.Has(ws[k].s) {
		k++
	}
	if k+1 >= len(ws) {
		return cue{}, false
	}
	// „Wg SO …”, „Zdaniem SA …”, „W ocenie SO …”: the court's view,
	// no verb (opinionClauseAt).
	opinion := k
	if opinion+1 < len(ws) && (ws[opinion].s == "w" || ws[opinion].s == "we") {
		opinion++
	}
	if opinion+1 < len(ws) && pl.OpinionWords.Has(ws[opinion].s) {
		if name, ok := pl.SeatedCourtAbbrev(x.text[s.Start+ws[opinion+1].start : s.Start+ws[opinion+1].end]); ok && !x.inCourtName(i, s.Start+ws[opinion+1].start) {
			return cue{kind: cueCourt, start: s.Start + ws[opinion].start, end: s.Start + ws[opinion+1].end, filter: refFilter{court: name, strict: true}}, true
		}
	}
	name, ok := pl.SeatedCourtAbbrev(x.text[s.Start+ws[k].start : s.Start+ws[k].end])
	if !ok || x.inCourtName(i, s.Start+ws[k].start) {
		return cue{}, false
	}
	a, b, ok := subjectOfVerb(ws, k, k)
	if !ok || b != k+1 || !strings.HasSuffix(ws[b].s, "ł") {
		return cue{}, false
	}
	return cue{kind: cueCourt, start: s.Start + ws[a].start, end: s.Start + ws[b].end, filter: refFilter{court: name, strict: true}}, true
}

// inCourtName reports whether offset at of sentence i lies in a court's
// name pl.FindCourts found there.
func (x *extractor) inCourtName(i, at int) bool {
	for _, c := range x.courtsOf[i] {
		if at >= c.Start && at < c.End {
			return true
		}
	}
	return false
}

// subjectOfVerb reports whether the words [k, e] (a court's name) are the
// subject of a reporting verb: one follows within four words in the same
// clause, or "jak" + verb, "zdaniem", "w ocenie", "według" precede them.
// It returns the words the memo says it with ("Sąd Apelacyjny dodał",
// "Jak wskazał Sąd Najwyższy", "Zdaniem Sądu").
func subjectOfVerb(ws []word, k, e int) (int, int, bool) {
	for j := e + 1; j < len(ws) && j <= e+4; j++ {
		if isReportVerb(ws[j].s) || takesView(ws, j) {
			return k, j, true
		}
		if reportative(ws, j) {
			return k, j + 1, true
		}
	}
	if k > 0 && pl.OpinionWords.Has(ws[k-1].s) {
		return k - 1, e, true
	}
	for j := k - 1; j >= 0 && j >= k-3; j-- {
		if ws[j].s == "jak" && j+1 < k && isReportVerb(ws[j+1].s) {
			return j, e, true
		}
	}
	return 0, 0, false
}

// reportative reports whether ws[j] and the word after it report a
// court's words as said by hearsay („SN miał stwierdzić, że …”, „Sąd
// miał wskazać”): an auxiliary of pl.ReportativeAux and an infinitive of
// pl.ReportInfinitives — the court's position as the memo gives it, to
// be checked like any other.
func reportative(ws []word, j int) bool {
	return j+1 < len(ws) && pl.ReportativeAux.Has(ws[j].s) && pl.ReportInfinitives.Has(ws[j+1].s)
}

// verbCue reports a sentence that starts with a reporting verb, after
// connectives ("Dodał, że", "Podkreślił też:", "Ponadto zaznaczył, że"),
// with no subject after the verb: its subject is the ruling under
// discussion.
func (x *extractor) verbCue(i int, ws []word) (cue, bool) {
	s := x.sents[i]
	k := 0
	for k < len(ws) && k < 3 && pl.Connectives.Has(ws[k].s) {
		k++
	}
	if k >= len(ws) || !isReportVerb(ws[k].s) && !takesView(ws, k) || strings.HasSuffix(ws[k].s, "no") {
		return cue{}, false
	}
	// "Podkreślił Sąd Najwyższy": an inverted subject, a court cue.
	for j := k + 1; j < len(ws) && j <= k+2; j++ {
		if pl.CourtHeads.Has(ws[j].s) {
			return cue{}, false
		}
	}
	return cue{kind: cueVerb, start: s.Start + ws[k].start, end: s.Start + ws[k].end}, true
}

// isReportVerb reports whether w reports what a court said or held.
func isReportVerb(w string) bool {
	return pl.StanowiskoVerbs.Has(w) && w != "trafnie" || pl.ReportVerbs.Has(w) || pl.ProcedureWords.Has(w)
}

// wordAt returns the index of the word of ws holding byte off of the
// sentence, or -1.
func wordAt(ws []word, off int) int {
	lo, hi := 0, len(ws)
	for lo < hi {
		m := (lo + hi) / 2
		if ws[m].end <= off {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(ws) && ws[lo].start <= off {
		return lo
	}
	if lo < len(ws) {
		return lo
	}
	return -1
}

// seatAdjective returns the stem of a court seat's adjective ("krakowskiej"
// → "krak", "łódzkiej" → "lodz"), folded, or "" when w is not one.
func seatAdjective(w string) string {
	if !(strings.HasSuffix(w, "skiej") || strings.HasSuffix(w, "ckiej") || strings.HasSuffix(w, "dzkiej")) || utf8.RuneCountInString(w) < 8 {
		return ""
	}
	return seatStem(w)
}

// seatStem is the first four letters of a word, without diacritics.
func seatStem(w string) string {
	var b strings.Builder
	n := 0
	for _, r := range strings.ToLower(w) {
		if n == 4 {
			break
		}
		if !unicode.IsLetter(r) {
			break
		}
		b.WriteRune(foldPolish(r))
		n++
	}
	return b.String()
}

// foldPolish drops a Polish letter's diacritic.
func foldPolish(r rune) rune {
	switch r {
	case 'ą':
		return 'a'
	case 'ć':
		return 'c'
	case 'ę':
		return 'e'
	case 'ł':
		return 'l'
	case 'ń':
		return 'n'
	case 'ó':
		return 'o'
	case 'ś':
		return 's'
	case 'ź', 'ż':
		return 'z'
	}
	return r
}

// seatFits reports whether a court's name has a seat whose stem is stem.
func seatFits(organ, stem string) bool {
	_, seat, ok := strings.Cut(organ, " w ")
	if !ok {
		if _, seat, ok = strings.Cut(organ, " we "); !ok {
			return false
		}
	}
	for _, w := range strings.Fields(seat) {
		if seatStem(w) == stem {
			return true
		}
	}
	return false
}

// provisionSpeaksAfter reports whether a back-reference to a provision
// (words up to b) lets it speak: a statute's verb within the next three
// words („Ten sam przepis stanowi dalej:”, „Przepis ten przewiduje, że”).
func provisionSpeaksAfter(ws []word, b int) bool {
	for j := b + 1; j < len(ws) && j <= b+3; j++ {
		if pl.StatuteIntro.Has(ws[j].s) || pl.RestateVerbs.Has(ws[j].s) && ws[j].s != "wynika" {
			return true
		}
	}
	return false
}

// quoteRightAfter reports whether one of sentence s's quotations qs opens
// right after offset at, with only a colon, a comma or spaces between: an
// accord with the provision named before („Zgodnie z tym przepisem: „…””)
// introduces that quotation. A quotation further on („Zgodnie z tym
// przepisem ochroną objęte są „konstytucyjne wolności i prawa””) is a term
// the memo's own sentence uses, not the provision's words.
func (x *extractor) quoteRightAfter(s Sentence, qs []Quotation, at int) bool {
	for _, q := range qs {
		if q.Start < at || q.Start > s.End {
			continue
		}
		return strings.Trim(x.text[at:q.Start], " :,\u00a0\t\n") == ""
	}
	return false
}
