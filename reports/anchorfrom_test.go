package reports

import "testing"

// TestAnchorFromWord: the report says in the memo's words how each claim
// was tied to its source (claims' anchor_from, cue and footnote).
func TestAnchorFromWord(t *testing.T) {
	t.Parallel()
	cases := []struct {
		c    Claim
		want string
	}{
		{Claim{AnchorFrom: "cytowanie"}, "źródło wskazane w tym samym zdaniu"},
		{Claim{AnchorFrom: "przypis", AnchorFootnote: 2}, "źródło wskazane w przypisie 2"},
		{Claim{AnchorFrom: "tamze", AnchorCue: "Tamże", AnchorFootnote: 3, Antecedent: "I ACa 1029/13"},
			"„Tamże” (przypis 3) → I ACa 1029/13, źródło z poprzedniego przypisu"},
		{Claim{AnchorFrom: "kontekst", AnchorCue: "W tym samym wyroku", Antecedent: "I ACa 1029/13"},
			"„W tym samym wyroku” → I ACa 1029/13, orzeczenie omawiane wcześniej w memo"},
		{Claim{AnchorFrom: "skrot", ShortForm: "wyżej powołany wyrok", Antecedent: "II CSK 1/19"},
			"skrót „wyżej powołany wyrok” odsyła do wcześniej powołanego II CSK 1/19"},
		{Claim{AnchorFrom: "nastepne"}, "źródło wskazane w następnym zdaniu"},
		{Claim{AnchorFrom: "lista", AnchorCue: "II Ca 512/12 – wyrok SO w Legnicy"}, "źródło z wiersza „II Ca 512/12 – wyrok SO w Legnicy”, pod którym stoi lista cytatów"},
		{Claim{AnchorFrom: "naglowek", AnchorCue: "Wyrok SA w Lublinie, I ACa 376/14"}, "źródło z nagłówka sekcji „Wyrok SA w Lublinie, I ACa 376/14”"},
		{Claim{AnchorFrom: "zrodlo", AnchorCue: "Źródło: wyrok SR w Oławie, I C 1/14"}, "źródło z wiersza „Źródło: wyrok SR w Oławie, I C 1/14” pod punktami, które je podają"},
		{Claim{AnchorFrom: "biblioteka"}, "memo nie wskazuje źródła — cytat wyszukany w całej bibliotece"},
		{Claim{AnchorFrom: "przypis_koncowy", AnchorFootnote: 1}, "źródło wskazane w przypisie końcowym 1"},
		{Claim{AnchorFrom: "blok"}, "źródło wskazane w zdaniu wprowadzającym cytat blokowy"},
		{Claim{AnchorFrom: "tabela"}, "źródło wskazane w tym samym wierszu tabeli"},
		{Claim{}, ""},
	}
	for _, tc := range cases {
		if got := anchorFromWord(&tc.c); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.c, got, tc.want)
		}
	}
}
