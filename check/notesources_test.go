package check

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/reports"
)

// TestNoteNamingTwoSources (issue 22 class 6/7): a footnote or endnote
// that names two sources for one quotation („I ACa 922/12; II Ca
// 71/13”, „wyrok … oraz wyrok …”, „wyrok …; art. 448 k.c.”) has the
// quotation checked against each of them: verified against the one that
// holds it, naming it (it was 🔴 „błędne przypisanie” against the note's
// first source); a material change against the nearest passage among them
// stays 🔴; a quotation none of them holds is not verified. Two signatures
// in one parenthesis behave alike. In DOCX (real footnotes), MD („[^n]”)
// and TXT (an endnote list „[n] …”).
func TestNoteNamingTwoSources(t *testing.T) {
	c := realSourcesChecker(t,
		"statutes/kc/kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt",
		"judgments/common/saos-export-2014/151000000000503_I_ACa_000922_2012_Uz_2013-02-28_001.txt",
		"judgments/common/saos-export-2014/150505000001003_II_Ca_000071_2013_Uz_2013-03-06_001.txt")
	type row struct {
		body   string // a paragraph; {n} is the mark of note n
		note   string // the text of note n ("" for none)
		needle string // of the quotation
		status cite.Status
		source string // the source it is checked against (in its anchor or note)
		guard  bool   // passes without the fix too
	}
	rows := []row{
		{"Sąd odwoławczy ocenił, że „Sąd Rejonowy dokonał wszechstronnej analizy materiału dowodowego i na jej podstawie wysunął trafne wnioski”.{n}",
			"I ACa 922/12; II Ca 71/13.", "Sąd Rejonowy dokonał wszechstronnej", cite.Zweryfikowany, "II Ca 71/13", false},
		{"O wysokości świadczenia przesądzono: „Przyznane na rzecz powodów zadośćuczynienie, aczkolwiek wysokie, ocenić można jako odpowiednie do charakteru i wielkości doznanej przez nich krzywdy”.{n}",
			"Wyrok SO w Białymstoku z 6.03.2013 r., II Ca 71/13 oraz wyrok SA w Gdańsku z 28.02.2013 r., I ACa 922/12.", "Przyznane na rzecz powodów", cite.Zweryfikowany, "I ACa 922/12", false},
		{"Podstawę roszczenia ujęto tak: „W razie naruszenia dobra osobistego sąd może przyznać temu, czyje dobro osobiste zostało naruszone, odpowiednią sumę tytułem zadośćuczynienia pieniężnego za doznaną krzywdę”.{n}",
			"Wyrok SO w Białymstoku z 6 marca 2013 r., II Ca 71/13; art. 448 k.c.", "W razie naruszenia dobra osobistego", cite.Zweryfikowany, "art. 448", false},
		{"Przypomniano, że „Roszczenie z tytułu zadośćuczynienia przysługuje w razie bezprawnego i zawinionego naruszenia dóbr osobistych”.{n}",
			"I ACa 922/12; II Ca 71/13.", "Roszczenie z tytułu zadośćuczynienia", cite.Zweryfikowany, "I ACa 922/12", true},
		{"W apelacji pominięto, że „Sąd Rejonowy nie dokonał wszechstronnej analizy materiału dowodowego i na jej podstawie wysunął trafne wnioski”.{n}",
			"I ACa 922/12; II Ca 71/13.", "Sąd Rejonowy nie dokonał", cite.Niezweryfikowany, "II Ca 71/13", true},
		{"Wskazano też, że „Ubezpieczyciel odpowiada wyłącznie za szkody majątkowe wyrządzone ruchem pojazdu mechanicznego na terytorium kraju”.{n}",
			"I ACa 922/12; II Ca 71/13.", "Ubezpieczyciel odpowiada wyłącznie", cite.Niezweryfikowany, "", true},
		{"Sąd zważył: „Śmierć syna była zatem dla powodów niewątpliwie dużą stratą osobistą i ciężkim przeżyciem psychicznym” (II Ca 71/13, I ACa 922/12).",
			"", "Śmierć syna była zatem", cite.Zweryfikowany, "I ACa 922/12", true},
		{"Sąd zważył: „Sąd Okręgowy w całości podziela ustalenia faktyczne i ocenę prawną Sądu I instancji” (wyrok SA w Gdańsku z 28.02.2013 r., I ACa 922/12; wyrok SO w Białymstoku z 6.03.2013 r., II Ca 71/13).",
			"", "Sąd Okręgowy w całości podziela", cite.Zweryfikowany, "II Ca 71/13", true},
	}
	mark := regexp.MustCompile(`\{n\}`)
	var md, txt, mdNotes, txtNotes []string
	var docBody, docNotes strings.Builder
	md, txt = []string{"Notatka o zadośćuczynieniu za śmierć osoby bliskiej."}, []string{"Notatka o zadośćuczynieniu za śmierć osoby bliskiej."}
	docBody.WriteString(`<w:p>` + run("Notatka o zadośćuczynieniu za śmierć osoby bliskiej.") + `</w:p>`)
	n := 0
	for _, r := range rows {
		if r.note == "" {
			md, txt = append(md, r.body), append(txt, r.body)
			docBody.WriteString(`<w:p>` + run(r.body) + `</w:p>`)
			continue
		}
		n++
		md = append(md, mark.ReplaceAllString(r.body, fmt.Sprintf("[^%d]", n)))
		mdNotes = append(mdNotes, fmt.Sprintf("[^%d]: %s", n, r.note))
		txt = append(txt, mark.ReplaceAllString(r.body, fmt.Sprintf(" [%d]", n)))
		txtNotes = append(txtNotes, fmt.Sprintf("[%d] %s", n, r.note))
		parts := strings.SplitN(r.body, "{n}", 2)
		fmt.Fprintf(&docBody, `<w:p>%s<w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:footnoteReference w:id="%d"/></w:r>%s</w:p>`, run(parts[0]), n, run(parts[1]))
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
				src := strings.TrimSpace(r.Anchor.Sygnatura + r.Anchor.Przepis)
				held := src
				if r.Status != cite.Zweryfikowany {
					held += " " + r.Note // a 🔴 names the passage it changes
				}
				if r.Status != w.status || !strings.Contains(held, w.source) {
					t.Errorf("%q: %s against %q (%s, %s), want %s against %s", w.needle, r.Status, src, r.AnchorFrom, r.Note, w.status, w.source)
				}
				if !w.guard && !strings.Contains(r.Reanchored, w.source) {
					t.Errorf("%q: the report does not say which source holds it: %q", w.needle, r.Reanchored)
				}
			}
		})
	}
}

// notesDOCX is a DOCX of the body paragraphs body whose footnotes are
// notes (<w:footnote> elements).
func notesDOCX(t *testing.T, body, notes string) []byte {
	t.Helper()
	return zipParts(t, map[string]string{
		"[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/footnotes.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"/></Types>`,
		"_rels/.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
		"word/_rels/document.xml.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes" Target="footnotes.xml"/></Relationships>`,
		"word/document.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ` + wNS + `><w:body>` + body + `</w:body></w:document>`,
		"word/footnotes.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:footnotes ` + wNS + `>` +
			`<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>` +
			`<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>` +
			notes + `</w:footnotes>`,
	})
}
