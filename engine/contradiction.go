package engine

// What contradicts a claim in a source window under the memo rules: negation,
// its reach over clauses and raising verbs, conditions, turned phrases.

import (
	"slices"
	"strings"

	"citeguard/cite"
	"citeguard/pl"
)

// exclusiveWords narrow a statement to one case or to every case: a claim
// that has one its source's passage lacks says more than the source.
var exclusiveWords = wordSet(pl.ExclusiveWords)

// possibility and necessity are the two kinds of modal words.
var (
	possibilityWords = wordSet(pl.PossibilityWords)
	necessityWords   = wordSet(pl.NecessityWords)
)

// Kinds of a contradiction. A negation or a number turned is hard: the
// claim says the opposite of its source. An exclusivity word added or a
// modal word turned is a narrowing or a shift of what the source says.
const (
	contraNegation  = "negation"
	contraNumber    = "number"
	contraExclusive = "exclusive"
	contraModal     = "modal"
	contraRole      = "role"
	contraTime      = "time"
)

// contradiction is one thing a claim says that its best window
// contradicts: its kind and the finding that says it.
type contradiction struct {
	kind string
	what cite.Finding
}

// contradictions compares a claim's words with the source's best window
// (ws[from:to] of the index):
//   - a phrase of two words the claim states with a negation and the window
//     states only without one, or the other way round ("dłużnik nie może
//     uwolnić się" / "dłużnik może uwolnić się");
//   - a number with its unit ("30 dni") where the window has the unit with
//     another number ("14 dni") and the source nowhere this one;
//   - an exclusivity word ("jedynie", "wyłącznie", "zawsze",
//     "każdorazowo") the window lacks;
//   - a modal word of possibility where the window only has necessity, or
//     the other way round, a negated modal word taking the polarity its
//     negation gives it (modality.go);
//   - a party role or a time word where the window has only the opposite
//     one (pl's data/material.tsv).
func contradictions(cws []word, ix *tokenIndex, from, to int) []contradiction {
	ws := ix.words
	from, to = max(from, 0), min(to, len(ws))
	win := map[string]bool{}
	for _, w := range ws[from:to] {
		win[w.Key] = true
	}
	wm := modalitiesOf(ws, from, to)
	var out []contradiction
	add := func(kind string, code cite.Code, args ...string) {
		what := cite.Finding{Code: code, Args: args}
		for _, o := range out {
			if o.what.Code == code && slices.Equal(o.what.Args, args) {
				return
			}
		}
		out = append(out, contradiction{kind, what})
	}
	for i, w := range cws {
		k := w.Key
		switch {
		case exclusiveWords[k] && !win[k] && !onlyInWindow(k, win):
			add(contraExclusive, cite.ContraExclusive, k)
		case possibilityWords[k] || necessityWords[k]:
			if code, ok := modalTurned(cws, i, wm); ok {
				add(contraModal, code, k)
			}
		case isQuantity(k) && i+1 < len(cws) && !stopwords[cws[i+1].Key] && !sourceHasNumber(ix, k):
			if other := numberOfUnit(ws[from:to], cws[i+1].Key); other != "" && !sameNumber(other, k) {
				add(contraNumber, cite.ContraNumber, k, cws[i+1].Key, other)
			}
		}
	}
	// A party role or a time word the window states only the other way
	// round („spoczywa na wierzycielu” against „spoczywa na dłużniku”).
	winKeys, claimKeys := keysOfWords(ws[from:to]), keysOfWords(cws)
	wide := keysOfWords(ws[max(0, from-roleReach):min(len(ws), to+roleReach)])
	if q, s, ok := opposed(claimKeys, winKeys, rolePairs); ok && !namesRole(wide, q) {
		add(contraRole, cite.ContraRole, q, s)
	}
	if q, s, ok := opposed(claimKeys, winKeys, timePairs); ok {
		add(contraTime, cite.ContraTime, q, s)
	}
	// Phrases compare on content words ("zasługuje na uwzględnienie" is
	// the phrase "zasługuje uwzględnienie", "należy się wierzycielowi"
	// "należy wierzycielowi"); a negation's scope counts the words as
	// written.
	span := ws[from:to]
	fc, fw := phraseWords(cws), phraseWords(span)
	for i := 0; i+1 < len(fc); i++ {
		a, b := cws[fc[i]].Key, cws[fc[i+1]].Key
		if clauseNegations[a] || clauseNegations[b] || hasDigit(a) || hasDigit(b) {
			continue
		}
		if conditional(cws, fc[i]) {
			continue
		}
		cp := polarityAt(cws, fc[i])
		if n, turned := phraseTurned(span, fw, a, b, cp); turned {
			if cp.strong {
				add(contraNegation, cite.ContraNegated, a, b)
			} else if n {
				add(contraNegation, cite.ContraUnnegated, a, b)
			}
		}
	}
	return out
}

// roleReach is how many words around the window a paraphrase's party role
// may stand in and still be the source's (the sentence before often says who): „Podnoszony przez pozwanego
// zarzut, że powódka nie przedstawiła oryginałów …” names the defendant
// next to a window that names only the plaintiff, so a paraphrase naming
// „pozwany” tells the parties of one passage, not the opposite one.
const roleReach = 40

// namesRole reports whether ws hold the party role whose word q is (any
// form of q's side of a row of rolePairs).
func namesRole(ws []string, q string) bool {
	for _, p := range rolePairs {
		for _, side := range []pl.WordForms{p.A, p.B} {
			if side.Has(q) {
				if _, ok := firstOf(ws, side); ok {
					return true
				}
			}
		}
	}
	return false
}

// clauseNegations negate the word they govern ("bez", "brak" are left
// out: "bez względu na" negates nothing; "ani" only continues a negation
// already made: "ustawie ani zasadom").
var clauseNegations = wordSet(pl.ClauseNegations)

// negationReach is how many function words (stopwords, auxiliaries, modal
// words) a negation passes over to the word it governs ("nie jest w stanie",
// "nie może przekraczać").
const negationReach = 4

// negatedAt reports whether ws[i] is the word a negation governs: walking
// back over function words only, the first word that is not one is a
// clause negation. A content word or a clause boundary (a comma, a
// semicolon, a sentence end) between them ends the negation's reach: in
// "nie jest równoznaczny z nierozpoznaniem" the negation governs
// "równoznaczny", not "nierozpoznaniem".
func negatedAt(ws []word, i int) bool {
	for j := i - 1; j >= 0 && j >= i-negationReach; j-- {
		k := ws[j].Key
		if clauseNegations[k] {
			return !(j+1 < len(ws) && ws[j+1].Key == "tylko") // "nie tylko" negates nothing
		}
		if complementizers[k] {
			return false // an embedded clause's start (inRaisedClause reads what embeds it)
		}
		if strings.ContainsAny(ws[j].raw, ",;.:") || !functionWord(k) {
			return false
		}
	}
	return false
}

// complementizers open a clause embedded in another ("by", "aby", "że").
var complementizers = wordSet(pl.Complementizers)

// raisedNegation reports whether the clause before the complementizer at
// ws[c] negates what the complementizer embeds: a negation of a verb of
// saying, thinking or possibility ("nie można uznać", "nie sposób przyjąć",
// "brak podstaw", "nie jest możliwe"), not a double negative ("nie ulega
// wątpliwości, że", "nie można wykluczyć, że", "nie jest sporne, że").
func raisedNegation(ws []word, c int) bool {
	neg := false
	for j := c - 1; j >= 0 && j >= c-raisingReach; j-- {
		k := ws[j].Key
		for _, d := range doubleNegatives {
			if strings.HasPrefix(k, d) {
				return false
			}
		}
		if clauseNegations[k] || k == "brak" || k == "braku" {
			neg = true
		}
		if j < c-1 && strings.ContainsAny(ws[j].raw, ";.:") {
			break
		}
	}
	return neg
}

// raisingReach is how far back the clause that embeds another is read.
const raisingReach = 6

// doubleNegatives are the stems that, negated, assert what they embed.
var doubleNegatives = pl.Words(pl.DoubleNegatives)

// functionWord is a word a negation passes over: a stopword, an
// auxiliary, a modal word or a particle.
func functionWord(k string) bool {
	return stopwords[k] || possibilityWords[k] || necessityWords[k] || auxiliaryWords[k] || particleWords[k]
}

// particleWords are the adverbial particles between a negation and the
// word it governs ("nie jest jeszcze w stanie", "nie został wcale
// wykazany").
var particleWords = wordSet(pl.Particles)

// auxiliaryWords are the verbs between a negation and the word it governs
// ("nie jest możliwe", "nie został wykazany", "nie ma podstaw").
var auxiliaryWords = wordSet(pl.Auxiliaries)

// conditionWords open a condition: what a clause they open says, negated
// or not, is no assertion ("Jeżeli termin … nie wynika z właściwości
// zobowiązania" is restated rightly as "termin … może wynikać z
// właściwości zobowiązania").
var conditionWords = wordSet(pl.Conditions)

// conditional reports whether ws[i] stands in a clause a condition word
// opens: one before it with no clause boundary between.
func conditional(ws []word, i int) bool {
	for j := i - 1; j >= 0 && j >= i-maxConditionReach; j-- {
		if conditionWords[ws[j].Key] {
			return true
		}
		if strings.ContainsAny(ws[j].raw, ",;.:") {
			return false
		}
	}
	return false
}

// maxConditionReach is how far back a condition word is looked for.
const maxConditionReach = 15

// phraseWord is a word a phrase's polarity is compared by: a content word
// or a modal one ("może uwolnić"), not a pronoun or a particle ("stronę,
// której" is no phrase).
func phraseWord(k string) bool {
	return !stopwords[k] || possibilityWords[k] || necessityWords[k]
}

// phraseWords is the indexes of the words a phrase is made of: of three
// letters and more, content or modal words (no negation).
func phraseWords(ws []word) []int {
	out := make([]int, 0, len(ws))
	for i, w := range ws {
		if len([]rune(w.Key)) >= 3 && phraseWord(w.Key) && !clauseNegations[w.Key] {
			out = append(out, i)
		}
	}
	return out
}

// polarity is how a clause states a word: strong — a negation governs it
// (passing function words only) or a negated clause embeds it ("Nie można
// uznać, by …"); weak — its clause holds a negation anywhere.
type polarity struct{ strong, weak bool }

// polarityAt is the polarity of ws[i].
func polarityAt(ws []word, i int) polarity {
	raised := inRaisedClause(ws, i)
	return polarity{strong: negatedAt(ws, i) || raised, weak: raised || clauseNegated(ws, i)}
}

// phraseTurned reports whether the words ws (fw: the indexes of their
// phrase words) state the phrase a b — two consecutive phrase words, each
// in a form of its own — only with the opposite polarity to the claim's
// (cp): a negation governs it on one side while the other side's clause
// negates nothing. negated tells the window's side was the negated one.
func phraseTurned(ws []word, fw []int, a, b string, cp polarity) (negated, turned bool) {
	seen := false
	for k := 0; k+1 < len(fw); k++ {
		if !sameForm(a, ws[fw[k]].Key) || !sameForm(b, ws[fw[k+1]].Key) || conditional(ws, fw[k]) {
			continue
		}
		seen = true
		wp := polarityAt(ws, fw[k])
		switch {
		case cp.strong && !wp.weak:
			negated = false
		case wp.strong && !cp.weak:
			negated = true
		default:
			return false, false // an occurrence that agrees
		}
	}
	return negated, seen
}

// clauseBounds are the words of ws[i]'s clause: from the word after the
// last clause boundary (a comma, a semicolon, a sentence end, a
// complementizer) before it to the next one after it, at most clauseReach
// words each way.
func clauseBounds(ws []word, i int) (from, to int) {
	from = i
	for from > 0 && from > i-clauseReach && !strings.ContainsAny(ws[from-1].raw, ",;.:") && !complementizers[ws[from-1].Key] {
		from--
	}
	to = i
	for to+1 < len(ws) && to < i+clauseReach && !strings.ContainsAny(ws[to].raw, ",;.:") && !complementizers[ws[to+1].Key] {
		to++
	}
	return from, to + 1
}

// clauseReach bounds a clause, in words each way.
const clauseReach = 20

// clauseNegated reports a clause negation in ws[i]'s clause ("nie tylko"
// is none).
func clauseNegated(ws []word, i int) bool {
	from, to := clauseBounds(ws, i)
	for j := from; j < to; j++ {
		if clauseNegations[ws[j].Key] && !(j+1 < len(ws) && ws[j+1].Key == "tylko") {
			return true
		}
	}
	return false
}

// inRaisedClause reports whether ws[i] stands in a clause that a negated
// clause embeds ("Nie można uznać, by oświadczenie mogło zastąpić…").
func inRaisedClause(ws []word, i int) bool {
	from, _ := clauseBounds(ws, i)
	if c := from - 1; c >= 0 && complementizers[ws[c].Key] {
		return raisedNegation(ws, c)
	}
	return false
}

// sameForm is a stricter sameLemma for the polarity of a word: the same
// word with at most its last two letters changed ("uwzględnił" /
// "uwzględniła", never "udowodniła" / "udowodnienia": a negated verb and
// a plain noun do not contradict each other).
func sameForm(a, b string) bool {
	if a == b {
		return true
	}
	common, ra, rb := sharedStem(a, b)
	return common >= minTermLen && ra <= 2 && rb <= 2
}

// keysOfWords is the keys of words.
func keysOfWords(ws []word) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.Key
	}
	return out
}
