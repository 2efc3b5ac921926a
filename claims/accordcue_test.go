package claims

import (
	"testing"

	"citeguard/cite"
)

// accordCueCases: a quotation introduced by an accord with the provision
// named in the sentence before („Zgodnie z tym przepisem: „…””, „Zgodnie z
// jej drugim zdaniem: „…””, where „jej” is the clause of that provision) is
// that provision's: the library search must not pick another act that
// holds the same words (art. 8 k.p. and art. 5 k.c. share a sentence).
var accordCueCases = []tcase{
	{name: "„Zgodnie z jej drugim zdaniem:” after „Klauzula z art. 8 k.p.”",
		text: "Klauzula z art. 8 k.p. nie pomoże pozwanej spółce. Zgodnie z jej drugim zdaniem: „Takie działanie lub zaniechanie uprawnionego nie jest uważane za wykonywanie prawa i nie korzysta z ochrony.”",
		claims: []want{{typ: cite.Powolanie, src: "art. 8 Kodeks pracy"},
			{typ: cite.CytatDoslowny, src: "art. 8 Kodeks pracy", from: cite.FromContext}}},
	{name: "„Zgodnie z tym przepisem:” after the article",
		text: "Pozwany powołuje się na art. 6 k.c. Zgodnie z tym przepisem: „Ciężar udowodnienia faktu spoczywa na osobie, która z faktu tego wywodzi skutki prawne.”",
		claims: []want{{typ: cite.Powolanie, src: "art. 6 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "art. 6 Kodeks cywilny", from: cite.FromContext}}},
	{name: "„Stosownie do powołanego przepisu” after the article",
		text: "Spór dotyczy art. 22 § 1 k.p. Stosownie do powołanego przepisu „przez nawiązanie stosunku pracy pracownik zobowiązuje się do wykonywania pracy określonego rodzaju na rzecz pracodawcy”.",
		claims: []want{{typ: cite.Powolanie, src: "art. 22 § 1 Kodeks pracy"},
			{typ: cite.CytatDoslowny, src: "art. 22 Kodeks pracy", from: cite.FromContext}}},
	{name: "control: a term quoted further on in the memo's own clause is no quotation of the provision",
		text:   "Pozwany powołuje się na art. 6 k.c. Zgodnie z tym przepisem ciężar dowodu spoczywa na „osobie, która wywodzi skutki”.",
		claims: []want{{typ: cite.Powolanie, src: "art. 6 Kodeks cywilny"}}, ignored: []string{"brak źródła w pobliżu"}},
	{name: "control: „jego zdaniem” is an opinion, no accord with a provision",
		text:   "Pozwany powołuje się na art. 6 k.c. Zgodnie z jego zdaniem: „Ciężar udowodnienia faktu spoczywa na osobie, która z faktu tego wywodzi skutki prawne.”",
		claims: []want{{typ: cite.Powolanie, src: "art. 6 Kodeks cywilny"}, {typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
}

func TestAccordCues(t *testing.T) {
	t.Parallel()
	for _, tc := range accordCueCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
