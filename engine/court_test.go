package engine

import (
	"testing"
)

// TestCourtsAgree: the court of a memo's citation against the court of the
// source found — abbreviations expanded, an anonymised seat („w O.”) matches
// the seat written out, another seat or another tier never does.
func TestCourtsAgree(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"Sąd Okręgowy w Olsztynie", "Sąd Okręgowy w O.", true},
		{"SO w Olsztynie", "Sąd Okręgowy w Olsztynie", true},
		{"SN", "Sąd Najwyższy Izba Cywilna", true},
		{"Sąd Okręgowy w Gdańsku", "Sąd Okręgowy w O.", false},
		{"Sąd Okręgowy w Olsztynie", "Sąd Okręgowy w Gdańsku", false},
		{"Sąd Apelacyjny w Krakowie", "Sąd Okręgowy w Krakowie", false},
		{"Sąd Apelacyjny w Krakowie", "Sąd Najwyższy", false},
	} {
		if got := courtsAgree(tc.a, tc.b); got != tc.want {
			t.Errorf("courtsAgree(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
		if got := courtsAgree(tc.b, tc.a); got != tc.want {
			t.Errorf("courtsAgree(%q, %q) = %v, want %v", tc.b, tc.a, got, tc.want)
		}
	}
}
