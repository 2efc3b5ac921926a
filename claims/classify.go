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

// classify turns sentence i into claims and ignored quotations.
func (x *extractor) classify(i int) {
	s := x.sents[i]
	cs := x.cits[i]
	madeQuote := false
	for _, q := range x.quotesIn(s) {
		if why := ignoreReason(x.text, q, s, x.defined); why != "" {
			x.ignore(q, why)
			continue
		}
		c, from := x.anchorFor(i, q.Start, q.End)
		if c == nil {
			x.ignore(q, WhyNoSource)
			continue
		}
		cl := Claim{ClaimType: cite.CytatDoslowny, Quote: x.text[q.InStart:q.InEnd], Start: q.Start, End: q.End, Footnote: s.Footnote}
		cl.Segments = quoteSegments(cl.Quote)
		x.setAnchor(&cl, c, from)
		if c != nil && c.Anchor.Pinpoint != "" && cl.Anchor.Pinpoint == "" {
			cl.Anchor.Pinpoint = c.Anchor.Pinpoint
		}
		x.claims = append(x.claims, cl)
		madeQuote = true
	}
	if !madeQuote {
		x.classifyPlain(i)
	}
	// Every citation not yet used stands as a reference of its own.
	for k := range cs {
		c := &cs[k]
		if c.used || c.Kind == citCourt {
			continue
		}
		cl := Claim{ClaimType: cite.Powolanie, ClaimText: clean(x.text[c.Start:c.End]), Start: c.Start, End: c.End, Footnote: s.Footnote}
		x.setAnchor(&cl, c, "zdanie")
		x.claims = append(x.claims, cl)
	}
}

// classifyPlain handles a sentence with no quotation claim: a court's
// position, a pinpoint thesis, a procedural fact or a paraphrase.
func (x *extractor) classifyPlain(i int) {
	s := x.sents[i]
	st := x.text[s.Start:s.End]
	cs := x.cits[i]
	// "SN przyjął, że …" / "zdaniem Sądu, …": a court's position.
	var ws []word
	ctAt := -1 // where the claim's clause starts
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
			if ws == nil {
				ws = wordsOf(st)
			}
			if hasSubject(ws) || hasKind(cs, citJudgment) || hasKind(cs, citShort) {
				ctAt = lo + k
			}
			break
		}
	}
	// "Jak podkreślił SN, …".
	for _, v := range verbs {
		if ctAt >= 0 {
			break
		}
		if v-4 < s.Start || !hasPrefixFold(x.text[v-4:v], "jak ") {
			continue
		}
		win := x.text[v-4 : minI(s.End, v+140)]
		for len(win) > 0 && !utf8.ValidString(win) {
			win = win[:len(win)-1]
		}
		if k := stanowiskoAt(win, wordsOf(win)); k >= 0 {
			ctAt = v - 4 + k
		}
	}
	if ctAt < 0 {
		for _, z := range inRange(x.trig[tZdaniem], func(v int) int { return v }, s.Start, s.End) {
			if m := matchAt(reZdaniem, x.text, z, 120); m != nil && m[1] <= s.End {
				ctAt = m[1]
				break
			}
		}
	}
	if ctAt >= 0 {
		c, from := x.anchorFor(i, s.Start, s.End)
		cl := Claim{ClaimType: cite.StanowiskoSadu, ClaimText: x.stripCitations(ctAt, s.End, cs), Start: s.Start, End: s.End, Footnote: s.Footnote}
		x.setAnchor(&cl, c, from)
		x.claims = append(x.claims, cl)
		return
	}
	// A pinpoint: "pkt 15 uzasadnienia", "s. 12" with a ruling.
	for k := range cs {
		c := &cs[k]
		if c.Kind != citAct && c.strong() && c.Anchor.Pinpoint != "" && !c.Por && !c.used {
			cl := Claim{ClaimType: cite.TezaPinpoint, ClaimText: x.stripCitations(s.Start, s.End, cs), Start: s.Start, End: s.End, Footnote: s.Footnote}
			x.setAnchor(&cl, c, "zdanie")
			x.claims = append(x.claims, cl)
			return
		}
	}
	if !hasStrong(cs) {
		if len(inRange(x.trig[tPin], func(v int) int { return v }, s.Start, s.End)) == 0 || pinUzas(st) == nil {
			return
		}
		if c, from := x.anchorFor(i, s.Start, s.End); c != nil {
			cl := Claim{ClaimType: cite.TezaPinpoint, ClaimText: x.stripCitations(s.Start, s.End, cs), Start: s.Start, End: s.End, Footnote: s.Footnote}
			x.setAnchor(&cl, c, from)
			if p := rePinUzas.FindString(st); p != "" {
				cl.Anchor.Pinpoint = clean(p)
			}
			x.claims = append(x.claims, cl)
		}
		return
	}
	if ws == nil {
		x.wbuf = appendWords(x.wbuf[:0], st)
		ws = x.wbuf
	}
	// The first citation that is not "por."/"zob." carries the sentence.
	for k := range cs {
		c := &cs[k]
		if !c.strong() || c.Por || c.used {
			continue
		}
		words := x.contentWords(s, ws, cs)
		switch {
		case c.Kind != citAct && isProcedure(ws) && words >= 3:
			cl := Claim{ClaimType: cite.FaktProceduralny, ClaimText: clean(st), Start: s.Start, End: s.End, Footnote: s.Footnote}
			x.setAnchor(&cl, c, "zdanie")
			x.claims = append(x.claims, cl)
		case words >= 4 && (c.Kind != citAct || isStatuteParaphrase(ws)):
			ct := x.stripCitations(s.Start, s.End, cs)
			if c.Kind == citAct {
				ct = clean(reMdRef.ReplaceAllString(st, ""))
			}
			cl := Claim{ClaimType: cite.Parafraza, ClaimText: ct, Start: s.Start, End: s.End, Footnote: s.Footnote}
			x.setAnchor(&cl, c, "zdanie")
			x.claims = append(x.claims, cl)
		}
		return
	}
}

// anchorFor finds the citation that anchors a claim at [start, end) of
// sentence i: the nearest in the sentence, else the one of its footnote,
// else the last of the previous sentence or the first of the next one (same
// paragraph), else a court named in the sentence. It returns nil when there
// is none, and says where the anchor came from.
func (x *extractor) anchorFor(i, start, end int) (*citation, string) {
	s := x.sents[i]
	var best *citation
	bestD := 1 << 30
	// A sentence-wide claim (a court's position) prefers a ruling to a
	// provision it mentions.
	whole := start == s.Start && end == s.End
	ruling := false
	for k := range x.cits[i] {
		if c := &x.cits[i][k]; c.strong() && c.Kind != citAct {
			ruling = true
		}
	}
	for k := range x.cits[i] {
		c := &x.cits[i][k]
		if !c.strong() || whole && ruling && c.Kind == citAct {
			continue
		}
		if !whole && c.Start >= start && c.End <= end {
			continue // cited inside the quotation: part of the quoted text, not its source
		}
		d := 0
		if c.End <= start {
			d = start - c.End
		} else if c.Start >= end {
			d = c.Start - end
		}
		if d < bestD {
			best, bestD = c, d
		}
	}
	if best != nil {
		return best, "zdanie"
	}
	// A short form in the sentence points somewhere: even unresolved it
	// beats a guess from the neighbours.
	for k := range x.cits[i] {
		if c := &x.cits[i][k]; c.Kind == citShort {
			return c, "zdanie"
		}
	}
	for _, f := range inRange(x.byRef, func(f Footnote) int { return f.Ref }, s.Start, s.End+5) {
		if s.Footnote == 0 {
			for _, fi := range x.fnSents[f.Number] {
				for k := range x.cits[fi] {
					if c := &x.cits[fi][k]; c.strong() {
						return c, "przypis"
					}
				}
			}
		}
	}
	if i > 0 && x.sameBlock(i-1, i) {
		cs := x.cits[i-1]
		for k := len(cs) - 1; k >= 0; k-- {
			if cs[k].strong() {
				return &cs[k], "poprzednie"
			}
		}
	}
	if i+1 < len(x.sents) && x.sameBlock(i, i+1) {
		cs := x.cits[i+1]
		for k := range cs {
			if cs[k].strong() && cs[k].Start-x.sents[i+1].Start < 12 {
				return &cs[k], "nastepne"
			}
		}
	}
	for k := range x.cits[i] {
		if c := &x.cits[i][k]; c.Kind == citCourt || c.Kind == citShort {
			return c, "zdanie"
		}
	}
	return nil, ""
}

func (x *extractor) sameBlock(a, b int) bool {
	return x.sents[a].Para == x.sents[b].Para && x.sents[a].Footnote == x.sents[b].Footnote
}

// setAnchor copies a citation's anchor into a claim and marks it used.
func (x *extractor) setAnchor(cl *Claim, c *citation, from string) {
	if c == nil {
		return
	}
	c.used = true
	cl.Anchor = c.Anchor
	cl.SourceID = sourceID(c.Anchor)
	cl.AnchorFrom = from
	if c.Kind == citShort {
		cl.ShortForm = clean(c.Short.Raw)
		cl.Antecedent = c.Antecedent
		cl.Unresolved = c.Unresolved
		if from == "zdanie" {
			cl.AnchorFrom = "skrot"
		}
	}
}

func (x *extractor) ignore(q quoteMatch, why string) {
	x.ignored = append(x.ignored, Ignored{Text: x.text[q.InStart:q.InEnd], Start: q.Start, End: q.End, Why: why})
}

// quotesIn returns the quotations that start inside sentence s.
func (x *extractor) quotesIn(s sentence) []quoteMatch {
	k := sort.Search(len(x.quotes), func(j int) bool { return x.quotes[j].Start >= s.Start })
	var out []quoteMatch
	for ; k < len(x.quotes) && x.quotes[k].Start < s.End; k++ {
		out = append(out, x.quotes[k])
	}
	return out
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

// stripCitations returns text[lo:hi] without the citations in it and
// without the parentheses that hold a citation or only a few words, with
// white space collapsed and Markdown footnote marks removed.
func (x *extractor) stripCitations(lo, hi int, cs []citation) string {
	t := x.text
	var b strings.Builder
	b.Grow(hi - lo)
	space := false
	ci := 0
	for i := lo; i < hi; {
		// Skip a citation (not a bare court) that starts here.
		for ci < len(cs) && (cs[ci].End <= i || cs[ci].Kind == citCourt) {
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

func hasStrong(cs []citation) bool {
	for i := range cs {
		if cs[i].strong() {
			return true
		}
	}
	return false
}
