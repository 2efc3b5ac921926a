package extract

import (
	"slices"
	"strings"
	"testing"
)

// TestSpaceSides: the glyphs on both sides of every space of a short line
// are read (so that a spread-out justified line's spaces can be measured),
// none of a line longer than maxSpreadRunes glyphs.
func TestSpaceSides(t *testing.T) {
	long := strings.Repeat("słowo ", 12) // 60 letters: one line of more than 64 glyphs with the next word
	cases := []struct {
		name, text string
		want       []int
	}{
		{"two words", "dnia 10", []int{3, 5}},
		{"spaces run", "r.,  III", []int{2, 5}},
		{"each line", "ab cd\nef gh", []int{1, 3, 7, 9}},
		{"a line end's space", "ab \ncd", nil},
		{"a long line", long + "koniec", nil},
	}
	for _, c := range cases {
		if got := spaceSides([]rune(c.text)); !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}
