package claims

import (
	"citeguard/pl"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Sentence is one sentence of a unit (a block of the body, or a
// footnote), [Start, End) of the text. Para numbers the paragraphs of the memo's discourse: a block
// quotation belongs to the paragraph that introduces it; Section counts the
// headings before it.
type Sentence struct {
	Start, End int
	Footnote   int    // footnote number, 0 in the body
	Para       int    // discourse paragraph
	Section    int    // headings before it
	Kind       string // the kind of its block
	cell       *Cell  // its table cell's place, when in a table
}

// stopByte marks the bytes that may end a sentence: . ! ?
var stopByte = [256]bool{'.': true, '!': true, '?': true}

// maxSentence bounds a sentence outside quotations: a longer run of text
// with no sentence end (a list of thousands of citations, a text with no
// full stops) is cut at the next comma, semicolon or space after it, so
// that the work per sentence, and so the whole extraction, stays linear.
const maxSentence = 4096

// splitSentences cuts a unit into sentences. A sentence ends at . ! ? (or
// a closing quotation after one: „…celu.” Sąd) followed by white space and
// an upper-case letter, digit or opening mark, unless the dot ends an
// abbreviation or an initial; a footnote mark after the stop (".¹",
// ".[^3]", ".” 2") stays with its sentence. Boundaries inside quotations do
// not count. The sentences are appended to out.
func splitSentences(out []Sentence, text string, u unit, quotes []Quotation) []Sentence {
	start := u.Start
	qi, n := 0, 0
	emit := func(end int) {
		s, e := trimSpan(text, start, end)
		if s < e {
			out = append(out, Sentence{Start: s, End: e, Footnote: u.Footnote, Kind: u.Kind, cell: sentenceCell(u.cell, n)})
			n++
		}
		start = end
	}
	for i := u.Start; i < u.End; i++ {
		if i-start > maxSentence && (text[i] == ',' || text[i] == ';' || text[i] == ' ') && !(qi < len(quotes) && quotes[qi].Start < i && i < quotes[qi].End) {
			emit(i + 1)
			continue
		}
		if text[i] == '\n' && i > start && noteLineAt(text, i+1, u.End) {
			for qi < len(quotes) && quotes[qi].End <= i {
				qi++
			}
			if !(qi < len(quotes) && quotes[qi].Start <= i) {
				emit(i) // "¹ Por. też: I ACa 1/13⏎² Zob. też …": the next note
				continue
			}
		}
		if !stopByte[text[i]] && !quoteEndByte[text[i]] {
			continue
		}
		for qi < len(quotes) && quotes[qi].End <= i {
			qi++
		}
		if qi < len(quotes) && quotes[qi].Start <= i && i < quotes[qi].End {
			q := quotes[qi]
			i = q.End - 1
			// „…celu.” Sąd: a quotation that ends its sentence.
			if quoteEndsSentence(text, q) {
				if j, ok := sentenceGoesOn(text, u, q.End); !ok {
					emit(j)
				}
			}
			continue
		}
		c := text[i]
		if c != '.' && c != '!' && c != '?' {
			continue
		}
		// A dot between digits is a number's („pkt 7.2 OWU”, „§ 3.1
		// umowy”), not a stop with a footnote mark glued after it.
		if c == '.' && i > u.Start && i+1 < u.End && isDigitByte(text[i-1]) && isDigitByte(text[i+1]) {
			continue
		}
		// Closing marks after the stop belong to this sentence.
		j := i + 1
		for j < u.End && (text[j] == ')' || text[j] == '"' || strings.HasPrefix(text[j:], "”") || strings.HasPrefix(text[j:], "«") || strings.HasPrefix(text[j:], "»")) {
			_, n := utf8.DecodeRuneInString(text[j:])
			j += n
		}
		j, goesOn := sentenceGoesOn(text, u, j)
		if goesOn {
			continue
		}
		if c == '.' && noStop(text, u.Start, i, nextWord(text, j, u.End)) {
			continue
		}
		if c == '.' && openerOnly(text[start:i+1]) {
			continue // "Zgodnie z art. 455 k.c. Spółka powinna …"
		}
		emit(j)
	}
	emit(u.End)
	return out
}

// quoteEndByte marks the bytes a sentence-ending quotation may end with
// (the last byte of ” “ » « and '"').
var quoteEndByte = [256]bool{0x9D: true, 0x9C: true, 0xBB: true, 0xAB: true, '"': true}

// quoteEndsSentence reports whether a quotation's text ends with . ! ? or
// an ellipsis (its last sentence ends inside the marks).
func quoteEndsSentence(text string, q Quotation) bool {
	in := strings.TrimRight(text[q.InStart:q.InEnd], " \n")
	return strings.HasSuffix(in, ".") || strings.HasSuffix(in, "!") || strings.HasSuffix(in, "?") || strings.HasSuffix(in, "…")
}

// sentenceGoesOn looks at what follows a possible sentence end at j: a
// footnote mark glued after it (".¹", ".12", ".[^3]") is taken into the
// sentence; it returns where the sentence would end, and true when it
// does not end there (no white space, or the next word is not a
// sentence's start: a lower-case letter, a comma).
func sentenceGoesOn(text string, u unit, j int) (int, bool) {
	// A Markdown footnote reference after the stop (".[^3]").
	if strings.HasPrefix(text[j:u.End], "[^") {
		if e := strings.IndexByte(text[j:u.End], ']'); e > 0 && e < 8 {
			j += e + 1
		}
	}
	// Superscript footnote marks (".¹²").
	for j < u.End {
		r, n := utf8.DecodeRuneInString(text[j:])
		if !pl.IsSuperscriptDigit(r) {
			break
		}
		j += n
	}
	// Footnote reference digits glued after the stop (".¹", ".12 ").
	k := j
	for k < u.End && (text[k] >= '0' && text[k] <= '9') && k-j < 3 {
		k++
	}
	if k > j && k < u.End && (text[k] == ' ' || text[k] == '\n') {
		j = k
	}
	if j >= u.End {
		return j, true
	}
	if !unicode.IsSpace(rune(text[j])) && text[j] != 0xc2 {
		return j, true
	}
	next := nextWord(text, j, u.End)
	if next >= u.End {
		return j, true
	}
	r, _ := utf8.DecodeRuneInString(text[next:])
	if !(unicode.IsUpper(r) || unicode.IsDigit(r) || strings.ContainsRune("„“\"«»(", r) || noteStart(text[j:next], r)) {
		return j, true
	}
	return j, false
}

// noteLineAt reports whether the line at j starts with a note's mark: a
// superscript number followed by a space or a letter („² Zob. też …”). A
// list of notes whose lines end without a stop is a sentence per note.
func noteLineAt(text string, j, end int) bool {
	for j < end && (text[j] == ' ' || text[j] == '\t') {
		j++
	}
	n := 0
	for j < end {
		r, size := utf8.DecodeRuneInString(text[j:end])
		if !pl.IsSuperscriptDigit(r) {
			return n > 0 && (r == ' ' || unicode.IsLetter(r))
		}
		j += size
		n++
	}
	return false
}

// noteStart reports whether a line that starts with a superscript digit
// follows the stop (gap holds the white space between): the next note of
// a list of notes („¹ Zob. też … I ACa 1/13.⏎² Por. też …”) starts its own
// sentence, so a note's bare signature does not take the next note's court
// and date.
func noteStart(gap string, r rune) bool {
	return pl.IsSuperscriptDigit(r) && strings.Contains(gap, "\n")
}

// nextWord skips white space (NBSP included) from j.
func nextWord(text string, j, end int) int {
	for j < end {
		switch {
		case text[j] == ' ' || text[j] == '\t' || text[j] == '\n' || text[j] == '\r' || text[j] == '\f':
			j++
		case text[j] == 0xC2 && j+1 < end && text[j+1] == 0xA0:
			j += 2
		default:
			return j
		}
	}
	return j
}

// noStop reports whether the dot at i ends an abbreviation or initial rather
// than the sentence; next is where the following word starts.
func noStop(text string, lo, i, next int) bool {
	w := i
	for w > lo {
		r, n := utf8.DecodeLastRuneInString(text[lo:w])
		if !(unicode.IsLetter(r) || r == '.') {
			break
		}
		w -= n
	}
	word := strings.ToLower(text[w:i])
	if word == "" {
		// "2002 r." handled below; digits then a dot: "5. " ordinal or list.
		return false
	}
	if word == "r" {
		// "z dnia 5 lipca 2002 r. II CSK 1/02": a signature or "Nr" follows.
		nw := text[next:]
		return strings.HasPrefix(nw, "I") || strings.HasPrefix(nw, "V") || strings.HasPrefix(nw, "X") || strings.HasPrefix(nw, "Nr") || strings.HasPrefix(nw, "(")
	}
	if pl.SentenceEndAbbreviations.Has(word) {
		// "art. 415 k.c. Sąd…" ends; "art. 415 k.c. „Kto…”" goes on.
		r, _ := utf8.DecodeRuneInString(text[next:])
		return !unicode.IsUpper(r)
	}
	if pl.Abbreviations.Has(word) {
		return true
	}
	if utf8.RuneCountInString(word) == 1 {
		return true // an initial: "A. Kowalski", "K. 2/93"
	}
	return strings.Contains(word, ".") // k.c., m.in. and the like
}

func trimSpan(text string, s, e int) (int, int) {
	for s < e {
		r, n := utf8.DecodeRuneInString(text[s:])
		if !unicode.IsSpace(r) && r != '\u00a0' {
			break
		}
		s += n
	}
	for e > s {
		r, n := utf8.DecodeLastRuneInString(text[:e])
		if !unicode.IsSpace(r) && r != '\u00a0' {
			break
		}
		e -= n
	}
	return s, e
}

// openerOnly reports whether s (a sentence so far, up to and with a dot)
// is only an opener and the provision it names — "Zgodnie z art. 455
// k.c." — which cannot end a sentence, whatever capital follows.
func openerOnly(s string) bool {
	if len(s) > 160 {
		return false
	}
	if lw := lastWords(s, 1); len(lw) == 0 || !pl.SentenceEndAbbreviations.Has(strings.TrimSuffix(lw[0], ".")) {
		return false // only an act's abbreviation ("k.c.") may be what the dot closes
	}
	ws := wordsOf(s)
	if len(ws) < 3 || len(ws) > 12 || !strings.Contains(s, "art") && !strings.Contains(s, "§") {
		return false
	}
	k := 0
	if ws[0].s == "w" || ws[0].s == "na" {
		k = 1
	}
	if !pl.OpenerWords.Has(ws[k].s) {
		return false
	}
	for _, w := range ws[k+1:] {
		if isFiniteVerb(w.s) {
			return false
		}
	}
	return !strings.ContainsAny(s, ",;:")
}

// isDigitByte reports whether c is an ASCII digit.
func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }
