package claims

import (
	"testing"

	"citeguard/cite"
)

// ownCaseCases: class 11 of issue 22 — the document's own case number is
// no citation and no claim; it is listed in Result.Own.
var ownCaseCases = []struct {
	name string
	text string
	own  []string
	tc   tcase
}{
	{name: "a pleading's header and the same signature later",
		text: "Sąd Okręgowy w Sieradzu\nI Wydział Cywilny\nSygn. akt: I C 55/26\n\nODPOWIEDŹ NA POZEW\n\nW niniejszej sprawie (I C 55/26) pozwany nie kwestionuje zasady odpowiedzialności. Sąd Najwyższy w wyroku z dnia 5 lutego 2018 r., II CSK 5/18, przyjął, że „sama nietrzeźwość pieszego nie przesądza jeszcze o jego wyłącznej winie”.",
		own:  []string{"I C 55/26", "I C 55/26"},
		tc:   tcase{claims: []want{{typ: cite.CytatDoslowny, src: "II CSK 5/18", from: cite.FromCitation}}}},
	{name: "Sygnatura akt without a colon, a no-break space after it",
		text: "Sygnatura akt\u00a0II Ca 77/25\n\nAPELACJA\n\nSąd Apelacyjny w wyroku z dnia 3 marca 2016 r., I ACa 50/15, wskazał, że „zadośćuczynienie ma charakter kompensacyjny”.",
		own:  []string{"II Ca 77/25"},
		tc:   tcase{claims: []want{{typ: cite.CytatDoslowny, src: "I ACa 50/15"}}}},
	{name: "control: a ruling cited deep in the text is a citation",
		text: "Pozwany nie kwestionuje zasady odpowiedzialności, co potwierdził wyrok Sądu Najwyższego z dnia 5 lutego 2018 r., II CSK 5/18.",
		tc:   tcase{claims: []want{{typ: cite.Parafraza, src: "II CSK 5/18"}}}},
}

func TestOwnCase(t *testing.T) {
	t.Parallel()
	for _, c := range ownCaseCases {
		t.Run(c.name, func(t *testing.T) {
			tc := c.tc
			tc.text = c.text
			runCase(t, tc)
			res := Extract(Input{Text: c.text})
			if len(res.Own) != len(c.own) {
				t.Fatalf("own case: got %d, want %d: %+v", len(res.Own), len(c.own), res.Own)
			}
			for i, id := range c.own {
				if res.Own[i].SourceID != id {
					t.Errorf("own[%d] = %q, want %q", i, res.Own[i].SourceID, id)
				}
			}
		})
	}
}
