package claims

import (
	"testing"

	"citeguard/cite"
)

// Issue 22, provision anchors: a unit of the provision named before („§ 3
// tego artykułu”), a provision named after its quotation („„…” — stanowi
// art. 361 § 1 k.c.”) and a sentence unit in any case („art. 446 § 2
// zdaniem drugim k.c.”) anchor the quotation.

// relativeUnitCases: „§ 3 tego artykułu”, „ust. 2 tego przepisu”,
// „zdanie drugie tego paragrafu”, „pkt 4 powołanego artykułu” are units of
// the provision named last before, in the same sentence or an earlier one.
var relativeUnitCases = []tcase{
	{name: "„Zgodnie z § 3 tego artykułu” in the next sentence",
		text: "Podstawą roszczenia jest art. 446 k.c. Zgodnie z § 3 tego artykułu „sąd może ponadto przyznać najbliższym członkom rodziny zmarłego stosowne odszkodowanie”.",
		claims: []want{{typ: cite.Powolanie, src: "art. 446 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "art. 446 § 3 Kodeks cywilny", from: cite.FromCitation}}},
	{name: "„Jak wynika z § 2 tego przepisu” after a paragraph of the article",
		text: "Odpowiedzialność ogranicza art. 361 § 1 k.c. Jak wynika z § 2 tego przepisu, „naprawienie szkody obejmuje straty, które poszkodowany poniósł, oraz korzyści, które mógłby osiągnąć”.",
		claims: []want{{typ: cite.Powolanie, src: "art. 361 § 1 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "art. 361 § 2 Kodeks cywilny"}}},
	{name: "„zdanie drugie tego paragrafu” in the same sentence",
		text:   "Roszczenie opiera się na art. 24 § 1 k.c., a zdanie drugie tego paragrafu stanowi: „W razie dokonanego naruszenia może on także żądać, ażeby osoba, która dopuściła się naruszenia, dopełniła czynności potrzebnych do usunięcia jego skutków”.",
		claims: []want{{typ: cite.Powolanie, src: "art. 24 § 1 Kodeks cywilny"}, {typ: cite.CytatDoslowny, src: "art. 24 § 1 zd. drugie Kodeks cywilny"}}},
	{name: "„§ 1 powołanego artykułu” of the labour code",
		text: "Obowiązek wynika z art. 22 k.p. W myśl § 1 powołanego artykułu „przez nawiązanie stosunku pracy pracownik zobowiązuje się do wykonywania pracy określonego rodzaju na rzecz pracodawcy”.",
		claims: []want{{typ: cite.Powolanie, src: "art. 22 Kodeks pracy"},
			{typ: cite.CytatDoslowny, src: "art. 22 § 1 Kodeks pracy"}}},
	{name: "„w § 4 tego samego artykułu” in the next paragraph",
		text: "Najbliższym członkom rodziny przysługuje odszkodowanie z art. 446 § 3 k.c.\n\nPonadto w § 4 tego samego artykułu ustawodawca przewidział, że „sąd może także przyznać najbliższym członkom rodziny zmarłego odpowiednią sumę tytułem zadośćuczynienia pieniężnego za doznaną krzywdę”.",
		claims: []want{{typ: cite.Powolanie, src: "art. 446 § 3 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "art. 446 § 4 Kodeks cywilny"}}},
	{name: "„Zgodnie z jego § 3” after the article",
		text: "Art. 446 k.c. przewiduje kilka roszczeń. Zgodnie z jego § 3 „sąd może ponadto przyznać najbliższym członkom rodziny zmarłego stosowne odszkodowanie”.",
		claims: []want{{typ: cite.Powolanie, src: "art. 446 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "art. 446 § 3 Kodeks cywilny"}}},
	{name: "units before their article: „§ 3 art. 446 k.c.”",
		text:   "Zgodnie z § 3 art. 446 k.c. „sąd może ponadto przyznać najbliższym członkom rodziny zmarłego stosowne odszkodowanie”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 446 § 3 Kodeks cywilny"}}},
	{name: "units before their article: „W myśl zdania drugiego § 2 art. 446 k.c.”",
		text:   "W myśl zdania drugiego § 2 art. 446 k.c. „takiej samej renty mogą żądać inne osoby bliskie, którym zmarły dobrowolnie i stale dostarczał środków utrzymania”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 446 § 2 zd. drugie Kodeks cywilny"}}},
	{name: "control: a paragraph of the article before is no unit of the next one",
		text:   "Stosuje się art. 445 § 1, art. 446 k.c.",
		claims: []want{{typ: cite.Powolanie, src: "art. 445 § 1 Kodeks cywilny"}, {typ: cite.Powolanie, src: "art. 446 Kodeks cywilny"}}},
	{name: "control: no provision named before leaves the unit unanchored",
		text:   "Zgodnie z § 3 tego artykułu „sąd może ponadto przyznać najbliższym członkom rodziny zmarłego stosowne odszkodowanie”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "control: „§ 3 tej ustawy” is no unit of the article",
		text:   "Podstawą roszczenia jest art. 446 k.c. Sąd uwzględnił § 3 tej umowy.",
		claims: []want{{typ: cite.Powolanie, src: "art. 446 Kodeks cywilny"}}},
}

func TestRelativeProvisionUnits(t *testing.T) {
	t.Parallel()
	for _, tc := range relativeUnitCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// afterQuoteProvisionCases: a provision named right after its quotation,
// with only a statute's verb between or with a lead-in that lets a
// provision speak, is its source.
var afterQuoteProvisionCases = []tcase{
	{name: "„„…” — stanowi art. 361 § 1 k.c.”",
		text:   "„Zobowiązany do odszkodowania ponosi odpowiedzialność tylko za normalne następstwa działania lub zaniechania, z którego szkoda wynikła” — stanowi art. 361 § 1 k.c.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 361 § 1 Kodeks cywilny", from: cite.FromCitation}}},
	{name: "„„…”, jak stanowi art. 471 k.c.”",
		text:   "Pozwany nie wykonał umowy, a „dłużnik obowiązany jest do naprawienia szkody wynikłej z niewykonania lub nienależytego wykonania zobowiązania”, jak stanowi art. 471 k.c.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 471 Kodeks cywilny"}}},
	{name: "„Jak stanowi „…” art. 6 k.c., …”",
		text:   "Jak stanowi „ciężar udowodnienia faktu spoczywa na osobie, która z faktu tego wywodzi skutki prawne” art. 6 k.c., to powód musi wykazać szkodę.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 6 Kodeks cywilny"}}},
	{name: "„zgodnie z brzmieniem („…”) art. 24 § 1 k.c.” with a party as the subject",
		text:   "Powód powołał się na ochronę dóbr osobistych zgodnie z brzmieniem („ten, czyje dobro osobiste zostaje zagrożone cudzym działaniem, może żądać zaniechania tego działania”) art. 24 § 1 k.c.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 24 § 1 Kodeks cywilny"}}},
	{name: "„„…” – czytamy w art. 361 § 1 k.c.”",
		text:   "„Zobowiązany do odszkodowania ponosi odpowiedzialność tylko za normalne następstwa działania lub zaniechania, z którego szkoda wynikła” – czytamy w art. 361 § 1 k.c.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 361 § 1 Kodeks cywilny"}}},
	{name: "„„…”. Tak stanowi art. 6 k.c.” in the next sentence",
		text:   "„Ciężar udowodnienia faktu spoczywa na osobie, która z faktu tego wywodzi skutki prawne”. Tak stanowi art. 6 k.c.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 6 Kodeks cywilny", from: cite.FromNext}}},
	{name: "control: a ruling's quotation with „jak wynika z art.” after it stays the ruling's",
		text:   "Sąd Najwyższy w wyroku z dnia 3 lutego 2010 r., II CSK 2/10, przyjął, że „ciężar dowodu szkody spoczywa na powodzie, który z tego faktu wywodzi skutki prawne”, jak wynika z art. 6 k.c.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II CSK 2/10"}, {typ: cite.Powolanie, src: "art. 6 Kodeks cywilny"}}},
	{name: "control: a party's quoted words with the provision it invokes after them",
		text:    "Wnioskodawca zarzuca, że „organ całkowicie pominął jego argumenty dotyczące stanu zdrowia i sytuacji rodzinnej” (art. 7 k.p.a.).",
		claims:  []want{{typ: cite.Powolanie, src: "art. 7 Kodeks postępowania administracyjnego"}},
		ignored: []string{WhyOutside}},
}

func TestProvisionAfterQuote(t *testing.T) {
	t.Parallel()
	for _, tc := range afterQuoteProvisionCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// sentenceUnitCases: „zd. 1”, „zdanie pierwsze”, „zdaniem drugim”,
// „zdania drugiego”, „zdaniu trzecim” are units of the provision, whose act
// follows them.
var sentenceUnitCases = []tcase{
	{name: "„art. 446 § 2 zdaniem drugim k.c.”",
		text:   "Zgodnie z art. 446 § 2 zdaniem drugim k.c. „takiej samej renty mogą żądać inne osoby bliskie, którym zmarły dobrowolnie i stale dostarczał środków utrzymania”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 446 § 2 zd. drugie Kodeks cywilny"}}},
	{name: "„W myśl art. 24 § 1 zdania drugiego k.c.”",
		text:   "W myśl art. 24 § 1 zdania drugiego k.c. „w razie dokonanego naruszenia może on także żądać, ażeby osoba, która dopuściła się naruszenia, dopełniła czynności potrzebnych do usunięcia jego skutków”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 24 § 1 zd. drugie Kodeks cywilny"}}},
	{name: "„W art. 24 § 1 zdaniu trzecim k.c. ustawodawca przesądził”",
		text:   "W art. 24 § 1 zdaniu trzecim k.c. ustawodawca przesądził, że „na zasadach przewidzianych w kodeksie może on również żądać zadośćuczynienia pieniężnego”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 24 § 1 zd. trzecie Kodeks cywilny"}}},
	{name: "„Art. 5 zd. 1 k.c. stanowi:”",
		text:   "Art. 5 zd. 1 k.c. stanowi: „Nie można czynić ze swego prawa użytku, który by był sprzeczny ze społeczno-gospodarczym przeznaczeniem tego prawa”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 5 zd. 1 Kodeks cywilny"}}},
	{name: "„Art. 5 zd. 1 i 2 k.c. stanowi:” is one unit",
		text:   "Art. 5 zd. 1 i 2 k.c. stanowi: „Nie można czynić ze swego prawa użytku, który by był sprzeczny ze społeczno-gospodarczym przeznaczeniem tego prawa”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 5 Kodeks cywilny"}}},
	{name: "„Zdanie drugie art. 5 k.c. stanowi:”",
		text:   "Zdanie drugie art. 5 k.c. stanowi: „Takie działanie lub zaniechanie uprawnionego nie jest uważane za wykonywanie prawa i nie korzysta z ochrony”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 5 zd. drugie Kodeks cywilny"}}},
	{name: "„art. 435 § 1 zdanie pierwsze k.c.”",
		text:   "Zgodnie z art. 435 § 1 zdanie pierwsze k.c. „prowadzący na własny rachunek przedsiębiorstwo lub zakład wprawiany w ruch za pomocą sił przyrody ponosi odpowiedzialność za szkodę na osobie lub mieniu”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 435 § 1 zd. pierwsze Kodeks cywilny"}}},
}

func TestSentenceUnitAnchors(t *testing.T) {
	t.Parallel()
	for _, tc := range sentenceUnitCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
