package claims

import (
	"testing"

	"citeguard/cite"
)

// sigCourtCases: a ruling cited by signature alone, with no court named
// („Uchwała z dnia …, III CZP 12/05, …”), is the court its repertory names
// when one court alone uses it: „Sąd Najwyższy przyjął w niej” right after
// it is that ruling, not an earlier one whose court the memo named.
var sigCourtCases = []tcase{
	{name: "uchwała by signature alone, „Sąd Najwyższy wskazał w niej” next",
		text: "Sąd Najwyższy w wyroku z dnia 10 marca 2011 r., I CSK 300/10, stwierdził, że „dłużnik odpowiada za niewykonanie zobowiązania”.\n\nUchwała z dnia 20 maja 2005 r., III CZP 12/05, zapadła na pytanie sądu okręgowego. Sąd Najwyższy wskazał w niej: „odsetki za opóźnienie należą się bez względu na szkodę wierzyciela”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "I CSK 300/10"}, {typ: cite.FaktProceduralny, src: "III CZP 12/05"},
			{typ: cite.CytatDoslowny, src: "III CZP 12/05", from: cite.FromContext}}},
	{name: "control: a repertory of several courts stays unknown, the named court's ruling wins",
		text: "Sąd Najwyższy w wyroku z dnia 10 marca 2011 r., I CSK 300/10, stwierdził, że „dłużnik odpowiada za niewykonanie zobowiązania”.\n\nWyrok z dnia 20 maja 2015 r., I ACa 12/15, zapadł w sprawie o zapłatę. Sąd Najwyższy wskazał: „odsetki za opóźnienie należą się bez względu na szkodę wierzyciela”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "I CSK 300/10"}, {typ: cite.FaktProceduralny, src: "I ACa 12/15"},
			{typ: cite.CytatDoslowny, src: "I CSK 300/10", from: cite.FromContext}}},
}

func TestSignatureCourtBackReference(t *testing.T) {
	t.Parallel()
	for _, tc := range sigCourtCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
