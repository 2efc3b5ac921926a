package check

import (
	"context"
	"path/filepath"
	"testing"

	"citeguard/cite"
	"citeguard/internal/sharedtest"
)

// speakerChecker opens a library of real rulings of the shared test library
// (Sąd Okręgowy w Gliwicach, I C 238/13; Sąd Okręgowy w Jeleniej Górze, II
// Ca 667/12; Sąd Apelacyjny we Wrocławiu, I ACa 1403/12; Sąd Okręgowy w
// Świdnicy, II Ca 773/14) and the Civil Code.
func speakerChecker(t *testing.T) *Checker {
	t.Helper()
	shared := sharedtest.Path(t, "testdata/library")
	lib := filepath.Join(t.TempDir(), "library")
	copyInto(t, lib, shared,
		"judgments/common/saos-export-2014/151515000000503_I_C_000238_2013_Uz_2014-09-25_001.txt",
		"judgments/common/saos-export-2014/155005000001003_II_Ca_000667_2012_Uz_2012-12-19_001.txt",
		"judgments/common/saos-export-2014/155000000000503_I_ACa_001403_2012_Uz_2013-02-21_001.txt",
		"judgments/common/saos-import/155020000001003_II_Ca_000773_2014_Uz_2014-11-27_001.txt",
		"statutes/kc/kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt",
	)
	c, err := Open(context.Background(), Config{Library: []string{lib}, State: t.TempDir(), Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// TestCourtSpeaksAcrossProvision: issue 22 — a quotation whose lead-in
// names a court as the speaker and a provision in an inserted clause
// („Sąd Okręgowy …, omawiając art. 445 § 1 k.c., zauważył:”) is checked
// against that court's ruling (named later, or cited before), never against
// the provision; a changed quotation of it still blocks.
func TestCourtSpeaksAcrossProvision(t *testing.T) {
	t.Parallel()
	c := speakerChecker(t)
	clean := `MEMORANDUM
Data: 5 maja 2026 r.

Zadośćuczynienie

Sąd Okręgowy w Gliwicach, omawiając funkcję art. 445 § 1 k.c., zauważył:

„Zadośćuczynienie przewidziane w art. 445 § 1 k.c. pełni przede wszystkim funkcję kompensacyjną - przyznana suma pieniężna ma stanowić przybliżony ekwiwalent poniesionej przez poszkodowanego szkody niemajątkowej”.

(wyrok SO w Gliwicach z dnia 25 września 2014 r., I C 238/13)

Koszty badań

Sąd Okręgowy w Jeleniej Górze w wyroku z dnia 29 listopada 2012 r., II Ca 667/12, rozpoznał apelację powoda.

Sąd Okręgowy w Jeleniej Górze, powołując się na art. 361 § 1 k.c., stwierdził, że „zakres odpowiedzialności ubezpieczyciela z tytułu wypadku komunikacyjnego uregulowany został bowiem w przepisach w/w ustawy oraz przepisach Kodeksu cywilnego”.

Wymagalność świadczenia

W wyroku Sądu Apelacyjnego we Wrocławiu, sygn. akt I ACa 1403/12, rozpoznano apelację ubezpieczyciela.

Sąd Apelacyjny, na tle art. 817 § 1 k.c., stwierdził, że „strona pozwana nie kwestionowała swojej odpowiedzialności, także okoliczności sprawy dawały możliwość wypłaty poszkodowanemu powodowi odszkodowania”.
`
	m := checkMemo(t, c, clean)
	verifyExpectations(t, "court speaks", m, []expect{
		{"funkcję kompensacyjną", cite.Zweryfikowany, ""},
		{"zakres odpowiedzialności ubezpieczyciela", cite.Zweryfikowany, ""},
		{"nie kwestionowała swojej", cite.Zweryfikowany, ""},
	})
	for _, r := range m.Results {
		if r.ClaimType.Quotes() && r.Anchor.Przepis != "" {
			t.Errorf("%s: a court's quotation anchored on %s: %s %s", r.ID, r.Anchor.Przepis, r.Status, r.Note)
		}
	}
	if m.Blocked {
		t.Errorf("a clean memo quoting courts that discuss provisions is blocked")
	}
	// No ruling of that court cited anywhere: searched in the library (and
	// found in the court's judgment), never checked against the provision.
	m = checkMemo(t, c, `Sąd Okręgowy w Świdnicy, omawiając genezę art. 446 § 4 k.c., zauważył, że „wyrażona w tym przepisie ogólna reguła umożliwiająca przyznanie temu, czyje dobro osobiste zostało naruszone odpowiedniej sumy tytułem zadośćuczynienia pieniężnego za doznaną krzywdę”.
`)
	r, ok := findClaim(m, "ogólna reguła")
	if !ok || r.AnchorFrom != string(cite.FromLibrary) || r.Status != cite.Zweryfikowany || m.Blocked {
		t.Errorf("a court's quotation with no ruling named: %s %s %s %s (blocked %v)", r.ID, r.AnchorFrom, r.Status, r.Note, m.Blocked)
	}
	// The same quotation with a changed negation blocks, against the ruling.
	m = checkMemo(t, c, `Sąd Okręgowy w Gliwicach w wyroku z dnia 25 września 2014 r., I C 238/13, rozpoznał powództwo o zadośćuczynienie.

Sąd Okręgowy w Gliwicach, omawiając art. 445 § 1 k.c., zauważył, że „przyznana suma pieniężna nie ma stanowić przybliżonego ekwiwalentu poniesionej przez poszkodowanego szkody niemajątkowej”.
`)
	r, ok = findClaim(m, "nie ma stanowić")
	if !ok || r.Status != cite.Niezweryfikowany || r.Anchor.Sygnatura != "I C 238/13" || !m.Blocked {
		t.Errorf("a changed quotation of the court: %+v (blocked %v)", r, m.Blocked)
	}
}

// TestProcedureWithoutPolishLetters: issue 22 — a procedural fact typed
// without Polish letters („zakonczylo sie”, „doprowadzila”) is a procedural
// fact like the same sentence with them, and is checked.
func TestProcedureWithoutPolishLetters(t *testing.T) {
	t.Parallel()
	c := speakerChecker(t)
	m := checkMemo(t, c, `Postepowanie apelacyjne w sprawie II Ca 773/14 zakonczylo sie oddaleniem apelacji strony pozwanej.

W sprawie II Ca 773/14 apelacja strony pozwanej nie doprowadzila do zmiany wyroku Sadu Rejonowego w Swidnicy.
`)
	for _, needle := range []string{"zakonczylo sie oddaleniem", "nie doprowadzila"} {
		r, ok := findClaim(m, needle)
		if !ok || r.ClaimType != cite.FaktProceduralny || r.Status != cite.Zweryfikowany {
			t.Errorf("%q: %+v, want a verified procedural fact", needle, r)
		}
	}
}
