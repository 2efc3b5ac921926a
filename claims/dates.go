package claims

import (
	"regexp"

	"citeguard/pl"
)

// dateMatch is a full date (day, month, year) found in the text.
type dateMatch struct {
	Start, End int
	Raw        string // as written
	ISO        string // YYYY-MM-DD
}

// reDate finds date candidates; pl.ParseDate validates and reads them:
// 5 lipca 2002 r., 05.07.2002, 5.07.2002r., 5 VII 2002, 2002-07-05.
var reDate = regexp.MustCompile(`^(?:\d{1,2}(?:\.` + sp + `*|` + sp + `+)(?:\d{1,2}|[IVX]{1,4}|\p{L}{3,12}\.?)(?:\.` + sp + `*|` + sp + `+)\d{4}(?:` + sp + `*r\.|` + sp + `+roku)?|\d{4}-\d{2}-\d{2}\b)`)

// findDates returns every valid date in text, in order. The regular
// expression runs only on windows around four-digit runs (every date has a
// year), which keeps it fast on long memos.
func findDates(text string) []dateMatch {
	var hits []int
	run := 0
	for i := 0; i < len(text); i++ {
		if c := text[i]; c >= '0' && c <= '9' {
			run++
			continue
		}
		if run == 4 {
			hits = append(hits, i-4)
		}
		run = 0
	}
	if run == 4 {
		hits = append(hits, len(text)-4)
	}
	var out []dateMatch
	var starts []int
	covered := 0
	for _, y := range hits {
		if y < covered {
			continue
		}
		starts = tokenStarts(text, y-24, y+1, starts)
		for _, q := range starts {
			if q < covered || text[q] < '0' || text[q] > '9' {
				continue
			}
			m := matchAt(reDate, text, q, 48)
			if m == nil || m[1] < y+4 {
				continue
			}
			if d, ok := pl.ParseDate(text[m[0]:m[1]]); ok {
				out = append(out, dateMatch{Start: m[0], End: m[1], Raw: text[m[0]:m[1]], ISO: d.ISO()})
				covered = m[1]
				break
			}
		}
	}
	return out
}

// windows turns trigger offsets into merged byte windows [hit-before,
// hit+after), widened to the nearest white space so that \b at a window's
// edge means what it means in the whole text.
func windows(text string, hits []int, before, after int) []Span {
	var out []Span
	for _, h := range hits {
		s, e := h-before, h+after
		if s < 0 {
			s = 0
		}
		if e > len(text) {
			e = len(text)
		}
		for s > 0 && text[s-1] != ' ' && text[s-1] != '\n' && h-s < before+40 {
			s--
		}
		for s > 0 && text[s]&0xC0 == 0x80 {
			s--
		}
		for e < len(text) && text[e] != ' ' && text[e] != '\n' && e-h < after+40 {
			e++
		}
		for e < len(text) && text[e]&0xC0 == 0x80 {
			e++
		}
		if n := len(out); n > 0 && s <= out[n-1].End {
			if e > out[n-1].End {
				out[n-1].End = e
			}
			continue
		}
		out = append(out, Span{s, e})
	}
	return out
}
