package check

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/reports"
)

// TestNoteActWithArticles: a note that names an act with a list of its
// articles („Kodeks cywilny, art. 5, 415.”) is one source, the act narrowed
// to those articles; a provision of that act named in the quotation's own
// sentence („art. 415 k.c. przewiduje, że „…””, „§ 2 tego artykułu”) is more
// specific and the quotation is checked against it (it was „memo nie podaje
// jego źródła” against the note's bare act). In DOCX (real footnotes), MD
// („[^n]”) and TXT (an endnote list „[n] …”).
func TestNoteActWithArticles(t *testing.T) {
	c := realSourcesChecker(t, "statutes/kc/kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt")
	type row struct {
		body   string // a paragraph ending in the mark of its note
		note   string
		needle string // of the quotation
		status cite.Status
		source string // the provision it is checked against
	}
	rows := []row{
		{"Dla odpowiedzialności deliktowej art. 415 k.c. przewiduje, że „Kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia.”",
			"Ustawa z dnia 23 kwietnia 1964 r. – Kodeks cywilny (t.j. Dz.U. z 2014 r. poz. 121 ze zm.), art. 5, 361, 415.", "Kto z winy swej wyrządził", cite.Zweryfikowany, "art. 415"},
		{"Klauzulę generalną wyraża art. 5 k.c.: „Nie można czynić ze swego prawa użytku, który by był sprzeczny ze społeczno-gospodarczym przeznaczeniem tego prawa lub z zasadami współżycia społecznego.”",
			"Kodeks cywilny, art. 5, 415.", "Nie można czynić ze swego", cite.Zweryfikowany, "art. 5"},
		{"Art. 361 § 1 k.c. ogranicza odpowiedzialność do normalnych następstw. Ponadto zgodnie z § 2 tego artykułu „W powyższych granicach, w braku odmiennego przepisu ustawy lub postanowienia umowy, naprawienie szkody obejmuje straty, które poszkodowany poniósł, oraz korzyści, które mógłby osiągnąć, gdyby mu szkody nie wyrządzono.”",
			"Kodeks cywilny, art. 361, 415.", "W powyższych granicach", cite.Zweryfikowany, "art. 361 § 2"},
		{"Pozwany odpowiada, bo art. 415 k.c. stanowi: „Kto z winy swej nie wyrządził drugiemu szkody, obowiązany jest do jej naprawienia.”",
			"Kodeks cywilny, art. 5, 415.", "Kto z winy swej nie", cite.Niezweryfikowany, "art. 415"},
	}
	intro := "Notatka o odpowiedzialności odszkodowawczej pozwanego."
	md, txt := []string{intro}, []string{intro}
	var mdNotes, txtNotes []string
	var docBody, docNotes strings.Builder
	docBody.WriteString(`<w:p>` + run(intro) + `</w:p>`)
	for k, r := range rows {
		n := k + 1
		md = append(md, fmt.Sprintf("%s[^%d]", r.body, n))
		mdNotes = append(mdNotes, fmt.Sprintf("[^%d]: %s", n, r.note))
		txt = append(txt, fmt.Sprintf("%s [%d]", r.body, n))
		txtNotes = append(txtNotes, fmt.Sprintf("[%d] %s", n, r.note))
		fmt.Fprintf(&docBody, `<w:p>%s<w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:footnoteReference w:id="%d"/></w:r></w:p>`, run(r.body), n)
		fmt.Fprintf(&docNotes, `<w:footnote w:id="%d"><w:p><w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:footnoteRef/></w:r>%s</w:p></w:footnote>`, n, run(" "+r.note))
	}
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("notatka.md", strings.Join(md, "\n\n")+"\n\n"+strings.Join(mdNotes, "\n\n")+"\n")
	write("notatka.txt", strings.Join(txt, "\n\n")+"\n\nPrzypisy:\n"+strings.Join(txtNotes, "\n")+"\n")
	write("notatka.docx", string(notesDOCX(t, docBody.String(), docNotes.String())))
	fold := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	for _, f := range []string{"notatka.docx", "notatka.md", "notatka.txt"} {
		t.Run(f, func(t *testing.T) {
			m, err := c.Check(t.Context(), filepath.Join(dir, f))
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range rows {
				var r *reports.Claim
				for k := range m.Results {
					if x := &m.Results[k]; x.ClaimType == cite.CytatDoslowny && strings.Contains(fold(x.Quote), w.needle) {
						r = x
					}
				}
				if r == nil {
					t.Errorf("no quotation %q", w.needle)
					continue
				}
				src := strings.TrimSpace(r.Anchor.Przepis)
				if r.Status != w.status || !strings.HasPrefix(src, w.source) || !strings.Contains(r.Anchor.Akt, "ywiln") && !strings.Contains(r.Anchor.Akt, "k.c") {
					t.Errorf("%q: %s against %q %q (%s, %s), want %s against %s k.c.", w.needle, r.Status, src, r.Anchor.Akt, r.AnchorFrom, r.Note, w.status, w.source)
				}
			}
		})
	}
}
