package claims

import (
	"testing"

	"citeguard/cite"
)

// explicitSourceCases: issue 22 class 6 (an explicit signature wins), the
// forms blind10/blind11 found — own sentences. A quotation ending with its
// own full stop and followed by its citation in parentheses („„…
// świadczenia.” (art. 455 k.c.), a …”) is that citation's, not the ruling
// its paragraph is about; a paragraph written bare after the article named
// just before („Uwaga na § 2:”) is that article's paragraph, not an
// outside document's.
var explicitSourceCases = []tcase{
	{name: "a provision in parentheses after the quotation's full stop, in a paragraph about a ruling",
		text: "Sąd Apelacyjny w Poznaniu w wyroku z dnia 4 lutego 2015 r., I ACa 812/14, wskazał, że „wierzyciel musi wezwać dłużnika do zapłaty”. Termin nie był oznaczony, a przepis stanowi: „Jeżeli termin spełnienia świadczenia nie jest oznaczony ani nie wynika z właściwości zobowiązania, świadczenie powinno być spełnione niezwłocznie po wezwaniu dłużnika do wykonania.” (art. 455 k.c.), więc pozwany popadł w opóźnienie po wezwaniu.",
		claims: []want{{typ: cite.CytatDoslowny, src: "I ACa 812/14"},
			{typ: cite.CytatDoslowny, src: "art. 455 Kodeks cywilny", from: cite.FromCitation}}},
	{name: "a signature in parentheses after the quotation's full stop, in a paragraph about another ruling",
		text: "Sąd Okręgowy w Lublinie w wyroku z dnia 9 marca 2016 r., II Ca 41/16, oddalił apelację. Podobnie ujęto to gdzie indziej: „zarzut przedawnienia może zostać uznany za nadużycie prawa tylko w wyjątkowych okolicznościach.” (I CSK 204/14), co odnosi się i do tej sprawy.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II Ca 41/16"},
			{typ: cite.CytatDoslowny, src: "I CSK 204/14", from: cite.FromCitation}}},
	{name: "control: a court speaks, the provision in parentheses after its words is the one it relied on",
		text: "Sąd Apelacyjny w Poznaniu w wyroku z dnia 4 lutego 2015 r., I ACa 812/14, rozważał skutki wezwania. Sąd ten dodał: „odsetki należą się od dnia następującego po dniu wezwania.” (art. 481 § 1 k.c.), co przesądza sprawę.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I ACa 812/14"},
			{typ: cite.CytatDoslowny, src: "I ACa 812/14", from: cite.FromContext},
			{typ: cite.Powolanie, src: "art. 481 § 1 Kodeks cywilny"}}},
	{name: "control: a parenthesis with words of the memo besides the provision anchors nothing",
		text: "Sąd Apelacyjny w Poznaniu w wyroku z dnia 4 lutego 2015 r., I ACa 812/14, wskazał, że „wierzyciel musi wezwać dłużnika do zapłaty”. Sąd uzupełnił to tak: „dłużnik popada w opóźnienie dopiero po bezskutecznym wezwaniu.” (co do zasady tak też przy art. 455 k.c.), a pozwany nie zapłacił.",
		claims: []want{{typ: cite.CytatDoslowny, src: "I ACa 812/14"},
			{typ: cite.CytatDoslowny, src: "I ACa 812/14"},
			{typ: cite.Powolanie, src: "art. 455 Kodeks cywilny"}}},
	{name: "a bare paragraph after the article named in the sentence before",
		text: "Zgodnie z art. 446 § 1 k.c. „zobowiązany do naprawienia szkody powinien zwrócić koszty leczenia i pogrzebu temu, kto je poniósł”. Uwaga na § 4: sąd „może także przyznać najbliższym członkom rodziny zmarłego odpowiednią sumę tytułem zadośćuczynienia”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 446 § 1 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "art. 446 § 4 Kodeks cywilny", from: cite.FromCitation}}},
	{name: "a bare section with a statute's verb after the article named before",
		text: "Według art. 6 ust. 1 RODO „przetwarzanie jest zgodne z prawem wyłącznie w przypadkach, gdy spełniony jest co najmniej jeden z poniższych warunków”. Z kolei ust. 2 stanowi: „Państwa członkowskie mogą zachować lub wprowadzić bardziej szczegółowe przepisy”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 6 ust. 1 RODO (rozporządzenie (UE) 2016/679)"},
			{typ: cite.CytatDoslowny, src: "art. 6 ust. 2 RODO (rozporządzenie (UE) 2016/679)", from: cite.FromCitation}}},
	{name: "control: a contract's paragraph names its owner",
		text:    "Zgodnie z art. 446 § 1 k.c. „zobowiązany do naprawienia szkody powinien zwrócić koszty leczenia i pogrzebu temu, kto je poniósł”. Tymczasem § 4 umowy stanowi: „zleceniobiorca zwróci koszty w terminie siedmiu dni od wezwania”.",
		claims:  []want{{typ: cite.CytatDoslowny, src: "art. 446 § 1 Kodeks cywilny"}},
		ignored: []string{WhyOutside}},
	{name: "control: a bare paragraph after an outside document in its sentence",
		text:    "Zgodnie z art. 446 § 1 k.c. „zobowiązany do naprawienia szkody powinien zwrócić koszty leczenia i pogrzebu temu, kto je poniósł”. Umowa przewiduje co innego w § 4: „zleceniobiorca zwróci koszty w terminie siedmiu dni od wezwania”.",
		claims:  []want{{typ: cite.CytatDoslowny, src: "art. 446 § 1 Kodeks cywilny"}},
		ignored: []string{WhyOutside}},
	{name: "control: a bare paragraph after an article written without paragraphs is not that article's",
		text: "Pozwany odpowiada na podstawie art. 471 k.c. za nienależyte wykonanie zobowiązania. Zgodnie z § 4: „wykonawca zapłaci karę umowną w wysokości dwóch procent wynagrodzenia za każdy dzień zwłoki”.",
		claims: []want{{typ: cite.Powolanie, src: "art. 471 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "", from: cite.FromLibrary}}},
	{name: "control: a bare section that only glosses the provision, with no quotation, is no citation",
		text:   "Pozwany zarzucił naruszenie art. 32 ust. 1 Konstytucji, choć chodziło mu raczej o zakaz dyskryminacji (ust. 2), którego nie rozwinął.",
		claims: []want{{typ: cite.Powolanie, src: "art. 32 ust. 1 Konstytucja RP"}}},
	{name: "control: a bare paragraph far from any article is no provision",
		text: "Zgodnie z art. 446 § 1 k.c. „zobowiązany do naprawienia szkody powinien zwrócić koszty leczenia i pogrzebu temu, kto je poniósł”. Koszty zostały poniesione przez powódkę. Pozwany ich nie zwrócił. Uwaga na § 4: „najbliższym członkom rodziny przysługuje także odszkodowanie za pogorszenie sytuacji życiowej”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "art. 446 § 1 Kodeks cywilny"},
			{typ: cite.CytatDoslowny, src: "", from: cite.FromLibrary}}},
}

func TestExplicitSourceAfterQuote(t *testing.T) {
	t.Parallel()
	for _, tc := range explicitSourceCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// TestPorReferenceHandedOn: a quotation a por./zob. reference introduces
// stays unanchored (biblioteka), and carries the reference — its signature
// and the date written in it — for check to compare (blind11 b01: a wrong
// date in the quotation's own citation must be the quotation's 🔴).
func TestPorReferenceHandedOn(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, text, sig, date string
	}{
		{"por. with the form, court and date before the signature",
			"Sąd Okręgowy w Toruniu w postanowieniu z dnia 6 maja 2015 r., sygn. akt VI Cz 301/15, przyjął, że „doręczenie zastępcze nie jest skuteczne”. Skutek ujęto w tej samej sprawie wprost (por. postanowienie SO w Toruniu z 6 kwietnia 2015 r., VI Cz 301/15): „Skoro pozwanemu nie doręczono skutecznie nakazu zapłaty, termin do wniesienia sprzeciwu nie rozpoczął biegu”.",
			"VI Cz 301/15", "2015-04-06"},
		{"zob. with the date after the signature",
			"Tak też w innej sprawie (zob. VI Cz 302/15 z 7 kwietnia 2015 r.): „Skoro pozwanemu nie doręczono skutecznie nakazu zapłaty, termin do wniesienia sprzeciwu nie rozpoczął biegu”.",
			"VI Cz 302/15", "2015-04-07"},
	}
	for _, c := range cases {
		res := Extract(Input{Text: c.text})
		var got *Claim
		for i := range res.Claims {
			if res.Claims[i].ClaimType == cite.CytatDoslowny && res.Claims[i].AnchorFrom == cite.FromLibrary {
				got = &res.Claims[i]
			}
		}
		if got == nil {
			t.Fatalf("%s: no unanchored quotation:\n%s", c.name, dump(res))
		}
		if got.Por == nil || got.Por.Anchor.Sygnatura != c.sig || got.Por.Anchor.Data != c.date || !got.Anchor.IsZero() {
			t.Errorf("%s: por %+v anchor %+v, want the reference %s of %s handed on, no anchor", c.name, got.Por, got.Anchor, c.sig, c.date)
		}
	}
	// Control: a quotation its sentence anchors carries no por. reference.
	res := Extract(Input{Text: "Sąd Okręgowy w Toruniu w postanowieniu z dnia 6 maja 2015 r., VI Cz 301/15, przyjął, że „doręczenie zastępcze nie jest skuteczne”."})
	for _, cl := range res.Claims {
		if cl.Por != nil {
			t.Errorf("%s: por %+v, want none", cl.ID, cl.Por)
		}
	}
}
