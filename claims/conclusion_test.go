package claims

import (
	"testing"

	"citeguard/cite"
)

// leadClassCases are the classes the lead measured on memos written blind
// (REQUESTS.md, 2026-12-01 17:20, items 1–7), each in sentences of our own:
// other courts, acts and verbs than the lead's examples, and negative
// controls that must not change. heldout_test.go holds sentences written
// before the fixes and run only after them.
var leadClassCases = []tcase{
	// --- 1. the memo's own conclusion naming a ruling is a powołanie ---
	{name: "1 the client's claim has no prospects — wobec wyroku between dashes",
		text:   "Roszczenie Spółki – wobec wyroku SK 99/01 – nie ma szans powodzenia.",
		claims: []want{{typ: cite.Powolanie, src: "SK 99/01"}}},
	{name: "1 w świetle uchwały … powództwo należy uznać za przedwczesne",
		text:   "W świetle uchwały III CZP 99/01 powództwo należy uznać za przedwczesne.",
		claims: []want{{typ: cite.Powolanie, src: "III CZP 99/01"}}},
	{name: "1 the ruling after four words of the memo's conclusion",
		text:   "Roszczenie Spółki o zwrot nadpłaconych opłat nie ma szans powodzenia wobec wyroku SK 99/01.",
		claims: []want{{typ: cite.Powolanie, src: "SK 99/01"}}},
	{name: "1 mając na uwadze … rekomendujemy",
		text:   "Mając na uwadze wyrok Sądu Najwyższego z dnia 3 marca 2015 r., II CSK 400/14, rekomendujemy Klientowi zawarcie ugody z bankiem.",
		claims: []want{{typ: cite.Powolanie, src: "II CSK 400/14"}}},
	{name: "1 the client's appeal in parentheses",
		text:   "Odwołanie Klienta należy więc uznać za zasadne (wyrok KIO z dnia 5 marca 2020 r., KIO 400/20).",
		claims: []want{{typ: cite.Powolanie, src: "KIO 400/20"}}},
	{name: "1 w naszej ocenie … w świetle wyroku at the end",
		text:   "W naszej ocenie zarzut przedawnienia podniesiony przez pozwanego jest chybiony w świetle wyroku SN z dnia 12 lutego 2019 r., V CSK 100/18.",
		claims: []want{{typ: cite.Powolanie, src: "V CSK 100/18"}}},
	{name: "1 the text is not mangled: z uwagi na wyrok inside the clause",
		text:   "Skarga kasacyjna Klienta, z uwagi na wyrok Naczelnego Sądu Administracyjnego z dnia 4 czerwca 2019 r., II FSK 100/18, ma realne szanse na uwzględnienie.",
		claims: []want{{typ: cite.Powolanie, src: "II FSK 100/18"}}},
	{name: "1 control: a legal proposition with its ruling in parentheses is a paraphrase",
		text:   "Zbycie wierzytelności nie zwalnia dłużnika z obowiązku zapłaty odsetek za opóźnienie (wyrok Sądu Apelacyjnego w Gdańsku z dnia 4 kwietnia 2018 r., I ACa 200/17).",
		claims: []want{{typ: cite.Parafraza, src: "I ACa 200/17", text: "nie zwalnia dłużnika"}}},
	{name: "1 control: „tożsamy” and „problemy” are not the memo's „we”",
		text:   "Przedmiot świadczenia musi być tożsamy z zobowiązaniem, a problemy z wykonaniem obciążają dłużnika (wyrok Sądu Najwyższego z dnia 6 maja 2016 r., I CSK 300/15).",
		claims: []want{{typ: cite.Parafraza, src: "I CSK 300/15"}}},

	// --- 2. the provision that introduces the quotation anchors it ---
	{name: "2 a art. X stanowi, że — after a zob. też in parentheses",
		text: "Obowiązek ten przewiduje art. 10 § 2 k.p. (zob. też art. 10 § 1 k.p.), a art. 10 § 3 k.p. stanowi, że „pracodawca jest obowiązany zapewnić pracownikowi bezpieczne warunki pracy”.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 10 § 2 Kodeks pracy"},
			{typ: cite.Powolanie, src: "art. 10 § 1 Kodeks pracy"},
			{typ: cite.CytatDoslowny, src: "art. 10 § 3 Kodeks pracy", from: cite.FromCitation}}},
	{name: "2 natomiast art. X stanowi:",
		text: "Podstawą roszczenia jest art. 405 k.c., natomiast art. 410 § 2 k.c. stanowi: „Świadczenie jest nienależne, jeżeli ten, kto je spełnił, nie był w ogóle zobowiązany”.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 405 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "art. 410 § 2 Kodeks cywilny"}}},
	{name: "2 zaś art. X przewiduje, że",
		text: "Przepis art. 98 § 1 k.p.c. ustanawia zasadę odpowiedzialności za wynik procesu, zaś art. 102 k.p.c. przewiduje, że „w wypadkach szczególnie uzasadnionych sąd może zasądzić od strony przegrywającej tylko część kosztów”.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 98 § 1 Kodeks postępowania cywilnego"},
			{typ: cite.CytatDoslowny, src: "art. 102 Kodeks postępowania cywilnego"}}},
	{name: "2 the first provision has spoken already (dotyczy), the second brzmi:",
		text: "Art. 58 § 1 k.c. dotyczy czynności sprzecznych z ustawą, a art. 58 § 2 k.c. brzmi: „Nieważna jest czynność prawna sprzeczna z zasadami współżycia społecznego.”",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 58 § 1 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "art. 58 § 2 Kodeks cywilny"}}},
	{name: "2 an EU act: natomiast art. X, zgodnie z którym",
		text: "Art. 5 ust. 1 RODO formułuje ogólne zasady, natomiast art. 6 ust. 1 lit. f RODO, zgodnie z którym przetwarzanie jest zgodne z prawem, gdy „przetwarzanie jest niezbędne do celów wynikających z prawnie uzasadnionych interesów realizowanych przez administratora”.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 5 ust. 1 RODO (rozporządzenie (UE) 2016/679)"},
			{typ: cite.CytatDoslowny, src: "art. 6 ust. 1 lit. f RODO (rozporządzenie (UE) 2016/679)"}}},
	{name: "2 a topic provision, then „że” and the provision that speaks",
		text: "Na tle art. 5 k.c. trzeba pamiętać, że art. 6 k.c. stanowi: „Ciężar udowodnienia faktu spoczywa na osobie, która z faktu tego wywodzi skutki prawne.”",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 5 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "art. 6 Kodeks cywilny"}}},
	{name: "2 control: a ruling's „wskazał, że zgodnie z art. …” keeps the ruling's words",
		text:   "Sąd Najwyższy w wyroku z dnia 8 marca 2018 r., II CSK 300/17, wskazał, że zgodnie z art. 5 k.c. „nadużycie prawa podmiotowego nie korzysta z ochrony”.",
		claims: []want{{typ: cite.Powolanie, src: "art. 5 Kodeks cywilny"}, {typ: cite.CytatDoslowny, src: "II CSK 300/17"}}},
	{name: "2 control: the first provision introduces, the second is named after the quotation",
		text: "Art. 415 k.c. stanowi, że „kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia”, a art. 416 k.c. dotyczy osób prawnych.",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "art. 415 Kodeks cywilny"},
			{typ: cite.Powolanie, src: "art. 416 Kodeks cywilny"}}},
	{name: "2 control: two provisions listed together share their verb",
		text:   "Art. 471 i art. 472 k.c. stanowią: „dłużnik obowiązany jest do naprawienia szkody”.",
		claims: []want{{typ: cite.Powolanie, src: "art. 472 Kodeks cywilny"}, {typ: cite.CytatDoslowny, src: "art. 471 Kodeks cywilny", ambiguous: true}}},

	// --- 3. a quotation in a paragraph about a ruling is that ruling's ---
	{name: "3 Oznacza to, że „…” after the ruling under discussion",
		text: "Sąd Najwyższy w wyroku z dnia 14 marca 2019 r., I CSK 9901/99, rozważał charakter kary umownej. Oznacza to, że „kara umowna należy się wierzycielowi bez względu na wysokość szkody”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I CSK 9901/99"},
			{typ: cite.CytatDoslowny, src: "I CSK 9901/99", from: cite.FromContext}}},
	{name: "3 W konsekwencji „…”",
		text: "W wyroku z dnia 9 czerwca 2017 r., II CSK 600/16, Sąd Najwyższy analizował skutki braku zgody wspólnika. W konsekwencji „czynność dokonana bez wymaganej zgody jest bezwzględnie nieważna”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "II CSK 600/16"},
			{typ: cite.CytatDoslowny, src: "II CSK 600/16", from: cite.FromContext}}},
	{name: "3 a block quotation in a paragraph of its own after „…fragment uzasadnienia:”",
		text: "Sąd Apelacyjny w Krakowie w wyroku z dnia 5 maja 2020 r., I ACa 100/19, oddalił apelację pozwanego i przytoczył następujący fragment uzasadnienia sądu pierwszej instancji:\n\n„Pozwany nie wykazał, aby szkoda powstała wskutek okoliczności, za które nie ponosi odpowiedzialności.”",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 100/19", text: "oddalił apelację pozwanego", noText: "przytoczył"},
			{typ: cite.CytatDoslowny, src: "I ACa 100/19"}}},
	{name: "3 a block quotation after „Dodała:” in the previous paragraph",
		text: "Krajowa Izba Odwoławcza w wyroku z dnia 3 lutego 2021 r., KIO 200/21, uwzględniła odwołanie. Dodała:\n\n„Zamawiający nie może żądać od wykonawcy dokumentów, które nie zostały wskazane w ogłoszeniu o zamówieniu.”",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "KIO 200/21"},
			{typ: cite.CytatDoslowny, src: "KIO 200/21", from: cite.FromContext, cue: "Dodała"}}},
	{name: "3 a block quotation after „Trybunał odrzucił:”",
		text: "Trybunał Konstytucyjny w wyroku z dnia 7 marca 2018 r., K 10/17, rozpoznał wniosek grupy posłów. Trybunał odrzucił:\n\n„argumentację wnioskodawcy, zgodnie z którą zaskarżony przepis narusza zasadę proporcjonalności”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "K 10/17"},
			{typ: cite.CytatDoslowny, src: "K 10/17", from: cite.FromContext}}},
	{name: "3 control: a party's words after the ruling stay without a source",
		text:    "Sąd Najwyższy w wyroku z dnia 14 marca 2019 r., I CSK 9901/99, oddalił skargę kasacyjną. Powód twierdził natomiast, że „umowa wygasła z chwilą doręczenia wypowiedzenia”.",
		claims:  []want{{typ: cite.FaktProceduralny, src: "I CSK 9901/99"}},
		ignored: []string{WhyOutside}},
	{name: "3 control: a short marked phrase is not a holding",
		text:    "Sąd Najwyższy w wyroku z dnia 14 marca 2019 r., I CSK 9901/99, oddalił skargę kasacyjną. Strony nazywały ten dokument „umową ramową”.",
		claims:  []want{{typ: cite.FaktProceduralny, src: "I CSK 9901/99"}},
		ignored: []string{WhyScare}},
	{name: "3 control: a provision named in the quotation's sentence keeps the paragraph's ruling out",
		text:   "Sąd Najwyższy w wyroku z dnia 14 marca 2019 r., I CSK 9901/99, oddalił skargę kasacyjną. Skarga dotyczyła wykładni art. 484 § 2 k.c., w której pojęcie „znacznej części zobowiązania wykonanej przez dłużnika” budzi wątpliwości.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I CSK 9901/99"}, {typ: cite.Powolanie, src: "art. 484 § 2 Kodeks cywilny"}, {typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "3 control: a procurement's name after pn. is a name, however long",
		text:    "Krajowa Izba Odwoławcza w wyroku z dnia 3 lutego 2021 r., KIO 200/21, uwzględniła odwołanie. Zamówienie pn. „Budowa sali gimnastycznej wraz z zagospodarowaniem terenu i infrastrukturą towarzyszącą” prowadzono w trybie przetargu.",
		claims:  []want{{typ: cite.FaktProceduralny, src: "KIO 200/21"}},
		ignored: []string{WhyName}},

	// --- 4. court positions by a participle, facts by a back-reference ---
	{name: "4 oddalił powództwo, przyjmując, że",
		text: "Sąd Okręgowy w Gdańsku w wyroku z dnia 5 maja 2020 r., I C 100/19, oddalił powództwo, przyjmując, że umowa została skutecznie wypowiedziana przez pozwanego.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I C 100/19", text: "oddalił powództwo", noText: "przyjmując"},
			{typ: cite.StanowiskoSadu, src: "I C 100/19", text: "umowa została skutecznie wypowiedziana"}}},
	{name: "4 Sąd ten oddalił apelację, uznając, że",
		text: "Sąd Apelacyjny w Poznaniu w wyroku z dnia 2 lutego 2021 r., I ACa 50/20, rozpoznał apelację powoda. Sąd ten oddalił apelację, uznając, że powód nie wykazał wysokości szkody.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 50/20"},
			{typ: cite.FaktProceduralny, src: "I ACa 50/20", from: cite.FromContext, text: "Sąd ten oddalił apelację"},
			{typ: cite.StanowiskoSadu, src: "I ACa 50/20", from: cite.FromContext, text: "powód nie wykazał wysokości szkody"}}},
	{name: "4 uchylił zaskarżony wyrok, wskazując, że",
		text: "Naczelny Sąd Administracyjny wyrokiem z dnia 8 lipca 2019 r., II FSK 1000/17, uchylił zaskarżony wyrok, wskazując, że organ podatkowy nie zebrał całego materiału dowodowego.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "II FSK 1000/17", text: "uchylił zaskarżony wyrok"},
			{typ: cite.StanowiskoSadu, src: "II FSK 1000/17", text: "organ podatkowy nie zebrał"}}},
	{name: "4 a court by its head word: its position is the ruling's, its act the document's own court's",
		text: "Krajowa Izba Odwoławcza w wyroku z dnia 3 marca 2021 r., KIO 300/21, rozpoznała odwołanie wykonawcy. Izba uwzględniła odwołanie, stwierdzając, że zamawiający bezpodstawnie odrzucił ofertę odwołującego.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "KIO 300/21"},
			{typ: cite.StanowiskoSadu, src: "KIO 300/21", from: cite.FromContext, text: "bezpodstawnie odrzucił ofertę"}}},
	{name: "4 a court named with its seat, its ruling cited in the sentence before",
		text: "Sąd Apelacyjny w Poznaniu w wyroku z dnia 2 lutego 2021 r., I ACa 50/20, rozpoznał apelację powoda. Sąd Apelacyjny w Poznaniu oddalił apelację w całości.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 50/20"},
			{typ: cite.FaktProceduralny, src: "I ACa 50/20", from: cite.FromContext, text: "oddalił apelację w całości"}}},
	{name: "4 control: a judgment's own „Sąd zasądził” is not the ruling it cited",
		text:   "Podobnie orzekł Sąd Najwyższy w wyroku z dnia 10 maja 2012 r., IV CSK 307/09. Mając na uwadze powyższe, Sąd zasądził kwotę 9.000 zł tytułem zadośćuczynienia.",
		claims: []want{{typ: cite.Powolanie, src: "IV CSK 307/09"}}},
	{name: "4 W tej samej sprawie Trybunał umorzył",
		text: "Trybunał Konstytucyjny w wyroku z dnia 10 października 2018 r., SK 20/16, orzekł o niezgodności przepisu z Konstytucją. W tej samej sprawie Trybunał umorzył postępowanie w pozostałym zakresie.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "SK 20/16"},
			{typ: cite.FaktProceduralny, src: "SK 20/16", from: cite.FromContext, cue: "W tej samej sprawie"}}},
	{name: "4 W tym samym wyroku Sąd Najwyższy uchylił",
		text: "Sąd Najwyższy w wyroku z dnia 6 czerwca 2019 r., IV CSK 200/18, rozpoznał skargę kasacyjną banku. W tym samym wyroku Sąd Najwyższy uchylił orzeczenie w części dotyczącej odsetek.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "IV CSK 200/18"},
			{typ: cite.FaktProceduralny, src: "IV CSK 200/18", from: cite.FromContext, text: "uchylił orzeczenie"}}},
	{name: "4 podzielając pogląd, że",
		text: "Wojewódzki Sąd Administracyjny w Krakowie w wyroku z dnia 3 września 2020 r., I SA/Kr 400/20, oddalił skargę spółki, podzielając pogląd, że decyzja organu była prawidłowa.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I SA/Kr 400/20", text: "oddalił skargę spółki"},
			{typ: cite.StanowiskoSadu, src: "I SA/Kr 400/20", text: "decyzja organu była prawidłowa"}}},
	{name: "4 a WSA signature with a Polish seat letter, Sąd ten …, uznając, że",
		text: "Wojewódzki Sąd Administracyjny w Łodzi w wyroku z dnia 5 maja 2021 r., III SA/Łd 200/20, rozpoznał skargę spółki. Sąd ten oddalił skargę, uznając, że organ prawidłowo ustalił stan faktyczny.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "III SA/Łd 200/20"},
			{typ: cite.FaktProceduralny, src: "III SA/Łd 200/20", from: cite.FromContext, text: "oddalił skargę"},
			{typ: cite.StanowiskoSadu, src: "III SA/Łd 200/20", from: cite.FromContext, text: "organ prawidłowo ustalił"}}},
	{name: "4 control: the client's participle is its own argument",
		text:   "Klient złożył odwołanie, wskazując, że zamawiający naruszył art. 226 ust. 1 pkt 5 p.z.p.",
		claims: []want{{typ: cite.Powolanie, src: "art. 226 ust. 1 pkt 5 Prawo zamówień publicznych"}}},
	{name: "4 control: a court nothing identifies, a provision inside its position: no position",
		text:   "Sygn. akt III CZP 90/02\n\nWyrokiem z dnia 15 stycznia 2002 r. Sąd Okręgowy w Krośnie uwzględnił powództwo, stwierdzając, że sprzedany budynek miał wady w rozumieniu art. 556 § 1 k.c.",
		claims: []want{{typ: cite.Powolanie, src: "art. 556 § 1 Kodeks cywilny"}}},
	{name: "4 control: the memo's own case history with a court's participle is no claim",
		text: "Sąd Rejonowy postanowieniem z dnia 3 kwietnia 2014 r. oddalił wniosek Klienta o zwolnienie od kosztów, uznając, że Klient mógł zgromadzić oszczędności."},
	{name: "4 control: a bare court's act with no ruling discussed is the memo's case history",
		text: "Umowę wypowiedziano w marcu 2020 r. Sąd Okręgowy oddalił powództwo w całości."},

	// --- 5. a procedural fact's text stops before the quotation's lead-in ---
	{name: "5 …, stwierdzając, że „…”",
		text: "Sąd Okręgowy w Szczecinie postanowieniem z dnia 3 grudnia 2013 r., II Cz 1099/13, oddalił zażalenie, stwierdzając, że „koszty zastępstwa procesowego należą się według stawek minimalnych”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "II Cz 1099/13", text: "oddalił zażalenie", noText: "stwierdzając"},
			{typ: cite.CytatDoslowny, src: "II Cz 1099/13", from: cite.FromCitation}}},
	{name: "5 …, podkreślając jednocześnie: „…”",
		text: "Sąd Apelacyjny w Lublinie wyrokiem z dnia 9 listopada 2020 r., I ACa 800/20, zmienił zaskarżony wyrok, podkreślając jednocześnie: „roszczenie o zachowek przedawnia się z upływem pięciu lat”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 800/20", text: "zmienił zaskarżony wyrok", noText: "podkreślając"},
			{typ: cite.CytatDoslowny, src: "I ACa 800/20"}}},
	{name: "5 …, a w uzasadnieniu dodała, że „…”",
		text: "Krajowa Izba Odwoławcza w wyroku z dnia 3 marca 2021 r., KIO 300/21, uwzględniła odwołanie, a w uzasadnieniu dodała, że „zamawiający nie może żądać dokumentów ponad wymagania ustawy”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "KIO 300/21", text: "uwzględniła odwołanie", noText: "dodała"},
			{typ: cite.CytatDoslowny, src: "KIO 300/21"}}},

	// --- 6. „Artykuł” written out ---
	{name: "6 Artykuł … przesądza, że „…”",
		text:   "Artykuł 12 § 1 k.p.c. przesądza, że „sąd rozpoznaje sprawy w składzie jednego sędziego”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 12 § 1 Kodeks postępowania cywilnego"}}},
	{name: "6 Treść artykułu … jest jasna:",
		text:   "Treść artykułu 415 k.c. jest jasna: „Kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia.”",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 415 Kodeks cywilny"}}},
	{name: "6 zgodnie z artykułem … restates the provision",
		text:   "Zgodnie z artykułem 5 Kodeksu cywilnego nie można czynić ze swego prawa użytku sprzecznego ze społeczno-gospodarczym przeznaczeniem tego prawa.",
		claims: []want{{typ: cite.Parafraza, src: "art. 5 Kodeks cywilny"}}},
	{name: "6 ustawodawca speaks through the provision",
		text:   "W art. 6 k.c. ustawodawca przesądził, że „ciężar udowodnienia faktu spoczywa na osobie, która z faktu tego wywodzi skutki prawne”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 6 Kodeks cywilny"}}},
	{name: "6 control: a journal article's title is still a title",
		text:    "Zagadnienie omawia artykuł „Kara umowna w praktyce sądów gospodarczych” opublikowany w 2019 r.",
		ignored: []string{WhyTitle}},

	// --- 7. applying a provision is not paraphrasing it ---
	{name: "7 liability arises from provisions that close the sentence",
		text: "Odpowiedzialność pozwanego wynika z art. 415 k.c. w zw. z art. 361 k.c.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 415 Kodeks cywilny"},
			{typ: cite.Powolanie, src: "art. 361 Kodeks cywilny"}}},
	{name: "7 stosownie do art. … okres ten",
		text:   "Stosownie do art. 22 k.p. okres ten ulega przedłużeniu.",
		claims: []want{{typ: cite.Powolanie, src: "art. 22 Kodeks pracy"}}},
	{name: "7 zgodnie z art. … pozwany powinien był … z dnia",
		text:   "Zgodnie z art. 455 k.c. pozwany powinien był spełnić świadczenie niezwłocznie po wezwaniu z dnia 5 marca 2021 r.",
		claims: []want{{typ: cite.Powolanie, src: "art. 455 Kodeks cywilny"}}},
	{name: "7 zgodnie z art. … w niniejszej sprawie",
		text:   "Zgodnie z art. 481 § 2 k.c. w niniejszej sprawie powodowi należą się odsetki ustawowe za opóźnienie.",
		claims: []want{{typ: cite.Powolanie, src: "art. 481 § 2 Kodeks cywilny"}}},
	{name: "7 control: zgodnie z art. restating the provision",
		text:   "Zgodnie z art. 233 § 1 k.p.c. sąd ocenia wiarygodność i moc dowodów według własnego przekonania.",
		claims: []want{{typ: cite.Parafraza, src: "art. 233 § 1 Kodeks postępowania cywilnego"}}},
	{name: "7 control: w myśl art. with the provision's own past tense",
		text:   "W myśl art. 361 § 1 k.c. zobowiązany do odszkodowania ponosi odpowiedzialność tylko za normalne następstwa działania lub zaniechania, z którego szkoda wynikła.",
		claims: []want{{typ: cite.Parafraza, src: "art. 361 § 1 Kodeks cywilny"}}},
	{name: "7 control: the act's own „niniejszej ustawy” is not the case",
		text:   "Art. 2 tej ustawy stanowi, że do postępowań wszczętych przed dniem wejścia w życie niniejszej ustawy stosuje się przepisy dotychczasowe.",
		claims: []want{{typ: cite.Parafraza, src: "art. 2"}}},
	{name: "7 control: a provision that states and is applied in one sentence stays a paraphrase",
		text:   "Na gruncie niniejszej sprawy zastosowanie ma art. 415 k.c., który stanowi, że kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia.",
		claims: []want{{typ: cite.Parafraza, src: "art. 415 Kodeks cywilny"}}},

	// --- the lead's 18:05 classes (real-text 🔴 that were attribution) ---
	{name: "a an appellant's charge quoted after the provision it invokes is not the provision's text",
		text:    "Pozwana zarzuciła naruszenie: 1) art. 328 § 2 k.p.c. „poprzez niewyjaśnienie podstawy prawnej rozstrzygnięcia w sposób umożliwiający kontrolę instancyjną”; 2) art. 232 k.p.c. „polegające na przerzuceniu ciężaru dowodu na pozwaną wbrew regułom”.",
		claims:  []want{{typ: cite.Powolanie, src: "art. 328 § 2 Kodeks postępowania cywilnego"}, {typ: cite.Powolanie, src: "art. 232 Kodeks postępowania cywilnego"}},
		ignored: []string{WhyOutside, WhyOutside}},
	{name: "a control: a provision's own text may start with „przez”",
		text:   "Zgodnie z art. 647 k.c. „przez umowę o roboty budowlane wykonawca zobowiązuje się do oddania przewidzianego w umowie obiektu”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 647 Kodeks cywilny"}}},
	{name: "a control: a charge's provision that speaks („zgodnie z którym”) is the quotation's source",
		text:   "Pozwany może podnieść zarzut z art. 5 k.c., zgodnie z którym „nie można czynić ze swego prawa użytku sprzecznego z jego społeczno-gospodarczym przeznaczeniem”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 5 Kodeks cywilny"}}},
	{name: "b a question of law is not the text of the provision it is presented under",
		text:   "Sąd Okręgowy przedstawił na podstawie art. 390 § 1 k.p.c. zagadnienie prawne: „Czy roszczenie o zwrot nakładów na cudzą nieruchomość przedawnia się z upływem roku od jej zwrotu?”",
		claims: []want{{typ: cite.Powolanie, src: "art. 390 § 1 Kodeks postępowania cywilnego"}, {typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "c a definition after „w rozumieniu przepisów art. …” is not the provisions' text",
		text:    "Powódka doznała rozstroju zdrowia, jakim w rozumieniu przepisów art. 444 § 1 i 445 § 1 k.c. jest „(…) zakłócenie prawidłowego funkcjonowania organizmu, bez względu na jego trwałość”.",
		claims:  []want{{typ: cite.Powolanie, src: "art. 444 § 1 Kodeks cywilny"}, {typ: cite.Powolanie, src: "art. 445 § 1 Kodeks cywilny"}},
		ignored: []string{WhyOutside}},
	{name: "d a quotation a por. reference introduces is that reference's, never a provision's named before it: the library is searched",
		text:   "Wierzyciel może żądać odsetek za czas opóźnienia – art. 481 § 1 k.c. (por. też wyrok Sądu Apelacyjnego w Łodzi z dnia 4 marca 2015 r., I ACa 1100/14, LEX nr 1667600: „odsetki należą się od dnia, w którym dłużnik popadł w opóźnienie po wezwaniu”).",
		claims: []want{{typ: cite.Powolanie, src: "art. 481 § 1 Kodeks cywilny"}, {typ: cite.Powolanie, src: "I ACa 1100/14"}, {typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "e zgodnie z art. A w zw. z art. B: A anchors, not ambiguous",
		text: "Zgodnie z art. 6 ust. 1 lit. c RODO w zw. z art. 22¹ § 1 k.p. „pracodawca żąda od osoby ubiegającej się o zatrudnienie podania danych osobowych”.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 22¹ § 1 Kodeks pracy"},
			{typ: cite.CytatDoslowny, src: "art. 6 ust. 1 lit. c RODO (rozporządzenie (UE) 2016/679)"}}},
	{name: "e a provision of an earlier clause after „;” is no introducer",
		text:   "Kwestię tę reguluje art. 405 k.c.; w orzecznictwie akcentuje się jednak, że „każde przysporzenie bez podstawy prawnej podlega zwrotowi w naturze”.",
		claims: []want{{typ: cite.Powolanie, src: "art. 405 Kodeks cywilny"}, {typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "a case heard jointly is not the ruling under discussion",
		text: "Sygn. akt KIO 700/21\n\nWYROK\n\nIzba rozpoznała odwołanie wraz z odwołaniem o sygn. akt KIO 701/21 rozpatrywanym łącznie z niniejszym odwołaniem. Izba uznała, że zarzut zaniechania wykluczenia wykonawcy potwierdził się.",
		claims: []want{
			// „Izba uznała” is this case's own chamber speaking: the own
			// case number anchors nothing.
			{typ: cite.FaktProceduralny, src: "KIO 701/21"}}},
	{name: "a provision measured against another act's provision keeps its own act",
		text: "Przepis dodaje w ustawie z dnia 21 czerwca 2001 r. o dodatkach mieszkaniowych art. 9a, z art. 167 ust. 1 i 4 Konstytucji.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 9a"},
			{typ: cite.Powolanie, src: "art. 167 ust. 1 Konstytucja RP"},
			{typ: cite.Powolanie, src: "art. 167 ust. 4 Konstytucja RP"}}},
	{name: "a bare number after a paragraph continues the paragraphs, far past it starts an article",
		text: "Zastosowanie mają art. 444 § 1 i 2 k.c. oraz art. 2, 31 ust. 3 i 64 Konstytucji.",
		claims: []want{
			{typ: cite.Powolanie, src: "art. 444 § 1 Kodeks cywilny"},
			{typ: cite.Powolanie, src: "art. 444 § 2 Kodeks cywilny"},
			{typ: cite.Powolanie, src: "art. 2 Konstytucja RP"},
			{typ: cite.Powolanie, src: "art. 31 ust. 3 Konstytucja RP"},
			{typ: cite.Powolanie, src: "art. 64 Konstytucja RP"}}},
}

func TestLeadClasses(t *testing.T) {
	t.Parallel()
	for _, tc := range leadClassCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
