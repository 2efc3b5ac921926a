package claims

import (
	"regexp"
	"sort"
	"strings"

	"citeguard/cite"
	"citeguard/pl"
)

// CitationKind says what a citation names.
type CitationKind int

// The kinds of citations.
const (
	JudgmentCitation CitationKind = iota // a ruling: a signature, ECLI, or court + form + date
	ActCitation                          // a statute provision or an act's publication reference
	ShortCitation                        // a short form, resolved to an earlier citation or not
	CourtCitation                        // a court named alone ("SN przyjął…"): a weak anchor
)

// Citation is a reference to a source found in one sentence
// (FindCitations), with its antecedent once resolved (ResolveReferences).
type Citation struct {
	Start, End int // in the text
	Kind       CitationKind
	Anchor     cite.Anchor
	Por        bool            // its own powołanie: introduced by por., zob., tak też…
	InQuote    bool            // written inside a quotation: quoted text, not a claim nor an anchor
	Unsigned   bool            // a ruling named by court, form and date only
	Own        bool            // the document's own case number (ownCase): no claim, no anchor
	Short      *ShortFormMatch // the short form a ShortCitation is
	Antecedent string          // for short forms: the resolved source_id
	Unresolved bool
	ShortFrom  cite.AnchorFrom // for short forms: FromIbidem (a footnote's tamże) or FromShortForm
	sent       int             // index of its sentence
	rel        string          // the units of a provision named before ("§ 3" of "§ 3 tego artykułu"), until linkRelativeUnits
	bare       bool            // rel was written bare, with no pointer word („Uwaga na § 3:”, bareunits.go)
	used       bool
}

// strong reports whether the citation identifies a source (not a bare court).
func (c *Citation) strong() bool {
	return c.Kind != CourtCitation && !(c.Kind == ShortCitation && c.Unresolved)
}

// pinpointSrc is a pinpoint: "pkt 15", "s. 12-14", "teza 3 uzasadnienia".
const pinpointSrc = `(?:pkt|punkt|ust\.|§|teza|tezy|nb\.?|akapit|k\.|s\.|str\.|para\.)` + sp + `*\d+(?:` + sp + `*` + ds + sp + `*\d+)?(?:` + sp + `+uzasadnienia)?`

// pinForms are the genitives of the forms a pinpoint points into ("pkt 15
// wyroku", "s. 3 opinii"): of a ruling's form and of an opinion.
var pinForms = formWritings(func(w pl.FormWriting) bool {
	return w.Is(pl.Genitive) && w.Singular() && (w.Ruling() || w.Kind == pl.KindOpinion)
})

var (
	rePinpointAt = regexp.MustCompile(`^(?:` + pinpointSrc + `)`)
	rePinUzas    = regexp.MustCompile(`(?:pkt|punkt|§|teza|tezy|akapit|s\.|str\.)` + sp + `*\d+(?:` + sp + `*` + ds + sp + `*\d+)?` + sp + `+(?:uzasadnienia|motyw\p{L}*)|(?:pkt|punkt|teza|s\.|str\.)` + sp + `*\d+` + sp + `+(?:tego` + sp + `+)?(?:` + strings.Join(pinForms, "|") + `)`)
)

// formWritings returns the writings of pl's forms that keep says.
func formWritings(keep func(pl.FormWriting) bool) []string {
	var out []string
	for _, w := range pl.FormWritings() {
		if keep(w) {
			out = append(out, w.Writing)
		}
	}
	return out
}

// pinpointStarts are the bytes a pinpoint (pinpointSrc) can start with.
var pinpointStarts = func() (t [256]bool) {
	for _, c := range []byte("punt§aks") {
		t[c] = true
	}
	return
}()

// pinpointBefore returns the first pinpoint of s when it starts before
// limit, else nil: what the unanchored expression finds first when it
// starts there, looked for only where one may start (a pinpoint needs nothing
// before it, so the one that starts first is the anchored match there).
func pinpointBefore(s string, limit int) []int {
	for q := 0; q < limit && q < len(s); q++ {
		if !pinpointStarts[s[q]] {
			continue
		}
		if m := rePinpointAt.FindStringIndex(s[q:]); m != nil {
			return []int{q + m[0], q + m[1]}
		}
	}
	return nil
}

// pinUzas finds "pkt 15 uzasadnienia"-style pinpoints in s.
func pinUzas(s string) []int {
	if !strings.Contains(s, "pkt") && !strings.Contains(s, "punkt") && !strings.Contains(s, "tez") && !strings.Contains(s, "s.") && !strings.Contains(s, "§") && !strings.Contains(s, "akapit") {
		return nil
	}
	if !strings.Contains(s, "uzasadnieni") && !strings.Contains(s, "motyw") && !containsAny(s, pinForms) {
		return nil
	}
	return rePinUzas.FindStringIndex(s)
}

// mentions holds everything found in one sentence.
type mentions struct {
	sigs    []pl.Identifier
	dates   []dateMatch
	courts  []pl.CourtMatch
	forms   []formMatch
	parties []partyMatch
	acts    []actMatch
	provs   []provMatch
	shorts  []ShortFormMatch
}

// porBefore reports whether the citation starting at hi is its own
// powołanie: "por.", "zob.", "vide", "cf." right before it (or at the start
// of the parenthesis that holds it: "(por. wyrok …; wyrok …)"); or "tak
// też", "podobnie", "odmiennie" right before it when no verb follows in
// its clause ("Tak też SN w wyroku …" is a reference; "Podobnie Sąd
// Okręgowy w wyroku … ocenił umowę, stwierdzając …" is a ruling under
// discussion). lo is where the look-back may start, [hi, cEnd) is the
// citation and end the end of its sentence.
func porBefore(text string, lo, hi, cEnd, end int) bool {
	for lo < hi && text[lo]&0xC0 == 0x80 {
		lo++
	}
	seg := text[lo:hi]
	if i := strings.LastIndexAny(seg, ";)"); i >= 0 {
		seg = seg[i+1:]
	}
	switch porIn(seg) {
	case porStrong:
		return true
	case porWeak:
		at := cEnd
		if wrapsCitation(text, lo, hi, cEnd) {
			// „Podobnie Sąd Okręgowy … (I Ca 316/14) wskazał:”: the
			// parenthesis is the citation's own; its clause goes on after it.
			at = skipCloser(text, cEnd, end)
		}
		if colonQuoteFollows(text, at, end) {
			// „Podobnie Sąd Okręgowy w Łodzi (wyrok …, II C 1/12): „…””:
			// the citation introduces the court's words, which the memo
			// puts forward as its own claim.
			return false
		}
		return !verbFollows(text, at, end)
	}
	// "(por. wyrok …; wyrok …)": the "por." at the parenthesis' start
	// covers every citation in it.
	lo2 := max(0, hi-400)
	for lo2 < hi && text[lo2]&0xC0 == 0x80 {
		lo2++
	}
	back := text[lo2:hi]
	if i := strings.LastIndexByte(back, '('); i >= 0 && !strings.ContainsAny(back[i:], ").") || i >= 0 && !strings.Contains(back[i:], ")") {
		after := back[i+1:]
		ws := wordsOf(after[:runeEnd(after, min(len(after), 24))])
		return len(ws) > 0 && (pl.PorWords.Has(ws[0].s) || ws[0].s == "tak" && len(ws) > 1 && (ws[1].s == "też" || ws[1].s == "samo"))
	}
	return false
}

// colonQuoteFollows reports whether a colon and an opening quotation mark
// follow offset at (white space aside, within the sentence ending at end):
// "…, II C 1/12): „…”", "…): "…"".
func colonQuoteFollows(text string, at, end int) bool {
	rest := strings.TrimLeft(text[at:end], " \t\n\u00a0")
	rest, ok := strings.CutPrefix(rest, ":")
	if !ok {
		return false
	}
	rest = strings.TrimLeft(rest, " \t\n\u00a0")
	for _, q := range []string{"„", "\"", "“", "»", "«", "‚"} {
		if strings.HasPrefix(rest, q) {
			return true
		}
	}
	return rest == "" && end < len(text) // the quotation opens the next sentence
}

// wrapsCitation reports whether a parenthesis holds the citation
// [hi, cEnd) itself: opened right before it („… 2014 r. (I Ca 316/14)”) or
// inside it and not closed there.
func wrapsCitation(text string, lo, hi, cEnd int) bool {
	cit := text[hi:cEnd]
	if strings.Count(cit, "(") > strings.Count(cit, ")") {
		return true
	}
	return strings.HasSuffix(strings.TrimRight(text[lo:hi], " \u00a0"), "(")
}

// skipCloser is the offset after the ")" that follows at (spaces aside),
// or at when none does.
func skipCloser(text string, at, end int) int {
	i := at
	for i < end && (text[i] == ' ' || strings.HasPrefix(text[i:], "\u00a0")) {
		if text[i] == ' ' {
			i++
		} else {
			i += len("\u00a0")
		}
	}
	if i < end && text[i] == ')' {
		return i + 1
	}
	return at
}

// verbFollows reports whether a finite verb stands in the clause after
// offset at (up to the next ; ( ) or the end of the sentence).
func verbFollows(text string, at, end int) bool {
	hi := min(end, at+240)
	rest := text[at:runeEnd(text, hi)]
	if i := strings.IndexAny(rest, ";()"); i >= 0 {
		rest = rest[:i]
	}
	for _, w := range wordsOf(rest) {
		if isFiniteVerb(w.s) {
			return true
		}
	}
	return false
}

func nearSig(sigs []pl.Identifier, s, e int) bool {
	for _, g := range sigs {
		if absInt(g.End-s) < sigNextToShort || absInt(e-g.Start) < sigNextToShort {
			return true
		}
	}
	return false
}

func lastCourt(cs []pl.CourtMatch, lo, hi int) int {
	for k := len(cs) - 1; k >= 0; k-- {
		if cs[k].Start >= lo && cs[k].End <= hi {
			return k
		}
	}
	return -1
}

func firstCourt(cs []pl.CourtMatch, lo, hi int) int {
	for k, c := range cs {
		if c.Start >= lo && c.End <= hi {
			return k
		}
	}
	return -1
}

// courtStarting is the first court of cs that starts in [lo, hi) and ends
// by end, or -1.
func courtStarting(cs []pl.CourtMatch, lo, hi, end int) int {
	for k, c := range cs {
		if c.Start >= lo && c.Start < hi && c.End <= end {
			return k
		}
	}
	return -1
}

func lastDate(ds []dateMatch, lo, hi int) int {
	for k := len(ds) - 1; k >= 0; k-- {
		if ds[k].Start >= lo && ds[k].End <= hi {
			return k
		}
	}
	return -1
}

func firstDate(ds []dateMatch, lo, hi int) int {
	for k, d := range ds {
		if d.Start >= lo && d.End <= hi {
			return k
		}
	}
	return -1
}

// sortCitations orders a sentence's citations by start: an insertion sort
// for the few of an ordinary sentence, a stable sort for a long list.
func sortCitations(cs []Citation) {
	if len(cs) > 16 {
		sort.SliceStable(cs, func(i, j int) bool { return cs[i].Start < cs[j].Start })
		return
	}
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && cs[j].Start < cs[j-1].Start; j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}

// sourceID is the best identifier of a citation's source: its signature,
// ECLI, CELEX, act and provision, or court + form + date.
func sourceID(a cite.Anchor) string {
	switch {
	case a.Sygnatura != "":
		return a.Sygnatura
	case a.ECLI != "":
		return a.ECLI
	case a.CELEX != "":
		return a.CELEX
	case a.Przepis != "" && a.Akt != "":
		return a.Przepis + " " + a.Akt
	case a.Przepis != "":
		return a.Przepis
	case a.Akt != "":
		return a.Akt
	case a.Organ != "" && a.Data != "":
		f := a.Forma
		if f == "" {
			f = pl.FormOrzeczenie
		}
		return f + " " + a.Organ + " z " + a.Data
	case a.Zrodlo != "":
		return a.Zrodlo
	}
	return ""
}

func absInt(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

// containsAny reports whether one of words stands in s.
func containsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
