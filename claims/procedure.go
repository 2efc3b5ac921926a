package claims

import (
	"strings"

	"citeguard/cite"
	"citeguard/pl"
)

// What a court did and what it held, in one sentence: "Sąd Okręgowy …, I C
// 1/19, oddalił powództwo, przyjmując, że umowa wygasła" is the procedural
// fact "… oddalił powództwo" and the court's position "umowa wygasła"; "…,
// oddalił zażalenie, stwierdzając, że „…”" is the fact and a quotation whose
// lead-in (", stwierdzając, że") belongs to the quotation, not to the fact.
// The subject may be a back-reference: "Sąd ten uchylił decyzję, uznając,
// że …", "W tej samej sprawie Trybunał umorzył postępowanie …".

// leadIn returns the offset in s where a clause that leads into a
// quotation or a court's position starts — the comma before a participle
// or a reporting verb (", stwierdzając, że", ", a w uzasadnieniu dodała",
// ", podkreślając jednocześnie:") — or -1. A procedural verb ("…, oddalił
// zażalenie") does not lead in: it is part of the fact.
func leadIn(s string) int {
	// The boundaries, last first: a comma, or "i" / "oraz" right before
	// the lead-in's verb ("… oddalił apelację i przytoczył następujący
	// fragment uzasadnienia:").
	var bounds []int
	for i := 0; i < len(s); i++ {
		if s[i] == ',' {
			bounds = append(bounds, i)
		} else if s[i] == ' ' && (strings.HasPrefix(s[i:], " i ") || strings.HasPrefix(s[i:], " oraz ")) {
			bounds = append(bounds, -i-1)
		}
	}
	for b := len(bounds) - 1; b >= 0; b-- {
		c, conj := bounds[b], false
		if c < 0 {
			c, conj = -c-1, true
		}
		ws := wordsOf(s[c+1 : runeEnd(s, min(len(s), c+80))])
		if conj && len(ws) > 0 {
			ws = ws[1:] // the conjunction itself
		}
		for j, w := range ws {
			if conj && j > 0 {
				break
			}
			if j > 4 {
				break
			}
			if pl.Participles.Has(w.s) || (pl.ReportVerbs.Has(w.s) || pl.StanowiskoVerbs.Has(w.s)) && !pl.ProcedureWords.Has(w.s) && w.s != "trafnie" {
				return c
			}
			if !isLeadFiller(w.s) {
				break
			}
		}
	}
	return -1
}

// isLeadFiller reports whether w may stand between the comma of a
// lead-in and its verb: pl.LeadFillers, or the genitive of a ruling's
// form ("w uzasadnieniu wyroku").
func isLeadFiller(w string) bool {
	if pl.LeadFillers.Has(w) {
		return true
	}
	fw, ok := pl.FormWord(w)
	return ok && fw.Ruling() && fw.Singular() && fw.Is(pl.Genitive)
}

// mayParticiple is participleClause's cheap test, before the sentence's
// words are read: a "że"/"iż" and a participle's ending ("-ąc", "-wszy"),
// or a reason after a comma (", ponieważ").
func (x *extractor) mayParticiple(i int) bool {
	s := x.sents[i]
	st := x.text[s.Start:s.End]
	if strings.Contains(st, ", ponieważ") || strings.Contains(st, ", gdyż") || strings.Contains(st, ", albowiem") {
		return true
	}
	if len(inRange(x.trig[tZe], func(v int) int { return v }, s.Start, s.End)) == 0 {
		return false
	}
	return strings.Contains(st, "ąc") || strings.Contains(st, "wszy")
}

// mayProcedure is procedureByReference's cheap test: a procedural verb's
// stem (or a ruling's form: "wyrokiem z") in sentence i.
func (x *extractor) mayProcedure(i int) bool {
	s := x.sents[i]
	at := func(v int) int { return v }
	if len(inRange(x.trig[tProc], at, s.Start, s.End)) == 0 && len(inRange(x.trig[tForm], at, s.Start, s.End)) == 0 {
		return false
	}
	// A back-reference: a court named, „samym”, „samej”, „ten”, „tenże”,
	// „tamtym”.
	st := x.text[s.Start:s.End]
	return len(x.courtsOf[i]) > 0 || s.Kind == BlockListItem || strings.Contains(st, "sam") || strings.Contains(st, "ten") || strings.Contains(st, "tamt")
}

// participleClause finds a court's position that a participle introduces
// after what the court did ("…, oddalił apelację, uznając, że …"): the
// offset of the comma before the participle (cut) and of the position's
// first word after "że" (at), or -1, -1. The words before the participle
// must tell what a court did or said (a procedural or reporting verb), and
// a ruling (by its signature) or a court must be named there — a party's
// "…, wskazując, że" is its own argument, and "Sąd Rejonowy postanowieniem
// z dnia … oddalił wniosek Klienta, uznając, że …" the memo's own case
// history.
func (x *extractor) participleClause(i int, ws []word) (cut, at int) {
	s := x.sents[i]
	st := x.text[s.Start:s.End]
	for k, w := range ws {
		if !pl.Participles.Has(w.s) && !pl.ReasonWords.Has(w.s) || k == 0 || !strings.Contains(st[ws[k-1].end:w.start], ",") {
			continue
		}
		j := k + 1
		if pl.ReasonWords.Has(w.s) {
			j = k // "…, umorzył postępowanie, ponieważ skarżąca …": the reason follows the conjunction
		} else {
			for j < len(ws) && j <= k+4 && pl.PositionFillers.Has(ws[j].s) {
				j++
			}
			if j >= len(ws) || ws[j].s != "że" && ws[j].s != "iż" || strings.ContainsAny(st[w.end:ws[j].start], ".;:") {
				continue
			}
		}
		if j+1 >= len(ws) {
			continue
		}
		cut = s.Start + strings.LastIndex(st[:w.start], ",")
		before := ws[:k]
		if !isProcedure(before) && !anyReport(before) {
			return -1, -1
		}
		if !x.courtBefore(i, cut) || x.partyBefore(target{i: i, start: cut}) || x.memoVoice(s, before) {
			return -1, -1
		}
		return cut, s.Start + ws[j].end
	}
	return -1, -1
}

// anyReport reports whether a reporting verb stands among ws.
func anyReport(ws []word) bool {
	for _, w := range ws {
		if (pl.ReportVerbs.Has(w.s) || pl.StanowiskoVerbs.Has(w.s)) && w.s != "trafnie" {
			return true
		}
	}
	return false
}

// courtBefore reports whether a ruling or a back-reference to one stands
// in sentence i before offset at.
func (x *extractor) courtBefore(i, at int) bool {
	for k := range x.cits[i] {
		c := &x.cits[i][k]
		if c.Start < at && !c.InQuote && !c.Por && !c.Unsigned && (c.Kind == JudgmentCitation || c.Kind == ShortCitation && c.strong()) {
			return true
		}
	}
	s := x.sents[i]
	for _, cu := range x.cuesOf(i) {
		if cu.start >= at {
			continue
		}
		if cu.kind != cueCourt || !cu.filter.strict {
			return true
		}
		// A court named with its kind and seat („Sąd Okręgowy w Krośnie
		// uwzględnił …”) is a ruling under discussion only when one of
		// that very court was cited; else it is the history of a case.
		for _, ft := range x.disc.resolve(cu.filter, s) {
			if ft.q == 2 && ft.t.anchor.Organ != "" {
				return true
			}
			break
		}
	}
	return false
}

// procedureCue reports whether a back-reference of sentence i before
// offset at points to a ruling discussed before: „W tej samej sprawie”, „W
// tym samym wyroku”, „Sąd ten”, „tenże Trybunał”, „w sprawie krakowskiej”;
// or a court named with its kind and seat („Sąd Apelacyjny w Poznaniu
// oddalił apelację”) when a ruling of that court was cited in the same
// paragraph within the last few sentences. A court by its head word alone
// („Sąd zasądził”, „Izba uwzględniła”) is the document's own court, and
// "Sąd Okręgowy oddalił powództwo" with no such ruling the memo's own case
// history.
func (x *extractor) procedureCue(i, at int) bool {
	s := x.sents[i]
	for _, cu := range x.cuesOf(i) {
		if cu.start >= at {
			continue
		}
		switch cu.kind {
		case cueSame, cueThis, cueSeat:
			return true
		case cueCourt:
			if x.thenPointed(i, cu, at) {
				return true
			}
			if !cu.filter.strict {
				continue // „Sąd zasądził”, „Izba uwzględniła”: the document's own court
			}
			for _, ft := range x.disc.resolve(cu.filter, s) {
				if ft.q == 2 && ft.t.anchor.Organ != "" && ft.t.para == s.Para && x.disc.now-ft.t.at <= recentSentences {
					return true
				}
				// A court named with its seat („Sąd Okręgowy we Wrocławiu
				// oddalił powództwo”) names its ruling cited a few
				// paragraphs before, in the same section.
				if ft.q == 2 && hasSeat(cu.filter.court) && ft.t.ruling && ft.t.section == s.Section && x.disc.now-ft.t.at <= seatedCourtSentences {
					return true
				}
				break
			}
		}
	}
	return false
}

// thenPointed reports whether court cue cu of sentence i is followed,
// before offset at, by an adverb pointing back to the ruling under
// discussion (pl.ThenPointers: „SO oddalił tam zażalenie”, „Sąd Najwyższy
// uchylił wówczas wyrok”) and a ruling of that court — not the document's
// own case — was cited within the last thenSentences sentences: the fact
// is that ruling's. A court by its head word alone („Sąd oddalił
// wówczas”) names no court.
func (x *extractor) thenPointed(i int, cu cue, at int) bool {
	if cu.filter.court == "" || cu.filter.court == "sąd" {
		return false
	}
	s := x.sents[i]
	pointed := false
	for _, w := range x.info(i).ws {
		if p := s.Start + w.start; p > cu.start && p < at && pl.ThenPointers.Has(w.s) {
			pointed = true
			break
		}
	}
	if !pointed {
		return false
	}
	for _, ft := range x.disc.resolve(cu.filter, s) {
		return ft.q >= 1 && ft.t.ruling && ft.t != x.disc.home && ft.t != x.disc.lower && x.disc.now-ft.t.at <= thenSentences
	}
	return false
}

// thenSentences is how many sentences back the ruling a „tam” or
// „wówczas” of a procedural fact points to may be cited (thenPointed).
const thenSentences = 6

// seatedCourtSentences is how many sentences back a court named with its
// seat still names the ruling of that court cited before (procedureCue).
const seatedCourtSentences = 15

// hasSeat reports whether a court's name gives its seat („Sąd Okręgowy we
// Wrocławiu”), so that it names one court.
func hasSeat(court string) bool {
	return strings.Contains(court, " w ") || strings.Contains(court, " we ")
}

// procedureText is the fact's text: text[lo:hi] without the lead-in of
// what follows it.
func (x *extractor) procedureText(lo, hi int) (string, int) {
	if k := leadIn(x.text[lo:hi]); k > 0 {
		hi = lo + k
	}
	// An aside on a line of its own under the fact is no part of its
	// text (its citation, if any, still anchors it: hi stays), nor is
	// the reason the memo gives after it („…, bo te okresy nic nie
	// zmieniały”).
	e := lo + lineAsideStart(x.text[lo:hi])
	e = lo + reasonTail(x.text[lo:e])
	return strings.TrimRight(clean(x.text[lo:e]), " ,:;–-"), hi
}

// reasonTail returns where the reason after a procedural fact starts in
// s: a comma and a word of pl.ReasonTails („…, bo …”, „…, ponieważ …”);
// len(s) when there is none.
func reasonTail(s string) int {
	for at := 0; ; {
		c := strings.IndexByte(s[at:], ',')
		if c < 0 {
			return len(s)
		}
		c += at
		if ws := wordsOf(s[c+1 : runeEnd(s, min(len(s), c+24))]); len(ws) > 0 && pl.ReasonTails.Has(ws[0].s) {
			return c
		}
		at = c + 1
	}
}

// factFromCourt returns where a procedural fact by back-reference starts
// when the sentence tells something else before it, in a clause of its
// own: the court named right after „i” („w tamtej sprawie było podobnie
// (…) i SA uchylił wyrok …”), with no procedure in the words before it;
// else lo. After a comma the words before are the fact's own („Nawet w
// przywołanej sprawie, w której …, Sąd Okręgowy zasądził …”).
func (x *extractor) factFromCourt(i, lo, hi int) int {
	var at [][2]int // the courts named: by name, as a cue („Sąd ten”), by an abbreviation („SA”)
	for _, c := range x.courtsOf[i] {
		at = append(at, [2]int{c.Start, c.End})
	}
	for _, cu := range x.cuesOf(i) {
		if cu.kind == cueCourt {
			at = append(at, [2]int{cu.start, cu.end})
		}
	}
	for _, w := range wordsOf(x.text[lo:hi]) {
		raw := x.text[lo+w.start : lo+w.end]
		if _, ok := pl.ExpandCourtAbbrev(w.s); ok && raw == strings.ToUpper(raw) && len(raw) >= 2 {
			at = append(at, [2]int{lo + w.start, lo + w.end})
		}
	}
	for _, c := range at {
		if c[0] <= lo || c[0] >= hi {
			continue
		}
		before := strings.TrimRight(x.text[lo:c[0]], " \t\n\u00a0")
		if !strings.HasSuffix(before, " i") || isProcedure(wordsOf(before)) {
			continue
		}
		if !isProcedure(wordsOf(x.text[c[1]:runeEnd(x.text, min(hi, c[1]+40))])) {
			continue
		}
		return c[0]
	}
	return lo
}

// procedureByReference adds the procedural fact of sentence i whose court
// is a back-reference ("W tej samej sprawie Trybunał umorzył postępowanie
// …", "Sąd ten uchylił decyzję"), ending at hi, anchored to the ruling the
// back-reference resolves to. It reports whether it added one.
func (x *extractor) procedureByReference(i, hi int, ws []word) bool {
	s := x.sents[i]
	label, listed := x.listRuling(i)
	if !isProcedure(ws) || !listed && !x.procedureCue(i, hi) {
		return false
	}
	lo := s.Start
	// A bullet's mark („- SO oddalił tam …”) is no part of the fact.
	lo += len(x.text[lo:hi]) - len(strings.TrimLeft(x.text[lo:hi], " \t\u00a0-–•*·"))
	lo = x.factFromCourt(i, lo, hi)
	text, end := x.procedureText(lo, hi)
	if len(wordsOf(text)) < minProcedureWords {
		return false // "Trybunał odrzucił:" introduces a quotation
	}
	a := x.attribute(target{i: i, start: s.Start, end: end})
	if listed && (a.best == nil || a.best.score < scoreBackRef) {
		// A bullet under a ruling's label: what that ruling's court did,
		// unless the item itself names a ruling or a back-reference.
		a = attribution{best: &label, all: []cand{label}}
	}
	if a.best == nil || a.best.anchor.Przepis != "" {
		return false
	}
	cl := Claim{ClaimType: cite.FaktProceduralny, ClaimText: text, Start: lo, End: end, Footnote: s.Footnote}
	x.setAnchorFrom(&cl, a)
	x.claims = append(x.claims, cl)
	return true
}

// minProcedureWords is how many words a procedural fact by back-reference
// needs: a court, its act and what it acted on ("Izba oddaliła odwołanie").
const minProcedureWords = 3

// procedureAndPosition adds the claims of a sentence where a participle
// introduces the court's position after what it did: the procedural fact
// (the words before the participle; anchored to the ruling cited there or
// to the one a back-reference names) and the position (after "że").
func (x *extractor) procedureAndPosition(i, cut, at int, ws []word) {
	s := x.sents[i]
	cs := x.cits[i]
	var before []word
	for _, w := range ws {
		if s.Start+w.start < cut {
			before = append(before, w)
		}
	}
	factDone := false
	if isProcedure(before) {
		made := false
		for k := range cs {
			c := &cs[k]
			if c.Start < cut && eligible(c) && c.Kind == JudgmentCitation && !c.Unsigned {
				text, end := x.procedureText(s.Start, cut)
				cl := Claim{ClaimType: cite.FaktProceduralny, ClaimText: text, Start: s.Start, End: end, Footnote: s.Footnote}
				x.setCitation(&cl, c)
				x.claims = append(x.claims, cl)
				made = true
				break
			}
		}
		if !made {
			made = x.procedureByReference(i, cut, before)
		}
		factDone = made
	}
	a := x.attribute(target{i: i, start: at, end: x.clauseEnd(s)})
	if a.best == nil && a.unresolved == nil || a.best != nil && insidePosition(a.best, at) {
		return
	}
	if factDone && a.best != nil && a.best.anchor.Sygnatura == "" {
		// The court that did it holds the position: „W tej samej sprawie
		// Trybunał umorzył postępowanie w zakresie art. 32 …, ponieważ …”
		// is the ruling's reason, not what art. 32 says.
		for k := range a.all {
			if a.all[k].anchor.Sygnatura != "" {
				a.best = &a.all[k]
				break
			}
		}
	}
	x.addPosition(i, at, a)
}

// insidePosition reports whether candidate b is only a provision named
// inside the court's position that starts at offset at ("…, stwierdzając,
// że budynek miał wady w rozumieniu art. 556 § 1 k.c."): what the court
// held, not a source that identifies the court's ruling.
func insidePosition(b *cand, at int) bool {
	if b.anchor.Przepis == "" || len(b.cs) == 0 {
		return false
	}
	for _, c := range b.cs {
		if c.Start < at {
			return false
		}
	}
	return true
}
