package claims

import (
	"testing"

	"citeguard/cite"
)

// viewPhraseCases: issue 22, claims about rulings (class 5 of the blind
// set) — a court's holding reported by a verb and the view it takes („zajął
// stanowisko, że”, „stanął na stanowisku, że”, „doszedł do wniosku, że”,
// „wyraził pogląd, że”) or by „zdaniem”, „w ocenie” without a comma after
// the court is a court's position, anchored in the sentence or by the
// discourse; with no identifier anywhere it is the memo's (or the
// judgment's) own reasoning and no claim.
var viewPhraseCases = []tcase{
	{name: "SA zajął stanowisko, iż — the ruling named in the sentence before",
		text: "Istotny jest wyrok Sądu Apelacyjnego w Katowicach z dnia 19 lutego 2014 r., I ACa 927/13. SA zajął stanowisko, iż negatywne wypowiedzi o przedsiębiorcy wobec jego kontrahentów nie zawsze naruszają jego dobre imię.",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 927/13"},
			{typ: cite.StanowiskoSadu, src: "I ACa 927/13", from: cite.FromContext, text: "negatywne wypowiedzi o przedsiębiorcy", noText: "zajął"}}},
	{name: "Sąd stanął na stanowisku, że — anchor carried",
		text: "Uwagę zwraca wyrok Sądu Apelacyjnego w Katowicach z dnia 19 lutego 2014 r., I ACa 927/13. Sąd stanął na stanowisku, że ocena wiarygodności zeznań świadków należy do sądu orzekającego.",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 927/13"},
			{typ: cite.StanowiskoSadu, src: "I ACa 927/13", from: cite.FromContext, text: "ocena wiarygodności zeznań"}}},
	{name: "Sąd Apelacyjny doszedł do wniosku, że — anchor carried",
		text: "Warto przywołać wyrok Sądu Apelacyjnego w Katowicach z dnia 19 lutego 2014 r., I ACa 927/13. Sąd Apelacyjny doszedł do wniosku, że sama nierzetelność kontrahenta nie uzasadnia roszczenia o ochronę dóbr osobistych.",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 927/13"},
			{typ: cite.StanowiskoSadu, src: "I ACa 927/13", from: cite.FromContext, text: "sama nierzetelność kontrahenta"}}},
	{name: "Sąd Najwyższy doszedł do przekonania, że — anchor carried",
		text: "Na uwagę zasługuje stanowisko Sądu Najwyższego wyrażone w uchwale z dnia 5 lipca 2002 r., III CZP 36/02. Sąd Najwyższy doszedł do przekonania, że przepis o wstąpieniu w stosunek najmu w nowym brzmieniu nie ma zastosowania do najemcy zmarłego wcześniej.",
		claims: []want{{typ: cite.Powolanie, src: "III CZP 36/02"},
			{typ: cite.StanowiskoSadu, src: "III CZP 36/02", from: cite.FromContext, text: "nie ma zastosowania"}}},
	{name: "zdaniem SN without a comma — anchor carried",
		text: "Istotna jest uchwała Sądu Najwyższego z dnia 5 lipca 2002 r., III CZP 36/02. Zdaniem SN przepis przepis o wstąpieniu w stosunek najmu w nowym brzmieniu nie ma zastosowania do najemcy zmarłego wcześniej.",
		claims: []want{{typ: cite.Powolanie, src: "III CZP 36/02"},
			{typ: cite.StanowiskoSadu, src: "III CZP 36/02", from: cite.FromContext, text: "nie ma zastosowania", noText: "Zdaniem"}}},
	{name: "w ocenie Sądu Apelacyjnego without a comma — anchor carried",
		text: "Warto przywołać wyrok Sądu Apelacyjnego w Katowicach z dnia 19 lutego 2014 r., I ACa 927/13. W ocenie Sądu Apelacyjnego ocena wiarygodności zeznań świadków należy do sądu orzekającego.",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 927/13"},
			{typ: cite.StanowiskoSadu, src: "I ACa 927/13", from: cite.FromContext, text: "wiarygodności zeznań", noText: "Apelacyjnego"}}},
	{name: "w ocenie Sądu Apelacyjnego with its ruling in parentheses, no comma after",
		text:   "W ocenie Sądu Apelacyjnego w Katowicach (wyrok z dnia 19 lutego 2014 r., I ACa 927/13) ocena wiarygodności zeznań świadków należy do sądu orzekającego.",
		claims: []want{{typ: cite.StanowiskoSadu, src: "I ACa 927/13", from: cite.FromCitation, text: "wiarygodności zeznań", noText: ")"}}},
	{name: "wyraziła zapatrywanie, że — in the sentence",
		text:   "Izba Cywilna Sądu Najwyższego w uchwale z dnia 5 lipca 2002 r., III CZP 36/02, wyraziła zapatrywanie, że przepis o wstąpieniu w stosunek najmu w nowym brzmieniu nie ma zastosowania do najemcy zmarłego wcześniej.",
		claims: []want{{typ: cite.StanowiskoSadu, src: "III CZP 36/02", from: cite.FromCitation, text: "nie ma zastosowania"}}},
	{name: "a footnote „Zob. też” is its own powołanie beside the position",
		text: "Sąd Apelacyjny w Katowicach w wyroku z dnia 19 lutego 2014 r., I ACa 927/13, zajął stanowisko, że ocena wiarygodności zeznań należy do sądu.[^1]\n\n[^1]: Zob. też uchwałę SN z dnia 5 lipca 2002 r., III CZP 36/02.",
		fns:  []Footnote{{Number: 1}},
		claims: []want{{typ: cite.StanowiskoSadu, src: "I ACa 927/13", text: "ocena wiarygodności"},
			{typ: cite.Powolanie, src: "III CZP 36/02", anchor: cite.Anchor{Data: "2002-07-05"}}}},
	{name: "more verbs and views: wyszedł z założenia, sformułował tezę, podtrzymał stanowisko",
		text: "Warto przywołać wyrok Sądu Apelacyjnego w Katowicach z dnia 19 lutego 2014 r., I ACa 927/13. Sąd wyszedł z założenia, że ocena zeznań świadków należy do sądu. Sąd Apelacyjny sformułował też tezę, że zawiadomienie o przestępstwie nie jest bezprawne. Sąd podtrzymał stanowisko, że krytyka kontrahenta bywa dozwolona.",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 927/13"},
			{typ: cite.StanowiskoSadu, src: "I ACa 927/13", text: "ocena zeznań świadków"},
			{typ: cite.StanowiskoSadu, src: "I ACa 927/13", text: "zawiadomienie o przestępstwie"},
			{typ: cite.StanowiskoSadu, src: "I ACa 927/13", text: "krytyka kontrahenta"}}},
	{name: "zdaniem SN after a list number",
		text: "Istotna jest uchwała Sądu Najwyższego z dnia 5 lipca 2002 r., III CZP 36/02.\n\n2. Zdaniem SN przepis o wstąpieniu w stosunek najmu w nowym brzmieniu nie ma zastosowania do najemcy zmarłego wcześniej.",
		claims: []want{{typ: cite.Powolanie, src: "III CZP 36/02"},
			{typ: cite.StanowiskoSadu, src: "III CZP 36/02", text: "nie ma zastosowania", noText: "Zdaniem"}}},
	{name: "notes on consecutive lines: a bare signature takes no date of the next note",
		text: "Dobre imię przedsiębiorcy podlega ochronie¹. Ochrona ta nie jest bezwzględna².\n\n¹ Por. też: I ACa 927/13.\n² Zob. też uchwałę SN z dnia 5 lipca 2002 r., III CZP 36/02.",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 927/13", noText: "Zob. też"},
			{typ: cite.Powolanie, src: "III CZP 36/02", anchor: cite.Anchor{Data: "2002-07-05"}}}},
	{name: "notes without final stops on consecutive lines are one reference each",
		text: "Dobre imię przedsiębiorcy podlega ochronie¹, choć nie bezwzględnie².\n\nPrzypisy\n¹ Por. też: I ACa 927/13\n² Zob. też wyrok SA w Katowicach z 12.03.2014 r., I ACa 927/13",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 927/13", noText: "Zob. też"},
			{typ: cite.Powolanie, src: "I ACa 927/13", anchor: cite.Anchor{Data: "2014-03-12", Organ: "Sąd Apelacyjny w Katowicach"}}}},
	{name: "a court after a semicolon is the next reference's, not the signature's before it",
		text: "Zob. także: I ACa 927/13, LEX nr 1438070; tak też SN w uchwale z dnia 5 lipca 2002 r. (III CZP 36/02).",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 927/13", noText: "SN"},
			{typ: cite.Powolanie, src: "III CZP 36/02", anchor: cite.Anchor{Organ: "Sąd Najwyższy", Data: "2002-07-05"}}}},
	{name: "„Tak też trafnie SA …” is a reference of its own, not what the court did",
		text:   "Ochrona dobrego imienia przedsiębiorcy nie jest bezwzględna. Tak też trafnie SA w Katowicach w wyroku z 19.02.2014 r., I ACa 927/13.",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 927/13", anchor: cite.Anchor{Data: "2014-02-19"}}}},
	// Controls: a court's reasoning with no identifier is no claim.
	{name: "control: „zdaniem sądu” inside the memo's own clause opens no view",
		text:   "Istotna jest uchwała Sądu Najwyższego z dnia 5 lipca 2002 r., III CZP 36/02. Pogląd o wyłączeniu miarkowania zdaniem sądu pierwszej instancji ma wynikać wprost z ustawy.",
		claims: []want{{typ: cite.Powolanie, src: "III CZP 36/02"}}},
	{name: "control: Sąd doszedł do wniosku about the case itself, nothing cited",
		text:   "Sąd Okręgowy doszedł do wniosku, że powództwo zasługuje na uwzględnienie w całości. Sąd stanął na stanowisku, że pozwany nie wykazał zapłaty.",
		claims: nil},
	{name: "control: w ocenie Sądu Okręgowego without a comma, nothing cited",
		text:   "W ocenie Sądu Okręgowego apelacja nie zasługuje na uwzględnienie. Zdaniem Sądu powód nie udowodnił wysokości szkody.",
		claims: nil},
	{name: "control: a company's SA (feminine) takes no court's view",
		text:   "Warto przywołać wyrok Sądu Apelacyjnego w Katowicach z dnia 19 lutego 2014 r., I ACa 927/13. Orlen SA zajęła stanowisko, że umowa wygasła. SA zajęła stanowisko, iż nie zapłaci kary.",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 927/13"}}},
	{name: "control: a denied view („Nie oznacza to, że Sąd stoi na stanowisku, że”) is no position",
		text:   "Warto przywołać wyrok Sądu Apelacyjnego w Katowicach z dnia 19 lutego 2014 r., I ACa 927/13. Nie oznacza to jednak, że Sąd Apelacyjny stoi na stanowisku, że każda negatywna opinia o przedsiębiorcy jest dozwolona.",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 927/13"}}},
	{name: "control: zajął się sprawą is no view",
		text:   "Warto przywołać wyrok Sądu Apelacyjnego w Katowicach z dnia 19 lutego 2014 r., I ACa 927/13. Sąd zajął się też tym, że pozwane nie były stronami umowy.",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 927/13"}}},
}

func TestViewPhrases(t *testing.T) {
	t.Parallel()
	for _, tc := range viewPhraseCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
