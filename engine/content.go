package engine

import (
	"strings"
	"unicode/utf8"

	"citeguard/norm"
	"citeguard/pl"
)

// Thresholds of the TREŚĆ level (reference v2.3+).
const (
	coverageThreshold = 0.7 // share of content terms present in the source
	boilerplateWeight = 0.5 // a term that only comes from a stock phrase
	localityThreshold = 0.2 // trigram Jaccard of the best window; below: scattered
	minTermLen        = 4   // content terms have at least 4 characters
)

// stopwords are Polish function words, compared folded (without diacritics),
// so "które" and "ktore" are both stopwords.
var stopwords = wordSet(pl.Stopwords)

// boilerplatePhrases are stock phrases of Polish legal language: their
// presence in a source proves little, so their terms count half.
var boilerplatePhrases = func() []string {
	ps := pl.Phrases(pl.Boilerplate)
	for i, p := range ps {
		ps[i] = norm.FoldDiacritics(norm.Normalize(p))
	}
	return ps
}()

// contentResult is the outcome of the TREŚĆ check.
type contentResult struct {
	Terms       []string
	Present     []string
	Missing     []string
	Boilerplate []string // present terms that only come from stock phrases
	Weighted    float64  // coverage with boilerplate terms at half weight
	Raw         float64  // plain share of present terms
	normClaim   string
	src         string
	memo        *memoContent // the memo rules' window and contradictions (Options.Memo)
}

// termSplitter turns the punctuation around terms into spaces.
var termSplitter = strings.NewReplacer(`"`, " ", ".", " ", ",", " ", ";", " ", ":", " ",
	"(", " ", ")", " ", "[", " ", "]", " ")

// contentTerms lists the distinct content terms of a normalized claim.
func contentTerms(normClaim string) []string {
	seen := map[string]bool{}
	var terms []string
	for _, t := range strings.Split(termSplitter.Replace(normClaim), " ") {
		if utf8.RuneCountInString(t) < minTermLen || stopwords[norm.FoldDiacritics(t)] || seen[t] {
			continue
		}
		seen[t] = true
		terms = append(terms, t)
	}
	return terms
}

// termPresent finds a term in the source, or its stem: the prefix of
// max(4, len-3) characters, for Polish inflection ("Warszawie" ~ "Warszawa").
func termPresent(t, src string) bool {
	if strings.Contains(src, t) {
		return true
	}
	r := []rune(t)
	n := max(minTermLen, len(r)-3)
	return n < len(r) && strings.Contains(src, string(r[:n]))
}

// boilerplateTerms returns the folded content terms of the stock phrases
// that the claim contains.
func boilerplateTerms(normClaim string) map[string]bool {
	folded := norm.FoldDiacritics(normClaim)
	out := map[string]bool{}
	for _, p := range boilerplatePhrases {
		if !strings.Contains(folded, p) {
			continue
		}
		for _, t := range strings.Split(p, " ") {
			if len(t) >= minTermLen && !stopwords[t] {
				out[t] = true
			}
		}
	}
	return out
}

// checkContent measures how much of the claim's content the source holds.
func checkContent(claim, src string) *contentResult {
	nc := norm.Normalize(claim)
	r := &contentResult{Terms: contentTerms(nc), normClaim: nc, src: src}
	if len(r.Terms) == 0 {
		return r
	}
	boiler := boilerplateTerms(nc)
	weighted := 0.0
	for _, t := range r.Terms {
		if !termPresent(t, src) {
			r.Missing = append(r.Missing, t)
			continue
		}
		r.Present = append(r.Present, t)
		if boiler[norm.FoldDiacritics(t)] {
			weighted += boilerplateWeight
			r.Boilerplate = append(r.Boilerplate, t)
		} else {
			weighted++
		}
	}
	r.Weighted = weighted / float64(len(r.Terms))
	r.Raw = float64(len(r.Present)) / float64(len(r.Terms))
	return r
}

// Locality is the trigram Jaccard similarity between the claim and the
// source window (of the claim's length, at least 60 characters, stepping a
// third of it) that resembles it most; ok is false for a claim without
// trigrams. A low value means the terms are scattered over the source.
func (r *contentResult) Locality() (float64, bool) {
	return trigramLocality(r.normClaim, r.src)
}

func trigramLocality(claim, src string) (float64, bool) {
	cr := []rune(claim)
	ct := trigrams(cr)
	if len(ct) == 0 {
		return 0, false
	}
	sr := []rune(src)
	L := max(len(cr), 60)
	if len(sr) <= L {
		return jaccard(ct, trigrams(sr)), true
	}
	step := max(20, L/3)
	best := 0.0
	for i := 0; i <= len(sr)-L/2; i += step {
		j := jaccard(ct, trigrams(sr[i:min(i+L, len(sr))]))
		if j > best {
			best = j
		}
		if best >= 0.95 {
			break
		}
	}
	return best, true
}

// trigrams returns the set of 3-character substrings without a space.
func trigrams(r []rune) map[[3]rune]struct{} {
	out := make(map[[3]rune]struct{}, len(r))
	for i := 0; i+3 <= len(r); i++ {
		if r[i] != ' ' && r[i+1] != ' ' && r[i+2] != ' ' {
			out[[3]rune{r[i], r[i+1], r[i+2]}] = struct{}{}
		}
	}
	return out
}

func jaccard(a, b map[[3]rune]struct{}) float64 {
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	common := 0
	for g := range a {
		if _, ok := b[g]; ok {
			common++
		}
	}
	return float64(common) / float64(len(a)+len(b)-common)
}
