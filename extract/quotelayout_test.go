package extract

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// quoteLayoutHead is the start of the ODF document of
// TestQuotationLayout: 12 pt justified paragraphs, widows and orphans of
// one line, a block quotation style "Cytat" (indented on both sides,
// 10 pt, no space after it), a signature style flush right, and an
// italic text style T1.
const quoteLayoutHead = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
 <office:font-face-decls>
  <style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman" style:font-pitch="variable"/>
 </office:font-face-decls>
 <office:styles>
  <style:default-style style:family="paragraph">
   <style:paragraph-properties fo:orphans="1" fo:widows="1"/>
   <style:text-properties style:font-name="Liberation Serif" fo:font-size="12pt" fo:language="pl" fo:country="PL"/>
  </style:default-style>
  <style:style style:name="Standard" style:family="paragraph" style:class="text">
   <style:paragraph-properties fo:text-align="justify" fo:margin-top="0cm" fo:margin-bottom="0.25cm" fo:orphans="1" fo:widows="1"/>
  </style:style>
  <style:style style:name="Cytat" style:family="paragraph" style:parent-style-name="Standard">
   <style:paragraph-properties fo:margin-left="1.5cm" fo:margin-right="1.5cm" fo:margin-bottom="0cm" fo:orphans="1" fo:widows="1"/>
   <style:text-properties fo:font-size="10pt"/>
  </style:style>
  <style:style style:name="Podpis" style:family="paragraph" style:parent-style-name="Standard">
   <style:paragraph-properties fo:text-align="end"/>
  </style:style>
 </office:styles>
 <office:automatic-styles>
  <style:style style:name="T1" style:family="text">
   <style:text-properties fo:font-style="italic"/>
  </style:style>
  <style:page-layout style:name="pm1">
   <style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="2cm" fo:margin-bottom="2cm" fo:margin-left="2.5cm" fo:margin-right="2.5cm"/>
  </style:page-layout>
 </office:automatic-styles>
 <office:master-styles>
  <style:master-page style:name="Standard" style:page-layout-name="pm1"/>
 </office:master-styles>
 <office:body>
  <office:text>
`

// quoteLayoutFODT is the memo of TestQuotationLayout: an italic
// quotation after a colon and an italic Latin phrase; a block quotation
// whose last line has few tall glyphs („zamiast nich.”) followed by a
// signature flush right; fillers; a block quotation that runs over the
// page break onto one line of the next page.
func quoteLayoutFODT() string {
	var b strings.Builder
	b.WriteString(quoteLayoutHead)
	p := func(style, s string) { fmt.Fprintf(&b, "<text:p text:style-name=%q>%s</text:p>\n", style, s) }
	it := func(s string) string { return `<text:span text:style-name="T1">` + s + `</text:span>` }
	p("Standard", "Powód domaga się zapłaty odsetek od dnia wymagalności. Sąd Najwyższy w wyroku z dnia 14 maja 2019 r., II CSK 431/18, wyjaśnił: "+
		it("Zwłoka dłużnika w spełnieniu świadczenia pieniężnego uprawnia wierzyciela do żądania odsetek bez względu na poniesioną szkodę.")+
		" Pozwany nie kwestionował wysokości roszczenia.")
	p("Standard", "Sąd rozstrzygnął o kosztach "+it("de lege lata")+" na podstawie art. 98 k.p.c.")
	p("Standard", "Pozwany powołuje się na sprzeczność umowy z ustawą. Zgodnie z art. 58 § 1 k.c.:")
	p("Cytat", "Czynność prawna sprzeczna z ustawą albo mająca na celu obejście ustawy jest nieważna, chyba że właściwy przepis przewiduje inny skutek, w szczególności ten, iż na miejsce nieważnych postanowień czynności prawnej wchodzą odpowiednie przepisy ustawy zamiast nich.")
	p("Podpis", "adw. Joanna Wiśniewska")
	p("Standard", "Z tych względów umowa pozostaje ważna w pozostałej części, a roszczenie powoda jest zasadne w całości.")
	for k := 1; k <= 10; k++ {
		p("Standard", fmt.Sprintf("Akapit wypełniający numer %d opisuje przebieg postępowania dowodowego, w którym sąd przesłuchał świadków i zapoznał się z dokumentami złożonymi przez strony.", k))
	}
	for k := 1; k <= 3; k++ {
		p("Standard", fmt.Sprintf("Krótki akapit numer %d.", k))
	}
	p("Standard", "Co do przedawnienia Sąd Apelacyjny w Gdańsku w wyroku z dnia 9 lipca 2018 r., I ACa 88/18, zauważył:")
	p("Cytat", "Bieg przedawnienia roszczenia o naprawienie szkody wyrządzonej czynem niedozwolonym rozpoczyna się od dnia, w którym poszkodowany dowiedział się o szkodzie i o osobie obowiązanej do jej naprawienia, przy czym termin ten nie może być dłuższy niż dziesięć lat od dnia zdarzenia wywołującego szkodę. Jeżeli szkoda wynikła ze zbrodni lub występku, roszczenie o jej naprawienie ulega przedawnieniu z upływem lat dwudziestu od dnia popełnienia przestępstwa, bez względu na to, kiedy poszkodowany dowiedział się o szkodzie i o osobie obowiązanej do jej naprawienia, co sąd uwzględnia z urzędu.")
	p("Standard", "Powód dowiedział się o szkodzie w marcu 2022 r., a pozew wniósł w lutym 2024 r., zatem roszczenie nie uległo przedawnieniu.")
	b.WriteString("  </office:text>\n </office:body>\n</office:document>\n")
	return b.String()
}

// convertWithLibreOffice writes the ODF document fodt to dir and converts
// it with LibreOffice to each of the formats (its own user profile in
// dir: other tests' instances do not share it); the test is skipped
// without soffice.
func convertWithLibreOffice(t *testing.T, dir, name, fodt string, formats ...string) map[string]string {
	t.Helper()
	soffice, err := exec.LookPath("soffice")
	if err != nil {
		t.Skip("LibreOffice (soffice) is not installed")
	}
	src := filepath.Join(dir, name+".fodt")
	if err := os.WriteFile(src, []byte(fodt), 0o644); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, f := range formats {
		to := f
		if f == "docx" {
			to = `docx:MS Word 2007 XML`
		}
		cmd := exec.CommandContext(t.Context(), soffice, "-env:UserInstallation=file://"+filepath.Join(dir, "profile"), "--headless", "--convert-to", to, "--outdir", dir, src)
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("soffice --convert-to %s: %v\n%s", f, err, b)
		}
		out[f] = filepath.Join(dir, name+"."+f)
	}
	return out
}

// TestQuotationLayout (issue 22, class 3): LibreOffice's ODT, DOCX and
// PDF of one memo. The italic ranges are in Document.Italics in every
// form: the italic quotation whole (its lines joined over white space
// in the PDF), the Latin phrase too (that it is no quotation is the claim
// extractor's to decide). In the PDF the block quotation whose last line
// has few tall glyphs keeps that line although a signature flush right
// stands under it, and the block quotation over the page break is one
// block although only one of its lines stands on the next page.
func TestQuotationLayout(t *testing.T) {
	files := convertWithLibreOffice(t, t.TempDir(), "cytaty22", quoteLayoutFODT(), "odt", "docx", "pdf")
	for _, f := range []string{"odt", "docx", "pdf"} {
		t.Run(f, func(t *testing.T) {
			doc, err := File(t.Context(), files[f], Options{PDF: pdfPool(t)})
			if err != nil {
				t.Fatal(err)
			}
			var italics []string
			for k := 0; k < len(doc.Italics); k++ {
				s, e := doc.Italics[k].Start, doc.Italics[k].End
				for k+1 < len(doc.Italics) && strings.TrimSpace(doc.Text[e:doc.Italics[k+1].Start]) == "" {
					k++
					e = doc.Italics[k].End
				}
				italics = append(italics, strings.Join(strings.Fields(doc.Text[s:e]), " "))
			}
			want := []string{"Zwłoka dłużnika w spełnieniu świadczenia pieniężnego uprawnia wierzyciela do żądania odsetek bez względu na poniesioną szkodę.", "de lege lata"}
			if strings.Join(italics, "|") != strings.Join(want, "|") {
				t.Errorf("italics %q, want %q", italics, want)
			}
			for _, q := range []struct{ first, last string }{
				{"Czynność prawna sprzeczna z ustawą", "ustawy zamiast nich."},
				{"Bieg przedawnienia roszczenia", "co sąd uwzględnia z urzędu."},
			} {
				b := blockStarting(doc, q.first)
				if b == nil || b.Kind != BlockQuote || !strings.HasSuffix(blockText(doc, b), q.last) {
					t.Errorf("block quotation %q…%q: %+v", q.first, q.last, b)
				}
			}
			for _, p := range []string{"adw. Joanna Wiśniewska", "Powód dowiedział się o szkodzie"} {
				if b := blockStarting(doc, p); b == nil || b.Kind == BlockQuote {
					t.Errorf("%q: %+v", p, b)
				}
			}
			if f == "pdf" {
				if b := blockStarting(doc, "Bieg przedawnienia roszczenia"); b != nil && doc.PageAt(b.Start) == doc.PageAt(b.End-1) {
					t.Errorf("the block quotation should run over the page break (pages %d–%d)", doc.PageAt(b.Start), doc.PageAt(b.End-1))
				}
			}
		})
	}
}
