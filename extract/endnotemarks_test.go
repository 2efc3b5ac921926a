package extract

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestNoteNumberingMarks: the marks of each endnote numbering.
func TestNoteNumberingMarks(t *testing.T) {
	for _, c := range []struct {
		s    noteNumbering
		n    int
		want string
	}{
		{arabicNotes, 12, "12"}, {lowerRomanNotes, 4, "iv"}, {lowerRomanNotes, 9, "ix"}, {lowerRomanNotes, 14, "xiv"},
		{upperRomanNotes, 40, "XL"}, {lowerLetterNotes, 3, "c"}, {lowerLetterNotes, 28, "bb"}, {upperLetterNotes, 26, "Z"},
	} {
		if got := c.s.mark(c.n); got != c.want {
			t.Errorf("numbering %d, note %d: %q, want %q", c.s, c.n, got, c.want)
		}
	}
}

// TestPDFLetterEndnotes: a PDF LibreOffice printed from an opinion whose
// endnotes are numbered i, ii, iii (its default), a, b, c, or i, ii, iii
// with the mark right after a word ("sprzedanejii."), or with a long
// note among short ones (testdata/endnotes,
// make.sh there): the notes on the last page are endnotes linked to their
// raised marks in the body, which leave the text, in order.
func TestPDFLetterEndnotes(t *testing.T) {
	notes := []string{"III CZP 36/02.", "III CZP 39/02.", "Tamże.", "III KRS 2/02.", "op. cit.", "Ibidem."}
	for _, c := range []struct {
		file   string
		marks  []string
		before []string // the body's text right before each mark
	}{
		{"opinia-roman.pdf", []string{"i", "ii", "iii", "iv", "v", "vi"}, []string{"ustawy”.", "sprzedanej.", "ceny”.", "sędziego”.", "k.c.”", "negatywnej”."}},
		{"opinia-litery.pdf", []string{"a", "b", "c", "d", "e", "f"}, []string{"ustawy”.", "sprzedanej.", "ceny”.", "sędziego”.", "k.c.”", "negatywnej”."}},
		{"opinia-slowo.pdf", []string{"i", "ii", "iii", "iv", "v", "vi"}, []string{"ustawy", "sprzedanej", "ceny", "sędziego", "k.c.", "negatywnej"}},
		// The second note runs over eleven lines.
		{"opinia-dlugie.pdf", []string{"i", "ii", "iii", "iv", "v", "vi"}, []string{"ustawy”.", "sprzedanej.", "ceny”.", "sędziego”.", "k.c.”", "negatywnej”."}},
	} {
		t.Run(c.file, func(t *testing.T) {
			doc, err := File(t.Context(), filepath.Join("testdata", "endnotes", c.file), Options{PDF: pdfPool(t)})
			if err != nil {
				t.Fatal(err)
			}
			if len(doc.Footnotes) != len(notes) {
				t.Fatalf("%d notes, want %d: %+v", len(doc.Footnotes), len(notes), doc.Footnotes)
			}
			for i, f := range doc.Footnotes {
				if f.Kind != "endnote" || f.Mark != c.marks[i] || !strings.Contains(f.Text, notes[i]) {
					t.Errorf("note %d: %s %q %q, want endnote %q …%q", i, f.Kind, f.Mark, f.Text, c.marks[i], notes[i])
				}
				if f.Ref < 0 || !strings.HasSuffix(doc.Text[:f.Ref], c.before[i]) {
					t.Errorf("note %s: mark at %d, after %q, want after %q", f.Mark, f.Ref, doc.Text[max(f.Ref-20, 0):max(f.Ref, 0)], c.before[i])
				}
			}
			for _, residue := range []string{"ustawy”.i", "sprzedanej.ii", "sprzedanejii", "ceny”.iii", "cenyiii", "k.c.”v", "Tamże.\nivWyrok", "iUchwała"} {
				if strings.Contains(doc.Text, residue) {
					t.Errorf("the text holds the mark: %q", residue)
				}
			}
		})
	}
}

// TestPDFFootnotesShareEndnoteNumbers: footnotes 1, 2 and endnotes 1…4 in
// one PDF (testdata/endnotes/opinia-mieszane.pdf, footnote 2 on page 2):
// the second raised 1 in the body is endnote 1's mark, the 2 on page 1
// endnote 2's (footnote 2 stands on page 2), so each mark gets its note.
func TestPDFFootnotesShareEndnoteNumbers(t *testing.T) {
	doc, err := File(t.Context(), filepath.Join("testdata", "endnotes", "opinia-mieszane.pdf"), Options{PDF: pdfPool(t)})
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ kind, mark, text, before string }{
		{"footnote", "1", "III CZP 36/02.", "ustawy”."},
		{"endnote", "1", "III CZP 39/02.", "sprzedanej."},
		{"endnote", "2", "Tamże.", "ceny”."},
		{"footnote", "2", "III KRS 2/02.", "sędziego”."},
		{"endnote", "3", "op. cit.", "k.c.”"},
		{"endnote", "4", "Ibidem.", "negatywnej”."},
	}
	if len(doc.Footnotes) != len(want) {
		t.Fatalf("%d notes, want %d: %+v", len(doc.Footnotes), len(want), doc.Footnotes)
	}
	for i, w := range want {
		f := doc.Footnotes[i]
		if f.Kind != w.kind || f.Mark != w.mark || !strings.HasSuffix(strings.TrimSpace(f.Text), w.text) || f.Ref < 0 || !strings.HasSuffix(doc.Text[:f.Ref], w.before) {
			t.Errorf("note %d: %s %s %q after %q, want %s %s …%q after …%q", i, f.Kind, f.Mark, f.Text, doc.Text[max(f.Ref-20, 0):max(f.Ref, 0)], w.kind, w.mark, w.text, w.before)
		}
	}
}

// TestPDFEndnoteMarkAfterDigits: a PDF LibreOffice printed from an opinion
// whose fourth endnote's mark stands right after a case signature's digits
// ("III KRS 2/02⁴"), with an article's superscript in the body too ("art.
// 556¹ k.c.", testdata/endnotes/opinia-sygnatura.pdf, make.sh there): the
// notes are endnotes, the raised 4 is the fourth one's mark, and the
// article keeps its superscript.
func TestPDFEndnoteMarkAfterDigits(t *testing.T) {
	for _, file := range []string{"opinia-sygnatura.pdf", "opinia-sygnatura-zmiana.pdf"} {
		t.Run(file, func(t *testing.T) {
			doc, err := File(t.Context(), filepath.Join("testdata", "endnotes", file), Options{PDF: pdfPool(t)})
			if err != nil {
				t.Fatal(err)
			}
			notes := []string{"III CZP 36/02.", "III CZP 39/02.", "Tamże.", "III KRS 2/02.", "op. cit.", "Ibidem."}
			before := []string{"ustawy”.", "k.c.).", "ceny”.", "III KRS 2/02", "k.c.”", "”."}
			if len(doc.Footnotes) != len(notes) {
				t.Fatalf("%d notes, want %d: %+v", len(doc.Footnotes), len(notes), doc.Footnotes)
			}
			for i, f := range doc.Footnotes {
				if f.Kind != "endnote" || f.Mark != strconv.Itoa(i+1) || !strings.Contains(f.Text, notes[i]) {
					t.Errorf("note %d: %s %q %q, want endnote %d …%q", i, f.Kind, f.Mark, f.Text, i+1, notes[i])
				}
				if f.Ref < 0 || !strings.HasSuffix(doc.Text[:f.Ref], before[i]) {
					t.Errorf("note %s: mark at %d, after %q, want after %q", f.Mark, f.Ref, doc.Text[max(f.Ref-20, 0):max(f.Ref, 0)], before[i])
				}
			}
			for _, want := range []string{"art.\n556¹ k.c.", "2/02 Sąd"} {
				if !strings.Contains(strings.ReplaceAll(doc.Text, "art. 556", "art.\n556"), want) {
					t.Errorf("the text lacks %q", want)
				}
			}
			if strings.Contains(doc.Text, "2/02⁴") || strings.Contains(doc.Text, "2/024") {
				t.Error("the text holds the mark after the signature")
			}
		})
	}
}
