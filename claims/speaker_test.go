package claims

import (
	"testing"

	"citeguard/cite"
)

// courtSpeaksCases: issue 22 — a court named as the speaker, a provision in
// an inserted clause of the lead-in („omawiając art. …”, „powołując się na
// art. …”, „na tle art. …”): the quotation is a ruling of that court's —
// the one the footnote names, the nearest cited before, or the first cited
// after — or, with none, searched in the library; never the provision's.
var courtSpeaksCases = []tcase{
	{name: "block quotation, the ruling's signature in the next paragraph",
		text: "Sąd Okręgowy w Gliwicach, omawiając funkcję art. 445 § 1 k.c., zauważył:\n\n„Zadośćuczynienie pełni przede wszystkim funkcję kompensacyjną, a przyznana suma ma stanowić przybliżony ekwiwalent szkody niemajątkowej”.\n\n(wyrok SO w Gliwicach z dnia 25 września 2014 r., I C 238/13)",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 445 § 1 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "I C 238/13", from: cite.FromContext, cue: "Sąd Okręgowy w Gliwicach"},
			{typ: cite.Powolanie, src: "I C 238/13"}}},
	{name: "„powołując się na”, the court's ruling cited in the paragraph before",
		text: "W wyroku z dnia 29 listopada 2012 r., II Ca 667/12, Sąd Okręgowy w Jeleniej Górze rozpoznał apelację powoda.\n\nSąd Okręgowy w Jeleniej Górze, powołując się na art. 361 § 1 k.c., stwierdził, że „zakres odpowiedzialności ubezpieczyciela z tytułu wypadku komunikacyjnego uregulowany został w przepisach ustawy oraz Kodeksu cywilnego”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "II Ca 667/12"},
			{typ: cite.Powolanie, src: "art. 361 § 1 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "II Ca 667/12", from: cite.FromContext}}},
	{name: "a court by its kind alone, „na tle art.”, a ruling of that kind cited before",
		text: "W wyroku Sądu Apelacyjnego we Wrocławiu, sygn. akt I ACa 1403/12, rozpoznano apelację ubezpieczyciela.\n\nSąd Apelacyjny, na tle art. 817 § 1 k.c., stwierdził, że „strona pozwana nie kwestionowała swojej odpowiedzialności, także okoliczności sprawy dawały możliwość wypłaty odszkodowania”.",
		claims: []want{
			{typ: cite.Powolanie, src: "I ACa 1403/12"},
			{typ: cite.Powolanie, src: "art. 817 § 1 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "I ACa 1403/12", from: cite.FromContext}}},
	{name: "the ruling in the sentence's footnote",
		text: "Sąd Okręgowy w Świdnicy, analizując art. 445 § 1 k.c., zauważył[^1]: „wysokość zadośćuczynienia musi przedstawiać ekonomicznie odczuwalną wartość dla poszkodowanego”.\n\n[^1]: Wyrok SO w Świdnicy z dnia 27 listopada 2014 r., II Ca 773/14.",
		fns:  []Footnote{{Number: 1}},
		claims: []want{
			{typ: cite.Powolanie, src: "art. 445 § 1 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "II Ca 773/14", from: cite.FromFootnote}}},
	{name: "no ruling of that court anywhere: the library, never the provision",
		text: "Sąd Okręgowy w Sieradzu, omawiając genezę art. 446 § 4 k.c., zauważył: „ustawodawca przyznał najbliższym członkom rodziny roszczenie o zadośćuczynienie za krzywdę doznaną wskutek śmierci osoby bliskiej”.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 446 § 4 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "", from: cite.FromLibrary}}},
	{name: "another court's ruling cited before is not the speaker's",
		text: "W wyroku z dnia 25 września 2014 r., I C 238/13, Sąd Okręgowy w Gliwicach rozpoznał sprawę o zadośćuczynienie.\n\nSąd Apelacyjny w Katowicach, odnosząc się do art. 445 § 1 k.c., stwierdził, że „zadośćuczynienie nie może stanowić źródła wzbogacenia poszkodowanego ani być symboliczne”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I C 238/13"},
			{typ: cite.Powolanie, src: "art. 445 § 1 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "", from: cite.FromLibrary}}},
	{name: "typed without Polish letters („omawiajac”, „zauwazyl”)",
		text: "W wyroku z dnia 25 wrzesnia 2014 r., I C 238/13, Sad Okregowy w Gliwicach rozpoznal sprawe o zadoscuczynienie.\n\nSad Okregowy w Gliwicach, omawiajac art. 445 § 1 k.c., zauwazyl, ze \"zadoscuczynienie pelni przede wszystkim funkcje kompensacyjna i ma stanowic przyblizony ekwiwalent szkody\".",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I C 238/13"},
			{typ: cite.Powolanie, src: "art. 445 § 1 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "I C 238/13", from: cite.FromContext}}},
	{name: "control: the ruling named in the sentence, before the inserted clause",
		text: "Sąd Okręgowy w Gliwicach w wyroku z dnia 25 września 2014 r., I C 238/13, omawiając art. 445 § 1 k.c., zauważył: „zadośćuczynienie pełni przede wszystkim funkcję kompensacyjną i ma stanowić przybliżony ekwiwalent szkody”.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 445 § 1 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "I C 238/13", from: cite.FromCitation}}},
	{name: "a court named with its seat, no inserted clause: its ruling cited next",
		text: "Sąd Okręgowy w Świdnicy zauważył:\n\n„wysokość zadośćuczynienia musi przedstawiać ekonomicznie odczuwalną wartość dla poszkodowanego”.\n\n(wyrok SO w Świdnicy z dnia 27 listopada 2014 r., II Ca 773/14)",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "II Ca 773/14", from: cite.FromContext},
			{typ: cite.Powolanie, src: "II Ca 773/14"}}},
	{name: "control: „Sąd Najwyższy wskazał” is not the next ruling of that court cited: the library is searched",
		text:   "Sąd Najwyższy wskazał, że „zadośćuczynienie ma charakter kompensacyjny i nie może być symboliczne”. W wyroku z dnia 5 lutego 2018 r., II CSK 5/18, Sąd Najwyższy rozpoznał skargę kasacyjną pozwanego.",
		claims: []want{{typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}, {typ: cite.FaktProceduralny, src: "II CSK 5/18"}}},
	{name: "control: the court says what the provision says („zgodnie z art.”): the provision",
		text:   "Sąd Najwyższy wskazał, że zgodnie z art. 5 k.c. „nie można czynić ze swego prawa użytku, który byłby sprzeczny ze społeczno-gospodarczym przeznaczeniem tego prawa”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 5 Kodeks cywilny", from: cite.FromCitation}}},
	{name: "control: a provision that speaks after the court („art. 5 k.c. stanowi”) keeps its words",
		text:   "Sąd Okręgowy w Gliwicach przypomniał, że art. 5 k.c. stanowi: „nie można czynić ze swego prawa użytku, który byłby sprzeczny ze społeczno-gospodarczym przeznaczeniem tego prawa”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 5 Kodeks cywilny", from: cite.FromCitation}}},
}

func TestCourtSpeaks(t *testing.T) {
	t.Parallel()
	for _, tc := range courtSpeaksCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// foldedProcedureTwins: issue 22 — a procedural fact typed without Polish
// letters is read as the same sentence with them: the two give the same
// claims.
var foldedProcedureTwins = []struct {
	name, polish, folded string
	typ                  cite.ClaimType // of the first claim of both
}{
	{"„zakończyło się”", "Postępowanie apelacyjne w sprawie II Ca 773/14 zakończyło się oddaleniem apelacji strony pozwanej.",
		"Postepowanie apelacyjne w sprawie II Ca 773/14 zakonczylo sie oddaleniem apelacji strony pozwanej.", cite.FaktProceduralny},
	{"„doprowadziła”", "W sprawie II Ca 773/14 apelacja strony pozwanej nie doprowadziła do zmiany wyroku Sądu Rejonowego w Świdnicy.",
		"W sprawie II Ca 773/14 apelacja strony pozwanej nie doprowadzila do zmiany wyroku Sadu Rejonowego w Swidnicy.", cite.FaktProceduralny},
	{"„skutkowało” with the signature in parentheses", "W tej sprawie (II Ca 773/14) apelacja pozwanego skutkowała zmianą wyroku Sądu Rejonowego w zaskarżonej części.",
		"W tej sprawie (II Ca 773/14) apelacja pozwanego skutkowala zmiana wyroku Sadu Rejonowego w zaskarzonej czesci.", cite.FaktProceduralny},
	{"a cited case's outcome („okazała się uzasadniona”) is a procedural fact in both", "W tej sprawie (II Ca 773/14) apelacja okazała się uzasadniona, co skutkowało zmianą wyroku Sądu Rejonowego w zaskarżonej części.",
		"W tej sprawie (II Ca 773/14) apelacja okazala sie uzasadniona, co skutkowalo zmiana wyroku Sadu Rejonowego w zaskarzonej czesci.", cite.FaktProceduralny},
}

func TestFoldedProcedure(t *testing.T) {
	t.Parallel()
	for _, tc := range foldedProcedureTwins {
		t.Run(tc.name, func(t *testing.T) {
			p, f := Extract(Input{Text: tc.polish}), Extract(Input{Text: tc.folded})
			if len(p.Claims) == 0 || p.Claims[0].ClaimType != tc.typ {
				t.Fatalf("with Polish letters: want %s first:\n%s", tc.typ, dump(p))
			}
			if len(f.Claims) != len(p.Claims) {
				t.Fatalf("without Polish letters: %d claims, with them %d:\n%s", len(f.Claims), len(p.Claims), dump(f))
			}
			for i := range p.Claims {
				if f.Claims[i].ClaimType != p.Claims[i].ClaimType || f.Claims[i].SourceID != p.Claims[i].SourceID {
					t.Errorf("claim %d: %s %s without Polish letters, %s %s with them", i, f.Claims[i].ClaimType, f.Claims[i].SourceID, p.Claims[i].ClaimType, p.Claims[i].SourceID)
				}
			}
		})
	}
}
