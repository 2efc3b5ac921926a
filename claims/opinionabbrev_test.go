package claims

import (
	"testing"

	"citeguard/cite"
)

// opinionAbbrevCases: a court's view opened by „wg” (a note's „według”) or
// by an opinion word and the abbreviation a court takes with its seat,
// the seat left out („Wg SA …”, „Zdaniem SO …”, „W ocenie SA …”), is the
// position of that court's ruling cited before, with no verb.
var opinionAbbrevCases = []tcase{
	{name: "„Wg Sądu Okręgowego” in full",
		text: "Postanowieniem z dnia 5 czerwca 2014 r., II Cz 301/14, Sąd Okręgowy w Radomiu rozpoznał zażalenie na postanowienie o kosztach.\n\nWg Sądu Okręgowego wynik sprawy nie przesądza o obowiązku zwrotu kosztów przez stronę przegrywającą.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "II Cz 301/14"},
			{typ: cite.StanowiskoSadu, src: "II Cz 301/14", text: "wynik sprawy nie przesądza"}}},
	{name: "„wg SO” in a bullet",
		text: "- post. SO Radom z 5.06.2014, II Cz 301/14, o kosztach\n- wg SO wynik sprawy nie przesądza o obowiązku zwrotu kosztów przez stronę przegrywającą\n",
		claims: []want{
			{typ: cite.Powolanie, src: "II Cz 301/14"},
			{typ: cite.StanowiskoSadu, src: "II Cz 301/14", text: "wynik sprawy nie przesądza"}}},
	{name: "„Zdaniem SA”",
		text: "W wyroku z dnia 14 marca 2016 r., I ACa 812/15, Sąd Apelacyjny w Gdańsku rozpoznał apelację pozwanego.\n\nZdaniem SA przedawnienie roszczenia nie wyłącza obowiązku zwrotu kosztów procesu.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 812/15"},
			{typ: cite.StanowiskoSadu, src: "I ACa 812/15", text: "przedawnienie roszczenia nie wyłącza"}}},
}

func TestOpinionAbbrev(t *testing.T) {
	t.Parallel()
	for _, tc := range opinionAbbrevCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
