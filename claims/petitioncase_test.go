package claims

import (
	"testing"

	"citeguard/cite"
)

// petitionCaseCases: issue 22, class 11 — a pleading's own case is not a
// citation: the signature of its header, and the ruling its petition
// appeals or answers the appeal of (the same case one instance below). The
// court of that ruling quoted later („Sąd Rejonowy ustalił, że „…””) is the
// case's own record, not a library source: ignored with its reason, never
// ⛔, never searched as the memo's quotation. A ruling the pleading cites
// stays a claim.
var petitionCaseCases = []tcase{
	{name: "answer to an appeal: the judgment appealed from, then its court quoted",
		text:    "Sygn. akt II Ca 811/26\n\nODPOWIEDŹ NA APELACJĘ\n\nDziałając w imieniu powódki, w odpowiedzi na apelację pozwanej od wyroku Sądu Rejonowego w Kutnie z dnia 4 maja 2026 r., sygn. akt I C 92/25, wnoszę o jej oddalenie.\n\nSąd Rejonowy ustalił, że „pozwana nie wykazała, aby przed wypadkiem zawiadomiła ubezpieczyciela o zmianie właściciela pojazdu”.",
		claims:  nil,
		ignored: []string{WhyOwnCase}},
	{name: "an appeal against a judgment („zaskarżam w całości wyrok”), its court quoted later",
		text:    "Działając jako pełnomocnik pozwanego, zaskarżam w całości wyrok Sądu Okręgowego w Płocku z dnia 2 lutego 2026 r., I C 1404/24.\n\nSąd Okręgowy przyjął bowiem, że „umowa najmu została rozwiązana z chwilą doręczenia pozwanemu wypowiedzenia z dnia 3 marca 2023 r.”.",
		claims:  nil,
		ignored: []string{WhyOwnCase}},
	{name: "a complaint against a decision („zażalenie na postanowienie”)",
		text:   "Działając w imieniu wnioskodawcy, wnoszę zażalenie na postanowienie Sądu Rejonowego w Ełku z dnia 9 marca 2026 r., sygn. akt I Ns 77/25, i wnoszę o jego uchylenie.",
		claims: nil},
	{name: "control: a ruling the pleading cites in its petition sentence is a citation",
		text:   "Działając w imieniu powoda, wnoszę o zasądzenie kwoty 12 000 zł, zgodnie z poglądem wyrażonym w wyroku Sądu Najwyższego z dnia 17 września 2019 r., II CSK 9911/18.",
		claims: []want{{typ: cite.Parafraza, src: "II CSK 9911/18"}}},
	{name: "control: a memo's first sentence about a ruling, no petition",
		text: "Sąd Okręgowy w Płocku w wyroku z dnia 2 lutego 2016 r., I C 1404/14, oddalił powództwo.\n\nSąd Okręgowy przyjął, że „umowa najmu została rozwiązana z chwilą doręczenia pozwanemu wypowiedzenia z dnia 3 marca 2013 r.”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I C 1404/14"},
			{typ: cite.CytatDoslowny, src: "I C 1404/14", from: cite.FromContext}}},
	{name: "control: another court quoted in the answer to the appeal is a claim",
		text:   "Sygn. akt II Ca 811/26\n\nDziałając w imieniu powódki, w odpowiedzi na apelację pozwanej od wyroku Sądu Rejonowego w Kutnie z dnia 4 maja 2026 r., sygn. akt I C 92/25, wnoszę o jej oddalenie.\n\nSąd Okręgowy w Łodzi w wyroku z dnia 12 marca 2014 r., III Ca 2040/13, wskazał, że „zbycie pojazdu nie zwalnia zbywcy z obowiązku zawiadomienia ubezpieczyciela”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "III Ca 2040/13", from: cite.FromCitation}}},
}

func TestPetitionCase(t *testing.T) {
	t.Parallel()
	for _, tc := range petitionCaseCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// TestPetitionCaseOtherCourt: a pleading whose own case is known by its
// number alone (no court beside it) — another court named as the speaker
// is not that case: its quotation is searched in the library.
func TestPetitionCaseOtherCourt(t *testing.T) {
	t.Parallel()
	runCase(t, tcase{name: "header number alone, another court speaks",
		text: "Sygn. akt I C 310/26\n\nAPELACJA POWODA\n\nSąd Okręgowy w Koszalinie, omawiając art. 448 k.c., zauważył: „zadośćuczynienie za naruszenie dóbr osobistych ma przede wszystkim charakter kompensacyjny i nie może być symboliczne”.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 448 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "", from: cite.FromLibrary}}})
}

// appealedCourtCases: issue 22, class 11 — in a cassation appeal or an
// appeal, the court of the judgment appealed, named again („Sąd Okręgowy
// uznał, że „…””) a paragraph after another ruling of that same court was
// cited, is still the document's own case; so is „zaskarżony wyrok
// wskazał, że „…””. Their words are the case's record, never searched as
// the memo's quotations.
var appealedCourtCases = []tcase{
	{name: "the appealed court again, after another ruling of that court in the paragraph before",
		text:    "Sygn. akt II Ca 902/26\n\nSKARGA KASACYJNA\n\nDziałając w imieniu powoda, zaskarżam w całości wyrok Sądu Okręgowego w Opolu z dnia 3 czerwca 2026 r., II Ca 902/26.\n\nSąd Okręgowy w Opolu w wyroku z dnia 12 maja 2015 r., II Ca 310/15, trafnie przyjął, że „zadośćuczynienie ma przede wszystkim charakter kompensacyjny”.\n\nAd 2. Sąd Okręgowy uznał natomiast, że „odsetki od zadośćuczynienia należą się powodowi dopiero od dnia wyrokowania w sprawie”.",
		claims:  []want{{typ: cite.CytatDoslowny, src: "II Ca 310/15", from: cite.FromCitation}},
		ignored: []string{WhyOwnCase}},
	{name: "„zaskarżony wyrok wskazał, że „…””",
		text:    "Sygn. akt I ACa 77/26\n\nAPELACJA POZWANEGO\n\nDziałając w imieniu pozwanego, zaskarżam w całości wyrok Sądu Okręgowego w Radomiu z dnia 4 marca 2026 r., I C 15/25.\n\nZaskarżony wyrok wprost wskazał, że „odpowiedzialność pozwanego jako ubezpieczyciela obejmuje również szkody wyrządzone umyślnie”.",
		ignored: []string{WhyOwnCase}},
	{name: "control: „zaskarżony wyrok” in a memo with no case of its own is searched in the library",
		text:   "Kancelaria opisuje sprawę klienta. Zaskarżony wyrok wprost wskazał, że „odpowiedzialność pozwanego jako ubezpieczyciela obejmuje również szkody wyrządzone umyślnie”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "", from: cite.FromLibrary}}},
}

func TestAppealedCourt(t *testing.T) {
	t.Parallel()
	for _, tc := range appealedCourtCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
