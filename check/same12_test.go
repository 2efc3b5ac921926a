package check

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
)

// TestBackReferenceNotReblocked: a back-reference („W tym samym wyroku …”,
// „Sąd ten dodał …”, „W tym samym orzeczeniu …”) to a ruling whose date
// the memo wrote wrong where it cited it: the wrong date is 🔴 at that
// citation, and the back-referenced quotation, found verbatim in the
// ruling, is ZWERYFIKOWANY — not blocked a second time for the same date.
// The quotation of the citation itself stays blocked.
func TestBackReferenceNotReblocked(t *testing.T) {
	c := exampleChecker(t)
	const cited = "Sąd Najwyższy w wyroku z dnia 14 kwietnia 2019 r. (I CSK 9901/99) wskazał, że „Skarga kasacyjna nie zasługuje na uwzględnienie.” "
	for _, tc := range []struct{ name, back string }{
		{"w tym samym wyroku", "W tym samym wyroku Sąd Najwyższy przyjął, że „ciężar wykazania tych okoliczności spoczywa na dłużniku”."},
		{"sąd ten", "Sąd ten dodał, że „ciężar wykazania tych okoliczności spoczywa na dłużniku”."},
		{"w tym samym orzeczeniu", "Obrona pozwanej jest chybiona. W tym samym orzeczeniu podkreślono, że „ciężar wykazania tych okoliczności spoczywa na dłużniku”."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := checkMemo(t, c, "Opinia\n\n"+cited+tc.back+"\n")
			first, ok := findClaim(m, "Skarga kasacyjna nie zasługuje")
			if !ok || first.Status != cite.Niezweryfikowany {
				t.Errorf("the citation with the wrong date: %s %q, want NIEZWERYFIKOWANY", first.Status, first.Note)
			}
			back, ok := findClaim(m, "ciężar wykazania")
			if !ok {
				t.Fatalf("back-referenced quotation not found: %+v", m.Results)
			}
			if back.Status != cite.Zweryfikowany || back.Anchor.Sygnatura != "I CSK 9901/99" {
				t.Errorf("back-referenced quotation: %s %q (%s), want ZWERYFIKOWANY against I CSK 9901/99", back.Status, back.Note, back.Anchor.Sygnatura)
			}
		})
	}
}

// TestMissingUnitStaleLibrary: a unit missing from every version of an
// act the library holds is 🔴 when the memo is of the time of those
// versions, but 🟡 WYMAGA_OSADU when every version is more than a year
// older than the memo — the act may have gained the unit since.
func TestMissingUnitStaleLibrary(t *testing.T) {
	lib := t.TempDir()
	kc, err := os.ReadFile(filepath.Join("..", "testdata", "example", "library", "kodeks-cywilny-wyciag.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(lib, "kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt"), kc, 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := Open(context.Background(), Config{Library: []string{lib}, State: t.TempDir(), Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	for _, tc := range []struct {
		date string
		want cite.Status
	}{
		{"2 grudnia 2026 r.", cite.WymagaOsadu},
		{"10 lutego 2018 r.", cite.WymagaOsadu},
		{"1 października 2015 r.", cite.Niezweryfikowany},
		{"20 czerwca 2016 r.", cite.Niezweryfikowany},
	} {
		t.Run(tc.date, func(t *testing.T) {
			m := checkMemo(t, c, "Warszawa, "+tc.date+"\n\nOpinia\n\nPowód może żądać zapłaty na podstawie art. 484 § 4 k.c., a sąd rozważy miarkowanie.\n")
			r, ok := findClaim(m, "484 § 4")
			if !ok {
				t.Fatalf("no claim for art. 484 § 4 k.c.: %+v", m.Results)
			}
			if r.Status != tc.want {
				t.Errorf("art. 484 § 4 k.c. in a memo of %s: %s %q, want %s", tc.date, r.Status, r.Note, tc.want)
			}
			if tc.want == cite.WymagaOsadu && !strings.Contains(r.Note, "2015-08-17") {
				t.Errorf("note %q does not name the library's version", r.Note)
			}
		})
	}
}
