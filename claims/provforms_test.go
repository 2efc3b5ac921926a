package claims

import (
	"testing"

	"citeguard/cite"
)

// provisionFormCases: provisions written the way judgments and memos write
// them beside "art. N" — the word written out in any case and number, and
// lists whose later items are units of the article before (pl's list
// grammar, MatchProvisionItems).
var provisionFormCases = []tcase{
	{name: "the locative: a quotation introduced by „W artykule 5 k.c.”",
		text:   "W artykule 5 k.c. czytamy: „Nie można czynić ze swego prawa użytku, który by był sprzeczny ze społeczno-gospodarczym przeznaczeniem tego prawa”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 5 Kodeks cywilny", anchor: cite.Anchor{Przepis: "art. 5", Akt: "Kodeks cywilny"}}}},
	{name: "the nominative plural: two articles",
		text:   "Artykuły 5 i 6 k.c. mają w sprawie zastosowanie.",
		claims: []want{{typ: cite.Powolanie, src: "art. 5 Kodeks cywilny"}, {typ: cite.Powolanie, src: "art. 6 Kodeks cywilny"}}},
	{name: "the genitive plural: a range",
		text:   "Pozwany powołał się na treść artykułów 415–417 k.c. w odpowiedzi na pozew.",
		claims: []want{{typ: cite.Powolanie, src: "art. 415-417 Kodeks cywilny"}}},
	{name: "the dative and instrumental singular",
		text:   "Artykułowi 5 k.c. sąd nadał znaczenie rozstrzygające, a artykułem 6 k.c. posłużył się pomocniczo.",
		claims: []want{{typ: cite.Powolanie, src: "art. 5 Kodeks cywilny"}, {typ: cite.Powolanie, src: "art. 6 Kodeks cywilny"}}},
	{name: "„przepisie art. 5 k.c.”",
		text:   "Pozwany powołał się w piśmie na zawartą w przepisie art. 5 k.c. klauzulę.",
		claims: []want{{typ: cite.Powolanie, src: "art. 5 Kodeks cywilny"}}},
	{name: "a paragraph led by § continues the article, and its act reaches back",
		text: "Powódka domagała się zapłaty na podstawie art. 446 § 1, § 3 i § 4 k.c. w pozwie.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 446 § 1 Kodeks cywilny"},
			{typ: cite.Powolanie, src: "art. 446 § 3 Kodeks cywilny"},
			{typ: cite.Powolanie, src: "art. 446 § 4 Kodeks cywilny"}}},
	{name: "letters of one point",
		text: "Administrator wskazał w piśmie art. 6 ust. 1 lit. a i b RODO.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 6 ust. 1 lit. a RODO (rozporządzenie (UE) 2016/679)"},
			{typ: cite.Powolanie, src: "art. 6 ust. 1 lit. b RODO (rozporządzenie (UE) 2016/679)"}}},
	{name: "paragraphs of one article, then two articles",
		text: "Powód wskazał w pozwie art. 60 ust. 1 i 2 Konstytucji oraz art. 2 i 3 k.c.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 60 ust. 1 Konstytucja RP"},
			{typ: cite.Powolanie, src: "art. 60 ust. 2 Konstytucja RP"},
			{typ: cite.Powolanie, src: "art. 2 Kodeks cywilny"},
			{typ: cite.Powolanie, src: "art. 3 Kodeks cywilny"}}},
	{name: "a number with its own paragraph is another article",
		text: "Skarżący wskazał w skardze art. 7 ust. 1 i 8 ust. 2 Konstytucji.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 7 ust. 1 Konstytucja RP"},
			{typ: cite.Powolanie, src: "art. 8 ust. 2 Konstytucja RP"}}},
	{name: "an act's title ends where the sentence goes on: „ustawy o świadczeniach z Konstytucją”",
		text:   "Skarżąca zakwestionowała zgodność art. 17 ust. 1 ustawy o świadczeniach z Konstytucją.",
		claims: []want{{typ: cite.Powolanie, src: "art. 17 ust. 1 ustawy o świadczeniach"}}},
	{name: "an act's title ends before „w związku z art.”, and keeps its own „z” and „i”",
		text: "Powód wskazał art. 6 ustawy o świadczeniach pieniężnych z ubezpieczenia społecznego w razie choroby i macierzyństwa w związku z art. 2 k.c.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 6 ustawy o świadczeniach pieniężnych z ubezpieczenia społecznego w razie choroby i macierzyństwa"},
			{typ: cite.Powolanie, src: "art. 2 Kodeks cywilny"}}},
	// Negative controls: the noun and a date, the noun alone.
	{name: "articles written on a day are no provision",
		text:   "Autor opublikował dwa artykuły 12 maja 2020 r. w prasie codziennej.",
		claims: nil},
	{name: "an article of a journal is no provision",
		text:   "W artykule z 2019 r. autor omawia artykuły prasowe o sporze.",
		claims: nil},
}

func TestProvisionForms(t *testing.T) {
	t.Parallel()
	for _, tc := range provisionFormCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
