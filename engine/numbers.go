package engine

// Numbers in a claim and its source under the memo rules: quantities with
// their units, numerals written as words, the same number in another form.

import (
	"strings"
)

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
