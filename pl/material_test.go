package pl

import (
	"strings"
	"testing"
)

// TestParseMaterialWords: the format of data/material.tsv, its errors, and
// what the built-in rows match.
func TestParseMaterialWords(t *testing.T) {
	t.Parallel()
	ps, err := ParseMaterialWords("# c\nrole\tdluzni*\twierzyciel,wierzyciela\n\nlimit\tnajpozniej\t-\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 2 || ps[0].Kind != MaterialRole || ps[1].Kind != MaterialLimit {
		t.Fatalf("parsed %+v", ps)
	}
	for _, c := range []struct {
		f    WordForms
		key  string
		want bool
	}{
		{ps[0].A, "dluznik", true},
		{ps[0].A, "dluznikami", true},
		{ps[0].A, "dluznikowskiego", false}, // an ending longer than four letters
		{ps[0].B, "wierzyciela", true},
		{ps[0].B, "wierzycielowi", false}, // a form, not a stem
		{ps[1].A, "najpozniej", true},
	} {
		if got := c.f.Has(c.key); got != c.want {
			t.Errorf("%+v.Has(%q) = %v, want %v", c.f, c.key, got, c.want)
		}
	}
	for _, bad := range []string{
		"role\tdluzni*\n",               // two fields
		"role\tdluzni*\t-\n",            // a role with one side
		"limit\tnajpozniej\tpo\n",       // a limit with two sides
		"kind\ta\tb\n",                  // an unknown kind
		"time\tpóźniej\twcześniej\n",    // not folded
		"time\tPozniej\twczesniej\n",    // not lower case
		"time\tpozniej,,x\twczesniej\n", // an empty entry
	} {
		if _, err := ParseMaterialWords(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	// The built-in rows: every kind is there, and the roles the issue names.
	for _, kind := range []string{MaterialRole, MaterialTime, MaterialOrder, MaterialLimit} {
		if len(MaterialPairs(kind)) == 0 {
			t.Errorf("no built-in %s rows", kind)
		}
	}
	opposite := func(a, b string) bool {
		for _, p := range MaterialPairs(MaterialRole) {
			if p.A.Has(a) && p.B.Has(b) || p.B.Has(a) && p.A.Has(b) {
				return true
			}
		}
		return false
	}
	for _, pr := range [][2]string{{"dluzniku", "wierzycielu"}, {"powoda", "pozwanego"}, {"najemca", "wynajmujacy"}, {"pracodawcy", "pracownika"}} {
		if !opposite(pr[0], pr[1]) {
			t.Errorf("%s / %s are not opposite roles", pr[0], pr[1])
		}
	}
	for _, pr := range [][2]string{{"powodu", "pozwanego"}, {"dluznik", "dluznika"}} {
		if opposite(pr[0], pr[1]) {
			t.Errorf("%s / %s are opposite roles", pr[0], pr[1])
		}
	}
	if strings.Contains(materialTSV, "\r") {
		t.Error("data/material.tsv has CR line ends")
	}
}

// FuzzParseMaterialWords: the parser never panics, and what it accepts
// has a known kind and a non-empty first side.
func FuzzParseMaterialWords(f *testing.F) {
	f.Add(materialTSV)
	f.Add("role\ta*\tb\n")
	f.Add("limit\t-\t-\n")
	f.Fuzz(func(t *testing.T, data string) {
		ps, err := ParseMaterialWords(data)
		if err != nil {
			return
		}
		for _, p := range ps {
			if p.A.empty() || p.Kind != MaterialRole && p.Kind != MaterialTime && p.Kind != MaterialOrder && p.Kind != MaterialLimit && p.Kind != MaterialDegree && p.Kind != MaterialOpposite {
				t.Fatalf("accepted %+v", p)
			}
		}
	})
}

// TestCourtOfSignature: a repertory one court alone uses names that court;
// others (a court of appeal's, a district court's) name none.
func TestCourtOfSignature(t *testing.T) {
	t.Parallel()
	for sig, want := range map[string]string{
		"I CSK 9901/99": CourtSN, "III CZP 32/11": CourtSN, "IICSK 459/07": CourtSN, "II FSK 1/20": CourtNSA,
		"SK 3/18": CourtTK, "Ts 45/20": CourtTK, "I ACa 84/14": "", "II Ca 512/12": "", "I C 877/26": "",
	} {
		if got := CourtOfSignature(sig); got != want {
			t.Errorf("CourtOfSignature(%q) = %q, want %q", sig, got, want)
		}
	}
	for _, bad := range []string{"XX\tCSK\n", "SN\tCSK,,CZP\n", "SN\n", "SN\tCSK\nNSA\tCSK\n"} {
		if _, err := ParseOneCourtRepertories(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// TestMaterialPhrases: a side of data/material.tsv may hold a phrase of
// several words (a party role „przyjmujący zlecenie”), each word a form or a
// stem; Spans finds the phrase only as consecutive words, and Has (one
// word) never matches it.
func TestMaterialPhrases(t *testing.T) {
	t.Parallel()
	ps, err := ParseMaterialWords("role\tzleceniodawc*,dajac* zlecen*\tprzyjmujac* zlecen*\n")
	if err != nil {
		t.Fatal(err)
	}
	a, b := ps[0].A, ps[0].B
	for _, c := range []struct {
		f    WordForms
		ws   string
		want int // how many spans
	}{
		{a, "dajacego zlecenie", 1},
		{a, "zleceniodawca i dajacy zlecenia", 2},
		{a, "dajacy pelnomocnictwo", 0},
		{b, "przyjmujacy zlecenie", 1},
		{b, "przyjmujacy zamowienie", 0},
		{b, "zlecenie przyjmujacy", 0},
	} {
		if got := len(c.f.Spans(strings.Fields(c.ws))); got != c.want {
			t.Errorf("Spans(%q) = %d, want %d", c.ws, got, c.want)
		}
	}
	if a.Has("dajacy") || b.Has("zlecenie") {
		t.Error("Has matched one word of a phrase")
	}
	if _, err := ParseMaterialWords("role\tdajac* zlecień\tb\n"); err == nil {
		t.Error("a phrase word not folded: no error")
	}
}
