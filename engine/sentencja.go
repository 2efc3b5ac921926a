package engine

// The one reader of a ruling's operative part (sentencja): what it
// decides, for the outcome a memo's procedural fact states of the court
// (outcome.go, 🔴 outcome-contradicts) and with the case as its subject
// (caseoutcome.go, 🟡 outcome-differs). The words are pl's
// (data/verdicts.tsv).

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"citeguard/norm"
	"citeguard/pl"
)

// maxSentencja bounds where the header of the reasons may stand: an
// operative part is the head of a ruling, never pages long.
const maxSentencja = 8000

// outcomeWindow is how many words after a verb its object may follow.
const outcomeWindow = 6

// verdictWord is one word of a text: lower case, and folded.
type verdictWord struct {
	raw, fold string
	spaced    bool // typed with its letters spaced out („o d d a l i ł”)
	point     bool // a point's number („II.”, „2)”) that opens the next point of an operative part
}

// outcome is one outcome of an operative part or of a memo: its family
// (a key of data/verdicts.tsv), what it is about (an object class), whose
// appeal (a party, "" unnamed) and the words that state it.
type outcome struct {
	family, object, party, text string
	objectWord                  string // the word that names the object first („skargę” of „skargę kasacyjną”)
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
	// open: no heading of the reasons was found, the words read are the
	// head of the text, which may run into the reasons (their history of
	// the case): never enough for a red outcome-contradicts.
	open bool
}

type sentencjaKey struct{}

// operativePart reads the operative part of a ruling's text (nil: none
// found — no header of the reasons near the head, or no outcome in it).
func operativePart(src *norm.Source) *sentencja {
	if s := headOfRuling(src); s != nil && !s.open {
		return s
	}
	return nil
}

// headOfRuling is readSentencja of a source's text, read once: an open one
// too (nil: no outcome in it).
func headOfRuling(src *norm.Source) *sentencja {
	v := src.View(sentencjaKey{}, func(s *norm.Source) any { return readSentencja(s.Norm().Text) })
	s, _ := v.(*sentencja)
	return s
}

// openSentencja bounds the head of a ruling's text read as its operative
// part when no heading of its reasons is found.
const openSentencja = 4000

// readSentencja reads the operative part of a ruling's text: from the
// first word of its header („wyrok”, „postanawia”) to the heading of its
// reasons („uzasadnienie”); with no such heading (or no header before it),
// the head of the text, marked open.
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
		if pl.IsVerdictWord(pl.VerdictEnd, w.fold) {
			end = i
			break
		}
	}
	open := end < 0 || header < 0
	switch {
	case end < 0:
		// No heading of the reasons: the head of the text, read for a
		// memo's outcome with the case as subject only (openSentencja).
		ws = verdictWords(text[:min(len(text), openSentencja)])
	case header < 0:
		ws = ws[:end] // no header: from the start, open too
	case header > end:
		return nil // the reasons first: a file of the reasons alone
	default:
		ws = ws[header:end]
	}
	s := &sentencja{parties: map[string]bool{}, named: map[string][]namedParty{}, unsure: map[string]bool{}, open: open}
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
		if f := rulingVerb(w); f != "" {
			negated := i > 0 && pl.IsVerdictWord(pl.VerdictNot, ws[i-1].fold)
			if negated {
				// „nie uwzględnić zażalenia” dismisses it.
				if f = pl.VerdictKey(pl.VerdictNegated, f); f == "" {
					continue
				}
			}
			o := readOutcome(ws, i, f, pl.VerdictRuling)
			if negated {
				o.text = ws[i-1].raw + " " + o.text
			}
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

// rulingVerb is the outcome family of an operative part's verb, "" when w
// is none: the present tense („oddala”), the infinitive after
// „postanawia:” („oddalić”), or a past tense spaced out as old reports
// print the court's decision („Sąd Najwyższy … o d d a l i ł skargę”).
func rulingVerb(w verdictWord) string {
	if f := pl.VerdictKey(pl.VerdictRuling, w.fold); f != "" {
		return f
	}
	if w.spaced {
		return pl.VerdictKey(pl.VerdictMemo, w.fold)
	}
	return ""
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
			o.object, o.objectWord = c, ws[j].raw
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
				o.object, o.objectWord, first = c, ws[k].raw, k
				break
			}
		}
	}
	if o.object == "" {
		o.objectWord = remedyNear(ws, i, kind)
	}
	stop := min(len(ws), i+25)
	for k := i + 1; k < stop && !pl.IsVerdictWord(kind, ws[k].fold) && !ws[k].point; k++ {
		// „I. oddala apelację; II. nie obciąża powoda kosztami”: the costs
		// of the next point are not this outcome's.
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

// remedyNear is a word naming a remedy that data/verdicts.tsv has no
// object class of („oddala wniosek”, „sprzeciw oddala”) within three words
// after the verb ws[i] or right before it, "" none: what the outcome
// decides on, for a memo's outcome with the case as subject.
func remedyNear(ws []verdictWord, i int, kind string) string {
	for j := i + 1; j < len(ws) && j <= i+3; j++ {
		if pl.IsVerdictWord(kind, ws[j].fold) {
			break
		}
		if pl.RemedyKey(ws[j].raw) != "" {
			return ws[j].raw
		}
	}
	if i > 0 && pl.RemedyKey(ws[i-1].raw) != "" {
		return ws[i-1].raw
	}
	return ""
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

// verdictWords splits a text into its words, lower case and folded. A
// word typed with its letters spaced out for emphasis, as old reports
// print an operative part's verb and headings („o d d a l i ł skargę”,
// „p o s t a n a w i a:”, „U z a s a d n i e n i e”), is one word.
func verdictWords(text string) []verdictWord {
	type field struct{ start, end int }
	var fs []field
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		if !wordRune(r) {
			i += n
			continue
		}
		j := i + n
		for j < len(text) {
			r, n := utf8.DecodeRuneInString(text[j:])
			if !wordRune(r) {
				break
			}
			j += n
		}
		fs = append(fs, field{i, j})
		i = j
	}
	var out []verdictWord
	for i := 0; i < len(fs); {
		j := i + 1
		for j < len(fs) && spacedLetter(text, fs[j-1].start, fs[j-1].end) && spacedLetter(text, fs[j].start, fs[j].end) && fs[j].start == fs[j-1].end+1 && text[fs[j-1].end] == ' ' {
			j++
		}
		if j-i < minSpaced {
			w := strings.ToLower(text[fs[i].start:fs[i].end])
			out = append(out, verdictWord{raw: w, fold: norm.FoldDiacritics(w), point: pointMark(text, fs[i].end, w)})
			i++
			continue
		}
		var b strings.Builder
		for _, f := range fs[i:j] {
			b.WriteString(text[f.start:f.end])
		}
		w := strings.ToLower(b.String())
		if f := norm.FoldDiacritics(w); !knownVerdictWord(f) {
			// „o d d a l a w całości”: the one-letter word after it
			// was spaced like its letters.
			if _, n := utf8.DecodeLastRuneInString(w); knownVerdictWord(norm.FoldDiacritics(w[:len(w)-n])) {
				w = w[:len(w)-n]
				j--
			}
		}
		out = append(out, verdictWord{raw: w, fold: norm.FoldDiacritics(w), spaced: true})
		i = j
	}
	return out
}

// pointMark reports whether w, ending at text[end], numbers a point: a
// point number followed by „.” or „)” and no digit („II.”, „2)”; not the
// „2.400” of an amount).
func pointMark(text string, end int, w string) bool {
	if !pointNumber(w) || end >= len(text) || text[end] != '.' && text[end] != ')' {
		return false
	}
	return end+1 >= len(text) || text[end+1] < '0' || text[end+1] > '9'
}

// minSpaced is how many letters spaced out make a word („u c h y l a”); a
// shorter run is one-letter words („i w”).
const minSpaced = 4

// wordRune reports whether r belongs to a word: a letter or a digit.
func wordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// spacedLetter reports whether text[a:b] is a single letter.
func spacedLetter(text string, a, b int) bool {
	r, n := utf8.DecodeRuneInString(text[a:b])
	return n == b-a && unicode.IsLetter(r)
}

// knownVerdictWord reports whether a folded word is one an operative part
// is read by: a verb of an outcome, its header or its end.
func knownVerdictWord(f string) bool {
	for _, k := range []string{pl.VerdictRuling, pl.VerdictMemo, pl.VerdictHeader, pl.VerdictEnd} {
		if pl.IsVerdictWord(k, f) {
			return true
		}
	}
	return false
}
