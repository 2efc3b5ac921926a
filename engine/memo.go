package engine

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"citeguard/cite"
)

// Options select the rules of a verification.
type Options struct {
	// Memo applies the stricter rules for claims found in a memo (check,
	// watch) instead of the reference script's (citeguard task):
	//   - TREŚĆ counts whole tokens (a word in another inflected form, never
	//     a substring of another word), without the claim's lead-in ("Ma
	//     rację skarżący, iż zgodnie z art. 98 § 1 k.p.c. …") and the words
	//     that only cite ("zgodnie z", "przepis", act names, months);
	//   - locality decides: the terms must stand together in one passage of
	//     the source (memoWindowShare of them in the best window), else 🔴
	//     „brak zwartego fragmentu”;
	//   - a claim that contradicts its best window (a negation, a modal
	//     word, a number or an exclusivity word such as „jedynie”) is 🔴
	//     whatever its coverage;
	//   - KALIBRACJA (a quotation not found, its topic covered) needs
	//     memoCalibrationBar of the terms, locality and no contradiction;
	//   - a court that does not match (or parties that match only in part)
	//     make any claim type 🟡 WYMAGA_OSADU, not only a bare citation.
	Memo bool
}

// Thresholds of the memo rules.
const (
	// memoWindowShare is the share of a claim's terms that must stand in
	// one window of the source (memoWindowWords) for TREŚĆ.
	memoWindowShare = 0.5
	// memoCalibrationBar is the coverage a quotation that is not in the
	// source needs to be KALIBRACJA (softened to a paraphrase) instead of
	// 🔴: higher than TREŚĆ's coverageThreshold.
	memoCalibrationBar = 0.85
	// memoWindowWords is the least length of the window, in words; it is
	// twice the claim's length when that is more.
	memoWindowWords = 30
	// windowContext is how many words around the best window the
	// contradiction check also reads.
	windowContext = 8
)

// citingWords are the words of a claim that only cite or introduce (folded
// stems): they are no part of what the source must support.
var citingWords = []string{"zgodnie", "stosownie", "podstaw", "mysl", "swietle", "rozumieni", "przepis", "artykul",
	"kodeks", "ustaw", "konstytucj", "rozporzadzeni", "dyrektyw", "tresci", "brzmieni", "wyrok", "uchwal",
	"postanowieni", "orzeczeni", "sygn", "dnia", "stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca",
	"lipca", "sierpnia", "wrzesnia", "pazdziernika", "listopada", "grudnia", "roku", "wskazal", "stwierdzil",
	"przyjal", "uznal", "podkreslil", "zauwazyl", "wyjasnil", "zwazyl", "zaznaczyl", "orzekl", "racj", "trafnie",
	"slusznie", "zasadnie", "skarzac", "powolan", "cytowan", "wyrazon", "okreslon", "stanowi", "przewiduj"}

func isCitingWord(k string) bool {
	for _, c := range citingWords {
		if strings.HasPrefix(k, c) {
			return true
		}
	}
	return false
}

// reLeadIn is a claim's lead-in: up to fifteen words that end in "że",
// "iż" or a colon ("Ma rację skarżący, iż", "Sąd Najwyższy w wyroku … stwierdził, że").
var reLeadIn = regexp.MustCompile(`^(?:[^ ]+ ){0,15}?[^ ]*?(?:,? (?:że|iż|ze|iz)|:) `)

// reCitation is what a normalized claim cites rather than states: a
// provision ("art. 98 § 1", "§ 2", "ust. 3 pkt 1"), a date ("14 marca 2019
// r.", "14.03.2019"), a signature ("i csk 9901/99"), a publication ("dz. u.
// z 2019 r. poz. 1145").
var reCitation = regexp.MustCompile(`(?:art\.|§|ust\.|pkt|lit\.|zd\.)\s?\d+[a-z]?(?:\^\d+)?(?:\s?(?:§|ust\.|pkt|lit\.|zd\.)\s?[0-9a-z]+\)?)*` +
	`|\bzd(?:\.|anie)\s?(?:pierwsze|drugie|trzecie|czwarte|\d+)` +
	`|\d{1,2}\s\p{L}+\s\d{4}\s?r\.?|\d{1,2}\.\d{1,2}\.\d{4}(?:\s?r\.)?|\d{4}-\d{2}-\d{2}` +
	`|\b[ivx]{1,5}\s[a-z]{1,5}(?:/[a-z]{1,3})?\s\d+/\d+|dz\.\s?u(?:rz)?\.[^;)]{0,40}?poz\.\s?\d+|\bnr\s\d+`)

// claimCore is the part of a normalized claim that a source must support:
// without a lead-in and without what it cites.
func claimCore(nc string) string {
	if m := reLeadIn.FindStringIndex(nc); m != nil && m[1] < len(nc)*2/3 {
		nc = nc[m[1]:]
	}
	return reCitation.ReplaceAllString(nc, " ")
}

// memoContent is the TREŚĆ check of the memo rules.
type memoContent struct {
	terms    []string // content terms of the claim's core (folded keys)
	missing  []string
	window   float64 // share of the terms in the best window
	from, to int     // the best window, word indexes of the source
	contra   []contradiction
}

// checkContentMemo measures a claim against a source with the memo rules:
// whole-token coverage (weighted as the reference weighs boilerplate),
// the best window and the contradictions with it.
func checkContentMemo(claim string, src *Source) *contentResult {
	nc := Normalize(claim)
	core := claimCore(nc)
	ix := src.tokens()
	cws := splitWords(core)
	r := &contentResult{normClaim: core, src: src.Norm().Text, memo: &memoContent{}}
	mc := r.memo
	seen := map[string]bool{}
	for _, w := range cws {
		k := w.Key
		if len([]rune(k)) < minTermLen || stopwords[k] || seen[k] || isCitingWord(k) || hasDigit(k) {
			continue
		}
		seen[k] = true
		mc.terms = append(mc.terms, k)
	}
	r.Terms = mc.terms
	if len(mc.terms) == 0 {
		return r
	}
	boiler := boilerplateTerms(core)
	type hit struct {
		pos  int32
		term int
	}
	var hits []hit
	weighted := 0.0
	for ti, t := range mc.terms {
		pos := ix.find(t)
		if len(pos) == 0 {
			r.Missing = append(r.Missing, t)
			continue
		}
		r.Present = append(r.Present, t)
		if boiler[t] {
			weighted += boilerplateWeight
			r.Boilerplate = append(r.Boilerplate, t)
		} else {
			weighted++
		}
		for _, p := range pos {
			hits = append(hits, hit{p, ti})
		}
	}
	n := float64(len(mc.terms))
	r.Weighted, r.Raw = weighted/n, float64(len(r.Present))/n
	mc.missing = r.Missing
	// The best window: the most distinct terms within W words.
	sort.Slice(hits, func(i, j int) bool { return hits[i].pos < hits[j].pos })
	W := int32(max(memoWindowWords, 2*len(cws)))
	count := make([]int, len(mc.terms))
	distinct, best, lo := 0, 0, 0
	for hi := range hits {
		if count[hits[hi].term] == 0 {
			distinct++
		}
		count[hits[hi].term]++
		for hits[hi].pos-hits[lo].pos >= W {
			count[hits[lo].term]--
			if count[hits[lo].term] == 0 {
				distinct--
			}
			lo++
		}
		if distinct > best {
			best, mc.from, mc.to = distinct, int(hits[lo].pos), int(hits[hi].pos)+1
		}
	}
	mc.window = float64(best) / n
	if best > 0 {
		mc.contra = contradictions(cws, ix, mc.from-windowContext, mc.to+windowContext)
	}
	return r
}

func hasDigit(s string) bool { return strings.ContainsAny(s, "0123456789") }

// exclusiveWords narrow a statement to one case or to every case: a claim
// that has one its source's passage lacks says more than the source.
var exclusiveWords = setOf("jedynie wylacznie zawsze kazdorazowo bezwzglednie wylaczny wylaczna wylaczne wylacznym wylacznej")

// possibility and necessity are the two kinds of modal words.
var (
	possibilityWords = setOf("moze moga mogl mogla mogli mozna wolno dopuszczalne dopuszczalny dopuszczalna " +
		"mozliwe mozliwy mozliwa mozliwosc")
	necessityWords = setOf("musi musza musial musiala nalezy powinien powinna powinno powinni powinny winien winna winno " +
		"obowiazany obowiazana obowiazani zobowiazany zobowiazana zobowiazani")
)

// Kinds of a contradiction. A negation or a number turned is hard: the
// claim says the opposite of its source. An exclusivity word added or a
// modal word turned is a narrowing or a shift of what the source says.
const (
	contraNegation  = "przeczenie"
	contraNumber    = "liczba"
	contraExclusive = "wyłączność"
	contraModal     = "modalność"
)

// contradiction is one thing a claim says that its best window
// contradicts.
type contradiction struct {
	kind, what string
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
//     the other way round.
func contradictions(cws []word, ix *tokenIndex, from, to int) []contradiction {
	ws := ix.words
	from, to = max(from, 0), min(to, len(ws))
	win := map[string]bool{}
	for _, w := range ws[from:to] {
		win[w.Key] = true
	}
	var out []contradiction
	add := func(kind, what string) {
		for _, o := range out {
			if o.what == what {
				return
			}
		}
		out = append(out, contradiction{kind, what})
	}
	for i, w := range cws {
		k := w.Key
		switch {
		case exclusiveWords[k] && !win[k]:
			add(contraExclusive, fmt.Sprintf("„%s” (wyłączność) — źródło tego nie mówi", k))
		case possibilityWords[k] && !anyIn(win, possibilityWords) && anyIn(win, necessityWords):
			add(contraModal, fmt.Sprintf("modalność „%s” — źródło mówi o obowiązku", k))
		case necessityWords[k] && !anyIn(win, necessityWords) && anyIn(win, possibilityWords):
			add(contraModal, fmt.Sprintf("modalność „%s” — źródło mówi o możliwości", k))
		case isQuantity(k) && i+1 < len(cws) && !stopwords[cws[i+1].Key] && !sourceHasNumber(ix, k):
			if other := numberOfUnit(ws[from:to], cws[i+1].Key); other != "" && !sameNumber(other, k) {
				add(contraNumber, fmt.Sprintf("liczba „%s %s” — w źródle „%s %s”", k, cws[i+1].Key, other, cws[i+1].Key))
			}
		}
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
				add(contraNegation, fmt.Sprintf("przeczenie „nie … %s %s” — w źródle bez przeczenia", a, b))
			} else if n {
				add(contraNegation, fmt.Sprintf("„%s %s” — w źródle z przeczeniem", a, b))
			}
		}
	}
	return out
}

// clauseNegations negate the word they govern ("bez", "brak" are left
// out: "bez względu na" negates nothing; "ani" only continues a negation
// already made: "ustawie ani zasadom").
var clauseNegations = setOf("nie nigdy")

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
var complementizers = setOf("by aby zeby ze iz jakoby")

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
var doubleNegatives = []string{"watpliw", "sporn", "wyklucz", "zaprzecz", "kwestion", "ulega"}

// functionWord is a word a negation passes over: a stopword, an
// auxiliary, a modal word or a particle.
func functionWord(k string) bool {
	return stopwords[k] || possibilityWords[k] || necessityWords[k] || auxiliaryWords[k] || particleWords[k]
}

// particleWords are the adverbial particles between a negation and the
// word it governs ("nie jest jeszcze w stanie", "nie został wcale
// wykazany").
var particleWords = setOf("jeszcze juz wcale nawet tez rowniez wprawdzie bowiem zatem jednak dotad nigdy zupelnie calkiem tylko")

// auxiliaryWords are the verbs between a negation and the word it governs
// ("nie jest możliwe", "nie został wykazany", "nie ma podstaw").
var auxiliaryWords = setOf("jest sa byl byla bylo byly byli bedzie beda byc zostal zostala zostalo zostaly zostali " +
	"zostanie zostana ma maja mial miala mialo badz")

// conditionWords open a condition: what a clause they open says, negated
// or not, is no assertion ("Jeżeli termin … nie wynika z właściwości
// zobowiązania" is restated rightly as "termin … może wynikać z
// właściwości zobowiązania").
var conditionWords = setOf("jezeli jesli gdy gdyby ile chyba razie przypadku")

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

// numberOfUnit is the number the window states with a unit ("14" of "14
// dni"), "" when it states none.
func numberOfUnit(ws []word, unit string) string {
	for i := 1; i < len(ws); i++ {
		if sameForm(unit, ws[i].Key) && isQuantity(ws[i-1].Key) {
			return ws[i-1].Key
		}
	}
	return ""
}

func anyIn(win map[string]bool, set map[string]bool) bool {
	for k := range win {
		if set[k] {
			return true
		}
	}
	return false
}

// supports reports whether a content check supports the claim beyond its
// coverage: always with the reference rules; with the memo rules, when the
// terms stand together (memoWindowShare) and nothing contradicts them.
func (c *contentResult) supports() bool {
	return c.memo == nil || c.memo.window >= memoWindowShare && len(c.memo.contra) == 0
}

// contraText lists the contradictions in Polish.
func (m *memoContent) contraText() []string {
	var out []string
	for _, c := range m.contra {
		out = append(out, c.what)
	}
	return out
}

// kinds lists the kinds of the contradictions.
func (m *memoContent) kinds() []string {
	var out []string
	for _, c := range m.contra {
		out = append(out, c.kind)
	}
	return out
}

// decideContentMemo gives the status of a TREŚĆ claim with the memo rules.
func decideContentMemo(out *Result, c *contentResult) {
	if c == nil || len(c.Terms) == 0 {
		decideContent(out, c)
		return
	}
	m := c.memo
	detail := &Detail{Pokrycie: round2(c.Weighted), PokrycieSurowe: round2(c.Raw), BrakujaceTerminy: c.Missing,
		TerminySzablonowe: c.Boilerplate, ZbieznoscFragmentu: round2(m.window), Sprzecznosci: m.contraText()}
	out.Detail = detail
	switch {
	case len(m.contra) > 0:
		out.Status = cite.Niezweryfikowany
		out.Note = "twierdzenie przeczy źródłu: " + strings.Join(m.contraText(), "; ") + " (BLOKADA)"
		out.contraKinds = m.kinds()
	case c.Weighted < coverageThreshold && c.Raw < coverageThreshold:
		out.Status = cite.Niezweryfikowany
		out.Note = fmt.Sprintf("źródło nie zawiera terminów nośnych twierdzenia (pokrycie %d%%) — potencjalna halucynacja", pct(c.Weighted))
		detail.ObecneTerminy = c.Present
	case m.window < memoWindowShare:
		out.Status = cite.Niezweryfikowany
		out.Note = fmt.Sprintf("terminy twierdzenia rozproszone po źródle — brak zwartego fragmentu (w najlepszym fragmencie %d%% terminów, pokrycie %d%%)",
			pct(m.window), pct(c.Weighted))
	case c.Weighted >= coverageThreshold:
		out.Status = cite.WymagaOsadu
		out.Note = fmt.Sprintf("terminy nośne obecne w zwartym fragmencie źródła (%d%%) — substancję potwierdza człowiek", pct(c.Weighted))
	default:
		out.Status = cite.WymagaOsadu
		out.Note = fmt.Sprintf("terminy obecne, ale pokrycie w przeważającej mierze językiem szablonowym (ważone %d%%, surowe %d%%) — podwyższona ostrożność, substancję potwierdza człowiek",
			pct(c.Weighted), pct(c.Raw))
	}
}

// decideFragmentMemo gives the status of a FRAGMENT claim with the memo
// rules: as the reference does, except that a quotation that is not in the
// source is KALIBRACJA only above memoCalibrationBar, with its terms
// together and nothing contradicted; else 🔴.
func decideFragmentMemo(out *Result, frag *fragResult, c *contentResult, src *Source) {
	decideFragment(out, frag, c, src)
	if out.Status != cite.Kalibracja || c == nil || c.memo == nil {
		return
	}
	m := c.memo
	out.Detail.ZbieznoscFragmentu = round2(m.window)
	out.Detail.Sprzecznosci = m.contraText()
	switch {
	case len(m.contra) > 0:
		out.Status = cite.Niezweryfikowany
		out.Note = "cytatu nie ma w źródle, a jego treść przeczy źródłu: " + strings.Join(m.contraText(), "; ") + " — potencjalna halucynacja, BLOKADA"
		out.contraKinds = m.kinds()
	case c.Weighted < memoCalibrationBar || m.window < memoWindowShare:
		out.Status = cite.Niezweryfikowany
		out.Note = fmt.Sprintf("cytatu nie ma w źródle; źródło dotyczy tematu tylko częściowo (pokrycie %d%%, w najlepszym fragmencie %d%% terminów) — potencjalna halucynacja, BLOKADA",
			pct(c.Weighted), pct(m.window))
	}
}

// needsHuman lowers a 🟢 or 🟡 ZMODYFIKOWANY whose anchor has soft
// differences (the court, parties that match only in part) to 🟡
// WYMAGA_OSADU: the text is right, but is it this ruling?
func needsHuman(out *Result, us []Uwaga) {
	if out.Status != cite.Zweryfikowany && out.Status != cite.Zmodyfikowany {
		return
	}
	out.Status = cite.WymagaOsadu
	out.Note = strings.TrimPrefix(out.Note+"; ", "; ") + softFields(us) + " — sprawdź, czy to to orzeczenie"
	out.Uwagi = us
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

// cardinalWords are the number words of numberWords that count (not the
// ordinals: "pierwszej instancji", "zdanie drugie").
var cardinalWords = func() map[string]bool {
	m := map[string]bool{}
	for k := range numberWords {
		if !ordinal(k) {
			m[k] = true
		}
	}
	return m
}()

func ordinal(k string) bool {
	for _, p := range []string{"pierwsz", "drug", "trzec", "czwart", "piat", "szost", "siodm", "osm", "dziewiat", "dziesiat"} {
		if strings.HasPrefix(k, p) {
			return true
		}
	}
	return false
}

// isQuantity reports a word that states a quantity: a cardinal number
// word, or a number in digits (with a decimal part) that is not a year.
func isQuantity(k string) bool {
	if cardinalWords[k] {
		return true
	}
	if k == "" || strings.Trim(k, "0123456789.,") != "" || !hasDigit(k) {
		return false
	}
	if len(k) == 4 && (strings.HasPrefix(k, "19") || strings.HasPrefix(k, "20")) {
		return false
	}
	return true
}

func windowHasQuantity(ws []word) bool {
	for _, w := range ws {
		if isQuantity(w.Key) {
			return true
		}
	}
	return false
}

// numberStems are the Polish cardinal number words by the stem every case
// of them shares, with their values (folded: "trzydziestu" and
// "trzydzieści" are 30). Longer stems come first.
var numberStems = []struct {
	stem string
	n    int
}{
	{"jedenast", 11}, {"jedenascie", 11}, {"dwunast", 12}, {"dwanascie", 12}, {"trzynast", 13}, {"trzynascie", 13},
	{"czternast", 14}, {"czternascie", 14}, {"pietnast", 15}, {"pietnascie", 15}, {"szesnast", 16}, {"szesnascie", 16},
	{"siedemnast", 17}, {"siedemnascie", 17}, {"osiemnast", 18}, {"osiemnascie", 18}, {"dziewietnast", 19}, {"dziewietnascie", 19},
	{"dwadziesc", 20}, {"dwudziest", 20}, {"trzydziest", 30}, {"trzydziesc", 30}, {"czterdziest", 40}, {"czterdziesc", 40},
	{"piecdziesi", 50}, {"szescdziesi", 60}, {"siedemdziesi", 70}, {"osiemdziesi", 80}, {"dziewiecdziesi", 90},
	{"dwiescie", 200}, {"dwustu", 200}, {"trzysta", 300}, {"trzystu", 300}, {"czterysta", 400}, {"czterystu", 400},
	{"piecset", 500}, {"pieciuset", 500}, {"tysiac", 1000}, {"tysiec", 1000},
	{"jeden", 1}, {"jedna", 1}, {"jedno", 1}, {"jednego", 1}, {"jednej", 1}, {"dwa", 2}, {"dwie", 2}, {"dwoch", 2}, {"dwom", 2},
	{"trzy", 3}, {"trzech", 3}, {"cztery", 4}, {"czterech", 4}, {"piec", 5}, {"pieciu", 5}, {"szesc", 6}, {"szesciu", 6},
	{"siedem", 7}, {"siedmiu", 7}, {"osiem", 8}, {"osmiu", 8}, {"dziewiec", 9}, {"dziewieciu", 9}, {"dziesiec", 10},
	{"dziesieciu", 10}, {"sto", 100}, {"stu", 100},
}

// numberValue reads a number in digits ("30", "1.000", "2,5" → its whole
// part) or a cardinal number word ("trzydziestu" → 30); false otherwise.
func numberValue(k string) (int, bool) {
	if hasDigit(k) {
		digits := strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return r
			}
			if r == '.' {
				return -1 // a thousands separator
			}
			return 0
		}, k)
		digits, _, _ = strings.Cut(digits, "\x00")
		n := 0
		for _, r := range digits {
			n = n*10 + int(r-'0')
			if n > 1e9 {
				return 0, false
			}
		}
		return n, digits != ""
	}
	for _, ns := range numberStems {
		if k == ns.stem || len(ns.stem) >= 5 && strings.HasPrefix(k, ns.stem) {
			return ns.n, true
		}
	}
	return 0, false
}

// sameNumber reports two writings of one number ("30", "trzydziestu").
func sameNumber(a, b string) bool {
	if a == b {
		return true
	}
	x, ok1 := numberValue(a)
	y, ok2 := numberValue(b)
	return ok1 && ok2 && x == y
}

// sourceHasNumber reports whether the source states the number k, in
// digits or in words.
func sourceHasNumber(ix *tokenIndex, k string) bool {
	if len(ix.find(k)) > 0 {
		return true
	}
	v, ok := numberValue(k)
	if !ok {
		return false
	}
	for _, w := range ix.words {
		if isQuantity(w.Key) {
			if x, ok := numberValue(w.Key); ok && x == v {
				return true
			}
		}
	}
	return false
}
