package claims

import (
	"testing"

	"citeguard/cite"
)

// fastNoteCases: notes and e-mails typed fast (issue 22, classes 1, 8,
// 14). A quotation after a court's parenthetical citation and a colon
// („Podobnie SA w Gdańsku (wyrok z …, I ACa 1/15): „…””) is that ruling's
// claim, not a por. reference's; a back-reference that describes its
// court by the adjective of its seat („w tym samym wyroku gdański sąd”)
// is the nearest ruling of a court of that seat; „par.” is §; „ww.
// wyrok”, „tenże wyrok”, „J.w. dodał” and „Sąd oparł się na art. …: „…””
// are the ruling under discussion, whatever provision the quoted words
// mention.
var fastNoteCases = []tcase{
	// --- class 1: a quotation after a parenthetical citation and a colon ---
	{name: "„Podobnie SA w Gdańsku (wyrok z …, I ACa …): „…””",
		text: "Sąd Okręgowy w Szczecinie w wyroku z dnia 19 lutego 2013 r., II Ca 989/12, wyjaśnił zasady. " +
			"Podobnie Sąd Apelacyjny w Gdańsku (wyrok z 3 marca 2015 r., I ACa 812/14): „odpowiedzialność ubezpieczyciela ma charakter akcesoryjny wobec odpowiedzialności sprawcy szkody”.",
		claims: []want{{typ: cite.Powolanie, src: "II Ca 989/12"},
			{typ: cite.CytatDoslowny, src: "I ACa 812/14", from: cite.FromCitation}}},
	{name: "typed without diacritics, ASCII quotes: „Podobnie Sad Apelacyjny w Gdansku (…): \"…\"”",
		text: "Sad Okregowy w Szczecinie w wyroku z dnia 19 lutego 2013 r., II Ca 989/12, wyjasnil zasady. " +
			`Podobnie Sad Apelacyjny w Gdansku (wyrok z 3.03.2015 r., I ACa 812/14): "odpowiedzialność ubezpieczyciela ma charakter akcesoryjny wobec odpowiedzialności sprawcy szkody".`,
		claims: []want{{typ: cite.Powolanie, src: "II Ca 989/12"},
			{typ: cite.CytatDoslowny, src: "I ACa 812/14", from: cite.FromCitation}}},
	{name: "„Tak też SR w Opolu (I C 44/13): „…””",
		text:   "Tak też Sąd Rejonowy w Opolu (wyrok z 5 maja 2014 r., I C 44/13): „zwłoka dłużnika nie zwalnia go z obowiązku zapłaty odsetek za cały okres opóźnienia”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "I C 44/13", from: cite.FromCitation}}},
	// A por. reference stays one, and a „podobnie” in a parenthesis with no
	// colon after it too.
	{name: "control: „(podobnie wyrok …)” after the quotation stays a reference",
		text:   "Sąd Najwyższy w wyroku z dnia 5 lipca 2019 r., II CSK 123/18, stwierdził: „kara umowna należy się wierzycielowi niezależnie od wysokości poniesionej szkody” (podobnie wyrok z 3 marca 2015 r., I ACa 812/14).",
		claims: []want{{typ: cite.CytatDoslowny, src: "II CSK 123/18"}, {typ: cite.Powolanie, src: "I ACa 812/14"}}},

	// --- class 2: a court named by the adjective of its seat ---
	{name: "„W tym samym wyroku gdański sąd” after a ruling of another court",
		text: "Sąd Okręgowy w Szczecinie w wyroku z dnia 19 lutego 2013 r., II Ca 989/12, przyjął, że „krzywda ma charakter niewymierny”. " +
			"Sąd Apelacyjny w Gdańsku w wyroku z 3 marca 2015 r., I ACa 812/14, obniżył zadośćuczynienie. " +
			"Sąd Okręgowy w Kielcach w wyroku z 7 maja 2014 r., II C 77/13, oddalił powództwo. " +
			"W tym samym wyroku gdański sąd podkreślił, że „poziom zasądzanych świadczeń w podobnych sprawach ma znaczenie pomocnicze”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II Ca 989/12"},
			{typ: cite.Powolanie, src: "I ACa 812/14"},
			{typ: cite.FaktProceduralny, src: "II C 77/13"},
			{typ: cite.CytatDoslowny, src: "I ACa 812/14", from: cite.FromContext}}},
	{name: "typed without diacritics: „w tym samym wyroku lubelski sad”",
		text: "Sad Apelacyjny w Lublinie w wyroku z 3 marca 2015 r., I ACa 812/14, obnizyl zadoscuczynienie. " +
			"Sad Okregowy w Kielcach w wyroku z 7 maja 2014 r., II C 77/13, oddalil powodztwo. " +
			"Uprzedzam, ze w tym samym wyroku lubelski sad uznal, ze „poziom zasądzanych świadczeń w podobnych sprawach ma znaczenie pomocnicze”.",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 812/14"},
			{typ: cite.FaktProceduralny, src: "II C 77/13"},
			{typ: cite.CytatDoslowny, src: "I ACa 812/14", from: cite.FromContext}}},
	{name: "„Sąd krakowski dodał” picks the Kraków ruling, not the last one",
		text: "Sąd Okręgowy w Krakowie w wyroku z 2 czerwca 2014 r., I C 500/13, zasądził zadośćuczynienie. " +
			"Sąd Rejonowy w Nowym Sączu w wyroku z 9 września 2014 r., I C 90/14, oddalił powództwo. " +
			"Sąd krakowski dodał: „krzywda osoby najbliższej nie podlega ścisłemu wymiarowi”.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I C 500/13"},
			{typ: cite.FaktProceduralny, src: "I C 90/14"},
			{typ: cite.CytatDoslowny, src: "I C 500/13", from: cite.FromContext}}},
	{name: "„nowosądecki sąd” is the court in Nowy Sącz",
		text: "Sąd Rejonowy w Nowym Sączu w wyroku z 9 września 2014 r., I C 90/14, oddalił powództwo. " +
			"Sąd Okręgowy w Krakowie w wyroku z 2 czerwca 2014 r., I C 500/13, zasądził zadośćuczynienie. " +
			"W tym samym wyroku nowosądecki sąd wskazał, że „krzywda osoby najbliższej nie podlega ścisłemu wymiarowi”.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I C 90/14"},
			{typ: cite.FaktProceduralny, src: "I C 500/13"},
			{typ: cite.CytatDoslowny, src: "I C 90/14", from: cite.FromContext}}},

	// --- class 3: „par.” for §, units typed fast ---
	{name: "„art. 481 par. 1 kc: „…””",
		text:   `Tresc art. 481 par. 1 kc jest jasna: "Jeżeli dłużnik opóźnia się ze spełnieniem świadczenia pieniężnego, wierzyciel może żądać odsetek".`,
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 481 § 1 Kodeks cywilny", from: cite.FromCitation}}},
	{name: "„art. 98 par.1 kpc”, „art. 6 ust 1 kc”, „art. 100 zd 2 kpc”",
		text: "Pozwany wskazal art. 98 par.1 kpc, art. 6 ust 1 kc oraz art. 100 zd 2 kpc.",
		claims: []want{{typ: cite.Powolanie, src: "art. 98 § 1 Kodeks postępowania cywilnego"},
			{typ: cite.Powolanie, src: "art. 6 ust. 1 Kodeks cywilny"},
			{typ: cite.Powolanie, src: "art. 100 zd. 2 Kodeks postępowania cywilnego"}}},
	{name: "„art. 5 pkt. 2 ustawy …” with a dot after pkt",
		text:   "Organ powołał art. 5 pkt. 2 kc w uzasadnieniu decyzji.",
		claims: []want{{typ: cite.Powolanie, src: "art. 5 pkt 2 Kodeks cywilny"}}},

	// --- class 4: back-reference words of the introducing text ---
	{name: "„Sad oparl sie na art. 233 par. 1 kpc: \"Zgodnie z art. 233 …\"”",
		text: "Sąd Rejonowy w Opolu w wyroku z 5 maja 2014 r., I C 44/13, zasądził odsetki. " +
			`Sad oparl sie na art. 233 par. 1 kpc: "Zgodnie z art. 233 § 1 kpc sąd ocenia wiarygodność i moc dowodów według własnego przekonania, na podstawie wszechstronnego rozważenia zebranego materiału."`,
		claims: []want{{typ: cite.FaktProceduralny, src: "I C 44/13"},
			{typ: cite.Powolanie, src: "art. 233 § 1 Kodeks postępowania cywilnego"},
			{typ: cite.CytatDoslowny, src: "I C 44/13", from: cite.FromContext}},
		quoted: []string{"art. 233 § 1 Kodeks postępowania cywilnego"}},
	{name: "„J.w. dodał, że „…”” after a provision the court relied on",
		text: "Sąd Rejonowy w Opolu w wyroku z 5 maja 2014 r., I C 44/13, zasądził odsetki, stosując art. 481 § 1 k.c. " +
			"J.w. dodal, ze „zasądzona kwota uwzględnia upływ czasu między zdarzeniem a wyrokowaniem”.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I C 44/13"},
			{typ: cite.Powolanie, src: "art. 481 § 1 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "I C 44/13"}}},
	{name: "„jw. wskazał” after a quotation of a provision",
		text: "Sąd Rejonowy w Opolu w wyroku z 5 maja 2014 r., I C 44/13, zasądził odsetki. " +
			"Przepis art. 481 § 1 k.c. stanowi: „Jeżeli dłużnik opóźnia się ze spełnieniem świadczenia pieniężnego, wierzyciel może żądać odsetek”. " +
			"Jw. wskazał też, że „zasądzona kwota uwzględnia upływ czasu między zdarzeniem a wyrokowaniem”.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I C 44/13"},
			{typ: cite.CytatDoslowny, src: "art. 481 § 1 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "I C 44/13"}}},
	{name: "„ww. wyrok uznał …” is a position of the ruling",
		text: "Sąd Rejonowy w Opolu w wyroku z 5 maja 2014 r., I C 44/13, zasądził odsetki. " +
			"Uwaga - ww. wyrok uznał dzień doręczenia wezwania za datę wymagalności roszczenia o zapłatę.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I C 44/13"},
			{typ: cite.StanowiskoSadu, src: "I C 44/13", text: "ww. wyrok uznał dzień doręczenia wezwania"}}},
	{name: "„Tenze wyrok wskazuje:” after a provision's quotation, typed without diacritics",
		text: "Sąd Rejonowy w Opolu w wyroku z 5 maja 2014 r., I C 44/13, zasądził odsetki. " +
			"Art. 481 § 1 k.c. stanowi: „Jeżeli dłużnik opóźnia się ze spełnieniem świadczenia pieniężnego, wierzyciel może żądać odsetek”. " +
			"Tenze wyrok wskazuje: „Zgodnie z art. 481 § 1 k.c. odsetki należą się od dnia wymagalności roszczenia”.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I C 44/13"},
			{typ: cite.CytatDoslowny, src: "art. 481 § 1 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "I C 44/13", short: "Tenze wyrok"}},
		quoted: []string{"art. 481 § 1 Kodeks cywilny"}},
	{name: "„powyższy wyrok przyjmuje” is a position of the ruling",
		text: "Sąd Rejonowy w Opolu w wyroku z 5 maja 2014 r., I C 44/13, zasądził odsetki. " +
			"Art. 481 § 1 k.c. stanowi: „Jeżeli dłużnik opóźnia się ze spełnieniem świadczenia pieniężnego, wierzyciel może żądać odsetek”. " +
			"Powyższy wyrok wprost przyjmuje odpowiedzialność pozwanego za cały okres opóźnienia, a zatem od doręczenia wezwania.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I C 44/13"},
			{typ: cite.CytatDoslowny, src: "art. 481 § 1 Kodeks cywilny"},
			{typ: cite.StanowiskoSadu, src: "I C 44/13", text: "Powyższy wyrok wprost przyjmuje odpowiedzialność pozwanego za cały okres opóźnienia", noText: "zatem"}}},
	{name: "„Ww. wyrok oddalił powództwo” is what the court did, not a position",
		text: "Sąd Rejonowy w Opolu w wyroku z 5 maja 2014 r., I C 44/13, zasądził odsetki. Ww. wyrok oddalił powództwo w pozostałej części.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I C 44/13"},
			{typ: cite.FaktProceduralny, src: "I C 44/13", short: "Ww. wyrok"}}},
	{name: "„zaskarżam powyższy wyrok” after the pleading's own case number is that case, no claim",
		text: "Sygn. akt I C 2/26\n\nAPELACJA\n\nod wyroku Sądu Okręgowego w Opolu z dnia 2 listopada 2026 r., sygn. akt I C 2/26\n\n" +
			"Działając w imieniu powoda, zaskarżam powyższy wyrok w całości i zarzucam naruszenie art. 233 § 1 k.p.c.",
		claims: []want{{typ: cite.Powolanie, src: "art. 233 § 1 Kodeks postępowania cywilnego"}}},
}

func TestFastNotes(t *testing.T) {
	t.Parallel()
	for _, tc := range fastNoteCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
