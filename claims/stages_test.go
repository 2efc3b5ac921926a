package claims

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// The stages of Extract, each tested on its own output.

const (
	stageMemo = "Zgodnie z art. 5 k.c. nie można czynić ze swego prawa użytku. Sąd Najwyższy w wyroku z dnia 5 lipca 2002 r., III CZP 39/02, " +
		"przyjął, że „kara umowna należy się. Zawsze.” Tamże, pkt 3."
	stageBlocks = "# Stan prawny\n\nArt. 415 k.c. stanowi: „Kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia.”\n\n" +
		"> Dalszy cytat.\n\nPor. wyrok SN z 12.03.2019 r., II CSK 1/19."
	stageActs = "Zgodnie z art. 15 ustawy z dnia 16 kwietnia 1993 r. o zwalczaniu nieuczciwej konkurencji (dalej: „u.z.n.k.”) czynem nieuczciwej " +
		"konkurencji jest utrudnianie dostępu do rynku. Art. 18 u.z.n.k. stanowi o roszczeniach. Stosownie do art. 3 tej ustawy czynem jest " +
		"działanie sprzeczne z prawem."
	stageLater = "W wyroku z dnia 1 marca 2019 r., I CSK 10/18, SN uznał, że umowa jest ważna. W powołanym wyroku Sąd Najwyższy dodał, że " +
		"„nieważność jest wyjątkiem”."
	stageAuthor = "A. Nowak, Zobowiązania, Warszawa 2019, s. 10. Tak też A. Nowak, op. cit., s. 12."
)

// stageNotes is a memo with two footnotes: the second's „Tamże” is the
// first's ruling.
func stageNotes() Input {
	body := "Sąd przyjął tak w wyroku.¹ Dalej Sąd dodał: „kara jest należna”.²"
	fn1, fn2 := "Wyrok SN z 5 lipca 2002 r., III CZP 39/02.", "Tamże."
	text := body + "\n\n" + fn1 + "\n" + fn2
	a := len(body) + 2
	b := a + len(fn1) + 1
	return Input{Text: text, Footnotes: []Footnote{
		{Number: 1, Text: Span{a, a + len(fn1)}, Ref: strings.Index(body, "¹")},
		{Number: 2, Text: Span{b, b + len(fn2)}, Ref: strings.Index(body, "²")},
	}}
}

func TestSegment(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		in     Input
		sents  []string // text | footnote para section
		quotes []string
	}{
		{"abbreviations and a quotation's full stops end no sentence", Input{Text: stageMemo},
			[]string{"Zgodnie z art. 5 k.c. nie można czynić ze swego prawa użytku.|0 1 0",
				"Sąd Najwyższy w wyroku z dnia 5 lipca 2002 r., III CZP 39/02, przyjął, że „kara umowna należy się. Zawsze.”|0 1 0",
				"Tamże, pkt 3.|0 1 0"},
			[]string{"kara umowna należy się. Zawsze."}},
		{"a heading opens a section, a block quotation stays in its paragraph", Input{Text: stageBlocks},
			[]string{"# Stan prawny|0 1 1",
				"Art. 415 k.c. stanowi: „Kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia.”|0 2 1",
				"> Dalszy cytat.|0 2 1",
				"Por. wyrok SN z 12.03.2019 r., II CSK 1/19.|0 3 1"},
			[]string{"Kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia."}},
		{"a footnote mark stays with its sentence, a footnote is a unit", stageNotes(),
			[]string{"Sąd przyjął tak w wyroku.¹|0 1 0", "Dalej Sąd dodał: „kara jest należna”.²|0 1 0",
				"Wyrok SN z 5 lipca 2002 r., III CZP 39/02.|1 2 0", "Tamże.|2 3 0"},
			[]string{"kara jest należna"}},
	} {
		s := Segment(tc.in)
		var sents, quotes []string
		for _, se := range s.Sentences() {
			sents = append(sents, fmt.Sprintf("%s|%d %d %d", tc.in.Text[se.Start:se.End], se.Footnote, se.Para, se.Section))
		}
		for _, q := range s.Quotations() {
			quotes = append(quotes, tc.in.Text[q.InStart:q.InEnd])
		}
		if !slices.Equal(sents, tc.sents) || !slices.Equal(quotes, tc.quotes) {
			t.Errorf("%s:\nsentences %q\nwant      %q\nquotations %q, want %q", tc.name, sents, tc.sents, quotes, tc.quotes)
		}
	}
}

// citationLine writes a citation for the stage tests: its kind, text,
// source and flags.
func citationLine(text string, c Citation) string {
	kind := [...]string{"ruling", "act", "short", "court"}[c.Kind]
	var flags []string
	if c.Por {
		flags = append(flags, "por")
	}
	if c.InQuote {
		flags = append(flags, "quoted")
	}
	if c.Antecedent != "" {
		flags = append(flags, "→ "+c.Antecedent)
	}
	if c.Unresolved {
		flags = append(flags, "unresolved")
	}
	parts := []string{kind, fmt.Sprintf("%q", text[c.Start:c.End])}
	if id := sourceID(c.Anchor); id != "" {
		parts = append(parts, id)
	}
	return strings.Join(append(parts, flags...), " ")
}

func TestFindCitations(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		text string
		want []string
	}{
		{"a provision with its act, a ruling with its court, form and date, a short form not yet resolved", stageMemo, []string{
			`act "art. 5 k.c." art. 5 Kodeks cywilny`,
			`ruling "Sąd Najwyższy w wyroku z dnia 5 lipca 2002 r., III CZP 39/02" III CZP 39/02`,
			`short "Tamże"`}},
		{"por. makes a reference of its own", stageBlocks, []string{
			`act "Art. 415 k.c." art. 415 Kodeks cywilny`,
			`ruling "wyrok SN z 12.03.2019 r., II CSK 1/19" II CSK 1/19 por`}},
		{"a citation inside a quotation is quoted text", "Sąd Najwyższy stwierdził: „zgodnie z art. 6 k.c. ciężar dowodu spoczywa na powodzie”.", []string{
			`court "Sąd Najwyższy"`,
			`act "art. 6 k.c." art. 6 Kodeks cywilny quoted`}},
		{"an ECLI, a CELEX number and a court named alone", "Zob. ECLI:EU:C:2019:1064 i CELEX 32016R0679. SN przyjął to samo.", []string{
			`ruling "ECLI:EU:C:2019:1064" ECLI:EU:C:2019:1064 por`,
			`act "32016R0679" 32016R0679`,
			`court "SN"`}},
	} {
		c := FindCitations(Segment(Input{Text: tc.text}))
		var got []string
		for i := range c.Sentences() {
			for _, ci := range c.Citations(i) {
				got = append(got, citationLine(tc.text, ci))
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s:\ngot  %q\nwant %q", tc.name, got, tc.want)
		}
	}
}

func TestResolveReferences(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		in    Input
		want  []string
		order []int
	}{
		{"tamże is the citation just before", Input{Text: stageMemo}, []string{
			`act "art. 5 k.c." art. 5 Kodeks cywilny`,
			`ruling "Sąd Najwyższy w wyroku z dnia 5 lipca 2002 r., III CZP 39/02" III CZP 39/02`,
			`short "Tamże" III CZP 39/02 → III CZP 39/02`}, []int{0, 1, 2}},
		{"an act's alias and „tej ustawy” name the act defined before", Input{Text: stageActs}, []string{
			`act "art. 15 ustawy z dnia 16 kwietnia 1993 r. o zwalczaniu nieuczciwej konkurencji " art. 15 ustawy z dnia 16 kwietnia 1993 r. o zwalczaniu nieuczciwej konkurencji`,
			`act "Art. 18 u.z.n.k." art. 18 ustawy z dnia 16 kwietnia 1993 r. o zwalczaniu nieuczciwej konkurencji`,
			`act "art. 3 tej ustawy" art. 3 ustawy z dnia 16 kwietnia 1993 r. o zwalczaniu nieuczciwej konkurencji`}, []int{0, 1, 2}},
		{"a footnote is read after its mark; its „Tamże” is the previous footnote's source", stageNotes(), []string{
			`ruling "Wyrok SN z 5 lipca 2002 r., III CZP 39/02" III CZP 39/02`,
			`short "Tamże" III CZP 39/02 → III CZP 39/02`}, []int{0, 2, 1, 3}},
		{"a pointer finds the one earlier ruling it fits", Input{Text: stageLater}, []string{
			`ruling "wyroku z dnia 1 marca 2019 r., I CSK 10/18, SN" I CSK 10/18`,
			`short "powołanym wyroku Sąd Najwyższy" I CSK 10/18 → I CSK 10/18`}, []int{0, 1}},
		{"op. cit. is the author's work (and „Tak też” makes it a reference of its own)", Input{Text: stageAuthor}, []string{
			`short "op. cit." Nowak, Zobowiązania, Warszawa 2019 por → Nowak, Zobowiązania, Warszawa 2019`}, []int{0, 1}},
		{"a short form with nothing before it stays unresolved", Input{Text: "Tamże, s. 5."}, []string{
			`short "Tamże" unresolved`}, []int{0}},
	} {
		r := ResolveReferences(FindCitations(Segment(tc.in)))
		var got []string
		for i := range r.Sentences() {
			for _, ci := range r.Citations(i) {
				got = append(got, citationLine(tc.in.Text, ci))
			}
		}
		if !slices.Equal(got, tc.want) || !slices.Equal(r.Order(), tc.order) {
			t.Errorf("%s:\ngot  %q, order %v\nwant %q, order %v", tc.name, got, r.Order(), tc.want, tc.order)
		}
	}
}

func TestAttribute(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		in   Input
		want []string // type source from footnote | text
	}{
		{"a provision's paraphrase, a quotation its citation introduces, a pinpoint by tamże", Input{Text: stageMemo}, []string{
			"parafraza art. 5 Kodeks cywilny cytowanie 0 | Zgodnie z art. 5 k.c. nie można czynić ze swego prawa użytku.",
			"cytat_doslowny III CZP 39/02 cytowanie 0 | kara umowna należy się. Zawsze.",
			"powolanie III CZP 39/02 skrot 0 | Tamże"}}, // a pinpoint alone states no thesis (TestPinpointOnly)
		{"a court's position, and a quotation of the ruling a pointer names", Input{Text: stageLater}, []string{
			"stanowisko_sadu I CSK 10/18 cytowanie 0 | umowa jest ważna",
			"cytat_doslowny I CSK 10/18 skrot 0 | nieważność jest wyjątkiem"}},
		{"a quotation anchored by the footnote after it", stageNotes(), []string{
			"cytat_doslowny III CZP 39/02 tamze 2 | kara jest należna",
			"powolanie III CZP 39/02 cytowanie 0 | Wyrok SN z 5 lipca 2002 r., III CZP 39/02"}},
		{"a quoted provision's text", Input{Text: stageBlocks}, []string{
			"cytat_doslowny art. 415 Kodeks cywilny cytowanie 0 | Kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia.",
			"powolanie II CSK 1/19 cytowanie 0 | wyrok SN z 12.03.2019 r., II CSK 1/19"}},
	} {
		res := Attribute(ResolveReferences(FindCitations(Segment(tc.in))))
		var got []string
		for _, c := range res.Claims {
			got = append(got, fmt.Sprintf("%s %s %s %d | %s", c.ClaimType, c.SourceID, c.AnchorFrom, c.AnchorFootnote, c.ClaimText+c.Quote))
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s:\ngot  %q\nwant %q", tc.name, got, tc.want)
		}
		if cl := Extract(tc.in); len(cl.Claims) != len(res.Claims) {
			t.Errorf("%s: Extract gives %d claims, the stages %d", tc.name, len(cl.Claims), len(res.Claims))
		}
	}
}

// TestStagesRunOnce: a stage does not run twice on one memo (its state
// would be read twice).
func TestStagesRunOnce(t *testing.T) {
	t.Parallel()
	s := Segment(Input{Text: stageMemo})
	c := FindCitations(s)
	for name, again := range map[string]func(){
		"FindCitations":     func() { FindCitations(s) },
		"ResolveReferences": func() { r := ResolveReferences(c); ResolveReferences(r.Cited) },
		"Attribute": func() {
			r := ResolveReferences(FindCitations(Segment(Input{Text: stageMemo})))
			Attribute(r)
			Attribute(r)
		},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s ran twice on one memo", name)
				}
			}()
			again()
		}()
	}
}
