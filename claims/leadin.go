package claims

// The lead-in rules: whether a citation introduces a quotation ("art. 5 k.c.
// stanowi, że „…”"), may speak at all, or is only placed before it or the
// topic of its sentence.

import (
	"citeguard/pl"
	"sort"
	"strings"
)

// introduces reports whether citation c introduces the quotation that
// starts at qStart: the words between them (other citations of the
// sentence left out, at most maxIntroWords) end with a colon, or say
// "stanowi", "zgodnie z którym", "że", or, for a ruling, report what the
// court said; or "zgodnie z", "stosownie do", "w myśl" stand right before
// c.
func (x *extractor) introduces(c *Citation, qStart int, cs []Citation) bool {
	if x.overtaken(c, qStart, cs) {
		return false
	}
	if c.Kind == ActCitation && (!x.provisionMaySpeak(c, qStart) || x.courtDiscusses(c)) {
		return false // a party's charge; what a speaking court discussed („Sąd, omawiając art. 5 k.c., zauważył:”)
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
	if len(ws) > maxIntroWords || c.Kind == ActCitation && strings.ContainsRune(gap, ';') {
		return false // a provision of an earlier clause ("…art. 5 k.c.; …: „")
	}
	if g := strings.TrimSpace(gap); strings.HasSuffix(g, ":") || strings.HasPrefix(g, ":") {
		return true // "art. 6 k.c.: „…”", "art. 6 RODO: dane mają być „…”"
	}
	for i, w := range ws {
		switch {
		case pl.StatuteIntro.Has(w.s) && i < introReach:
			return true
		case (w.s == "zgodnie" || w.s == "stosownie") && i < introReach && i+2 < len(ws) && relativeOf(ws, i+2):
			return true
		case (w.s == "według" || w.s == "wedle") && i < introReach && i+1 < len(ws) && relativeOf(ws, i+1):
			return true
		case w.s == "myśl" && i < introReach && i+1 < len(ws) && relativeOf(ws, i+1):
			return true
		case c.Kind != ActCitation && (isReportVerb(w.s) || pl.Participles.Has(w.s)):
			return true
		case c.Kind == ActCitation && (w.s == "ustawodawca" || w.s == "prawodawca") && i+1 < len(ws):
			return true // "W art. 6 k.c. ustawodawca przesądził, że „…”"
		}
	}
	if len(ws) <= 2 && (len(ws) == 0 || ws[len(ws)-1].s == "że" || ws[len(ws)-1].s == "iż") {
		return c.Kind != ActCitation || !x.placedBefore(c, qStart) // "(postanowienie …, II Ca 634/14), że „…”"
	}
	lw := lastPhraseWords(x.text[max(0, c.Start-56):c.Start], 3)
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
func (x *extractor) provisionMaySpeak(c *Citation, qStart int) bool {
	if q := x.quoteIndex(qStart); q >= 0 {
		qm := x.quotes[q]
		inner := strings.TrimSpace(x.text[qm.InStart:qm.InEnd])
		if strings.HasSuffix(inner, "?") {
			return false
		}
		ws := wordsOf(inner[:runeEnd(inner, min(len(inner), 40))])
		if len(ws) > 0 && pl.ChargeWords.Has(ws[0].s) {
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
func (x *extractor) placedBefore(c *Citation, qStart int) bool {
	s := x.sents[c.sent]
	lw := lastPhraseWords(x.text[max(s.Start, c.Start-40):c.Start], 3)
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
func (x *extractor) listHead(c *Citation) int {
	at := c.Start
	cs := x.cits[c.sent]
	for k := len(cs) - 1; k >= 0; k-- {
		p := &cs[k]
		if p.Kind != ActCitation || p.End > at || p.InQuote {
			continue
		}
		if !listGap(x.text[p.End:at]) {
			break
		}
		at = p.Start
	}
	return at
}

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
func (x *extractor) overtaken(c *Citation, qStart int, cs []Citation) bool {
	at := c.End
	var last *Citation
	for k := range cs {
		o := &cs[k]
		if o == c || o.InQuote || o.Kind == CourtCitation || o.Start < c.End || o.End > qStart {
			continue
		}
		if o.Start > at && clauseBreak(x.text[at:o.Start], c.Kind == ActCitation) {
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
	// A singular relative after the last of several citations refers to
	// that one: "art. 446 § 4 k.c. oraz art. 446 § 3 k.c., zgodnie z
	// którym „…”" quotes § 3. A plural one ("zgodnie z którymi") is all of
	// them.
	if last != nil && singularRelative(x.text[last.End:qStart]) {
		return true
	}
	return false
}

// singularRelative reports whether gap (between a citation and a
// quotation) is a clause opened by a singular relative pronoun: "zgodnie
// z którym", "w myśl której", "według którego", "który stanowi".
func singularRelative(gap string) bool {
	ws := wordsOf(gap)
	for i := 0; i < len(ws) && i < introReach; i++ {
		w := ws[i].s
		if !strings.HasPrefix(w, "któr") {
			continue
		}
		if !relativeOf(ws, i) {
			return false
		}
		switch strings.TrimPrefix(w, "któr") {
		case "y", "ym", "ego", "emu", "a", "ej", "ą", "e":
			return w != "które" // „które” is plural too: not one citation
		}
		return false
	}
	return false
}

// introducesByColon reports whether citation o introduces the quotation
// at qStart with only a colon between them (and the publication reference
// of a ruling: "…, I ACa 458/07, LEX nr 337315: „…”").
func (x *extractor) introducesByColon(o *Citation, qStart int) bool {
	g := strings.TrimSpace(x.text[o.End:qStart])
	if !strings.HasSuffix(g, ":") {
		return false
	}
	for _, w := range wordsOf(g) {
		if !pl.PubWords.Has(w.s) && strings.Trim(w.s, "0123456789./") != "" {
			return false
		}
	}
	return true
}

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
			if i+1 >= len(ws) || !pl.ListAfterA.Has(ws[i+1].s) {
				return true
			}
		case pl.BreakWords.Has(w.s), pl.StatuteIntro.Has(w.s), pl.RestateVerbs.Has(w.s):
			return true
		case act && (w.s == "że" || w.s == "iż"):
			return true
		}
	}
	return false
}

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

// onlyTopic reports whether a provision is only the topic of its sentence:
// "w świetle art. …", "na podstawie art. …", "zarzut z art. …".
func (x *extractor) onlyTopic(c *Citation, s Sentence) bool {
	return x.topicAt(c.Start, s)
}

// topicAt reports whether a provision starting at offset at is only the
// topic of sentence s (onlyTopic); "przepisu", "przepisów" between the
// topic word and the provision do not count ("w rozumieniu przepisów art.
// 444 § 1 k.c.").
func (x *extractor) topicAt(at int, s Sentence) bool {
	lw := lastPhraseWords(x.text[max(s.Start, at-72):at], 3)
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
	if pl.TopicWords.Has(last) {
		return true
	}
	return last == "z" && (len(lw) < 2 || !pl.SourceOfContent.Has(lw[0]))
}
