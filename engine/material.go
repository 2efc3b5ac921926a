package engine

import (
	"slices"
	"strings"
	"unicode"

	"citeguard/cite"
	"citeguard/pl"
)

// Words whose change alters what a sentence says, as folded keys.
var (
	negationWords    = wordSet(pl.NegationWords)
	modalWords       = wordSet(pl.ModalWords)
	conjunctionWords = wordSet(pl.Conjunctions)
	alsoParticles    = wordSet(pl.AlsoParticles)
	numberWords      = wordSet(pl.NumberWords)
)

// wordSet is a word list of pl as a set.
func wordSet(l pl.WordList) map[string]bool {
	m := map[string]bool{}
	for _, w := range pl.Words(l) {
		m[w] = true
	}
	return m
}

// materialKinds are the kinds of a change of meaning, in the order a
// change's findings list them.
var materialKinds = []string{cite.KindNegation, cite.KindNumber, cite.KindModal, cite.KindTime, cite.KindRole, cite.KindDegree, cite.KindOpposite, cite.KindConjunction}

// Opposite party roles (dłużnik ↔ wierzyciel, powód ↔ pozwany), opposite
// time words („przed” ↔ „po”, „wcześniej” ↔ „później”) and the time words
// whose adding or dropping changes a limit („najpóźniej”): pl's
// data/material.tsv.
var (
	rolePairs     = pl.MaterialPairs(pl.MaterialRole)
	timePairs     = pl.MaterialPairs(pl.MaterialTime)
	orderPairs    = pl.MaterialPairs(pl.MaterialOrder)
	limitWords    = pl.MaterialPairs(pl.MaterialLimit)
	degreePairs   = pl.MaterialPairs(pl.MaterialDegree)
	oppositePairs = pl.MaterialPairs(pl.MaterialOpposite)
)

// opposed finds a word of one side that names one member of a pair where
// the other side names only the opposite one: „wierzycielu” in the
// quotation where the source has „dłużniku” (and no form of
// „wierzyciel”). It returns the two words.
func opposed(qw, sw []string, pairs []pl.MaterialPair) (string, string, bool) {
	for _, p := range pairs {
		for _, sides := range [2][2]pl.WordForms{{p.A, p.B}, {p.B, p.A}} {
			q, ok1 := firstOf(qw, sides[0])
			s, ok2 := firstOf(sw, sides[1])
			_, back1 := firstOf(qw, sides[1])
			_, back2 := firstOf(sw, sides[0])
			if ok1 && ok2 && !back1 && !back2 {
				return q, s, true
			}
		}
	}
	return "", "", false
}

// partyRoles are the sides of every row of rolePairs, each one party role
// (dłużnik, wierzyciel, ubezpieczyciel, poszkodowany…).
var partyRoles = func() []pl.WordForms {
	var out []pl.WordForms
	for _, p := range rolePairs {
		out = append(out, p.A, p.B)
	}
	return out
}()

// roleSwapped reports whether a change puts one party role where the source
// names another, of its own relation or not: „obciąża poszkodowanego” for
// „obciąża ubezpieczyciela” is as material as „wierzyciel” for „dłużnik”.
// A role named on both sides (moved, or inflected) is no swap. The change's
// words qw and sw are read with the equal words around it (before, after;
// on the source's side also the words before a passage the change opens),
// so that a role of several words of which the change holds one
// („dający zlecenie” for „przyjmujący zlecenie”) is read whole; a role must
// touch the change's own words, and one the context names stands on both
// sides.
func roleSwapped(c Change, qw, sw []string) bool {
	qs := slices.Concat(c.before, qw, c.after)
	ss := slices.Concat(c.srcBefore, c.before, sw, c.after)
	touches := func(spans [][2]int, lo, n int) bool {
		for _, sp := range spans {
			if sp[0] < lo+n && sp[1] > lo {
				return true
			}
		}
		return false
	}
	for x, rx := range partyRoles {
		if !touches(rx.Spans(qs), len(c.before), len(qw)) || len(rx.Spans(ss)) > 0 {
			continue
		}
		for y, ry := range partyRoles {
			if y == x {
				continue
			}
			if touches(ry.Spans(ss), len(c.srcBefore)+len(c.before), len(sw)) && len(ry.Spans(qs)) == 0 {
				return true
			}
		}
	}
	return false
}

// firstOf is the first word of ws that is one of the forms.
func firstOf(ws []string, f pl.WordForms) (string, bool) {
	for _, w := range ws {
		if f.Has(w) {
			return w, true
		}
	}
	return "", false
}

// sameModality reports modal words on both sides of a change that are all
// of possibility, or all of necessity: the same modality in other words.
func sameModality(qk, sk []string) bool {
	if len(qk) == 0 || len(sk) == 0 {
		return false
	}
	all := append(append([]string{}, qk...), sk...)
	for _, set := range []map[string]bool{possibilityWords, necessityWords} {
		in := true
		for _, k := range all {
			in = in && set[k]
		}
		if in {
			return true
		}
	}
	return false
}

// limitChanged reports a time limit word („najpóźniej”) on one side of a
// change only.
func limitChanged(qw, sw []string) bool {
	for _, p := range limitWords {
		_, inQ := firstOf(qw, p.A)
		_, inS := firstOf(sw, p.A)
		if inQ != inS {
			return true
		}
	}
	return false
}

// materialKind names why a changed word matters, or "" when it does not.
func materialKind(key string) string {
	switch {
	case negationWords[key]:
		return cite.KindNegation
	case strings.IndexFunc(key, unicode.IsDigit) >= 0 || numberWords[key]:
		return cite.KindNumber
	case modalWords[key]:
		return cite.KindModal
	case conjunctionWords[key]:
		return cite.KindConjunction
	}
	return ""
}

// negatingPrefixes negate the word they start ("nie", "bez").
var negatingPrefixes = pl.Words(pl.NegatingPrefixes)

// negatedPair reports whether one word is the other with a negating prefix
// ("zasadna" / "niezasadna", "podstawy" / "bezpodstawy").
func negatedPair(a, b string) bool {
	for _, p := range negatingPrefixes {
		if (strings.HasPrefix(a, p) && a[len(p):] == b) || (strings.HasPrefix(b, p) && b[len(p):] == a) {
			return true
		}
	}
	return false
}

// numericPrefixes begin the Polish compound numerals ("dwukrotnie",
// "trzyletni", "pięciodniowy"), folded, with the number each stands for
// (0: an indefinite number, "kilku", "wielo").
var numericPrefixes = valuedStems(pl.NumericPrefixes)

// numericPrefix splits a compound numeral into its numeral and the rest.
func numericPrefix(w string) (string, string) {
	for _, p := range numericPrefixes {
		if strings.HasPrefix(w, p.stem) && len(w) > len(p.stem)+2 {
			return p.stem, w[len(p.stem):]
		}
	}
	return "", w
}

// durationStems are the stems of the adjectives of a period or a count
// that a numeral prefix multiplies ("tygodniowy" / "dwutygodniowy",
// "roczny" / "dwuletni" — one year, two years), each with its unit.
var durationStems = pl.Pairs(pl.DurationStems) // stem, unit

// duration reads a period or count adjective ("trzymiesięczny" → 3
// miesiąc; "roczny" → 1 rok; "dwuletni" → 2 rok); ok is false for other
// words. An indefinite prefix ("kilkuletni") has n 0.
func duration(w string) (unit string, n int, ok bool) {
	n = 1
	rest := w
	for _, p := range numericPrefixes {
		if strings.HasPrefix(w, p.stem) && len(w) > len(p.stem)+2 {
			rest, n = w[len(p.stem):], p.n
			break
		}
	}
	for _, d := range durationStems {
		if stem, unit := d[0], d[1]; strings.HasPrefix(rest, stem) {
			if unit == "rok" && stem != "roczn" && rest == w {
				return "", 0, false // "letni" alone is the summer, not one year
			}
			return unit, n, true
		}
	}
	return "", 0, false
}

// numericPair reports two words that differ only in a numeral prefix
// ("dwukrotnie" / "trzykrotnie"), or two period or count adjectives of
// different lengths: a numeral prefix added or dropped ("tygodniowy" /
// "dwutygodniowy"), another number of years ("roczny" / "dwuletni").
func numericPair(a, b string) bool {
	pa, ra := numericPrefix(a)
	pb, rb := numericPrefix(b)
	if pa != "" && pb != "" && pa != pb && ra == rb {
		return true
	}
	ua, na, oka := duration(a)
	ub, nb, okb := duration(b)
	return oka && okb && ua == ub && na != nb
}

// materialChanges lists the differences in changes that alter the meaning
// of a quotation: a negation, a number, a modal word, a time word or a
// conjunction added, dropped or swapped, or a party role swapped. Other
// differences (punctuation, diacritics, a typo, a word moved by the
// neighbouring change: „nie jest obowiązany” against „obowiązany jest”)
// are cosmetic and give nothing.
func materialChanges(changes []Change) cite.Note {
	var out cite.Note
	sides := make([][2][]string, len(changes))
	for i, c := range changes {
		qw, sw := dropTypoPairs(splitUnits(keysOf(c.Cytat)), splitUnits(keysOf(c.Zrodlo)))
		sides[i] = [2][]string{qw, sw}
	}
	// moved: a word on the other side of this change or of a neighbouring
	// one (the alignment pairs a word moved by one place as dropped here
	// and added there).
	moved := func(i int, k string, quoteSide bool) bool {
		other := 1
		if !quoteSide {
			other = 0
		}
		for j := max(0, i-1); j <= min(len(changes)-1, i+1); j++ {
			if slices.Contains(sides[j][other], k) {
				return true
			}
		}
		return false
	}
	for i, c := range changes {
		qw, sw := sides[i][0], sides[i][1]
		kindWords := map[string]*[2][]string{} // kind → its words of the quotation, of the source
		note := func(kind string, side int, k string) {
			if kindWords[kind] == nil {
				kindWords[kind] = &[2][]string{}
			}
			kindWords[kind][side] = append(kindWords[kind][side], k)
		}
		for side, ws := range [2][]string{qw, sw} {
			for _, k := range ws {
				if kind := materialKind(k); kind != "" && !moved(i, k, side == 0) {
					note(kind, side, k)
				}
			}
		}
		both := func(kind string) {
			note(kind, 0, "")
			note(kind, 1, "")
		}
		for _, a := range keysOf(c.Cytat) {
			for _, b := range keysOf(c.Zrodlo) {
				if negatedPair(a, b) {
					both(cite.KindNegation)
				}
				if numericPair(a, b) {
					both(cite.KindNumber)
				}
			}
		}
		if roleSwapped(c, qw, sw) {
			both(cite.KindRole)
		}
		if _, _, ok := opposed(qw, sw, degreePairs); ok {
			both(cite.KindDegree)
		}
		if _, _, ok := opposed(qw, sw, oppositePairs); ok {
			both(cite.KindOpposite)
		}
		if _, _, ok := opposed(qw, sw, append(timePairs, orderPairs...)); ok {
			both(cite.KindTime)
		} else if limitChanged(qw, sw) {
			note(cite.KindTime, 0, "")
		}
		if w := kindWords[cite.KindConjunction]; w != nil && particleSwap(w[0], w[1], qw, sw) {
			delete(kindWords, cite.KindConjunction) // „też” for „także”: the same „also”
		}
		if w := kindWords[cite.KindModal]; w != nil && sameModality(w[0], w[1]) {
			delete(kindWords, cite.KindModal) // „musi” for „jest obowiązany”: a necessity either way
		}
		for _, kind := range materialKinds {
			if w := kindWords[kind]; w != nil {
				out = append(out, describeChange(kind, c, w[0], w[1]))
			}
		}
	}
	return out
}

// particleSwap reports whether the conjunctions a change adds (q) and
// drops (s) are only "also" particles, swapped for one another: the
// quotation's words qw and the source's sw each hold one („także” for
// „też”, „również” for „także”).
func particleSwap(q, s, qw, sw []string) bool {
	only := func(ws []string) bool {
		for _, w := range ws {
			if !alsoParticles[w] {
				return false
			}
		}
		return true
	}
	has := func(ws []string) bool {
		return slices.ContainsFunc(ws, func(w string) bool { return alsoParticles[w] })
	}
	return only(q) && only(s) && has(qw) && has(sw)
}

// dropTypoPairs removes the words of a change that are a typo of a word on
// the other side ("obowiązanx" / "obowiązany"): at least four letters, no
// digit, and at most one edit per four letters apart.
func dropTypoPairs(qw, sw []string) ([]string, []string) {
	usedS := make([]bool, len(sw))
	var keptQ []string
	for _, a := range qw {
		typo := false
		for j, b := range sw {
			if !usedS[j] && typoPair(a, b) {
				usedS[j], typo = true, true
				break
			}
		}
		if !typo {
			keptQ = append(keptQ, a)
		}
	}
	var keptS []string
	for j, b := range sw {
		if !usedS[j] {
			keptS = append(keptS, b)
		}
	}
	return keptQ, keptS
}

// opposedWords reports whether a and b are the two sides of a row of
// opposites („wyższych” / „niższych”): a letter or two apart, yet no typo.
func opposedWords(a, b string) bool {
	_, _, ok := opposed([]string{a}, []string{b}, degreePairs)
	if !ok {
		_, _, ok = opposed([]string{a}, []string{b}, oppositePairs)
	}
	if !ok {
		_, _, ok = opposed([]string{a}, []string{b}, rolePairs)
	}
	return ok
}

func typoPair(a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	if min(len(ra), len(rb)) < 4 || strings.ContainsAny(a+b, "0123456789") || negatedPair(a, b) || numericPair(a, b) || opposedWords(a, b) {
		return false
	}
	return levenshtein(ra, rb) <= max(1, max(len(ra), len(rb))/4)
}

// levenshtein is the edit distance of two short words.
func levenshtein(a, b []rune) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			sub := prev[j-1]
			if a[i-1] != b[j-1] {
				sub++
			}
			cur[j] = min(sub, prev[j]+1, cur[j-1]+1)
		}
		prev = cur
	}
	return prev[len(b)]
}

// describeChange is a change of meaning of the given kind as a finding.
// A change that both adds and drops words (a swap) but whose words of that
// kind stand on one side only is the adding or the dropping of those
// words: „nie jest obowiązany” against „obowiązany jest” adds „nie”.
func describeChange(kind string, c Change, qk, sk []string) cite.Finding {
	switch {
	case c.Rodzaj == "pominiete":
		return cite.Finding{Code: cite.ChangeOmitted, Args: []string{kind, c.Zrodlo}}
	case c.Rodzaj == "dodane":
		return cite.Finding{Code: cite.ChangeAdded, Args: []string{kind, c.Cytat}}
	case len(sk) == 0 && len(qk) > 0 && wordsOf(c.Cytat, qk) != "":
		return cite.Finding{Code: cite.ChangeAdded, Args: []string{kind, wordsOf(c.Cytat, qk)}}
	case len(qk) == 0 && len(sk) > 0 && wordsOf(c.Zrodlo, sk) != "":
		return cite.Finding{Code: cite.ChangeOmitted, Args: []string{kind, wordsOf(c.Zrodlo, sk)}}
	}
	return cite.Finding{Code: cite.ChangeSwapped, Args: []string{kind, strings.Trim(c.Cytat, edgePunct), strings.Trim(c.Zrodlo, edgePunct)}}
}

// wordsOf is the words of s whose keys are among keys, as written (their
// punctuation trimmed), in their order.
func wordsOf(s string, keys []string) string {
	var out []string
	for _, w := range splitWords(s) {
		for _, k := range splitUnits([]string{w.Key}) {
			if slices.Contains(keys, k) {
				out = append(out, strings.Trim(s[w.Start:w.End], edgePunct))
				break
			}
		}
	}
	return strings.Join(out, " ")
}

// keysOf is the keys of the words of s.
func keysOf(s string) []string { return keysOfWords(splitWords(s)) }

// unitSuffixes are the abbreviations a number is written glued to or
// apart from ("1939r." / "1939 r.", "500zł" / "500 zł"), as folded keys.
var unitSuffixes = wordSet(pl.UnitSuffixes)

// splitUnits splits the keys of a number glued to a unit ("1939r" →
// "1939", "r"): the same number written without the space is no change
// of a number. A number with any other letter ("2b", a unit of a
// provision) stays whole.
func splitUnits(keys []string) []string {
	var out []string
	for _, k := range keys {
		i := strings.IndexFunc(k, func(r rune) bool { return !unicode.IsDigit(r) })
		if i > 0 && unitSuffixes[k[i:]] {
			out = append(out, k[:i], k[i:])
			continue
		}
		out = append(out, k)
	}
	return out
}

// maxGapWords is the longest gap ([…]) in which any negation of the clause
// it joins counts as skipped; in a longer gap only one within two words of
// the resumed (or the interrupted) text does.
const maxGapWords = 12

// gapSkipsNegation reports a negation that a gap of a quotation jumps over:
// "sąd […] uwzględnił" against "sąd nie uwzględnił". Only a negation of the
// clause the gap joins counts: one in a sentence the gap omits whole (a
// sentence end stands between it and both edges of the gap) negates
// nothing the quotation says.
func gapSkipsNegation(gap string) (string, bool) {
	ws := splitWords(gap)
	first, last := len(ws), -1 // the words up to the first and after the last sentence end
	if t := strings.TrimLeft(gap, " "); t != "" && strings.IndexByte(".!?", t[0]) >= 0 {
		first = -1 // the interrupted sentence ends where the gap starts
	}
	for i, w := range ws {
		if endsSentence(gap, w) {
			if first == len(ws) {
				first = i
			}
			last = i
		}
	}
	long := len(ws) > maxGapWords
	for i, w := range ws {
		if !negationWords[w.Key] || w.Key == "nie" && i+1 < len(ws) && ws[i+1].Key == "tylko" {
			continue // „nie tylko …, lecz także” negates nothing
		}
		inA := i <= first && (!long || i < 2)        // the clause the gap interrupts
		inB := i > last && (!long || i >= len(ws)-2) // the clause the quotation resumes
		if inA || inB {
			return gap[w.Start:w.End], true
		}
	}
	return "", false
}

// sentenceAbbrevs are the abbreviations after which a full stop does not
// end a sentence (folded keys, without the dot).
var sentenceAbbrevs = wordSet(pl.SentenceAbbrevs)

// endsSentence reports a word of normalized text that ends a sentence: it
// ends in ".", "!" or "?" and is not an abbreviation, an initial or a
// number ("art.", "J.", "1.").
func endsSentence(text string, w word) bool {
	raw := strings.TrimRight(text[w.Start:w.End], `")»«”“`)
	if raw == "" {
		return false
	}
	switch raw[len(raw)-1] {
	case '!', '?':
		return true
	case '.':
	default:
		return false
	}
	if strings.HasSuffix(raw, "...") {
		return false
	}
	k := w.Key
	if sentenceAbbrevs[k] || len([]rune(k)) == 1 || isDigits(k) || strings.Contains(strings.TrimSuffix(raw, "."), ".") {
		return false
	}
	return true
}
