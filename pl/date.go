package pl

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Date is a calendar date as written in a Polish legal text.
type Date struct{ Year, Month, Day int }

// ISO returns the date as YYYY-MM-DD.
func (d Date) ISO() string { return fmt.Sprintf("%04d-%02d-%02d", d.Year, d.Month, d.Day) }

// monthNames maps every common written form of a Polish month (genitive as in
// "5 lipca 2002 r.", nominative, abbreviations, with and without diacritics) to
// its number.
var monthNames = map[string]int{}

func init() {
	forms := [][]string{
		{"stycznia", "styczeń", "styczen", "sty", "stycz"},
		{"lutego", "luty", "lut"},
		{"marca", "marzec", "mar"},
		{"kwietnia", "kwiecień", "kwiecien", "kwi", "kwiet"},
		{"maja", "maj"},
		{"czerwca", "czerwiec", "cze", "czerw"},
		{"lipca", "lipiec", "lip"},
		{"sierpnia", "sierpień", "sierpien", "sie", "sierp"},
		{"września", "wrzesnia", "wrzesień", "wrzesien", "wrz", "wrześ"},
		{"października", "pazdziernika", "październik", "pazdziernik", "paź", "paz", "październ"},
		{"listopada", "listopad", "lis", "listop"},
		{"grudnia", "grudzień", "grudzien", "gru", "grud"},
	}
	for i, fs := range forms {
		for _, f := range fs {
			monthNames[f] = i + 1
		}
	}
}

var romanMonths = map[string]int{
	"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6,
	"vii": 7, "viii": 8, "ix": 9, "x": 10, "xi": 11, "xii": 12,
}

var (
	reISO     = regexp.MustCompile(`(\d{4})-(\d{1,2})-(\d{1,2})`)
	reNumeric = regexp.MustCompile(`(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4})`)
	reSpaced  = regexp.MustCompile(`(\d{1,2})[.\s]+(\d{1,2})[.\s]+(\d{4})`)
	reWords   = regexp.MustCompile(`(?i)(\d{1,2})\.?\s+([\p{L}]+)\.?\s+(\d{4})`)
)

// ParseDate reads the first date in s: ISO (2002-07-05), numeric Polish
// (5.07.2002, 05-07-2002, 5 07 2002), a month in words (5 lipca 2002 r.,
// 5 lip. 2002) or a Roman month (5 VII 2002). It reports false when s holds no
// valid date.
func ParseDate(s string) (Date, bool) {
	type cand struct {
		at int
		d  Date
	}
	best := cand{at: -1}
	consider := func(at int, d Date) {
		if !d.valid() {
			return
		}
		if best.at < 0 || at < best.at {
			best = cand{at, d}
		}
	}
	if m := reISO.FindStringSubmatchIndex(s); m != nil {
		consider(m[0], Date{atoi(s[m[2]:m[3]]), atoi(s[m[4]:m[5]]), atoi(s[m[6]:m[7]])})
	}
	for _, re := range []*regexp.Regexp{reNumeric, reSpaced} {
		if m := re.FindStringSubmatchIndex(s); m != nil {
			consider(m[0], Date{atoi(s[m[6]:m[7]]), atoi(s[m[4]:m[5]]), atoi(s[m[2]:m[3]])})
		}
	}
	for _, m := range reWords.FindAllStringSubmatchIndex(s, -1) {
		word := strings.ToLower(s[m[4]:m[5]])
		month, ok := monthNames[word]
		if !ok {
			month, ok = romanMonths[word]
		}
		if ok {
			consider(m[0], Date{atoi(s[m[6]:m[7]]), month, atoi(s[m[2]:m[3]])})
			break
		}
	}
	return best.d, best.at >= 0
}

func (d Date) valid() bool {
	if d.Year < 1000 || d.Year > 2999 || d.Month < 1 || d.Month > 12 || d.Day < 1 {
		return false
	}
	days := [...]int{31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}
	if d.Day > days[d.Month-1] {
		return false
	}
	leap := d.Year%4 == 0 && (d.Year%100 != 0 || d.Year%400 == 0)
	return !(d.Month == 2 && d.Day == 29 && !leap)
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
