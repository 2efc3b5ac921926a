package claims

import (
	"testing"

	"citeguard/cite"
)

// attributionCases cover every pattern of sections 1 and 4 of
// shared/accuracy/README.md — segmentation, the scored choice of an
// anchor, back-references, footnote short forms, initials, what is a claim
// — in sentences written for these tests (other rulings, other topics than
// the README's and the development memos'), each passage a memo's
// paragraphs separated by blank lines, footnotes as Markdown [^N].
var attributionCases = []tcase{
	// --- segmentation ---
	{name: "a quotation ending with a full stop ends its sentence before a capital",
		text: "Punktem wyjścia jest art. 354 § 1 k.c.: „Dłużnik obowiązany jest wykonać zobowiązanie zgodnie z jego treścią.” Sąd Apelacyjny w Lublinie w wyroku z dnia 4 czerwca 2020 r., I ACa 55/20, oddalił apelację powoda.",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "art. 354 § 1 Kodeks cywilny", from: cite.FromCitation},
			{typ: cite.FaktProceduralny, src: "I ACa 55/20", text: "oddalił apelację"}}},
	{name: "the exclamation and question marks end a quotation's sentence too",
		text: "Art. 5 k.c. stanowi, że „Nie można czynić ze swego prawa użytku sprzecznego z jego społeczno-gospodarczym przeznaczeniem!” Sąd Najwyższy w wyroku z dnia 2 lutego 2017 r., II CSK 30/16, uchylił zaskarżony wyrok.",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "art. 5 Kodeks cywilny", from: cite.FromCitation},
			{typ: cite.FaktProceduralny, src: "II CSK 30/16"}}},
	{name: "cz., rozdz., ust. and zd. do not end a sentence",
		text: "W wyroku z dnia 2 marca 2021 r., II CSK 77/20, Sąd Najwyższy, omawiając rozdz. III cz. 2 umowy oraz art. 65 § 2 zd. 1 k.c., przyjął, że „postanowienia umowy należy tłumaczyć w kontekście całego dokumentu”.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 65 § 2 zd. 1 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "II CSK 77/20", from: cite.FromCitation}}},
	{name: "a paragraph break is a hard boundary: the ruling of the paragraph before is not the source of a party's words",
		text:    "Sprawę rozstrzygnął wyrok z dnia 5 maja 2019 r., III CZP 12/19.\n\nPozwany twierdzi, że „umowa wygasła z mocy prawa z chwilą doręczenia wypowiedzenia”.",
		claims:  []want{{typ: cite.Powolanie, src: "III CZP 12/19"}},
		ignored: []string{WhyOutside}},
	{name: "a list item is its own unit",
		text:   "1. Wyrok Sądu Najwyższego z dnia 1 lutego 2018 r., II CSK 1/18.\n2. Należy „zachować należytą staranność przy odbiorze przesyłek sądowych w siedzibie spółki”.",
		claims: []want{{typ: cite.Powolanie, src: "II CSK 1/18"}, {typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "a heading names the ruling a section discusses",
		text: "## III. Wyrok Sądu Najwyższego z dnia 9 maja 2019 r., I CSK 242/18\n\nSąd wskazał: „bank powinien poinformować konsumenta o nieograniczonym ryzyku kursowym”.",
		claims: []want{
			{typ: cite.Powolanie, src: "I CSK 242/18"},
			{typ: cite.CytatDoslowny, src: "I CSK 242/18", from: cite.FromContext, cue: "Sąd"}}},

	// --- the anchor inside a sentence ---
	{name: "a provision inside the quotation is quoted text: listed, never the anchor",
		text:   "Trybunał Konstytucyjny w wyroku z dnia 9 lipca 2009 r., SK 48/05, stwierdził, że „zasada wyrażona w art. 2 Konstytucji nie ma charakteru absolutnego”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "SK 48/05", from: cite.FromCitation}},
		quoted: []string{"art. 2 Konstytucja RP"}},
	{name: "a signature inside the quotation is quoted text",
		text:   "W postanowieniu z dnia 3 marca 2021 r., V CZ 4/21, Sąd Najwyższy przypomniał, że „zgodnie z uchwałą z dnia 5 czerwca 2008 r., III CZP 142/07, zażalenie przysługuje także na postanowienie o kosztach”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "V CZ 4/21", from: cite.FromCitation}},
		quoted: []string{"III CZP 142/07"}},
	{name: "a footnote mark after the quotation beats a provision the sentence names",
		text: "Na tle art. 5 k.c. Sąd Najwyższy podkreślił, że „nadużycie prawa podmiotowego nie może być domniemywane”.[^1]\n\n[^1]: Wyrok SN z dnia 6 października 2016 r., IV CSK 21/16.",
		fns:  []Footnote{{Number: 1}},
		claims: []want{
			{typ: cite.Powolanie, src: "art. 5 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "IV CSK 21/16", from: cite.FromFootnote}}},
	{name: "where the full stop stands does not matter",
		text: "Na tle art. 5 k.c. Sąd Najwyższy podkreślił, że „nadużycie prawa podmiotowego nie może być domniemywane.”[^1]\n\n[^1]: Wyrok SN z dnia 6 października 2016 r., IV CSK 21/16.",
		fns:  []Footnote{{Number: 1}},
		claims: []want{
			{typ: cite.Powolanie, src: "art. 5 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "IV CSK 21/16", from: cite.FromFootnote}}},
	{name: "a por. footnote never anchors: a court nothing identifies sends the quotation to the library",
		text:   "Sąd Okręgowy w Opolu stwierdził, że „wierzyciel może żądać odsetek za opóźnienie bez wykazania szkody”.[^1]\n\n[^1]: Por. wyrok SN z dnia 10 stycznia 2010 r., I CSK 100/09.",
		fns:    []Footnote{{Number: 1}},
		claims: []want{{typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}, {typ: cite.Powolanie, src: "I CSK 100/09", footnote: 1}}},
	{name: "zob. in the sentence is its own powołanie; the quotation belongs to the ruling under discussion",
		text: "W wyroku z dnia 1 kwietnia 2015 r., I CSK 50/14, Sąd Najwyższy rozpoznał skargę kasacyjną banku. Sąd Najwyższy przyjął, że „bank odpowiada za rzetelność informacji o ryzyku” (zob. wyrok SN z dnia 3 marca 2016 r., II CSK 3/15).",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I CSK 50/14"},
			{typ: cite.CytatDoslowny, src: "I CSK 50/14", from: cite.FromContext, cue: "Sąd Najwyższy"},
			{typ: cite.Powolanie, src: "II CSK 3/15"}}},
	{name: "podobnie with no verb is a reference; with a verb the ruling speaks",
		text: "Tak orzekł Sąd Apelacyjny w Poznaniu w wyroku z dnia 7 marca 2017 r., I ACa 9/17 (podobnie wyrok SA w Gdańsku z dnia 8 marca 2018 r., V ACa 10/17). Podobnie Sąd Apelacyjny w Katowicach w wyroku z dnia 9 marca 2019 r., I ACa 11/18, uznał, że „zwłoka wierzyciela wyłącza zwłokę dłużnika”.",
		claims: []want{
			{typ: cite.Powolanie, src: "I ACa 9/17"},
			{typ: cite.Powolanie, src: "V ACa 10/17"},
			{typ: cite.CytatDoslowny, src: "I ACa 11/18", from: cite.FromCitation}}},
	{name: "the introducing provision beats a ruling after the quotation",
		text: "Zgodnie z art. 647 k.c. „przez umowę o roboty budowlane wykonawca zobowiązuje się do oddania przewidzianego w umowie obiektu”, co potwierdził Sąd Najwyższy w wyroku z dnia 5 maja 2020 r., V CSK 2/19.",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "art. 647 Kodeks cywilny", from: cite.FromCitation},
			{typ: cite.Powolanie, src: "V CSK 2/19"}}},
	{name: "X, zgodnie z którym — after several words",
		text:   "Spółka może powołać się na art. 498 § 1 k.c., zgodnie z którym gdy dwie osoby są jednocześnie względem siebie dłużnikami i wierzycielami, „każda z nich może potrącić swoją wierzytelność z wierzytelności drugiej strony”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 498 § 1 Kodeks cywilny", from: cite.FromCitation}}},
	{name: "w X wskazano: a ruling introduces the quotation",
		text:   "W uchwale z dnia 13 lipca 2018 r., III CZP 10/18, wskazano: „termin przedawnienia roszczeń przedsiębiorcy biegnie od dnia wymagalności”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "III CZP 10/18", from: cite.FromCitation}}},
	{name: "a court as the subject: its ruling beats a provision that is only the topic",
		text: "Sąd Najwyższy, orzekając na tle art. 415 k.c., w wyroku z dnia 12 lutego 2020 r., IV CSK 11/19, stwierdził, że „związek przyczynowy musi być adekwatny”.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 415 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "IV CSK 11/19", from: cite.FromCitation}}},
	{name: "two rulings cited together for one quotation: ambiguous, both candidates",
		text: "Sąd Najwyższy w wyrokach z dnia 1 lutego 2016 r., I CSK 1/15, oraz z dnia 2 marca 2017 r., I CSK 2/16, przyjął, że „kara umowna nie może przewyższać wartości świadczenia głównego”.",
		claims: []want{
			{typ: cite.Powolanie, src: "I CSK 2/16"},
			{typ: cite.CytatDoslowny, from: cite.FromCitation, ambiguous: true}}},

	{name: "a discourse particle inside the lead-in does not make the provision a topic: „Zgodnie zaś z art. …”",
		text: "Zgodnie zaś z art. 354 § 1 k.c. „Dłużnik obowiązany jest wykonać zobowiązanie zgodnie z jego treścią.”\n\nZgodnie natomiast z art. 471 kc „Dłużnik obowiązany jest do naprawienia szkody wynikłej z niewykonania lub nienależytego wykonania zobowiązania.”\n\nZgodnie bowiem z art. 6 k.c., „ciężar udowodnienia faktu spoczywa na osobie, która z faktu tego wywodzi skutki prawne”.",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "art. 354 § 1 Kodeks cywilny", from: cite.FromCitation},
			{typ: cite.CytatDoslowny, src: "art. 471 Kodeks cywilny", from: cite.FromCitation},
			{typ: cite.CytatDoslowny, src: "art. 6 Kodeks cywilny", from: cite.FromCitation}}},
	{name: "a particle does not hide a topic word either: „na podstawie zaś art. …” stays the topic",
		text:    "Na gruncie zaś art. 5 k.c. pozwany twierdzi, że „powód nadużywa swojego prawa podmiotowego”.",
		claims:  []want{{typ: cite.Powolanie, src: "art. 5 Kodeks cywilny"}},
		ignored: []string{WhyNoSource}},

	{name: "a reason after what a court did is the court's position, anchored to the court that did it, not to a provision it acted on",
		text: "Sąd Najwyższy w wyroku z dnia 9 marca 2017 r., III CSK 9/16, oddalił skargę kasacyjną, ponieważ powód nie wykazał wysokości szkody.\n\nW tej samej sprawie Sąd Najwyższy umorzył postępowanie w zakresie zarzutu naruszenia art. 233 § 1 k.p.c., gdyż skarżący nie powiązał go z podstawą kasacyjną.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "III CSK 9/16", text: "Sąd Najwyższy w wyroku z dnia 9 marca 2017 r., III CSK 9/16, oddalił skargę kasacyjną"},
			{typ: cite.StanowiskoSadu, src: "III CSK 9/16", text: "powód nie wykazał wysokości szkody"},
			{typ: cite.FaktProceduralny, src: "III CSK 9/16"},
			{typ: cite.StanowiskoSadu, src: "III CSK 9/16", text: "skarżący nie powiązał go z podstawą kasacyjną"},
			{typ: cite.Powolanie, src: "art. 233 § 1 Kodeks postępowania cywilnego"}}},
	{name: "the memo's own case history with a reason stays no claim",
		text: "Sąd Rejonowy oddalił powództwo Klienta, ponieważ roszczenie uległo przedawnieniu."},

	// --- back-references ---
	{name: "W tym samym wyroku skips a provision named in between",
		text: "Sąd Apelacyjny w Białymstoku w wyroku z dnia 3 kwietnia 2019 r., I ACa 7/19, oddalił apelację pozwanego.\n\nOdpowiedzialność ubezpieczyciela wynika z art. 822 k.c.\n\nW tym samym wyroku Sąd zaznaczył, że „ubezpieczyciel odpowiada w granicach sumy gwarancyjnej”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 7/19"},
			{typ: cite.Powolanie, src: "art. 822 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "I ACa 7/19", from: cite.FromContext, cue: "W tym samym wyroku"}}},
	{name: "Sąd ten, ten sam sąd, tenże Sąd",
		text: "Sąd Okręgowy w Toruniu w wyroku z dnia 6 czerwca 2018 r., I C 500/17, zasądził zadośćuczynienie. Sąd ten wskazał, że „krzywda ma charakter niemajątkowy”. Jak podkreślił ten sam sąd, „kwota zadośćuczynienia musi być odczuwalna”. Tenże Sąd dodał: „nie może ona prowadzić do wzbogacenia”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I C 500/17"},
			{typ: cite.CytatDoslowny, src: "I C 500/17", from: cite.FromContext, cue: "Sąd ten"},
			{typ: cite.CytatDoslowny, src: "I C 500/17", from: cite.FromContext, cue: "ten sam sąd"},
			{typ: cite.CytatDoslowny, src: "I C 500/17", from: cite.FromContext}}},
	{name: "W uzasadnieniu uchwały picks the resolution, not the later judgment",
		text: "Sąd Najwyższy w uchwale z dnia 22 listopada 2019 r., III CZP 20/19, rozstrzygnął zagadnienie prawne przedstawione przez sąd okręgowy. Wcześniej w wyroku z dnia 4 kwietnia 2018 r., I CSK 40/17, Sąd Najwyższy oddalił skargę kasacyjną.\n\nW uzasadnieniu uchwały wskazano, że „przedawnienie biegnie od dnia wymagalności”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "III CZP 20/19"},
			{typ: cite.FaktProceduralny, src: "I CSK 40/17"},
			{typ: cite.CytatDoslowny, src: "III CZP 20/19", from: cite.FromContext, cue: "W uzasadnieniu uchwały"}}},
	{name: "W tej samej sprawie",
		text: "Krajowa Izba Odwoławcza w wyroku z dnia 10 października 2019 r., KIO 1900/19, uwzględniła odwołanie wykonawcy. W tej samej sprawie Izba wskazała, że „zamawiający nie może żądać dokumentów ponad wymagania ustawy”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "KIO 1900/19"},
			{typ: cite.CytatDoslowny, src: "KIO 1900/19", from: cite.FromContext}}},
	{name: "a named court with no citation resolves to that court's ruling, not a later one of another court",
		text: "Sąd Najwyższy w wyroku z dnia 11 marca 2021 r., II CSKP 50/21, uchylił wyrok sądu apelacyjnego. Sąd Apelacyjny w Rzeszowie w wyroku z dnia 12 kwietnia 2021 r., I ACa 60/20, orzekł w podobnej sprawie.\n\nSąd Najwyższy dodał, że „sąd drugiej instancji musi rozważyć cały materiał”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "II CSKP 50/21"},
			{typ: cite.FaktProceduralny, src: "I ACa 60/20"},
			{typ: cite.CytatDoslowny, src: "II CSKP 50/21", from: cite.FromContext, cue: "Sąd Najwyższy"}}},
	{name: "Trybunał przyjął: a subject-only court position",
		text: "Trybunał Konstytucyjny w wyroku z dnia 18 października 2017 r., K 27/15, orzekł o niezgodności przepisu z Konstytucją. Trybunał przyjął, że ustawodawca naruszył zasadę zaufania obywatela do państwa.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "K 27/15"},
			{typ: cite.StanowiskoSadu, src: "K 27/15", from: cite.FromContext, text: "ustawodawca naruszył zasadę zaufania"}}},
	{name: "subject-less Dodał, że and Podkreślił także: skip a ruling cited inside a quotation",
		text: "Sąd Apelacyjny w Szczecinie w wyroku z dnia 14 maja 2020 r., I ACa 70/19, przypomniał, że „jak wskazał Sąd Najwyższy w wyroku z dnia 2 lipca 2015 r., II CSK 8/15, odsetki są świadczeniem ubocznym”. Dodał, że „odsetki należą się bez względu na szkodę”. Podkreślił także: „wierzyciel nie musi wzywać dłużnika ponownie”.",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "I ACa 70/19", from: cite.FromCitation},
			{typ: cite.CytatDoslowny, src: "I ACa 70/19", from: cite.FromContext, cue: "Dodał"},
			{typ: cite.CytatDoslowny, src: "I ACa 70/19", from: cite.FromContext, cue: "Podkreślił"}},
		quoted: []string{"II CSK 8/15"}},
	{name: "Podzielił pogląd, Opowiedział się za stanowiskiem, Zaaprobował stanowisko: the ruling under discussion",
		text: "Sąd Apelacyjny w Łodzi w wyroku z dnia 20 maja 2020 r., I ACa 80/19, oddalił apelację ubezpieczyciela. Podzielił pogląd, że zadośćuczynienie przysługuje także osobom najbliższym zmarłego. Opowiedział się też za stanowiskiem, że odsetki należą się od dnia wezwania do zapłaty. Zaaprobował stanowisko, że krzywdę ocenia się według kryteriów obiektywnych.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 80/19"},
			{typ: cite.StanowiskoSadu, src: "I ACa 80/19", from: cite.FromContext, text: "osobom najbliższym"},
			{typ: cite.StanowiskoSadu, src: "I ACa 80/19", from: cite.FromContext, text: "od dnia wezwania"},
			{typ: cite.StanowiskoSadu, src: "I ACa 80/19", from: cite.FromContext, text: "kryteriów obiektywnych"}}},
	{name: "w sprawie wrocławskiej: the court of that seat",
		text: "Sąd Apelacyjny we Wrocławiu w wyroku z dnia 3 lipca 2019 r., I ACa 90/19, oddalił apelację. Sąd Okręgowy w Opolu w wyroku z dnia 4 sierpnia 2019 r., II Ca 91/19, zmienił wyrok.\n\nW sprawie wrocławskiej sąd uznał, że „rękojmia nie wyłącza odpowiedzialności kontraktowej”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 90/19"},
			{typ: cite.FaktProceduralny, src: "II Ca 91/19"},
			{typ: cite.CytatDoslowny, src: "I ACa 90/19", from: cite.FromContext, cue: "sprawie wrocławskiej"}}},
	{name: "W cytowanym wyroku z dnia X: the ruling of that date",
		text: "Sąd Okręgowy w Kielcach w wyroku z dnia 5 lutego 2019 r., II Ca 100/18, oddalił apelację. Sąd Rejonowy w Kielcach w wyroku z dnia 6 marca 2018 r., I C 101/17, uwzględnił powództwo.\n\nW cytowanym wyroku z dnia 5 lutego 2019 r. sąd zauważył, że „świadek nie musi pamiętać wszystkich szczegółów”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "II Ca 100/18"},
			{typ: cite.FaktProceduralny, src: "I C 101/17"},
			{typ: cite.CytatDoslowny, src: "II Ca 100/18", from: cite.FromShortForm}}},
	{name: "the next sentence lends its anchor only when it is a bare citation",
		text:   "Sąd podkreślił: „obowiązek zapłaty powstaje z chwilą doręczenia wezwania”. (Wyrok SN z dnia 12 czerwca 2019 r., V CSK 77/18.)",
		claims: []want{{typ: cite.CytatDoslowny, src: "V CSK 77/18", from: cite.FromNext}}},
	{name: "a next sentence that says more lends nothing: the library is searched",
		text:   "Sąd podkreślił: „obowiązek zapłaty powstaje z chwilą doręczenia wezwania”. Podobną tezę zawiera wyrok SN z dnia 13 czerwca 2019 r., V CSK 78/18, dotyczący najmu lokalu.",
		claims: []want{{typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}, {typ: cite.Powolanie, src: "V CSK 78/18"}}},
	{name: "a block quotation takes its anchor from the paragraph that introduces it with a colon",
		text: "Sąd Apelacyjny w Gdańsku w wyroku z dnia 9 września 2020 r., V ACa 120/20, oddalił apelację. Sąd ten podkreślił:\n\n> „Zatrzymanie kaucji jest dopuszczalne tylko w granicach szkody wyrządzonej przez najemcę.”",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "V ACa 120/20"},
			{typ: cite.CytatDoslowny, src: "V ACa 120/20", from: cite.FromContext, cue: "Sąd ten"}}},

	// --- footnote short forms ---
	{name: "Tamże and Ibidem are the previous footnote's source, not a provision named in between",
		text: "Sąd Okręgowy w Lublinie w wyroku z dnia 8 stycznia 2020 r., I C 300/19, stwierdził, że „najemca odpowiada za zużycie lokalu ponad normę”.[^1] Najemca powoływał się na art. 675 § 1 k.c. Sąd dodał jednak, że „zwykłe zużycie obciąża wynajmującego”.[^2] Wskazał też: „remont malarski należy do najemcy”.[^3]\n\n[^1]: Wyrok SO w Lublinie z dnia 8 stycznia 2020 r., I C 300/19.\n\n[^2]: Tamże.\n\n[^3]: Ibidem.",
		fns:  []Footnote{{Number: 1}, {Number: 2}, {Number: 3}},
		claims: []want{
			{typ: cite.CytatDoslowny, src: "I C 300/19"},
			{typ: cite.Powolanie, src: "art. 675 § 1 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "I C 300/19", from: cite.FromIbidem, cue: "Tamże"},
			{typ: cite.CytatDoslowny, src: "I C 300/19", from: cite.FromIbidem, cue: "Ibidem"}}},
	{name: "Tamże with a por. też in the same footnote: the por. is its own powołanie",
		text: "Sąd Rejonowy w Olsztynie w wyroku z dnia 2 lutego 2021 r., I C 400/20, uznał, że „wypowiedzenie wymaga formy pisemnej”.[^1] Zaznaczył również, że „forma pisemna służy celom dowodowym”.[^2]\n\n[^1]: Wyrok SR w Olsztynie z dnia 2 lutego 2021 r., I C 400/20.\n\n[^2]: Tamże. Por. też wyrok SN z dnia 3 marca 2015 r., II CSK 401/14.",
		fns:  []Footnote{{Number: 1}, {Number: 2}},
		claims: []want{
			{typ: cite.CytatDoslowny, src: "I C 400/20"},
			{typ: cite.CytatDoslowny, src: "I C 400/20", from: cite.FromIbidem},
			{typ: cite.Powolanie, src: "II CSK 401/14", footnote: 2}}},
	{name: "a Zob. też footnote never anchors: the back-reference does",
		text: "Sąd Okręgowy w Płocku w postanowieniu z dnia 5 maja 2020 r., I Cz 500/20, oddalił zażalenie. W tym samym postanowieniu Sąd Okręgowy zastrzegł, że „koszty nie mogą obciążać strony wygrywającej”.[^1]\n\n[^1]: Zob. też postanowienie SO w Płocku z dnia 6 czerwca 2020 r., I Cz 501/20.",
		fns:  []Footnote{{Number: 1}},
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I Cz 500/20"},
			{typ: cite.CytatDoslowny, src: "I Cz 500/20", from: cite.FromContext, cue: "W tym samym postanowieniu"},
			{typ: cite.Powolanie, src: "I Cz 501/20", footnote: 1}}},

	// --- initials are not j.w. ---
	{name: "initials J. W. are an anonymised party, not j.w.",
		text: "Sąd Okręgowy w Radomiu w wyroku z dnia 7 lipca 2020 r., I C 600/19, ustalił, że J. W. zawarł umowę z pozwanym. Sąd ten wskazał, że „J. W. działał w zaufaniu do zapewnień banku”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I C 600/19"},
			{typ: cite.CytatDoslowny, src: "I C 600/19", from: cite.FromContext}}},

	// --- what is a claim ---
	{name: "a dalej definition is short and set off; zauważył dalej: introduces a quotation",
		text:    "Umowa najmu (dalej: „Umowa”) została wypowiedziana. Sąd Najwyższy w wyroku z dnia 8 października 2020 r., I CSK 700/19, zauważył dalej: „wypowiedzenie najmu wymaga wskazania przyczyny uzasadniającej”.",
		claims:  []want{{typ: cite.CytatDoslowny, src: "I CSK 700/19", from: cite.FromCitation}},
		ignored: []string{WhyDefined}},
	{name: "a citation that anchors a quotation and states a procedural fact gives both claims",
		text: "Sąd Apelacyjny w Lublinie wyrokiem z dnia 9 listopada 2020 r., I ACa 800/20, oddalił apelację, wskazując, że „roszczenie o zachowek przedawnia się z upływem pięciu lat”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 800/20", text: "oddalił apelację"},
			{typ: cite.CytatDoslowny, src: "I ACa 800/20", from: cite.FromCitation}}},
	{name: "administrative decision numbers are citations",
		text: "Decyzją Prezesa UODO z dnia 10 września 2019 r. nr ZSPR.421.2.2019 nałożono na spółkę karę pieniężną. Por. decyzja Prezesa UOKiK nr RWA-12/2019 oraz decyzja Prezesa Urzędu Ochrony Danych Osobowych nr DKN.5130.1234.2020.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "ZSPR.421.2.2019", anchor: cite.Anchor{Organ: "Prezes UODO", Forma: "decyzja", Data: "2019-09-10"}},
			{typ: cite.Powolanie, src: "RWA-12/2019", anchor: cite.Anchor{Organ: "Prezes UOKiK"}},
			{typ: cite.Powolanie, src: "DKN.5130.1234.2020"}}},
	{name: "a claim's text ends before the memo's own comment",
		text:   "Sąd Najwyższy w wyroku z dnia 10 grudnia 2020 r., I CSK 900/19, przyjął, że zwłoka wierzyciela wyłącza odpowiedzialność dłużnika za opóźnienie, co przemawia na korzyść Klienta.",
		claims: []want{{typ: cite.StanowiskoSadu, src: "I CSK 900/19", text: "za opóźnienie"}}},
	{name: "applying a provision is not paraphrasing it",
		text:   "Sąd Rejonowy stosując art. 102 k.p.c. i nie obciążając powoda kosztami nie naruszył tego przepisu.",
		claims: []want{{typ: cite.Powolanie, src: "art. 102 Kodeks postępowania cywilnego"}}},
	{name: "restating a provision is a paraphrase",
		text:   "Z art. 6 k.c. wynika, że ciężar udowodnienia faktu spoczywa na osobie, która z faktu tego wywodzi skutki prawne.",
		claims: []want{{typ: cite.Parafraza, src: "art. 6 Kodeks cywilny"}}},
	{name: "procedural history with no signature is not a claim",
		text: "Sąd Okręgowy postanowieniem z dnia 5 maja 2018 r. zawiesił postępowanie. Sąd Rejonowy w Gnieźnie wyrokiem z dnia 3 marca 2017 r. oddalił powództwo."},
	{name: "a court's position nothing identifies is not a claim",
		text: "Sąd Najwyższy przyjął, że kara umowna ma charakter akcesoryjny wobec zobowiązania głównego."},
	{name: "a memo-defined act abbreviation and tego Kodeksu name the act",
		text: "Roszczenie opiera się na art. 18 ust. 1 pkt 4 ustawy z dnia 16 kwietnia 1993 r. o zwalczaniu nieuczciwej konkurencji (dalej: „u.z.n.k.”). Przesłanki określa też art. 3 ust. 1 u.z.n.k. Stosuje się art. 415 k.c. oraz art. 361 tego Kodeksu.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 18 ust. 1 pkt 4 ustawy z dnia 16 kwietnia 1993 r. o zwalczaniu nieuczciwej konkurencji"},
			{typ: cite.Powolanie, src: "art. 3 ust. 1 ustawy z dnia 16 kwietnia 1993 r. o zwalczaniu nieuczciwej konkurencji"},
			{typ: cite.Powolanie, src: "art. 415 Kodeks cywilny"},
			{typ: cite.Powolanie, src: "art. 361 Kodeks cywilny"}},
		ignored: []string{WhyDefined}},
	{name: "tej ustawy reaches back only to the act named last, never across another act",
		text: "Zastosowanie ma art. 415 k.c. Skarżący powołał przepisy ustawy o ochronie danych osobowych, lecz z art. 1 ust. 2 tej ustawy wynika, że jawność jest zasadą.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 415 Kodeks cywilny"},
			{typ: cite.Parafraza, src: "art. 1 ust. 2"}}},
	{name: "an amending act's title is not the code it amends",
		text: "Zgodnie z art. 27 ust. 1 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów, mieszkaniowym zasobie gminy i o zmianie Kodeksu cywilnego (Dz.U. Nr 71, poz. 733 – dalej „u.o.p.l.”) ustawa ta ma zastosowanie do umów zawartych wcześniej. Sąd stosował art. 27 ust. 1 u.o.p.l.",
		claims: []want{
			{typ: cite.Parafraza, anchor: cite.Anchor{Przepis: "art. 27 ust. 1", Akt: "ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów, mieszkaniowym zasobie gminy i o zmianie Kodeksu cywilnego"}},
			{typ: cite.Powolanie, anchor: cite.Anchor{Przepis: "art. 27 ust. 1", Akt: "ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów, mieszkaniowym zasobie gminy i o zmianie Kodeksu cywilnego"}}},
		ignored: []string{WhyDefined}},
	{name: "a party's quoted words are not a provision's text, even with the provision after them",
		text:    "Wnioskodawca zarzuca, że przepis powoduje, iż „zakres stosowania ordynacji podatkowej staje się nieprecyzyjny i nieczytelny” (art. 2 Konstytucji).",
		claims:  []want{{typ: cite.Powolanie, src: "art. 2 Konstytucja RP"}},
		ignored: []string{WhyOutside}},
	{name: "a provision merely named in a quotation's sentence is not its source",
		text:   "Skarga dotyczy wykładni art. 79 ust. 1 Konstytucji, w której pojęcie praw „zostaje ograniczone do wolności wyraźnie wyrażonych w ustawie”.",
		claims: []want{{typ: cite.Powolanie, src: "art. 79 ust. 1 Konstytucja RP"}, {typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "zgodnie z którą to interpretacją refers to the interpretation, not the provision",
		text:    "Skarżący krytykuje wykładnię art. 79 ust. 1 Konstytucji, zgodnie z którą to interpretacją „skarga przysługuje tylko w granicach praw wyrażonych wprost”.",
		claims:  []want{{typ: cite.Powolanie, src: "art. 79 ust. 1 Konstytucja RP"}},
		ignored: []string{WhyOutside}},
	{name: "zgodnie z art. inside a party's narrative applies the provision, it does not restate it",
		text:   "Pozwany, zgodnie z art. 82 k.p.c., zrezygnował z udziału w sprawie i nie zgłosił interwencji ubocznej po stronie powoda.",
		claims: []want{{typ: cite.Powolanie, src: "art. 82 Kodeks postępowania cywilnego"}}},
	{name: "a bare „Sąd” is the document's own court (Sygn. akt), not a ruling discussed pages before, and the own case anchors nothing",
		text: "Sygn. akt I C 10/20\n\nWYROK\n\nSąd Rejonowy w Kutnie po rozpoznaniu sprawy z powództwa Jana Nowaka oddala powództwo.\n\nPowód powoływał się na wyrok SN z dnia 5 lutego 2018 r., II CSK 5/18. Sąd ten ocenił wówczas umowę pożyczki. Nadto powód wskazał na opinię biegłego. Biegły ocenił szkodę. Sąd nie podzielił opinii biegłego.\n\nSąd przyjął, że powód nie wykazał wysokości szkody.",
		claims: []want{
			{typ: cite.Powolanie, src: "II CSK 5/18"}}},
	{name: "a list whose numbers go on without art. shares one act (pl.MatchProvisionList)",
		text: "Skarżący wskazał art. 2, 31 ust. 3 i 64 Konstytucji oraz art. 415 i 417¹ § 1 k.c.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 2 Konstytucja RP"},
			{typ: cite.Powolanie, src: "art. 31 ust. 3 Konstytucja RP"},
			{typ: cite.Powolanie, src: "art. 64 Konstytucja RP"},
			{typ: cite.Powolanie, src: "art. 415 Kodeks cywilny"},
			{typ: cite.Powolanie, src: "art. 417¹ § 1 Kodeks cywilny"}}},
}

func TestAttribution(t *testing.T) {
	t.Parallel()
	for _, tc := range attributionCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
