package engine_test

import (
	"fmt"

	"citeguard/engine"
	"citeguard/norm"
	"citeguard/reports"
)

// VerifyAgainst checks one claim against one source text: a quotation that
// stands in it verbatim reaches FRAGMENT (🟢); one that differs only in
// punctuation is ZMODYFIKOWANY (🟡); one that drops a word that changes the
// meaning is a material change and blocks (🔴). What the verification found
// is coded (Result.Found); reports.Say words it.
func ExampleVerifyAgainst() {
	src := norm.NewSource("Dłużnik nie może uwolnić się od obowiązku zapłaty kary umownej, wykazując jedynie, że wierzyciel nie poniósł szkody.")
	for _, q := range []string{
		"nie może uwolnić się od obowiązku zapłaty kary umownej",
		"nie może uwolnić się od obowiązku zapłaty kary umownej wykazując jedynie że wierzyciel nie poniósł szkody",
		"nie może uwolnić się od obowiązku zapłaty kary umownej, wykazując, że wierzyciel nie poniósł szkody",
	} {
		r := engine.VerifyAgainst(engine.Item{ID: "C1", ClaimType: "cytat_doslowny", Quote: q}, src)
		fmt.Printf("%s %s→%s\n", r.Status, r.WymaganyPoziom, r.OsiagnietyPoziom)
		if len(r.Found) > 0 { // what it found, coded; reports words it
			fmt.Println("  " + reports.Say(r.Found))
		}
	}
	// Output:
	// ZWERYFIKOWANY FRAGMENT→FRAGMENT
	// ZMODYFIKOWANY FRAGMENT→TRESC
	//   drobne różnice (interpunkcja, diakrytyki, literówka) — patrz diff
	// NIEZWERYFIKOWANY FRAGMENT→TRESC
	//   cytat zmienia treść źródła — modalność: w cytacie pominięto „jedynie,” (BLOKADA)
}
