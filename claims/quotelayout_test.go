package claims

import (
	"strings"
	"testing"

	"citeguard/cite"
)

// italicLayoutInput is layoutInput with the text between ⟨ and ⟩ set in
// italics (the markers left out).
func italicLayoutInput(ps []lpara) Input {
	clean := make([]lpara, len(ps))
	for i, p := range ps {
		clean[i] = lpara{p.kind, strings.NewReplacer("⟨", "", "⟩", "").Replace(p.text)}
	}
	in := layoutInput(clean)
	at := 0
	for i, p := range ps {
		if i > 0 {
			at += 2
		}
		t := p.text
		for {
			s := strings.Index(t, "⟨")
			if s < 0 {
				break
			}
			e := strings.Index(t, "⟩")
			in.Italics = append(in.Italics, Span{Start: at + s, End: at + e - len("⟨")})
			t = t[:s] + t[s+len("⟨"):e] + t[e+len("⟩"):]
		}
		at += len(t)
	}
	return in
}

// TestItalicQuotations (issue 22, class 3): a sentence set in italics
// only, introduced by a colon or by „że” after a verb of saying, is a
// quotation; italic terms, Latin phrases, titles and an emphasis that
// nothing introduces are not.
func TestItalicQuotations(t *testing.T) {
	const p = BlockParagraph
	cases := []struct {
		name string
		ps   []lpara
		want []lwant
	}{
		{"an italic sentence after a colon",
			[]lpara{{p, "Sąd Najwyższy w wyroku z dnia 14 maja 2019 r., II CSK 431/18, wyjaśnił: ⟨Zwłoka dłużnika w spełnieniu świadczenia pieniężnego uprawnia wierzyciela do żądania odsetek bez względu na szkodę.⟩"}},
			[]lwant{{"Zwłoka dłużnika w spełnieniu", "II CSK 431/18", cite.FromCitation}}},
		{"an italic clause after „że” and a verb of saying, split into runs over a line break",
			[]lpara{{p, "Sąd Apelacyjny w Krakowie w wyroku z dnia 3 marca 2016 r., I ACa 1520/15, podkreślił, że ⟨przedawnienie roszczenia nie wygasza go,⟩\n⟨lecz czyni je niezaskarżalnym w drodze powództwa⟩."}},
			[]lwant{{"przedawnienie roszczenia nie wygasza go,\nlecz czyni", "I ACa 1520/15", cite.FromCitation}}},
		{"a paragraph wholly in italics after a paragraph ending with a colon",
			[]lpara{{p, "Sąd Najwyższy w uchwale z dnia 20 listopada 2015 r., III CZP 76/15, przyjął:"},
				{p, "⟨Roszczenie o zapłatę wynagrodzenia za bezumowne korzystanie z rzeczy przedawnia się z upływem lat sześciu.⟩"}},
			[]lwant{{"Roszczenie o zapłatę wynagrodzenia", "III CZP 76/15", cite.FromCitation}}},
		{"a Latin phrase in italics is no quotation",
			[]lpara{{p, "Sąd orzekł ⟨de lege lata⟩ o kosztach na podstawie art. 98 k.p.c., a ⟨inter alia⟩ o zwrocie zaliczki."}},
			nil},
		{"a book's title in italics is no quotation",
			[]lpara{{p, "Zob. też: M. Kowalski, ⟨Odpowiedzialność odszkodowawcza przedsiębiorcy za szkody wyrządzone ruchem jego przedsiębiorstwa⟩, Warszawa 2020, s. 15."}},
			nil},
		{"an emphasis nothing introduces is no quotation",
			[]lpara{{p, "Pozwany ⟨nie złożył w terminie żadnego pisma procesowego ani nie stawił się na rozprawę.⟩ Sąd wydał zatem wyrok zaoczny."}},
			nil},
		{"an italic sentence inside quotation marks is the marked quotation, once",
			[]lpara{{p, "Sąd Najwyższy w wyroku z dnia 14 maja 2019 r., II CSK 431/18, wyjaśnił: „⟨Zwłoka dłużnika w spełnieniu świadczenia pieniężnego uprawnia wierzyciela do żądania odsetek.⟩”"}},
			[]lwant{{"Zwłoka dłużnika w spełnieniu", "II CSK 431/18", cite.FromCitation}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { checkLayout(t, italicLayoutInput(tc.ps), tc.want) })
	}
}

// TestQuoteOverBulletItems (issue 22, class 3): one quotation opened in a
// dash item and closed in the next is one quoted text without the second
// item's dash, and „Loc. cit.” in its note points to the note before, as
// „Tamże” does.
func TestQuoteOverBulletItems(t *testing.T) {
	cases := []struct {
		name    string
		kind    string
		dash    string
		locCit  string
		endnote bool
	}{
		{"dash items typed as paragraphs, an endnote „Loc. cit.”", BlockParagraph, "–\t", "Loc. cit.", true},
		{"list items with bullets, a footnote „loc. cit.”", BlockListItem, "• ", "loc. cit.", false},
		{"hyphen items, an endnote „Loc.cit.”", BlockListItem, "- ", "Loc.cit.", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			body := []lpara{
				{BlockParagraph, "Trybunał Konstytucyjny wiąże tę zasadę z „zaufaniem obywatela do państwa i stanowionego przez nie prawa”."},
				{BlockParagraph, "Trybunał przypomniał przy tym, że:"},
				{tc.kind, tc.dash + "„ochrona praw słusznie nabytych należy do fundamentów demokratycznego państwa prawnego. Zakazuje ona arbitralnego odbierania praw podmiotowych."},
				{tc.kind, tc.dash + "Obejmuje ona również ekspektatywy maksymalnie ukształtowane”."},
			}
			// The extraction separates blocks by one line break.
			var in Input
			for i, p := range body {
				if i > 0 {
					in.Text += "\n"
				}
				s := len(in.Text)
				in.Text += p.text
				in.Blocks = append(in.Blocks, Block{Kind: p.kind, Start: s, End: len(in.Text)})
			}
			refs := []int{in.Blocks[0].End, in.Blocks[3].End - 1}
			text := in.Text
			for i, n := range []string{"Wyrok TK z dnia 8 marca 2005 r., K 27/03.", tc.locCit} {
				text += "\n\n"
				s := len(text)
				text += n
				in.Footnotes = append(in.Footnotes, Footnote{Number: i + 1, Text: Span{s, len(text)}, Ref: refs[i], Endnote: tc.endnote})
			}
			in.Text = text
			from := cite.FromFootnote
			if tc.endnote {
				from = cite.FromEndnote
			}
			checkLayout(t, in, []lwant{
				{"zaufaniem obywatela", "K 27/03", from},
				{"ochrona praw słusznie nabytych należy do fundamentów demokratycznego państwa prawnego. Zakazuje ona arbitralnego odbierania praw podmiotowych.\nObejmuje ona również", "K 27/03", cite.FromIbidem},
			})
		})
	}
}
