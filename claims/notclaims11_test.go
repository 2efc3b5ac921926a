package claims

import (
	"testing"

	"citeguard/cite"
)

// tenderDocumentCases: issue 22, class 2 — a quotation whose lead-in names
// a tender's documents outside the library (SIWZ, the specification of
// the essential terms of the contract, a bank or insurance guarantee, an
// offer) as its origin is that document's clause, not a claim.
var tenderDocumentCases = []tcase{
	{name: "a bullet: „wymóg SIWZ, że \"…\"”",
		text:    "- wymóg SIWZ, że \"ofertę składa się wyłącznie w formie pisemnej pod rygorem nieważności\", nie występował w tym przetargu.",
		ignored: []string{WhyOutside}},
	{name: "„Według specyfikacji istotnych warunków zamówienia „…””",
		text:    "Według specyfikacji istotnych warunków zamówienia „wykonawca składa wraz z ofertą pełnomocnictwo podpisane przez wszystkich wspólników konsorcjum”.",
		ignored: []string{WhyOutside}},
	{name: "a guarantee's draft as the subject: „Projekt gwarancji … przewiduje wypłatę „…””",
		text:    "Projekt gwarancji nadesłany przez wykonawcę przewiduje wypłatę „po uprzednim wykazaniu przez beneficjenta niewykonania umowy przez zobowiązanego”.",
		ignored: []string{WhyOutside}},
	{name: "„Gwarancja ubezpieczeniowa musi zawierać słowa „…””",
		text:    "Gwarancja ubezpieczeniowa musi zawierać słowa „bezwarunkowo i nieodwołalnie na każde pisemne żądanie beneficjenta złożone w okresie ważności”.",
		ignored: []string{WhyOutside}},
	{name: "„Oferta konsorcjum zawierała zapis „…””",
		text:    "Oferta konsorcjum zawierała zapis „wykonawca zastrzega sobie prawo do zmiany podwykonawcy bez zgody zamawiającego”.",
		ignored: []string{WhyOutside}},
	{name: "control: the Chamber quoted with its signature stays a claim",
		text:   "Izba w wyroku z dnia 3 marca 2011 r., KIO 312/11, wskazała, że „oferta niezgodna ze specyfikacją istotnych warunków zamówienia podlega odrzuceniu”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "KIO 312/11", from: cite.FromCitation}}},
}

// afterQuoteDocumentCases: issue 22, class 2 — the fail-safe: a document
// named after a quotation is its origin only when the words there
// attribute the quotation to it („„…” (§ 4 regulaminu)”); the sentence going
// on about a document („…”, w szczególności zeznaniom świadka”) names no
// origin, and the quotation is searched in the library, never dropped.
var afterQuoteDocumentCases = []tcase{
	{name: "a zarzut's fragment of a provision, then „w szczególności zeznaniom”",
		text:   "3. naruszenie art. 233 § 1 k.p.c. przez ocenę dowodów z pominięciem „wszechstronnego rozważenia zebranego materiału dowodowego przez sąd orzekający”, w szczególności zeznaniom świadka Adama Nowaka.",
		claims: []want{{typ: cite.Powolanie, src: "art. 233 § 1 Kodeks postępowania cywilnego"}, {typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "the sentence goes on: „…”, a także umowie stron",
		text:   "Trzeba pamiętać, że „zobowiązanie powinno być wykonane zgodnie z jego treścią i w sposób odpowiadający jego celowi społeczno-gospodarczemu”, co odpowiada także umowie stron.",
		claims: []want{{typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "control: „„…” — stanowi umowa”",
		text:    "Najemca zobowiązał się, że „będzie używał lokalu wyłącznie na cele biurowe i nie odda go w podnajem osobom trzecim” – stanowi umowa najmu.",
		ignored: []string{WhyOutside}},
}

// appealedVerbOnlyCases: issue 22, class 11 — in an appeal, a sentence
// with no subject of its own („Uznał, że …”) after the court of the
// judgment appealed („Sąd Rejonowy oddalił powództwo”) is still that
// court speaking: its quotation is the case's record, not a library
// source.
var appealedVerbOnlyCases = []tcase{
	{name: "„Sąd Rejonowy oddalił … . Uznał, że …, a w uzasadnieniu wyroku dodał, że „…””",
		text:    "Sygn. akt IV P 91/26\n\nAPELACJA POWODA\n\nZaskarżam w całości wyrok Sądu Rejonowego w Pile z dnia 2 marca 2026 r., sygn. akt IV P 91/26.\n\nSąd Rejonowy oddalił powództwo o odszkodowanie. Uznał, że pracodawca zachował termin, a w uzasadnieniu wyroku dodał, że „powód nie wykazał, aby przyczyna wypowiedzenia była pozorna lub nieprawdziwa”.",
		ignored: []string{WhyOwnCase}},
	{name: "„Sąd I instancji uznał: „…””",
		text:    "Sygn. akt I C 640/26\n\nAPELACJA POZWANEGO\n\nZaskarżam w całości wyrok Sądu Rejonowego w Sieradzu z dnia 9 lutego 2026 r., sygn. akt I C 640/26.\n\nSąd I instancji uznał: „pozwany nie udowodnił, że zapłacił całą należność przed wytoczeniem powództwa”.",
		ignored: []string{WhyOwnCase}},
	{name: "control: the same words in a memo with no case of its own are searched in the library",
		text:   "Sąd Rejonowy oddalił powództwo o odszkodowanie. Uznał, że pracodawca zachował termin, a w uzasadnieniu wyroku dodał, że „powód nie wykazał, aby przyczyna wypowiedzenia była pozorna lub nieprawdziwa”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
}

func TestNotClaims11(t *testing.T) {
	t.Parallel()
	for _, set := range [][]tcase{tenderDocumentCases, afterQuoteDocumentCases, appealedVerbOnlyCases} {
		for _, tc := range set {
			t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
		}
	}
}

// formulatedPositionCases: issue 22, class 1 — a court's position
// reported by a verb of formulating with its manner („ujął to … tak, że”,
// „sformułował to w ten sposób, że”) is a claim like „przyjął, że”; the
// verb alone („określił wysokość”) reports nothing.
var formulatedPositionCases = []tcase{
	{name: "„Sąd … ujął to w cytowanym już wyroku tak, że …”",
		text: "Sąd Apelacyjny w Gdańsku w wyroku z dnia 7 listopada 2013 r., I ACa 499/13, oddalił apelację pozwanego. Sąd ten ujął to w cytowanym już wyroku tak, że termin do wniesienia skargi biegnie od dnia doręczenia stronie odpisu orzeczenia z uzasadnieniem.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 499/13"},
			{typ: cite.StanowiskoSadu, src: "I ACa 499/13", from: cite.FromShortForm}}},
	{name: "„… sformułował to w ten sposób, że …”",
		text:   "Sąd Najwyższy w wyroku z dnia 4 marca 2015 r., IV CSK 368/14, sformułował to w ten sposób, że zadośćuczynienie za krzywdę musi przedstawiać ekonomicznie odczuwalną wartość.",
		claims: []want{{typ: cite.StanowiskoSadu, src: "IV CSK 368/14", from: cite.FromCitation}}},
	{name: "control: „określił wysokość” reports no position",
		text:   "Sąd Najwyższy w wyroku z dnia 4 marca 2015 r., IV CSK 368/14, określił wysokość zadośćuczynienia na kwotę 80 000 zł.",
		claims: []want{{typ: cite.FaktProceduralny, src: "IV CSK 368/14"}}},
}

func TestFormulatedPosition(t *testing.T) {
	t.Parallel()
	for _, tc := range formulatedPositionCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
