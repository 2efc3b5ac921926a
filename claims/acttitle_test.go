package claims

import "testing"

// TestActTitle: the title of an act in quotation marks right after the
// act's name (or its date) is a title, not a quotation without a source;
// a quotation opening with „o” after a court's words is a quotation.
func TestActTitle(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		before, inner string
		want          bool
	}{
		{"potrąceniu wezwania.” Ustawa ", "o ubezpieczeniach obowiązkowych, Ubezpieczeniowym Funduszu Gwarancyjnym", true},
		{"zgodnie z art. 5 ustawy z dnia 22 maja 2003 r. ", "o ubezpieczeniach obowiązkowych", true},
		{"na podstawie rozporządzenia ", "w sprawie wysokości opłat za czynności adwokackie", true},
		{"na gruncie\nKodeksu karnego z 1969 r. wyraził pogląd, że ", "o okrucieństwie jako okoliczności obciążającej", false},
		{"Ustawa ", "przepisów nie stosuje się do pracowników", false},
	} {
		if got := actTitle(c.before, c.inner); got != c.want {
			t.Errorf("actTitle(%q, %q) = %v, want %v", c.before, c.inner, got, c.want)
		}
	}
}
