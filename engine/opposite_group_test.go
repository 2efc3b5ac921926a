package engine

import (
	"testing"

	"citeguard/cite"
	"citeguard/norm"
)

// TestOppositeIndividualGroup: an individual dismissal (zwolnienie
// indywidualne) swapped for a group one (grupowe) in a quotation changes what
// it says; the same term inflected does not.
func TestOppositeIndividualGroup(t *testing.T) {
	t.Parallel()
	const source = `Odprawa przysługuje także w razie indywidualnego zwolnienia pracownika z przyczyn niedotyczących pracowników.
Przepisy stosuje się odpowiednio do zwolnień grupowych w zakładach zatrudniających co najmniej dwudziestu pracowników.`
	for _, tc := range []struct {
		quote string
		block bool
	}{
		{"Odprawa przysługuje także w razie grupowego zwolnienia pracownika z przyczyn niedotyczących pracowników", true},
		{"Przepisy stosuje się odpowiednio do zwolnień indywidualnych w zakładach zatrudniających co najmniej dwudziestu pracowników", true},
		// control
		{"Odprawa przysługuje także w razie indywidualnego zwolnienia pracownika z przyczyn niedotyczących pracowników", false},
	} {
		r := VerifyAgainstWith(Item{ID: "G", ClaimType: cite.CytatDoslowny, Quote: tc.quote}, norm.NewSource(source), Options{Memo: true})
		if blocked := r.Status == cite.Niezweryfikowany; blocked != tc.block {
			t.Errorf("%q: status %s (%s), want blocked %v", tc.quote, r.Status, noteOf(r), tc.block)
		}
	}
}
