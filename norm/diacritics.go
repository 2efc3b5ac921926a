package norm

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

// FoldDiacritics removes diacritics: the Polish letters by table (ł has no
// decomposition), any other letter by dropping the marks of its canonical
// decomposition. "Sąd Najwyższy" is "Sad Najwyzszy".
func FoldDiacritics(s string) string {
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
