package claims

import (
	"testing"

	"citeguard/cite"
)

// TestInnerCitationsAndReplies: issue 22, class 3 in every form. A
// parenthesis closing a block quotation that opens with „tak:”, „tak
// też”, „por.”, „zob.” or „podobnie” is the quoted court citing its own
// authorities: quoted text (a quoted citation, no claim of its own), and
// the block's anchor is the ruling that introduces it. A Markdown "> "
// block of several lines after a colon is a block quotation (its markers
// left out of the quote); the "> " lines or an indented paragraph under an
// e-mail's reply header („W dniu … napisał(a):”) are not.
func TestInnerCitationsAndReplies(t *testing.T) {
	const (
		p = BlockParagraph
		q = BlockQuote
	)
	intro := "Sąd Apelacyjny w Gdańsku w wyroku z dnia 14 maja 2021 r., I ACa 9912/20, wyjaśnił:"
	body := "Zadośćuczynienie pełni funkcję kompensacyjną i jego wysokość musi przedstawiać dla pokrzywdzonego ekonomicznie odczuwalną wartość"
	cases := []struct {
		name   string
		ps     []lpara
		want   []lwant
		quoted int // quoted citations
	}{
		{"„(tak: wyrok SN …, sygn. …)” closing the block is quoted text",
			[]lpara{{p, intro}, {q, body + " (tak: wyrok Sądu Najwyższego z dnia 3 lutego 2017 r., sygn. II CSK 9914/16)."}},
			[]lwant{{body + " (tak:", "I ACa 9912/20", cite.FromBlock}}, 1},
		{"„(por. …)” closing the block is quoted text",
			[]lpara{{p, intro}, {q, body + " (por. uchwała Sądu Najwyższego z dnia 8 grudnia 2016 r., III CZP 9915/16)."}},
			[]lwant{{body + " (por.", "I ACa 9912/20", cite.FromBlock}}, 1},
		{"„(tak też …)” in the middle of the block is quoted text",
			[]lpara{{p, intro}, {q, body + " (tak też SN w wyroku z dnia 3 lutego 2017 r., II CSK 9914/16), przy czym nie może prowadzić do wzbogacenia pokrzywdzonego."}},
			[]lwant{{body, "I ACa 9912/20", cite.FromBlock}}, 1},
		{"control: a plain citation closing the block is its anchor and stays out of the quote",
			[]lpara{{p, "Sąd wyjaśnił przy tym:"}, {q, body + " (wyrok SA w Gdańsku z dnia 14 maja 2021 r., I ACa 9912/20)."}},
			[]lwant{{body, "I ACa 9912/20", cite.FromCitation}}, 0},
		{"a Markdown block of several lines after a ruling's colon",
			[]lpara{{p, intro}, {q, "> Zadośćuczynienie pełni funkcję kompensacyjną\n> i jego wysokość musi przedstawiać ekonomicznie odczuwalną wartość."}},
			[]lwant{{"Zadośćuczynienie pełni funkcję kompensacyjną\ni jego wysokość", "I ACa 9912/20", cite.FromBlock}}, 0},
		{"a Markdown block after „Art. … stanowi:”",
			[]lpara{{p, "Podstawą roszczenia jest przepis o zadośćuczynieniu. Art. 445 § 1 k.c. stanowi:"}, {q, "> W wypadkach przewidzianych w artykule poprzedzającym sąd może przyznać\n> poszkodowanemu odpowiednią sumę tytułem zadośćuczynienia pieniężnego za doznaną krzywdę."}},
			[]lwant{{"W wypadkach przewidzianych", "art. 445 § 1 Kodeks cywilny", cite.FromBlock}}, 0},
		{"Markdown „> ” lines under a reply header are no quotation",
			[]lpara{{p, "W dniu 12.05.2026 o 09:14 Marta Zielińska <m.zielinska@example.pl> napisał(a):"}, {q, "> Panie Mecenasie, sprawca wypadku nadal nie odpowiada na pisma\n> i nie chce zapłacić za naprawę mojego samochodu."}},
			nil, 0},
		{"a reply header in English is none either",
			[]lpara{{p, "On Tue, 12 May 2026 at 09:14, Marta Zielińska wrote:"}, {q, "> Panie Mecenasie, sprawca wypadku nadal nie odpowiada na pisma\n> i nie chce zapłacić za naprawę mojego samochodu."}},
			nil, 0},
		{"an indented paragraph under a reply header (DOCX, TXT) is no quotation",
			[]lpara{{p, "W dniu 12.05.2026 o 09:14 Marta Zielińska napisała:"}, {q, "Panie Mecenasie, sprawca wypadku nadal nie odpowiada na pisma i nie chce zapłacić za naprawę mojego samochodu."}},
			nil, 0},
		{"control: a court that „napisał:” introduces a quotation of its ruling",
			[]lpara{{p, "Sąd Apelacyjny w Gdańsku w wyroku z dnia 14 maja 2021 r., I ACa 9912/20, napisał:"}, {q, body + "."}},
			[]lwant{{body, "I ACa 9912/20", cite.FromBlock}}, 0},
		{"Markdown „> ” lines after a colon that names no source are no quotation",
			[]lpara{{p, "Klientka przesłała mi wczoraj taką wiadomość:"}, {q, "> Panie Mecenasie, sprawca wypadku nadal nie odpowiada na pisma\n> i nie chce zapłacić za naprawę mojego samochodu."}},
			nil, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			in := layoutInput(tc.ps)
			checkLayout(t, in, tc.want)
			if r := Extract(in); len(r.Quoted) != tc.quoted {
				t.Errorf("%d quoted citations, want %d:\n%s", len(r.Quoted), tc.quoted, dump(r))
			}
			for _, c := range Extract(in).Claims {
				if c.SourceID == "II CSK 9914/16" || c.SourceID == "III CZP 9915/16" {
					t.Errorf("the quoted court's citation is a claim: %s %s", c.ClaimType, c.SourceID)
				}
			}
		})
	}
}
