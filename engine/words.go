package engine

import (
	"strings"
	"unicode"
	"unicode/utf8"

	unorm "golang.org/x/text/unicode/norm"
)

// polishFold maps the Polish letters with diacritics to their base letters.
var polishFold = map[rune]rune{
	'ą': 'a', 'ć': 'c', 'ę': 'e', 'ł': 'l', 'ń': 'n', 'ó': 'o', 'ś': 's', 'ź': 'z', 'ż': 'z',
	'Ą': 'A', 'Ć': 'C', 'Ę': 'E', 'Ł': 'L', 'Ń': 'N', 'Ó': 'O', 'Ś': 'S', 'Ź': 'Z', 'Ż': 'Z',
}

// foldDiacritics removes diacritics: the Polish letters by table, any other
// letter by dropping the marks of its canonical decomposition.
func foldDiacritics(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if f, ok := polishFold[r]; ok {
			b.WriteRune(f)
			continue
		}
		if r < utf8.RuneSelf {
			b.WriteRune(r)
			continue
		}
		for _, d := range unorm.NFD.String(string(r)) {
			if !unicode.Is(unicode.Mn, d) {
				b.WriteRune(d)
			}
		}
	}
	return b.String()
}

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
				ws = append(ws, word{i, j, foldDiacritics(key), s[i:j]})
			}
		}
		i = j
	}
	return ws
}
