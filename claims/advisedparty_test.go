package claims

import (
	"testing"

	"citeguard/cite"
)

// advisedPartyCases: a sentence whose subject is the party or lawyer the
// memo advises, with a modal word and an infinitive („Pełnomocnik może
// bronić się …, powołując wyrok …”, „Klient powinien niezwłocznie wezwać
// …”), says what the party can do, not what the ruling said: the ruling
// is a reference (powołanie), not a paraphrase. The control: a party as
// the subject of a statement of law the ruling is given for stays a
// paraphrase.
var advisedPartyCases = []tcase{
	{name: "the lawyer can defend citing a ruling",
		text: "Pełnomocnik może bronić się zarzutem przedawnienia, powołując wyrok Sądu Najwyższego z dnia 3 kwietnia 2019 r., II CSK 100/18.",
		claims: []want{
			{typ: cite.Powolanie, src: "II CSK 100/18"}}},
	{name: "the client should call on the debtor, with the ruling in parentheses",
		text: "Klient powinien niezwłocznie wezwać dłużnika do zapłaty (wyrok Sądu Najwyższego z dnia 3 kwietnia 2019 r., II CSK 100/18).",
		claims: []want{
			{typ: cite.Powolanie, src: "II CSK 100/18"}}},
	{name: "control: a party in a statement of law stays a paraphrase",
		text: "Przewoźnik odpowiada za utratę przesyłki niezależnie od swojej winy (wyrok Sądu Najwyższego z dnia 3 kwietnia 2019 r., II CSK 100/18).",
		claims: []want{
			{typ: cite.Parafraza, src: "II CSK 100/18", text: "Przewoźnik odpowiada za utratę przesyłki"}}},
}

func TestAdvisedPartyNoParaphrase(t *testing.T) {
	t.Parallel()
	for _, tc := range advisedPartyCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
