package claims

// A court's view reported without a verb's clause: "Zdaniem SN przepis …",
// "W ocenie Sądu Apelacyjnego (wyrok …) ocena …", and the words that deny a
// view reported after them.

import (
	"strings"
	"unicode"

	"citeguard/pl"
)

// opinionClauseAt returns where the clause of a court's view opened at
// offset z of sentence i starts when no comma closes the court's name:
// "Zdaniem SN przepis …", "W ocenie Sądu Apelacyjnego w Katowicach (wyrok
// z …, I ACa 1/13) ocena …" — after the court's name and the citation or
// parentheses right after it. It is -1 when z (a word of pl.OpinionWords)
// does not open the sentence or a clause, is not followed by a court's
// name or a court's abbreviation („Zdaniem Sądu pierwszej instancji …”
// names no court whose name ends where its view starts), or no clause of
// three words follows.
func (x *extractor) opinionClauseAt(i, z int) int {
	s := x.sents[i]
	ws := wordsOf(x.text[z:s.End])
	if len(ws) < 2 || !pl.OpinionWords.Has(ws[0].s) || !x.opensClause(i, z) {
		return -1
	}
	at, end := z+ws[1].start, -1
	for _, c := range x.courtsOf[i] {
		if c.Start == at {
			end = c.End
		}
	}
	if end < 0 {
		if _, seated := pl.SeatedCourtAbbrev(x.text[z+ws[1].start : z+ws[1].end]); !pl.IsCourtAbbrev(ws[1].s) && !seated {
			return -1 // („Wg SO …”: the court's kind, its seat left out, as a note writes it)
		}
		end = z + ws[1].end
	}
	// What stands between the court and its view: its ruling in
	// parentheses or cited, a comma.
	for {
		p := end
		for p < s.End && (x.text[p] == ' ' || x.text[p] == ',') {
			p++
		}
		if p < s.End && x.text[p] == '(' {
			k := strings.IndexByte(x.text[p:s.End], ')')
			if k < 0 {
				return -1
			}
			end = p + k + 1
			continue
		}
		moved := false
		for _, c := range x.cits[i] {
			if c.Start == p && c.End > end {
				end, moved = c.End, true
			}
		}
		if !moved {
			end = p
			break
		}
	}
	if len(wordsOf(x.text[end:s.End])) < 3 {
		return -1
	}
	return end
}

// hasLetter reports whether w holds a letter ("1." of a list holds none).
func hasLetter(w string) bool {
	for _, r := range w {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// opensClause reports whether the opinion word at offset z of sentence i
// opens the sentence or a clause: only connectives ("Jednakże", "Ponadto")
// and its preposition ("w ocenie") stand between it and the sentence's
// start or a comma, semicolon or colon. „Pogląd ten zdaniem Sądu …” puts
// the view inside a clause of the memo's own.
func (x *extractor) opensClause(i, z int) bool {
	s := x.sents[i]
	before := x.text[s.Start:z]
	if k := strings.LastIndexAny(before, ",;:"); k >= 0 {
		before = before[k+1:]
	}
	for _, w := range wordsOf(before) {
		if !pl.Connectives.Has(w.s) && w.s != "w" && w.s != "we" && hasLetter(w.s) {
			return false
		}
	}
	return true
}

// deniedBefore reports whether the words before a court's view deny that
// the court holds it: "nie" and a word of pl.DenyingFrames ("Nie oznacza
// to jednak, że …", "nie można przyjąć, że …").
func deniedBefore(s string) bool {
	ws := wordsOf(s)
	for k := 0; k+1 < len(ws); k++ {
		if ws[k].s == "nie" && pl.DenyingFrames.Has(ws[k+1].s) {
			return true
		}
	}
	return false
}
