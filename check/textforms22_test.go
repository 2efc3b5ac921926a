package check

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/internal/sharedtest"
)

// The plain-text forms of issue 22's classes 3 and 4 end to end, and a
// quoted court's own citation inside a block quotation, in every form: the
// fixtures of extract/testdata/textforms (make.sh there; LibreOffice made
// the ODT and DOCX of bloki.fodt) quote the resolutions III CZP 36/02 and
// III CZP 39/02 of the shared test library and an invented ruling
// (zrodla/SN_II-CSK-9903-19.txt, which cites rulings the library does not
// hold) in sentences written for these tests.

// textFormsChecker opens a checker on a library of the shared test
// library's files given and the invented rulings of
// extract/testdata/textforms/zrodla.
func textFormsChecker(t *testing.T, files ...string) *Checker {
	t.Helper()
	dir := t.TempDir()
	copyTo := func(src string) {
		data, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(src)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range files {
		copyTo(sharedtest.Path(t, "testdata/library/"+f))
	}
	own, _ := filepath.Glob(filepath.Join("..", "extract", "testdata", "textforms", "zrodla", "*.txt"))
	for _, f := range own {
		copyTo(f)
	}
	c, err := Open(context.Background(), Config{Library: []string{dir}, Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// TestTextFormTablesVerified (class 4 in TXT and MD): a table of rulings
// written with pipes (a Markdown table with its delimiter row, a framed
// plain-text one without) or with tabs is read as DOCX and ODT tables
// are: the signature in one cell anchors the quotation in the other cell
// of its row (tabela), the header row names the columns, a negation
// dropped is 🔴.
func TestTextFormTablesVerified(t *testing.T) {
	c := textFormsChecker(t, "judgments/sn/SN_III-CZP-36-02_2002-07-05.txt", "judgments/sn/SN_III-CZP-39-02_2002-07-05.txt")
	checkFixtureForms(t, c, "textforms", []string{"tabela.md", "tabela_ramka.txt", "tabela_tab.txt"}, []layoutExpect{
		{"roszczenie kupującego o obniżenie ceny rzeczy wadliwej wygasa", cite.Zweryfikowany, "", "III CZP 39/02", cite.FromTable},
		{"nie ma zastosowania dla oceny przesłanek wstąpienia", cite.Zweryfikowany, "", "III CZP 36/02", cite.FromTable},
		{"wobec czego każde uprawnienie jest roszczeniem", cite.Niezweryfikowany, "przeczenie", "III CZP 39/02", cite.FromTable},
	})
}

// TestTextFormBlocksVerified (class 3 in TXT and MD, and the quoted
// court's citation in every form): Markdown "> " lines and TXT lines
// indented under a line ending with a colon are block quotations checked
// like DOCX and ODT indented paragraphs (blok, or kontekst after „W tym
// samym wyroku … dodał:”); „(tak: wyrok SN …, sygn. …)” and „(por. …)”
// closing a block are the quoted court's own citations — quoted text, not
// the block's anchor and no claim of their own (the library holds
// neither: as claims they were ⛔); an e-mail's reply under „W dniu …
// napisał(a):” is no quotation at all.
func TestTextFormBlocksVerified(t *testing.T) {
	c := textFormsChecker(t, "judgments/sn/SN_III-CZP-39-02_2002-07-05.txt", "statutes/kc/kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt")
	forms := []string{"bloki.md", "bloki.txt", "bloki.odt", "bloki.docx", "bloki.fodt"}
	checkFixtureForms(t, c, "textforms", forms, []layoutExpect{
		{"Obowiązek ubezpieczyciela obejmuje celowe", cite.Zweryfikowany, "", "II CSK 9903/19", cite.FromBlock},
		{"Poszkodowany nie ma przy tym obowiązku", cite.Zweryfikowany, "", "II CSK 9903/19", cite.FromContext},
		{"Ubezpieczyciel może odmówić zwrotu kosztów", cite.Niezweryfikowany, "przeczenie", "II CSK 9903/19", cite.FromContext},
		{"Po upływie terminu wskazanego w art. 568 § 1 k.c.", cite.Zweryfikowany, "", "III CZP 39/02", cite.FromBlock},
	})
	for _, f := range forms {
		m, err := c.Check(t.Context(), filepath.Join("..", "extract", "testdata", "textforms", f))
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range m.Results {
			if s := r.Anchor.Sygnatura; s == "V CSK 9977/18" || s == "III CZP 9988/10" {
				t.Errorf("%s: the quoted court's citation %s is a claim (%s %s)", f, s, r.ClaimType, r.Status)
			}
			if strings.Contains(r.Quote+r.ClaimText, "Panie Mecenasie") {
				t.Errorf("%s: the e-mail's reply is a claim (%s %s)", f, r.ClaimType, r.Status)
			}
		}
	}
}
