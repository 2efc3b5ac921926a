package pl

import "testing"

func TestSuperscript(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"1", "¹"}, {"0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹"}, {"398", "³⁹⁸"}, {"1a", "¹a"}, {"ter", "ter"}, {"(4)", "(⁴)"}, {"", ""}, {"ą2", "ą²"},
	} {
		if got := Superscript(tc.in); got != tc.want {
			t.Errorf("Superscript(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if got := SuperscriptDigits(Superscript(tc.in)); got != tc.in {
			t.Errorf("SuperscriptDigits(Superscript(%q)) = %q: not the reverse", tc.in, got)
		}
	}
}
