package pl

import (
	"fmt"
	"strings"
)

// The months (data/months.tsv).

// Month is one line of months.tsv.
type Month struct {
	Genitive   string   // "lipca", as a date writes it
	Nominative string   // "lipiec"
	Other      []string // other writings: without diacritics, abbreviations
}

// ParseMonths reads a table in the format of months.tsv: twelve lines, in
// order.
func ParseMonths(tsv string) ([]Month, error) {
	rows, err := tsvRows("months.tsv", tsv, 3)
	if err != nil {
		return nil, err
	}
	if len(rows) != 12 {
		return nil, fmt.Errorf("months.tsv: %d months, want 12", len(rows))
	}
	var out []Month
	seen := map[string]bool{}
	for _, r := range rows {
		m := Month{Genitive: r[0], Nominative: r[1], Other: list(r[2], " ")}
		for _, w := range m.writings() {
			if w != strings.ToLower(w) || seen[w] {
				return nil, fmt.Errorf("months.tsv: %q is not lower case or names two months", w)
			}
			seen[w] = true
		}
		out = append(out, m)
	}
	return out, nil
}

func (m Month) writings() []string {
	return append([]string{m.Genitive, m.Nominative}, m.Other...)
}

// months is months.tsv; monthNames maps every writing to the month's
// number.
var months, monthNames = func() ([]Month, map[string]int) {
	ms := mustParse(ParseMonths(monthsTSV))
	names := map[string]int{}
	for i, m := range ms {
		for _, w := range m.writings() {
			names[w] = i + 1
		}
	}
	return ms, names
}()

// MonthGenitive is month m (1–12) in the genitive, as a date in words
// writes it: 7 → "lipca"; "" for another number.
func MonthGenitive(m int) string {
	if m < 1 || m > len(months) {
		return ""
	}
	return months[m-1].Genitive
}

// MonthNominative is month m (1–12) in the nominative: 7 → "lipiec".
func MonthNominative(m int) string {
	if m < 1 || m > len(months) {
		return ""
	}
	return months[m-1].Nominative
}

// MonthOf reads a month's name in any writing of months.tsv (lower case:
// "lipca", "lipiec", "lip", "pazdziernika") as its number.
func MonthOf(w string) (int, bool) {
	m, ok := monthNames[w]
	return m, ok
}
