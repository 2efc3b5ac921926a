package claims

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// sentence is one sentence of a region (the body between footnotes, or one
// footnote). Para counts paragraphs within the text: adjacent sentences share
// it.
type sentence struct {
	Start, End int
	Footnote   int // footnote number, 0 in the body
	Para       int
}

// region is a stretch of text that sentences do not cross: the body between
// footnotes, or one footnote's text.
type region struct {
	Start, End int
	Footnote   int
}

// regions cuts [0, len(text)) into body stretches and footnotes.
func regions(text string, fns []Footnote) []region {
	var fs []Footnote
	for _, f := range fns {
		if f.Text.Start >= 0 && f.Text.End <= len(text) && f.Text.Start < f.Text.End {
			// Snap to rune boundaries: a footnote never splits a character.
			for f.Text.Start < len(text) && !utf8.RuneStart(text[f.Text.Start]) {
				f.Text.Start++
			}
			for f.Text.End < len(text) && !utf8.RuneStart(text[f.Text.End]) {
				f.Text.End++
			}
			if f.Text.Start < f.Text.End {
				fs = append(fs, f)
			}
		}
	}
	sort.Slice(fs, func(i, j int) bool { return fs[i].Text.Start < fs[j].Text.Start })
	var out []region
	at := 0
	for _, f := range fs {
		if f.Text.Start < at {
			continue // overlapping footnotes: keep the first
		}
		if f.Text.Start > at {
			out = append(out, region{at, f.Text.Start, 0})
		}
		out = append(out, region{f.Text.Start, f.Text.End, f.Number})
		at = f.Text.End
	}
	if at < len(text) {
		out = append(out, region{at, len(text), 0})
	}
	return out
}

// stopByte marks the bytes that may end a sentence: . ! ? and a line break.
var stopByte = [256]bool{'.': true, '!': true, '?': true, '\n': true}

// abbrevs are words that end with a dot without ending a sentence.
var abbrevs = map[string]bool{}

func init() {
	for _, a := range strings.Fields(`art ust pkt lit zd poz nr dz u urz sygn por zob tj np m.in tzw in cyt op cit ibid
		s str t ok ww wyż j.w jw itd itp pt red wyd oprac prof dr hab sp o.o z.o.o ul al godz zm późn zał rozdz
		tab nb ds par vol p pp no cf e.g i.e wg dot tzn tys mln mld zł ew odp przyp uw tyt orz post uchw wyr
		zw p.o ob nast sprost gen płk mec adw r.pr apl`) {
		abbrevs[a] = true
	}
	for _, a := range strings.Fields(`k.c k.p.c k.p k.k k.p.k k.r.o k.s.h k.p.a p.p.s.a k.w o.p p.z.p
		sp.k sp.j s.a s.k.a o.o z.o.o j.w`) {
		stopOK[a] = true
	}
}

// stopOK are dotted abbreviations that often end a sentence ("art. 415 k.c.
// Sąd…", "Alfa sp. z o.o. Powódka…"): before an upper-case word they do.
var stopOK = map[string]bool{}

// splitSentences cuts a region into sentences. A sentence ends at . ! ? (or
// a closing quotation after one) followed by white space and an upper-case
// letter, digit or opening mark, unless the dot ends an abbreviation or an
// initial; it also ends at a blank line. Boundaries inside quotations do not
// count.
func splitSentences(text string, rg region, quotes []quoteMatch, para *int) []sentence {
	var out []sentence
	start := rg.Start
	qi := 0
	emit := func(end int) {
		s, e := trimSpan(text, start, end)
		if s < e {
			out = append(out, sentence{Start: s, End: e, Footnote: rg.Footnote, Para: *para})
		}
		start = end
	}
	for i := rg.Start; i < rg.End; i++ {
		if !stopByte[text[i]] {
			continue
		}
		for qi < len(quotes) && quotes[qi].End <= i {
			qi++
		}
		if qi < len(quotes) && quotes[qi].Start < i && i < quotes[qi].End {
			i = quotes[qi].End - 1
			continue
		}
		c := text[i]
		if c == '\n' {
			if j := blankLine(text, i, rg.End); j > 0 {
				emit(i)
				*para++
				i = j - 1
			}
			continue
		}
		if c != '.' && c != '!' && c != '?' {
			continue
		}
		// Closing marks after the stop belong to this sentence.
		j := i + 1
		for j < rg.End && (text[j] == ')' || text[j] == '"' || strings.HasPrefix(text[j:], "”") || strings.HasPrefix(text[j:], "«") || strings.HasPrefix(text[j:], "»")) {
			_, n := utf8.DecodeRuneInString(text[j:])
			j += n
		}
		// A Markdown footnote reference after the stop (".[^3]").
		if strings.HasPrefix(text[j:rg.End], "[^") {
			if e := strings.IndexByte(text[j:rg.End], ']'); e > 0 && e < 8 {
				j += e + 1
			}
		}
		// Footnote reference digits glued after the stop (".¹", ".12 ").
		k := j
		for k < rg.End && (text[k] >= '0' && text[k] <= '9') && k-j < 3 {
			k++
		}
		if k > j && k < rg.End && (text[k] == ' ' || text[k] == '\n') {
			j = k
		}
		if j >= rg.End {
			continue
		}
		if !unicode.IsSpace(rune(text[j])) && text[j] != 0xc2 {
			continue
		}
		next := j
		for next < rg.End && (text[next] == ' ' || text[next] == '\t' || text[next] == '\n' || text[next] == '\r' || text[next] == '\f') {
			next++
		}
		if next >= rg.End {
			continue
		}
		r, _ := utf8.DecodeRuneInString(text[next:])
		if !(unicode.IsUpper(r) || unicode.IsDigit(r) || strings.ContainsRune("„“\"«»(", r)) {
			continue
		}
		if c == '.' && noStop(text, rg.Start, i, next) {
			continue
		}
		emit(j)
	}
	emit(rg.End)
	return out
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
	if stopOK[word] {
		// "art. 415 k.c. Sąd…" ends; "art. 415 k.c. „Kto…”" goes on.
		r, _ := utf8.DecodeRuneInString(text[next:])
		return !unicode.IsUpper(r)
	}
	if abbrevs[word] {
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
