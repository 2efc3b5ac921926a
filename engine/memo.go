package engine

import (
	"sort"
	"strings"
	"unicode"

	"citeguard/cite"
	"citeguard/norm"
	"citeguard/pl"
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
// stems): they are no part of what the source must support — pl's citing
// stems and the months.
var citingWords = func() []string {
	out := pl.Words(pl.CitingStems)
	for m := 1; m <= 12; m++ {
		out = append(out, norm.FoldDiacritics(pl.MonthGenitive(m)))
	}
	return out
}()

func isCitingWord(k string) bool {
	for _, c := range citingWords {
		if strings.HasPrefix(k, c) {
			return true
		}
	}
	return false
}

// claimCore is the part of a normalized claim that a source must support:
// without a lead-in (one in its first two thirds) and without what it
// cites (pl.LeadInEnd, pl.StripCited).
func claimCore(nc string) string {
	if end := pl.LeadInEnd(nc); end >= 0 && end < len(nc)*2/3 {
		nc = nc[end:]
	}
	return pl.StripCited(nc)
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
func checkContentMemo(claim string, src *norm.Source) *contentResult {
	nc := norm.Normalize(claim)
	core := claimCore(nc)
	ix := tokensOf(src)
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

// contraFound lists the contradictions as findings.
func (m *memoContent) contraFound() cite.Note {
	var out cite.Note
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
		TerminySzablonowe: c.Boilerplate, ZbieznoscFragmentu: round2(m.window), Contradictions: m.contraFound()}
	out.Detail = detail
	switch {
	case len(m.contra) > 0:
		out.Status = cite.Niezweryfikowany
		out.Found = cite.Note{{Code: cite.ClaimContradictsSource, Of: m.contraFound()}}
		out.contraKinds = m.kinds()
	case c.Weighted < coverageThreshold && c.Raw < coverageThreshold:
		out.Status = cite.Niezweryfikowany
		out.Found = cite.Found(cite.NoContentTerms, pct(c.Weighted))
		detail.ObecneTerminy = c.Present
	case m.window < memoWindowShare:
		out.Status = cite.Niezweryfikowany
		out.Found = cite.Found(cite.TermsScattered, pct(m.window), pct(c.Weighted))
	case c.Weighted >= coverageThreshold:
		out.Status = cite.WymagaOsadu
		out.Found = cite.Found(cite.TermsInCompactPassage, pct(c.Weighted))
	default:
		out.Status = cite.WymagaOsadu
		out.Found = cite.Found(cite.TermsMostlyBoilerplate, pct(c.Weighted), pct(c.Raw))
	}
}

// decideFragmentMemo gives the status of a FRAGMENT claim with the memo
// rules: as the reference does, except that a quotation whose nearest
// passage it changes in meaning is 🔴 (nearMaterial), and one that is not
// in the source is KALIBRACJA only above memoCalibrationBar, with its
// terms together and nothing contradicted; else 🔴.
func decideFragmentMemo(out *Result, frag *fragResult, c *contentResult, src *norm.Source) {
	if frag != nil && frag.Kind != matchNone && len(frag.Hits) > 0 && frag.Hits[0].Start > 0 {
		if neg := negationCutOff(src.Norm().Text, frag.Hits[0].Start); neg != "" {
			// „Można czynić…” of „Nie można czynić…”: verbatim, but the
			// negation of its first word is left out of the quotation.
			cut := []Change{{Rodzaj: "pominiete", Zrodlo: neg}}
			frag.Material = append(materialChanges(cut), frag.Material...)
			frag.Changes = append(cut, frag.Changes...)
		}
	}
	decideFragment(out, frag, c, src)
	if frag != nil && frag.Kind == matchNone && len(frag.Near) > 0 {
		// The nearest passage says the same with a change of meaning:
		// 🔴 whatever else of the quotation differs.
		out.Status = cite.Niezweryfikowany
		out.Found = cite.Note{{Code: cite.QuoteNearChangesSource, Of: frag.Near}}
		out.Diff = frag.NearChanges
		if out.Detail == nil {
			out.Detail = &Detail{}
		}
		out.Detail.Changes = frag.Near
		out.Detail.Segmenty = segmentDetails(frag, src)
		return
	}
	if out.Status != cite.Kalibracja || c == nil || c.memo == nil {
		return
	}
	m := c.memo
	out.Detail.ZbieznoscFragmentu = round2(m.window)
	out.Detail.Contradictions = m.contraFound()
	switch {
	case len(m.contra) > 0:
		out.Status = cite.Niezweryfikowany
		out.Found = cite.Note{{Code: cite.QuoteAbsentContradicts, Of: m.contraFound()}}
		out.contraKinds = m.kinds()
	case c.Weighted < memoCalibrationBar || m.window < memoWindowShare:
		out.Status = cite.Niezweryfikowany
		out.Found = cite.Found(cite.QuoteAbsentPartialTopic, pct(c.Weighted), pct(m.window))
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
	out.Found = append(out.Found, cite.Found(cite.IsItThisRuling, softFields(us)...)...)
	out.Uwagi = us
}

// negationCutOff is the negation that stands right before byte i of the
// normalized source text, in the same sentence — the word a quotation
// starting at i leaves out and so turns what the source says („nie” before
// „można”) — or "".
func negationCutOff(text string, i int) string {
	j := wordStartBefore(text, i)
	w := strings.TrimSpace(text[j:i])
	if w == "" || !unicode.IsLetter([]rune(w)[len([]rune(w))-1]) {
		return "" // nothing before, or the previous sentence's end
	}
	if k := norm.FoldDiacritics(strings.ToLower(w)); k == "nie" {
		return w // a verb's negation; „bez”, „brak” stand before nouns a quotation may well start with, „nigdy” before a negation of its own
	}
	return ""
}
