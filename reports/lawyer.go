package reports

import (
	"strings"

	"citeguard/cite"
	"citeguard/pl"
)

// The report's own words about a claim (its source, notes, why that
// source, what was not checked) reach the lawyer as a lawyer writes them:
// an act after a provision by its short name or genitive („art. 483 § 1
// k.c.”, never „Kodeks cywilny”), a raised article number raised („art.
// 385¹”, never „385^1”), a date in words. Never applied to a passage of
// the memo or of a source: those are shown as they stand.

// lawyerText is s as a lawyer writes it (see above).
func lawyerText(s string) string {
	return pl.CiteActs(raiseCarets(isoDatesInWords(s)))
}

// raiseCarets writes the library's "385^1" (an article key) as "385¹".
func raiseCarets(s string) string {
	if !strings.Contains(s, "^") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '^')
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		j := i + 1
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		b.WriteString(s[:i])
		if j == i+1 {
			b.WriteByte('^')
		} else {
			b.WriteString(pl.Superscript(s[i+1 : j]))
		}
		s = s[j:]
	}
}

// isoDatesInWords writes every ISO date of s (2013-09-17) in words (17
// września 2013 r.). A date inside a longer run of digits and dashes (a
// number, a file name's part) is left alone.
func isoDatesInWords(s string) string {
	const n = len("2006-01-02")
	var b strings.Builder
	for i := 0; i < len(s); {
		if i+n <= len(s) && isoAt(s, i) && (i == 0 || !dateChar(s[i-1])) && (i+n == len(s) || !dateChar(s[i+n])) {
			if w := DateWords(s[i : i+n]); w != s[i:i+n] {
				b.WriteString(w)
				i += n
				if strings.HasPrefix(s[i:], " r.") {
					i += len(" r.")
				}
				continue
			}
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String()
}

// isoAt reports whether s holds dddd-dd-dd at i.
func isoAt(s string, i int) bool {
	for k, c := range []byte("dddd-dd-dd") {
		if c == 'd' && (s[i+k] < '0' || s[i+k] > '9') || c == '-' && s[i+k] != '-' {
			return false
		}
	}
	return true
}

// dateChar is a character that continues a run a date may be part of.
func dateChar(c byte) bool { return c >= '0' && c <= '9' || c == '-' || c == '_' || c == '/' }

// lawyerField is a worded field of a claim (its note, real source,
// re-anchoring) for the lawyer: from its coded findings when the check
// left them (sayLawyer: no library file), else as the report holds it;
// then in plain Polish (noteWords) and as a lawyer writes it.
func lawyerField(words string, found cite.Note) string {
	if len(found) > 0 {
		words = sayLawyer(found)
	}
	return lawyerText(noteWords(words))
}

// sourceTitle is the title of the source a passage stands in: a statute by
// the name the table knows it by (not the library's „ROZPORZĄDZENIE
// PARLAMENTU EUROPEJSKIEGO I RADY (UE) 2016/679”), a ruling as the library
// titles it.
func sourceTitle(p *Place) string {
	if p == nil || p.Title == "" {
		return ""
	}
	if p.Article != "" {
		if act := pl.LookupAct(p.Title); act != nil {
			return act.Name
		}
	}
	return p.Title
}
