package claims

import (
	"testing"

	"citeguard/cite"
)

// porWeakCases: „Podobnie”, „Analogicznie” before a court whose citation is
// wrapped in its own parenthesis („… 2014 r. (I Ca 316/14) wskazał”) open a
// ruling under discussion, not a similar ruling aside — the verb after the
// parenthesis is the court's. The quotation is that ruling's, and a later
// „W tym samym wyroku” is that ruling (it went to the ruling discussed
// before: a clean memo blocked as misattributed). A „podobnie” reference
// inside a parenthesis of its own stays a reference.
var porWeakCases = []tcase{
	{name: "„Podobnie Sąd Okręgowy … (I Ca 316/14) wskazał, że „…””",
		text: "Sąd Okręgowy w Szczecinie w wyroku z dnia 19 lutego 2013 r., II Ca 989/12, wyjaśnił zasady. " +
			"Podobnie Sąd Okręgowy w Suwałkach w wyroku z dnia 15 października 2014 r. (I Ca 316/14) wskazał, że „na powodzie jako poszkodowanym ciążył obowiązek zgłoszenia szkody i wykazania jej wysokości”. " +
			"W tym samym wyroku Sąd dodał: „uszczerbek ten jest rozumiany jako zwiększenie się pasywów poszkodowanego”.",
		claims: []want{{typ: cite.Powolanie, src: "II Ca 989/12"},
			{typ: cite.CytatDoslowny, src: "I Ca 316/14", from: cite.FromCitation},
			{typ: cite.CytatDoslowny, src: "I Ca 316/14"}}},
	{name: "„Analogicznie Sąd Apelacyjny … (I ACa 20/13) stwierdził: „…””",
		text: "Sąd Okręgowy w Szczecinie w wyroku z dnia 19 lutego 2013 r., II Ca 989/12, wyjaśnił zasady. " +
			"Analogicznie Sąd Apelacyjny w Katowicach w wyroku z dnia 28 lutego 2013 r. (I ACa 20/13) stwierdził: „katalog dóbr osobistych ma charakter otwarty i przykładowy”.",
		claims: []want{{typ: cite.Powolanie, src: "II Ca 989/12"},
			{typ: cite.CytatDoslowny, src: "I ACa 20/13", from: cite.FromCitation}}},
}

func TestPorWeakWrappedCitation(t *testing.T) {
	t.Parallel()
	for _, tc := range porWeakCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
