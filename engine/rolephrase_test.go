package engine

import (
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/norm"
)

// TestPartyRolePhrases: a party role of several words („przyjmujący
// zlecenie”, „podmiot przetwarzający”, „osoba, której dane dotyczą”,
// „przyjmujący zamówienie”) swapped in a quotation for the opposite role
// blocks, also when the change holds one word of the role (the other is
// equal), when it opens the quotation and when the quotation is typed
// without Polish letters; the same
// role in other words („zleceniobiorca” for „przyjmujący zlecenie”), a word
// of a role that both sides hold, and a change next to a role do not.
func TestPartyRolePhrases(t *testing.T) {
	t.Parallel()
	const source = `Gdy umowa jest odpłatna, a wypowiedzenie nastąpiło bez ważnego powodu, przyjmujący zlecenie
naprawia szkodę wynikłą z wypowiedzenia. Każdy administrator biorący udział w operacji odpowiada za
szkodę wyrządzoną operacją. Wniosek o sprostowanie danych składa osoba, której dane dotyczą, w terminie
miesiąca. Po oddaniu dzieła przyjmujący zamówienie może żądać wynagrodzenia. Administrator lub podmiot
przetwarzający ponoszą odpowiedzialność solidarnie. Przyjmujący zamówienie może żądać zaliczki przed oddaniem dzieła.`
	for _, tc := range []struct {
		quote string
		block bool
	}{
		{"Gdy umowa jest odpłatna, a wypowiedzenie nastąpiło bez ważnego powodu, dający zlecenie naprawia szkodę wynikłą z wypowiedzenia.", true},
		{"Gdy umowa jest odplatna, a wypowiedzenie nastapilo bez waznego powodu, dajacy zlecenie naprawia szkode wynikla z wypowiedzenia.", true},
		{"Każdy podmiot przetwarzający biorący udział w operacji odpowiada za szkodę wyrządzoną operacją.", true},
		{"Wniosek o sprostowanie danych składa administrator, w terminie miesiąca.", true},
		{"Po oddaniu dzieła zamawiający może żądać wynagrodzenia.", true},
		{"Zamawiający może żądać zaliczki przed oddaniem dzieła.", true}, // the role opens the quotation
		// controls: the same role in other words, a role both sides hold, a change beside a role
		{"Gdy umowa jest odpłatna, a wypowiedzenie nastąpiło bez ważnego powodu, zleceniobiorca naprawia szkodę wynikłą z wypowiedzenia.", false},
		{"Administrator lub podmiot przetwarzający ponoszą odpowiedzialność solidarną.", false},
		{"Po oddaniu dzieła przyjmujący zamówienie może domagać się wynagrodzenia.", false},
	} {
		r := VerifyAgainstWith(Item{ID: "R", ClaimType: cite.CytatDoslowny, Quote: tc.quote}, norm.NewSource(source), Options{Memo: true})
		blocked := r.Status == cite.Niezweryfikowany
		if blocked != tc.block {
			t.Errorf("%q: status %s (%s), want blocked %v", tc.quote, r.Status, noteOf(r), tc.block)
		}
		if tc.block && blocked && !strings.Contains(noteOf(r), "rola strony") {
			t.Errorf("%q: note %q does not name the swapped role", tc.quote, noteOf(r))
		}
	}
}
