package claims

import (
	"strings"
	"testing"

	"citeguard/cite"
)

// lpara is one block of a layout test memo: its kind and text.
type lpara struct {
	kind, text string
}

// layoutInput joins the blocks into a memo text with one blank line
// between blocks, and gives the blocks as the extraction would.
func layoutInput(ps []lpara) Input {
	var b strings.Builder
	var in Input
	for i, p := range ps {
		if i > 0 {
			b.WriteString("\n\n")
		}
		s := b.Len()
		b.WriteString(p.text)
		in.Blocks = append(in.Blocks, Block{Kind: p.kind, Start: s, End: b.Len()})
	}
	in.Text = b.String()
	return in
}

// lwant is one expected claim of a layout test: a prefix of its quote,
// its source_id ("" when it must have none), and its anchor_from.
type lwant struct {
	quote, src string
	from       cite.AnchorFrom
}

// checkLayout runs the extractor and compares the quotation claims with
// want (other claims — bare citations — are not compared).
func checkLayout(t *testing.T, in Input, want []lwant) {
	t.Helper()
	r := Extract(in)
	var got []Claim
	for _, c := range r.Claims {
		if c.ClaimType == cite.CytatDoslowny {
			got = append(got, c)
		}
	}
	if len(got) != len(want) {
		for _, c := range got {
			t.Logf("got %q %s %s", c.Quote, c.SourceID, c.AnchorFrom)
		}
		for _, ig := range r.Ignored {
			t.Logf("ignored %q: %s", ig.Text, ig.Why)
		}
		t.Fatalf("%d quotations, want %d", len(got), len(want))
	}
	for k, w := range want {
		c := got[k]
		if !strings.HasPrefix(c.Quote, w.quote) || c.SourceID != w.src || c.AnchorFrom != w.from {
			t.Errorf("claim %d: %q %q %q, want %q… %q %q", k, c.Quote, c.SourceID, c.AnchorFrom, w.quote, w.src, w.from)
		}
	}
}

func TestBlockQuotations(t *testing.T) {
	const (
		p = BlockParagraph
		q = BlockQuote
	)
	cases := []struct {
		name string
		ps   []lpara
		want []lwant
	}{
		{"a provision introduces an unmarked block",
			[]lpara{{p, "Podstawą roszczenia jest przepis o odsetkach. Zgodnie z art. 481 § 1 k.c.:"},
				{q, "Jeżeli dłużnik opóźnia się ze spełnieniem świadczenia pieniężnego, wierzyciel może żądać odsetek za czas opóźnienia."},
				{p, "Pozwany opóźnia się od marca."}},
			[]lwant{{"Jeżeli dłużnik opóźnia się", "art. 481 § 1 Kodeks cywilny", cite.FromBlock}}},
		{"a ruling with its signature introduces it; the block runs on in a second paragraph (the same ruling, by context)",
			[]lpara{{p, "Sąd Apelacyjny w Poznaniu w wyroku z dnia 3 marca 2015 r., I ACa 1234/14, wyjaśnił:"},
				{q, "Zadośćuczynienie ma charakter kompensacyjny i musi przedstawiać ekonomicznie odczuwalną wartość."},
				{q, "Nie może jednak prowadzić do wzbogacenia poszkodowanego kosztem sprawcy szkody."}},
			[]lwant{{"Zadośćuczynienie ma charakter", "I ACa 1234/14", cite.FromBlock},
				{"Nie może jednak prowadzić", "I ACa 1234/14", cite.FromContext}}},
		{"a citation in parentheses closing the block anchors it and stays out of the quotation",
			[]lpara{{p, "Sąd wskazał przy tym:"},
				{q, "Krzywda jest tym większa, im bliższa była więź łącząca zmarłego z osobą dochodzącą roszczenia (wyrok SA w Lublinie z dnia 9 lipca 2014 r., I ACa 222/14)."}},
			[]lwant{{"Krzywda jest tym większa", "I ACa 222/14", cite.FromCitation}}},
		{"an indented paragraph not introduced by a colon is not a quotation",
			[]lpara{{p, "Pozwany wnosi o oddalenie powództwa w całości."},
				{q, "Powód nie wykazał, że wypadek z dnia 3 maja 2024 r. był przyczyną jego szkody."}},
			nil},
		{"a block wholly in quotation marks with its note mark stays an ordinary quotation",
			[]lpara{{p, "Sąd Najwyższy w wyroku z dnia 5 lipca 2002 r., II CSK 123/19, dodał:"},
				{q, "„Ciężar udowodnienia faktu spoczywa na osobie, która z faktu tego wywodzi skutki prawne.”[^4]"}},
			[]lwant{{"Ciężar udowodnienia faktu", "II CSK 123/19", cite.FromCitation}}},
		{"a Markdown quotation of several lines without marks is a block quotation, its markers left out",
			[]lpara{{p, "Zgodnie z art. 6 k.c.:"},
				{q, "> Ciężar udowodnienia faktu spoczywa na osobie,\n> która z faktu tego wywodzi skutki prawne."}},
			[]lwant{{"Ciężar udowodnienia faktu spoczywa na osobie,\nktóra z faktu", "art. 6 Kodeks cywilny", cite.FromBlock}}},
		{"a block wholly in quotation marks stays an ordinary quotation",
			[]lpara{{p, "Zgodnie z art. 6 k.c.:"},
				{q, "„Ciężar udowodnienia faktu spoczywa na osobie, która z faktu tego wywodzi skutki prawne.”"}},
			[]lwant{{"Ciężar udowodnienia faktu", "art. 6 Kodeks cywilny", cite.FromCitation}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { checkLayout(t, layoutInput(tc.ps), tc.want) })
	}
}

func TestEndnotes(t *testing.T) {
	// The body with the marks' places at "¹"/"²" removed, as the
	// extraction gives it: the notes after the body.
	cases := []struct {
		name    string
		body    []string // paragraphs; "|" marks where a note's reference stood
		notes   []string
		endnote bool
		want    []lwant
	}{
		{"an endnote after the quotation anchors it",
			[]string{"Sąd zwrócił uwagę, że „nie każda niedogodność związana z naprawą pojazdu stanowi szkodę podlegającą naprawieniu”.|"},
			[]string{"Wyrok SO w Krakowie z 12 maja 2014 r., II Ca 456/14."}, true,
			[]lwant{{"nie każda niedogodność", "II Ca 456/14", cite.FromEndnote}}},
		{"the same note as a footnote stays a footnote",
			[]string{"Sąd zwrócił uwagę, że „nie każda niedogodność związana z naprawą pojazdu stanowi szkodę podlegającą naprawieniu”.|"},
			[]string{"Wyrok SO w Krakowie z 12 maja 2014 r., II Ca 456/14."}, false,
			[]lwant{{"nie każda niedogodność", "II Ca 456/14", cite.FromFootnote}}},
		{"„Tamże” in an endnote is the previous endnote's source",
			[]string{"Sąd podkreślił, że „koszt najmu pojazdu zastępczego jest normalnym następstwem szkody”.|",
				"Dodał też, że „poszkodowany nie ma obowiązku korzystania z najtańszej oferty najmu”.|"},
			[]string{"Wyrok SO w Krakowie z 12 maja 2014 r., II Ca 456/14.", "Tamże."}, true,
			[]lwant{{"koszt najmu pojazdu", "II Ca 456/14", cite.FromEndnote},
				{"poszkodowany nie ma obowiązku", "II Ca 456/14", cite.FromIbidem}}},
		{"a mark before the closing quotation mark is the quotation's note, not the ruling the court subject recalls",
			[]string{"Odrębnie ocenić trzeba koszty holowania pojazdu.|",
				"Sąd Najwyższy stwierdził, że „zwrot kosztów holowania nie zależy od wyniku naprawy|”."},
			[]string{"Wyrok SN z dnia 3 marca 2016 r., IV CSK 321/15.", "Wyrok SA w Gdańsku z dnia 9 lipca 2018 r., I ACa 88/18."}, true,
			[]lwant{{"zwrot kosztów holowania", "I ACa 88/18", cite.FromEndnote}}},
		{"„Tamże” marked before the closing quotation mark is the nearest earlier note's ruling",
			[]string{"Sąd podkreślił, że „koszt najmu pojazdu zastępczego jest normalnym następstwem szkody”.|",
				"Odrębnie ocenić trzeba koszty holowania pojazdu.|",
				"Sąd Najwyższy dodał, że „poszkodowany nie musi korzystać z najtańszej oferty holowania|”."},
			[]string{"Wyrok SO w Krakowie z dnia 12 maja 2014 r., II Ca 456/14.", "Wyrok SN z dnia 3 marca 2016 r., IV CSK 321/15.", "Tamże."}, true,
			[]lwant{{"koszt najmu pojazdu", "II Ca 456/14", cite.FromEndnote},
				{"poszkodowany nie musi", "IV CSK 321/15", cite.FromIbidem}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var ps []lpara
			var refs []int
			at := 0
			for i, p := range tc.body {
				if i > 0 {
					at += 2
				}
				for {
					k := strings.IndexByte(p, '|')
					if k < 0 {
						break
					}
					refs = append(refs, at+k)
					p = p[:k] + p[k+1:]
				}
				at += len(p)
				ps = append(ps, lpara{BlockParagraph, p})
			}
			in := layoutInput(ps)
			text := in.Text
			for i, n := range tc.notes {
				text += "\n\n"
				s := len(text)
				text += n
				in.Footnotes = append(in.Footnotes, Footnote{Number: i + 1, Text: Span{s, len(text)}, Ref: refs[i], Endnote: tc.endnote})
			}
			in.Text = text
			checkLayout(t, in, tc.want)
		})
	}
}

// tableInput is a memo of a paragraph and a table: rows of cells; the
// first row is the header when header is true.
func tableInput(intro string, rows [][]string, header bool) Input {
	var b strings.Builder
	var in Input
	b.WriteString(intro)
	in.Blocks = append(in.Blocks, Block{Kind: BlockParagraph, Start: 0, End: b.Len()})
	for r, row := range rows {
		for c, cell := range row {
			b.WriteString("\n")
			s := b.Len()
			b.WriteString(cell)
			in.Blocks = append(in.Blocks, Block{Kind: BlockTableCell, Start: s, End: b.Len(), Cell: &Cell{Table: 1, Row: r, Col: c, Header: header && r == 0}})
		}
	}
	in.Text = b.String()
	return in
}

func TestTables(t *testing.T) {
	cases := []struct {
		name   string
		rows   [][]string
		header bool
		want   []lwant
		date   []string // the anchors' dates, in order ("" for none)
	}{
		{"a signature in the left cell anchors the thesis in the right one",
			[][]string{{"Orzeczenie", "Teza"},
				{"wyrok SA w Łodzi, I ACa 515/15", "„Odsetki od zadośćuczynienia należą się od dnia wezwania dłużnika do zapłaty.”"},
				{"wyrok SO w Sieradzu, I C 77/16", "„Krzywda osoby najbliższej nie wygasa wraz z upływem czasu od zdarzenia.”"}},
			true,
			[]lwant{{"Odsetki od zadośćuczynienia", "I ACa 515/15", cite.FromTable}, {"Krzywda osoby najbliższej", "I C 77/16", cite.FromTable}},
			[]string{"", ""}},
		{"the date column gives the ruling its date",
			[][]string{{"Sąd i sygnatura", "Data", "Teza"},
				{"SA w Łodzi, I ACa 515/15", "14.03.2016", "„Odsetki od zadośćuczynienia należą się od dnia wezwania dłużnika do zapłaty.”"}},
			true,
			[]lwant{{"Odsetki od zadośćuczynienia", "I ACa 515/15", cite.FromTable}},
			[]string{"2016-03-14"}},
		{"the thesis on the left, the signature on the right; no header row",
			[][]string{{"„Poszkodowany może żądać zwrotu kosztów najmu pojazdu zastępczego za czas naprawy.”", "III Ca 901/17"}},
			false,
			[]lwant{{"Poszkodowany może żądać", "III Ca 901/17", cite.FromTable}},
			[]string{""}},
		{"a signature in another row does not anchor the thesis",
			[][]string{{"Orzeczenie", "Teza"},
				{"wyrok SA w Łodzi, I ACa 515/15", "uwagi w toku"},
				{"", "„Krzywda osoby najbliższej nie wygasa wraz z upływem czasu od zdarzenia.”"}},
			true,
			// Not the other row's ruling: the fail-safe searches the whole library for it.
			[]lwant{{"Krzywda osoby najbliższej", "", cite.FromLibrary}}, []string{""}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			in := tableInput("Zestawienie orzecznictwa w sprawie:", tc.rows, tc.header)
			checkLayout(t, in, tc.want)
			k := 0
			for _, c := range Extract(in).Claims {
				if c.ClaimType == cite.CytatDoslowny {
					if c.Anchor.Data != tc.date[k] {
						t.Errorf("claim %d: date %q, want %q", k, c.Anchor.Data, tc.date[k])
					}
					k++
				}
			}
		})
	}
}

// TestPDFTableRowSentences: a table row the extraction gives as one block
// (a PDF's row: no Cell, its cells in reading order) is a row: each of its
// sentences a cell, so the signature of a cell after the thesis anchors it
// (tabela), not the ruling of the row or paragraph before.
func TestPDFTableRowSentences(t *testing.T) {
	const (
		p = BlockParagraph
		c = BlockTableCell
	)
	cases := []struct {
		name string
		ps   []lpara
		want []lwant
	}{
		{"the signature cell after the thesis",
			[]lpara{{p, "Pozwana powołuje się na wyrok SN z dnia 5 lipca 2002 r., II CSK 123/19, i na tezy zestawione niżej."},
				{c, "„Dla zachowania terminu nie wystarczy zgłoszenie sprzedawcy żądania obniżenia ceny.” III CZP 39/02 Pismo powoda nie przerwało biegu terminu."}},
			[]lwant{{"Dla zachowania terminu", "III CZP 39/02", cite.FromTable}}},
		{"two rows: each thesis takes its own row's signature",
			[]lpara{{c, "„Zasada lex retro non agit nie ma charakteru bezwzględnego w prawie cywilnym.” III CZP 36/02 Umowę zawarto w 1995 r."},
				{c, "„Po upływie terminu roszczenie kupującego o obniżenie ceny wygasa.” III CZP 39/02 Pozew wniesiono po terminie."}},
			[]lwant{{"Zasada lex retro", "III CZP 36/02", cite.FromTable}, {"Po upływie terminu", "III CZP 39/02", cite.FromTable}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { checkLayout(t, layoutInput(tc.ps), tc.want) })
	}
}
