package reports

import (
	"fmt"
	"strings"
	"time"

	"citeguard/cite"
)

// plural picks the Polish form for n: one (1), few (2–4, 22–24…), many.
func plural(n int, one, few, many string) string {
	switch {
	case n == 1:
		return one
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
		return few
	}
	return many
}

// count writes "2 blokady (C3, C5)".
func count(n int, one, few, many string, ids []string) string {
	return fmt.Sprintf("%d %s (%s)", n, plural(n, one, few, many), strings.Join(ids, ", "))
}

// andList joins ids the Polish way: "C3", "C3 i C5", "C3, C4 i C5".
func andList(ids []string) string {
	switch len(ids) {
	case 0:
		return ""
	case 1:
		return ids[0]
	}
	return strings.Join(ids[:len(ids)-1], ", ") + " i " + ids[len(ids)-1]
}

// statusLabel is a status as the report shows it, with its emoji.
func statusLabel(s cite.Status) string {
	switch s {
	case cite.Zweryfikowany:
		return "🟢 ZWERYFIKOWANY"
	case cite.Zmodyfikowany:
		return "🟡 ZMODYFIKOWANY"
	case cite.WymagaOsadu:
		return "🟡 WYMAGA_OSADU"
	case cite.Kalibracja:
		return "🟠 KALIBRACJA"
	case cite.Niezweryfikowany:
		return "🔴 NIEZWERYFIKOWANY"
	case cite.BrakZrodla:
		return "⛔ BRAK ŹRÓDŁA"
	}
	return string(s)
}

// levelLabel writes a level with its Polish letters.
func levelLabel(l string) string {
	if l == "TRESC" {
		return "TREŚĆ"
	}
	return l
}

var months = [...]string{"stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"}

// DateWords writes an ISO date (2019-03-14) the Polish way: „14 marca 2019
// r.”. Anything else is returned as it is.
func DateWords(iso string) string {
	t, err := time.Parse("2006-01-02", iso)
	if err != nil {
		return iso
	}
	return fmt.Sprintf("%d %s %d r.", t.Day(), months[t.Month()-1], t.Year())
}
