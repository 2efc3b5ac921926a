package engine

import (
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/norm"
)

// leaseSource is a passage written for these tests in the style of a
// judgment on a lease: time limits, party roles, a double negation, „nie
// tylko …, lecz także” and a condition.
const leaseSource = `Najemca jest obowiązany zwrócić przedmiot najmu wynajmującemu nie później niż w terminie
trzydziestu dni od dnia rozwiązania umowy. Wynajmujący może wypowiedzieć umowę najmu bez zachowania
terminów wypowiedzenia, jeżeli najemca zalega z zapłatą czynszu za dwa pełne okresy płatności. Kaucja
podlega zwrotowi po potrąceniu należności wynajmującego z tytułu najmu. Nie można przyjąć, że brak jest
podstaw do obciążenia najemcy kosztami naprawy, skoro szkoda powstała z jego winy. Odpowiedzialność
najemcy obejmuje nie tylko szkodę rzeczywistą, lecz także utracone przez wynajmującego korzyści.
Jeżeli najemca dokonał nakładów bez zgody wynajmującego, nie może żądać ich zwrotu. Sąd powinien
zbadać z urzędu, czy wypowiedzenie zostało złożone przed upływem okresu, na jaki umowa została zawarta.`

// TestMaterialOnEveryPath (issue 22 class 5): a change of a negation, a
// modal word, a number, a time word or a party role is 🔴 against the
// nearest passage even when other words of the quotation differ too (so
// that it is no approximate match), with the memo rules; what only looks
// like one — a faithful double negation, a gap in „nie tylko …, lecz
// także”, the same modality in other words, a quotation typed without
// Polish letters — is not.
func TestMaterialOnEveryPath(t *testing.T) {
	t.Parallel()
	src := norm.NewSource(leaseSource)
	cases := []struct {
		name, quote string
		status      cite.Status
		kind        string // the change named in the note ("" = any)
	}{
		{"time limit turned, words changed", "Najemca jest zobowiązany oddać przedmiot najmu wynajmującemu nie wcześniej niż w terminie trzydziestu dni od rozwiązania umowy", cite.Niezweryfikowany, "termin"},
		{"negation added, words changed", "Wynajmujący nie może wypowiedzieć umowy najmu bez zachowania terminów wypowiedzenia, gdy najemca zalega z zapłatą czynszu za dwa okresy", cite.Niezweryfikowany, "przeczenie"},
		{"possibility turned necessity, words changed", "Wynajmujący musi wypowiedzieć umowę najmu bez zachowania terminu wypowiedzenia, gdy najemca zalega z czynszem za dwa pełne okresy płatności", cite.Niezweryfikowany, "modalność"},
		{"number word changed, words changed", "Wynajmujący może wypowiedzieć umowę najmu bez zachowania terminów wypowiedzenia, jeśli najemca zalega z czynszem za trzy pełne okresy", cite.Niezweryfikowany, "liczba"},
		{"number word to digits of another number", "zwrócić przedmiot najmu wynajmującemu nie później niż w ciągu 14 dni od dnia rozwiązania umowy", cite.Niezweryfikowany, "liczba"},
		{"order of events turned", "Kaucja podlega zwrotowi przed potrąceniem należności wynajmującego z tytułu umowy najmu", cite.Niezweryfikowany, "termin"},
		{"party roles swapped, words changed", "Jeżeli wynajmujący dokonał nakładów bez zgody najemcy, nie może domagać się ich zwrotu", cite.Niezweryfikowany, "rola strony"},
		{"party role swapped alone", "Odpowiedzialność najemcy obejmuje nie tylko szkodę rzeczywistą, lecz także utracone przez najemcę korzyści", cite.Niezweryfikowany, "rola strony"},
		{"typed without Polish letters, limit turned", "Najemca jest obowiazany zwrocic przedmiot najmu wynajmujacemu nie wczesniej niz w terminie trzydziestu dni", cite.Niezweryfikowany, "termin"},
		{"typed without Polish letters", "Najemca jest obowiazany zwrocic przedmiot najmu wynajmujacemu nie pozniej niz w terminie trzydziestu dni", cite.Zmodyfikowany, ""},
		{"a faithful double negation", "Nie można przyjąć, że brak jest podstaw do obciążenia najemcy kosztami naprawy", cite.Zweryfikowany, ""},
		{"a gap in „nie tylko …, lecz także”", "Odpowiedzialność najemcy obejmuje […] utracone przez wynajmującego korzyści", cite.Zweryfikowany, ""},
		{"a gap after „nie tylko”", "Odpowiedzialność najemcy obejmuje nie tylko […] utracone przez wynajmującego korzyści", cite.Zweryfikowany, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			r := VerifyAgainstWith(Item{ID: "Q", Quote: c.quote}, src, Options{Memo: true})
			if r.Status != c.status || !strings.Contains(noteOf(r), c.kind) {
				t.Errorf("%q: %s (%s), want %s naming %q", c.quote, r.Status, noteOf(r), c.status, c.kind)
			}
			if c.status == cite.Niezweryfikowany && !r.MaterialChange() {
				t.Errorf("%q: no material change recorded (%+v)", c.quote, r.Detail)
			}
		})
	}
}

// TestNearPassageNeedsTheSamePassage: a quotation that shares only a few
// words with the source, or only a short run, is not read against a
// nearest passage: it is a quotation absent from the source (🟠/🔴 for
// that reason), never a material change it does not make.
func TestNearPassageNeedsTheSamePassage(t *testing.T) {
	t.Parallel()
	src := norm.NewSource(leaseSource)
	for _, q := range []string{
		"Najemca nie jest obowiązany do zapłaty czynszu za okres, w którym rzecz była niezdatna do użytku",
		"nie wcześniej niż",
		"Wynajmujący ma obowiązek wydać najemcy rzecz w stanie przydatnym do umówionego użytku",
	} {
		r := VerifyAgainstWith(Item{ID: "Q", Quote: q}, src, Options{Memo: true})
		if r.Found[0].Code == cite.QuoteNearChangesSource {
			t.Errorf("%q: read against a nearest passage: %s", q, noteOf(r))
		}
	}
}

// TestContradictionsOfTimeAndRole: a paraphrase that turns a time limit is
// 🔴; one that states a faithful contrapositive of a condition is not.
func TestContradictionsOfTimeAndRole(t *testing.T) {
	t.Parallel()
	src := norm.NewSource(leaseSource)
	cases := []struct {
		claim  string
		status cite.Status
		note   string
	}{
		{"Sąd przyjął, że najemca musi zwrócić przedmiot najmu wynajmującemu nie wcześniej niż trzydzieści dni od rozwiązania umowy.", cite.Niezweryfikowany, "termin"},
		{"Sąd przyjął, że najemca musi zwrócić przedmiot najmu wynajmującemu nie później niż trzydzieści dni od rozwiązania umowy.", cite.WymagaOsadu, ""},
		{"Sąd wskazał, że gdy najemca może żądać zwrotu nakładów, nie dokonał ich bez zgody wynajmującego.", cite.WymagaOsadu, ""},
	}
	for _, c := range cases {
		r := VerifyAgainstWith(Item{ID: "P", ClaimType: cite.StanowiskoSadu, ClaimText: c.claim}, src, Options{Memo: true})
		if r.Status != c.status || !strings.Contains(noteOf(r), c.note) {
			t.Errorf("%q: %s (%s), want %s with %q", c.claim, r.Status, noteOf(r), c.status, c.note)
		}
	}
}

// TestSameModality: a modal word for another of the same modality is no
// change of meaning; one of the other modality is.
func TestSameModality(t *testing.T) {
	t.Parallel()
	src := norm.NewSource(leaseSource)
	for _, c := range []struct {
		quote string
		block bool
	}{
		{"Najemca musi zwrócić przedmiot najmu wynajmującemu nie później niż w terminie trzydziestu dni od dnia rozwiązania umowy", false},
		{"Najemca może zwrócić przedmiot najmu wynajmującemu nie później niż w terminie trzydziestu dni od dnia rozwiązania umowy", true},
	} {
		r := VerifyAgainstWith(Item{ID: "Q", Quote: c.quote}, src, Options{Memo: true})
		if got := r.Status == cite.Niezweryfikowany; got != c.block {
			t.Errorf("%q: %s (%s), want a block: %v", c.quote, r.Status, noteOf(r), c.block)
		}
	}
}
