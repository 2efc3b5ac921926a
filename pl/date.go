package pl

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Date is a calendar date as written in a Polish legal text.
type Date struct{ Year, Month, Day int }

// ISO returns the date as YYYY-MM-DD.
func (d Date) ISO() string {
	if d.Year < 0 || d.Year > 9999 || d.Month < 0 || d.Month > 99 || d.Day < 0 || d.Day > 99 {
		return fmt.Sprintf("%04d-%02d-%02d", d.Year, d.Month, d.Day)
	}
	b := [10]byte{byte('0' + d.Year/1000), byte('0' + d.Year/100%10), byte('0' + d.Year/10%10), byte('0' + d.Year%10), '-',
		byte('0' + d.Month/10), byte('0' + d.Month%10), '-', byte('0' + d.Day/10), byte('0' + d.Day%10)}
	return string(b[:])
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
//
// Of the dates s holds, the first is taken: the one starting earliest;
// at one place, an ISO date before a numeric one, before a spaced one,
// before one in words — and of each writing only its first occurrence (of
// the writing in words, its first with a month's name) counts.
func ParseDate(s string) (Date, bool) {
	if d, ok := dateAtStart(s); ok {
		return d, true
	}
	return parseDateAnywhere(s)
}

// dateAtStart reads a valid date that starts s, trying the writings in
// ParseDate's order: where one starts s, it is the date ParseDate finds
// (none can start earlier). Each writing's expression matches at the start
// of s in one way only (its runs of digits, spaces and letters are
// maximal), so a scan of the bytes finds what it would.
func dateAtStart(s string) (Date, bool) {
	if len(s) < 6 || s[0] < '0' || s[0] > '9' {
		return Date{}, false
	}
	// ISO: (\d{4})-(\d{1,2})-(\d{1,2})
	if digitRun(s, 0, 4) == 4 && len(s) > 4 && s[4] == '-' {
		if m := digitRun(s, 5, 2); m > 0 && len(s) > 5+m && s[5+m] == '-' {
			if d := digitRun(s, 6+m, 2); d > 0 {
				if v := (Date{atoi(s[:4]), atoi(s[5 : 5+m]), atoi(s[6+m : 6+m+d])}); v.valid() {
					return v, true
				}
			}
		}
	}
	day := digitRun(s, 0, 2)
	// Numeric: (\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4}).
	if i := skipSep(s, day, false); i > day {
		if m := digitRun(s, i, 2); m > 0 {
			if j := skipSep(s, i+m, false); j > i+m && digitRun(s, j, 4) == 4 {
				if v := (Date{atoi(s[j : j+4]), atoi(s[i : i+m]), atoi(s[:day])}); v.valid() {
					return v, true
				}
			}
		}
	}
	// Spaced: (\d{1,2})[.\s]+(\d{1,2})[.\s]+(\d{4}).
	if i := skipSep(s, day, true); i > day {
		if m := digitRun(s, i, 2); m > 0 {
			if j := skipSep(s, i+m, true); j > i+m && digitRun(s, j, 4) == 4 {
				if v := (Date{atoi(s[j : j+4]), atoi(s[i : i+m]), atoi(s[:day])}); v.valid() {
					return v, true
				}
			}
		}
	}
	// Words: (\d{1,2})\.?\s+([\p{L}]+)\.?\s+(\d{4}), with a month's name.
	i := day
	if i < len(s) && s[i] == '.' {
		i++
	}
	if k := spaceRun(s, i); k > i {
		w := k
		for w < len(s) {
			r, size := utf8.DecodeRuneInString(s[w:])
			if !dateLetter(r) {
				break
			}
			w += size
		}
		j := w
		if j < len(s) && s[j] == '.' {
			j++
		}
		if y := spaceRun(s, j); w > k && y > j && digitRun(s, y, 4) == 4 {
			word := strings.ToLower(s[k:w])
			month, ok := monthNames[word]
			if !ok {
				month, ok = romanMonths[word]
			}
			if v := (Date{atoi(s[y : y+4]), month, atoi(s[:day])}); ok && v.valid() {
				return v, true
			}
		}
	}
	return Date{}, false
}

// dateLetter is the class (?i)[\p{L}] of reWords: a letter, or U+0345
// (a combining mark whose case folds are letters).
func dateLetter(r rune) bool { return unicode.IsLetter(r) || r == '\u0345' }

// digitRun counts the ASCII digits of s from i on, at most max.
func digitRun(s string, i, max int) int {
	n := 0
	for i+n < len(s) && n < max && s[i+n] >= '0' && s[i+n] <= '9' {
		n++
	}
	return n
}

// reSpace is \s of Go's regular expressions: [\t\n\f\r ].
func reSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }

// spaceRun returns the end of the run of \s from i.
func spaceRun(s string, i int) int {
	for i < len(s) && reSpace(s[i]) {
		i++
	}
	return i
}

// skipSep returns the end of a separator of a numeric date at i — \s*[./-]\s*
// or, spaced, [.\s]+ — or i when there is none.
func skipSep(s string, i int, spaced bool) int {
	if spaced {
		j := i
		for j < len(s) && (s[j] == '.' || reSpace(s[j])) {
			j++
		}
		return j
	}
	j := spaceRun(s, i)
	if j < len(s) && (s[j] == '.' || s[j] == '/' || s[j] == '-') {
		return spaceRun(s, j+1)
	}
	return i
}

// parseDateAnywhere is ParseDate by its regular expressions, for a date
// that does not start s.
func parseDateAnywhere(s string) (Date, bool) {
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
