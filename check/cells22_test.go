package check

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
)

// Forms of issue 22 a blind set showed, end to end against real sources
// of the shared test library (the judgments I C 45/14 of SR dla
// Warszawy-Śródmieścia and VI ACa 693/12 of SA w Warszawie, and the Civil
// Code), in sentences written for these tests.

const (
	cellsRulingIC45   = "judgments/common/saos-export-2014/154505300000503_I_C_000045_2014_Uz_2014-10-24_002.txt"
	cellsRulingVIACa  = "judgments/common/saos-export-2014/154500000003003_VI_ACa_000693_2012_Uz_2012-11-20_001.txt"
	cellsCivilCodeTxt = "statutes/kc/kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt"
)

// TestLayoutRowProvisionNotASource: in rows „ruling | quoted thesis |
// relevance” whose thesis quotes an article, or whose other cells (or the
// thesis cell before the quotation) name one, the thesis is checked
// against the row's ruling — verbatim ZWERYFIKOWANY, a dropped „nie” 🔴 —
// never WYMAGA_OSADU „wskaż jedno”; a running sentence's quotation of a
// ruling that itself quotes an article is the ruling's. In the FODT
// LibreOffice was given and its ODT, DOCX and PDF (make.sh).
func TestLayoutRowProvisionNotASource(t *testing.T) {
	c := realSourcesChecker(t, cellsRulingIC45, cellsRulingVIACa, cellsCivilCodeTxt)
	const (
		ok  = cite.Zweryfikowany
		bad = cite.Niezweryfikowany
	)
	checkLayoutForms(t, c, []string{"wiersze.fodt", "wiersze.odt", "wiersze.docx", "wiersze.pdf"}, []layoutExpect{
		{"Zgodnie z art. 436 § 2 k.c. w razie zderzenia", ok, "", "I C 45/14", cite.FromTable},
		{"art. 445 § 1 k.c. przepis ten nie określa momentu", ok, "", "VI ACa 693/12", cite.FromTable},
		{"W razie zderzenia się mechanicznych", ok, "", "I C 45/14", cite.FromTable},
		{"art. 445 § 1 k.c. przepis ten określa moment,", bad, "przeczenie", "VI ACa 693/12", cite.FromTable},
		{"zgodnie z art. 436 § 2 k.c. w razie zderzenia", ok, "", "I C 45/14", cite.FromCitation},
	})
}

// cellsExpect is one expected result of a text memo: a needle of its
// quote or claim text, its type, status and signature.
type cellsExpect struct {
	needle string
	typ    cite.ClaimType
	status cite.Status
	sig    string
}

// checkTextMemo writes memo (named name) and checks that each expected
// result is there.
func checkTextMemo(t *testing.T, c *Checker, name, memo string, want []cellsExpect) {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(memo), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := c.Check(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range want {
		found := false
		for _, r := range m.Results {
			if r.ClaimType == w.typ && strings.Contains(r.Quote+r.ClaimText, w.needle) {
				found = true
				if r.Status != w.status || r.Anchor.Sygnatura != w.sig {
					t.Errorf("%q: %s %q (%s, %s), want %s %q", w.needle, r.Status, r.Anchor.Sygnatura, r.AnchorFrom, r.Note, w.status, w.sig)
				}
			}
		}
		if !found {
			for _, r := range m.Results {
				t.Logf("  %s %s %s %q%q", r.ClaimType, r.Status, r.Anchor.Sygnatura, r.Quote, r.ClaimText)
			}
			t.Errorf("no %s holds %q", w.typ, w.needle)
		}
	}
}

// TestEmailContinuationWithoutPolishLetters: an e-mail typed without
// Polish letters quotes a ruling, and „I dalej (s. 12):” at the head of
// the next paragraph quotes it again in ASCII quotation marks: both are
// the ruling's, ZMODYFIKOWANY for the lost letters, never „cytat bez
// wskazanego źródła”; a changed negation there is 🔴.
func TestEmailContinuationWithoutPolishLetters(t *testing.T) {
	c := realSourcesChecker(t, cellsRulingVIACa, cellsRulingIC45)
	memo := "Szanowny Panie Mecenasie,\n\nw sprawie odsetek od zadoscuczynienia przesylam krotka informacje.\n\n" +
		"W wyroku z dnia 20 listopada 2012 r., VI ACa 693/12, Sad Apelacyjny w Warszawie wskazal, ze \"O wysokosci zadoscuczynienia decyduje rozmiar doznanej krzywdy wyrazony stopniem cierpien fizycznych i psychicznych\".\n\n" +
		"I dalej (s. 12): \"Kwestia ta winna byc oceniana i rozstrzygana indywidualnie w kazdym konkretnym przypadku\".\n\n" +
		"W tym samym duchu Sad Apelacyjny przyjal, ze \"Ocena wiarogodnosci dowodu odnosi sie zatem do zrodla informacji (srodka dowodowego)\".\n\n" +
		"I dalej: \"Dokonujac oceny sad okresla, czy srodek dowodowy z uwagi na jego cechy indywidualne i okolicznosci obiektywne nie zasluguje na wiare\".\n\nZ powazaniem\nJan Nowak\n"
	checkTextMemo(t, c, "mail.txt", memo, []cellsExpect{
		{"O wysokosci zadoscuczynienia decyduje", cite.CytatDoslowny, cite.Zmodyfikowany, "VI ACa 693/12"},
		{"Kwestia ta winna byc oceniana", cite.CytatDoslowny, cite.Zmodyfikowany, "VI ACa 693/12"},
		{"nie zasluguje na wiare", cite.CytatDoslowny, cite.Niezweryfikowany, "VI ACa 693/12"},
	})
}

// TestListProceduralFactChecked: a procedural fact in a bullet under a
// bold signature line is found and checked against that ruling, beside the
// quotation of the next bullet.
func TestListProceduralFactChecked(t *testing.T) {
	c := realSourcesChecker(t, cellsRulingVIACa, cellsRulingIC45)
	memo := "# Notatka\n\n**Wyrok SR dla Warszawy-Śródmieścia w Warszawie z dnia 24 października 2014 r., I C 45/14**\n\n" +
		"- W tej sprawie Sąd Rejonowy zasądził od pozwanego ubezpieczyciela odszkodowanie.\n" +
		"- Sąd wskazał, że „w razie zderzenia się mechanicznych środków komunikacji poruszanych za pomocą sił przyrody wymienione osoby mogą wzajemnie żądać naprawienia poniesionych szkód tylko na zasadach ogólnych”.\n"
	checkTextMemo(t, c, "notatka.md", memo, []cellsExpect{
		{"W tej sprawie Sąd Rejonowy zasądził", cite.FaktProceduralny, cite.Zweryfikowany, "I C 45/14"},
		{"w razie zderzenia się mechanicznych", cite.CytatDoslowny, cite.Zweryfikowany, "I C 45/14"},
	})
}

// TestLayoutRowUnquotedThesis: a thesis cell without quotation marks that
// restates a provision is checked against the row's ruling (its terms in
// the ruling: WYMAGA_OSADU for a paraphrase), never „wskaż jedno” between
// the ruling and the provision. (LibreOffice's PDF gives the row as one
// sentence with the signature, which no paraphrase is read from.)
func TestLayoutRowUnquotedThesis(t *testing.T) {
	c := realSourcesChecker(t, cellsRulingIC45, cellsRulingVIACa, cellsCivilCodeTxt)
	for _, f := range []string{"wiersze.fodt", "wiersze.odt", "wiersze.docx"} {
		t.Run(f, func(t *testing.T) {
			m, err := c.Check(t.Context(), filepath.Join("..", "extract", "testdata", "layout", f))
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, r := range m.Results {
				if r.ClaimType != cite.Parafraza {
					continue
				}
				n++
				if r.Anchor.Sygnatura != "I C 45/14" || r.AnchorFrom != string(cite.FromTable) || r.Status != cite.WymagaOsadu || strings.Contains(r.Note, "wskaż jedno") {
					t.Errorf("%q: %s %q %s (%s), want WYMAGA_OSADU I C 45/14 from the table", r.ClaimText, r.Status, r.Anchor.Sygnatura+r.Anchor.Przepis, r.AnchorFrom, r.Note)
				}
			}
			if n != 1 {
				t.Errorf("%d paraphrases, want 1", n)
			}
		})
	}
}

// TestUnsourcedQuoteWithoutPolishLetters: a quotation typed without Polish
// letters whose sentence names no source is found in the library by its
// shorter runs of words (few six-word runs survive the lost letters) and
// is ZMODYFIKOWANY there, never „cytat bez wskazanego źródła — nie
// znaleziono”; one that is in no source stays WYMAGA_OSADU.
func TestUnsourcedQuoteWithoutPolishLetters(t *testing.T) {
	c := realSourcesChecker(t, cellsRulingVIACa, cellsRulingIC45, cellsCivilCodeTxt)
	memo := "Notatka dla klienta.\n\nW orzecznictwie podkresla sie, ze \"Kwestia ta winna byc oceniana i rozstrzygana indywidualnie w kazdym konkretnym przypadku\".\n\n" +
		"W praktyce ubezpieczycieli przyjmuje sie, ze \"Wyplata swiadczenia nastepuje zawsze w terminie siedmiu dni od zgloszenia szkody\".\n"
	checkTextMemo(t, c, "mail.txt", memo, []cellsExpect{
		{"Kwestia ta winna byc oceniana", cite.CytatDoslowny, cite.Zmodyfikowany, ""},
		{"Wyplata swiadczenia nastepuje", cite.CytatDoslowny, cite.WymagaOsadu, ""},
	})
}
