package engine

import (
	"math"
	"regexp"
	"strings"
	"unicode"

	"citeguard/cite"
	"citeguard/norm"
	"citeguard/pl"
)

// Thresholds of the parties guard (reference v2.1+).
const (
	partiesAgree    = 0.5 // Jaccard ≥: the same parties, maybe written differently
	partiesDisagree = 0.3 // Jaccard <, with ≥ 2 tokens on each side: other parties
)

// anchorState is the outcome of the ISTNIENIE check.
type anchorState int

const (
	anchorMissing    anchorState = iota // no anchor and nothing resolved
	anchorUnresolved                    // an anchor the resolver did not find
	anchorConfirmed                     // signature and date agree
	anchorDiverges                      // signature, date or parties disagree
)

type anchorResult struct {
	State   anchorState
	Roznice []Uwaga // hard differences
	Uwagi   []Uwaga // soft remarks (court, partial parties)
}

// checkAnchor compares the anchor the memo states with the one resolved.
// Signature and date are hard (a mismatch may be a fabrication), the court is
// soft, and parties are judged by the Jaccard overlap of their name tokens.
func checkAnchor(a, resolved *cite.Anchor) anchorResult {
	if resolved == nil {
		if a != nil {
			return anchorResult{State: anchorUnresolved}
		}
		return anchorResult{State: anchorMissing}
	}
	if a == nil {
		a = &cite.Anchor{}
	}
	var r anchorResult
	hard := func(field, x, y string, norm func(string) string) {
		if x == "" || y == "" {
			return
		}
		if nx, ny := norm(x), norm(y); nx != "" && ny != "" && nx != ny {
			r.Roznice = append(r.Roznice, Uwaga{Pole: field, Zadeklarowano: nx, Znaleziono: ny})
		}
	}
	// Signatures compare in their one canonical form (pl.SameSignature):
	// "KIO/1486/10" is "KIO 1486/10", "V A Ca" is "V ACa", "20/2013" is
	// "20/13", whatever dash or space stands inside.
	if a.Sygnatura != "" && resolved.Sygnatura != "" && !pl.SameSignature(a.Sygnatura, resolved.Sygnatura) {
		hard("sygnatura", a.Sygnatura, resolved.Sygnatura, normSignature)
	}
	hard("data", a.Data, resolved.Data, normDate)
	if a.Organ != "" && resolved.Organ != "" && !courtsAgree(a.Organ, resolved.Organ) {
		r.Uwagi = append(r.Uwagi, Uwaga{Pole: "organ", Zadeklarowano: expandCourt(a.Organ), Znaleziono: expandCourt(resolved.Organ),
			Remark: cite.Found(cite.CourtSoftMismatch)})
	}
	declared, found := a.Strony, resolved.Strony
	if ov, ok := partiesOverlap(declared, found); ok {
		pct := math.Round(ov.overlap*100) / 100
		u := Uwaga{Pole: "strony", Zadeklarowano: strings.Join(ov.a, " "), Znaleziono: strings.Join(ov.b, " "), Overlap: &pct}
		switch {
		case ov.overlap < partiesDisagree && ov.minSize >= 2:
			u.Wspolne = ov.common
			u.Remark = cite.Found(cite.PartiesOtherCase)
			r.Roznice = append(r.Roznice, u)
		case ov.overlap < partiesAgree:
			u.Remark = cite.Found(cite.PartiesPartial)
			r.Uwagi = append(r.Uwagi, u)
		}
	}
	if len(r.Roznice) == 0 {
		r.State = anchorConfirmed
	} else {
		r.State = anchorDiverges
	}
	return r
}

// normSignature compares signatures without dots, commas and extra spaces.
func normSignature(s string) string {
	n := strings.NewReplacer(".", "", ",", "", ";", "").Replace(norm.Normalize(s))
	return strings.Join(strings.Fields(n), " ")
}

// normDate reads a date in digits or Polish words as YYYY-MM-DD, so that
// "5 lipca 2002 r.", "5.07.2002" and "2002-07-05" compare equal.
func normDate(s string) string {
	if d, ok := pl.ParseDate(s); ok {
		return d.ISO()
	}
	return norm.Normalize(s)
}

var nonWord = regexp.MustCompile(`[^\p{L}\p{N}]+`)

// expandCourt normalizes a court's name with its abbreviations written out.
func expandCourt(s string) string {
	var out []string
	for _, t := range nonWord.Split(norm.Normalize(s), -1) {
		if t == "" {
			continue
		}
		if full, ok := pl.ExpandCourtAbbrev(t); ok {
			t = full
		}
		out = append(out, t)
	}
	return strings.Join(out, " ")
}

// courtsAgree reports whether every word of the shorter court name occurs in
// the longer one, abbreviations expanded ("SN" and "Sąd Najwyższy Izba
// Cywilna" agree).
//
// Two names pl recognises agree when pl.SameCourt says so, too: an
// anonymised seat in a source („Sąd Okręgowy w O.”) is the seat a memo writes
// out („w Olsztynie”), and „SO w Olsztynie” is „Sąd Okręgowy w Olsztynie”.
func courtsAgree(a, b string) bool {
	if pl.CanonicalCourt(a) != "" && pl.CanonicalCourt(b) != "" && pl.SameCourt(a, b) {
		return true
	}
	ta, tb := tokenSet(norm.FoldDiacritics(expandCourt(a))), tokenSet(norm.FoldDiacritics(expandCourt(b)))
	if len(ta) > len(tb) {
		ta, tb = tb, ta
	}
	for t := range ta {
		if !tb[t] {
			return false
		}
	}
	return true
}

func tokenSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, t := range strings.Fields(s) {
		m[t] = true
	}
	return m
}

// partyStopwords are legal forms and connectives, never names (folded).
var partyStopwords = wordSet(pl.PartyStopwords)

// partyTokens returns the distinct name tokens of a parties string: lower
// case, diacritics folded, legal forms and bare numbers removed.
func partyTokens(s string) []string {
	seen := map[string]bool{}
	var out []string
	for _, t := range strings.FieldsFunc(norm.FoldDiacritics(norm.Normalize(s)), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}) {
		if len([]rune(t)) < 2 || partyStopwords[t] || isDigits(t) || seen[t] {
			continue
		}
		seen[t] = true
		out = append(out, t)
	}
	return out
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

type partyOverlap struct {
	overlap float64
	a, b    []string
	common  []string
	minSize int
}

// partiesOverlap is the Jaccard overlap of two parties' token sets; ok is
// false when either side has no name tokens.
func partiesOverlap(x, y string) (partyOverlap, bool) {
	a, b := partyTokens(x), partyTokens(y)
	if len(a) == 0 || len(b) == 0 {
		return partyOverlap{}, false
	}
	inB := map[string]bool{}
	for _, t := range b {
		inB[t] = true
	}
	var common []string
	for _, t := range a {
		if inB[t] {
			common = append(common, t)
		}
	}
	union := len(a) + len(b) - len(common)
	return partyOverlap{
		overlap: float64(len(common)) / float64(union),
		a:       a, b: b, common: common,
		minSize: min(len(a), len(b)),
	}, true
}
