package claims

import "testing"

// TestIdentifiersInMemo: the claim extractor reads a signature, an ECLI
// and a CELEX number by pl's grammar, the one the library reads a source's
// header and an anchor by (library.TestHeaderReadsIdentifiersAsAMemo).
// Before it was one, a memo's "32019R0001(01)" lost its "(01)" and "I.Ca
// 316/14" (a dot between the department and the repertory, which
// pl.CanonicalSignature reads) was no signature.
func TestIdentifiersInMemo(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ text, want string }{
		{"Tak przyjął Sąd Najwyższy (zob. ECLI:PL:SN:2002:III.CZP.39.02.).", "ECLI:PL:SN:2002:III.CZP.39.02"},
		{"Sąd Apelacyjny w postanowieniu z dnia 22 października 2013 r., I A Cz 1805/13, oddalił zażalenie.", "I ACz 1805/13"},
		{"Por. wyrok z dnia 3 kwietnia 2012 r., I C 1392/11/N.", "I C 1392/11/N"},
		{"Zob. CELEX 32019R0001(01).", "32019R0001(01)"},
		{"Zob. CELEX 32016R0679.", "32016R0679"},
		{"Por. postanowienie Sądu Okręgowego z dnia 15 października 2014 r., I.Ca 316/14.", "I Ca 316/14"},
	} {
		res := Extract(Input{Text: tc.text})
		var got []string
		for _, c := range res.Claims {
			got = append(got, c.SourceID)
		}
		if len(got) != 1 || got[0] != tc.want {
			t.Errorf("%q: sources %q, want [%q]", tc.text, got, tc.want)
		}
	}
}
