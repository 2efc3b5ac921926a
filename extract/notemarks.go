package extract

import (
	"strconv"
	"strings"
	"unicode"
)

// noteNumbering is a way a document numbers its endnotes: with arabic
// numbers, roman numerals (LibreOffice's and Word's default for endnotes:
// i, ii, iii) or letters (a, b, …, z, aa, bb).
type noteNumbering int

const (
	arabicNotes noteNumbering = iota
	lowerRomanNotes
	upperRomanNotes
	lowerLetterNotes
	upperLetterNotes
)

// noteNumberings are the numberings markEndnotes tries, in order.
var noteNumberings = []noteNumbering{arabicNotes, lowerRomanNotes, upperRomanNotes, lowerLetterNotes, upperLetterNotes}

// maxLetterMark bounds the length of a mark in letters ("xxviii").
const maxLetterMark = 7

// mark returns the n-th mark (n ≥ 1) of the numbering.
func (s noteNumbering) mark(n int) string {
	switch s {
	case lowerRomanNotes:
		return strings.ToLower(roman(n))
	case upperRomanNotes:
		return roman(n)
	case lowerLetterNotes, upperLetterNotes:
		c := 'a'
		if s == upperLetterNotes {
			c = 'A'
		}
		return strings.Repeat(string(c+rune((n-1)%26)), (n-1)/26+1)
	}
	return strconv.Itoa(n)
}

// letters reports whether the numbering's marks are letters.
func (s noteNumbering) letters() bool { return s != arabicNotes }

// roman writes n (1 ≤ n < 4000) in upper-case roman numerals.
func roman(n int) string {
	vals := []int{1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1}
	syms := []string{"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"}
	var b strings.Builder
	for i, v := range vals {
		for n >= v {
			b.WriteString(syms[i])
			n -= v
		}
	}
	return b.String()
}

// raisedLetterRun returns the end of a run of small raised letters starting
// at i, or i when there is none: a reference mark in letters ("…ustawy”.ii"),
// the letters raised as digitRun wants digits raised, not followed by a
// letter or a digit.
func raisedLetterRun(l *pline, i int, size float32) int {
	j := i
	for j < len(l.cs) && j-i < maxLetterMark && raisedLetter(l, &l.cs[j], size) {
		j++
	}
	if j < len(l.cs) && (unicode.IsLetter(l.cs[j].r) || unicode.IsDigit(l.cs[j].r)) && raisedLetter(l, &l.cs[j], size) {
		return i // too long for a mark
	}
	return j
}

// raisedLetter reports whether c is a small letter standing raised on line l
// whose text has the given size.
func raisedLetter(l *pline, c *pchar, size float32) bool {
	b, h := markBox(c)
	return unicode.IsLetter(c.r) && h > 0 && size > 0 && h <= 0.8*size && b >= l.base+0.2*size
}

// raisedLetterMarks returns the runs of raised letters that stand after a
// glyph (no space) in the lines of a page (idx): the reference marks in
// letters its endnotes can have, each with the position in idx of the
// first line that holds it.
func raisedLetterMarks(ls []pline, idx []int, body float32) map[string]int {
	out := map[string]int{}
	for k, i := range idx {
		l := &ls[i]
		size := max(l.size, body)
		for j := 1; j < len(l.cs); j++ {
			if !unicode.IsLetter(l.cs[j].r) {
				continue
			}
			prev := l.cs[j-1].r
			if prev == ' ' || prev == 0xA0 || raisedLetter(l, &l.cs[j-1], size) {
				continue
			}
			e := raisedLetterRun(l, j, size)
			if e == j {
				continue
			}
			if m := string(runesOf(l.cs[j:e])); out[m] == 0 {
				out[m] = k + 1
			}
			j = e - 1
		}
	}
	return out
}

// letterOpening reports whether a line of endnotes opens with want, a
// mark in letters, and returns the text after it, which must hold a
// letter. The mark stands raised ("ⁱⁱTamże."), or on the line, directly
// before a capital ("iiTamże.", as LibreOffice sets its endnotes) or
// before a space or a full stop ("ii. Tamże."); never where the letters go
// on as a word or a longer numeral ("iii" is not "ii").
func letterOpening(l *pline, want string) ([]pchar, bool) {
	cs := l.cs
	i := 0
	for i < len(cs) && (cs[i].r == ' ' || cs[i].r == 0xA0) {
		i++
	}
	w := []rune(want)
	j := i + len(w)
	if j >= len(cs) || string(runesOf(cs[i:j])) != want {
		return nil, false
	}
	raised := l.size > 0
	for k := i; k < j && raised; k++ {
		raised = raisedLetter(l, &cs[k], l.size)
	}
	next := cs[j].r
	switch {
	case raised && !raisedLetter(l, &cs[j], l.size):
	case next == ' ' || next == 0xA0 || next == '.':
	case unicode.IsUpper(next) && !(unicode.IsUpper(w[0]) && (isRomanLetter(next) || next == w[0])):
	default:
		return nil, false
	}
	k := j
	for k < len(cs) && (cs[k].r == ' ' || cs[k].r == 0xA0 || cs[k].r == '.') {
		k++
	}
	for _, c := range cs[k:] {
		if unicode.IsLetter(c.r) {
			return cs[k:], true
		}
	}
	return nil, false
}

// markBox returns the bottom and height of c for the note-mark tests: its
// box, or the one letterMarkSample read for it.
func markBox(c *pchar) (b, h float32) {
	if h := c.height(); h > 0 {
		return c.b, h
	}
	return c.mb, c.mt - c.mb
}

// letterMarkSample returns the indexes of the letters that can be part of
// a note mark in letters ("…ustawy”.ii", "iiTamże.", "wyrokuiv") whose box
// boxSample does not read, with the letter after (or before) such a run:
// per line (PDFium's line breaks) the letters at its start, after a
// punctuation glyph and at a word's end, as long as they are roman
// numerals or repeat the run's first letter (at most maxLetterMark).
// Their boxes serve only these tests (pchar.mb, mt), never the line's
// size or baseline.
func letterMarkSample(rs []rune) []int {
	var out []int
	run := func(i int) int { // samples the run from i and the letter after it; its end
		j := i
		for j < len(rs) && j-i < maxLetterMark && unicode.IsLetter(rs[j]) && (isRomanLetter(rs[j]) || rs[j] == rs[i]) {
			out = append(out, j)
			j++
		}
		if j > i && j < len(rs) && unicode.IsLetter(rs[j]) {
			out = append(out, j)
		}
		return j
	}
	blank := func(c rune) bool { return c <= ' ' || c == 0xA0 || c == 2 }
	lineStart := true
	for i := 0; i < len(rs); i++ {
		c := rs[i]
		switch {
		case c == '\n' || c == 2:
			lineStart = true
			continue
		case blank(c):
			continue
		case lineStart:
			lineStart = false
			if unicode.IsLetter(c) {
				i = max(run(i)-1, i)
				continue
			}
		}
		if !unicode.IsLetter(c) || i == 0 {
			continue
		}
		prev := rs[i-1]
		if !blank(prev) && !unicode.IsLetter(prev) && !unicode.IsDigit(prev) {
			i = max(run(i)-1, i)
			continue
		}
		// A word's end in roman letters after a letter: "wyrokuiv".
		if unicode.IsLetter(prev) && isRomanLetter(c) && (i+1 == len(rs) || !unicode.IsLetter(rs[i+1])) {
			k := i
			for k > 0 && i-k < maxLetterMark && isRomanLetter(rs[k-1]) {
				k--
			}
			for j := max(k-1, 0); j <= i; j++ {
				out = append(out, j)
			}
		}
	}
	return out
}

// isRomanLetter reports whether c is a letter of roman numerals.
func isRomanLetter(c rune) bool {
	switch c {
	case 'i', 'v', 'x', 'l', 'c', 'd', 'm', 'I', 'V', 'X', 'L', 'C', 'D', 'M':
		return true
	}
	return false
}
