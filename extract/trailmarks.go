package extract

import (
	"unicode"
	"unicode/utf8"

	"citeguard/pl"
)

// The marks of a reference list's notes in the body (trailnotes.go).

// maxMarkRange bounds a range of marks („[2–5]”): a longer one is no range
// of notes.
const maxMarkRange = 20

// trailMark is one note mark in the body: the number of the note it
// points to and where it stands; loose: it stands after a space.
type trailMark struct {
	n, at int
	loose bool
}

// bodyMarks returns every note mark of text, in the order they stand:
//   - a run of superscript digits right after a letter or a punctuation
//     mark (never after a digit: „art. 442¹”), or after a space that
//     follows one („… szkodą ¹”, the second of „¹ ²”);
//   - "[n]" after a letter, a punctuation mark or a space within a line
//     (never at a line's start: a list entry's own number), grouped
//     „[1][2]”, „[1, 3]”, „[1; 3]” or a range „[1–3]”;
//   - "(n)" (or "(1, 3)") after a word, ended by a punctuation mark or the
//     line's end (an enumeration's „(1) umowa …” goes on with a word), not
//     after a digit or a dot („art. 5 (1)”, „ust. (1)”).
//
// A "[n]" or "(n)" inside a quotation („…”, «…») is quoted text, no mark.
func bodyMarks(text string) []trailMark {
	var out []trailMark
	depth := 0 // quotations open at i
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		depth = quoteDepth(depth, r)
		if i == 0 {
			i += size
			continue
		}
		prev, psz := utf8.DecodeLastRuneInString(text[:i])
		before, _ := utf8.DecodeLastRuneInString(text[:i-psz])
		space := prev == ' ' || prev == '\u00a0' || prev == '\t'
		switch {
		case pl.IsSuperscriptDigit(r):
			n, end := 0, i
			for end < len(text) {
				c, sz := utf8.DecodeRuneInString(text[end:])
				if !pl.IsSuperscriptDigit(c) {
					break
				}
				n = n*10 + int(pl.SuperscriptDigits(string(c))[0]-'0')
				end += sz
			}
			glued := !unicode.IsSpace(prev) && !unicode.IsDigit(prev) && !pl.IsSuperscriptDigit(prev)
			loose := space && i-psz > 0 && !unicode.IsSpace(before) && !unicode.IsDigit(before)
			if n > 0 && (glued || loose) {
				out = append(out, trailMark{n: n, at: i, loose: loose})
			}
			i = end
			continue
		case (r == '[' || r == '(') && depth == 0 && prev != '\n' && !unicode.IsDigit(prev):
			close := byte(']')
			if r == '(' {
				close = ')'
			}
			ns, end := markNumbers(text, i+1, close)
			if ns == nil || r == '(' && !parenMark(text, i, end, prev, before, space) {
				break
			}
			for _, n := range ns {
				out = append(out, trailMark{n: n, at: i, loose: space})
			}
			i = end
			continue
		}
		i += size
	}
	return out
}

// markNumbers reads the numbers of a mark from text[i:] up to the byte
// close: "2", "1, 3", "1; 3", "1–3" (a range); the numbers and the offset
// after close, or nil.
func markNumbers(text string, i int, close byte) ([]int, int) {
	var ns []int
	rangeFrom := 0
	for {
		j, n := i, 0
		for j < len(text) && j-i < 3 && text[j] >= '0' && text[j] <= '9' {
			n = n*10 + int(text[j]-'0')
			j++
		}
		if j == i || n == 0 || j < len(text) && text[j] >= '0' && text[j] <= '9' {
			return nil, 0
		}
		if rangeFrom > 0 {
			if n <= rangeFrom || n-rangeFrom > maxMarkRange {
				return nil, 0
			}
			for k := rangeFrom + 1; k <= n; k++ {
				ns = append(ns, k)
			}
			rangeFrom = 0
		} else {
			ns = append(ns, n)
		}
		i = j
		if i >= len(text) {
			return nil, 0
		}
		switch {
		case text[i] == close:
			return ns, i + 1
		case text[i] == ',' || text[i] == ';':
			i++
		case text[i] == '-':
			rangeFrom = n
			i++
		case len(text)-i >= 3 && (text[i:i+3] == "–" || text[i:i+3] == "—"):
			rangeFrom = n
			i += 3
		default:
			return nil, 0
		}
		for i < len(text) && text[i] == ' ' {
			i++
		}
	}
}

// parenMark reports whether "(…)" at text[i:end] stands as a note mark: after
// a word or a closing quotation mark (prev, or before a space), ended by a
// punctuation mark or the line's end.
func parenMark(text string, i, end int, prev, before rune, space bool) bool {
	if end < len(text) {
		next, _ := utf8.DecodeRuneInString(text[end:])
		switch next {
		case '.', ',', ';', ':', '!', '?', '\n':
		default:
			return false
		}
	}
	w := prev
	if space {
		w = before
	}
	return unicode.IsLetter(w) || w == '”' || w == '"' || w == '»' || w == '“'
}
