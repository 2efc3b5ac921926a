package claims

import (
	"testing"

	"citeguard/cite"
)

// courtReliesCases: issue 22 — a provision in parentheses right after a
// quotation whose lead-in's speaker is a court („Sąd dodał też, że „…”
// (art. 455 k.c.)”, „Sąd ten”, „SN”, „Sąd Apelacyjny”) is what the court
// relied on, not the quotation's source: the quotation is the court's
// ruling (the discourse's), the provision a powołanie of its own. A lead-in
// that names no court, a provision that introduces the quotation
// („zgodnie z art. …”) and a statute's verb after it („— stanowi art. …”)
// keep the provision.
var courtReliesCases = []tcase{
	{name: "„Sąd dodał też”, the ruling named in the paragraph before",
		text: "Sąd Okręgowy w Bydgoszczy w wyroku z dnia 12 września 2013 r., II Ca 72/13, rozpoznał apelację ubezpieczyciela od wyroku zasądzającego zadośćuczynienie.\n\nSąd dodał też, że „roszczenie o zadośćuczynienie staje się wymagalne nie z chwilą wydania orzeczenia, którym zostało ono przyznane przez sąd” (art. 455 w zw. z art. 817 k.c.).",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "II Ca 72/13"},
			{typ: cite.CytatDoslowny, src: "II Ca 72/13", from: cite.FromContext},
			{typ: cite.Powolanie, src: "art. 455 Kodeks cywilny"},
			{typ: cite.Powolanie, src: "art. 817 Kodeks cywilny"}}},
	{name: "typed without Polish letters, straight quotes",
		text: "Sad Okregowy w Bydgoszczy w wyroku z dnia 12 wrzesnia 2013 r., II Ca 72/13, rozpoznal apelacje ubezpieczyciela od wyroku zasadzajacego zadoscuczynienie.\n\nSad dodal tez, ze \"roszczenie o zadoscuczynienie staje sie wymagalne nie z chwila wydania orzeczenia, ktorym zostalo ono przyznane przez sad\" (art. 455 w zw. z art. 817 k.c.).",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "II Ca 72/13"},
			{typ: cite.CytatDoslowny, src: "II Ca 72/13", from: cite.FromContext},
			{typ: cite.Powolanie, src: "art. 455 Kodeks cywilny"},
			{typ: cite.Powolanie, src: "art. 817 Kodeks cywilny"}}},
	{name: "„Sąd ten podkreślił”",
		text: "W wyroku z dnia 12 września 2013 r., II Ca 72/13, Sąd Okręgowy w Bydgoszczy rozpoznał apelację ubezpieczyciela.\n\nSąd ten podkreślił, że „wyrok zasądzający zadośćuczynienie nie ma charakteru konstytutywnego, lecz deklaratywny” (art. 481 § 1 k.c.).",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "II Ca 72/13"},
			{typ: cite.CytatDoslowny, src: "II Ca 72/13", from: cite.FromContext},
			{typ: cite.Powolanie, src: "art. 481 § 1 Kodeks cywilny"}}},
	{name: "„Sąd Apelacyjny wskazał”, a ruling of that kind before",
		text: "W wyroku Sądu Apelacyjnego w Warszawie z dnia 20 listopada 2012 r., VI ACa 693/12, rozpoznano apelację ubezpieczyciela.\n\nSąd Apelacyjny wskazał, że „przekształcenie go w zobowiązanie terminowe może nastąpić w wyniku wezwania wierzyciela” (art. 455 k.c.).",
		claims: []want{
			{typ: cite.Powolanie, src: "VI ACa 693/12"},
			{typ: cite.CytatDoslowny, src: "VI ACa 693/12", from: cite.FromContext},
			{typ: cite.Powolanie, src: "art. 455 Kodeks cywilny"}}},
	{name: "no ruling of that court named anywhere: the library, never the provision",
		text: "Sąd Najwyższy wskazał, że „roszczenie o zadośćuczynienie staje się wymagalne nie z chwilą wydania orzeczenia, którym zostało ono przyznane” (art. 455 k.c.).",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "", from: cite.FromLibrary},
			{typ: cite.Powolanie, src: "art. 455 Kodeks cywilny"}}},
	{name: "control: a lead-in that names no court keeps the provision after the quotation",
		text:   "Ustawa stanowi, że „ciężar udowodnienia faktu spoczywa na osobie, która z faktu tego wywodzi skutki prawne” (art. 6 k.c.).",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 6 Kodeks cywilny", from: cite.FromCitation}}},
	{name: "control: „zgodnie z art. …” before the quotation, the court speaking",
		text: "W wyroku z dnia 12 września 2013 r., II Ca 72/13, Sąd Okręgowy w Bydgoszczy rozpoznał apelację ubezpieczyciela.\n\nSąd przypomniał, że zgodnie z art. 455 k.c. „świadczenie powinno być spełnione niezwłocznie po wezwaniu dłużnika do wykonania”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "II Ca 72/13"},
			{typ: cite.CytatDoslowny, src: "art. 455 Kodeks cywilny", from: cite.FromCitation}}},
	{name: "control: a statute's verb after the quotation („— stanowi art. …”)",
		text: "W wyroku z dnia 12 września 2013 r., II Ca 72/13, Sąd Okręgowy w Bydgoszczy rozpoznał apelację ubezpieczyciela.\n\nSąd przypomniał, że „świadczenie powinno być spełnione niezwłocznie po wezwaniu dłużnika do wykonania” — stanowi art. 455 k.c.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "II Ca 72/13"},
			{typ: cite.CytatDoslowny, src: "art. 455 Kodeks cywilny", from: cite.FromCitation}}},
}

func TestCourtRelies(t *testing.T) {
	t.Parallel()
	for _, tc := range courtReliesCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
