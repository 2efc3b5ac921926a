package engine

import (
	"testing"

	"citeguard/cite"
)

// particleSource is a passage in the style of a judgment's reasons.
const particleSource = `Sąd Apelacyjny zważył, co następuje. Zadośćuczynienie ma charakter kompensacyjny. Należy też zauważyć, że jego wysokość musi przedstawiać ekonomicznie odczuwalną wartość. Sąd uwzględnił także okoliczność, że powód przez wiele miesięcy pozostawał niezdolny do pracy. Ponadto pozwany nie wykazał, aby szkoda była mniejsza.`

// TestParticleSwap: a quotation that differs from its source only by a
// synonymous particle („też” ↔ „także”, „również”, „ponadto”) is
// ZMODYFIKOWANY, not a material change; a dropped negation still is.
func TestParticleSwap(t *testing.T) {
	t.Parallel()
	cases := []struct {
		quote string
		want  cite.Status
	}{
		{"Należy także zauważyć, że jego wysokość musi przedstawiać ekonomicznie odczuwalną wartość.", cite.Zmodyfikowany},
		{"Należy również zauważyć, że jego wysokość musi przedstawiać ekonomicznie odczuwalną wartość.", cite.Zmodyfikowany},
		{"Sąd uwzględnił też okoliczność, że powód przez wiele miesięcy pozostawał niezdolny do pracy.", cite.Zmodyfikowany},
		{"Również pozwany nie wykazał, aby szkoda była mniejsza.", cite.Zmodyfikowany},
		{"Ponadto pozwany wykazał, aby szkoda była mniejsza.", cite.Niezweryfikowany},
	}
	for _, c := range cases {
		r := Verify(Item{ID: "P", Quote: c.quote, SourceText: ptr(particleSource)})
		if r.Status != c.want {
			t.Errorf("%q: status %s (%s), want %s", c.quote, r.Status, noteOf(r), c.want)
		}
	}
}
