package claims

import (
	"testing"

	"citeguard/cite"
)

// partyDocumentCases: a quotation a party's document holds, introduced by
// a relative clause about that document's content („Pismo pozwanego z …,
// w którym twierdzi on, że „…””), is the party's words, never the ruling
// of the paragraph: no claim.
var partyDocumentCases = []tcase{
	{name: "a party's letter, the verb before its pronoun",
		text:   "Sąd Najwyższy w wyroku z dnia 5 lutego 2018 r., II CSK 5/18, oddalił skargę kasacyjną pozwanego. Tym bardziej w niniejszej sprawie roszczenie jest zasadne. Pismo powoda z dnia 3 marca 2026 r., w którym twierdzi on, że „umowa została rozwiązana wyłącznie z winy pozwanego”, nie jest dowodem tej okoliczności.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II CSK 5/18"}}, ignored: []string{"cytat z dokumentu spoza biblioteki"}},
	{name: "a perpetrator's statement, the verb before its pronoun",
		text:   "Sąd Apelacyjny w Łodzi w wyroku z dnia 4 czerwca 2015 r., I ACa 77/15, oddalił apelację pozwanego. Oświadczenie sprawcy z dnia 2 kwietnia 2026 r., w którym przyznał on, że „wjechał na skrzyżowanie na czerwonym świetle”, przesądza o jego winie.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I ACa 77/15"}}, ignored: []string{"cytat z dokumentu spoza biblioteki"}},
	{name: "control: a ruling, in which the court held, is the source",
		text:   "Wyrok Sądu Najwyższego z dnia 5 lutego 2018 r., II CSK 5/18, w którym Sąd stwierdził, że „sama nietrzeźwość pieszego nie przesądza jeszcze o jego wyłącznej winie”, dotyczył innej sytuacji.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II CSK 5/18", quote: "sama nietrzeźwość pieszego nie przesądza jeszcze o jego wyłącznej winie"}}},
}

func TestPartyDocumentRelative(t *testing.T) {
	t.Parallel()
	for _, c := range partyDocumentCases {
		t.Run(c.name, func(t *testing.T) { runCase(t, c) })
	}
}
