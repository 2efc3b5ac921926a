package claims

import (
	"testing"

	"citeguard/cite"
)

// Issue 22, forms a blind set showed: a provision named in a table row of
// a ruling is not a second source of the row's thesis; a bare „I dalej
// (s. 5):” at the head of the next paragraph goes on quoting the ruling
// quoted before, in text without Polish letters too; a procedural fact in
// a bullet under a bold signature line is that ruling's. The sentences
// were written for these tests; the rulings are of the shared test
// library (VI ACa 693/12 of SA w Warszawie, I C 45/14 of SR dla
// Warszawy-Śródmieścia).

// TestRowRulingBeatsProvision: a row that names a ruling anchors its
// thesis there, whatever provision the thesis cell (outside the
// quotation) or another cell of the row names; the provision stays a
// candidate, never an equal one (no „wskaż jedno”).
func TestRowRulingBeatsProvision(t *testing.T) {
	const ruling = "Wyrok SR dla Warszawy-Śródmieścia w Warszawie z dnia 24 października 2014 r., I C 45/14"
	const thesis = "„Zgodnie z art. 436 § 2 k.c. w razie zderzenia się mechanicznych środków komunikacji poruszanych za pomocą sił przyrody wymienione osoby mogą wzajemnie żądać naprawienia poniesionych szkód tylko na zasadach ogólnych.”"
	header := []string{"Orzeczenie", "Teza", "Znaczenie dla sprawy"}
	cases := []struct {
		name string
		in   Input
		src  string
	}{
		{"the relevance cell names the provision the thesis quotes",
			tableInput("Zestawienie orzecznictwa:", [][]string{header, {ruling, thesis, "art. 436 § 2 k.c. — zderzenie pojazdów"}}, true), "I C 45/14"},
		{"the ruling cell names the provision beside the signature",
			tableInput("Zestawienie orzecznictwa:", [][]string{header, {ruling + " (art. 436 § 2 k.c.)", thesis, "wina kierowcy"}}, true), "I C 45/14"},
		{"the thesis cell's own words name the provision before the quotation",
			tableInput("Zestawienie orzecznictwa:", [][]string{header, {ruling, "Art. 436 § 2 k.c.: „w razie zderzenia się mechanicznych środków komunikacji wymienione osoby mogą wzajemnie żądać naprawienia szkód.”", "wina kierowcy"}}, true), "I C 45/14"},
		{"thesis and signature on the right, the provision on the left",
			tableInput("Zestawienie:", [][]string{{"Przepis", "Teza", "Orzeczenie"}, {"art. 436 § 2 k.c.", thesis, "I C 45/14"}}, true), "I C 45/14"},
		{"a PDF row: one block, the provision in the relevance cell",
			layoutInput([]lpara{{BlockParagraph, "Zestawienie orzecznictwa:"}, {BlockTableCell, ruling + " " + thesis + " Dotyczy art. 436 § 2 k.c."}}), "I C 45/14"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var got []Claim
			for _, c := range Extract(tc.in).Claims {
				if c.ClaimType == cite.CytatDoslowny {
					got = append(got, c)
				}
			}
			if len(got) != 1 {
				t.Fatalf("%d quotations, want 1: %+v", len(got), got)
			}
			c := got[0]
			if c.SourceID != tc.src || c.Ambiguous || c.AnchorFrom != cite.FromTable {
				t.Errorf("%q: %s %s ambiguous=%v, want %s from the table, not ambiguous (candidates %+v)", c.Quote, c.SourceID, c.AnchorFrom, c.Ambiguous, tc.src, c.Candidates)
			}
			provision := false
			for _, k := range c.Candidates {
				provision = provision || k.Anchor.Przepis != ""
			}
			if !provision {
				t.Errorf("the provision is no longer a candidate: %+v", c.Candidates)
			}
		})
	}
}

// continuationCases: a bare continuation in the next paragraph carries the
// previous unit's anchor; without Polish letters, with ASCII quotation
// marks, with a page note before the colon.
var continuationCases = []tcase{
	{name: "I dalej (s. 12) at the head of the next paragraph, no Polish letters, ASCII quotes",
		text: "W wyroku z dnia 20 listopada 2012 r., VI ACa 693/12, Sad Apelacyjny w Warszawie wskazal, ze \"O wysokosci zadoscuczynienia decyduje rozmiar doznanej krzywdy wyrazony stopniem cierpien fizycznych i psychicznych\".\n\nI dalej (s. 12): \"Kwestia ta winna byc oceniana i rozstrzygana indywidualnie w kazdym konkretnym przypadku\".",
		claims: []want{{typ: cite.CytatDoslowny, src: "VI ACa 693/12", from: cite.FromCitation},
			{typ: cite.CytatDoslowny, src: "VI ACa 693/12", from: cite.FromContext, quote: "Kwestia ta winna byc oceniana i rozstrzygana indywidualnie w kazdym konkretnym przypadku"}}},
	{name: "I dalej in the next paragraph, Polish quotation marks",
		text:   "Sąd Apelacyjny w Warszawie w wyroku z dnia 20 listopada 2012 r., VI ACa 693/12, podkreślił: „O wysokości zadośćuczynienia decyduje rozmiar doznanej krzywdy wyrażony stopniem cierpień fizycznych i psychicznych.”\n\nI dalej (pkt 4 uzasadnienia): „Kwestia ta winna być oceniana i rozstrzygana indywidualnie w każdym konkretnym przypadku.”",
		claims: []want{{typ: cite.CytatDoslowny, src: "VI ACa 693/12"}, {typ: cite.CytatDoslowny, src: "VI ACa 693/12", from: cite.FromContext}}},
	{name: "control: I dalej after a paragraph that quotes nothing is not carried",
		text:   "W wyroku z dnia 20 listopada 2012 r., VI ACa 693/12, Sąd Apelacyjny w Warszawie rozważał wysokość zadośćuczynienia.\n\nI dalej: „kwestia ta winna być oceniana i rozstrzygana indywidualnie w każdym konkretnym przypadku”.",
		claims: []want{{typ: cite.FaktProceduralny, src: "VI ACa 693/12"}, {typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "control: a lead-in with words of its own is no bare continuation",
		text:    "W wyroku z dnia 20 listopada 2012 r., VI ACa 693/12, Sąd Apelacyjny w Warszawie wskazał, że „o wysokości zadośćuczynienia decyduje rozmiar doznanej krzywdy wyrażony stopniem cierpień”.\n\nI dalej nasz klient pisze: „kwestia ta winna być oceniana i rozstrzygana indywidualnie w każdym konkretnym przypadku”.",
		claims:  []want{{typ: cite.CytatDoslowny, src: "VI ACa 693/12"}},
		ignored: []string{WhyOutside}},
}

func TestBareContinuation(t *testing.T) {
	t.Parallel()
	for _, tc := range continuationCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// listFactCases: a procedural fact in a bullet under a bold signature line
// is the labelled ruling's (anchor_from lista), beside the quotation of the
// next bullet.
var listFactCases = []tcase{
	{name: "a procedural fact and a quotation in bullets under a bold signature line",
		text: "## Orzecznictwo\n\n**Wyrok SA w Warszawie z dnia 20 listopada 2012 r., VI ACa 693/12**\n\n- W tej sprawie Sąd Apelacyjny oddalił apelację powoda.\n- Sąd wskazał, że „O wysokości zadośćuczynienia decyduje rozmiar doznanej krzywdy wyrażony stopniem cierpień fizycznych i psychicznych”.\n",
		claims: []want{{typ: cite.Powolanie, src: "VI ACa 693/12"},
			{typ: cite.FaktProceduralny, src: "VI ACa 693/12", from: cite.FromList, text: "W tej sprawie Sąd Apelacyjny oddalił apelację powoda"},
			{typ: cite.CytatDoslowny, src: "VI ACa 693/12"}}},
	{name: "a fact with no court named, under a label of a first-instance ruling",
		text: "**I C 45/14 – wyrok SR dla Warszawy-Śródmieścia w Warszawie z 24 października 2014 r.**\n\n- Sąd oddalił powództwo w całości.\n",
		claims: []want{{typ: cite.Powolanie, src: "I C 45/14"},
			{typ: cite.FaktProceduralny, src: "I C 45/14", from: cite.FromList, text: "Sąd oddalił powództwo w całości"}}},
	{name: "control: bullets of the memo's own case under a label without a ruling",
		text:   "**Przebieg postępowania:**\n\n- Sąd Rejonowy oddalił powództwo w całości.\n",
		claims: nil},
}

func TestListProceduralFacts(t *testing.T) {
	t.Parallel()
	for _, tc := range listFactCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// TestRowThesisUnquoted: a thesis cell that restates a provision without
// quotation marks is the row's ruling's thesis (tabela), the provision its
// second candidate; with no ruling in the row it stays the provision's.
func TestRowThesisUnquoted(t *testing.T) {
	const thesis = "Zgodnie z art. 436 § 2 k.c. w razie zderzenia się mechanicznych środków komunikacji wymienione osoby mogą wzajemnie żądać naprawienia poniesionych szkód tylko na zasadach ogólnych."
	cases := []struct {
		name, first, src string
		from             cite.AnchorFrom
	}{
		{"a ruling in the row", "Wyrok SR dla Warszawy-Śródmieścia w Warszawie z dnia 24 października 2014 r., I C 45/14", "I C 45/14", cite.FromTable},
		{"control: no ruling in the row", "Zderzenie pojazdów", "art. 436 § 2 Kodeks cywilny", cite.FromCitation},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			in := tableInput("Zestawienie:", [][]string{{"Orzeczenie", "Teza"}, {tc.first, thesis}}, true)
			var got []Claim
			for _, c := range Extract(in).Claims {
				if c.ClaimType == cite.Parafraza {
					got = append(got, c)
				}
			}
			if len(got) != 1 || got[0].SourceID != tc.src || got[0].AnchorFrom != tc.from || got[0].Ambiguous {
				t.Fatalf("paraphrases %+v, want one of %s from %s", got, tc.src, tc.from)
			}
		})
	}
}
