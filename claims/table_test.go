package claims

import (
	"fmt"
	"strings"
	"testing"

	"citeguard/cite"
)

// want is one expected claim. Empty string fields are not checked, except
// that src "-" means the claim must have no source_id.
type want struct {
	typ        cite.ClaimType
	src        string      // source_id
	quote      string      // exact quote
	text       string      // a substring of claim_text
	noText     string      // a string claim_text must not hold
	anchor     cite.Anchor // every non-empty field is checked
	short      string      // short_form
	antecedent string
	unresolved bool
	segments   int // number of segments of a gapped quotation
	footnote   int
	page       int
	from       cite.AnchorFrom // anchor_from, when given
	cue        string          // a substring of anchor_cue
	ambiguous  bool
}

// tcase is one memo passage: the claims it holds, in order, and the reasons
// for the quotation marks it must ignore, in order.
type tcase struct {
	name    string
	text    string
	fns     []Footnote // footnotes as (number, text span in text, ref)
	pages   bool       // split pages at \f
	claims  []want
	ignored []string
	quoted  []string // source_id of the citations inside quotations, in order
}

// memoCases are memo sentences in legal Polish covering every form of issue
// 4: quotation marks of every kind, nesting, breaks and gaps; signatures of
// every court; acts and provisions; dates, courts, parties; claim types;
// attribution; short forms; and quotation marks that are not claims.
var memoCases = []tcase{
	// --- quotations and their anchors ---
	{name: "a provision inside the quotation is quoted text, not its source",
		text: "W uchwale z dnia 5 lipca 2002 r., III CZP 39/02, Sąd Najwyższy przyjął, że „po upływie terminu wskazanego w art. 568 § 1 k.c. roszczenie kupującego wygasa”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "III CZP 39/02", quote: "po upływie terminu wskazanego w art. 568 § 1 k.c. roszczenie kupującego wygasa",
			anchor: cite.Anchor{Sygnatura: "III CZP 39/02", Data: "2002-07-05"}}},
		quoted: []string{"art. 568 § 1 Kodeks cywilny"}},
	{name: "polish quotes with SN signature",
		text: "Sąd Najwyższy w wyroku z dnia 5 lipca 2002 r., II CSK 123/19, stwierdził: „kara umowna należy się wierzycielowi niezależnie od wysokości poniesionej szkody”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II CSK 123/19", quote: "kara umowna należy się wierzycielowi niezależnie od wysokości poniesionej szkody",
			anchor: cite.Anchor{Sygnatura: "II CSK 123/19", Data: "2002-07-05", Organ: "Sąd Najwyższy", Forma: "wyrok"}}}},
	{name: "english quotes with TK",
		text: "Trybunał Konstytucyjny podkreślił, że “zasada zaufania obywatela do państwa wymaga przewidywalności prawa” (wyrok TK z 7 maja 2003 r., K 27/03).",
		claims: []want{{typ: cite.CytatDoslowny, src: "K 27/03", quote: "zasada zaufania obywatela do państwa wymaga przewidywalności prawa",
			anchor: cite.Anchor{Sygnatura: "K 27/03", Data: "2003-05-07", Organ: "Trybunał Konstytucyjny"}}}},
	{name: "ascii quotes with NSA",
		text: `Naczelny Sąd Administracyjny w wyroku z 12.03.2019 r., II FSK 1234/18, wskazał: "organ podatkowy nie może pomijać dowodów przedstawionych przez stronę".`,
		claims: []want{{typ: cite.CytatDoslowny, src: "II FSK 1234/18", quote: "organ podatkowy nie może pomijać dowodów przedstawionych przez stronę",
			anchor: cite.Anchor{Data: "2019-03-12", Organ: "Naczelny Sąd Administracyjny"}}}},
	{name: "guillemets with WSA in Warsaw",
		text: "WSA w Warszawie (wyrok z 3 lutego 2021 r., III SA/Wa 123/20) przyjął: »decyzja wydana bez podstawy prawnej jest nieważna z mocy prawa«.",
		claims: []want{{typ: cite.CytatDoslowny, src: "III SA/Wa 123/20", quote: "decyzja wydana bez podstawy prawnej jest nieważna z mocy prawa",
			anchor: cite.Anchor{Organ: "Wojewódzki Sąd Administracyjny w Warszawie", Data: "2021-02-03"}}}},
	{name: "reversed guillemets with SA in Krakow",
		text: "Sąd Apelacyjny w Krakowie w wyroku z dnia 14 listopada 2012 r., I A Ca 1148/12, orzekł: «umowa zawarta dla pozoru jest nieważna w całości».",
		claims: []want{{typ: cite.CytatDoslowny, src: "I ACa 1148/12", quote: "umowa zawarta dla pozoru jest nieważna w całości",
			anchor: cite.Anchor{Organ: "Sąd Apelacyjny w Krakowie", Data: "2012-11-14"}}}},
	{name: "nested quotation is part of the outer one",
		text: "SN wyjaśnił: „pojęcie ‚rażącego naruszenia prawa’ obejmuje tylko oczywiste błędy wykładni” (postanowienie SN z 10 stycznia 2020 r., I CSK 50/19).",
		claims: []want{{typ: cite.CytatDoslowny, src: "I CSK 50/19", quote: "pojęcie ‚rażącego naruszenia prawa’ obejmuje tylko oczywiste błędy wykładni",
			anchor: cite.Anchor{Forma: "postanowienie", Data: "2020-01-10"}}}},
	{name: "quote broken across lines, anchor in the next sentence",
		text:   "Skład orzekający zaznaczył, że „odsetki za opóźnienie\nprzysługują niezależnie od winy dłużnika”.\n(Wyrok SN z 12 czerwca 2019 r., V CSK 77/18.)",
		claims: []want{{typ: cite.CytatDoslowny, src: "V CSK 77/18", quote: "odsetki za opóźnienie\nprzysługują niezależnie od winy dłużnika"}}},
	{name: "quote broken across a page",
		text:  "Sąd Najwyższy w uchwale z 6 listopada 2003 r., III CZP 61/03, przyjął: „zastrzeżenie kary umownej nie zwalnia\f dłużnika z obowiązku wykonania zobowiązania”.",
		pages: true,
		claims: []want{{typ: cite.CytatDoslowny, src: "III CZP 61/03", quote: "zastrzeżenie kary umownej nie zwalnia\f dłużnika z obowiązku wykonania zobowiązania",
			anchor: cite.Anchor{Forma: "uchwała"}, page: 1}}},
	{name: "gaps in a quotation",
		text:   "Jak wskazał SN w wyroku z 21 maja 2004 r., V CK 528/03: „materiał procesowy […] podlega prekluzji (…) tylko w granicach podstawy faktycznej ... powództwa”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "V CK 528/03", segments: 4}}},
	{name: "quote anchored by the previous sentence",
		text:   "W wyroku z dnia 9 marca 2017 r., IV CSK 300/16, Sąd Najwyższy rozważał skutki nieważności umowy. Sąd podkreślił: „świadczenie spełnione na podstawie nieważnej umowy jest świadczeniem nienależnym”.",
		claims: []want{{typ: cite.FaktProceduralny, src: "IV CSK 300/16", text: "skutki nieważności umowy"}, {typ: cite.CytatDoslowny, src: "IV CSK 300/16", quote: "świadczenie spełnione na podstawie nieważnej umowy jest świadczeniem nienależnym"}}},
	{name: "quote anchored by its footnote",
		text: "Sąd Najwyższy stwierdził: „bank nie może jednostronnie kształtować kursu waluty”.[^1]\n\n[^1]: Wyrok SN z dnia 4 kwietnia 2019 r., III CSK 159/17.",
		fns:  []Footnote{{Number: 1}},
		claims: []want{{typ: cite.CytatDoslowny, src: "III CSK 159/17", quote: "bank nie może jednostronnie kształtować kursu waluty",
			anchor: cite.Anchor{Organ: "Sąd Najwyższy", Data: "2019-04-04"}}}},
	{name: "quote of a statute",
		text:   "Zgodnie z art. 415 k.c. „kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 415 Kodeks cywilny", anchor: cite.Anchor{Akt: "Kodeks cywilny", Przepis: "art. 415"}}}},

	// --- signatures ---
	{name: "glued department numeral",
		text:   "Por. wyrok SN z 18 października 2007 r., IICSK 459/07.",
		claims: []want{{typ: cite.Powolanie, src: "II CSK 459/07", anchor: cite.Anchor{Data: "2007-10-18", Organ: "Sąd Najwyższy"}}}},
	{name: "four-digit year",
		text:   "Zob. uchwałę SN z 20 września 2012 r., III CZP 67/2012.",
		claims: []want{{typ: cite.Powolanie, src: "III CZP 67/12", anchor: cite.Anchor{Forma: "uchwała"}}}},
	{name: "regional court signature with a suffix",
		text:   "Por. wyrok Sądu Rejonowego w Poznaniu z 2 kwietnia 2012 r., I C 1392/11/N.",
		claims: []want{{typ: cite.Powolanie, src: "I C 1392/11/N", anchor: cite.Anchor{Organ: "Sąd Rejonowy w Poznaniu"}}}},
	{name: "constitutional tribunal signatures in a list",
		text:   "Zob. orzeczenia TK: K 27/03, SK 3/18, P 7/19, Ts 45/20 oraz K. 2/93.",
		claims: []want{{typ: cite.Powolanie, src: "K 27/03"}, {typ: cite.Powolanie, src: "SK 3/18"}, {typ: cite.Powolanie, src: "P 7/19"}, {typ: cite.Powolanie, src: "Ts 45/20"}, {typ: cite.Powolanie, src: "K 2/93"}}},
	{name: "KIO signatures",
		text:   "Tak też Krajowa Izba Odwoławcza w wyrokach KIO 123/14 i KIO/UZP/1/07.",
		claims: []want{{typ: cite.Powolanie, src: "KIO 123/14", anchor: cite.Anchor{Organ: "Krajowa Izba Odwoławcza"}}, {typ: cite.Powolanie, src: "KIO/UZP 1/07"}}},
	{name: "CJEU cases, appeal and joined cases",
		text:   "Por. wyroki TSUE w sprawach C-311/18, C-123/20 P, połączonych C-402/05 P i C-415/05 P oraz wyrok Sądu UE T-456/19.",
		claims: []want{{typ: cite.Powolanie, src: "C-311/18"}, {typ: cite.Powolanie, src: "C-123/20 P"}, {typ: cite.Powolanie, src: "C-402/05 P"}, {typ: cite.Powolanie, src: "C-415/05 P"}, {typ: cite.Powolanie, src: "T-456/19"}}},
	{name: "ECLI with a CJEU case",
		text:   "Por. wyrok z 16 lipca 2020 r., C-311/18, ECLI:EU:C:2020:559.",
		claims: []want{{typ: cite.Powolanie, src: "C-311/18", anchor: cite.Anchor{ECLI: "ECLI:EU:C:2020:559", Data: "2020-07-16"}}}},
	{name: "ECLI alone",
		text:   "Zob. ECLI:PL:SN:2019:II.CSK.123.19.",
		claims: []want{{typ: cite.Powolanie, src: "ECLI:PL:SN:2019:II.CSK.123.19"}}},
	{name: "CELEX",
		text:   "Zob. rozporządzenie (UE) 2016/679, CELEX 32016R0679.",
		claims: []want{{typ: cite.Powolanie, src: "32016R0679", anchor: cite.Anchor{CELEX: "32016R0679"}}}},
	{name: "NBSP, U+2011 and a line break inside signatures",
		text:   "Por. wyrok SN z 5 lipca 2019 r., II\u00a0CSK\u00a0123/19, wyrok TSUE C\u2011311/18 oraz postanowienie SN III CZP\n100/17.",
		claims: []want{{typ: cite.Powolanie, src: "II CSK 123/19"}, {typ: cite.Powolanie, src: "C-311/18"}, {typ: cite.Powolanie, src: "III CZP 100/17"}}},
	{name: "page break inside a signature",
		text:   "Por. uchwałę SN z 18 maja 1993 r., II UZP\n\n\f15/93, oraz wyrok SN z 2 lutego 1996 r., II URN 3/95.",
		pages:  true,
		claims: []want{{typ: cite.Powolanie, src: "II UZP 15/93", anchor: cite.Anchor{Forma: "uchwała", Data: "1993-05-18"}, page: 1}, {typ: cite.Powolanie, src: "II URN 3/95", page: 2}}},
	{name: "sygn. akt before the signature",
		text:   "Postanowieniem z dnia 1 lutego 2018 r. (sygn. akt II Ko 102/11) Sąd Okręgowy w Rzeszowie oddalił wniosek skarżącego.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II Ko 102/11", text: "oddalił wniosek", anchor: cite.Anchor{Data: "2018-02-01", Forma: "postanowienie"}}}},

	// --- acts and provisions ---
	{name: "Dz.U. new style",
		text:   "Zamawiający stosuje ustawę z dnia 11 września 2019 r. – Prawo zamówień publicznych (Dz.U. 2019 poz. 2019).",
		claims: []want{{typ: cite.Powolanie, anchor: cite.Anchor{Publikator: "Dz.U. 2019 poz. 2019"}}}},
	{name: "Dz.U. old style names the civil code",
		text:   "Por. Kodeks cywilny (Dz.U. z 1964 r. Nr 16, poz. 93).",
		claims: []want{{typ: cite.Powolanie, anchor: cite.Anchor{Akt: "Kodeks cywilny", Publikator: "Dz.U. z 1964 r. Nr 16, poz. 93"}}}},
	{name: "official journal of the EU",
		text:   "Zob. rozporządzenie Parlamentu Europejskiego i Rady (UE) 2016/679 (Dz.Urz. UE L 119 z 4.5.2016, s. 1).",
		claims: []want{{typ: cite.Powolanie, anchor: cite.Anchor{Publikator: "Dz.Urz. UE L 119 z 4.5.2016, s. 1"}}}},
	{name: "civil code by abbreviation and full name",
		text:   "Powód wywodzi roszczenie z art. 415 KC, a pozwany powołuje się na art. 362 Kodeksu cywilnego.",
		claims: []want{{typ: cite.Powolanie, src: "art. 415 Kodeks cywilny"}, {typ: cite.Powolanie, src: "art. 362 Kodeks cywilny"}}},
	{name: "GDPR provision with a letter",
		text:   "Podstawą przetwarzania jest art. 6 ust. 1 lit. f RODO.",
		claims: []want{{typ: cite.Powolanie, anchor: cite.Anchor{Przepis: "art. 6 ust. 1 lit. f", Akt: "RODO (rozporządzenie (UE) 2016/679)"}}}},
	{name: "statute paraphrase with a paragraph",
		text:   "Zgodnie z art. 233 § 1 k.p.c. sąd ocenia wiarygodność i moc dowodów według własnego przekonania.",
		claims: []want{{typ: cite.Parafraza, src: "art. 233 § 1 Kodeks postępowania cywilnego", text: "według własnego przekonania"}}},
	{name: "range of articles",
		text:   "Zob. art. 2-4 ustawy z dnia 23 maja 1991 r. o związkach zawodowych.",
		claims: []want{{typ: cite.Powolanie, anchor: cite.Anchor{Przepis: "art. 2-4", Akt: "ustawy z dnia 23 maja 1991 r. o związkach zawodowych"}}}},

	// --- dates, courts, parties ---
	{name: "date in words and court in the genitive",
		text:   "Por. wyrok Naczelnego Sądu Administracyjnego z dnia 5 lipca 2002 r., I OSK 1216/11.",
		claims: []want{{typ: cite.Powolanie, src: "I OSK 1216/11", anchor: cite.Anchor{Organ: "Naczelny Sąd Administracyjny", Data: "2002-07-05", DataTekst: "5 lipca 2002 r."}}}},
	{name: "regional court in the genitive with a seat",
		text:   "Por. wyrok Sądu Okręgowego w Warszawie z 12.03.2019 r., XXV C 100/18.",
		claims: []want{{typ: cite.Powolanie, src: "XXV C 100/18", anchor: cite.Anchor{Organ: "Sąd Okręgowy w Warszawie", Data: "2019-03-12"}}}},
	{name: "parties: z powództwa X przeciwko Y",
		text:   "Por. wyrok SN z 10 maja 2018 r., II CSK 10/18, w sprawie z powództwa Jana Kowalskiego przeciwko Bankowi Millennium S.A. o zapłatę.",
		claims: []want{{typ: cite.Powolanie, src: "II CSK 10/18", anchor: cite.Anchor{Strony: "Jana Kowalskiego przeciwko Bankowi Millennium S.A."}}}},
	{name: "parties: X v. Y",
		text:   "Por. wyrok ETS z 15 lipca 1964 r. w sprawie Costa v. ENEL, C-6/64.",
		claims: []want{{typ: cite.Powolanie, src: "C-6/64", anchor: cite.Anchor{Strony: "Costa przeciwko ENEL", Organ: "Trybunał Sprawiedliwości Unii Europejskiej"}}}},
	{name: "parties: ze skargi X",
		text:   "Por. wyrok WSA w Krakowie z 3 marca 2020 r., II SA/Kr 55/20, ze skargi Anny Nowak na decyzję Wojewody.",
		claims: []want{{typ: cite.Powolanie, src: "II SA/Kr 55/20", anchor: cite.Anchor{Strony: "Anny Nowak", Organ: "Wojewódzki Sąd Administracyjny w Krakowie"}}}},

	// --- claim types from the words around ---
	{name: "court's position with a that-clause",
		text:   "Sąd Najwyższy w wyroku z 8 lutego 2018 r., II CSK 99/17, przyjął, że bank ponosi odpowiedzialność za nieautoryzowane transakcje.",
		claims: []want{{typ: cite.StanowiskoSadu, src: "II CSK 99/17", text: "bank ponosi odpowiedzialność za nieautoryzowane transakcje"}}},
	{name: "w ocenie Sądu",
		text:   "W ocenie Sądu Apelacyjnego w Krakowie, termin zawity nie podlega przywróceniu (wyrok z 7 czerwca 2016 r., I ACa 1/16).",
		claims: []want{{typ: cite.StanowiskoSadu, src: "I ACa 1/16", text: "termin zawity nie podlega przywróceniu"}}},
	{name: "zdaniem SN with no ruling anywhere is not a claim (no identifier)",
		text: "Zdaniem SN, zarzut potrącenia może być podniesiony w każdym stanie sprawy."},
	{name: "tak też with a bare signature",
		text:   "Tak też SN w wyroku z 11 stycznia 2018 r., II CSK 200/17.",
		claims: []want{{typ: cite.Powolanie, src: "II CSK 200/17"}}},
	{name: "pinpoint: pkt uzasadnienia",
		text:   "Obowiązek informacyjny banku obejmuje ryzyko kursowe (pkt 15 uzasadnienia wyroku SN z 27 listopada 2019 r., II CSK 483/18).",
		claims: []want{{typ: cite.TezaPinpoint, src: "II CSK 483/18", text: "ryzyko kursowe", anchor: cite.Anchor{Pinpoint: "pkt 15 uzasadnienia"}}}},
	{name: "pinpoint: page",
		text:   "Ryzyko walutowe obciąża kredytobiorcę jedynie przy rzetelnej informacji (wyrok SN z 9 maja 2019 r., I CSK 242/18, s. 12).",
		claims: []want{{typ: cite.TezaPinpoint, src: "I CSK 242/18", anchor: cite.Anchor{Pinpoint: "s. 12"}}}},
	{name: "procedural fact",
		text:   "Wyrokiem z dnia 12 marca 2019 r., I C 100/18, Sąd Rejonowy w Poznaniu oddalił powództwo w całości.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I C 100/18", text: "oddalił powództwo", anchor: cite.Anchor{Organ: "Sąd Rejonowy w Poznaniu", Data: "2019-03-12"}}}},
	{name: "paraphrase with a citation",
		text:   "Odpowiedzialność przewoźnika ma charakter obiektywny i nie zależy od winy (wyrok SN z 5 lipca 2002 r., II CSK 1/02).",
		claims: []want{{typ: cite.Parafraza, src: "II CSK 1/02", text: "Odpowiedzialność przewoźnika ma charakter obiektywny i nie zależy od winy"}}},
	{name: "a ruling named by court and date only is not looked up on its own",
		text: "Por. wyrok Sądu Najwyższego z dnia 5 lipca 2002 r."},

	// --- short forms ---
	{name: "tamże takes the citation just before",
		text:   "Por. wyrok SN z 3 marca 2020 r., II CSK 5/19. Sąd ten wskazał również, że obowiązek ten ma charakter ciągły (tamże, pkt 4).",
		claims: []want{{typ: cite.Powolanie, src: "II CSK 5/19"}, {typ: cite.StanowiskoSadu, src: "II CSK 5/19", short: "tamże", antecedent: "II CSK 5/19", text: "obowiązek ten ma charakter ciągły", anchor: cite.Anchor{Pinpoint: "pkt 4"}}}},
	{name: "ibidem in a footnote anchors a quote",
		text:   "Por. wyrok TK z 7 maja 2003 r., K 27/03. Trybunał dodał: „ustawodawca ma szeroki margines swobody przy kształtowaniu sankcji”.[^2]\n\n[^2]: Ibidem, s. 5.",
		fns:    []Footnote{{Number: 2}},
		claims: []want{{typ: cite.Powolanie, src: "K 27/03"}, {typ: cite.CytatDoslowny, src: "K 27/03", short: "Ibidem", antecedent: "K 27/03", anchor: cite.Anchor{Pinpoint: "s. 5"}}}},
	{name: "op. cit. with an author",
		text:   "Por. Z. Radwański, Zobowiązania – część ogólna, Warszawa 2018, s. 45. Autor uznał: „wierzyciel może żądać kary bez wykazania szkody” (Radwański, op. cit., s. 47).",
		claims: []want{{typ: cite.CytatDoslowny, src: "Radwański, Zobowiązania – część ogólna, Warszawa 2018", short: "op. cit.", anchor: cite.Anchor{Pinpoint: "s. 47"}}}},
	{name: "j.w. takes the citation just before",
		text:   "Por. art. 471 k.c. Tak też j.w.",
		claims: []want{{typ: cite.Powolanie, src: "art. 471 Kodeks cywilny"}, {typ: cite.Powolanie, src: "art. 471 Kodeks cywilny", short: "j.w.", antecedent: "art. 471 Kodeks cywilny"}}},
	{name: "a court pointer beats proximity",
		text: "Por. wyrok Sądu Apelacyjnego w Katowicach z 5 maja 2015 r., I ACa 10/15. Por. też wyrok SN z 6 czerwca 2016 r., I CSK 20/16. Cytowany wyżej wyrok Sądu Apelacyjnego w Katowicach przyjął, że odsetki należą się od dnia wezwania.",
		claims: []want{{typ: cite.Powolanie, src: "I ACa 10/15"}, {typ: cite.Powolanie, src: "I CSK 20/16"},
			{typ: cite.StanowiskoSadu, src: "I ACa 10/15", antecedent: "I ACa 10/15", text: "odsetki należą się od dnia wezwania"}}},
	{name: "ambiguous wyżej powołany wyrok stays unresolved",
		text: "Por. wyroki SN z 1 lutego 2016 r., I CSK 1/15 i z 2 marca 2017 r., I CSK 2/16. Wyżej powołany wyrok przesądził, że roszczenie jest przedawnione.",
		claims: []want{{typ: cite.Powolanie, src: "I CSK 1/15"}, {typ: cite.Powolanie, src: "I CSK 2/16"},
			{typ: cite.StanowiskoSadu, src: "-", unresolved: true, text: "roszczenie jest przedawnione"}}},
	{name: "tamże with no antecedent",
		text:   "Tamże, s. 14.",
		claims: []want{{typ: cite.Powolanie, src: "-", short: "Tamże", unresolved: true}}},

	// --- quotation marks that are not claims ---
	{name: "company names and a defined term",
		text:    "Umowa została zawarta między „Alfa” sp. z o.o. a spółką „Beta” (dalej łącznie: „Strony”).",
		ignored: []string{WhyCompany, WhyCompany, WhyDefined}},
	{name: "defined terms and a later use",
		text:    "Powódka zawarła z pozwanym umowę leasingu (dalej: „Umowa”), w której pozwany występuje jako finansujący („Finansujący”). Zgodnie z § 5 „Umowy” opłaty są płatne miesięcznie.",
		ignored: []string{WhyDefined, WhyDefined, WhyDefined}},
	{name: "a definition clause",
		text:    "W umowie przyjęto, że „Dzień Roboczy” oznacza dzień od poniedziałku do piątku.",
		ignored: []string{WhyDefined}},
	{name: "scare quotes",
		text:    "Tak zwani „frankowicze” kwestionują klauzule, a tzw. „spread walutowy” budzi wątpliwości.",
		ignored: []string{WhyScare, WhyScare}},
	{name: "a quoted word with no attribution",
		text:    "Pozwany działał w sposób „rażąco niedbały” wobec powoda.",
		ignored: []string{WhyScare}},
	{name: "titles",
		text:    "Kwestię tę omawia artykuł pt. „Kara umowna w obrocie profesjonalnym” oraz monografia „Odpowiedzialność kontraktowa”.",
		ignored: []string{WhyTitle, WhyTitle}},
	{name: "names of a programme and an estate",
		text:    "Świadczenie z programu „Rodzina 500 plus” nie wchodzi do masy upadłości, podobnie jak lokale na osiedlu „Zielone Wzgórze”.",
		ignored: []string{WhyName, WhyName}},
	{name: "a long quotation with no source near",
		text:    "Pozwany twierdzi, że „zapłacił całą należność w terminie wskazanym w wezwaniu do zapłaty”.",
		ignored: []string{WhyOutside}},
	{name: "company with S.A. after it",
		text:    "Gwarantem jest „Gamma Ubezpieczenia” S.A. z siedzibą w Warszawie.",
		ignored: []string{WhyCompany}},
	{name: "claim and non-claims in one sentence",
		text:    "Spółka „Delta” (dalej jako „Przewoźnik”) powołuje się na wyrok SN z 2 lipca 2020 r., IV CSK 600/18, w którym stwierdzono: „przewoźnik odpowiada za szkodę powstałą w czasie przewozu”.",
		claims:  []want{{typ: cite.CytatDoslowny, src: "IV CSK 600/18", quote: "przewoźnik odpowiada za szkodę powstałą w czasie przewozu"}},
		ignored: []string{WhyCompany, WhyDefined}},
}

// footnoted builds the footnotes of a Markdown-style case: "[^N]: text"
// lines, referenced by "[^N]" in the body.
func footnoted(text string, fns []Footnote) []Footnote {
	var out []Footnote
	for _, f := range fns {
		mark := "[^" + itoa(f.Number) + "]"
		def := "\n" + mark + ": "
		d := strings.Index(text, def)
		if d < 0 {
			continue
		}
		start := d + len(def)
		end := strings.Index(text[start:], "\n\n")
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		out = append(out, Footnote{Number: f.Number, Text: Span{start, end}, Ref: strings.Index(text, mark)})
	}
	return out
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	s := ""
	for ; n > 0; n /= 10 {
		s = string(rune('0'+n%10)) + s
	}
	return s
}

func pagesOf(text string) []Span {
	var out []Span
	start := 0
	for i := 0; i < len(text); i++ {
		if text[i] == '\f' {
			out = append(out, Span{start, i + 1})
			start = i + 1
		}
	}
	return append(out, Span{start, len(text)})
}

func TestMemoSentences(t *testing.T) {
	t.Parallel()
	sentences, quotesIgnored := 0, 0
	for _, tc := range memoCases {
		sentences++
		quotesIgnored += len(tc.ignored)
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
	if sentences < 40 || quotesIgnored < 15 {
		t.Errorf("table too small: %d passages (want ≥ 40), %d ignored quotations (want ≥ 15)", sentences, quotesIgnored)
	}
}

// runCase extracts the claims of one passage and checks them, the ignored
// quotation marks and the quoted citations against the case.
func runCase(t *testing.T, tc tcase) {
	t.Helper()
	in := Input{Text: tc.text, Footnotes: footnoted(tc.text, tc.fns)}
	if tc.pages {
		in.Pages = pagesOf(tc.text)
	}
	res := Extract(in)
	checkRanges(t, tc.text, res)
	if len(res.Claims) != len(tc.claims) {
		t.Fatalf("got %d claims, want %d:\n%s", len(res.Claims), len(tc.claims), dump(res))
	}
	for i, w := range tc.claims {
		checkClaim(t, i, res.Claims[i], w, res)
	}
	if len(res.Ignored) != len(tc.ignored) {
		t.Fatalf("got %d ignored, want %d:\n%s", len(res.Ignored), len(tc.ignored), dump(res))
	}
	for i, why := range tc.ignored {
		if res.Ignored[i].Why != why {
			t.Errorf("ignored[%d] %q: why %q, want %q", i, res.Ignored[i].Text, res.Ignored[i].Why, why)
		}
	}
	if len(res.Quoted) != len(tc.quoted) {
		t.Fatalf("got %d quoted citations, want %d:\n%s", len(res.Quoted), len(tc.quoted), dump(res))
	}
	for i, id := range tc.quoted {
		if res.Quoted[i].SourceID != id {
			t.Errorf("quoted[%d]: %q, want %q", i, res.Quoted[i].SourceID, id)
		}
	}
}

func checkClaim(t *testing.T, i int, c Claim, w want, res Result) {
	t.Helper()
	fail := func(f string, a ...any) {
		t.Errorf("claim %d (%s): "+f+"\n%s", append([]any{i, c.ID}, append(a, dump(res))...)...)
	}
	if c.ID != "C"+itoa(i+1) {
		fail("id %q", c.ID)
	}
	if c.ClaimType != w.typ {
		fail("type %s, want %s", c.ClaimType, w.typ)
	}
	switch {
	case w.src == "-" && c.SourceID != "":
		fail("source_id %q, want none", c.SourceID)
	case w.src != "" && w.src != "-" && c.SourceID != w.src:
		fail("source_id %q, want %q", c.SourceID, w.src)
	}
	if w.quote != "" && c.Quote != w.quote {
		fail("quote %q, want %q", c.Quote, w.quote)
	}
	if w.text != "" && !strings.Contains(c.ClaimText, w.text) {
		fail("claim_text %q lacks %q", c.ClaimText, w.text)
	}
	if w.noText != "" && strings.Contains(c.ClaimText, w.noText) {
		fail("claim_text %q holds %q", c.ClaimText, w.noText)
	}
	if w.short != "" && c.ShortForm != w.short {
		fail("short_form %q, want %q", c.ShortForm, w.short)
	}
	if w.antecedent != "" && c.Antecedent != w.antecedent {
		fail("antecedent %q, want %q", c.Antecedent, w.antecedent)
	}
	if c.Unresolved != w.unresolved {
		fail("unresolved %v, want %v", c.Unresolved, w.unresolved)
	}
	if w.segments != 0 && len(c.Segments) != w.segments {
		fail("%d segments %q, want %d", len(c.Segments), c.Segments, w.segments)
	}
	if w.footnote != 0 && c.Footnote != w.footnote {
		fail("footnote %d, want %d", c.Footnote, w.footnote)
	}
	if w.page != 0 && c.Page != w.page {
		fail("page %d, want %d", c.Page, w.page)
	}
	if w.from != "" && c.AnchorFrom != w.from {
		fail("anchor_from %q, want %q", c.AnchorFrom, w.from)
	}
	if w.cue != "" && !strings.Contains(c.AnchorCue, w.cue) {
		fail("anchor_cue %q lacks %q", c.AnchorCue, w.cue)
	}
	if c.Ambiguous != w.ambiguous {
		fail("ambiguous %v, want %v", c.Ambiguous, w.ambiguous)
	}
	a, e := c.Anchor, w.anchor
	for _, f := range [][3]string{
		{"sygnatura", a.Sygnatura, e.Sygnatura}, {"data", a.Data, e.Data}, {"data_tekst", a.DataTekst, e.DataTekst},
		{"organ", a.Organ, e.Organ}, {"forma", a.Forma, e.Forma}, {"strony", a.Strony, e.Strony}, {"ecli", a.ECLI, e.ECLI},
		{"celex", a.CELEX, e.CELEX}, {"akt", a.Akt, e.Akt}, {"publikator", a.Publikator, e.Publikator},
		{"przepis", a.Przepis, e.Przepis}, {"pinpoint", a.Pinpoint, e.Pinpoint},
	} {
		if f[2] != "" && f[1] != f[2] {
			fail("anchor.%s %q, want %q", f[0], f[1], f[2])
		}
	}
}

// checkRanges asserts that every range points into the text and that a
// quotation's range holds its quote.
func checkRanges(t *testing.T, text string, res Result) {
	t.Helper()
	for _, c := range res.Claims {
		if c.Start < 0 || c.End > len(text) || c.Start >= c.End {
			t.Fatalf("claim %s range [%d,%d) outside text of %d bytes", c.ID, c.Start, c.End, len(text))
		}
		if c.Quote != "" && !strings.Contains(text[c.Start:c.End], c.Quote) {
			t.Errorf("claim %s: range %q does not hold quote %q", c.ID, text[c.Start:c.End], c.Quote)
		}
	}
	for _, g := range res.Ignored {
		if g.Start < 0 || g.End > len(text) || g.Start >= g.End || !strings.Contains(text[g.Start:g.End], g.Text) {
			t.Errorf("ignored %q: bad range [%d,%d)", g.Text, g.Start, g.End)
		}
	}
}

func dump(res Result) string {
	var b strings.Builder
	for _, c := range res.Claims {
		b.WriteString("  " + c.ID + " " + string(c.ClaimType) + " src=" + c.SourceID + " from=" + string(c.AnchorFrom) + " q=" + c.Quote + " t=" + c.ClaimText)
		if c.ShortForm != "" {
			b.WriteString(" short=" + c.ShortForm + " ante=" + c.Antecedent)
		}
		if c.Unresolved {
			b.WriteString(" UNRESOLVED")
		}
		if c.AnchorCue != "" {
			b.WriteString(" cue=" + c.AnchorCue)
		}
		for _, cd := range c.Candidates {
			b.WriteString(fmt.Sprintf(" [%s %s %d: %s]", cd.SourceID, cd.From, cd.Score, cd.Why))
		}
		b.WriteString("\n     anchor=" + anchorString(c.Anchor) + "\n")
	}
	for _, g := range res.Ignored {
		b.WriteString("  ignored " + g.Text + " (" + g.Why + ")\n")
	}
	for _, q := range res.Quoted {
		b.WriteString("  quoted " + q.SourceID + "\n")
	}
	return b.String()
}

func anchorString(a cite.Anchor) string {
	var parts []string
	for _, f := range [][2]string{{"sygn", a.Sygnatura}, {"data", a.Data}, {"organ", a.Organ}, {"forma", a.Forma}, {"strony", a.Strony},
		{"ecli", a.ECLI}, {"celex", a.CELEX}, {"akt", a.Akt}, {"pub", a.Publikator}, {"przepis", a.Przepis}, {"pin", a.Pinpoint}, {"zrodlo", a.Zrodlo}} {
		if f[1] != "" {
			parts = append(parts, f[0]+"="+f[1])
		}
	}
	return strings.Join(parts, " ")
}
