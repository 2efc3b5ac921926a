package pl

import (
	"strings"
	"testing"
)

func TestSuperscript(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"1", "¹"}, {"0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹"}, {"398", "³⁹⁸"}, {"1a", "¹a"}, {"ter", "ter"}, {"(14)", "⁽¹⁴⁾"}, {"1-3+", "¹⁻³⁺"}, {"", ""}, {"ą2", "ą²"},
	} {
		if got := Superscript(tc.in); got != tc.want {
			t.Errorf("Superscript(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if strings.ContainsAny(tc.in, "+-()") {
			continue
		}
		if got := SuperscriptDigits(Superscript(tc.in)); got != tc.in {
			t.Errorf("SuperscriptDigits(Superscript(%q)) = %q: not the reverse", tc.in, got)
		}
	}
}
