package claims

import (
	"testing"

	"citeguard/cite"
)

// thenPointerCases: a procedural fact whose court is named by its kind and
// points back by an adverb of time or place („Sąd Apelacyjny oddalił
// wówczas apelację”, „SO uchylił tam wyrok”, „wtedy”) is the fact of the
// ruling of that court cited just before; a court by its head word alone
// („Sąd oddalił wówczas”) and a court no ruling of which was cited name
// nothing.
var thenPointerCases = []tcase{
	{name: "„wówczas”, the ruling in the paragraph before",
		text: "Wyrokiem z dnia 14 marca 2016 r., I ACa 812/15, Sąd Apelacyjny w Gdańsku orzekł o kosztach procesu. Zdaniem tego Sądu „zasada odpowiedzialności za wynik procesu ma charakter podstawowy”.\n\nSąd Apelacyjny oddalił wówczas apelację pozwanego.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 812/15"},
			{typ: cite.CytatDoslowny, src: "I ACa 812/15"},
			{typ: cite.FaktProceduralny, src: "I ACa 812/15", text: "oddalił wówczas apelację pozwanego"}}},
	{name: "„tam” in a bullet, the court abbreviated",
		text: "- wg SO Kielce z 3.02.2015, II Ca 77/14: „nie można pominąć sytuacji majątkowej strony”\n- SO uchylił tam wyrok sądu rejonowego\n",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "II Ca 77/14"},
			{typ: cite.FaktProceduralny, src: "II Ca 77/14", text: "SO uchylił tam wyrok sądu rejonowego"}}},
	{name: "„wtedy”",
		text: "W uchwale z dnia 9 maja 2019 r., III CZP 11/19, Sąd Najwyższy rozstrzygnął zagadnienie prawne dotyczące odsetek.\n\nSąd Najwyższy odmówił wtedy podjęcia uchwały w pozostałym zakresie.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "III CZP 11/19"},
			{typ: cite.FaktProceduralny, src: "III CZP 11/19", text: "odmówił wtedy podjęcia uchwały"}}},
	{name: "a court by its head word alone is the document's own",
		text: "Wyrokiem z dnia 14 marca 2016 r., I ACa 812/15, Sąd Apelacyjny w Gdańsku orzekł o kosztach procesu.\n\nSąd oddalił wówczas wniosek o zabezpieczenie.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 812/15"}}},
}

func TestThenPointer(t *testing.T) {
	t.Parallel()
	for _, tc := range thenPointerCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
