package pl

import (
	"strconv"
	"strings"
	"testing"
)

// TestMatchWordLists: every list the engine asks for is in matchwords.txt,
// holds something, and is of the shape its accessor reads; words are
// folded (no diacritics, lower case) except the phrases.
func TestMatchWordLists(t *testing.T) {
	t.Parallel()
	pairs := map[WordList]bool{NumericPrefixes: true, DurationStems: true, NumberStems: true}
	for _, l := range []WordList{Stopwords, Boilerplate, CitingStems, PartyStopwords, ExclusiveWords, PossibilityWords,
		NecessityWords, ClauseNegations, Complementizers, DoubleNegatives, Particles, Auxiliaries, Conditions, NegationWords,
		ModalWords, Conjunctions, AlsoParticles, NumberWords, NegatingPrefixes, NumericPrefixes, DurationStems, UnitSuffixes, SentenceAbbrevs,
		OrdinalStems, NumberStems,
		ExclusiveOnly} {
		lines, ok := matchWords[l]
		if !ok || len(lines) == 0 {
			t.Errorf("list %s: missing or empty", l)
			continue
		}
		if pairs[l] && len(Pairs(l)) != len(lines) {
			t.Errorf("list %s: %d lines, %d pairs", l, len(lines), len(Pairs(l)))
		}
		if l == NumericPrefixes || l == NumberStems {
			for _, p := range Pairs(l) {
				if _, err := strconv.Atoi(p[1]); err != nil {
					t.Errorf("list %s: %q is no number", l, p)
				}
			}
		}
		if l == Boilerplate {
			continue
		}
		for _, w := range Words(l) {
			if strings.ContainsAny(w, "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ") || strings.ToLower(w) != w {
				t.Errorf("list %s: %q is not folded", l, w)
			}
		}
	}
	if len(matchWords) != 26 {
		t.Errorf("matchwords.txt has %d lists, the engine asks for 26", len(matchWords))
	}
}

func TestParseWordLists(t *testing.T) {
	t.Parallel()
	got := parseWordLists("# c\n[a]\n# about a\nx y\n\nz\n[b]\np q\n")
	if strings.Join(got["a"], "|") != "x y|z" || strings.Join(got["b"], "|") != "p q" {
		t.Errorf("%q", got)
	}
	for _, bad := range []string{"x\n[a]\n", "[a]\n[a]\n"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%q: no panic", bad)
				}
			}()
			parseWordLists(bad)
		}()
	}
}

func TestMonthGenitive(t *testing.T) {
	t.Parallel()
	if MonthGenitive(3) != "marca" || MonthGenitive(10) != "października" || MonthGenitive(0) != "" || MonthGenitive(13) != "" {
		t.Error("MonthGenitive")
	}
	for m := 1; m <= 12; m++ {
		if d, ok := ParseDate("5 " + MonthGenitive(m) + " 2002 r."); !ok || d.Month != m {
			t.Errorf("month %d: %v %v", m, d, ok)
		}
	}
}
