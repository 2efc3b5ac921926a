package claims

import (
	"testing"

	"citeguard/cite"
)

// sourceLineCases (issue 22, class 1): a source line of its own set AFTER
// the bullets or the paragraph it gives the source of („**Źródło:** …”,
// „Źródło: …”, „(źródło: …)”, „Podstawa: …”) anchors the quotations above
// it, up to the previous heading or source line (anchor_from "zrodlo"); it
// is no label of what follows it.
var sourceLineCases = []tcase{
	{name: "bold Źródło line after two bullets",
		text: "### 1. Najem\n\n- Obowiązki najemcy: „Najemca powinien używać lokalu zgodnie z umową i przeznaczeniem, dbając o jego należyty stan techniczny.”\n- Sąd dodał: „Drobne nakłady związane ze zwykłym używaniem lokalu obciążają najemcę przez cały czas trwania najmu.”\n\n**Źródło:** wyrok Sądu Rejonowego w Kutnie z dnia 4 marca 2015 r., sygn. I C 310/14\n",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "I C 310/14", from: cite.FromSourceLine, cue: "Źródło: wyrok Sądu Rejonowego w Kutnie"},
			{typ: cite.CytatDoslowny, src: "I C 310/14", from: cite.FromSourceLine}}},
	{name: "each section its own source line: the second section's court-less „Sąd stwierdził” takes its own, not the first's",
		text: "### 1. Odsetki\n\n- „Odsetki za opóźnienie należą się wierzycielowi bez względu na to, czy poniósł on jakąkolwiek szkodę.”\n\nŹródło: wyrok SA w Łodzi z dnia 4 marca 2015 r., I ACa 1100/14\n\n### 2. Potrącenie\n\n- Sąd stwierdził: „Oświadczenie o potrąceniu wywołuje skutek z chwilą, gdy dotarło do drugiej strony w taki sposób, że mogła się z nim zapoznać.”\n\nŹródło: wyrok SO w Płocku z dnia 9 czerwca 2016 r., I Ca 210/16\n",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "I ACa 1100/14", from: cite.FromSourceLine},
			{typ: cite.CytatDoslowny, src: "I Ca 210/16", from: cite.FromSourceLine}}},
	{name: "a source line in parentheses after a paragraph with two quotations",
		text: "## Przedawnienie\n\nSąd przypomniał, że „bieg przedawnienia rozpoczyna się od dnia, w którym roszczenie stało się wymagalne”, a także że „przerwa biegu przedawnienia następuje przez każdą czynność przed sądem przedsięwziętą bezpośrednio w celu dochodzenia roszczenia”.\n\n(źródło: wyrok Sądu Okręgowego w Sieradzu z dnia 12 maja 2017 r., I Ca 88/17)\n",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "I Ca 88/17", from: cite.FromSourceLine},
			{typ: cite.CytatDoslowny, src: "I Ca 88/17", from: cite.FromSourceLine}}},
	{name: "Podstawa: a provision below the bullet that quotes it",
		text:   "### Odpowiedzialność deliktowa\n\n- Zasada ogólna brzmi: „Kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia.”\n\nPodstawa prawna: art. 415 k.c.\n",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 415 Kodeks cywilny", from: cite.FromSourceLine}}},
	{name: "control: a court's words over a Podstawa line naming a provision are the court's ruling's, not the act's",
		text: "### Odpowiedzialność deliktowa\n\nSąd Okręgowy w Sieradzu w wyroku z dnia 12 maja 2017 r., I Ca 88/17, oddalił apelację pozwanego. Sąd dodał: „Obowiązek naprawienia szkody obejmuje także koszty leczenia poniesione przed wniesieniem pozwu.”\n\nPodstawa prawna: art. 415 k.c.\n",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I Ca 88/17"},
			{typ: cite.CytatDoslowny, src: "I Ca 88/17", from: cite.FromContext},
			{typ: cite.Powolanie, src: "art. 415 Kodeks cywilny"}}},
	{name: "the date of the source line is the quotation's anchor (a wrong date is reported on the quotation)",
		text:   "### Koszty\n\n- „Poszkodowany może żądać zwrotu kosztów najmu pojazdu zastępczego za okres niezbędny do naprawy uszkodzonego samochodu.”\n\n**Źródło:** wyrok Sądu Rejonowego w Sopocie z dnia 30 lutego 2014 r., I C 55/14\n",
		claims: []want{{typ: cite.CytatDoslowny, src: "I C 55/14", from: cite.FromSourceLine, anchor: cite.Anchor{Organ: "Sąd Rejonowy w Sopocie"}}}},
	{name: "a source line below beats the list label of the previous group: bullets after a trailing source line are not its list",
		text: "### Rękojmia\n\n- „Sprzedawca jest odpowiedzialny względem kupującego, jeżeli rzecz sprzedana ma wadę fizyczną lub prawną.”\n\n**Źródło:** wyrok SO w Opolu z dnia 2 lutego 2016 r., II Ca 40/16\n\n- „Kupujący może złożyć oświadczenie o obniżeniu ceny albo o odstąpieniu od umowy, chyba że sprzedawca niezwłocznie wymieni rzecz.”\n\n**Źródło:** wyrok SR w Nysie z dnia 3 marca 2015 r., I C 70/15\n",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "II Ca 40/16", from: cite.FromSourceLine},
			{typ: cite.CytatDoslowny, src: "I C 70/15", from: cite.FromSourceLine}}},
	{name: "a trailing source line is no label: a bullet after it with nothing below goes to the library",
		text: "### Rękojmia\n\n- „Sprzedawca jest odpowiedzialny względem kupującego, jeżeli rzecz sprzedana ma wadę fizyczną lub prawną.”\n\nŹródło: wyrok SO w Opolu z dnia 2 lutego 2016 r., II Ca 40/16\n\n- „Kupujący może złożyć oświadczenie o obniżeniu ceny albo o odstąpieniu od umowy, chyba że sprzedawca niezwłocznie wymieni rzecz.”\n",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "II Ca 40/16", from: cite.FromSourceLine},
			{typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "control: a source line that opens its section is the label of the bullets under it",
		text: "### Rękojmia\n\n**Źródło:** wyrok SO w Opolu z dnia 2 lutego 2016 r., II Ca 40/16\n\n- „Sprzedawca jest odpowiedzialny względem kupującego, jeżeli rzecz sprzedana ma wadę fizyczną lub prawną.”\n",
		claims: []want{
			{typ: cite.Powolanie, src: "II Ca 40/16"},
			{typ: cite.CytatDoslowny, src: "II Ca 40/16", from: cite.FromList}}},
	{name: "control: a citation in the quotation's own sentence beats the source line below",
		text: "### Najem\n\n- Sąd Najwyższy w wyroku z dnia 5 lutego 2018 r., II CSK 5/18, wskazał: „Wynajmujący nie odpowiada za wady, o których najemca wiedział w chwili zawarcia umowy.”\n- „Najemca powinien używać lokalu zgodnie z umową i przeznaczeniem, dbając o jego należyty stan techniczny.”\n\nŹródło: wyrok SR w Kutnie z dnia 4 marca 2015 r., I C 310/14\n",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "II CSK 5/18", from: cite.FromCitation},
			{typ: cite.CytatDoslowny, src: "I C 310/14", from: cite.FromSourceLine}}},
	{name: "control: a heading between the quotation and the source line stops it",
		text: "### 1. Najem\n\n- „Najemca powinien używać lokalu zgodnie z umową i przeznaczeniem, dbając o jego należyty stan techniczny.”\n\n### 2. Użyczenie\n\nŹródło: wyrok SR w Kutnie z dnia 4 marca 2015 r., I C 310/14\n",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary},
			{typ: cite.Powolanie, src: "I C 310/14"}}},
	{name: "control: a paragraph that opens with „Źródłem” is running text, no source line",
		text: "### Najem\n\n- „Najemca powinien używać lokalu zgodnie z umową i przeznaczeniem, dbając o jego należyty stan techniczny.”\n\nŹródłem tego obowiązku jest umowa stron, a nie wyrok SR w Kutnie z dnia 4 marca 2015 r., I C 310/14.\n",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary},
			{typ: cite.Parafraza, src: "I C 310/14", from: cite.FromCitation}}},
}

func TestSourceLine(t *testing.T) {
	t.Parallel()
	for _, tc := range sourceLineCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// courtBySeatCases (issue 22, class 2): a quotation introduced by a court
// named by its seat alone is resolved to a ruling of that court (the
// source line below, the section's heading, even by its branch's seat);
// one no ruling of the memo fits is searched in the whole library — never
// left in ignored.
var courtBySeatCases = []tcase{
	{name: "a court named by its branch's seat takes the source line naming that branch",
		text:   "### Najem\n\n- Sąd w Strzelinie ujął to tak: „Najemca odpowiada za zużycie rzeczy wynikające z jej nieprawidłowego używania przez cały okres najmu.”\n\n**Źródło:** wyrok Sądu Rejonowego w Oławie, I Zamiejscowy Wydział Cywilny z siedzibą w Strzelinie, z dnia 3 marca 2014 r., sygn. I C 77/13\n",
		claims: []want{{typ: cite.CytatDoslowny, src: "I C 77/13", from: cite.FromSourceLine}}},
	{name: "a court named by its seat under a heading naming its ruling",
		text:   "## Wyrok SR w Kutnie z dnia 4 marca 2015 r., I C 310/14\n\nSąd Rejonowy w Kutnie wskazał: „Najemca powinien używać lokalu zgodnie z umową i przeznaczeniem, dbając o jego należyty stan techniczny.”\n",
		claims: []want{{typ: cite.Powolanie, src: "I C 310/14"}, {typ: cite.CytatDoslowny, src: "I C 310/14"}}},
	{name: "a court of another seat than the heading's ruling: the library, not the heading",
		text:   "## Wyrok SR w Kutnie z dnia 4 marca 2015 r., I C 310/14\n\nSąd Rejonowy w Gnieźnie wskazał: „Najemca powinien używać lokalu zgodnie z umową i przeznaczeniem, dbając o jego należyty stan techniczny.”\n",
		claims: []want{{typ: cite.Powolanie, src: "I C 310/14"}, {typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "a court whose ruling the memo never names: the library",
		text:   "Sąd Rejonowy w Gnieźnie wskazał: „Odsetki za opóźnienie należą się niezależnie od tego, czy wierzyciel poniósł jakąkolwiek szkodę.”",
		claims: []want{{typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "a quotation a por. reference introduces: the library (the reference anchors nothing)",
		text: "Odsetki należą się bez wykazania szkody (por. wyrok SN z dnia 10 stycznia 2010 r., I CSK 100/09: „wierzyciel może żądać odsetek za czas opóźnienia, choćby nie poniósł żadnej szkody”).",
		claims: []want{
			{typ: cite.Powolanie, src: "I CSK 100/09"},
			{typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "control: a short phrase of a court stays a phrase",
		text:    "Sąd Rejonowy w Gnieźnie mówił o „rażącym naruszeniu”.",
		ignored: []string{WhyScare}},
}

func TestCourtBySeat(t *testing.T) {
	t.Parallel()
	for _, tc := range courtBySeatCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// branchSeatCases (issue 22, class 2): a court named by the seat of a
// branch („Sąd Rejonowy w Strzelinie” for the Strzelin branch of the
// Oława court) is the court of a ruling cited before with that branch.
var branchSeatCases = []tcase{
	{name: "a court named by its branch's seat, the ruling cited before in the text",
		text:   "W wyroku Sądu Rejonowego w Oławie, I Zamiejscowy Wydział Cywilny z siedzibą w Strzelinie, z dnia 3 marca 2014 r., I C 77/13, sąd oddalił powództwo.\n\nSąd Rejonowy w Strzelinie wskazał: „Najemca odpowiada za zużycie rzeczy wynikające z jej nieprawidłowego używania przez cały okres najmu.”\n",
		claims: []want{{typ: cite.FaktProceduralny, src: "I C 77/13"}, {typ: cite.CytatDoslowny, src: "I C 77/13", from: cite.FromContext, cue: "Sąd Rejonowy w Strzelinie"}}},
	{name: "the same in a source line below",
		text:   "### Najem\n\n- Sąd Rejonowy w Strzelinie wskazał: „Najemca odpowiada za zużycie rzeczy wynikające z jej nieprawidłowego używania przez cały okres najmu.”\n\nŹródło: wyrok Sądu Rejonowego w Oławie, I Zamiejscowy Wydział Cywilny z siedzibą w Strzelinie, z dnia 3 marca 2014 r., I C 77/13\n",
		claims: []want{{typ: cite.CytatDoslowny, src: "I C 77/13", from: cite.FromSourceLine}}},
	{name: "control: another seat is another court",
		text:   "W wyroku Sądu Rejonowego w Oławie, I Zamiejscowy Wydział Cywilny z siedzibą w Strzelinie, z dnia 3 marca 2014 r., I C 77/13, sąd oddalił powództwo.\n\nSąd Rejonowy w Brzegu wskazał: „Najemca odpowiada za zużycie rzeczy wynikające z jej nieprawidłowego używania przez cały okres najmu.”\n",
		claims: []want{{typ: cite.FaktProceduralny, src: "I C 77/13"}, {typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
}

func TestBranchSeat(t *testing.T) {
	t.Parallel()
	for _, tc := range branchSeatCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
