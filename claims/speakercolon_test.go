package claims

import (
	"testing"

	"citeguard/cite"
)

// speakerColonCases: issue 22, class 1 — a trainee's list item that opens
// with a court's abbreviation and a colon („- SA: …”, „- SN: …”) gives what
// that court held: a position of the ruling of that court under
// discussion, not the memo's own words.
var speakerColonCases = []tcase{
	{name: "„- SA: …” under a ruling of that court",
		text: "Orzecznictwo:\n\n- wyrok SA w Krakowie z 12.03.2015, I ACa 1544/14:\n  - SA: przy skardze pauliańskiej pozwanym jest wyłącznie osoba trzecia, a nie dłużnik\n",
		claims: []want{
			{typ: cite.Powolanie, src: "I ACa 1544/14"},
			{typ: cite.StanowiskoSadu, src: "I ACa 1544/14"}}},
	{name: "„- SN: …” under a ruling of that court",
		text: "Orzecznictwo:\n\n- wyrok SN z 9.05.2019, II CSK 9912/18:\n  - SN: odsetki za opóźnienie w zapłacie zadośćuczynienia należą się od dnia wezwania do zapłaty\n",
		claims: []want{
			{typ: cite.Powolanie, src: "II CSK 9912/18"},
			{typ: cite.StanowiskoSadu, src: "II CSK 9912/18"}}},
	{name: "control: „- Uwaga: …” is the memo's own note",
		text:   "Orzecznictwo:\n\n- wyrok SA w Krakowie z 12.03.2015, I ACa 1544/14:\n  - Uwaga: przy skardze pauliańskiej trzeba pozwać osobę trzecią, nie dłużnika\n",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 1544/14"}}},
}

func TestSpeakerColon(t *testing.T) {
	t.Parallel()
	for _, tc := range speakerColonCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
