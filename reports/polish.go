package reports

import (
	"fmt"
	"strings"
	"time"

	"citeguard/pl"
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

// DateWords writes an ISO date (2019-03-14) the Polish way: „14 marca 2019
// r.”. Anything else is returned as it is.
func DateWords(iso string) string {
	t, err := time.Parse("2006-01-02", iso)
	if err != nil {
		return iso
	}
	return fmt.Sprintf("%d %s %d r.", t.Day(), pl.MonthGenitive(int(t.Month())), t.Year())
}

// TimeWords writes a moment in its own time zone: „1 grudnia 2025 r.,
// godz. 16:23”.
func TimeWords(t time.Time) string {
	return fmt.Sprintf("%d %s %d r., godz. %s", t.Day(), pl.MonthGenitive(int(t.Month())), t.Year(), t.Format("15:04"))
}

// libraryWords describes the library in words: „3 źródła (2 orzeczenia,
// 1 akt prawny) w 5 plikach, ostatnia zmiana 30 listopada 2025 r.”.
func libraryWords(l *LibraryInfo) string {
	if l == nil {
		return ""
	}
	s := forms{"źródło", "źródła", "źródeł"}.n(l.Sources)
	var kinds []string
	for _, k := range []struct {
		n int
		f forms
	}{
		{l.Judgments, forms{"orzeczenie", "orzeczenia", "orzeczeń"}},
		{l.Statutes, forms{"akt prawny", "akty prawne", "aktów prawnych"}},
		{l.EUActs, forms{"akt UE", "akty UE", "aktów UE"}},
		{l.Other, forms{"inny dokument", "inne dokumenty", "innych dokumentów"}},
	} {
		if k.n > 0 {
			kinds = append(kinds, k.f.n(k.n))
		}
	}
	if len(kinds) > 0 {
		s += " (" + strings.Join(kinds, ", ") + ")"
	}
	if l.Files > 0 {
		s += " w " + fmt.Sprintf("%d %s", l.Files, plural(l.Files, "pliku", "plikach", "plikach"))
	}
	if !l.Updated.IsZero() {
		s += ", ostatnia zmiana " + DateWords(l.Updated.Format("2006-01-02"))
	}
	if l.Pending {
		s += "; sprawdzono według stanu biblioteki"
		if !l.Indexed.IsZero() {
			s += " z " + TimeWords(l.Indexed)
		}
		s += ", bo trwała jej aktualizacja (pliki dodane lub zmienione od tej chwili nie były jeszcze uwzględnione)"
	}
	return s
}
