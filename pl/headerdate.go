package pl

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Which date at a memo's top is the memo's own. A memo says its date in a
// line of its own („5 maja 2024 r.”, „Dnia 5 maja 2024 r.”, „Warszawa, 3
// grudnia 2026 r.”, a document's heading „Notatka z dnia …”, „POSTANOWIENIE
// / z dnia …”) or after a label wherever it stands („Data: …”, „Wersja
// robocza z …”, „Sporządzono dnia …”). The other dates of its top are of
// what it writes about: a ruling („W wyroku z dnia …”), an act („ustawa z
// dnia 23 kwietnia 1964 r.”), an event. The reading does not depend on
// where a line is broken: a date that starts a line belongs to the line
// before when that line leads into it (DateLeads, „Data:”, „Warszawa,”),
// so a PDF's wrapped line reads as the paragraph of the DOCX or Markdown.

var (
	// reHeadDate is a date as a memo's top writes it: „5 maja 2024 r.”,
	// „05.05.2024”, „2024-05-05” (ParseDate validates it).
	reHeadDate = regexp.MustCompile(`\d{1,2}(?:\s+\p{L}+\.?\s+|\.\d{1,2}\.)\d{4}(?:\s*(?i:roku|r\.?))?|\d{4}-\d{2}-\d{2}`)
	// reOwnLabel is a label the memo's own date follows wherever it stands
	// in its line: „Data:”, „Data sporządzenia:”; at the start of a line
	// or after a separator („· Wersja robocza z”, „Wersja 2 z dnia”,
	// „Sporządzono w Krakowie dnia”, an editor's stamp „ostatnia edycja:
	// K. Nowak, …”, „edytował: M. Lis, …”).
	reOwnLabel = regexp.MustCompile(`(?i)(?:(?:^|[^\p{L}])data(?:\s+sporządzenia)?\s*:|^\s*(?:wersja(?:\s+[\p{L}\d.]+){0,3}?\s+z(?:\s+dnia)?|sporządzon[oa](?:\s+w\s+\p{L}+)?(?:\s+(?:dnia|w\s+dniu))?|(?:ostatnia\s+)?(?:edycja|aktualizacja|edytował[ao]?)\s*:?(?:\s+\p{Lu}[\p{L}.-]*){0,3}\s*,?))\s*$`)
	// reOwnLead is what may stand before the date in a line that is only
	// the memo's date: „Dnia”, „z dnia”, a document's name „Notatka z
	// dnia” (group 1; no act's), a place „Warszawa,”, „Kraków, dnia”
	// (group 2).
	reOwnLead = regexp.MustCompile(`^(?:D(?i:nia|n\.)|(?:(\p{L}+)\s+)?[zZ](?:\s+(?i:dnia))?|(\p{Lu}[\p{L}-]+(?:[\s-]+\p{Lu}[\p{L}-]+)?),\s*(?:dnia|dn\.)?)$`)
	// reHeadMarkup is Markdown's strong emphasis inside a header line
	// („**Data:** …”); the marks at a line's ends („# ”, „> ”, „*…*”, a
	// hard line break's „\”) are trimmed (HeaderDate).
	reHeadMarkup = regexp.MustCompile(`\*\*|__`)
	// DateLeads are the words a line of a memo's top ends with that lead
	// into a date starting the next line (words.txt).
	DateLeads = wordSet("dateLeads")
)

// headSeparators part the items of one header line („Do: … · Od: … ·
// Wersja robocza z …”, „Kancelaria X | Warszawa, 3 grudnia 2026 r.”).
const headSeparators = "·|•;"

// HeaderDate is the memo's own date among the first lines of its text,
// as written (for ParseDate); "" when none. See the comment above.
// inCell[i] (nil: none) marks a line that is a table cell's: a cell that
// is only a date is a column's value (a ruling's date in a table of
// rulings), the memo's only after a label („Data:” in the cell before).
func HeaderDate(lines []string, inCell []bool) string {
	clean := make([]string, len(lines))
	for i, l := range lines {
		l = reHeadMarkup.ReplaceAllString(l, "")
		clean[i] = strings.TrimRight(strings.TrimLeft(l, " \t#*>_-"), " \t*_#\\")
	}
	for i, l := range clean {
		for _, m := range reHeadDate.FindAllStringIndex(l, -1) {
			if m[0] > 0 && isDigitByte(l[m[0]-1]) || m[1] < len(l) && isDigitByte(l[m[1]]) {
				continue
			}
			if _, ok := ParseDate(l[m[0]:m[1]]); !ok {
				continue
			}
			if ownDate(clean, i, l[:m[0]], l[m[1]:], i < len(inCell) && inCell[i]) {
				return l[m[0]:m[1]]
			}
		}
	}
	return ""
}

// ownDate reports whether the date of line i between left and right is
// the memo's own; cell: the line is a table cell's (only a label makes it
// the memo's).
func ownDate(lines []string, i int, left, right string, cell bool) bool {
	if strings.TrimSpace(left) == "" && i > 0 && leadsIntoDate(lines[i-1]) {
		left = lastItem(lines[i-1]) + " " // the line before leads into the date
	}
	if reOwnLabel.MatchString(lastItem(left)) {
		return true
	}
	if i > 0 && !strings.ContainsAny(left, headSeparators) && reOwnLabel.MatchString(lastItem(lines[i-1])+" "+left) {
		return true // a label broken over two lines („Wersja” / „robocza z …”)
	}
	if cell {
		return false
	}
	lead := strings.TrimSpace(lastItem(left))
	m := reOwnLead.FindStringSubmatch(lead)
	if !itemEnds(right) {
		// „Wyrok z dnia 5 lipca 2002 r. II CSK 1/02”: a ruling's heading
		// with its signature.
		r := strings.TrimSpace(right)
		n := SignatureField(r)
		return m != nil && n > 0 && itemEnds(r[n:]) && rulingHeading(m[1])
	}
	switch {
	case lead == "":
		return true // a line that is only a date
	case m == nil:
		return false
	case m[1] != "":
		// „Notatka z dnia …”, „Wyrok z dnia …”: a heading starts with a
		// capital („umowy z dnia …” is a wrapped sentence's end).
		r, _ := utf8.DecodeRuneInString(m[1])
		return unicode.IsUpper(r) && namesNoAct(m[1])
	case lead[0] == 'z' || lead[0] == 'Z':
		// „z dnia …” alone: the document it dates is named by the line
		// before, a short heading („POSTANOWIENIE”, „Notatka służbowa”),
		// no act's („USTAWA”).
		return headingBefore(lines, i)
	}
	return true
}

// headingBefore reports whether the last non-empty line before line i is
// a heading naming no act: a ruling's form („W Y R O K”, „postanowienie”),
// or at most four words, the first a capital's.
func headingBefore(lines []string, i int) bool {
	for j := i - 1; j >= 0 && j >= i-2; j-- {
		f := strings.FieldsFunc(lines[j], func(r rune) bool { return !unicode.IsLetter(r) })
		if len(f) == 0 {
			continue
		}
		if FormOfHeader(strings.Join(f, "")) != "" || len(f) == 1 && rulingHeading(f[0]) {
			return true
		}
		r, _ := utf8.DecodeRuneInString(f[0])
		return len(f) <= 4 && unicode.IsUpper(r) && namesNoAct(f[0]) && namesNoAct(f[len(f)-1])
	}
	return true // the first line
}

// rulingHeading reports whether w is a ruling's form in the nominative
// („Wyrok”, „UCHWAŁA”, „postanowienie”).
func rulingHeading(w string) bool {
	fw, ok := FormWord(strings.ToLower(w))
	return ok && fw.Ruling() && fw.Is(Nominative)
}

// namesNoAct reports whether w, the word before „z dnia”, names a
// document whose date is the memo's own: no act („Ustawa z dnia …”), and
// a form of a ruling only in the nominative (the heading of a ruling read
// as a memo, „Wyrok z dnia …”; not „wyroku z dnia …”).
func namesNoAct(w string) bool {
	fw, form := FormWord(strings.ToLower(w))
	if form {
		return fw.Is(Nominative)
	}
	_, act := ActKind(w)
	return !act
}

// leadsIntoDate reports whether a line's end leads into a date that
// starts the next line: a label's colon („Data:”), a place's comma
// („Warszawa,”), a word of DateLeads („z”, „dnia”, „od”).
func leadsIntoDate(line string) bool {
	line = strings.TrimSpace(line)
	if strings.HasSuffix(line, ":") || strings.HasSuffix(line, ",") {
		return true
	}
	w := line
	if i := strings.LastIndexFunc(line, func(r rune) bool { return !unicode.IsLetter(r) }); i >= 0 {
		_, size := utf8.DecodeRuneInString(line[i:])
		w = line[i+size:]
	}
	return w != "" && DateLeads.Has(strings.ToLower(w))
}

// lastItem is the part of a line after its last separator.
func lastItem(s string) string {
	if i := strings.LastIndexAny(s, headSeparators); i >= 0 {
		_, size := utf8.DecodeRuneInString(s[i:])
		return s[i+size:]
	}
	return s
}

// itemEnds reports whether the date ends its item: nothing but
// punctuation follows it before the line's end or a separator.
func itemEnds(right string) bool {
	for _, r := range right {
		switch {
		case strings.ContainsRune(headSeparators, r):
			return true
		case unicode.IsSpace(r) || strings.ContainsRune(".,)*_", r):
		default:
			return false
		}
	}
	return true
}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }
