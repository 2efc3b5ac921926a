package claims

import (
	"testing"

	"citeguard/cite"
)

// TestRowProvisionOwnQuote: in a row whose ruling cell quotes the ruling's
// own thesis („Orzecznictwo” column), a quotation that a provision of its
// own cell introduces („Podstawa” column: „Art. 6 k.c.: „…””) is that
// provision's; the row's ruling stays a candidate. Without a quotation in
// the ruling's cell the ruling keeps winning (TestRowRulingBeatsProvision).
func TestRowProvisionOwnQuote(t *testing.T) {
	const ruling = "Sąd może sięgnąć do reguł dowodowych: „Sąd nie może zastępować stron w wykazywaniu faktów.” (wyrok SR dla Warszawy-Śródmieścia w Warszawie z dnia 24 października 2014 r., I C 45/14)"
	const basis = "Art. 6 k.c.: „Ciężar udowodnienia faktu spoczywa na osobie, która z faktu tego wywodzi skutki prawne.”"
	in := tableInput("Ryzyka:", [][]string{{"Ryzyko", "Podstawa", "Orzecznictwo"}, {"R-1: brak dowodu szkody", basis, ruling}}, true)
	var got *Claim
	res := Extract(in)
	for k := range res.Claims {
		if c := &res.Claims[k]; c.ClaimType == cite.CytatDoslowny && c.Quote != "" && c.Quote[0] == 'C' {
			got = c
		}
	}
	if got == nil {
		t.Fatalf("no quotation of art. 6 k.c.: %+v", res.Claims)
	}
	if got.SourceID != "art. 6 Kodeks cywilny" {
		t.Errorf("%q: %s, want art. 6 Kodeks cywilny (candidates %+v)", got.Quote, got.SourceID, got.Candidates)
	}
}
