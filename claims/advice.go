package claims

// Sentences that assert nothing a source said though they name one: the
// memo's advice („Odpowiedzieć na pismo …, z powołaniem omówionego wyżej
// wyroku”, „Warto powołać wyrok …”) and a ruling only mentioned as cited
// („z powołaniem wyroku …”). A paraphrase claim is a source's holding: a
// court or a source the subject of a verb of saying or holding, or a
// statement the cited ruling supports; these are neither.

import (
	"strings"

	"citeguard/pl"
)

// adviceLead is how many words after an advice head its infinitive may
// stand („Warto także przy tym powołać”).
const adviceLead = 3

// citingReach is how many words before a citation the word that cites it
// may stand („powołać się także na wyrok …”).
const citingReach = 4

// statesNoHolding reports whether sentence i is the memo's advice or only
// mentions a ruling discussed before as cited („…, z powołaniem omówionego
// wyżej wyroku”: a back-reference; a statement with its full citation
// after „z powołaniem na” stays a paraphrase), and holds no clause of what
// a source said: no „że”/„iż”, no verb of saying, holding or deciding, no
// participle that reports („wskazując”) outside its quotations.
func (x *extractor) statesNoHolding(i int) bool {
	ws := x.wordsOutsideQuotes(i, x.quotesIn(x.sents[i]))
	for _, w := range ws {
		if w.s == "że" || w.s == "iż" || isReportVerb(w.s) || pl.Participles.Has(w.s) {
			return false
		}
	}
	if adviceOpens(ws) {
		return true
	}
	for k := range x.cits[i] {
		if c := &x.cits[i][k]; !c.InQuote && c.Kind == ShortCitation && x.citedOnly(i, c, ws) {
			return true
		}
	}
	return false
}

// adviceOpens reports whether words ws (a sentence's) open with an
// instruction: an infinitive („Odpowiedzieć na pismo …”, „Wezwać
// zamawiającego …”), or an advice head with an infinitive right after it
// („Należy wskazać …”, „Warto powołać …”). A list item's number or letter
// („1.”, „b)”) before it does not count.
func adviceOpens(ws []word) bool {
	k := 0
	for k < len(ws) && listLabel(ws[k].s) {
		k++
	}
	if k == len(ws) {
		return false
	}
	if pl.IsInfinitive(ws[k].s) {
		return true
	}
	if advisedParty(ws[k:]) {
		return true
	}
	if !pl.AdviceHeads.Has(ws[k].s) {
		return false
	}
	for j := k + 1; j < len(ws) && j <= k+adviceLead; j++ {
		if pl.IsInfinitive(ws[j].s) {
			return true
		}
	}
	return false
}

// listLabel reports whether w is a list item's number or letter: digits,
// a roman numeral or one letter.
func listLabel(w string) bool {
	w = strings.TrimRight(w, ".)")
	return w != "" && (strings.Trim(w, "0123456789.") == "" || isRoman(w) || len([]rune(w)) == 1)
}

// citedOnly reports whether citation c of sentence i is the object of a
// word that cites it („z powołaniem omówionego wyżej wyroku”, „powołać się
// na wyrok …”, „odwołując się do uchwały …”) among the citingReach words
// before it: the memo says the ruling is cited, not what it held.
func (x *extractor) citedOnly(i int, c *Citation, ws []word) bool {
	s := x.sents[i]
	n := 0
	for k := len(ws) - 1; k >= 0; k-- {
		if s.Start+ws[k].start >= c.Start {
			continue
		}
		if pl.CitingWords.Has(ws[k].s) {
			return true
		}
		if n++; n >= citingReach {
			break
		}
	}
	return false
}

// advisedParty reports whether words ws open with a party or its lawyer
// the memo advises, a modal word and an infinitive („Pełnomocnik może
// bronić się …”, „Klient powinien niezwłocznie wezwać …”): what the
// party can do, not what a source said.
func advisedParty(ws []word) bool {
	if len(ws) < 3 || !pl.AdviceSubjects.Has(ws[0].s) || !pl.AdviceModals.Has(ws[1].s) {
		return false
	}
	for j := 2; j < len(ws) && j <= 1+adviceLead; j++ {
		if pl.IsInfinitive(ws[j].s) {
			return true
		}
	}
	return false
}
