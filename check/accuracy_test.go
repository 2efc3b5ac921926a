package check

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/internal/sharedtest"
	"citeguard/reports"
)

// notCheckedStatus marks an expectation that a reference is listed as not
// checked (it never blocks).
const notCheckedStatus cite.Status = "NIE_SPRAWDZONO"

// expect is what one claim of a memo must come out as: the claim is the one
// whose quotation, text or anchor holds needle.
type expect struct {
	needle string
	status cite.Status
	note   string // in the note or the re-anchoring note ("" = any)
}

// checkMemo checks a memo written to a temporary file against the example
// library (the fictitious ruling I CSK 9901/99 and an excerpt of the Civil
// Code).
func checkMemo(t *testing.T, c *Checker, text string) *reports.Memo {
	t.Helper()
	p := filepath.Join(t.TempDir(), "memo.txt")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := c.Check(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func exampleChecker(t *testing.T) *Checker {
	t.Helper()
	c, err := Open(context.Background(), Config{Library: []string{filepath.Join("..", "testdata", "example", "library")}, Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// findClaim returns the claim or not-checked entry a needle names.
func findClaim(m *reports.Memo, needle string) (reports.Claim, bool) {
	for _, r := range m.Results {
		a := r.Anchor
		if strings.Contains(r.Quote+"\x00"+r.ClaimText+"\x00"+a.Sygnatura+" "+a.Przepis+" "+a.Akt+"\x00"+a.Organ+"\x00"+a.Strony+"\x00"+r.MemoPassage, needle) {
			return r, true
		}
	}
	for _, n := range m.NotChecked {
		if strings.Contains(n.Text+"\x00"+n.Przepis+" "+n.Akt, needle) {
			return reports.Claim{Status: notCheckedStatus, Note: n.Why}, true
		}
	}
	return reports.Claim{}, false
}

func verifyExpectations(t *testing.T, name string, m *reports.Memo, want []expect) {
	t.Helper()
	for _, w := range want {
		r, ok := findClaim(m, w.needle)
		if !ok {
			t.Errorf("%s: no claim holds %q", name, w.needle)
			continue
		}
		if r.Status != w.status || !strings.Contains(r.Note+" "+r.Reanchored, w.note) {
			t.Errorf("%s: %q: %s (%s | %s), want %s with %q", name, w.needle, r.Status, r.Note, r.Reanchored, w.status, w.note)
		}
	}
	if t.Failed() {
		for _, r := range m.Results {
			t.Logf("  %s %s %s %+v %s", r.ID, r.ClaimType, r.Status, r.Anchor, r.Note)
		}
	}
}

// TestAccuracyClasses: the classes of accuracy §2, §3, §5 and §6 in memos
// written for this test (not the accuracy page's sentences, which
// TestAccuracySentences reads), checked end to end against the example
// library.
func TestAccuracyClasses(t *testing.T) {
	t.Parallel()
	c := exampleChecker(t)
	cases := []struct {
		name, memo string
		want       []expect
	}{
		{"§2 references that cannot block", `MEMORANDUM
Data: 5 maja 2026 r.

Przypominamy też o art. 7 ust. 2 ustawy o ochronie konkurencji i konsumentów.

Odpowiedzialność regulują art. 415 i nast. kc.

Sankcje przewiduje art. 148 k.k.

Zmiana wprowadzona art. 10 ustawy z dnia 28 lipca 2005 r. o zmianie ustawy – Kodeks cywilny nie ma tu znaczenia.
`, []expect{
			{"ochronie konkurencji", notCheckedStatus, "akt"},
			{"art. 415", cite.Zweryfikowany, ""},
			{"art. 148", notCheckedStatus, "spoza biblioteki"},
			{"o zmianie ustawy", notCheckedStatus, "nierozpoznany"},
		}},
		{"§2 a missing unit of a library act is red (the example library's Civil Code is an excerpt: an article outside it is not checked)", `MEMORANDUM
Data: 5 maja 2026 r.

Na marginesie wskazujemy art. 484 § 5 k.c. oraz art. 9999 kc.
`, []expect{
			{"art. 484 § 5", cite.Niezweryfikowany, "nie ma takiego paragrafu"},
			{"art. 9999", notCheckedStatus, "wyciąg"},
		}},
		{"§2 a flattened superscript is read as one", `MEMORANDUM
Data: 5 maja 2026 r.

Zgodnie z art. 4171 § 1 k.c. „Jeżeli szkoda została wyrządzona przez wydanie aktu normatywnego, jej naprawienia można żądać po stwierdzeniu we właściwym postępowaniu niezgodności tego aktu z Konstytucją, ratyfikowaną umową międzynarodową lub ustawą.”
`, []expect{
			{"aktu normatywnego", cite.Zweryfikowany, "odczytany jako art. 417^1"},
		}},
		{"§3 one signature however written; the court; the date", `MEMORANDUM
Data: 5 maja 2026 r.

Sąd Najwyższy w wyroku z dnia 14 marca 2019 r., I‑CSK 9901/1999, przyjął, że „Termin do zapłaty kary umownej wynosi 14 dni od doręczenia wezwania”.

Sąd Okręgowy w Nowym Sączu w wyroku z dnia 14 marca 2019 r., I CSK 9901/99, uznał, że „dłużnik nie może uwolnić się od obowiązku jej zapłaty”.

Zob. wyrok Sądu Najwyższego z dnia 15 marca 2019 r., I CSK 9901/99.
`, []expect{
			{"Termin do zapłaty", cite.Zweryfikowany, ""},
			{"dłużnik nie może uwolnić", cite.WymagaOsadu, "organ"},
			{"15 marca 2019", cite.Niezweryfikowany, "data nie zgadza się"},
		}},
		{"§5 TREŚĆ: restatement, fabrication, contradiction", `MEMORANDUM
Data: 5 maja 2026 r.

W wyroku z dnia 14 marca 2019 r., I CSK 9901/99, Sąd Najwyższy przyjął, że kara umowna należy się wierzycielowi bez względu na wysokość poniesionej szkody.

W wyroku z dnia 14 marca 2019 r., I CSK 9901/99, Sąd Najwyższy przyjął, że kara umowna przysługuje wierzycielowi zawsze w podwójnej wysokości wynagrodzenia.

W wyroku z dnia 14 marca 2019 r., I CSK 9901/99, Sąd Najwyższy przyjął, że dłużnik może uwolnić się od obowiązku zapłaty kary umownej, wykazując, że wierzyciel nie poniósł szkody.
`, []expect{
			{"bez względu na wysokość poniesionej", cite.WymagaOsadu, ""},
			{"podwójnej wysokości", cite.Niezweryfikowany, ""},
			{"dłużnik może uwolnić", cite.Niezweryfikowany, "przeczenie"},
		}},
		{"§6 verification rules", `MEMORANDUM
Data: 5 maja 2026 r.

Sąd Najwyższy w wyroku z dnia 14 marca 2019 r., I CSK 9901/99, wskazał: „Skarga kasacyjna nie zasługuje na uwzględnienie. […] Miarkowanie kary umownej na podstawie art. 484 § 2 k.c. jest możliwe wtedy, gdy zobowiązanie zostało w znacznej części wykonane”.

Tamże Sąd Najwyższy zważył, że „Termin do zapłaty kary umownej wynosi 14 dni od doręczenia wezwania.”.

W tym samym wyroku Sąd Najwyższy podkreślił, że „Termin do zapłaty kary umownej wynosi 21 dni od doręczenia wezwania”.
`, []expect{
			{"Miarkowanie kary umownej", cite.Zweryfikowany, ""},
			{"14 dni od doręczenia wezwania.", cite.Zweryfikowany, ""},
			{"21 dni", cite.Niezweryfikowany, "liczba"},
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			verifyExpectations(t, tc.name, checkMemo(t, c, tc.memo), tc.want)
		})
	}
}

// TestOutsideOriginNotBlocked: issue 22, class 2 end to end — quotations
// of outside documents (general terms with a unit, a party's letter, an
// e-mail typed without Polish letters, a contract's clause cited as „art.
// 12 umowy”) in a paragraph about a library ruling are no claims and do not
// block the memo; the ruling's own quotation is still verified.
func TestOutsideOriginNotBlocked(t *testing.T) {
	t.Parallel()
	c := exampleChecker(t)
	m := checkMemo(t, c, `MEMORANDUM
Data: 5 maja 2026 r.

Sąd Najwyższy w wyroku z dnia 14 marca 2019 r., I CSK 9901/99, przyjął, że „Termin do zapłaty kary umownej wynosi 14 dni od doręczenia wezwania”. Tymczasem OWU (par. 7 ust. 2: „ubezpieczyciel nie odpowiada za szkody powstałe wskutek rażącego niedbalstwa ubezpieczonego”) wyłączają tę odpowiedzialność. W piśmie z dnia 5 marca 2024 r. pozwany napisał: „nie uznajemy roszczenia, ponieważ szkoda powstała z wyłącznej winy poszkodowanego”. W e-mailu z 3 marca klient stwierdzil: „nie otrzymalem zadnej informacji o wylaczeniach odpowiedzialnosci przed zawarciem umowy”. Art. 12 umowy przesądza zaś, że „zamawiający może odstąpić od umowy w razie zwłoki wykonawcy przekraczającej czternaście dni”.
`)
	verifyExpectations(t, "outside origins", m, []expect{{"Termin do zapłaty", cite.Zweryfikowany, ""}})
	if m.Blocked {
		t.Errorf("a memo quoting outside documents is blocked")
	}
	for _, r := range m.Results {
		for _, q := range []string{"rażącego niedbalstwa", "wyłącznej winy", "wylaczeniach", "zwłoki wykonawcy", "Art. 12"} {
			if strings.Contains(r.MemoPassage, q) && !strings.Contains(r.MemoPassage, "Termin do zapłaty") || r.ClaimType == cite.Powolanie && strings.Contains(r.MemoPassage, "Art. 12") {
				t.Errorf("an outside document's words are a claim: %s %s %s %q", r.ID, r.ClaimType, r.Status, r.MemoPassage)
			}
		}
	}
}

// TestAccuracySentences: the test memos of ../shared/accuracy/ (sections 2,
// 3 and 5 of its page) against the example library, with the statuses the
// page asks for.
func TestAccuracySentences(t *testing.T) {
	t.Parallel()
	dir := sharedtest.Path(t, "accuracy")
	c := exampleChecker(t)
	for _, tc := range []struct {
		file string
		want []expect
	}{
		{"ex_SPUR.txt", []expect{
			{"ochronie konkurencji i konsumentów", notCheckedStatus, "akt"},
			{"art. 471", cite.Zweryfikowany, ""},
			{"art. 484 § 1", cite.Zweryfikowany, ""},
		}},
		{"ex_CDF.txt", []expect{
			{"Wierzyciel może żądać kary umownej jedynie", cite.Niezweryfikowany, ""},
			{"Sąd Najwyższy zważył, co następuje", cite.Zweryfikowany, ""},
			{"Sąd Apelacyjny w Krakowie", cite.WymagaOsadu, "organ"},
			{"Gamma Instalacje", cite.Niezweryfikowany, "stron"},
		}},
	} {
		m, err := c.Check(context.Background(), filepath.Join(dir, tc.file))
		if err != nil {
			t.Fatal(err)
		}
		verifyExpectations(t, tc.file, m, tc.want)
		for _, r := range m.Results {
			if strings.Contains(r.MemoPassage, "zawiesił postępowanie") {
				t.Errorf("%s: procedural history is a claim: %+v", tc.file, r)
			}
		}
	}
}
