package claims

import (
	"testing"

	"citeguard/cite"
)

// lowerCourtCases: issue 22, class 1 — a newsletter or a letter writes the
// court of the ruling it discusses in lower case („sąd przyjął, że …”,
// „jak wskazał sąd, „…””): a past act of a court is the ruling of this
// paragraph or the one before. A court in general („sąd ocenia”, „gdyby sąd
// uznał”) and a ruling further back stay no anchor.
var lowerCourtCases = []tcase{
	{name: "„sąd przyjął, że” after the ruling is named: a position of that ruling",
		text: "Sąd Rejonowy w Kłodzku w wyroku z dnia 9 czerwca 2015 r., I C 733/14, rozpoznał sprawę o zapłatę za naprawę pojazdu. Kierując się opinią biegłego, sąd przyjął, że naprawa pojazdu przy użyciu części oryginalnych była ekonomicznie uzasadniona.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I C 733/14"},
			{typ: cite.StanowiskoSadu, src: "I C 733/14", from: cite.FromContext}}},
	{name: "the ruling named in the paragraph before (a pull quote's attribution)",
		text: "„Poszkodowany nie ma obowiązku poszukiwania najtańszego warsztatu naprawczego na terenie całego kraju.”\n— SR w Kłodzku, I C 733/14\n\nOpierając się na opinii biegłego, sąd uznał, że koszt naprawy w serwisie autoryzowanym był w tej sprawie uzasadniony.",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "I C 733/14"},
			{typ: cite.StanowiskoSadu, src: "I C 733/14", from: cite.FromContext}}},
	{name: "control: a court in general („sąd ocenia”) is no anchor",
		text:   "W wyroku z dnia 9 czerwca 2015 r., I C 733/14, Sąd Rejonowy w Kłodzku uwzględnił powództwo w całości. W każdej sprawie sąd ocenia, czy koszty naprawy pozostają w rozsądnej relacji do wartości pojazdu.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I C 733/14"}}},
	{name: "control: a hypothetical court („gdyby sąd uznał”) is no anchor",
		text:   "W wyroku z dnia 9 czerwca 2015 r., I C 733/14, Sąd Rejonowy w Kłodzku uwzględnił powództwo w całości. Gdyby sąd uznał, że naprawa była nieopłacalna, odszkodowanie ustalono by metodą dyferencyjną.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I C 733/14"}}},
}

func TestLowerCaseCourt(t *testing.T) {
	t.Parallel()
	for _, tc := range lowerCourtCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
