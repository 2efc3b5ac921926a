package claims

import (
	"citeguard/pl"
	"regexp"
	"strings"
	"unicode/utf8"
)

var (
	reCompanyAfter = regexp.MustCompile(`^[\s\x{00a0},]*(?:[Ss]p\.` + sp + `?z` + sp + `?o\.` + sp + `?o\.|[Ss]p\.` + sp + `?[jkp]\.|[Ss]półk\p{L}*|S\.` + sp + `?A\.|SA\b|S\.K\.A\.|[Ss]\.` + sp + `?c\.|P\.S\.A\.|[Ss]p\.` + sp + `?k\.)`)
	reDefinedAfter = regexp.MustCompile(`^` + sp + `*(?:` + ds + sp + `*)?(?:oznacza|oznaczają|należy` + sp + `+rozumieć|rozumie` + sp + `+się|ma` + sp + `+znaczenie)`)
	reTitleAfter   = regexp.MustCompile(`^[\s,]*(?:\[w:\]|w:|\(w:\)|red\.|Warszawa` + sp + `\d{4})`)
)

// introduced reports whether the text before a quotation introduces it as a
// quotation: a colon, "że"/"iż", "cyt.", "słowami", "sformułowanie".
func introduced(before string) bool {
	b := strings.TrimRight(before, " \u00a0\n")
	if strings.HasSuffix(b, ":") {
		return true
	}
	ws := lastWords(b, 1)
	return len(ws) == 1 && (ws[0] == "że" || ws[0] == "iż" || ws[0] == "cyt." || ws[0] == "słowami" || hasPrefixAny(ws[0], "sformułowani", "stwierdzeni"))
}

// ignoreReason says why a quotation is not a claim, judged from the words
// around it alone, or returns "". defined holds the terms the memo has
// defined so far ("Umowa"); a later use of one is not a claim either.
func ignoreReason(text string, q Quotation, sent Sentence, defined map[string]bool) string {
	inner := clean(text[q.InStart:q.InEnd])
	lo := q.Start - 60
	if lo < sent.Start {
		lo = sent.Start
	}
	for lo < q.Start && text[lo]&0xC0 == 0x80 {
		lo++
	}
	before := text[lo:q.Start]
	hi := q.End + 40
	if hi > sent.End {
		hi = sent.End
	}
	if hi < q.End {
		hi = q.End
	}
	for hi < len(text) && text[hi]&0xC0 == 0x80 {
		hi++
	}
	after := text[q.End:hi]
	words := len(strings.Fields(inner))
	lw := lastWords(before, 2)
	last, prev := "", ""
	if n := len(lw); n > 0 {
		last = lw[n-1]
		if n > 1 {
			prev = lw[n-2]
		}
	}
	defBefore := words <= maxDefinedWords && dalejBefore(before, last, prev)
	switch {
	case inner == "":
		return WhyScare
	case reCompanyAfter.MatchString(after) || pl.CompanyStems.HasPrefixOf(last) && words <= 6:
		return WhyCompany
	case defBefore || reDefinedAfter.MatchString(after) || inParens(before, after) && words <= 5:
		defined[strings.ToLower(inner)] = true
		return WhyDefined
	case isDefined(defined, strings.ToLower(inner)):
		return WhyDefined
	case pl.TitleStems.HasPrefixOf(last) || prev == "pod" && last == "tytułem" || reTitleAfter.MatchString(after) || actTitle(before, inner):
		return WhyTitle
	case last == "pn." || last == "p.n." || prev == "pod" && (last == "nazwą" || last == "hasłem"):
		return WhyName // „postępowanie pn. „Budowa …”” of any length
	case pl.NameStems.HasPrefixOf(last) && words <= 8:
		return WhyName
	case pl.ScareStems.HasPrefixOf(last):
		return WhyScare
	case words <= 3 && !introduced(before):
		return WhyScare
	}
	return ""
}

// maxDefinedWords bounds a defined term: "(dalej: „Umowa”)"; a long
// quotation after "zauważył dalej:" is a quotation.
const maxDefinedWords = 6

// dalejBefore reports whether the words before a quotation mark a defined
// term: "(dalej: „X”)", "(dalej łącznie: „X”)", ", dalej: „X”", "dalej jako
// „X”", "dalej zwana „X”" — not "Sąd zauważył dalej: „…”".
func dalejBefore(before, last, prev string) bool {
	switch {
	case last == "dalej":
	case prev == "dalej" && pl.DefinitionWords.Has(last):
		if last == "jako" || strings.HasPrefix(last, "zwan") || last == "zw." {
			return true
		}
	case pl.DefinitionWords.Has(prev) && last == "dalej":
	default:
		return false
	}
	// "dalej" opens the definition: inside parentheses, or after a comma
	// or a dash, not after a verb.
	b := strings.TrimRight(before, " \u00a0:")
	i := strings.LastIndex(b, "dalej")
	if i < 0 {
		return false
	}
	head := strings.TrimRight(b[:i], " \u00a0")
	if open := strings.LastIndexByte(head, '('); open >= 0 && !strings.Contains(head[open:], ")") {
		return true
	}
	return strings.HasSuffix(head, ",") || strings.HasSuffix(head, "–") || strings.HasSuffix(head, "-") || strings.HasSuffix(head, "(")
}

// isDefined reports whether term is a defined term, or one word of it in
// another grammatical case ("Umowy" after „Umowa”): the same stem, all but
// the last two letters.
func isDefined(defined map[string]bool, term string) bool {
	if defined[term] {
		return true
	}
	if strings.ContainsAny(term, " \u00a0") || utf8.RuneCountInString(term) < 4 {
		return false
	}
	rs := []rune(term)
	for d := range defined {
		ds := []rune(d)
		if strings.ContainsRune(d, ' ') || len(ds) < 4 || absInt(len(ds)-len(rs)) > 2 {
			continue
		}
		n := min(len(ds), len(rs)) - 2
		if n >= 3 && string(ds[:n]) == string(rs[:n]) {
			return true
		}
	}
	return false
}

// inParens reports whether a quotation stands alone in parentheses, as a
// defined term does: („Umowa”), („Umowa” lub „Kontrakt”).
func inParens(before, after string) bool {
	b := strings.TrimRight(before, " \u00a0")
	if !strings.HasSuffix(b, "(") && !strings.HasSuffix(b, "lub") && !strings.HasSuffix(b, "albo") && !strings.HasSuffix(b, ",") {
		return false
	}
	if !strings.HasSuffix(b, "(") && !strings.Contains(b[max(0, len(b)-30):], "(") {
		return false
	}
	a := strings.TrimLeft(after, " \u00a0")
	return strings.HasPrefix(a, ")") || strings.HasPrefix(a, "lub") || strings.HasPrefix(a, "albo") || strings.HasPrefix(a, ",")
}

// actTitle reports a quotation that is the title of an act: it starts
// with an opening of a title (pl.ActTitleOpenings: „o”, „w sprawie”) right
// after the act's name — the last word names an act (pl.ActStems:
// „Ustawa „o ubezpieczeniach obowiązkowych, …””), or the act's date ends
// the words before it („ustawy z dnia 22 maja 2003 r. „o …””). A
// quotation after „na gruncie Kodeksu … wyraził pogląd, że” is none.
func actTitle(before, inner string) bool {
	if !pl.ActTitleOpenings.HasPrefixOf(inner) {
		return false
	}
	ws := lastWords(strings.ToLower(before), 8)
	n := len(ws)
	if n == 0 {
		return false
	}
	if pl.ActStems.HasPrefixOf(ws[n-1]) {
		return true
	}
	if !strings.ContainsAny(ws[n-1], "0123456789") && (n < 2 || !strings.ContainsAny(ws[n-2], "0123456789")) {
		return false // no date of an act ends the words before it
	}
	for _, w := range ws {
		if pl.ActStems.HasPrefixOf(w) {
			return true
		}
	}
	return false
}
