package check

import (
	"context"
	"path/filepath"
	"testing"

	"citeguard/cite"
	"citeguard/internal/sharedtest"
)

// TestProceduralOutcome: issue 22, a procedural fact's outcome checked
// against the operative part of the real ruling it cites (VIII Ca 506/14:
// „oddala apelację”; II Ca 1405/14: „zmienia zaskarżony wyrok”; II Ca
// 174/13: changed in part, the rest dismissed; II C 1798/11, first
// instance: „oddala powództwo”; III Ca 1461/13: the reasons only). An
// outcome the operative part contradicts is 🔴 with the note naming both
// (also after „Sąd ten”, the ruling named in the sentence before);
// so is the appeal of the party opposite to the one whose appeal the
// ruling decided („uwzględnił apelację powoda” where it decided „na skutek
// apelacji pozwanego”); the right outcome, an outcome in part and a ruling
// without an operative part keep the anchor's 🟢.
func TestProceduralOutcome(t *testing.T) {
	t.Parallel()
	lib := filepath.Join(t.TempDir(), "library")
	copyInto(t, lib, sharedtest.Path(t, "testdata/library"),
		"judgments/common/saos-export-2014/151025000004003_VIII_Ca_000506_2014_Uz_2014-12-03_001.txt",
		"judgments/common/saos-export-2014/152010000001003_II_Ca_001405_2014_Uz_2014-10-21_002.txt",
		"judgments/common/saos-import/151005000001003_II_Ca_000174_2013_Uz_2013-10-10_001.txt",
		"judgments/common/saos-import/151005000001003_II_Ca_000174_2013_Uz_2013-10-10_001.html",
		"judgments/common/saos-import/151005000001003_II_Ca_000174_2013_Uz_2013-10-10_001.meta.xml",
		"judgments/common/saos-import/152510000001003_II_C_001798_2011_Uz_2014-03-25_001.txt",
		"judgments/common/saos-import/152510000001003_II_C_001798_2011_Uz_2014-03-25_001.html",
		"judgments/common/saos-import/152510000001003_II_C_001798_2011_Uz_2014-03-25_001.meta.xml",
		"judgments/common/saos-import/152510000001503_III_Ca_001461_2013_Uz_2014-04-07_001.txt",
		"judgments/common/saos-import/152510000001503_III_Ca_001461_2013_Uz_2014-04-07_001.meta.xml")
	c, err := Open(context.Background(), Config{Library: []string{lib}, State: t.TempDir(), Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	m := checkMemo(t, c, `MEMORANDUM
Data: 5 maja 2026 r.

Sąd Okręgowy w Toruniu wyrokiem z dnia 3 grudnia 2014 r., sygn. akt VIII Ca 506/14, uwzględnił apelację pozwanego.

Sąd Okręgowy w Toruniu wyrokiem z dnia 3 grudnia 2014 r., VIII Ca 506/14, uchylił zaskarżony wyrok i przekazał sprawę do ponownego rozpoznania.

Sąd Okręgowy w Krakowie wyrokiem z dnia 21 października 2014 r., sygn. akt II Ca 1405/14, oddalił apelację powoda.

Sąd Okręgowy w Łodzi wyrokiem z dnia 4 marca 2014 r., sygn. akt II C 1798/11, zasądził od pozwanej na rzecz powódki dochodzoną kwotę.

Sąd Okręgowy w Toruniu wyrokiem z dnia 3 grudnia 2014 r., sygn. VIII Ca 506/14, oddalił apelację pozwanego ubezpieczyciela.

Sąd Okręgowy w Toruniu wyrokiem z dnia 3 grudnia 2014 r. (VIII Ca 506/14) uwzględnił apelację powoda.

Sąd Okręgowy w Krakowie wyrokiem z dnia 21 października 2014 r., II Ca 1405/14, zmienił zaskarżony wyrok w punkcie I.

Sąd Okręgowy w Bydgoszczy wyrokiem z dnia 10 października 2013 r., sygn. akt II Ca 174/13, oddalił apelację w pozostałym zakresie.

Sąd Okręgowy w Łodzi wyrokiem z dnia 4 marca 2014 r., II C 1798/11, oddalił powództwo o stwierdzenie nieważności czynności prawnej.

Sąd Okręgowy w Łodzi postanowieniem z dnia 7 kwietnia 2014 r., sygn. akt III Ca 1461/13, oddalił apelację.

Istotny jest wyrok Sądu Okręgowego w Toruniu z dnia 3 grudnia 2014 r., VIII Ca 506/14. Sąd ten zmienił zaskarżony wyrok Sądu Rejonowego.

Sąd Okręgowy w Krakowie wyrokiem z dnia 21 października 2014 r., II Ca 1405/14, podobnie jak w sprawie II Ca 77/13, oddalił apelację.
`)
	verifyExpectations(t, "outcome", m, []expect{
		{"VIII Ca 506/14, uwzględnił apelację pozwanego", cite.Niezweryfikowany, "niezgodny z sentencją"},
		{"uchylił zaskarżony wyrok i przekazał", cite.Niezweryfikowany, "„oddala apelację”"},
		{"II Ca 1405/14, oddalił apelację powoda", cite.Niezweryfikowany, "„zmienia zaskarżony wyrok”"},
		{"zasądził od pozwanej na rzecz powódki", cite.Niezweryfikowany, "„oddala powództwo”"},
		{"oddalił apelację pozwanego ubezpieczyciela", cite.Zweryfikowany, ""},
		{"uwzględnił apelację powoda", cite.Niezweryfikowany, "„apelacji pozwanego”"},
		{"zmienił zaskarżony wyrok w punkcie I", cite.Zweryfikowany, ""},
		{"oddalił apelację w pozostałym zakresie", cite.Zweryfikowany, ""},
		{"oddalił powództwo o stwierdzenie", cite.Zweryfikowany, ""},
		{"III Ca 1461/13, oddalił apelację", cite.Zweryfikowany, ""},
		{"podobnie jak w sprawie II Ca 77/13", cite.Zweryfikowany, ""},
		{"Sąd ten zmienił zaskarżony wyrok", cite.Niezweryfikowany, "„oddala apelację”"},
	})
}
