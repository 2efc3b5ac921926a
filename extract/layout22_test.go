package extract

import (
	"path/filepath"
	"strings"
	"testing"
)

// layoutFile reads a fixture of testdata/layout (made by make.sh there).
func layoutFile(t *testing.T, name string) *Document {
	t.Helper()
	doc, err := File(t.Context(), filepath.Join("testdata", "layout", name), Options{PDF: pdfPool(t)})
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// blockText is a block's text with its white space folded.
func blockText(doc *Document, b *Block) string {
	return strings.Join(strings.Fields(doc.Text[b.Start:b.End]), " ")
}

// TestLayoutLibreOfficeTableRows: LibreOffice prints a table cell by
// cell, a one-line cell and the next cell's first line as one line of the
// text, that cell's other lines under it (tabela.pdf). Each row is one
// table block holding its cells in reading order — the signature with the
// quotation, whichever column holds it — and the next row, the header row
// and the paragraphs around the table are blocks of their own.
func TestLayoutLibreOfficeTableRows(t *testing.T) {
	doc := layoutFile(t, "tabela.pdf")
	for _, r := range []struct{ first, last string }{
		{"III CZP 39/02 „Po upływie terminu", "Pozew wniesiono po upływie terminu, więc roszczenie powoda wygasło."},
		{"Uchwała SN z dnia 5 lipca 2002 r., III CZP 36/02 Sąd Najwyższy przytoczył", "Pogląd sądu rejonowego, nie Sądu Najwyższego."},
		{"III CZP 39/02 Według Sądu Najwyższego „Dla zachowania", "nie przerwało biegu terminu."},
		{"„Zasada lex retro non agit", "Umowę sprzedaży zawarto w 1995 r."},
		{"Sąd Najwyższy dodał, że „Nie ulega", "Obniżenie ceny jest uprawnieniem z rękojmi."},
	} {
		b := blockStarting(doc, r.first)
		if b == nil || b.Kind != BlockTableCell || !strings.HasSuffix(blockText(doc, b), r.last) {
			t.Errorf("row %q…%q: %+v", r.first, r.last, b)
		}
	}
	// The second table's rows hold their signatures (second column).
	if b := blockStarting(doc, "„Zasada lex retro non agit"); b == nil || !strings.Contains(blockText(doc, b), "III CZP 36/02") {
		t.Errorf("the row's signature is not in its block: %+v", b)
	}
	for _, p := range []string{"Wobec tego powództwo podlega oddaleniu", "Sygnatura Teza / cytat", "Teza / cytat Sygnatura"} {
		if b := blockStarting(doc, p); b == nil || b.Kind == BlockTableCell || b.Kind == BlockQuote {
			t.Errorf("%q: %+v", p, b)
		}
	}
}

// TestLayoutInheritedBlockQuotations: paragraphs marked as block
// quotations only by a smaller font and/or an indent that their style
// inherits (w:basedOn chains, ODF parent styles and automatic styles,
// percentages of the parent's size), or that every run or span sets, are
// block quotations in every form; the paragraphs that introduce them are
// not; the last one runs over the PDF's page break and stays whole.
func TestLayoutInheritedBlockQuotations(t *testing.T) {
	cytaty := []struct{ first, last string }{
		{"Kto z winy swej wyrządził", "do jej naprawienia."},                      // Cytat blokowy → Quote → Normal: w:sz and w:ind at different levels
		{"Po upływie terminu wskazanego", "dochodzone przed sądem."},              // Wyciąg (w:sz 21) → Akapit wcięty (w:ind) → Normal
		{"Dłużnik powinien wykonać zobowiązanie", "odpowiadający tym zwyczajom."}, // every run w:sz 20 in a Normal paragraph
		{"Dłużnik nie jest obowiązany", "(należyta staranność)."},                 // Drobny druk: w:sz 20 only
		{"Ustawodawca, posługując się", "chodzi także o roszczenia."},             // over the PDF's page break
	}
	wyciagi := []struct{ first, last string }{
		{"Ciężar udowodnienia faktu", "wywodzi skutki prawne."},                // P1 → Wciecie (fo:margin-left)
		{"Dłużnik obowiązany jest do naprawienia", "odpowiedzialność ponosi."}, // P2: fo:font-size 10pt
		{"Zobowiązany do odszkodowania", "z którego szkoda wynikła."},          // a span T1 of 10pt
		{"Nie można czynić ze swego prawa", "nie korzysta z ochrony."},         // P3 → Drobny: 85 %
		{"Ustawodawca, posługując się", "chodzi także o roszczenia."},          // over the PDF's page break
	}
	for _, c := range []struct {
		file  string
		quote []struct{ first, last string }
		intro string
	}{
		{"cytaty.docx", cytaty, "Sposób wykonania zobowiązania"}, {"cytaty.odt", cytaty, "Sposób wykonania zobowiązania"},
		{"cytaty.pdf", cytaty, "Sposób wykonania zobowiązania"},
		{"wyciagi.fodt", wyciagi, "Granice tej odpowiedzialności"}, {"wyciagi.odt", wyciagi, "Granice tej odpowiedzialności"},
		{"wyciagi.pdf", wyciagi, "Granice tej odpowiedzialności"},
	} {
		t.Run(c.file, func(t *testing.T) {
			doc := layoutFile(t, c.file)
			for _, q := range c.quote {
				b := blockStarting(doc, q.first)
				if b == nil || b.Kind != BlockQuote || !strings.HasSuffix(blockText(doc, b), q.last) {
					t.Errorf("block quotation %q…%q: %+v", q.first, q.last, b)
				}
			}
			if b := blockStarting(doc, c.intro); b == nil || b.Kind != BlockParagraph {
				t.Errorf("the introducing paragraph %q: %+v", c.intro, b)
			}
			if b := blockStarting(doc, "Ustawodawca, posługując się"); strings.HasSuffix(c.file, ".pdf") && b != nil && doc.PageAt(b.End-1) == doc.PageAt(b.Start) {
				t.Errorf("the last block quotation should run over the page break (pages %d–%d)", doc.PageAt(b.Start), doc.PageAt(b.End-1))
			}
		})
	}
}

// TestCellStarts: a gap wider than the glyphs between two measured ones
// could take starts a cell; a word space, however few glyphs have boxes,
// does not.
func TestCellStarts(t *testing.T) {
	mk := func(spec string) *bline {
		// spec: runes; 'x' a measured 5-wide glyph advancing 6, '.' an
		// unmeasured glyph advancing 6, ' ' a space advancing 3, '_' a
		// 60-wide gap.
		var cs []pchar
		x := float32(0)
		for _, r := range spec {
			switch r {
			case 'x':
				cs = append(cs, pchar{r: 'x', l: x, rt: x + 5, b: 0, t: 7})
				x += 6
			case '.':
				cs = append(cs, pchar{r: 'a'})
				x += 6
			case ' ':
				cs = append(cs, pchar{r: ' '})
				x += 3
			case '_':
				x += 60
			}
		}
		l := newLine(cs, 0)
		b := newBline(0, &l, 0, 0, 7)
		b.size = 7
		return &b
	}
	for _, c := range []struct {
		spec string
		n    int
	}{
		{"xxx xxx xxx", 0}, {"x.... ....x", 0}, {"xxx ._x..", 1}, {"xx _xx x _xx", 2},
	} {
		if got := cellStarts(mk(c.spec)); len(got) != c.n {
			t.Errorf("%q: %d cell starts %+v, want %d", c.spec, len(got), got, c.n)
		}
	}
}
