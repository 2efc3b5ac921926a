package claims

import (
	"testing"

	"citeguard/cite"
)

// TestPinpointOnly: a note that cites a ruling with a pinpoint and nothing
// else („Wyrok z dnia …, II Ca 989/12, pkt 1 sentencji.”) states no thesis:
// it is a citation with its pinpoint, not a „teza” to be found in the
// ruling (as one it was 🔴 „nie ma w źródle”, a clean memo blocked); a
// pinpoint with a thesis stays a pinpoint claim.
func TestPinpointOnly(t *testing.T) {
	t.Parallel()
	for _, tc := range []tcase{
		{name: "„…, II Ca 989/12, pkt 1 sentencji.”",
			text:   "Wyrok z dnia 19 lutego 2013 r., II Ca 989/12, pkt 1 sentencji.",
			claims: []want{{typ: cite.Powolanie, src: "II Ca 989/12"}}},
		{name: "„…, I Ca 316/14, pkt I i II sentencji.”",
			text:   "Wyrok SO w Suwałkach z dnia 15 października 2014 r., I Ca 316/14, pkt I i II sentencji.",
			claims: []want{{typ: cite.Powolanie, src: "I Ca 316/14"}}},
		{name: "„…, s. 12.”",
			text:   "Wyrok z dnia 19 lutego 2013 r., II Ca 989/12, s. 12.",
			claims: []want{{typ: cite.Powolanie, src: "II Ca 989/12"}}},
		{name: "control: a pinpoint with a thesis",
			text:   "Wyrok z dnia 19 lutego 2013 r., II Ca 989/12, pkt 3 uzasadnienia: sąd podkreślił znaczenie rachunków za naprawę pojazdu.",
			claims: []want{{typ: cite.TezaPinpoint, src: "II Ca 989/12"}}},
	} {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
