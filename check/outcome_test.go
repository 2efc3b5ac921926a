package check

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/internal/sharedtest"
)

// outcomeChecker opens a library of real rulings of the shared test
// library: II Ca 773/14 (Sąd Okręgowy w Świdnicy, „oddala apelację”), II
// Ca 667/12 (Sąd Okręgowy w Jeleniej Górze, „apelację oddala”) and II Ca
// 360/14 (Sąd Okręgowy w Piotrkowie Trybunalskim, „zmienia zaskarżony
// wyrok”).
func outcomeChecker(t *testing.T) *Checker {
	t.Helper()
	shared := sharedtest.Path(t, "testdata/library")
	lib := filepath.Join(t.TempDir(), "library")
	copyInto(t, lib, shared,
		"judgments/common/saos-import/155020000001003_II_Ca_000773_2014_Uz_2014-11-27_001.txt",
		"judgments/common/saos-export-2014/155005000001003_II_Ca_000667_2012_Uz_2012-12-19_001.txt",
		"judgments/common/saos-export-2014/152515000001003_II_Ca_000360_2014_Uz_2014-07-07_001.txt",
	)
	c, err := Open(context.Background(), Config{Library: []string{lib}, State: t.TempDir(), Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// TestOutcomeFacts: issue 22, procedural facts — the outcome of a cited
// case stated with the case as subject, with its signature or a
// back-reference („w tej sprawie”, „w tamtej sprawie”, „w przywołanej
// sprawie”), also without Polish letters, is a procedural fact of that
// ruling, checked against its operative part: the right outcome is 🟢, the
// wrong one (or a wrong „oddalił”/„uwzględnił”) never 🟢; the memo's own
// case and its own conclusion are no claims.
func TestOutcomeFacts(t *testing.T) {
	t.Parallel()
	c := outcomeChecker(t)
	memo := `MEMORANDUM
Data: 5 maja 2026 r.

Zadośćuczynienie za krzywdę

Sąd Okręgowy w Świdnicy w wyroku z dnia 27 listopada 2014 r., II Ca 773/14, rozpoznał apelację ubezpieczyciela od wyroku zasądzającego zadośćuczynienie. W tamtej sprawie apelacja ubezpieczyciela okazała się bezzasadna.

Sąd Okręgowy w Piotrkowie Trybunalskim w wyroku z dnia 7 lipca 2014 r., II Ca 360/14, rozpoznał apelację pozwanego. W tej sprawie apelacja okazała się uzasadniona, co skutkowało zmianą wyroku Sądu Rejonowego w zaskarżonej części.

W sprawie II Ca 667/12 apelacja powoda okazala sie nieuzasadniona.

Sąd Okręgowy w Jeleniej Górze w wyroku z dnia 29 listopada 2012 r., II Ca 667/12, oddalił apelację powoda.

Wnioski

W niniejszej sprawie apelacja okazała się zasadna. Uważamy, że apelacja Klienta okaże się zasadna.
`
	m := checkMemo(t, c, memo)
	for _, w := range []struct{ needle, sig string }{
		{"okazała się bezzasadna", "II Ca 773/14"},
		{"okazała się uzasadniona, co skutkowało", "II Ca 360/14"},
		{"okazala sie nieuzasadniona", "II Ca 667/12"},
		{"oddalił apelację powoda", "II Ca 667/12"},
	} {
		r, ok := findClaim(m, w.needle)
		if !ok || r.ClaimType != cite.FaktProceduralny || r.Anchor.Sygnatura != w.sig || r.Status != cite.Zweryfikowany {
			t.Errorf("%q: %s %s %s %s, want a verified procedural fact of %s", w.needle, r.ClaimType, r.Anchor.Sygnatura, r.Status, r.Note, w.sig)
		}
	}
	for _, r := range m.Results {
		if strings.Contains(r.ClaimText, "niniejszej") || strings.Contains(r.ClaimText, "okaże się") {
			t.Errorf("the memo's own case or conclusion is a claim: %s %q", r.ClaimType, r.ClaimText)
		}
	}
	if m.Blocked {
		t.Errorf("a memo stating the right outcomes is blocked")
	}

	// The same facts with the outcome turned: never 🟢.
	wrong := strings.NewReplacer(
		"W tamtej sprawie apelacja ubezpieczyciela okazała się bezzasadna", "W tamtej sprawie apelacja ubezpieczyciela okazała się zasadna",
		"W tej sprawie apelacja okazała się uzasadniona, co skutkowało zmianą wyroku Sądu Rejonowego w zaskarżonej części", "W tej sprawie apelacja okazała się nieuzasadniona",
		"okazala sie nieuzasadniona", "okazala sie uzasadniona",
		"oddalił apelację powoda", "uwzględnił apelację powoda",
	).Replace(memo)
	m = checkMemo(t, c, wrong)
	for _, needle := range []string{"okazała się zasadna", "okazała się nieuzasadniona", "okazala sie uzasadniona", "uwzględnił apelację powoda"} {
		r, ok := findClaim(m, needle)
		if !ok || r.ClaimType != cite.FaktProceduralny || r.Status == cite.Zweryfikowany || !strings.Contains(r.Note, "rozstrzygnięcie") && !strings.Contains(r.Note, "niezgodny z sentencją") {
			t.Errorf("a wrong outcome %q: %s %s %s, want a procedural fact that is not verified", needle, r.ClaimType, r.Status, r.Note)
		}
	}
}
