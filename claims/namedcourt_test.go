package claims

import (
	"testing"

	"citeguard/cite"
)

// namedCourtPositionCases: a court's position paraphrased in a sentence of
// its own, with no signature there („Sąd Apelacyjny w Krakowie ocenił
// też, że …”, „W tym samym wyroku Sąd Najwyższy stwierdził, że …”), is a
// claim anchored to the ruling of the court it names under discussion —
// not to the last ruling cited when that is another court's; with no
// ruling of that court under discussion it is no claim.
var namedCourtPositionCases = []tcase{
	{name: "„W tym samym wyroku” with a named court: that court's ruling, not the last one cited",
		text: "Sąd Najwyższy w wyroku z dnia 5 maja 2011 r., II CSK 200/10, uchylił zaskarżony wyrok. Sąd Apelacyjny w Gdańsku w wyroku z dnia 12 marca 2013 r., I ACa 100/13, oddalił apelację pozwanego. W tym samym wyroku Sąd Najwyższy stwierdził, że roszczenie o zadośćuczynienie nie przedawnia się przed upływem trzech lat.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II CSK 200/10"}, {typ: cite.FaktProceduralny, src: "I ACa 100/13"},
			{typ: cite.StanowiskoSadu, src: "II CSK 200/10", text: "nie przedawnia się przed upływem trzech lat", from: cite.FromContext}}},
	{name: "„W uzasadnieniu” with a court by its abbreviation and seat",
		text: "Sąd Apelacyjny w Gdańsku w wyroku z dnia 12 marca 2013 r., I ACa 100/13, oddalił apelację pozwanego. Sąd Najwyższy w wyroku z dnia 5 maja 2011 r., II CSK 200/10, uchylił zaskarżony wyrok. W uzasadnieniu SA w Gdańsku wskazał, że odsetki należą się od dnia wezwania do zapłaty.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I ACa 100/13"}, {typ: cite.FaktProceduralny, src: "II CSK 200/10"},
			{typ: cite.StanowiskoSadu, src: "I ACa 100/13", text: "odsetki należą się od dnia wezwania do zapłaty", from: cite.FromContext}}},
	{name: "„ocenił, że” is a court's position",
		text: "Sąd Apelacyjny w Krakowie w wyroku z dnia 12 marca 2013 r., I ACa 100/13, oddalił apelację pozwanego. Sąd Apelacyjny w Krakowie ocenił też, że zadośćuczynienie ma charakter kompensacyjny.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I ACa 100/13"},
			{typ: cite.StanowiskoSadu, src: "I ACa 100/13", text: "zadośćuczynienie ma charakter kompensacyjny", from: cite.FromContext}}},
	{name: "control: a court with no ruling under discussion is no claim",
		text:   "Sąd Apelacyjny w Krakowie w wyroku z dnia 12 marca 2013 r., I ACa 100/13, oddalił apelację pozwanego. Sąd Okręgowy w Gdańsku ocenił, że umowa była nieważna od początku.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I ACa 100/13"}}},
}

func TestNamedCourtPosition(t *testing.T) {
	t.Parallel()
	for _, c := range namedCourtPositionCases {
		t.Run(c.name, func(t *testing.T) { runCase(t, c) })
	}
}
