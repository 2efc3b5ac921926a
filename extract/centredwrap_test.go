package extract

import "testing"

// TestLayoutCentredWrap: a centred title wrapped onto a short centred
// line (tytul.pdf: „… z dnia 14 lutego 2025 r., sygn. akt XII C⏎2231/24”)
// is one block, its signature whole; a short centred title over a
// centred subtitle (no wrap: the subtitle's first word had room) stays two
// blocks, as does the title over the wrapped line.
func TestLayoutCentredWrap(t *testing.T) {
	doc := layoutFile(t, "tytul.pdf")
	for _, c := range []struct{ first, text string }{
		{"od wyroku Sądu Rejonowego", "od wyroku Sądu Rejonowego w Poznaniu z dnia 14 lutego 2025 r., sygn. akt XII C 2231/24"},
		{"APELACJA POZWANEGO", "APELACJA POZWANEGO"},
		{"UZASADNIENIE", "UZASADNIENIE"},
		{"w zakresie zarzutów", "w zakresie zarzutów"},
		{"Działając w imieniu pozwanego", "Działając w imieniu pozwanego, zaskarżam powyższy wyrok w całości i wnoszę o jego zmianę przez oddalenie powództwa oraz o zasądzenie od powoda na rzecz pozwanego kosztów postępowania za obie instancje."},
	} {
		b := blockStarting(doc, c.first)
		if b == nil {
			t.Errorf("no block starts with %q", c.first)
			continue
		}
		if got := blockText(doc, b); got != c.text {
			t.Errorf("block %q: %q", c.first, got)
		}
	}
	if b := blockStarting(doc, "2231/24"); b != nil {
		t.Errorf("the wrapped signature's number is a block of its own: %+v", b)
	}
}
