package engine

import (
	"testing"

	"citeguard/cite"
)

// TestEditorialNoteInQuotation: an author's note inside a quotation in
// brackets („[podkreślenie – A.B.]”, „(podkr. moje)”, „[wyróżnienie
// własne]”) is no word of the source: the quotation is verbatim
// without it, and nothing it is aligned with (the source's next words)
// is reported as changed.
func TestEditorialNoteInQuotation(t *testing.T) {
	src := "Sąd Okręgowy zważył, co następuje. Apelacja jest bezzasadna. Sąd pierwszej instancji prawidłowo ocenił zebrane w sprawie dowody i nie naruszył art. 233 § 1 k.p.c. Sąd pierwszej instancji nie pominął żadnego z wniosków dowodowych."
	for _, q := range []string{
		"Sąd pierwszej instancji prawidłowo ocenił zebrane w sprawie dowody [podkreślenie – A.B.]",
		"Sąd pierwszej instancji prawidłowo ocenił (podkr. moje) zebrane w sprawie dowody",
		"prawidłowo ocenił zebrane w sprawie dowody [wyróżnienie własne] i nie naruszył art. 233 § 1 k.p.c.",
		"Apelacja jest bezzasadna [pogrubienie – red.].",
	} {
		r := Verify(Item{ID: "q", SourceID: "X", Quote: q, SourceText: &src})
		if r.Status != cite.Zweryfikowany {
			t.Errorf("%q: %s %v, want ZWERYFIKOWANY", q, r.Status, r.Found)
		}
	}
}
