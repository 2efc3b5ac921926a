package check

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"citeguard/internal/sharedtest"
)

// TestOutsideQuoteOfActNotRuling: issue 22 — the safety net of an outside
// document's quotation checks it among the rulings; a contract clause that
// restates a statute word for word („postanowienia umowy zawieranej z
// konsumentem nie uzgodnione indywidualnie nie wiążą go, …” of art. 385¹
// § 1 k.c.) is the act's words, even when a ruling of the library restates
// that article in its own way („za niedozwolone uznaje się postanowienia …
// nieuzgodnione indywidualnie”): no 🔴 against the ruling, nothing blocks.
func TestOutsideQuoteOfActNotRuling(t *testing.T) {
	t.Parallel()
	shared := sharedtest.Path(t, "testdata/library")
	lib := filepath.Join(t.TempDir(), "library")
	copyInto(t, lib, shared, "statutes/kc/kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt")
	ruling := "SYGN. AKT I C 9990/15\n\nWYROK\nW IMIENIU RZECZYPOSPOLITEJ POLSKIEJ\n\nDnia 3 marca 2016 r.\nSąd Okręgowy w Elblągu I Wydział Cywilny\n\nUZASADNIENIE\n\n" +
		"Sąd zważył, co następuje. W myśl art. 385¹ § 1 k.c. za niedozwolone uznaje się postanowienia umowy zawieranej z konsumentem nieuzgodnione indywidualnie, jeżeli kształtują jego prawa i obowiązki w sposób sprzeczny z dobrymi obyczajami, rażąco naruszając jego interesy. " +
		"Klauzula umowy pożyczki o opłacie przygotowawczej nie była uzgodniona z pozwaną indywidualnie.\n"
	if err := os.MkdirAll(filepath.Join(lib, "judgments"), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(lib, "judgments", "I_C_9990_15.txt"), []byte(ruling), 0o666); err != nil {
		t.Fatal(err)
	}
	c, err := Open(context.Background(), Config{Library: []string{lib}, State: t.TempDir(), Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	m := checkMemo(t, c, "Pozwany powołał się na umowę, której § 5 stanowi, że „postanowienia umowy zawieranej z konsumentem nie uzgodnione indywidualnie nie wiążą go, jeżeli kształtują jego prawa i obowiązki w sposób sprzeczny z dobrymi obyczajami, rażąco naruszając jego interesy”.\n")
	if m.Blocked || len(m.Results) != 0 {
		for _, r := range m.Results {
			t.Logf("%s %s %q", r.ID, r.Status, r.Note)
		}
		t.Errorf("a contract clause restating the act was reported (%d results, blocked %v)", len(m.Results), m.Blocked)
	}
}
