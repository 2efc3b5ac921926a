package check

import (
	"slices"
	"testing"

	"citeguard/cite"
)

// TestEndnoteBackrefsVerified (issue 22, classes 7 and 8): a legal opinion
// whose notes are endnotes (extract/testdata/endnotes, make.sh there;
// LibreOffice wrote its ODT, DOCX and PDF forms), numbered 1, 2, 3 or i,
// ii, iii (LibreOffice's default for endnotes) or a, b, c; with the marks
// inside the closing quotation marks; beside footnotes that share their
// numbers (footnotes 1, 2, endnotes 1…4); or with a long note. Each
// quotation is checked against the ruling of its own endnote, and the
// back-references after a note — „W przywołanej uchwale” in the body,
// „Tamże”, „op. cit.” and „Ibidem” as notes — against the ruling of the
// nearest note before them: the faithful opinion is verified, the one
// with every negation changed is 🔴 against the same rulings, in every
// form.
func TestEndnoteBackrefsVerified(t *testing.T) {
	c := realSourcesChecker(t, "judgments/sn/SN_III-CZP-36-02_2002-07-05.txt",
		"judgments/sn/SN_III-CZP-39-02_2002-07-05.txt", "judgments/sn/SN_III-KRS-2-02_2002-03-27.txt")
	const (
		ok  = cite.Zweryfikowany
		bad = cite.Niezweryfikowany
	)
	faithful := []layoutExpect{
		{"nie ma zastosowania dla oceny przesłanek", ok, "", "III CZP 36/02", cite.FromEndnote},
		{"wygasa i nie może być skutecznie", ok, "", "III CZP 39/02", cite.FromShortForm},
		{"tego terminu nie wystarczy zatem", ok, "", "III CZP 39/02", cite.FromIbidem},
		{"w tym przedmiocie nie może wyrazić zgody", ok, "", "III KRS 2/02", cite.FromEndnote},
		{"Okoliczność ta nie ma znaczenia", ok, "", "III CZP 36/02", cite.FromEndnote},
		{"innym lokalu nie stanowi już", ok, "", "III CZP 36/02", cite.FromIbidem},
	}
	changed := []layoutExpect{
		{"ma zastosowanie dla oceny przesłanek", bad, "przeczenie", "III CZP 36/02", cite.FromEndnote},
		{"wygasa i może być skutecznie", bad, "przeczenie", "III CZP 39/02", cite.FromShortForm},
		{"tego terminu wystarczy zatem", bad, "przeczenie", "III CZP 39/02", cite.FromIbidem},
		{"w tym przedmiocie może wyrazić zgodę", bad, "przeczenie", "III KRS 2/02", cite.FromEndnote},
		{"Okoliczność ta ma znaczenie", bad, "przeczenie", "III CZP 36/02", cite.FromEndnote},
		{"innym lokalu stanowi już", bad, "przeczenie", "III CZP 36/02", cite.FromIbidem},
	}
	// In opinia-mieszane notes 1 and 4 are footnotes numbered 1, 2, the
	// endnotes 1…4 beside them.
	asFootnotes := func(want []layoutExpect) []layoutExpect {
		out := slices.Clone(want)
		out[0].from, out[3].from = cite.FromFootnote, cite.FromFootnote
		return out
	}
	for _, num := range []string{"arabic", "roman", "litery", "slowo", "mieszane", "dlugie"} {
		f, ch := faithful, changed
		if num == "mieszane" {
			f, ch = asFootnotes(faithful), asFootnotes(changed)
		}
		for _, form := range []string{"pdf", "docx", "odt"} {
			checkFixtureForms(t, c, "endnotes", []string{"opinia-" + num + "." + form}, f)
			checkFixtureForms(t, c, "endnotes", []string{"opinia-" + num + "-zmiana." + form}, ch)
		}
	}
}
