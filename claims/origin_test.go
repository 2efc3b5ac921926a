package claims

import (
	"testing"

	"citeguard/cite"
)

// The ruling a paragraph is about, quoted first in each outsideOriginCases
// text.
const originRuling = "Sąd Najwyższy w wyroku z dnia 3 lutego 2010 r., II CSK 2/10, przyjął, że „ubezpieczyciel odpowiada za szkodę w granicach sumy ubezpieczenia”. "

// outsideOriginCases: issue 22, class 2 — a quotation whose lead-in names
// an outside document as its origin (a clause of general terms or of a
// contract, a regulation, articles of association, a party's statement,
// letter or e-mail, a shareholders' resolution) is that document's: it
// takes neither the paragraph's ruling nor the library fail-safe; it is
// not a claim. Each form is written with and without Polish letters (a
// memo typed on a phone).
var outsideOriginCases = []tcase{
	{name: "general terms with a unit in parentheses: OWU (par. 7 ust. 2: „…”)",
		text: originRuling + "Tymczasem OWU (par. 7 ust. 2: „ubezpieczyciel nie odpowiada za szkody powstałe wskutek rażącego niedbalstwa ubezpieczonego”) wyłączają tę odpowiedzialność."},
	{name: "no Polish letters: OWU (par. 7 ust. 2: „…”)",
		text: "Sad Najwyzszy w wyroku z dnia 3 lutego 2010 r., II CSK 2/10, przyjal, ze „ubezpieczyciel odpowiada za szkode w granicach sumy ubezpieczenia”. Tymczasem OWU (par. 7 ust. 2: „ubezpieczyciel nie odpowiada za szkody powstale wskutek razacego niedbalstwa ubezpieczonego”) wylaczaja te odpowiedzialnosc."},
	{name: "„zgodnie z pkt 7.2 OWU „…””",
		text: originRuling + "Zgodnie z pkt 7.2 OWU „świadczenie wypłaca się w terminie trzydziestu dni od dnia zgłoszenia szkody”."},
	{name: "a regulation and its unit: regulamin sklepu (ust. 4: „…”)",
		text: originRuling + "Regulamin sklepu (ust. 4: „klient może odstąpić od umowy w terminie czternastu dni bez podania przyczyny”) powtarza w tym zakresie ustawę."},
	{name: "a statement and its author: „Oświadczenie sprawcy: „…””",
		text: originRuling + "Oświadczenie sprawcy: „wjechałem na skrzyżowanie na czerwonym świetle, bo bardzo spieszyłem się do pracy”."},
	{name: "no Polish letters: „Oswiadczenie sprawcy: „…””",
		text: originRuling + "Oswiadczenie sprawcy: „wjechalem na skrzyzowanie na czerwonym swietle, bo bardzo spieszylem sie do pracy”."},
	{name: "a pleading and its party: „Pismo pozwanego: „…””",
		text: originRuling + "Pismo pozwanego: „nie uznajemy roszczenia, ponieważ szkoda powstała z wyłącznej winy poszkodowanego”."},
	{name: "„par. 9 umowy przesądza, że „…”” (par. for §)",
		text: originRuling + "Par. 9 umowy przesądza, że „najemca ponosi koszty drobnych napraw lokalu oraz jego bieżącej konserwacji”."},
	{name: "„art. 12 umowy przesądza, że „…”” is no statute provision",
		text: originRuling + "Art. 12 umowy przesądza, że „zamawiający może odstąpić od umowy w razie zwłoki wykonawcy przekraczającej czternaście dni”."},
	{name: "„W piśmie z dnia … pozwany napisał: „…””",
		text: originRuling + "W piśmie z dnia 5 marca 2024 r. pozwany napisał: „nie uznajemy roszczenia, ponieważ szkoda powstała z wyłącznej winy poszkodowanego”."},
	{name: "no Polish letters: „W pismie z dnia … pozwany napisal: „…””",
		text: originRuling + "W pismie z dnia 5 marca 2024 r. pozwany napisal: „nie uznajemy roszczenia, poniewaz szkoda powstala z wylacznej winy poszkodowanego”."},
	{name: "„W e-mailu z 3 marca klient stwierdził: „…””",
		text: originRuling + "W e-mailu z 3 marca klient stwierdził: „nie otrzymałem żadnej informacji o wyłączeniach odpowiedzialności przed zawarciem umowy”."},
	{name: "„W umowie strony zapisały: „…””",
		text: originRuling + "W umowie strony zapisały: „wynagrodzenie płatne jest w terminie czternastu dni od dnia doręczenia faktury”."},
	{name: "no Polish letters: „W umowie strony zapisaly: „…””",
		text: originRuling + "W umowie strony zapisaly: „wynagrodzenie platne jest w terminie czternastu dni od dnia doreczenia faktury”."},
	{name: "no Polish letters: „Pana OWU maja podobny zapis („…”)”",
		text: originRuling + "Pana OWU maja podobny zapis („ubezpieczyciel nie odpowiada za szkody wyrzadzone umyslnie przez ubezpieczonego”), wiec ryzyko jest takie samo."},
	{name: "articles of association: „Statut spółki stanowi: „…””",
		text: originRuling + "Statut spółki stanowi: „uchwały zarządu zapadają bezwzględną większością głosów członków obecnych na posiedzeniu”."},
	{name: "„w statucie zapisano: „…””",
		text: originRuling + "W statucie zapisano: „zbycie udziałów wymaga zgody zarządu wyrażonej w formie pisemnej pod rygorem nieważności”."},
	{name: "a shareholders' resolution: „Uchwała wspólników z dnia … brzmi: „…””",
		text: originRuling + "Uchwała wspólników z dnia 10 maja 2023 r. brzmi: „zysk spółki za rok obrotowy przeznacza się w całości na kapitał zapasowy”."},
	{name: "„uchwała zgromadzenia (pkt 2: „…”)”",
		text: originRuling + "Podjęta następnie uchwała zgromadzenia (pkt 2: „zarząd zostaje upoważniony do nabycia nieruchomości za cenę nie wyższą niż milion złotych”) nie została zaskarżona."},
	{name: "an insurer's decision: „stwierdzając w decyzji z dnia …, że „…””",
		text: originRuling + "Ubezpieczyciel odmówił wypłaty części odszkodowania, stwierdzając w decyzji z dnia 3 marca 2026 r., że „brak zapięcia pasów bezpieczeństwa stanowi przyczynienie się poszkodowanego w połowie”."},
	{name: "no Polish letters: an authority's decision „ZUS w decyzji wskazal, ze „…””",
		text: originRuling + "ZUS w decyzji wskazal, ze „ubezpieczona nie podlegala obowiazkowemu ubezpieczeniu chorobowemu od dnia zawarcia umowy”."},
	{name: "general terms spelled out: „zgodnie z § 12 ust. 3 ogólnych warunków ubezpieczenia „…””",
		text: originRuling + "Zgodnie z § 12 ust. 3 ogólnych warunków ubezpieczenia „ubezpieczyciel zwraca koszty naprawy pojazdu wyłącznie do wysokości cen warsztatów partnerskich”."},
	{name: "a party's reply: „Odpowiedź ubezpieczyciela była następująca: „…””",
		text: originRuling + "Odpowiedź ubezpieczyciela była następująca: „nie znajdujemy podstaw do zmiany stanowiska w sprawie wysokości odszkodowania”."},
	{name: "a party speaks: „Likwidator szkody odpisał nam, że „…””",
		text: originRuling + "Likwidator szkody odpisał nam, że „wycena została sporządzona w systemie eksperckim i nie podlega weryfikacji”."},
	{name: "a party speaks after a colon: „Ubezpieczyciel: „…””",
		text: originRuling + "Ubezpieczyciel: „decyzja o odmowie wypłaty pozostaje w mocy, ponieważ poszkodowany nie przedstawił faktur”."},
	{name: "no Polish letters: „Ubezpieczyciel w odpowiedzi na reklamacje stwierdzil: „…””",
		text: originRuling + "Ubezpieczyciel w odpowiedzi na reklamacje stwierdzil: „stawka za roboczogodzine zostala ustalona na podstawie srednich cen rynkowych”."},
	{name: "a quoted e-mail reply, present tense: „> ubezpieczyciel pisze, ze⏎> (ASCII quotes)”",
		text: originRuling + "\n\n> W dniu 3.03.2026 o 08:12 klientka napisala:\n> Dzien dobry, ubezpieczyciel pisze, ze\n> \"odsetki naleza sie dopiero od dnia wydania wyroku w sprawie\".\n"},
	{name: "a block quotation after „W e-mailu … klient napisał:”",
		text: originRuling + "W e-mailu z 3 marca klient napisał:\n> „nie otrzymałem żadnej informacji o wyłączeniach odpowiedzialności przed zawarciem umowy ubezpieczenia”\n"},
}

// rulingNotOutsideCases: the opposite — a ruling named nearer the
// quotation than a document, a document that is only the topic, a
// resolution of the Supreme Court, the adjective „umowny”: the quotation
// stays the ruling's claim.
var rulingNotOutsideCases = []tcase{
	{name: "a ruling cited after the contract is named speaks",
		text:   "W umowie strony nie określiły terminu, a Sąd Najwyższy w wyroku z dnia 3 lutego 2010 r., II CSK 2/10, wskazał: „brak terminu nie czyni umowy nieważną, lecz nakazuje stosować przepisy dyspozytywne”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II CSK 2/10", from: cite.FromCitation}}},
	{name: "„…(II CSK …) wskazał, że umowa … :” is the ruling's quotation",
		text:   "Sąd Najwyższy w wyroku z dnia 3 lutego 2010 r. (II CSK 2/10) wskazał, że umowa ubezpieczenia ma charakter wzajemny: „świadczeniu ubezpieczającego odpowiada ochrona ubezpieczeniowa udzielana przez ubezpieczyciela”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II CSK 2/10", from: cite.FromCitation}}},
	{name: "no Polish letters: „…(II CSK …) wskazal, ze umowa … :”",
		text:   "Sad Najwyzszy w wyroku z dnia 3 lutego 2010 r. (II CSK 2/10) wskazal, ze umowa ubezpieczenia ma charakter wzajemny: „swiadczeniu ubezpieczajacego odpowiada ochrona ubezpieczeniowa udzielana przez ubezpieczyciela”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II CSK 2/10", from: cite.FromCitation}}},
	{name: "the contract as the topic, the court speaking after it",
		text:   "Co do umowy najmu Sąd Najwyższy w wyroku z dnia 3 lutego 2010 r., II CSK 2/10, przyjął: „wynajmujący nie może jednostronnie podwyższyć czynszu bez wypowiedzenia jego dotychczasowej wysokości”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II CSK 2/10", from: cite.FromCitation}}},
	{name: "a resolution of the Supreme Court is a ruling",
		text:   "W uchwale składu siedmiu sędziów z dnia 3 lutego 2010 r., III CZP 2/10, Sąd Najwyższy przyjął: „zadośćuczynienie przysługuje także osobie najbliższej zmarłego, jeżeli śmierć nastąpiła przed wejściem w życie ustawy”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "III CZP 2/10", from: cite.FromCitation}}},
	{name: "„kara umowna” alone names no outside document",
		text:   originRuling + "Kwestię kary umownej Sąd ten ujął następująco: „kara umowna należy się wierzycielowi niezależnie od wysokości poniesionej przez niego szkody”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II CSK 2/10"}, {typ: cite.CytatDoslowny, src: "II CSK 2/10"}}},
	{name: "an EU decision's article stays a provision: „art. 3 decyzji 2011/278/UE”",
		text:   "Zgodnie z art. 3 decyzji Komisji 2011/278/UE „przydział uprawnień do emisji następuje na podstawie wskaźników emisyjności produktów”.",
		claims: []want{{typ: cite.CytatDoslowny, from: cite.FromCitation}}},
	{name: "a party's words as a ruling reports them, the ruling cited in the sentence",
		text:   "W sprawie II CSK 2/10 powód podnosił, że „ubezpieczyciel nie może ograniczać odszkodowania do cen warsztatów partnerskich”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II CSK 2/10", from: cite.FromCitation}}},
	{name: "a court speaks of a party: „Sąd Najwyższy wskazał, że pozwany „…””",
		text:   originRuling + "Sąd Najwyższy wskazał dalej, że „ubezpieczyciel nie może ograniczać odszkodowania do cen warsztatów partnerskich”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II CSK 2/10"}, {typ: cite.CytatDoslowny, src: "II CSK 2/10"}}},
	{name: "a treaty's article stays a provision: „art. 101 Traktatu”",
		text:   "Zgodnie z art. 101 TFUE „niezgodne z rynkiem wewnętrznym i zakazane są wszelkie porozumienia między przedsiębiorstwami”.",
		claims: []want{{typ: cite.CytatDoslowny, from: cite.FromCitation}}},
}

func TestOutsideOrigin(t *testing.T) {
	t.Parallel()
	for _, tc := range outsideOriginCases {
		tc.claims = []want{{typ: cite.CytatDoslowny, src: "II CSK 2/10"}}
		tc.ignored = []string{WhyOutside}
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

func TestRulingNotOutside(t *testing.T) {
	t.Parallel()
	for _, tc := range rulingNotOutsideCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// outsideUnitCases: a unit of an outside document („art. 12 umowy”, „§ 4
// ust. 2 OWU”, „pkt 3 regulaminu”, „par. 5 statutu”, also typed without
// Polish letters) is no statute provision with an unknown act; a treaty's
// article („art. 101 TFUE”, „art. 4 Traktatu”) stays a provision.
var outsideUnitCases = []tcase{
	{name: "art. 12 umowy, § 4 ust. 2 OWU, pkt 3 regulaminu",
		text: "Odpowiedzialność wyłącza art. 12 umowy, a nadto § 4 ust. 2 OWU oraz pkt 3 regulaminu."},
	{name: "§ 5 statutu, art. 7 aneksu, § 2 ogólnych warunków, par. 3 polisy",
		text: "Podobnie stanowią § 5 statutu, art. 7 aneksu, § 2 ogólnych warunków i par. 3 polisy."},
	{name: "no Polish letters: art. 3 umow, § 2 warunkow",
		text: "Wynika to z art. 3 umow ramowych oraz § 2 warunkow umowy."},
	{name: "control: a treaty's article is a provision",
		text:   "Porozumienie narusza art. 101 TFUE.",
		claims: []want{{typ: cite.Powolanie, text: "art. 101"}}},
	{name: "control: a provision of an act before „umowy” in its title stays",
		text:   "Do umowy stosuje się art. 535 k.c. umowy sprzedaży w całości.",
		claims: []want{{typ: cite.Powolanie, src: "art. 535 Kodeks cywilny"}}},
}

func TestOutsideUnits(t *testing.T) {
	t.Parallel()
	for _, tc := range outsideUnitCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// TestNumberDotNoStop: a dot between digits („pkt 7.2 OWU”, „§ 3.1
// umowy”) ends no sentence, though an upper-case word follows.
func TestNumberDotNoStop(t *testing.T) {
	t.Parallel()
	for _, txt := range []string{"Zgodnie z pkt 7.2 OWU „świadczenie wypłaca się w terminie trzydziestu dni”.", "Stosownie do § 3.1 Umowy Najemca płaci czynsz z góry."} {
		if n := len(Segment(Input{Text: txt}).Sentences()); n != 1 {
			t.Errorf("%q: %d sentences, want 1", txt, n)
		}
	}
}
