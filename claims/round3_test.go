package claims

import (
	"testing"

	"citeguard/cite"
)

// courtBackRefCases: a back-reference that names a court („Sąd Apelacyjny
// we Wrocławiu w powołanym wyżej wyroku”, „ten sam Sąd Okręgowy w
// przywołanym orzeczeniu”) is the nearest earlier ruling of that court,
// not the last ruling cited.
var courtBackRefCases = []tcase{
	{name: "a court before „w powołanym wyżej wyroku”, another court's ruling between",
		text: "Sąd Apelacyjny we Wrocławiu w wyroku z dnia 12 maja 2015 r., I ACa 44/15, uznał, że „renta ma charakter alimentacyjny”. Podobnie Sąd Najwyższy w wyroku z dnia 3 lutego 2010 r., II CSK 2/10, przyjął, że „zwiększone potrzeby obejmują koszty opieki”.\n\nSąd Apelacyjny we Wrocławiu w powołanym wyżej wyroku wskazał, że „koszty opieki należą się także wtedy, gdy opiekę sprawuje członek rodziny”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "I ACa 44/15"}, {typ: cite.CytatDoslowny, src: "II CSK 2/10"},
			{typ: cite.CytatDoslowny, src: "I ACa 44/15", antecedent: "I ACa 44/15"}}},
	{name: "„ten sam Sąd Okręgowy w przywołanym orzeczeniu”",
		text: "Sąd Okręgowy w Kielcach w wyroku z dnia 16 października 2014 r., II Ca 95/14, przyjął, że „zadośćuczynienie ma charakter kompensacyjny”. Sąd Najwyższy w wyroku z dnia 3 lutego 2010 r., II CSK 2/10, dodał, że „jego wysokość nie może być symboliczna”.\n\nTen sam Sąd Okręgowy w przywołanym orzeczeniu podkreślił, że „zadośćuczynienie musi przedstawiać ekonomicznie odczuwalną wartość”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II Ca 95/14"}, {typ: cite.CytatDoslowny, src: "II CSK 2/10"},
			{typ: cite.CytatDoslowny, src: "II Ca 95/14", antecedent: "II Ca 95/14"}}},
	{name: "„Ten sam Sąd Okręgowy podkreślił” with another court's ruling cited since",
		text: "Sąd Okręgowy w Kielcach w wyroku z dnia 16 października 2014 r., II Ca 95/14, przyjął, że „zadośćuczynienie ma charakter kompensacyjny”. Sąd Najwyższy w wyroku z dnia 3 lutego 2010 r., II CSK 2/10, dodał, że „jego wysokość nie może być symboliczna”.\n\nTen sam Sąd Okręgowy podkreślił, że „zadośćuczynienie musi przedstawiać ekonomicznie odczuwalną wartość”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II Ca 95/14"}, {typ: cite.CytatDoslowny, src: "II CSK 2/10"},
			{typ: cite.CytatDoslowny, src: "II Ca 95/14", from: cite.FromContext}}},
	{name: "control: „w powołanym wyżej wyroku” with no court is the last ruling",
		text: "Sąd Apelacyjny we Wrocławiu w wyroku z dnia 12 maja 2015 r., I ACa 44/15, uznał, że „renta ma charakter alimentacyjny”. Sąd Najwyższy w wyroku z dnia 3 lutego 2010 r., II CSK 2/10, przyjął, że „zwiększone potrzeby obejmują koszty opieki”.\n\nW powołanym wyżej wyroku wskazano, że „koszty opieki należą się także wtedy, gdy opiekę sprawuje członek rodziny”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "I ACa 44/15"}, {typ: cite.CytatDoslowny, src: "II CSK 2/10"},
			{typ: cite.CytatDoslowny, src: "II CSK 2/10", antecedent: "II CSK 2/10"}}},
}

func TestCourtBackReferences(t *testing.T) {
	t.Parallel()
	for _, tc := range courtBackRefCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// outsideAfterRulingCases: a quotation of an outside document (a policy's
// clause, general terms, a contract) right after a ruling's quotation does
// not inherit the ruling's anchor: its own sentence names where its words
// come from.
var outsideAfterRulingCases = []tcase{
	{name: "§ 5 ust. 2 OWU stanowi after a ruling's quotation",
		text:    "Sąd Najwyższy w wyroku z dnia 3 lutego 2010 r., II CSK 2/10, przyjął, że „ubezpieczyciel odpowiada za szkodę w granicach sumy ubezpieczenia”.\n\n§ 5 ust. 2 OWU stanowi: „ubezpieczyciel nie odpowiada za szkody wyrządzone umyślnie przez ubezpieczonego lub osobę z nim zamieszkującą”.",
		claims:  []want{{typ: cite.CytatDoslowny, src: "II CSK 2/10"}},
		ignored: []string{WhyOutside}},
	{name: "„zgodnie z klauzulą” in the next sentence of the same paragraph",
		text:    "Sąd Najwyższy w wyroku z dnia 3 lutego 2010 r., II CSK 2/10, przyjął, że „ubezpieczyciel odpowiada za szkodę w granicach sumy ubezpieczenia”. Zgodnie z klauzulą 7 umowy „wypłata świadczenia następuje w terminie trzydziestu dni od dnia zgłoszenia szkody ubezpieczycielowi”.",
		claims:  []want{{typ: cite.CytatDoslowny, src: "II CSK 2/10"}},
		ignored: []string{WhyOutside}},
	{name: "control: a contract merely named before the colon, in a paragraph about a ruling",
		text:   "Sąd Najwyższy w wyroku z dnia 3 lutego 2010 r., II CSK 2/10, przyjął, że „ubezpieczyciel odpowiada za szkodę w granicach sumy ubezpieczenia”. Bez znaczenia pozostaje przy tym, że Spółka podpisała Umowę po negocjacjach: „okoliczność, iż warunki były indywidualnie uzgadniane w trakcie negocjacji, nie przesądza o ważności wyłączenia odpowiedzialności”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II CSK 2/10"}, {typ: cite.CytatDoslowny, src: "II CSK 2/10", from: cite.FromContext}}},
	{name: "control: „Dalej Sąd wskazał:” after a ruling's quotation keeps the ruling",
		text:   "Sąd Najwyższy w wyroku z dnia 3 lutego 2010 r., II CSK 2/10, przyjął, że „ubezpieczyciel odpowiada za szkodę w granicach sumy ubezpieczenia”.\n\nDalej Sąd wskazał: „ubezpieczyciel nie odpowiada za szkody wyrządzone umyślnie przez ubezpieczonego lub osobę z nim zamieszkującą”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II CSK 2/10"}, {typ: cite.CytatDoslowny, src: "II CSK 2/10", from: cite.FromContext}}},
}

func TestOutsideAfterRuling(t *testing.T) {
	t.Parallel()
	for _, tc := range outsideAfterRulingCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// ownCaseNoAnchorCases: the document's own case number is never an anchor:
// „Sąd przyjął, że „…”” with no other ruling in reach is the court of this
// case speaking — its record, not a library source (WhyOwnCase).
var ownCaseNoAnchorCases = []tcase{
	{name: "a pleading's Sygn. akt and „Sąd przyjął” with no ruling cited",
		text:    "Sąd Rejonowy w Koninie\nI Wydział Cywilny\nSygn. akt I C 120/26\n\nAPELACJA\n\nSąd przyjął, że „powód nie wykazał, aby pozwany ponosił winę za powstanie szkody w jego majątku”. Z tym stanowiskiem nie sposób się zgodzić.",
		ignored: []string{WhyOwnCase}},
	{name: "Sygn. akt in the header and „W ocenie Sądu” in the reasons",
		text:    "Sygn. akt II Ca 310/26\n\nUZASADNIENIE\n\nW ocenie Sądu „zgromadzony materiał dowodowy nie pozwala na przypisanie pozwanemu odpowiedzialności za szkodę”.",
		ignored: []string{WhyOwnCase}},
}

func TestOwnCaseNoAnchor(t *testing.T) {
	t.Parallel()
	for _, tc := range ownCaseNoAnchorCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// relativeLastProvisionCases: „zgodnie z którym” after several provisions
// refers to the nearest (last) one; the quotation is checked against it.
var relativeLastProvisionCases = []tcase{
	{name: "two paragraphs of one article, „zgodnie z którym” after the second",
		text:   "Powód powołał art. 446 § 4 k.c. oraz art. 446 § 3 k.c., zgodnie z którym „sąd może ponadto przyznać najbliższym członkom rodziny zmarłego stosowne odszkodowanie, jeżeli wskutek jego śmierci nastąpiło znaczne pogorszenie ich sytuacji życiowej”.",
		claims: []want{{typ: cite.Powolanie, src: "art. 446 § 4 Kodeks cywilny"}, {typ: cite.CytatDoslowny, src: "art. 446 § 3 Kodeks cywilny"}}},
	{name: "articles of two codes, „zgodnie z którym” after the second",
		text:   "Znaczenie mają art. 6 k.c. i art. 232 k.p.c., zgodnie z którym „strony obowiązane są wskazywać dowody dla stwierdzenia faktów, z których wywodzą skutki prawne”.",
		claims: []want{{typ: cite.Powolanie, src: "art. 6 Kodeks cywilny"}, {typ: cite.CytatDoslowny, src: "art. 232 Kodeks postępowania cywilnego"}}},
}

func TestRelativeLastProvision(t *testing.T) {
	t.Parallel()
	for _, tc := range relativeLastProvisionCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// subjectCourtCases: a ruling cited by its signature alone takes the court
// its sentence names as speaking, so that a wrong court is checked.
var subjectCourtCases = []tcase{
	{name: "the court speaks in the text, the footnote gives date and signature",
		text:   "Sąd Okręgowy w Krakowie wskazał, że „w odpowiedzi na pozew pozwany wniósł o oddalenie powództwa w całości”.[^1]\n\n[^1]: Wyrok z dnia 12 września 2013 r., II Ca 72/13.",
		fns:    []Footnote{{Number: 1}},
		claims: []want{{typ: cite.CytatDoslowny, src: "II Ca 72/13", anchor: cite.Anchor{Organ: "Sąd Okręgowy w Krakowie"}}}},
	{name: "„Jak podkreślił Sąd Apelacyjny w Łodzi (I ACa 5/15)”",
		text:   "Jak podkreślił Sąd Apelacyjny w Łodzi (I ACa 5/15), „zadośćuczynienie musi przedstawiać ekonomicznie odczuwalną wartość”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "I ACa 5/15", anchor: cite.Anchor{Organ: "Sąd Apelacyjny w Łodzi"}}}},
}

func TestSubjectCourt(t *testing.T) {
	t.Parallel()
	for _, tc := range subjectCourtCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// namedCourtFactCases: a procedural fact whose court is named, the ruling
// cited paragraphs before by its signature, is that ruling's.
var namedCourtFactCases = []tcase{
	{name: "„Sąd Okręgowy we Wrocławiu oddalił powództwo” two paragraphs after its citation",
		text:   "Pozwany odpowiada w tych samych granicach (wyrok SO we Wrocławiu z dnia 16 października 2014 r., I C 391/12: „odpowiedzialność zakładu ubezpieczeń jest odpowiedzialnością za ubezpieczającego”).\n\nPowód określa zdarzenie jako kolizję na przejściu, co pozostaje w sprzeczności z notatką policji. Świadek potwierdzi, że pieszy poruszał się chwiejnym krokiem.\n\nW sprawie o zbliżonym stanie faktycznym (nietrzeźwy pieszy potrącony w porze nocnej) Sąd Okręgowy we Wrocławiu oddalił powództwo.",
		claims: []want{{typ: cite.CytatDoslowny, src: "I C 391/12"}, {typ: cite.FaktProceduralny, src: "I C 391/12", from: cite.FromContext}}},
	{name: "control: another seat's court acting is no fact of the ruling cited before",
		text:   "Pozwany odpowiada w tych samych granicach (wyrok SO we Wrocławiu z dnia 16 października 2014 r., I C 391/12: „odpowiedzialność zakładu ubezpieczeń jest odpowiedzialnością za ubezpieczającego”).\n\nPowód określa zdarzenie jako kolizję na przejściu, co pozostaje w sprzeczności z notatką policji.\n\nW innej sprawie Sąd Okręgowy w Łodzi oddalił powództwo.",
		claims: []want{{typ: cite.CytatDoslowny, src: "I C 391/12"}}},
}

func TestNamedCourtFact(t *testing.T) {
	t.Parallel()
	for _, tc := range namedCourtFactCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// colonPositionCases: a court's position given after a colon without
// quotation marks („przypomniał stanowisko SN: art. … ma zastosowanie …”),
// also typed without Polish letters.
var colonPositionCases = []tcase{
	{name: "„przypomnial jednak stanowisko SN:” without Polish letters",
		text: "Tak samo ocenil to Sad Okregowy w Kielcach w wyroku z 16 pazdziernika 2014 r. (II Ca 951/14), przytaczajac stanowisko sadu rejonowego.\n\nSad Okregowy w Kielcach przypomnial jednak stanowisko SN: art. 446 § 4 k.c. ma zastosowanie wyłącznie do sytuacji, w której czyn niedozwolony został popełniony po dniu 3 sierpnia 2008 r. Wczesniej podstawa byly art. 23, 24 i 448 k.c.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II Ca 951/14"},
			{typ: cite.StanowiskoSadu, src: "II Ca 951/14", from: cite.FromContext, text: "art. 446 § 4 k.c. ma zastosowanie wyłącznie"},
			// The provisions named stay references of their own.
			{typ: cite.Powolanie, src: "art. 446 § 4 Kodeks cywilny"}, {typ: cite.Powolanie, src: "art. 23 Kodeks cywilny"},
			{typ: cite.Powolanie, src: "art. 24 Kodeks cywilny"}, {typ: cite.Powolanie, src: "art. 448 Kodeks cywilny"}}},
	{name: "control: the memo's own colon after a party's verb is no position",
		text:   "Sąd Okręgowy w Kielcach w wyroku z 16 października 2014 r., II Ca 951/14, oddalił apelację.\n\nPowód wskazał natomiast: pozwany nie wypłacił żadnego świadczenia przed wniesieniem pozwu do sądu.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II Ca 951/14"}}},
	{name: "„Sąd Apelacyjny w Łodzi podkreślił przy tym:” with Polish letters",
		text: "Sąd Apelacyjny w Łodzi w wyroku z dnia 3 marca 2016 r., I ACa 50/15, oddalił apelację pozwanego.\n\nSąd Apelacyjny w Łodzi podkreślił przy tym: zadośćuczynienie ma charakter kompensacyjny i musi przedstawiać ekonomicznie odczuwalną wartość.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I ACa 50/15"},
			{typ: cite.StanowiskoSadu, src: "I ACa 50/15", from: cite.FromContext, text: "zadośćuczynienie ma charakter kompensacyjny"}}},
}

func TestColonPosition(t *testing.T) {
	t.Parallel()
	for _, tc := range colonPositionCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// takSamoVerbCases: „Tak samo ocenił to Sąd … w wyroku …” is the court
// speaking (the subject of the verb), not a similar ruling aside (por.).
var takSamoVerbCases = []tcase{
	{name: "„Tak samo ocenił to Sąd Okręgowy w Kielcach w wyroku …: „…””",
		text:   "Tak samo ocenił to Sąd Okręgowy w Kielcach w wyroku z 16 października 2014 r. (II Ca 95/14), przytaczając stanowisko sądu rejonowego: „zadośćuczynienie ma charakter kompensacyjny i nie może być symboliczne”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II Ca 95/14"}}},
	{name: "the same typed without Polish letters",
		text:   "Tak samo ocenil to Sad Okregowy w Kielcach w wyroku z 16 pazdziernika 2014 r. (II Ca 95/14), przytaczajac stanowisko sadu rejonowego: \"zadośćuczynienie ma charakter kompensacyjny i nie może być symboliczne\".",
		claims: []want{{typ: cite.CytatDoslowny, src: "II Ca 95/14", anchor: cite.Anchor{Organ: "Sąd Okręgowy w Kielcach"}}}},
	{name: "control: „Tak samo: wyrok …” stays a similar ruling aside",
		text:   "Zadośćuczynienie ma charakter kompensacyjny. Tak samo wyrok SO w Kielcach z 16 października 2014 r., II Ca 95/14.",
		claims: []want{{typ: cite.Powolanie, src: "II Ca 95/14"}}},
}

func TestTakSamoVerb(t *testing.T) {
	t.Parallel()
	for _, tc := range takSamoVerbCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
