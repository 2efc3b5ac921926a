package check

import (
	"context"
	"path/filepath"
	"testing"

	"citeguard/cite"
	"citeguard/internal/sharedtest"
)

// TestRulingClaimsChecked: issue 22, claims about rulings, against real
// rulings of the shared library (I ACa 927/13 of the Sąd Apelacyjny w
// Katowicach, III CZP 36/02 of the Sąd Najwyższy). A court's holding
// reported by a verb and the view it takes („doszedł do wniosku, że”, „SA
// zajął stanowisko, iż”) or by „zdaniem SN” without a comma, its ruling
// named in the sentence before, is a court's position checked at the TREŚĆ
// level: supported → 🟡 for a human, a changed holding → 🔴. A citation
// after „Zob. też”, „Por. też”, „tak też” in a footnote is its own
// powołanie, its signature and date checked: a wrong date → 🔴 (data), a
// ruling the library lacks → ⛔.
func TestRulingClaimsChecked(t *testing.T) {
	t.Parallel()
	lib := filepath.Join(t.TempDir(), "library")
	stem := "judgments/common/saos-import/151500000000503_I_ACa_000927_2013_Uz_2014-02-19_002"
	copyInto(t, lib, sharedtest.Path(t, "testdata/library"),
		stem+".txt", stem+".html", stem+".meta.xml",
		"judgments/sn/SN_III-CZP-36-02_2002-07-05.txt")
	c, err := Open(context.Background(), Config{Library: []string{lib}, State: t.TempDir(), Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	m := checkMemo(t, c, `MEMORANDUM
Data: 5 maja 2026 r.

Istotny jest wyrok Sądu Apelacyjnego w Katowicach z dnia 19 lutego 2014 r., I ACa 927/13. Sąd Apelacyjny doszedł do wniosku, że postulowana w apelacji ocena wiarygodności zeznań świadków narusza zasady logicznego rozumowania.

Należy też przywołać wyrok Sądu Apelacyjnego w Katowicach z dnia 19 lutego 2014 r., I ACa 927/13. SA zajął stanowisko, iż przedsiębiorca zawsze ponosi odpowiedzialność odszkodowawczą za każdą wypowiedź swoich pracowników o konkurencji.

Podobnie orzekł Sąd Najwyższy w uchwale z dnia 5 lipca 2002 r., III CZP 36/02. Zdaniem SN przepis w brzmieniu nadanym ustawą o ochronie praw lokatorów nie ma zastosowania dla oceny przesłanek wstąpienia w stosunek najmu po najemcy zmarłym przed wejściem w życie tej ustawy.

Dobre imię przedsiębiorcy podlega ochronie¹. Ochrona ta nie jest bezwzględna². Wypowiedź o kontrahencie nie zawsze jest bezprawna³.

¹ Zob. też wyrok SA w Katowicach z 12.03.2014 r., I ACa 927/13.
² Por. też uchwałę SN z dnia 5 lipca 2002 r., III CZP 36/02, OSNC 2003, nr 4, poz. 47; tak też SA w Krakowie w wyroku z 12.03.2014 r., I ACa 1234/13.
³ Por. też: I ACa 927/13.
⁴ Zob. także uchwała SN z 5.07.2002 r., III CZP 36/02.
`)
	verifyExpectations(t, "rulings", m, []expect{
		{"narusza zasady logicznego rozumowania", cite.WymagaOsadu, ""},
		{"zawsze ponosi odpowiedzialność", cite.Niezweryfikowany, "zawsze"},
		{"po najemcy zmarłym", cite.WymagaOsadu, ""},
		{"z 12.03.2014 r., I ACa 927/13", cite.Niezweryfikowany, "data"},
		{"uchwałę SN z dnia 5 lipca 2002 r., III CZP 36/02", cite.Zweryfikowany, ""},
		{"I ACa 1234/13", cite.BrakZrodla, "I ACa 1234/13"},
		{"uchwała SN z 5.07.2002 r., III CZP 36/02", cite.Zweryfikowany, ""},
	})
	// The bare signature of note 3 takes no court or date of note 4.
	for _, r := range m.Results {
		if r.Anchor.Sygnatura == "I ACa 927/13" && r.Anchor.Data == "2002-07-05" {
			t.Errorf("a note's bare signature took the next note's date: %s %s %q", r.ID, r.Status, r.MemoPassage)
		}
	}
	for needle, typ := range map[string]cite.ClaimType{
		"narusza zasady logicznego rozumowania": cite.StanowiskoSadu,
		"zawsze ponosi odpowiedzialność":        cite.StanowiskoSadu,
		"po najemcy zmarłym":                    cite.StanowiskoSadu,
		"z 12.03.2014 r., I ACa 927/13":         cite.Powolanie,
		"I ACa 1234/13":                         cite.Powolanie,
	} {
		if r, ok := findClaim(m, needle); ok && r.ClaimType != typ {
			t.Errorf("%q: a %s claim, want %s", needle, r.ClaimType, typ)
		}
	}
	// Notes without final stops, one per line, and a list joined by a
	// semicolon: each reference keeps its own court and date.
	m2 := checkMemo(t, c, "MEMORANDUM\nData: 5 maja 2026 r.\n\nDobre imię przedsiębiorcy podlega ochronie¹, choć nie bezwzględnie².\n\nPrzypisy\n¹ Por. też: I ACa 927/13\n² Zob. także: I ACa 927/13, LEX nr 1438070; tak też SN w uchwale z dnia 5 lipca 2002 r. (III CZP 36/02)\n")
	if m2.Blocked {
		for _, r := range m2.Results {
			t.Logf("  %s %s %s %+v %s", r.ID, r.ClaimType, r.Status, r.Anchor, r.Note)
		}
		t.Errorf("notes citing real rulings with their right dates are blocked")
	}
	for _, r := range m2.Results {
		if r.Anchor.Sygnatura == "I ACa 927/13" && (r.Anchor.Organ != "" || r.Anchor.Data != "") || r.Status != cite.Zweryfikowany {
			t.Errorf("a note's reference took another's court or date, or is not verified: %s %s %+v %s", r.ID, r.Status, r.Anchor, r.Note)
		}
	}
	if !m.Blocked {
		t.Errorf("a memo with a changed holding, a wrong date and an absent ruling is not blocked")
	}
}
