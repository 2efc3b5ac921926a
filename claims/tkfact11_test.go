package claims

import (
	"testing"

	"citeguard/cite"
)

// tkConformityCases: issue 22, class 1 — what the Constitutional Tribunal
// held of a provision („art. X uznano za zgodny z art. Y Konstytucji”,
// „Trybunał uznał art. X za niezgodny z …”) is a procedural fact of its
// ruling, also by a back-reference („W tamtej sprawie”).
var tkConformityCases = []tcase{
	{name: "„W tamtej sprawie art. … uznano za zgodny z art. … Konstytucji”",
		text: "Trybunał Konstytucyjny w wyroku z dnia 8 marca 2005 r., K 27/03, badał przepisy o podatku od nieruchomości. W tamtej sprawie art. 7 ust. 1 ustawy o podatkach i opłatach lokalnych uznano za zgodny z art. 2 Konstytucji.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "K 27/03"},
			{typ: cite.FaktProceduralny, src: "K 27/03", from: cite.FromContext},
			{typ: cite.Powolanie}, {typ: cite.Powolanie, src: "art. 2 Konstytucja RP"}}},
	{name: "control: no court, no ruling („Zarząd uznał … za zgodny z regulaminem”)",
		text:   "Zarząd spółdzielni uznał wniosek członka za zgodny z regulaminem.",
		claims: nil},
}

func TestTKConformity(t *testing.T) {
	t.Parallel()
	for _, tc := range tkConformityCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
