package claims

import (
	"testing"

	"citeguard/cite"
)

// ownCaseCases: class 11 of issue 22 — the document's own case number is
// no citation and no claim; it is listed in Result.Own.
var ownCaseCases = []struct {
	name string
	text string
	own  []string
	tc   tcase
}{
	{name: "a pleading's header and the same signature later",
		text: "Sąd Okręgowy w Sieradzu\nI Wydział Cywilny\nSygn. akt: I C 55/26\n\nODPOWIEDŹ NA POZEW\n\nW niniejszej sprawie (I C 55/26) pozwany nie kwestionuje zasady odpowiedzialności. Sąd Najwyższy w wyroku z dnia 5 lutego 2018 r., II CSK 5/18, przyjął, że „sama nietrzeźwość pieszego nie przesądza jeszcze o jego wyłącznej winie”.",
		own:  []string{"I C 55/26", "I C 55/26"},
		tc:   tcase{claims: []want{{typ: cite.CytatDoslowny, src: "II CSK 5/18", from: cite.FromCitation}}}},
	{name: "Sygnatura akt without a colon, a no-break space after it",
		text: "Sygnatura akt\u00a0II Ca 77/25\n\nAPELACJA\n\nSąd Apelacyjny w wyroku z dnia 3 marca 2016 r., I ACa 50/15, wskazał, że „zadośćuczynienie ma charakter kompensacyjny”.",
		own:  []string{"II Ca 77/25"},
		tc:   tcase{claims: []want{{typ: cite.CytatDoslowny, src: "I ACa 50/15"}}}},
	{name: "control: a ruling cited deep in the text is a citation",
		text: "Pozwany nie kwestionuje zasady odpowiedzialności, co potwierdził wyrok Sądu Najwyższego z dnia 5 lutego 2018 r., II CSK 5/18.",
		tc:   tcase{claims: []want{{typ: cite.Parafraza, src: "II CSK 5/18"}}}},
}

func TestOwnCase(t *testing.T) {
	t.Parallel()
	for _, c := range ownCaseCases {
		t.Run(c.name, func(t *testing.T) {
			tc := c.tc
			tc.text = c.text
			runCase(t, tc)
			res := Extract(Input{Text: c.text})
			if len(res.Own) != len(c.own) {
				t.Fatalf("own case: got %d, want %d: %+v", len(res.Own), len(c.own), res.Own)
			}
			for i, id := range c.own {
				if res.Own[i].SourceID != id {
					t.Errorf("own[%d] = %q, want %q", i, res.Own[i].SourceID, id)
				}
			}
		})
	}
}

// provisionSignatureCases: classes 12 and 13 of issue 22 — a signature
// written with a no-break space or a no-break hyphen is found like any
// other; an article's superscript typed in parentheses or after a caret is
// the superscript.
var provisionSignatureCases = []tcase{
	{name: "12 a signature with no-break spaces (as Word writes it)",
		text:   "Sąd Najwyższy w wyroku z dnia 14 marca 2019 r., I\u00a0CSK\u00a0901/18, oddalił skargę kasacyjną.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I CSK 901/18", anchor: cite.Anchor{Data: "2019-03-14"}}}},
	{name: "12 a signature with a no-break hyphen",
		text:   "Sąd Apelacyjny w wyroku z dnia 3 marca 2016 r., I\u2011ACa 50/15, oddalił apelację pozwanego.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I ACa 50/15"}}},
	{name: "14 a procedural fact typed without Polish letters is one",
		text:   "Podobna sprawe rozstrzygal Sad Rejonowy w Kutnie (wyrok z 3 marca 2016 r., I C 50/15).",
		claims: []want{{typ: cite.FaktProceduralny, src: "I C 50/15"}}},
	{name: "14 „oddalil powodztwo” without Polish letters",
		text:   "W wyroku z 3 marca 2016 r., I C 51/15, sad oddalil powodztwo w calosci.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I C 51/15"}}},
	{name: "13 art. 442(1) § 2 k.c. is art. 442¹",
		text:   "Zgodnie z art. 442(1) § 2 k.c. „jeżeli szkoda wynikła ze zbrodni lub występku, roszczenie o naprawienie szkody ulega przedawnieniu z upływem lat dwudziestu”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 442¹ § 2 Kodeks cywilny", anchor: cite.Anchor{Przepis: "art. 442¹ § 2"}}}},
	{name: "13 art. 446^1 k.c. is art. 446¹",
		text:   "Art. 446^1 k.c. stanowi, że „z chwilą urodzenia dziecko może żądać naprawienia szkód doznanych przed urodzeniem”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 446¹ Kodeks cywilny"}}},
}

func TestProvisionSignatureForms(t *testing.T) {
	t.Parallel()
	for _, tc := range provisionSignatureCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// backReferenceCases: class 8 of issue 22 — a ruling's „op. cit.” after a
// footnote („Wyrok SA w Gdańsku, op. cit.”) is the last ruling of that
// court, and „Tamże” after it is that ruling too.
var backReferenceCases = []tcase{
	{name: "8 a ruling's op. cit. in a footnote, then Tamże",
		text: "Sąd Apelacyjny w Gdańsku przyjął, że „renta ma charakter alimentacyjny i służy pokryciu bieżących potrzeb”.[^1] Sąd Najwyższy zauważył, że „zwiększone potrzeby obejmują koszty opieki osób bliskich”.[^2] Sąd gdański dodał: „koszty opieki należą się także wtedy, gdy opiekę sprawuje członek rodziny”.[^3] Zaznaczył też: „wysokość renty ocenia się według stanu z daty orzekania”.[^4]\n\n" +
			"[^1]: Wyrok SA w Gdańsku z 12 maja 2015 r., I ACa 44/15.\n\n[^2]: Wyrok SN z 3 lutego 2010 r., II CSK 2/10.\n\n[^3]: Wyrok SA w Gdańsku, op. cit.\n\n[^4]: Tamże.",
		fns: []Footnote{{Number: 1}, {Number: 2}, {Number: 3}, {Number: 4}},
		claims: []want{
			{typ: cite.CytatDoslowny, src: "I ACa 44/15", from: cite.FromFootnote},
			{typ: cite.CytatDoslowny, src: "II CSK 2/10", from: cite.FromFootnote},
			{typ: cite.CytatDoslowny, src: "I ACa 44/15", short: "op. cit.", antecedent: "I ACa 44/15"},
			{typ: cite.CytatDoslowny, src: "I ACa 44/15", short: "Tamże", antecedent: "I ACa 44/15"},
		}},
	{name: "8 control: an author's op. cit. stays the author's work, a court cited between",
		text: "Por. J. Nowicki, Renta odszkodowawcza, Warszawa 2016, s. 10. Por. też wyrok SA w Gdańsku z 12 maja 2015 r., I ACa 44/15. Autor uznał: „renta wygasa ze śmiercią uprawnionego i nie przechodzi na spadkobierców” (Nowicki, op. cit., s. 12).",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 44/15"},
			{typ: cite.CytatDoslowny, src: "Nowicki, Renta odszkodowawcza, Warszawa 2016", short: "op. cit."}},
	},
}

func TestBackReferences(t *testing.T) {
	t.Parallel()
	for _, tc := range backReferenceCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
