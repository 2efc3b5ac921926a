package claims

import (
	"testing"

	"citeguard/cite"
)

// heldOutCases are sentences written for the lead's classes 1–7 (REQUESTS.md,
// 2026-12-01 17:20) BEFORE the fixes and run only after them: other courts,
// acts and verbs than the development sentences of attribution_test.go, with
// negative controls that must not change. They check that the fixes
// generalise; they were not tuned after the first run.
//
// First run after the fixes: 32 of 36 passed (before the fixes: 17). Failed:
// H2c (a „że” between a topic provision and the introducing one did not
// count as a new clause), H4b (the signature „I SA/Łd 100/21”: a WSA seat
// with a Polish letter was not read at all), H7c („to pozwany” after the
// provision), H6d („W artykule 5 k.c.”: pl does not read the locative
// „artykule” yet — REQUESTS.md, asked of wt-verify; the case is left out of
// this table until pl reads it). The first three were then fixed as
// classes (clauseBreak, signatures.go, appliesProvision). H5a and H5b passed
// before the fixes too: their claim_text check is a substring, blind to
// the lead-in left at the end (conclusion_test.go's class 5 cases check
// noText); H7d passed before because „k.c. Spółka” cut the sentence in two.
var heldOutCases = []tcase{
	// --- 1. the memo's own conclusion naming a ruling is a powołanie ---
	{name: "H1a conclusion with wobec and Spółka",
		text:   "Wobec uchwały Sądu Najwyższego z dnia 26 kwietnia 2019 r., III CZP 70/18, dochodzenie przez Spółkę odsetek od dnia doręczenia pozwu wydaje się uzasadnione.",
		claims: []want{{typ: cite.Powolanie, src: "III CZP 70/18"}}},
	{name: "H1b conclusion in the first person plural",
		text:   "Zważywszy na wyrok NSA z dnia 12 grudnia 2018 r., II FSK 3000/16, oceniamy ryzyko zakwestionowania kosztów przez organ jako niskie.",
		claims: []want{{typ: cite.Powolanie, src: "II FSK 3000/16"}}},
	{name: "H1c naszym zdaniem with the ruling after",
		text:   "Stanowisko zamawiającego jest, naszym zdaniem, nie do obrony w świetle wyroku KIO z dnia 14 stycznia 2022 r., KIO 3500/21.",
		claims: []want{{typ: cite.Powolanie, src: "KIO 3500/21"}}},
	{name: "H1d the client's prospects with the ruling in parentheses",
		text:   "Apelacja Mocodawcy ma więc realne szanse powodzenia (wyrok Sądu Apelacyjnego we Wrocławiu z dnia 7 lipca 2021 r., I ACa 700/20).",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 700/20"}}},
	{name: "H1n1 a legal proposition with its ruling stays a paraphrase",
		text:   "Termin na wniesienie sprzeciwu od wyroku zaocznego nie podlega przedłużeniu przez sąd (postanowienie Sądu Najwyższego z dnia 9 lutego 2017 r., III CZ 80/16).",
		claims: []want{{typ: cite.Parafraza, src: "III CZ 80/16"}}},
	{name: "H1n2 another legal proposition stays a paraphrase",
		text:   "Zasiedzenie służebności przesyłu biegnie od dnia wybudowania urządzeń przesyłowych (uchwała Sądu Najwyższego z dnia 22 maja 2013 r., III CZP 18/13).",
		claims: []want{{typ: cite.Parafraza, src: "III CZP 18/13"}}},

	// --- 2. the provision that introduces the quotation anchors it ---
	{name: "H2a podczas gdy art. X stanowi:",
		text: "Przesłanki odpowiedzialności określa art. 430 k.c., podczas gdy art. 429 k.c. stanowi: „Kto powierza wykonanie czynności drugiemu, ten jest odpowiedzialny za szkodę wyrządzoną przez sprawcę przy wykonywaniu powierzonej mu czynności”.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 430 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "art. 429 Kodeks cywilny"}}},
	{name: "H2b ale art. X przewiduje, że",
		text: "Kwestię tę reguluje art. 118 k.c., ale art. 117 § 2 k.c. przewiduje, że „po upływie terminu przedawnienia ten, przeciwko komu przysługuje roszczenie, może uchylić się od jego zaspokojenia”.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 118 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "art. 117 § 2 Kodeks cywilny"}}},
	{name: "H2c a topic provision and a por. before the introducing one",
		text: "Na tle art. 3 k.p.c. (por. art. 6 k.c.) należy zauważyć, że art. 232 k.p.c. stanowi: „Strony są obowiązane wskazywać dowody dla stwierdzenia faktów, z których wywodzą skutki prawne.”",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 3 Kodeks postępowania cywilnego"},
			{typ: cite.Powolanie, src: "art. 6 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "art. 232 Kodeks postępowania cywilnego"}}},
	{name: "H2n the first provision introduces, the second is named after",
		text: "Art. 354 § 1 k.c. stanowi, że „dłużnik obowiązany jest wykonać zobowiązanie zgodnie z jego treścią”, przy czym art. 355 § 1 k.c. określa miernik należytej staranności.",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "art. 354 § 1 Kodeks cywilny"},
			{typ: cite.Powolanie, src: "art. 355 § 1 Kodeks cywilny"}}},

	// --- 3. a quotation in a paragraph about a ruling is that ruling's ---
	{name: "H3a Chodzi o sytuację, w której „…” after the ruling",
		text: "Sąd Apelacyjny w Białymstoku w wyroku z dnia 11 lutego 2020 r., I ACa 600/19, zajmował się zarzutem potrącenia. Chodzi o sytuację, w której „wierzytelność przedstawiona do potrącenia nie była jeszcze wymagalna w chwili złożenia oświadczenia”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 600/19"},
			{typ: cite.CytatDoslowny, src: "I ACa 600/19", from: cite.FromContext}}},
	{name: "H3b a block quotation after „W uzasadnieniu czytamy:” in its own paragraph",
		text: "Wojewódzki Sąd Administracyjny w Gliwicach w wyroku z dnia 5 października 2021 r., I SA/Gl 500/21, uchylił decyzję organu. W uzasadnieniu czytamy:\n\n„Organ nie wyjaśnił, dlaczego odmówił wiary zeznaniom świadków przedstawionych przez stronę.”",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I SA/Gl 500/21"},
			{typ: cite.CytatDoslowny, src: "I SA/Gl 500/21", from: cite.FromContext}}},
	{name: "H3c Tym samym „…”",
		text: "Sąd Najwyższy w postanowieniu z dnia 2 grudnia 2020 r., I CSK 300/20, odmówił przyjęcia skargi kasacyjnej do rozpoznania. Tym samym „nie zachodzi potrzeba wykładni przepisów budzących poważne wątpliwości”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I CSK 300/20"},
			{typ: cite.CytatDoslowny, src: "I CSK 300/20", from: cite.FromContext}}},
	{name: "H3n1 a party's words stay without a source",
		text:    "Sąd Okręgowy w Łodzi w wyroku z dnia 4 maja 2018 r., III C 200/17, oddalił powództwo. Pozwana podnosiła natomiast, że „umowa pożyczki nigdy nie została zawarta”.",
		claims:  []want{{typ: cite.FaktProceduralny, src: "III C 200/17"}},
		ignored: []string{WhyOutside}},
	{name: "H3n2 a quotation in the next paragraph without a colon stays without a source",
		text:    "W wyroku z dnia 8 lutego 2019 r., II CSK 10/18, Sąd Najwyższy oddalił skargę.\n\nKlient „nie otrzymał żadnego wezwania do zapłaty przed wniesieniem pozwu”.",
		claims:  []want{{typ: cite.FaktProceduralny, src: "II CSK 10/18"}},
		ignored: []string{WhyOutside}},

	// --- 4. participle court positions, procedural facts by back-reference ---
	{name: "H4a zasądził …, przyjmując, że",
		text: "Sąd Rejonowy w Tarnowie w wyroku z dnia 10 czerwca 2019 r., I C 900/18, zasądził od pozwanej całą dochodzoną kwotę, przyjmując, że pozwana nie udowodniła spełnienia świadczenia.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I C 900/18", text: "zasądził od pozwanej całą dochodzoną kwotę"},
			{typ: cite.StanowiskoSadu, src: "I C 900/18", text: "pozwana nie udowodniła spełnienia świadczenia"}}},
	{name: "H4b Sąd ten uchylił …, uznając, że",
		text: "Wojewódzki Sąd Administracyjny w Łodzi w wyroku z dnia 3 marca 2022 r., I SA/Łd 100/21, uwzględnił skargę. Sąd ten uchylił decyzję, uznając, że organ błędnie ustalił podstawę opodatkowania.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I SA/Łd 100/21"},
			{typ: cite.FaktProceduralny, src: "I SA/Łd 100/21", from: cite.FromContext, text: "uchylił decyzję"},
			{typ: cite.StanowiskoSadu, src: "I SA/Łd 100/21", from: cite.FromContext, text: "organ błędnie ustalił podstawę opodatkowania"}}},
	{name: "H4c W tej samej sprawie Izba oddaliła",
		text: "Krajowa Izba Odwoławcza w wyroku z dnia 7 września 2020 r., KIO 1500/20, uwzględniła odwołanie w części dotyczącej kryteriów oceny ofert. W tej samej sprawie Izba oddaliła odwołanie w pozostałym zakresie.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "KIO 1500/20"},
			{typ: cite.FaktProceduralny, src: "KIO 1500/20", from: cite.FromContext, text: "oddaliła odwołanie w pozostałym zakresie"}}},
	{name: "H4d oddalił …, wskazując jednocześnie, że",
		text: "Naczelny Sąd Administracyjny w wyroku z dnia 20 maja 2021 r., II OSK 2000/18, oddalił skargę kasacyjną, wskazując jednocześnie, że pozwolenie na budowę wygasa z mocy prawa.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "II OSK 2000/18", text: "oddalił skargę kasacyjną"},
			{typ: cite.StanowiskoSadu, src: "II OSK 2000/18", text: "pozwolenie na budowę wygasa z mocy prawa"}}},
	{name: "H4n1 a party's participle is no court position",
		text: "Pozwany wniósł apelację, zarzucając, że sąd pierwszej instancji pominął wnioski dowodowe."},
	{name: "H4n2 a contractor's participle is no court position",
		text: "Wykonawca wniósł odwołanie od czynności zamawiającego z dnia 5 maja 2021 r., wskazując, że jego oferta była najkorzystniejsza."},
	{name: "H4n3 a plain court position stays one",
		text:   "Sąd Najwyższy w wyroku z dnia 15 kwietnia 2016 r., I CSK 250/15, przyjął, że zadatek nie podlega miarkowaniu.",
		claims: []want{{typ: cite.StanowiskoSadu, src: "I CSK 250/15", text: "zadatek nie podlega miarkowaniu"}}},

	// --- 5. a procedural fact's text stops before the quotation's lead-in ---
	{name: "H5a oddalił …, zaznaczając, że „…”",
		text: "Sąd Okręgowy w Bydgoszczy postanowieniem z dnia 12 października 2017 r., VIII Gz 300/17, oddalił zażalenie wierzyciela, zaznaczając, że „komornik nie ma obowiązku badania zasadności tytułu wykonawczego”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "VIII Gz 300/17", text: "oddalił zażalenie wierzyciela"},
			{typ: cite.CytatDoslowny, src: "VIII Gz 300/17", from: cite.FromCitation}}},
	{name: "H5b …, a w uzasadnieniu wyjaśnił: „…”",
		text: "Sąd Apelacyjny w Gdańsku wyrokiem z dnia 30 stycznia 2019 r., V ACa 500/18, zmienił wyrok sądu pierwszej instancji i oddalił powództwo, a w uzasadnieniu wyjaśnił: „zarzut zatrzymania może być podniesiony także w procesie o zwrot świadczeń”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "V ACa 500/18", text: "i oddalił powództwo"},
			{typ: cite.CytatDoslowny, src: "V ACa 500/18", from: cite.FromCitation}}},
	{name: "H5c W tej samej sprawie … umorzył …, podkreślając, że „…”",
		text: "Trybunał Konstytucyjny w wyroku z dnia 19 lipca 2011 r., K 11/10, orzekł o niezgodności przepisu z Konstytucją. W tej samej sprawie Trybunał umorzył postępowanie w pozostałym zakresie, podkreślając, że „wydanie orzeczenia jest zbędne”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "K 11/10"},
			{typ: cite.FaktProceduralny, src: "K 11/10", from: cite.FromContext, text: "umorzył postępowanie w pozostałym zakresie"},
			{typ: cite.CytatDoslowny, src: "K 11/10", from: cite.FromContext}}},

	// --- 6. „Artykuł” written out ---
	{name: "H6a Artykuł … stanowi:",
		text:   "Artykuł 65 § 2 k.c. stanowi: „W umowach należy raczej badać, jaki był zgodny zamiar stron i cel umowy, aniżeli opierać się na jej dosłownym brzmieniu.”",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 65 § 2 Kodeks cywilny"}}},
	{name: "H6b zgodnie z artykułem",
		text:   "Zgodnie z artykułem 118 k.c. „termin przedawnienia wynosi sześć lat”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 118 Kodeks cywilny"}}},
	{name: "H6c Przepis artykułu … przewiduje, że",
		text:   "Przepis artykułu 58 § 1 k.c. przewiduje, że „czynność prawna sprzeczna z ustawą albo mająca na celu obejście ustawy jest nieważna”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 58 § 1 Kodeks cywilny"}}},

	// --- 7. applying a provision is not paraphrasing it ---
	{name: "H7a the client's right arises from a provision",
		text:   "Uprawnienie Klienta do odstąpienia od umowy wynika z art. 491 § 1 k.c.",
		claims: []want{{typ: cite.Powolanie, src: "art. 491 § 1 Kodeks cywilny"}}},
	{name: "H7b dismissal on the basis of provisions",
		text: "Roszczenie powoda podlega zatem oddaleniu na podstawie art. 117 § 2 k.c. w zw. z art. 118 k.c.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 117 § 2 Kodeks cywilny"},
			{typ: cite.Powolanie, src: "art. 118 Kodeks cywilny"}}},
	{name: "H7c stosownie do art. … to pozwany powinien",
		text:   "Stosownie do art. 6 k.c. to pozwany powinien wykazać, że dokonał zapłaty.",
		claims: []want{{typ: cite.Powolanie, src: "art. 6 Kodeks cywilny"}}},
	{name: "H7d zgodnie z art. … Spółka powinna była … z dnia",
		text:   "Zgodnie z art. 455 k.c. Spółka powinna była zapłacić cenę niezwłocznie po wezwaniu z dnia 10 maja 2022 r.",
		claims: []want{{typ: cite.Powolanie, src: "art. 455 Kodeks cywilny"}}},
	{name: "H7n1 zgodnie z art. restating the provision stays a paraphrase",
		text:   "Zgodnie z art. 354 § 2 k.c. wierzyciel powinien współdziałać przy wykonaniu zobowiązania.",
		claims: []want{{typ: cite.Parafraza, src: "art. 354 § 2 Kodeks cywilny"}}},
	{name: "H7n2 art. … przewiduje, że stays a paraphrase",
		text:   "Art. 484 § 2 k.c. przewiduje, że dłużnik może żądać zmniejszenia kary umownej, jeżeli zobowiązanie zostało w znacznej części wykonane.",
		claims: []want{{typ: cite.Parafraza, src: "art. 484 § 2 Kodeks cywilny"}}},
	{name: "H7n3 z art. … wynika + content stays a paraphrase",
		text:   "Z art. 471 k.c. wynika domniemanie winy dłużnika.",
		claims: []want{{typ: cite.Parafraza, src: "art. 471 Kodeks cywilny"}}},
}

func TestHeldOut(t *testing.T) {
	t.Parallel()
	for _, tc := range heldOutCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
