package engine

import (
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/norm"
)

// evidenceSource is a passage written for these tests in the style of a
// judgment on evidence and pay: an obligation, a possibility and a
// prohibition.
const evidenceSource = `Treść notatki służbowej policji należy skonfrontować z zeznaniami funkcjonariuszy, którzy ją sporządzili.
Notatka ta stanowi jedynie dokument urzędowy co do tego, że funkcjonariusz złożył w niej określone oświadczenie wiedzy.
Pracodawca jest obowiązany wypłacić pracownikowi wynagrodzenie za czas gotowości do pracy poza normalnymi godzinami.
Okoliczność ta wynika z utrwalonej linii orzeczniczej Sądu Najwyższego w sprawach z zakresu prawa pracy oraz ubezpieczeń społecznych.
Sąd może pominąć wniosek dowodowy, jeżeli fakt sporny został już wykazany zgodnie z twierdzeniem wnioskodawcy.
Zasada ta służy szybkości postępowania i koncentracji materiału dowodowego w pierwszej instancji oraz ogranicza koszty procesu.
Pracownik nie może zrzec się prawa do corocznego płatnego urlopu wypoczynkowego.`

// TestNegatedModality (issue 22 class 5, the converse): a modal word under
// a negation takes the polarity the negation gives it — „nie można
// pominąć” states an obligation, „nie musi” a permission not to — so a
// faithful paraphrase in those words is no contradiction (🟡); a plain
// possibility for an obligation, or the other way round, still is (🔴),
// and so is a quotation that turns the modality or adds or drops a „nie”
// before a modal word.
func TestNegatedModality(t *testing.T) {
	t.Parallel()
	src := norm.NewSource(evidenceSource)
	claims := []struct {
		claim  string
		status cite.Status
		note   string
	}{
		{"Sąd wskazał, że treści notatki służbowej policji nie można oceniać z pominięciem zeznań funkcjonariuszy, którzy ją sporządzili.", cite.WymagaOsadu, ""},
		{"Sąd przyjął, że pracodawca nie może odmówić pracownikowi wynagrodzenia za czas gotowości do pracy poza normalnymi godzinami.", cite.WymagaOsadu, ""},
		{"Sąd uznał, że sąd nie musi przeprowadzać wniosku dowodowego, jeżeli fakt sporny został już wykazany zgodnie z twierdzeniem wnioskodawcy.", cite.WymagaOsadu, ""},
		{"Sąd przyjął, że prawo do corocznego płatnego urlopu wypoczynkowego pracownik musi zachować, bo się go nie zrzeka.", cite.WymagaOsadu, ""},
		{"Sąd przyjął, że pracodawca może wypłacić pracownikowi wynagrodzenie za czas gotowości do pracy poza normalnymi godzinami.", cite.Niezweryfikowany, "modalność"},
		{"Sąd uznał, że sąd musi pominąć wniosek dowodowy, jeżeli fakt sporny został już wykazany zgodnie z twierdzeniem wnioskodawcy.", cite.Niezweryfikowany, "modalność"},
	}
	for _, c := range claims {
		r := VerifyAgainstWith(Item{ID: "P", ClaimType: cite.StanowiskoSadu, ClaimText: c.claim}, src, Options{Memo: true})
		if r.Status != c.status || !strings.Contains(noteOf(r), c.note) {
			t.Errorf("%q: %s (%s), want %s with %q", c.claim, r.Status, noteOf(r), c.status, c.note)
		}
	}
	for _, q := range []string{
		"Pracodawca może wypłacić pracownikowi wynagrodzenie za czas gotowości do pracy poza normalnymi godzinami",
		"Sąd nie może pominąć wniosku dowodowego, jeżeli fakt sporny został już wykazany zgodnie z twierdzeniem wnioskodawcy",
		"Pracownik może zrzec się prawa do corocznego płatnego urlopu wypoczynkowego",
	} {
		r := VerifyAgainstWith(Item{ID: "Q", Quote: q}, src, Options{Memo: true})
		if r.Status != cite.Niezweryfikowany {
			t.Errorf("quotation %q: %s (%s), want %s", q, r.Status, noteOf(r), cite.Niezweryfikowany)
		}
	}
}
