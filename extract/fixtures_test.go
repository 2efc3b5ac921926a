package extract

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestFixtureOpinia reads the LibreOffice-made opinion (testdata/fixtures,
// README there) in its four forms: superscript article numbers arrive as
// ¹²³, footnote marks leave the text as references at their place (also
// right after a superscript and right after a number), the header's
// citation is read, the text box once, and the blocks have their kinds.
func TestFixtureOpinia(t *testing.T) {
	for _, name := range []string{"opinia.fodt", "opinia.odt", "opinia.docx", "opinia.pdf"} {
		t.Run(name, func(t *testing.T) {
			doc, err := File(t.Context(), filepath.Join("testdata", "fixtures", name), Options{PDF: pdfPool(t)})
			if err != nil {
				t.Fatal(err)
			}
			text := strings.Join(strings.Fields(doc.Text), " ") // PDF lines wrap elsewhere
			for _, want := range []string{"art. 398¹ § 1 k.p.c.", "art. 398⁴ k.p.c.", "art. 627¹ k.c.", "art. 481 § 2¹ k.c.",
				"art. 398⁹ § 2 k.p.c. Przedsąd", "poz. 1550).", "art. 505³ k.p.c.", "art. 398⁵ § 1 k.p.c."} {
				if !strings.Contains(text, want) {
					t.Errorf("text lacks %q", want)
				}
			}
			for _, bad := range []string{"3981", "3989", "15502", "6271", "§ 21", "5053", "k.p.c.1", "orzecznictwa.”3"} {
				if strings.Contains(text, bad) {
					t.Errorf("text has %q", bad)
				}
			}
			if n := strings.Count(text, "Uwaga: termin na wniesienie"); n != 1 {
				t.Errorf("text box text %d times", n)
			}
			// Footnotes: number, text, and the reference where the mark stood.
			notes, margins := splitMargins(doc.Footnotes)
			want := []struct{ mark, text, before string }{
				{"1", "Postanowienie SN z dnia 5 lutego 2020 r., II CSK 1/19.", "398⁹ § 2 k.p.c."},
				{"2", "Tekst jednolity ustawy – Kodeks postępowania cywilnego.", "poz. 1550"},
				{"3", "Tamże.", "i orzecznictwa.”"},
			}
			if len(notes) != len(want) {
				t.Fatalf("footnotes %+v", notes)
			}
			for i, w := range want {
				f := notes[i]
				if f.Mark != w.mark || f.Text != w.text || !strings.HasSuffix(doc.Text[:f.Ref], w.before) {
					t.Errorf("footnote %d: [%s] %q at …%q", i+1, f.Mark, f.Text, doc.Text[max(f.Ref-20, 0):f.Ref])
				}
			}
			// The header's citation: a header note in DOCX/ODT; in a
			// one-page PDF the header is the page's first line.
			header := "sprawa o sygn. akt I C 1234/23"
			if doc.Format == FormatPDF {
				if !strings.Contains(text, header) || len(margins) != 0 {
					t.Errorf("PDF header: text %v, margins %+v", strings.Contains(text, header), margins)
				}
			} else if len(margins) != 2 || margins[0].Kind != "header" || !strings.Contains(margins[0].Text, header) || margins[1].Kind != "footer" || margins[1].Text != "Strona 1" {
				t.Errorf("margins %+v", margins)
			}
			checkBlocks(t, name, doc)
			kinds := map[string]BlockKind{}
			count := map[BlockKind]int{}
			for _, b := range doc.Blocks {
				kinds[strings.Join(firstN(strings.Fields(doc.Text[b.Start:b.End]), 2), " ")] = b.Kind
				count[b.Kind]++
			}
			for start, k := range map[string]BlockKind{"OPINIA PRAWNA": BlockHeading, "I. Dopuszczalność": BlockHeading, "II. Zestawienie": BlockHeading,
				"III. Rekomendacje": BlockHeading, "„Skarga kasacyjna": BlockQuote, "Skarga kasacyjna": BlockParagraph, "Dla: Zarząd": BlockParagraph} {
				if kinds[start] != k {
					t.Errorf("block %q is %q, want %s", start, kinds[start], k)
				}
			}
			cells := 4
			if doc.Format == FormatPDF {
				cells = 0 // a PDF table is rows of text
			}
			if count[BlockListItem] != 2 || count[BlockTableCell] != cells || count[BlockQuote] != 1 {
				t.Errorf("blocks %v, want 2 list items, %d table cells, 1 quote", count, cells)
			}
			checkOffsetsInRaw(t, doc)
		})
	}
}
