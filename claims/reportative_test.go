package claims

import (
	"testing"

	"citeguard/cite"
)

// reportativeCases: issue 22, class 1 — a court's words reported by
// hearsay („SN miał stwierdzić, że „…””), as an LLM answer writes them under
// a line naming the ruling, are that court's quotation: checked against the
// ruling named (⛔ when the library lacks it), never only searched in the
// library.
var reportativeCases = []tcase{
	{name: "„SN miał stwierdzić, że „…”” under a line naming the ruling",
		text: "Sąd Najwyższy, wyrok z 14 stycznia 2016 r., IV CSK 9907/15\n\nSN miał stwierdzić, że „potrącenie wierzytelności przedawnionej jest niedopuszczalne po upływie terminu przedawnienia”.",
		claims: []want{
			{typ: cite.Powolanie, src: "IV CSK 9907/15"},
			{typ: cite.CytatDoslowny, src: "IV CSK 9907/15", from: cite.FromContext}}},
	{name: "typed without Polish letters („Sad mial wskazac”)",
		text: "W wyroku z 14 stycznia 2016 r., IV CSK 9907/15, Sad Najwyzszy rozpoznal skarge kasacyjna. Sad mial wskazac, ze \"potracenie wierzytelnosci przedawnionej jest niedopuszczalne po uplywie terminu przedawnienia\".",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "IV CSK 9907/15"},
			{typ: cite.CytatDoslowny, src: "IV CSK 9907/15", from: cite.FromContext}}},
}

func TestReportative(t *testing.T) {
	t.Parallel()
	for _, tc := range reportativeCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
