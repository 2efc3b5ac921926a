package extract

import (
	"fmt"
	"strings"
	"testing"
)

// blockSummary is a document's blocks as "kind[table.row.col(h)]: text"
// lines, white space folded.
func blockSummary(doc *Document) string {
	var b strings.Builder
	for _, bl := range doc.Blocks {
		b.WriteString(string(bl.Kind))
		if c := bl.Cell; c != nil {
			h := ""
			if c.Header {
				h = "h"
			}
			fmt.Fprintf(&b, "[%d.%d.%d%s]", c.Table, c.Row, c.Col, h)
		}
		b.WriteString(": " + strings.Join(strings.Fields(doc.Text[bl.Start:bl.End]), " ") + "\n")
	}
	return b.String()
}

// TestTextTablesAndBlocks: issue 22, classes 3 and 4 in TXT and MD. A
// table written with pipes (a Markdown table with its delimiter row, a
// framed one without) or, in TXT, with tabs is a table like DOCX's and
// ODT's: one BlockTableCell per cell with its place, the row above the
// delimiter row the header (or a first row of labels), each cell a line
// of Text without the pipes. Lines indented by four spaces or a tab under
// a line ending with a colon are a TXT block quotation; a blank line
// between indented paragraphs starts the quotation's next paragraph.
func TestTextTablesAndBlocks(t *testing.T) {
	cases := []struct {
		name, file, text, want string
	}{
		{"a Markdown table with its delimiter row", "a.md",
			"Orzecznictwo:\n\n| Sygnatura | Teza |\n|:---|---:|\n| II CSK 9921/18 | „Dłużnik odpowiada za szkodę” |\n| I ACa 9922/19 | „Wierzyciel może żądać odsetek” |\n\nKoniec.\n",
			"paragraph: Orzecznictwo:\ntable_cell[1.0.0h]: Sygnatura\ntable_cell[1.0.1h]: Teza\ntable_cell[1.1.0]: II CSK 9921/18\ntable_cell[1.1.1]: „Dłużnik odpowiada za szkodę”\ntable_cell[1.2.0]: I ACa 9922/19\ntable_cell[1.2.1]: „Wierzyciel może żądać odsetek”\nparagraph: Koniec.\n"},
		{"a framed pipe table without a delimiter row, an empty cell, an escaped pipe (TXT)", "a.txt",
			"| Orzeczenie | Data | Teza |\n| II CSK 9921/18 | | „Dłużnik \\| wierzyciel” |\n| I ACa 9922/19 | 3.02.2020 | „Odsetki należą się” |\n",
			"table_cell[1.0.0h]: Orzeczenie\ntable_cell[1.0.1h]: Data\ntable_cell[1.0.2h]: Teza\ntable_cell[1.1.0]: II CSK 9921/18\ntable_cell[1.1.2]: „Dłużnik \\| wierzyciel”\ntable_cell[1.2.0]: I ACa 9922/19\ntable_cell[1.2.1]: 3.02.2020\ntable_cell[1.2.2]: „Odsetki należą się”\n"},
		{"a table of tabs (TXT)", "a.txt",
			"Sygnatura\tTeza\nII CSK 9921/18\t„Dłużnik odpowiada za szkodę”\nI ACa 9922/19\t\t„Wierzyciel może żądać odsetek”\n",
			"table_cell[1.0.0h]: Sygnatura\ntable_cell[1.0.1h]: Teza\ntable_cell[1.1.0]: II CSK 9921/18\ntable_cell[1.1.1]: „Dłużnik odpowiada za szkodę”\ntable_cell[1.2.0]: I ACa 9922/19\ntable_cell[1.2.1]: „Wierzyciel może żądać odsetek”\n"},
		{"a pleading's head lined up with tabs: no table (TXT)", "a.txt",
			"Sygn. akt\tI C 9923/26\nPowód:\tJan Nowak\nPozwany:\tBeta S.A.\n",
			"paragraph: Sygn. akt I C 9923/26 Powód: Jan Nowak Pozwany: Beta S.A.\n"},
		{"a pipe in a sentence, one framed line: no table", "a.md",
			"Strony ustaliły cenę | zaliczkę w umowie.\n\n| tylko jeden wiersz |\n",
			"paragraph: Strony ustaliły cenę | zaliczkę w umowie.\nparagraph: | tylko jeden wiersz |\n"},
		{"TXT lines indented under a colon: a block quotation of two paragraphs", "a.txt",
			"W sprawie o zapłatę odszkodowania za niewykonanie umowy dostawy Sąd Najwyższy wskazał:\n\n    Dłużnik obowiązany jest do naprawienia szkody\n    wynikłej z niewykonania zobowiązania.\n\n    Drugi akapit cytatu,\n    jego drugi wiersz.\nDalej tekst notatki, w której omawiam skutki tego poglądu dla naszego klienta i jego umowy.\n",
			"paragraph: W sprawie o zapłatę odszkodowania za niewykonanie umowy dostawy Sąd Najwyższy wskazał:\nquote: Dłużnik obowiązany jest do naprawienia szkody wynikłej z niewykonania zobowiązania.\nquote: Drugi akapit cytatu, jego drugi wiersz.\nparagraph: Dalej tekst notatki, w której omawiam skutki tego poglądu dla naszego klienta i jego umowy.\n"},
		{"TXT: a paragraph with a first-line indent under a colon is running text", "a.txt",
			"Stan faktyczny przedstawia się następująco:\n\n    Powód kupił samochód w 2024 r.\ni po miesiącu zauważył wady.\n",
			"paragraph: Stan faktyczny przedstawia się następująco:\nparagraph: Powód kupił samochód w 2024 r. i po miesiącu zauważył wady.\n"},
		{"TXT: a tab-indented line right under the colon; an indented list stays a list", "a.txt",
			"Powód dochodzi odszkodowania za zniszczony samochód od sprawcy wypadku. Przepis stanowi:\n\tKto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia.\n\nWnioski:\n    1. Powództwo jest zasadne.\n",
			"paragraph: Powód dochodzi odszkodowania za zniszczony samochód od sprawcy wypadku. Przepis stanowi:\nquote: Kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia.\nparagraph: Wnioski:\nlist_item: 1. Powództwo jest zasadne.\n"},
		{"TXT whose every line is indented: only a deeper indent is a quotation", "a.txt",
			"      UZASADNIENIE:\n\n      Skarżący wnieśli skargę konstytucyjną w tej sprawie.\n      Trybunał zważył, co następuje:\n\n          Skarga konstytucyjna jest środkiem ochrony wolności i praw.\n\n      Dalsze rozważania Trybunału w tej sprawie.\n",
			"paragraph: UZASADNIENIE:\nparagraph: Skarżący wnieśli skargę konstytucyjną w tej sprawie. Trybunał zważył, co następuje:\nquote: Skarga konstytucyjna jest środkiem ochrony wolności i praw.\nparagraph: Dalsze rozważania Trybunału w tej sprawie.\n"},
		{"TXT: an indented line not under a colon is running text", "a.txt",
			"Pozwany wnosi o oddalenie powództwa.\n\n    Powód nie wykazał szkody.\n",
			"paragraph: Pozwany wnosi o oddalenie powództwa.\nparagraph: Powód nie wykazał szkody.\n"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := Bytes(t.Context(), tc.file, []byte(tc.text), Options{})
			if err != nil {
				t.Fatal(err)
			}
			checkBlocks(t, tc.name, doc)
			if got := blockSummary(doc); got != tc.want {
				t.Errorf("blocks:\n%s\nwant:\n%s\ntext %q", got, tc.want, doc.Text)
			}
		})
	}
}
