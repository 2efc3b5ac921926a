package engine

import (
	"strings"
	"unicode"

	"citeguard/norm"
)

// word is one word of a normalized text: its byte range there and its key
// for comparison (punctuation stripped, diacritics folded).
type word struct {
	Start, End int
	Key        string
	raw        string // the word as written, punctuation included
}

// splitWords cuts normalized text into words at spaces; punctuation at the
// edges of a word is not part of its key, so a moved comma is no difference.
func splitWords(s string) []word {
	var ws []word
	for i := 0; i < len(s); {
		for i < len(s) && s[i] == ' ' {
			i++
		}
		j := i
		for j < len(s) && s[j] != ' ' {
			j++
		}
		if j > i {
			key := strings.TrimFunc(s[i:j], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
			if key != "" {
				ws = append(ws, word{i, j, norm.FoldDiacritics(key), s[i:j]})
			}
		}
		i = j
	}
	return ws
}

// letters is the word as written in text (its normalized form, diacritics
// kept), without the punctuation at its edges.
func (w word) letters(text string) string {
	return strings.TrimFunc(text[w.Start:w.End], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}
