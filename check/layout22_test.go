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

// The layout classes of issue 22 (6: tables in a LibreOffice PDF, 7: block
// quotations marked only through style inheritance) end to end: the
// fixtures of extract/testdata/layout (make.sh there; LibreOffice made the
// ODT and PDF forms) quote real sources of the shared test library — the
// resolutions III CZP 36/02 and III CZP 39/02 and the Civil Code — in
// sentences written for these tests: verbatim quotations are ZWERYFIKOWANY
// against the source named in the row or the introducing paragraph, a
// negation changed is 🔴, in every form.

// realSourcesChecker opens a checker on a library of copies of the given
// files of ../shared/testdata/library (skipped without it).
func realSourcesChecker(t *testing.T, files ...string) *Checker {
	t.Helper()
	dir := t.TempDir()
	for _, f := range files {
		data, err := os.ReadFile(sharedtest.Path(t, "testdata/library/"+f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c, err := Open(context.Background(), Config{Library: []string{dir}, Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// layoutExpect is one expected quotation: a needle of its quote (white
// space folded), its status, a needle of its note, the signature or
// provision it is checked against, and its anchor_from.
type layoutExpect struct {
	needle string
	status cite.Status
	note   string
	source string
	from   cite.AnchorFrom
}

// checkLayoutForms checks the forms of a fixture of
// extract/testdata/layout and compares their quotations with want.
func checkLayoutForms(t *testing.T, c *Checker, files []string, want []layoutExpect) {
	t.Helper()
	checkFixtureForms(t, c, "layout", files, want)
}

// checkFixtureForms checks the forms of a fixture of extract/testdata/dir
// and compares their quotations with want.
func checkFixtureForms(t *testing.T, c *Checker, dir string, files []string, want []layoutExpect) {
	t.Helper()
	fold := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	for _, f := range files {
		t.Run(f, func(t *testing.T) {
			m, err := c.Check(t.Context(), filepath.Join("..", "extract", "testdata", dir, f))
			if err != nil {
				t.Fatal(err)
			}
			var quotes []reports.Claim
			for _, r := range m.Results {
				if r.ClaimType == cite.CytatDoslowny {
					quotes = append(quotes, r)
				}
			}
			for _, w := range want {
				var r *reports.Claim
				for k := range quotes {
					if strings.Contains(fold(quotes[k].Quote), w.needle) {
						r = &quotes[k]
					}
				}
				if r == nil {
					t.Errorf("no quotation holds %q", w.needle)
					continue
				}
				src := strings.TrimSpace(r.Anchor.Sygnatura + r.Anchor.Przepis)
				if r.Status != w.status || !strings.Contains(r.Note, w.note) || src != w.source || cite.AnchorFrom(r.AnchorFrom) != w.from {
					t.Errorf("%q: %s %s %s (%s), want %s %s %s (%q)", w.needle, r.Status, src, r.AnchorFrom, r.Note, w.status, w.source, w.from, w.note)
				}
			}
			if len(quotes) != len(want) {
				for _, r := range quotes {
					t.Logf("  %s %s %s %q", r.Status, r.Anchor.Sygnatura+r.Anchor.Przepis, r.AnchorFrom, r.Quote)
				}
				t.Errorf("%d quotations, want %d", len(quotes), len(want))
			}
		})
	}
}

// TestLayoutTableRowsVerified (class 6): in tables of rulings whose cells
// wrap over several lines, the signature in one cell anchors the quotation
// in another cell of its row (tabela), before it or after it; in the PDF
// LibreOffice printed too.
func TestLayoutTableRowsVerified(t *testing.T) {
	c := realSourcesChecker(t, "judgments/sn/SN_III-CZP-36-02_2002-07-05.txt", "judgments/sn/SN_III-CZP-39-02_2002-07-05.txt")
	const (
		ok  = cite.Zweryfikowany
		bad = cite.Niezweryfikowany
	)
	checkLayoutForms(t, c, []string{"tabela.pdf", "tabela.docx", "tabela.odt"}, []layoutExpect{
		{"roszczenie kupującego o obniżenie ceny rzeczy wadliwej wygasa i nie może", ok, "", "III CZP 39/02", cite.FromTable},
		{"należy zatem zastosować art. 691 § 1 k.c.", ok, "", "III CZP 36/02", cite.FromTable},
		{"Dla zachowania tego terminu wystarczy zatem", bad, "przeczenie", "III CZP 39/02", cite.FromTable},
		{"nie ma zastosowania dla oceny przesłanek", ok, "", "III CZP 36/02", cite.FromTable},
		{"iż nowa ustawa powinna zmieniać ocen prawnych", bad, "przeczenie", "III CZP 36/02", cite.FromTable},
		{"miał na względzie uprawnienia kupującego", ok, "", "III CZP 39/02", cite.FromTable},
	})
}

// TestLayoutInheritedQuotesVerified (class 7): paragraphs set off only by
// a smaller font and/or an indent their styles inherit, or every run or
// span sets, are quotations of the provision or ruling the paragraph
// before names (blok), one of them over the PDF's page break.
func TestLayoutInheritedQuotesVerified(t *testing.T) {
	c := realSourcesChecker(t, "judgments/sn/SN_III-CZP-39-02_2002-07-05.txt", "statutes/kc/kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt")
	const (
		ok  = cite.Zweryfikowany
		bad = cite.Niezweryfikowany
	)
	ruling := layoutExpect{"chodzi także o roszczenia", ok, "", "III CZP 39/02", cite.FromBlock}
	checkLayoutForms(t, c, []string{"cytaty.docx", "cytaty.odt", "cytaty.pdf"}, []layoutExpect{
		{"Kto z winy swej wyrządził drugiemu szkodę", ok, "", "art. 415", cite.FromBlock},
		{"rzeczy wadliwej wygasa i może być", bad, "przeczenie", "III CZP 39/02", cite.FromBlock},
		{"Dłużnik powinien wykonać zobowiązanie", ok, "", "art. 354 § 1", cite.FromBlock},
		{"Dłużnik nie jest obowiązany do staranności", bad, "przeczenie", "art. 355 § 1", cite.FromBlock},
		ruling,
	})
	checkLayoutForms(t, c, []string{"wyciagi.fodt", "wyciagi.odt", "wyciagi.pdf"}, []layoutExpect{
		{"Ciężar udowodnienia faktu spoczywa", ok, "", "art. 6", cite.FromBlock},
		{"za które dłużnik odpowiedzialność ponosi", bad, "przeczenie", "art. 471", cite.FromBlock},
		{"Zobowiązany do odszkodowania ponosi", ok, "", "art. 361 § 1", cite.FromBlock},
		{"uprawnionego jest uważane za wykonywanie", bad, "przeczenie", "art. 5", cite.FromBlock},
		ruling,
	})
}
