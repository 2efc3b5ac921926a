package library

import (
	"slices"
	"testing"
)

// A court's own signature written without its department numeral in the
// header is indexed under the full signature, the short writing kept as an
// alias.
func TestHeaderDepartmentLeftOut(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, text, want string
		alias            string
	}{
		{"restated before the reasons",
			"Sygn. akt ACa 311/15\nWYROK\n5 maja 2016 r.\nSąd Apelacyjny w Łodzi\npo rozpoznaniu sprawy\nSygn. akt I ACa 311/15\nUZASADNIENIE\nPowód wniósł…",
			"I ACa 311/15", "ACa 311/15"},
		{"the department of the court line",
			"Sygn. akt AUz 77/18\nPOSTANOWIENIE\n3 marca 2018 r.\nSąd Apelacyjny - II Wydział Pracy i Ubezpieczeń Społecznych w Rzeszowie\nna skutek zażalenia od postanowienia Sądu Okręgowego IV Wydziału Pracy\n",
			"II AUz 77/18", "AUz 77/18"},
		{"the appealed court's department is not this one's",
			"Sygn. akt Pa 4/19\nWYROK\nna skutek apelacji od wyroku Sądu Rejonowego V Wydziału Pracy\n",
			"Pa 4/19", ""},
		{"a bare repertory stands alone",
			"Sygn. akt K 12/05\nWYROK\nTrybunał Konstytucyjny w II Wydziale\n",
			"K 12/05", ""},
		{"a full signature stays",
			"Sygn. akt III APa 9/17\nWYROK\nSąd Apelacyjny - V Wydział\n",
			"III APa 9/17", ""},
	}
	for _, c := range cases {
		m := parseHeader(c.text, "x.txt")
		if len(m.Signatures) == 0 || m.Signatures[0] != c.want {
			t.Errorf("%s: signatures %q, want %q first", c.name, m.Signatures, c.want)
		}
		if c.alias != "" && !slices.Contains(m.Aliases, c.alias) {
			t.Errorf("%s: aliases %q, want %q among them", c.name, m.Aliases, c.alias)
		}
	}
	// The portal's file name gives the department too.
	m := parseHeader("Sygn. akt AUa 927/13\nPOSTANOWIENIE\n13 luty 2014 r.\n", "/x/151000000001521_III_AUa_000927_2013_Uz_2014-02-13_001.txt")
	if len(m.Signatures) == 0 || m.Signatures[0] != "III AUa 927/13" {
		t.Errorf("file name: signatures %q, want III AUa 927/13", m.Signatures)
	}
}
