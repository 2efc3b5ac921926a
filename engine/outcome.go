package engine

// A procedural fact's outcome against the ruling's operative part: „Sąd
// Okręgowy … VIII Ca 1/14 oddalił apelację” where the ruling „zmienia
// zaskarżony wyrok” states a wrong fact, whatever its anchor.

import (
	"regexp"
	"strings"
	"unicode"

	"citeguard/cite"
	"citeguard/norm"
	"citeguard/pl"
)

// maxSentencja bounds where the header of the reasons may stand: an
// operative part is the head of a ruling, never pages long.
const maxSentencja = 8000

// outcomeWindow is how many words after a verb its object may follow.
const outcomeWindow = 6

// verdictWord is one word of a text: lower case, and folded.
type verdictWord struct{ raw, fold string }

// outcome is one outcome of an operative part or of a memo: its family
// (a key of data/verdicts.tsv), what it is about (an object class), whose
// appeal (a party, "" unnamed) and the words that state it.
type outcome struct {
	family, object, party, text string
	cost                        bool   // a costs point („zasądza … kosztów”)
	partial                     bool   // in part („w pozostałej części oddala”)
	court                       string // a memo's: the court named last before the verb, "" none
}

// courtAt is the court ws[i] names („Sąd Apelacyjny”: at „sąd”; „SA”), ""
// when it names none.
func courtAt(ws []verdictWord, i int) string {
	if c := pl.VerdictKey(pl.VerdictAbbr, ws[i].raw); c != "" {
		return c
	}
	if i+1 < len(ws) && strings.HasPrefix(ws[i].fold, "sad") && len(ws[i].fold) <= 6 {
		return pl.VerdictKey(pl.VerdictCourt, ws[i+1].fold)
	}
	return ""
}

// sameCourt reports whether a memo's verb may be the cited ruling's
// court's own: no court named before it, or one that is the ruling's.
func sameCourt(memo string, s *sentencja) bool {
	switch memo {
	case "":
		return true
	case "second":
		return s.appeal && s.court != "sn"
	case "first":
		return !s.appeal && s.court != "sn"
	}
	return memo == s.court
}

// pointNumber reports whether a word numbers a point of an operative part
// („2.”, „II.”): the end of the point before it.
func pointNumber(w string) bool {
	if len(w) <= 2 && strings.Trim(w, "0123456789") == "" {
		return true
	}
	switch w {
	case "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x":
		return true
	}
	return false
}

// level is "remedy" for an outcome of a means of appeal (or of the decision
// appealed), "claim" for one of the claim itself.
func (o outcome) level() string {
	switch {
	case o.object == pl.VerdictClaim || o.family == "zasadzenie" && o.object == "":
		// „powódka zmieniła żądanie pozwu” is no outcome of the claim.
		if o.family == "zmiana" || o.family == "uchylenie" || o.family == "utrzymanie" || o.family == "odmowa" {
			return ""
		}
		return "claim"
	case o.object != "":
		return "remedy"
	}
	return ""
}

// sentencja is what a ruling's operative part decides.
type sentencja struct {
	outcomes []outcome
	partial  bool            // an outcome in part
	plural   bool            // several appeals
	parties  map[string]bool // the parties whose appeal it names
	// named are the parties whose means of appeal it names, by the means'
	// object class („na skutek apelacji powoda”: apelacja → powód), and
	// unsure the classes named with a party joined to words it cannot read
	// („apelacji powoda i interwenienta”).
	named  map[string][]namedParty
	unsure map[string]bool
	court  string // the ruling's court (a court key of data/verdicts.tsv), "" unknown
	appeal bool   // it names a means of appeal or the decision appealed („zaskarżony”)
	remedy bool   // an outcome of a means of appeal or of a decision
}

type sentencjaKey struct{}

// operativePart reads the operative part of a ruling's text (nil: none
// found — no header of the reasons near the head, or no outcome in it).
func operativePart(src *norm.Source) *sentencja {
	v := src.View(sentencjaKey{}, func(s *norm.Source) any { return readSentencja(s.Norm().Text) })
	s, _ := v.(*sentencja)
	return s
}

func readSentencja(text string) *sentencja {
	if len(text) > maxSentencja*2 {
		text = text[:maxSentencja*2]
	}
	ws := verdictWords(text)
	end, header := -1, -1
	for i, w := range ws {
		if header < 0 && pl.IsVerdictWord(pl.VerdictHeader, w.fold) {
			header = i
		}
		if pl.IsVerdictWord(pl.VerdictEnd, w.fold) || spacedEnd(ws, i) {
			end = i
			break
		}
	}
	if end < 0 || header < 0 || header > end {
		return nil
	}
	ws = ws[header:end]
	s := &sentencja{parties: map[string]bool{}, named: map[string][]namedParty{}, unsure: map[string]bool{}}
	for i, w := range ws {
		if pl.IsVerdictWord(pl.VerdictPlural, w.raw) {
			s.plural = true
		}
		if c := pl.VerdictKey(pl.VerdictObject, w.fold); c != "" && c != pl.VerdictDecision && c != pl.VerdictClaim {
			s.appeal = true
			named, unsure := partiesAfter(ws, i)
			for _, n := range named {
				s.parties[n.party] = true
				s.named[c] = append(s.named[c], n)
			}
			if unsure {
				s.unsure[c] = true
			}
		}
		if c := pl.VerdictKey(pl.VerdictObject, w.fold); c == pl.VerdictDecision && strings.HasPrefix(w.fold, "zaskarz") {
			s.appeal = true
		}
		if c := courtAt(ws, i); c != "" && s.court == "" && len(s.outcomes) == 0 {
			s.court = c
		}
		if f := pl.VerdictKey(pl.VerdictRuling, w.fold); f != "" {
			o := readOutcome(ws, i, f, pl.VerdictRuling)
			if o.level() == "remedy" {
				s.remedy = true
			}
			if !o.cost && o.partial {
				s.partial = true
			}
			s.outcomes = append(s.outcomes, o)
		}
	}
	if len(s.outcomes) == 0 {
		return nil
	}
	return s
}

// spacedEnd reports whether the words from ws[i] are the letters of the
// end of an operative part written letter-spaced („U Z A S A D N I E N I
// E”, as court headings often are).
func spacedEnd(ws []verdictWord, i int) bool {
	if len(ws[i].fold) != 1 || i > 0 && len(ws[i-1].fold) == 1 {
		return false
	}
	var b strings.Builder
	for k := i; k < len(ws) && len(ws[k].fold) == 1; k++ {
		b.WriteString(ws[k].fold)
		if b.Len() >= 4 && pl.IsVerdictWord(pl.VerdictEnd, b.String()) {
			return true // „u z a s a d n i e n i e k. p.”: initials may follow
		}
	}
	return false
}

// readOutcome reads the outcome whose verb (of family f) is ws[i]: its
// object, the party after the object, and whether it is about the costs.
func readOutcome(ws []verdictWord, i int, f, kind string) outcome {
	o := outcome{family: f}
	last := i // the last word of the outcome's words
	for j := i + 1; j < len(ws) && j <= i+outcomeWindow; j++ {
		if pl.IsVerdictWord(kind, ws[j].fold) || kind == pl.VerdictMemo && pl.IsVerdictWord(pl.VerdictStop, ws[j].fold) {
			break
		}
		if c := pl.VerdictKey(pl.VerdictObject, ws[j].fold); c != "" {
			o.object = c
			// „skargę kasacyjną”: the next word refines the class.
			if j+1 < len(ws) {
				if c2 := pl.VerdictKey(pl.VerdictObject, ws[j+1].fold); c2 != "" && c2 != c && c != pl.VerdictDecision {
					o.object = c2
					j++
				}
			}
			o.party = partyAfter(ws, j)
			if kind == pl.VerdictMemo && o.party != "" {
				// „oddalił apelację pozwanego”: the party is part of the fact.
				for k := j + 1; k < len(ws) && k <= j+3; k++ {
					if pl.VerdictKey(pl.VerdictParty, ws[k].fold) == o.party {
						j = k
						break
					}
				}
			}
			if j+1 < len(ws) && o.object == pl.VerdictDecision && pl.VerdictKey(pl.VerdictObject, ws[j+1].fold) == o.object {
				j++ // „zaskarżony wyrok”: the words say both
			}
			last = j
			break
		}
	}
	first := i // the first word of the outcome's words
	if o.object == "" && kind == pl.VerdictRuling {
		// „I. apelację oddala”: the object before the verb.
		for k := i - 1; k >= 0 && k >= i-2; k-- {
			if pl.IsVerdictWord(kind, ws[k].fold) || pointNumber(ws[k].raw) {
				break
			}
			if c := pl.VerdictKey(pl.VerdictObject, ws[k].fold); c != "" {
				o.object, first = c, k
				break
			}
		}
	}
	stop := min(len(ws), i+25)
	for k := i + 1; k < stop && !pl.IsVerdictWord(kind, ws[k].fold); k++ {
		if pl.IsVerdictWord(pl.VerdictCost, ws[k].fold) {
			o.cost = true
		}
	}
	for k := i + 1; k < stop && k <= i+12; k++ {
		if pl.IsVerdictWord(kind, ws[k].fold) || pointNumber(ws[k].raw) {
			break
		}
		if pl.IsVerdictWord(pl.VerdictPartial, ws[k].fold) {
			o.partial = true
		}
	}
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		if pl.IsVerdictWord(kind, ws[k].fold) || pointNumber(ws[k].raw) {
			break
		}
		if pl.IsVerdictWord(pl.VerdictPartial, ws[k].fold) {
			o.partial = true
		}
	}
	var b strings.Builder
	for k := first; k <= last; k++ {
		if k > first {
			b.WriteByte(' ')
		}
		b.WriteString(ws[k].raw)
	}
	o.text = b.String()
	return o
}

// partyAfter is the party named within three words after ws[j] („apelację
// strony pozwanej”), "" for none.
func partyAfter(ws []verdictWord, j int) string {
	for k := j + 1; k < len(ws) && k <= j+3; k++ {
		if p := pl.VerdictKey(pl.VerdictParty, ws[k].fold); p != "" {
			return p
		}
		if pl.IsVerdictWord(pl.VerdictRuling, ws[k].fold) || pl.IsVerdictWord(pl.VerdictMemo, ws[k].fold) {
			break
		}
	}
	return ""
}

// namedParty is a party whose means of appeal an operative part names and
// the words that name it („apelacji powoda”).
type namedParty struct{ party, text string }

// partiesAfter are the parties named after the means of appeal ws[j]: the
// first within three words („apelacji strony pozwanej”) and those joined
// to it („apelacji powoda i pozwanego”); unsure when a joining word leads
// to a word that is neither a party nor the next point of the operative
// part („apelacji powoda i interwenienta ubocznego”).
func partiesAfter(ws []verdictWord, j int) (out []namedParty, unsure bool) {
	p := partyAfter(ws, j)
	if p == "" {
		return nil, false
	}
	k := j + 1
	for pl.VerdictKey(pl.VerdictParty, ws[k].fold) != p {
		k++
	}
	out = append(out, namedParty{p, ws[j].raw + " " + ws[k].raw})
	for k+2 < len(ws) && pl.IsVerdictWord(pl.VerdictJoin, ws[k+1].fold) {
		next := ws[k+2]
		q := pl.VerdictKey(pl.VerdictParty, next.fold)
		if q == "" && (next.fold == "strony" || next.fold == "przez") && k+3 < len(ws) {
			next = ws[k+3]
			q = pl.VerdictKey(pl.VerdictParty, next.fold)
			k++
		}
		if q == "" {
			stop := pl.IsVerdictWord(pl.VerdictRuling, next.fold) || pl.IsVerdictWord(pl.VerdictObject, next.fold) || pointNumber(next.raw)
			return out, !stop
		}
		out = append(out, namedParty{q, ws[j].raw + " " + next.raw})
		k += 2
	}
	return out, false
}

// statedOutcomes are the outcomes a memo's procedural fact states of the
// cited court: its verbs up to the first word past which a verb is no
// longer that court's own (a relative or reported clause, a negation).
func statedOutcomes(claim string) []outcome {
	ws := verdictWords(claim)
	var out []outcome
	court, actor := "", false
	for i, w := range ws {
		if pl.IsVerdictWord(pl.VerdictStop, w.fold) {
			break
		}
		if c := courtAt(ws, i); c != "" {
			court, actor = c, false
		}
		if pl.IsVerdictWord(pl.VerdictActor, w.fold) {
			actor = true
		}
		if f := pl.VerdictKey(pl.VerdictMemo, w.fold); f != "" && !actor {
			o := readOutcome(ws, i, f, pl.VerdictMemo)
			o.court = court
			// „oddalił apelację w pozostałej części”: in part, cannot tell.
			if o.level() != "" && !o.cost && !o.partial {
				out = append(out, o)
			}
		}
	}
	return out
}

// verdictWords splits a text into its words, lower case and folded.
func verdictWords(text string) []verdictWord {
	var out []verdictWord
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		raw := strings.ToLower(f)
		out = append(out, verdictWord{raw: raw, fold: norm.FoldDiacritics(raw)})
	}
	return out
}

// outcomeConflict is the outcome of an operative part that contradicts
// one a memo states, and the one it states; ok false when the ruling
// bears it out, or when it cannot tell (no operative part, an outcome in
// part, several appeals, an appeal of another party, a verb the operative
// part has no counterpart of).
func outcomeConflict(claim string, src *norm.Source) (found, stated outcome, ok bool) {
	if src == nil {
		return
	}
	memo := statedOutcomes(claim)
	if len(memo) == 0 {
		return
	}
	s := operativePart(src)
	if s == nil {
		return
	}
	for _, m := range memo {
		if o, bad := wrongParty(m, s); bad {
			return o, m, true
		}
	}
	if s.partial {
		return
	}
	for _, m := range memo {
		if o, bad := contradicts(m, s); bad {
			return o, m, true
		}
	}
	return
}

// contradicts is the outcome of s that contradicts m when s bears no
// outcome consistent with m and has one of another family about the same.
func contradicts(m outcome, s *sentencja) (outcome, bool) {
	if !sameCourt(m.court, s) {
		return outcome{}, false
	}
	lvl := m.level()
	switch lvl {
	case "remedy":
		// „uchyla wyrok zaoczny” of a first instance is no appeal's outcome.
		if !s.appeal || s.plural || m.party != "" && otherParty(s.parties, m.party) {
			return outcome{}, false
		}
	case "claim":
		if s.appeal || s.remedy {
			return outcome{}, false
		}
	default:
		return outcome{}, false
	}
	var opposite *outcome
	for i, o := range s.outcomes {
		if o.cost || o.level() != lvl || !comparable(m, o) {
			continue
		}
		if consistent(m.family, o.family) {
			return outcome{}, false
		}
		if opposite == nil {
			opposite = &s.outcomes[i]
		}
	}
	if opposite == nil {
		return outcome{}, false
	}
	return *opposite, true
}

// wrongParty is the operative part's naming of the means of appeal a
// memo's outcome names of a party („oddalił apelację pozwanego”) when the
// ruling decided only that means of the opposite party („na skutek
// apelacji powoda”): the fact names the wrong party, whatever the outcome
// (issue 22). An operative part that names no party of that means, names
// the memo's party, names a party that may be the memo's under another
// name, or several appeals tells nothing.
func wrongParty(m outcome, s *sentencja) (outcome, bool) {
	if m.party == "" || m.level() != "remedy" || m.object == pl.VerdictDecision || m.object == pl.VerdictAdmin {
		return outcome{}, false
	}
	if !s.appeal || s.plural || s.unsure[m.object] || !sameCourt(m.court, s) {
		return outcome{}, false
	}
	named := s.named[m.object]
	if len(named) == 0 {
		return outcome{}, false
	}
	for _, n := range named {
		if n.party == m.party || !pl.OpposedParties(n.party, m.party) {
			return outcome{}, false
		}
	}
	return outcome{family: "strona", object: m.object, party: named[0].party, text: named[0].text}, true
}

// otherParty reports whether the operative part names the appeal of a
// party other than p and not p's.
func otherParty(parties map[string]bool, p string) bool {
	if parties[p] {
		return len(parties) > 1
	}
	return len(parties) > 0
}

// comparable reports whether two outcomes are about the same: the same
// means of appeal, or one of them about the decision appealed by the
// other (a court's decision by an apelacja, a kasacja, a zażalenie, a
// skarga; an administrative decyzja by an odwołanie).
func comparable(m, o outcome) bool {
	if m.object == o.object || m.level() == "claim" {
		return true
	}
	pair := func(a, b string) bool {
		switch a {
		case pl.VerdictDecision:
			return b != pl.VerdictAdmin && b != pl.VerdictAppeal
		case pl.VerdictAdmin:
			return b == pl.VerdictAppeal
		}
		return false
	}
	return pair(m.object, o.object) || pair(o.object, m.object)
}

// consistent reports whether an operative part's outcome of family o bears
// out a memo's of family m: the same family, a dismissal for an appealed
// decision upheld, an appeal granted for a decision changed or set aside.
func consistent(m, o string) bool {
	if m == o {
		return true
	}
	group := func(f string) string {
		switch f {
		case "oddalenie", "utrzymanie":
			return "oddalenie"
		case "uwzglednienie", "zasadzenie":
			return "uwzglednienie"
		}
		return f
	}
	if group(m) == group(o) {
		return true
	}
	return m == "uwzglednienie" && (o == "zmiana" || o == "uchylenie") ||
		(m == "zmiana" || m == "uchylenie") && o == "uwzglednienie"
}

// decideOutcome turns a procedural fact whose anchor holds red when the
// outcome it states is contradicted by the ruling's operative part.
func decideOutcome(out *Result, claim string, anchor *cite.Anchor, src *norm.Source) {
	if anchor != nil && otherSignature(claim, anchor.Sygnatura) {
		return
	}
	found, stated, ok := outcomeConflict(claim, src)
	if !ok {
		return
	}
	out.Status = cite.Niezweryfikowany
	out.Found = cite.Found(cite.OutcomeContradicts, found.text, stated.text)
}

// caseNumber is the number of a signature („506/14”, „1899/13”).
var caseNumber = regexp.MustCompile(`\b\d{1,5}/\d{2,4}\b`)

// otherSignature reports whether the claim names a case number that is not
// the anchor's: the outcome it states may be that other case's („… jak w
// sprawie III AUa 384/11 uchylił wyrok”).
func otherSignature(claim, sig string) bool {
	own := caseNumber.FindString(sig)
	for _, n := range caseNumber.FindAllString(claim, -1) {
		if n != own {
			return true
		}
	}
	return false
}
