package engine

import (
	"os"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/internal/sharedtest"
	"citeguard/norm"
	"citeguard/reports"
)

// materialSource is a passage written for these tests in the style of a
// Polish judgment.
const materialSource = `Sąd Najwyższy zważył, co następuje. Skarga kasacyjna nie zasługuje na uwzględnienie.
Zgodnie z art. 118 k.c. termin przedawnienia wynosi sześć lat, a dla roszczeń o świadczenia
okresowe trzy lata. Sąd może obniżyć karę umowną, jeżeli zobowiązanie zostało w znacznej części
wykonane. Wierzyciel nie może żądać odszkodowania przenoszącego wysokość kary umownej, chyba że
strony inaczej postanowiły. Pozwany powinien był zapłacić kwotę 15 000 zł w terminie 14 dni od
doręczenia wezwania. Dłużnik lub osoba trzecia mogą spełnić świadczenie. Umowa zawarta bez
zachowania formy pisemnej jest nieważna. Powództwo podlegało oddaleniu w całości, a apelacja
powoda okazała się bezzasadna. Nigdy nie przyjmowano, że wierzyciel musi wzywać dłużnika dwukrotnie.
Zarzut naruszenia art. 233 § 1 k.p.c. jest chybiony, ponieważ sąd ocenił dowody wszechstronnie.`

// TestNumberGluedToUnit: a number written glued to its unit („1939r.”,
// „500zł”) is the same number as in the source („1939 r.”, „500 zł”); a
// different number, or a provision's unit with a letter („ust. 2b”
// against „ust. 2”), is still a change of a number.
func TestNumberGluedToUnit(t *testing.T) {
	t.Parallel()
	src := "Ustawa weszła w życie z dniem 1 stycznia 1965 r. i uchyliła dekret z 1946 r.; kara wynosi 500 zł. Stosuje się art. 8 ust. 2 ustawy."
	cases := []struct {
		quote  string
		number bool // a change of a number
	}{
		// Each with a cosmetic difference too (diacritics, a word left
		// out), so that the quotation is compared word by word.
		{"Ustawa weszla w zycie z dniem 1 stycznia 1965r. i uchylila dekret z 1946r.", false},
		{"Ustawa weszła w życie dniem 1 stycznia 1965r. i uchyliła dekret z 1946r.", false},
		{"kara wynosi 500zł. Stosuje sie art. 8 ust. 2 ustawy.", false},
		{"Ustawa weszla w zycie z dniem 1 stycznia 1966r. i uchylila dekret z 1946r.", true},
		{"kara wynosi 600zł. Stosuje sie art. 8 ust. 2 ustawy.", true},
		{"Stosuje sie art. 8 ust. 2b ustawy", true},
	}
	for _, c := range cases {
		r := Verify(Item{ID: "N", Quote: c.quote, SourceText: ptr(src)})
		got := r.Status == cite.Niezweryfikowany && strings.Contains(noteOf(r), "liczba")
		if got != c.number {
			t.Errorf("%q: status %s (%s), want a change of a number: %v", c.quote, r.Status, noteOf(r), c.number)
		}
	}
}

// TestMaterialChanges: quotations that differ from the source in a word
// that changes their meaning are NIEZWERYFIKOWANY, never ZMODYFIKOWANY.
func TestMaterialChanges(t *testing.T) {
	t.Parallel()
	cases := []struct {
		quote, kind string
	}{
		{"Skarga kasacyjna zasługuje na uwzględnienie", "przeczenie"},
		{"Wierzyciel może żądać odszkodowania przenoszącego wysokość kary umownej", "przeczenie"},
		{"Umowa zawarta z zachowaniem formy pisemnej jest nieważna", "przeczenie"},
		{"Umowa zawarta bez zachowania formy pisemnej jest ważna", "przeczenie"},
		{"apelacja powoda okazała się zasadna", "przeczenie"},
		{"Skarga kasacyjna nie zasługuje na uwzględnienie. Zgodnie z art. 118 k.c. termin przedawnienia nie wynosi sześć lat", "przeczenie"},
		{"Skarga kasacyjna [...] zasługuje na uwzględnienie", "luka"},
		{"Wierzyciel [...] może żądać odszkodowania przenoszącego wysokość kary umownej", "luka"},
		{"termin przedawnienia wynosi pięć lat, a dla roszczeń o świadczenia okresowe trzy lata", "liczba"},
		{"termin przedawnienia wynosi sześć lat, a dla roszczeń o świadczenia okresowe dwa lata", "liczba"},
		{"Pozwany powinien był zapłacić kwotę 16 000 zł w terminie 14 dni od doręczenia wezwania", "liczba"},
		{"Pozwany powinien był zapłacić kwotę 15 000 zł w terminie 7 dni od doręczenia wezwania", "liczba"},
		{"Pozwany powinien był zapłacić kwotę 15 000 zł w terminie 14 dni od doręczenia wezwania", ""},
		{"Zgodnie z art. 119 k.c. termin przedawnienia wynosi sześć lat", "liczba"},
		{"Zarzut naruszenia art. 233 § 2 k.p.c. jest chybiony", "liczba"},
		{"wierzyciel musi wzywać dłużnika trzykrotnie", "liczba"},
		{"Sąd musi obniżyć karę umowną, jeżeli zobowiązanie zostało w znacznej części wykonane", "modalność"},
		{"Sąd powinien obniżyć karę umowną, jeżeli zobowiązanie zostało w znacznej części wykonane", "modalność"},
		{"Sąd obniża karę umowną, jeżeli zobowiązanie zostało w znacznej części wykonane", "modalność"},
		{"Pozwany może był zapłacić kwotę 15 000 zł w terminie 14 dni od doręczenia wezwania", "modalność"},
		{"wierzyciel może wzywać dłużnika dwukrotnie", "modalność"},
		{"Dłużnik oraz osoba trzecia mogą spełnić świadczenie", "spójnik"},
		{"Dłużnik albo osoba trzecia mogą spełnić świadczenie", "spójnik"},
		{"Dłużnik i osoba trzecia mogą spełnić świadczenie", "spójnik"},
		{"Powództwo podlegało oddaleniu w całości, lub apelacja powoda okazała się bezzasadna", "spójnik"},
		{"Nigdy przyjmowano, że wierzyciel musi wzywać dłużnika dwukrotnie", "przeczenie"},
		{"Wierzyciel nie może nigdy żądać odszkodowania przenoszącego wysokość kary umownej", "przeczenie"},
		{"sąd ocenił wszystkie dowody wszechstronnie", ""},
	}
	n := 0
	for _, c := range cases {
		r := Verify(Item{ID: "M", Quote: c.quote, SourceText: ptr(materialSource)})
		if c.kind == "" {
			// A control: exact, or different only in a word of no
			// material class — never blocked as a material change.
			if r.Status == cite.Niezweryfikowany {
				t.Errorf("control %q: status %s (%s), want no block", c.quote, r.Status, noteOf(r))
			}
			continue
		}
		n++
		if r.Status != cite.Niezweryfikowany {
			t.Errorf("%q: status %s (%s), want NIEZWERYFIKOWANY", c.quote, r.Status, noteOf(r))
			continue
		}
		if !strings.Contains(noteOf(r), c.kind) {
			t.Errorf("%q: note %q does not name the change %q", c.quote, noteOf(r), c.kind)
		}
	}
	if n < 25 {
		t.Fatalf("only %d material cases", n)
	}
	t.Logf("%d material-change cases, all NIEZWERYFIKOWANY", n)
}

// TestCosmeticChanges: punctuation, lost diacritics and typos in long words
// stay ZMODYFIKOWANY, with a diff.
func TestCosmeticChanges(t *testing.T) {
	t.Parallel()
	cases := []string{
		"Sad Najwyzszy zwazyl co nastepuje",
		"Skarga kasacyjna nie zasluguje na uwzglednienie",
		"termin przedawnienia wynosi szesc lat, a dla roszczen o swiadczenia okresowe trzy lata",
		"Sąd może obniżyć karę umowną jeżeli zobowiązanie zostało w znacznej części wykonane",
		"Wierzyciel nie może żądać odszkodowania przenoszącego wysokość kary umownej chyba, że strony inaczej postanowiły",
		"Dłużnik lub osoba trzecia mogą spełnić, świadczenie",
		"Umowa zawarta bez zachowania formy pisemnej jest niewazna",
		"Powództwo podlegało oddaleniu w całości, a apelacja powoda okazała się bezzasadnna",
		"Zarzut naruszenia art. 233 § 1 k.p.c. jest chybiony, ponieważ sąd ocenił dowody wszechstronie",
		"Wierzyciel nie może żądać odszkodowania przenoszącego wysokość kary umowej",
		"zobowiązanie zostało w znacznej częsci wykonane",
		"Pozwany powinien był zapłacić kwotę 15 000 zł w terminie 14 dni od doreczenia wezwania",
	}
	for _, q := range cases {
		r := Verify(Item{ID: "K", Quote: q, SourceText: ptr(materialSource)})
		if r.Status != cite.Zmodyfikowany {
			t.Errorf("%q: status %s (%s), want ZMODYFIKOWANY", q, r.Status, noteOf(r))
			continue
		}
		if len(r.FragmentyZrodla) == 0 {
			t.Errorf("%q: no nearest source fragment", q)
		}
	}
	if len(cases) < 10 {
		t.Fatalf("only %d cosmetic cases", len(cases))
	}
	t.Logf("%d cosmetic cases, all ZMODYFIKOWANY", len(cases))
}

func TestExactControls(t *testing.T) {
	t.Parallel()
	for _, q := range []string{
		"Pozwany powinien był zapłacić kwotę 15 000 zł w terminie 14 dni od doręczenia wezwania",
		"Skarga kasacyjna nie zasługuje […] uwzględnienie",
		// Punctuation at the edges of a quotation or of a segment is not
		// what is quoted.
		"Dłużnik lub osoba trzecia mogą spełnić świadczenie!",
		"Dłużnik lub osoba trzecia mogą spełnić świadczenie",
		", Dłużnik lub osoba trzecia mogą spełnić świadczenie.",
		"Sąd może obniżyć karę umowną, […], jeżeli zobowiązanie zostało w znacznej części wykonane.",
	} {
		if r := Verify(Item{ID: "E", Quote: q, SourceText: ptr(materialSource)}); r.Status != cite.Zweryfikowany {
			t.Errorf("%q: status %s (%s), want ZWERYFIKOWANY", q, r.Status, noteOf(r))
		}
	}
}

func ptr(s string) *string { return &s }

// TestNumeralPrefixes: a numeral prefix added, dropped or changed, and a
// period adjective of another length, change a number.
func TestNumeralPrefixes(t *testing.T) {
	t.Parallel()
	src := "Art. 10. Termin do wniesienia sprzeciwu jest tygodniowy. Sprawozdanie składa się w terminie miesięcznym. " +
		"Umowę zawiera się na okres roczny. Opłatę pobiera się dwukrotnie. Najem trwa co najmniej trzy lata."
	cases := []struct {
		quote string
		want  cite.Status
	}{
		{"Termin do wniesienia sprzeciwu jest dwutygodniowy", cite.Niezweryfikowany},
		{"Sprawozdanie składa się w terminie trzymiesięcznym", cite.Niezweryfikowany},
		{"Opłatę pobiera się trzykrotnie", cite.Niezweryfikowany},
		{"Opłatę pobiera się krotnie", cite.Niezweryfikowany},
		{"Umowę zawiera się na okres roczny", cite.Zweryfikowany},
		{"Termin do wniesienia sprzeciwu jest tygodniowi", cite.Zmodyfikowany}, // a typo, not a number
	}
	for _, c := range cases {
		r := Verify(Item{ID: "N", Quote: c.quote, SourceText: ptr(src)})
		if r.Status != c.want {
			t.Errorf("%q: %s (%s), want %s", c.quote, r.Status, noteOf(r), c.want)
		}
		if c.want == cite.Niezweryfikowany && !strings.Contains(noteOf(r), "liczba") {
			t.Errorf("%q: note %q does not name a number change", c.quote, noteOf(r))
		}
	}
	for _, p := range [][2]string{{"dwutygodniowy", "tygodniowy"}, {"roczny", "dwuletni"}, {"miesiecznym", "trzymiesiecznym"},
		{"kilkuletni", "dwuletni"}, {"jednodniowy", "dwudniowy"}} {
		if !numericPair(p[0], p[1]) || !numericPair(p[1], p[0]) {
			t.Errorf("numericPair(%q, %q) = false", p[0], p[1])
		}
	}
	for _, p := range [][2]string{{"letni", "dwuletni"}, {"polski", "ski"}, {"roczny", "roczna"}, {"trzymac", "mac"}, {"kwartalny", "roczny"}} {
		if numericPair(p[0], p[1]) {
			t.Errorf("numericPair(%q, %q) = true", p[0], p[1])
		}
	}
}

// TestGapNegationScope: a gap hides a negation only of the clause it joins,
// never one of a sentence it omits whole.
func TestGapNegationScope(t *testing.T) {
	t.Parallel()
	src := "Sąd zważył, że powództwo jest zasadne. Pozwany nie wykazał, aby szkoda nie powstała. " +
		"Sąd nie podzielił też zarzutów apelacji. Odsetki należą się od dnia wezwania. " +
		"Wierzyciel może żądać zapłaty, a dłużnik nie może uwolnić się od obowiązku."
	cases := []struct {
		quote string
		want  cite.Status
	}{
		// Whole sentences with „nie” omitted: the quotation is faithful.
		{"Sąd zważył, że powództwo jest zasadne. […] Odsetki należą się od dnia wezwania.", cite.Zweryfikowany},
		{"powództwo jest zasadne […] Odsetki należą się od dnia wezwania", cite.Zweryfikowany},
		// The negation of the clause the gap joins.
		{"Sąd […] podzielił też zarzutów apelacji", cite.Niezweryfikowany},
		{"Wierzyciel może żądać zapłaty, a dłużnik […] może uwolnić się od obowiązku", cite.Niezweryfikowany},
	}
	for _, c := range cases {
		r := Verify(Item{ID: "G", Quote: c.quote, SourceText: ptr(src)})
		if r.Status != c.want {
			t.Errorf("%q: %s (%s), want %s", c.quote, r.Status, noteOf(r), c.want)
		}
	}
}

// TestAccuracyNumeralTask: the task of ../shared/accuracy/t_num.json — a
// numeral prefix added is a number change (🔴), in citeguard task too.
func TestAccuracyNumeralTask(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(sharedtest.Path(t, "accuracy/t_num.json"))
	if err != nil {
		t.Fatal(err)
	}
	items, err := ParseTask(data)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range RunTask(items, reports.Say).Results {
		if r.Status != cite.Niezweryfikowany || !strings.Contains(noteOf(r), "liczba") {
			t.Errorf("%s: %s (%s), want NIEZWERYFIKOWANY with a number change", r.ID, r.Status, noteOf(r))
		}
	}
}

// TestPartyRoleSwaps: a quotation that puts one party role where the source
// names another blocks, whether the two are the sides of one relation
// (dłużnik ↔ wierzyciel) or of different ones (ubezpieczyciel →
// poszkodowany); the same role inflected or moved does not.
func TestPartyRoleSwaps(t *testing.T) {
	t.Parallel()
	const source = `Z tej przyczyny ciężar dowodu, że szkoda może zostać w pełni naprawiona przez zakład
naprawczy wskazany w umowie, obciąża ubezpieczyciela. Najemca ponosi drobne nakłady połączone ze
zwykłym używaniem rzeczy. Pracodawca jest obowiązany wydać pracownikowi świadectwo pracy w dniu, w którym
następuje ustanie stosunku pracy, jeżeli nie zamierza nawiązać z nim kolejnego stosunku pracy.`
	for _, tc := range []struct {
		quote string
		block bool
	}{
		{"ciężar dowodu, że szkoda może zostać w pełni naprawiona przez zakład naprawczy wskazany w umowie, obciąża poszkodowanego", true},
		{"ciężar dowodu, że szkoda może zostać w pełni naprawiona przez zakład naprawczy wskazany w umowie, obciąża ubezpieczonego", true},
		{"Wynajmujący ponosi drobne nakłady połączone ze zwykłym używaniem rzeczy", true},
		{"Konsument ponosi drobne nakłady połączone ze zwykłym używaniem rzeczy", true},
		{"Pracownik jest obowiązany wydać pracodawcy świadectwo pracy w dniu, w którym następuje ustanie stosunku pracy", true},
		// controls: the same roles, inflected or with a word of no class changed
		{"ciężar dowodu, że szkoda może zostać w pełni naprawiona przez zakład naprawczy wskazany w umowie, obciąża ubezpieczyciela", false},
		{"Najemca ponosi drobne nakłady połączone z zwykłym używaniem rzeczy", false},
		{"Pracodawca jest obowiązany wydać pracownikowi swiadectwo pracy", false},
	} {
		r := Verify(Item{ID: "R", Quote: tc.quote, SourceText: ptr(source)})
		blocked := r.Status == cite.Niezweryfikowany
		if blocked != tc.block {
			t.Errorf("%q: status %s (%s), want blocked %v", tc.quote, r.Status, noteOf(r), tc.block)
		}
		if tc.block && blocked && !strings.Contains(noteOf(r), "rola strony") {
			t.Errorf("%q: note %q does not name the swapped role", tc.quote, noteOf(r))
		}
	}
}

// TestDegreeSwaps: a quotation that turns a degree or a comparison of its
// source („wyższe” for „niższe”, „co najwyżej” for „co najmniej”,
// „poniżej” for „powyżej”) blocks; the same word inflected does not.
func TestDegreeSwaps(t *testing.T) {
	t.Parallel()
	const source = `Poszkodowany może domagać się kosztów naprawy wyższych od wypłaconego odszkodowania, jeżeli
wykaże, że były one niezbędne. Kara umowna nie może być niższa niż dziesięć procent wynagrodzenia.
Termin wynosi co najmniej trzydzieści dni od dnia doręczenia wezwania. Odsetki naliczane są od kwot
powyżej progu określonego w umowie, a wierzyciel może żądać więcej, gdy szkoda jest większa.`
	for _, tc := range []struct {
		quote string
		block bool
	}{
		{"Poszkodowany może domagać się kosztów naprawy niższych od wypłaconego odszkodowania, jeżeli wykaże, że były one niezbędne", true},
		{"Kara umowna nie może być wyższa niż dziesięć procent wynagrodzenia", true},
		{"Termin wynosi co najwyżej trzydzieści dni od dnia doręczenia wezwania", true},
		{"Odsetki naliczane są od kwot poniżej progu określonego w umowie", true},
		{"a wierzyciel może żądać mniej, gdy szkoda jest większa", true},
		// controls
		{"Poszkodowany może domagać się kosztów naprawy wyższych od wypłaconego odszkodowania, jeżeli wykaże, że były one niezbedne", false},
		{"Kara umowna nie może być niższa niż dziesięć procent wynagrodzenia", false},
		{"Odsetki naliczane są od kwot powyżej progu określonego w umowie", false},
	} {
		r := VerifyAgainstWith(Item{ID: "D", ClaimType: cite.CytatDoslowny, Quote: tc.quote}, norm.NewSource(source), Options{Memo: true})
		if blocked := r.Status == cite.Niezweryfikowany; blocked != tc.block {
			t.Errorf("%q: status %s (%s), want blocked %v", tc.quote, r.Status, noteOf(r), tc.block)
		}
	}
}

// TestOppositeSwaps: a legal term swapped for its opposite („odsetki
// umowne” for „ustawowe”, „zaniżona” for „zawyżona”, „ustnej” for
// „pisemnej”) blocks, though the two words differ in a few letters only;
// the same term inflected does not.
func TestOppositeSwaps(t *testing.T) {
	t.Parallel()
	const source = `Jeżeli stopa odsetek za opóźnienie nie była oznaczona, należą się odsetki ustawowe za opóźnienie.
Kwota dochodzona przez powoda była znacznie zawyżona w stosunku do rzeczywistej szkody. Umowa wymaga
zachowania formy pisemnej pod rygorem nieważności.`
	for _, tc := range []struct {
		quote string
		block bool
	}{
		{"Jeżeli stopa odsetek za opóźnienie nie była oznaczona, należą się odsetki umowne za opóźnienie", true},
		{"Kwota dochodzona przez powoda była znacznie zaniżona w stosunku do rzeczywistej szkody", true},
		{"Umowa wymaga zachowania formy ustnej pod rygorem nieważności", true},
		// controls
		{"Jeżeli stopa odsetek za opóźnienie nie była oznaczona, należą się odsetki ustawowe za opoznienie", false},
		{"Kwota dochodzona przez powoda była znacznie zawyżona w stosunku do rzeczywistej szkody", false},
	} {
		r := VerifyAgainstWith(Item{ID: "O", ClaimType: cite.CytatDoslowny, Quote: tc.quote}, norm.NewSource(source), Options{Memo: true})
		if blocked := r.Status == cite.Niezweryfikowany; blocked != tc.block {
			t.Errorf("%q: status %s (%s), want blocked %v", tc.quote, r.Status, noteOf(r), tc.block)
		}
	}
}

// TestNegationSpelledApart: a negation written apart from a participle in
// the quotation and joined in the source, or the other way round („nie
// uzgodnione” / „nieuzgodnione”: the spelling changed in 1997), is the
// same words — not a negation added or dropped; a real negation still
// blocks.
func TestNegationSpelledApart(t *testing.T) {
	t.Parallel()
	const source = `Strony przedstawiły sądowi warunki nieuzgodnione w toku negocjacji i nie podpisane przez zarząd.
Pozwany nie wykonał obowiązków wynikających z umowy w terminie.
§ 1. Postanowienia umowy zawieranej z konsumentem nieuzgodnione indywidualnie nie wiążą go, jeżeli kształtują jego prawa.`
	for _, tc := range []struct {
		quote string
		block bool
	}{
		{"Strony przedstawiły sądowi warunki nie uzgodnione w toku negocjacji i nie podpisane przez zarząd", false},
		// with another difference beside it, so no spacing-blind match
		{"postanowienia umowy zawieranej z konsumentem nie uzgodnione indywidualnie nie wiążą go", false},
		{"Strony przedstawiły sądowi warunki nieuzgodnione w toku negocjacji i niepodpisane przez zarząd", false},
		// controls
		{"Strony przedstawiły sądowi warunki uzgodnione w toku negocjacji i nie podpisane przez zarząd", true},
		{"Pozwany wykonał obowiązki wynikające z umowy w terminie", true},
	} {
		r := VerifyAgainstWith(Item{ID: "N", ClaimType: cite.CytatDoslowny, Quote: tc.quote}, norm.NewSource(source), Options{Memo: true})
		if blocked := r.Status == cite.Niezweryfikowany; blocked != tc.block {
			t.Errorf("%q: status %s (%s), want blocked %v", tc.quote, r.Status, noteOf(r), tc.block)
		}
	}
}
