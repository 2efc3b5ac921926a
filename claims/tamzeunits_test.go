package claims

import (
	"testing"

	"citeguard/cite"
)

// tamzeUnitsCases: a unit written with „tamże” („§ 2 tamże”, „ust. 3
// tamże”, „tamże, § 4”, „pkt 2 tamże”) is that unit of the provision named
// before, in place of the antecedent's unit of its rank; a „tamże” with
// no unit keeps the antecedent whole.
var tamzeUnitsCases = []tcase{
	{name: "„§ 2 tamże” after art. 415 § 1 k.c.",
		text: "Według art. 415 § 1 k.c.: „Kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia.”\n\n§ 2 tamże: „Odpowiedzialność ta obciąża także osobę trzecią.”",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "art. 415 § 1 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "art. 415 § 2 Kodeks cywilny", short: "tamże"}}},
	{name: "„tamże, § 4” after the § 2 of the same article",
		text: "Zgodnie z art. 58 § 2 k.c. „nieważna jest czynność prawna sprzeczna z zasadami współżycia społecznego”.\n\nTamże, § 4: „Nieważność części czynności prawnej nie pociąga za sobą nieważności pozostałych jej części”.",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "art. 58 § 2 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "art. 58 § 4 Kodeks cywilny", short: "Tamże"}}},
	{name: "„ust. 3 tamże” replaces ust. 1 pkt 2",
		text: "Art. 12 ust. 1 pkt 2 ustawy z dnia 6 września 2001 r. o dostępie do informacji publicznej (Dz.U. z 2022 r. poz. 902) stanowi, że „informacja jest udostępniana niezwłocznie”.\n\n- ust. 3 tamże: „wniosek rozpatruje się w terminie czternastu dni”",
		claims: []want{
			{typ: cite.CytatDoslowny, anchor: cite.Anchor{Przepis: "art. 12 ust. 1 pkt 2"}},
			{typ: cite.CytatDoslowny, anchor: cite.Anchor{Przepis: "art. 12 ust. 3"}, short: "tamże"}}},
	{name: "a bare „tamże” keeps the antecedent's unit",
		text: "Według art. 415 § 1 k.c.: „Kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia.”\n\nTamże: „obowiązany jest do jej naprawienia”.",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "art. 415 § 1 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "art. 415 § 1 Kodeks cywilny", short: "Tamże"}}},
}

func TestTamzeUnits(t *testing.T) {
	t.Parallel()
	for _, tc := range tamzeUnitsCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
