package check

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/reports"
)

// courtReliesChecker opens a library of real rulings of the shared test
// library that neither devset quotes (Sąd Okręgowy w Bydgoszczy, II Ca
// 72/13; Sąd Okręgowy w Suwałkach, I Ca 316/14) and the Civil Code.
func courtReliesChecker(t *testing.T) *Checker {
	t.Helper()
	return realSourcesChecker(t,
		"judgments/common/saos-import/151005000001003_II_Ca_000072_2013_Uz_2013-11-13_001.txt",
		"judgments/common/saos-export-2014/150520000000503_I_Ca_000316_2014_Uz_2014-10-15_001.txt",
		"statutes/kc/kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt")
}

// TestCourtReliesOnProvision: issue 22 — „Sąd dodał też, że „…” (art. 455
// w zw. z art. 817 k.c.).”, the court's ruling named before: the quotation
// is the ruling's (verified in it, also typed without Polish letters with
// straight quotes), the provisions are powołania of their own; a clean
// memo is not blocked, and a changed negation is 🔴 against the ruling.
func TestCourtReliesOnProvision(t *testing.T) {
	t.Parallel()
	c := courtReliesChecker(t)
	const intro = "MEMORANDUM\nData: 5 maja 2026 r.\n\nOdsetki od zadośćuczynienia\n\nSąd Okręgowy w Bydgoszczy w wyroku z dnia 12 września 2013 r., II Ca 72/13, rozpoznał apelację ubezpieczyciela od wyroku zasądzającego zadośćuczynienie z odsetkami.\n\n"
	const quote = "roszczenie o zadośćuczynienie staje się wymagalne nie z chwilą wydania orzeczenia, którym zostało ono przyznane przez sąd"
	forms := []struct {
		name, text, needle string
		status             cite.Status
	}{
		{"Polish letters", intro + "Sąd dodał też, że „" + quote + "” (art. 455 w zw. z art. 817 k.c.).\n", "staje się wymagalne", cite.Zweryfikowany},
		{"no Polish letters", intro + "Sad dodal tez, ze \"" + foldPolish(quote) + "\" (art. 455 w zw. z art. 817 k.c.).\n", "staje sie wymagalne", cite.Zmodyfikowany},
		{"„Sąd ten”", intro + "Sąd ten podkreślił, że „wyrok zasądzający zadośćuczynienie nie ma charakteru konstytutywnego, lecz deklaratywny” (art. 481 § 1 k.c.).\n", "charakteru konstytutywnego", cite.Zweryfikowany},
	}
	for _, f := range forms {
		m := checkMemo(t, c, f.text)
		r, ok := findClaim(m, f.needle)
		if !ok || r.Status != f.status || r.Anchor.Sygnatura != "II Ca 72/13" || m.Blocked {
			t.Errorf("%s: %s %s %s %s (blocked %v), want %s against II Ca 72/13", f.name, r.ID, r.Status, r.Anchor.Sygnatura+r.Anchor.Przepis, r.Note, m.Blocked, f.status)
		}
		for _, p := range []string{"art. 455", "art. 817", "art. 481"} {
			if strings.Contains(f.text, p) {
				if r, ok := findClaim(m, p); !ok || r.ClaimType != cite.Powolanie || r.Status != cite.Zweryfikowany {
					t.Errorf("%s: %s: %s %s, want a verified powołanie", f.name, p, r.ClaimType, r.Status)
				}
			}
		}
	}
	changed := strings.Replace(quote, "wymagalne nie z chwilą", "wymagalne z chwilą", 1)
	for _, text := range []string{
		intro + "Sąd dodał też, że „" + changed + "” (art. 455 w zw. z art. 817 k.c.).\n",
		intro + "Sad dodal tez, ze \"" + foldPolish(changed) + "\" (art. 455 w zw. z art. 817 k.c.).\n",
	} {
		m := checkMemo(t, c, text)
		r, ok := findClaim(m, "wymagalne z chwil")
		if !ok || r.Status != cite.Niezweryfikowany || r.Anchor.Sygnatura != "II Ca 72/13" || !m.Blocked {
			t.Errorf("a changed negation: %s %s %s %s (blocked %v), want 🔴 against II Ca 72/13", r.ID, r.Status, r.Anchor.Sygnatura+r.Anchor.Przepis, r.Note, m.Blocked)
		}
	}
}

// foldPolish writes s without Polish letters, as an e-mail would.
func foldPolish(s string) string {
	return strings.NewReplacer("ą", "a", "ć", "c", "ę", "e", "ł", "l", "ń", "n", "ó", "o", "ś", "s", "ź", "z", "ż", "z",
		"Ą", "A", "Ć", "C", "Ę", "E", "Ł", "L", "Ń", "N", "Ó", "O", "Ś", "S", "Ź", "Z", "Ż", "Z").Replace(s)
}

// blockIntroMemo is the memo of check/testdata/blocks/bloki.fodt as TXT
// (the block quotation as a paragraph of its own in quotation marks) or
// MD (a "> " block quotation without marks).
func blockIntroMemo(md bool) string {
	block := "„Szkoda objęta odpowiedzialnością ubezpieczyciela podlega naprawieniu według ogólnych zasad zawartych w art. 361 – 363 kc, co oznacza, że wypłacone odszkodowanie ma wyrównać uszczerbek powstały w majątku poszkodowanego”."
	if md {
		block = "> Szkoda objęta odpowiedzialnością ubezpieczyciela podlega naprawieniu według ogólnych zasad zawartych w art. 361 – 363 kc, co oznacza, że wypłacone odszkodowanie ma wyrównać uszczerbek powstały w majątku poszkodowanego."
	}
	return "MEMORANDUM\nData: 5 maja 2026 r.\n\nOdszkodowanie za szkodę w pojeździe\n\n" +
		"Sąd Okręgowy w Bydgoszczy w wyroku z dnia 12 września 2013 r., II Ca 72/13, uznał, że „wyrok zasądzający zadośćuczynienie nie ma charakteru konstytutywnego, lecz deklaratywny”.\n\n" +
		"Sąd Okręgowy w Suwałkach w wyroku z dnia 15 października 2014 r. (I Ca 316/14) wskazał:\n\n" +
		block + "\n\n" +
		"W tym samym wyroku Sąd podkreślił, że „na poszkodowanym ciąży jedynie obowiązek zapobieżenia powiększaniu szkody”.\n\n" +
		"W tym samym uzasadnieniu Sąd zauważył, że „dopuszczalne jest stosowanie nowych części przy naprawie samochodów używanych”.\n\n" +
		"Dalej Sąd wskazał, że „odszkodowanie obejmuje wszelkie celowe i niezbędne wydatki poniesione dla wyrównania doznanego uszczerbku”.\n"
}

// TestBlockIntroUpdatesDiscourse: issue 22 — a block quotation introduced
// by „Sąd Okręgowy w Suwałkach w wyroku … (I Ca 316/14) wskazał:”, after
// an older ruling discussed before: „W tym samym wyroku”, „W tym samym
// uzasadnieniu”, „Dalej Sąd wskazał” are that ruling's, not the older one,
// in DOCX and ODT made by LibreOffice (testdata/blocks/make.sh), FODT, TXT
// and MD; a changed negation after it is 🔴 against it. A Markdown "> "
// block quotation of one line without marks is a block quotation, checked
// like the DOCX one (it was no claim at all).
func TestBlockIntroUpdatesDiscourse(t *testing.T) {
	t.Parallel()
	c := courtReliesChecker(t)
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	fodt, err := os.ReadFile(filepath.Join("testdata", "blocks", "bloki.fodt"))
	if err != nil {
		t.Fatal(err)
	}
	const (
		clean   = "na poszkodowanym ciąży jedynie obowiązek"
		negated = "na poszkodowanym nie ciąży obowiązek"
	)
	memos := []string{
		filepath.Join("testdata", "blocks", "bloki.docx"),
		filepath.Join("testdata", "blocks", "bloki.odt"),
		filepath.Join("testdata", "blocks", "bloki.fodt"),
		write("bloki.txt", blockIntroMemo(false)),
		write("bloki.md", blockIntroMemo(true)),
	}
	for _, p := range memos {
		m, err := c.Check(t.Context(), p)
		if err != nil {
			t.Fatal(err)
		}
		for _, needle := range []string{"Szkoda objęta", clean, "dopuszczalne jest stosowanie", "odszkodowanie obejmuje wszelkie"} {
			r := quoteWith(m, needle)
			if r == nil || r.Status != cite.Zweryfikowany || r.Anchor.Sygnatura != "I Ca 316/14" {
				t.Errorf("%s: %q: %+v, want verified against I Ca 316/14", filepath.Base(p), needle, r)
			}
		}
		if m.Blocked {
			t.Errorf("%s: a clean memo is blocked", filepath.Base(p))
		}
	}
	changed := []string{
		write("zmiana.fodt", strings.Replace(string(fodt), clean, negated, 1)),
		write("zmiana.txt", strings.Replace(blockIntroMemo(false), clean, negated, 1)),
		write("zmiana.md", strings.Replace(blockIntroMemo(true), clean, negated, 1)),
	}
	for _, p := range changed {
		m, err := c.Check(t.Context(), p)
		if err != nil {
			t.Fatal(err)
		}
		r := quoteWith(m, negated)
		if r == nil || r.Status != cite.Niezweryfikowany || r.Anchor.Sygnatura != "I Ca 316/14" || !m.Blocked {
			t.Errorf("%s: a changed negation: %+v (blocked %v), want 🔴 against I Ca 316/14", filepath.Base(p), r, m.Blocked)
		}
	}
}

// quoteWith is the quotation of m whose quote holds needle (white space
// folded).
func quoteWith(m *reports.Memo, needle string) *reports.Claim {
	for k := range m.Results {
		r := &m.Results[k]
		if r.ClaimType.Quotes() && strings.Contains(strings.Join(strings.Fields(r.Quote), " "), needle) {
			return r
		}
	}
	return nil
}
