package engine

import (
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/norm"
)

// TestExtentSwaps: a quotation that turns the extent its source states („w
// całości” for „w części”, „w większości” for „w niewielkim stopniu”, also
// typed without Polish letters) blocks; the same extent, or a word of no
// class changed beside it, does not.
func TestExtentSwaps(t *testing.T) {
	t.Parallel()
	src := norm.NewSource("Sąd uznał, że żądanie zasługiwało na uwzględnienie w części, a pozostałe roszczenia podlegały oddaleniu. Zarzuty pozwanego okazały się trafne w niewielkim stopniu, co przesądziło o kosztach.")
	for _, c := range []struct {
		quote string
		block bool
	}{
		{"żądanie zasługiwało na uwzględnienie w całości, a pozostałe roszczenia podlegały oddaleniu", true},
		{"zadanie zaslugiwalo na uwzglednienie w calosci, a pozostale roszczenia podlegaly oddaleniu", true},
		{"Zarzuty pozwanego okazały się trafne w znacznym stopniu, co przesądziło o kosztach.", true},
		{"Zarzuty pozwanego okazały się trafne w większości, co przesądziło o kosztach.", true},
		// controls
		{"żądanie zasługiwało na uwzględnienie w części, a pozostałe roszczenia podlegały oddaleniu", false},
		{"Zarzuty pozwanego okazały się słuszne w niewielkim stopniu, co przesądziło o kosztach.", false},
	} {
		r := VerifyAgainstWith(Item{ID: "E", ClaimType: cite.CytatDoslowny, Quote: c.quote}, src, Options{Memo: true})
		if blocked := r.Status == cite.Niezweryfikowany; blocked != c.block {
			t.Errorf("%q: %s (%s), want blocked %v", c.quote, r.Status, noteOf(r), c.block)
		}
		if c.block && !strings.Contains(noteOf(r), "zmienia treść") {
			t.Errorf("%q: note %q names no change of meaning", c.quote, noteOf(r))
		}
	}
}
