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
	{name: "the own case named only in the text („w niniejszej sprawie”), the header being the page's",
		text: "ODPOWIEDŹ NA POZEW\n\nW niniejszej sprawie (sygn. akt I C 56/26) pozwany wnosi o oddalenie powództwa. Sąd Najwyższy w wyroku z dnia 5 lutego 2018 r., II CSK 5/18, przyjął, że „sama nietrzeźwość pieszego nie przesądza jeszcze o jego wyłącznej winie”.",
		own:  []string{"I C 56/26"},
		tc:   tcase{claims: []want{{typ: cite.CytatDoslowny, src: "II CSK 5/18"}}}},
	{name: "control: a ruling's label line at the top is no own case",
		text: "Orzecznictwo\n\nSygn. akt II CSK 5/18 – wyrok SN z dnia 5 lutego 2018 r.\n\n- „sama nietrzeźwość pieszego nie przesądza jeszcze o jego wyłącznej winie”\n",
		tc:   tcase{claims: []want{{typ: cite.Powolanie, src: "II CSK 5/18"}, {typ: cite.CytatDoslowny, src: "II CSK 5/18", from: cite.FromList}}}},
	{name: "control: a case number after „sygn. akt” mid-text is another case",
		text: "Powód powołał się na wyrok Sądu Najwyższego z dnia 5 lutego 2018 r., sygn. akt II CSK 5/18, który dotyczył innej sytuacji.",
		tc:   tcase{claims: []want{{typ: cite.Powolanie, src: "II CSK 5/18"}}}},
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
	{name: "14 back-references typed without Polish letters („Sad ten dodal”)",
		text: "Tak samo ocenil to Sad Okregowy w Kielcach w wyroku z 16 pazdziernika 2014 r. (II Ca 95/14), przytaczajac stanowisko sadu rejonowego.\n\nSad Okregowy w Kielcach przypomnial, ze \"zadośćuczynienie ma charakter kompensacyjny i nie może być symboliczne\".\n\nSad ten dodal: \"jego wysokość musi przedstawiać ekonomicznie odczuwalną wartość\".",
		claims: []want{{typ: cite.FaktProceduralny, src: "II Ca 95/14"},
			{typ: cite.CytatDoslowny, src: "II Ca 95/14", from: cite.FromContext},
			{typ: cite.CytatDoslowny, src: "II Ca 95/14", from: cite.FromContext, cue: "Sad ten"}}},
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
	{name: "8 „W wyżej powołanym wyroku” after two footnotes is the nearer ruling",
		text: "Sąd Najwyższy uznał, że „renta ma charakter alimentacyjny i służy pokryciu bieżących potrzeb poszkodowanego”.[^1] Sąd Apelacyjny w Gdańsku dodał, że „zwiększone potrzeby obejmują koszty opieki osób bliskich”.[^2]\n\nW wyżej powołanym wyroku podkreślono: „koszty opieki należą się także wtedy, gdy opiekę sprawuje członek rodziny”.\n\n[^1]: Wyrok SN z 3 lutego 2010 r., II CSK 2/10.\n\n[^2]: Wyrok SA w Gdańsku z 12 maja 2015 r., I ACa 44/15.",
		fns:  []Footnote{{Number: 1}, {Number: 2}},
		claims: []want{{typ: cite.CytatDoslowny, src: "II CSK 2/10"}, {typ: cite.CytatDoslowny, src: "I ACa 44/15"},
			{typ: cite.CytatDoslowny, src: "I ACa 44/15", short: "wyżej powołanym", antecedent: "I ACa 44/15"}}},
	{name: "8 „w przywołanej uchwale” is the uchwała, though a wyrok was cited after it",
		text: "Sąd Najwyższy uznał, że „renta ma charakter alimentacyjny i służy pokryciu bieżących potrzeb poszkodowanego”.[^1] Sąd Apelacyjny w Gdańsku dodał, że „zwiększone potrzeby obejmują koszty opieki osób bliskich”.[^2]\n\nW przywołanej uchwale zaznaczono: „wysokość renty ocenia się według stanu z daty orzekania w sprawie”.\n\n[^1]: Uchwała SN z 3 lutego 2010 r., III CZP 2/10.\n\n[^2]: Wyrok SA w Gdańsku z 12 maja 2015 r., I ACa 44/15.",
		fns:  []Footnote{{Number: 1}, {Number: 2}},
		claims: []want{{typ: cite.CytatDoslowny, src: "III CZP 2/10"}, {typ: cite.CytatDoslowny, src: "I ACa 44/15"},
			{typ: cite.CytatDoslowny, src: "III CZP 2/10", antecedent: "III CZP 2/10"}}},
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

// structureCases: class 1 of issue 22 — the anchor is not in the
// sentence: bullets under a bold signature line (anchor_from lista), a
// heading that names the ruling (naglowek), „Ten sam przepis stanowi
// dalej: …”, „I dalej: …”, a quotation in the paragraph after a colon.
var structureCases = []tcase{
	{name: "1 bullets under a bold signature line",
		text: "## Orzecznictwo\n\n**II Ca 7/13 – wyrok SO w Legnicy z 15 listopada 2013 r.**\n\n- „Poszkodowany może wynająć pojazd zastępczy na czas naprawy uszkodzonego auta bez żadnych ograniczeń.”\n- \"Koszty najmu pojazdu zastępczego podlegają zwrotowi w rozsądnych granicach czasu naprawy.\"\n",
		claims: []want{{typ: cite.Powolanie, src: "II Ca 7/13"},
			{typ: cite.CytatDoslowny, src: "II Ca 7/13", from: cite.FromList, cue: "II Ca 7/13 – wyrok SO w Legnicy"},
			{typ: cite.CytatDoslowny, src: "II Ca 7/13", from: cite.FromList}}},
	{name: "1 a second label starts a second list",
		text: "**I ACa 40/14 – wyrok SA w Białymstoku z 10 października 2014 r.:**\n\n- „Zadośćuczynienie ma przede wszystkim charakter kompensacyjny i musi przedstawiać odczuwalną wartość.”\n\n**I ACa 37/14 – wyrok SA w Lublinie z 30 września 2014 r.:**\n\n- „Ustalenie wysokości zadośćuczynienia należy do sfery swobodnego uznania sędziowskiego w każdej sprawie.”\n",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 40/14"}, {typ: cite.CytatDoslowny, src: "I ACa 40/14", from: cite.FromList},
			{typ: cite.Powolanie, src: "I ACa 37/14"}, {typ: cite.CytatDoslowny, src: "I ACa 37/14", from: cite.FromList}}},
	{name: "1 nested bullets under a bold list item",
		text: "Orzecznictwo sądów apelacyjnych:\n\n- **I ACa 40/14** – wyrok SA w Białymstoku z 10 października 2014 r.\n  - „Zadośćuczynienie ma przede wszystkim charakter kompensacyjny i musi przedstawiać odczuwalną wartość.”\n- **I ACa 37/14** – wyrok SA w Lublinie z 30 września 2014 r.\n  - „Ustalenie wysokości zadośćuczynienia należy do sfery swobodnego uznania sędziowskiego w każdej sprawie.”\n",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 40/14"}, {typ: cite.CytatDoslowny, src: "I ACa 40/14", from: cite.FromList},
			{typ: cite.Powolanie, src: "I ACa 37/14"}, {typ: cite.CytatDoslowny, src: "I ACa 37/14", from: cite.FromList}}},
	{name: "1 control: a list item that only cites labels nothing after it",
		text:   "Zob. też:\n\n- wyrok SN z 3 marca 2020 r., II CSK 5/19;\n- „przy ustalaniu zadośćuczynienia sąd bierze pod uwagę wszystkie okoliczności sprawy”\n",
		claims: []want{{typ: cite.Powolanie, src: "II CSK 5/19"}, {typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "1 a heading that names the ruling",
		text: "## Wyrok SA w Lublinie z 30 września 2014 r., I ACa 37/14\n\nKluczowy fragment brzmi: „Ustalenie wysokości zadośćuczynienia należy do sfery swobodnego uznania sędziowskiego.”\n",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 37/14"},
			{typ: cite.CytatDoslowny, src: "I ACa 37/14", from: cite.FromHeading, cue: "I ACa 37/14"}}},
	{name: "1 Ten sam przepis stanowi dalej",
		text: "Art. 446 § 3 k.c. stanowi: „Sąd może ponadto przyznać najbliższym członkom rodziny zmarłego stosowne odszkodowanie.” Ten sam przepis stanowi dalej: „jeżeli wskutek jego śmierci nastąpiło znaczne pogorszenie ich sytuacji życiowej.”",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 446 § 3 Kodeks cywilny", from: cite.FromCitation},
			{typ: cite.CytatDoslowny, src: "art. 446 Kodeks cywilny", from: cite.FromContext, cue: "Ten sam przepis"}}},
	{name: "1 control: „przepis ten” that does not speak anchors no quotation",
		text:   "Pracownik naruszał obowiązki wymienione w art. 100 § 1 k.p. Wykładnia (skoro przepis ten mógłby mieć zastosowanie w praktyce) prowadzi do przyznania odprawy „w przypadkach obiektywnie wysoce nagannych zachowań w świadczeniu pracy”.",
		claims: []want{{typ: cite.Powolanie, src: "art. 100 § 1 Kodeks pracy"}, {typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "1 I dalej, and W tym samym uzasadnieniu Sąd podkreślił",
		text: "Sąd Apelacyjny w Krakowie w wyroku z dnia 5 marca 2015 r., I ACa 99/14, wskazał: „zadośćuczynienie ma charakter kompensacyjny i nie może być symboliczne.” I dalej: „jego wysokość musi przedstawiać ekonomicznie odczuwalną wartość dla poszkodowanego.”\n\nW tym samym uzasadnieniu Sąd podkreślił: „nie można pomijać stopy życiowej społeczeństwa przy ustalaniu kwoty.”",
		claims: []want{{typ: cite.CytatDoslowny, src: "I ACa 99/14"}, {typ: cite.CytatDoslowny, src: "I ACa 99/14", from: cite.FromContext},
			{typ: cite.CytatDoslowny, src: "I ACa 99/14", from: cite.FromContext}}},
	{name: "1 a colon introduces the quotation of the next paragraph",
		text:   "Sąd Okręgowy w Kielcach w wyroku z dnia 16 października 2014 r., II Ca 95/14, wyjaśnił to następująco:\n\n„Śmierć osoby najbliższej powoduje naruszenie dobra osobistego osoby związanej emocjonalnie ze zmarłym.”",
		claims: []want{{typ: cite.Powolanie, src: "II Ca 95/14"}, {typ: cite.CytatDoslowny, src: "II Ca 95/14"}}},
	{name: "1 control: a heading without a ruling anchors nothing",
		text:   "## Podsumowanie\n\nJak się podkreśla, „nie każda więź rodzinna podlega ochronie jako dobro osobiste w każdym przypadku”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "1 control: a list under a paragraph of reasoning that cites a ruling has no label",
		text:   "Sąd Najwyższy w wyroku z dnia 5 lutego 2018 r., II CSK 5/18, rozważał zakres odszkodowania. Ubezpieczyciel podnosił jednak kilka zarzutów, które omawiamy niżej.\n\n- „pojazd zastępczy był zbędny, bo poszkodowany miał drugi samochód w rodzinie”\n",
		claims: []want{{typ: cite.FaktProceduralny, src: "II CSK 5/18"}, {typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
}

func TestStructureAnchors(t *testing.T) {
	t.Parallel()
	for _, tc := range structureCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// failSafeCases: class 2 of issue 22 — a quotation of sentence length that
// nothing anchors is a claim searched in the whole library (anchor_from
// biblioteka, no anchor); a short quoted term, a name, a title, and a
// quotation from a document outside the library are not.
var failSafeCases = []tcase{
	{name: "2 a sentence-length quotation with no source is searched in the library",
		text:   "W orzecznictwie utrwalił się pogląd, że „zadośćuczynienie nie może prowadzić do wzbogacenia poszkodowanego ponad miarę”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary, quote: "zadośćuczynienie nie może prowadzić do wzbogacenia poszkodowanego ponad miarę"}}},
	{name: "2 a quoted term is no claim",
		text:    "Ubezpieczyciel uznał zdarzenie za „zwykłą kolizję na przejściu” i odmówił wypłaty.",
		ignored: []string{WhyNoSource}},
	{name: "2 a contract's clause is no claim",
		text:    "Umowa najmu stanowi w § 4: „Najemca zwraca pojazd w stanie niepogorszonym i z pełnym bakiem paliwa”.",
		ignored: []string{WhyOutside}},
	{name: "2 a policy's wording is no claim",
		text:    "Na marginesie: zawarte w polisie sformułowanie „szkody na osobie obejmują wyłącznie szkody majątkowe poszkodowanego” jest niejasne.",
		ignored: []string{WhyOutside}},
	{name: "2 general terms (OWU) are no claim",
		text:    "Klauzula OWU „świadczenie wypłaca się dopiero po uprawomocnieniu się wyroku karnego” budzi wątpliwości.",
		ignored: []string{WhyOutside}},
	{name: "2 a statement in a settlement is no claim",
		text:    "W ugodzie Klientka oświadczyła: „Pokrzywdzona oświadcza, że nie ma żadnych roszczeń wobec sprawcy”.",
		ignored: []string{WhyOutside}},
	{name: "2 an e-mail is no claim",
		text:    "W e-mailu z 3 marca ubezpieczyciel napisał: „decyzja w sprawie zostanie wydana w ciągu trzydziestu dni”.",
		ignored: []string{WhyOutside}},
	{name: "2 the literature is no document outside the library: searched",
		text:   "W piśmiennictwie podkreśla się, że „zadośćuczynienie za krzywdę musi przedstawiać ekonomicznie odczuwalną wartość”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "2 a party's words are no claim",
		text:    "Pozwany podnosi, że „powód sam przyczynił się do powstania szkody, wbiegając na jezdnię”.",
		ignored: []string{WhyOutside}},
	{name: "2 an act's title is no claim",
		text:    "Zastosowanie ma ustawa z dnia 22 maja 2003 r. „o ubezpieczeniach obowiązkowych, Ubezpieczeniowym Funduszu Gwarancyjnym i Polskim Biurze Ubezpieczycieli Komunikacyjnych”.",
		ignored: []string{WhyTitle}},
}

func TestFailSafe(t *testing.T) {
	t.Parallel()
	for _, tc := range failSafeCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// explicitCases: class 6 of issue 22 — an explicit signature in the
// sentence or its footnote beats the ruling the paragraph is about; a bold
// heading „**I CSK 9901/99** – wyrok SN z dnia …” is one source.
var explicitCases = []tcase{
	{name: "6 a bold signature and its ruling's description are one source",
		text: "**I CSK 9901/99** – wyrok SN z dnia 14 marca 2019 r.\n\n- „Kara umowna należy się wierzycielowi niezależnie od wysokości poniesionej przez niego szkody.”\n",
		claims: []want{{typ: cite.Powolanie, src: "I CSK 9901/99", anchor: cite.Anchor{Data: "2019-03-14", Organ: "Sąd Najwyższy"}},
			{typ: cite.CytatDoslowny, src: "I CSK 9901/99", from: cite.FromList, anchor: cite.Anchor{Data: "2019-03-14"}}}},
	{name: "6 a signature in the sentence beats the paragraph's ruling",
		text:   "Sąd Apelacyjny w Łodzi w wyroku z dnia 6 listopada 2014 r., I ACa 62/14, rozważał koszty opieki. Jak wskazano w wyroku z dnia 28 września 2012 r., I ACa 71/12, „wyrok zasądzający zadośćuczynienie nie ma charakteru konstytutywnego, lecz deklaratywny”.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I ACa 62/14"}, {typ: cite.CytatDoslowny, src: "I ACa 71/12", from: cite.FromCitation}}},
	{name: "6 a signature in the footnote beats the paragraph's ruling",
		text:   "Sąd Apelacyjny w Łodzi w wyroku z dnia 6 listopada 2014 r., I ACa 62/14, rozważał koszty opieki. Podkreślono przy tym, że „zwrot kosztów opieki należy się niezależnie od tego, czy opiekę sprawował członek rodziny”.[^1]\n\n[^1]: Wyrok SA w Poznaniu z 28 września 2012 r., I ACa 71/12.",
		fns:    []Footnote{{Number: 1}},
		claims: []want{{typ: cite.FaktProceduralny, src: "I ACa 62/14"}, {typ: cite.CytatDoslowny, src: "I ACa 71/12", from: cite.FromFootnote}}},
}

func TestExplicitSignatureWins(t *testing.T) {
	t.Parallel()
	for _, tc := range explicitCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
