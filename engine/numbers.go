package engine

// Numbers in a claim and its source under the memo rules: quantities with
// their units, numerals written as words, the same number in another form.

import (
	"strconv"
	"strings"

	"citeguard/pl"
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

// ordinalStems are the stems of the ordinal numerals.
var ordinalStems = pl.Words(pl.OrdinalStems)

func ordinal(k string) bool {
	for _, p := range ordinalStems {
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
var numberStems = valuedStems(pl.NumberStems)

// valuedStem is a stem and the number it stands for.
type valuedStem struct {
	stem string
	n    int
}

// valuedStems is a list of pl's pairs of a stem and a number, in order.
func valuedStems(l pl.WordList) []valuedStem {
	var out []valuedStem
	for _, pr := range pl.Pairs(l) {
		n, _ := strconv.Atoi(pr[1])
		out = append(out, valuedStem{pr[0], n})
	}
	return out
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
