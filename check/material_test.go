package check

import (
	"context"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/claims"
	"citeguard/reports"
)

// The verification classes of issue 22, end to end: the sentences of
// ../shared/accuracy/STYLES.md run against the example library (the
// fictitious I CSK 9901/99 and an excerpt of the Civil Code), and sentences
// of these tests' own against small libraries of their own where a class
// needs a source the example library lacks.

// TestMaterialChangeEveryPath (class 5): a negation, a number, a modal
// word or a party role changed is 🔴 even when other words of the
// quotation differ too (a quotation that is no approximate match), in the
// same sentence, under a bold signature line and in a block of bullets;
// what differs without changing the meaning stays 🟡/🟠.
func TestMaterialChangeEveryPath(t *testing.T) {
	t.Parallel()
	c := exampleChecker(t)
	memo := `MEMORANDUM
Data: 5 maja 2026 r.

Zgodnie z art. 415 k.c. „Kto z winy swej wyrządził drugiemu szkodę, nie jest obowiązany do jej naprawy”.

Zgodnie z art. 415 k.c. „Kto z winy swej wyrządził drugiemu szkodę, jest obowiązany do jej naprawy”.

Sąd Najwyższy w wyroku z dnia 14 marca 2019 r., I CSK 9901/99, wskazał, że „Termin do zapłaty kary umownej wynosi 30 dni od doręczenia wezwania”.

W wyroku z dnia 14 marca 2019 r., I CSK 9901/99, Sąd Najwyższy podkreślił, że „ciężar wykazania tych okoliczności spoczywa na wierzycielu”.

Art. 483 § 2 k.c. stanowi: „Wierzyciel nie może bez zgody dłużnika zwolnić się z zobowiązania przez zapłatę kary umownej”.

Zgodnie z art. 484 § 2 k.c. „Jeżeli zobowiązanie zostało w przeważającej części wykonane, dłużnik musi żądać obniżenia kary umownej”.

Zgodnie z art. 484 § 2 k.c. „Jeżeli zobowiązanie zostało w przeważającej części wykonane, dłużnik może żądać obniżenia kary umownej”.

Zgodnie z art. 471 k.c. „Dłużnik obowiązany jest do naprawienia szkody wynikłej z niewykonania lub nienależytego wykonania zobowiązania, chyba że niewykonanie jest następstwem okoliczności, za które wierzyciel odpowiedzialności nie ponosi”.
`
	m := checkMemo(t, c, memo)
	verifyExpectations(t, "class 5", m, []expect{
		{"nie jest obowiązany do jej naprawy", cite.Niezweryfikowany, "przeczenie"},
		{"szkodę, jest obowiązany do jej naprawy", cite.Kalibracja, ""},
		{"wynosi 30 dni", cite.Niezweryfikowany, "liczba"},
		{"spoczywa na wierzycielu", cite.Niezweryfikowany, "rola strony"},
		{"Wierzyciel nie może bez zgody dłużnika", cite.Niezweryfikowany, "rola strony"},
		{"dłużnik musi żądać", cite.Niezweryfikowany, "modalność"},
		{"dłużnik może żądać obniżenia", cite.Zmodyfikowany, ""},
		{"za które wierzyciel", cite.Niezweryfikowany, "rola strony"},
	})
}

// TestQuotationWithoutPolishLetters (class 14): a quotation typed without
// diacritics that matches its source once they are folded is ZMODYFIKOWANY
// with the diff, never 🔴; the same with a negation added, or with a number
// changed too, is 🔴.
func TestQuotationWithoutPolishLetters(t *testing.T) {
	t.Parallel()
	c := exampleChecker(t)
	m := checkMemo(t, c, `Temat: kara umowna

Sad Najwyzszy w wyroku I CSK 9901/99 wskazal, ze "dluznik nie moze uwolnic sie od obowiazku jej zaplaty, wykazujac jedynie, ze wierzyciel nie poniosl szkody".

Sad Najwyzszy w wyroku I CSK 9901/99 wskazal tez, ze "termin do zaplaty kary umownej wynosi 14 dni od doreczenia wezwania".

W wyroku I CSK 9901/99 Sad Najwyzszy przyjal, ze "dluznik moze uwolnic sie od obowiazku jej zaplaty, wykazujac jedynie, ze wierzyciel nie poniosl szkody".

W wyroku I CSK 9901/99 czytamy: "termin do zaplaty kary umownej wynosi 21 dni od doreczenia wezwania".
`)
	verifyExpectations(t, "class 14", m, []expect{
		{"dluznik nie moze uwolnic", cite.Zmodyfikowany, "diakrytyki"},
		{"wynosi 14 dni", cite.Zmodyfikowany, ""},
		{"dluznik moze uwolnic", cite.Niezweryfikowany, "przeczenie"},
		{"wynosi 21 dni", cite.Niezweryfikowany, "liczba"},
	})
	for _, r := range m.Results {
		if r.Status == cite.Zmodyfikowany && len(r.Diff) == 0 {
			t.Errorf("%s: ZMODYFIKOWANY without the diff", r.ID)
		}
	}
}

// TestWrongDateOrCourt (class 10): a real signature with a wrong date is
// 🔴 „data nie zgadza się” wherever the memo gives it (the sentence, a
// footnote, a bare reference), also with a wrong court beside it when the
// signature's repertory names its court (I CSK is the Supreme Court's); a
// wrong court alone is 🟡, never ⛔.
func TestWrongDateOrCourt(t *testing.T) {
	t.Parallel()
	c := exampleChecker(t)
	m := checkMemo(t, c, `MEMORANDUM
Data: 5 maja 2026 r.

Sąd Najwyższy w wyroku z dnia 14 kwietnia 2019 r., I CSK 9901/99, wskazał, że „Termin do zapłaty kary umownej wynosi 14 dni od doręczenia wezwania”.

Sąd Apelacyjny w Gdańsku w wyroku z dnia 14 marca 2019 r., I CSK 9901/99, uznał, że „Skarga kasacyjna nie zasługuje na uwzględnienie”.

Sąd Apelacyjny w Gdańsku w wyroku z dnia 2 kwietnia 2019 r., I CSK 9901/99, przyjął, że „dłużnik nie może uwolnić się od obowiązku jej zapłaty”.

Sąd wskazał, że „ciężar wykazania tych okoliczności spoczywa na dłużniku”.[^1]

Por. wyrok SN z dnia 1 lutego 2019 r., I CSK 9901/99.

[^1]: Wyrok SN z dnia 14 maja 2019 r., I CSK 9901/99.
`)
	verifyExpectations(t, "class 10", m, []expect{
		{"Termin do zapłaty", cite.Niezweryfikowany, "data nie zgadza się"},
		{"Skarga kasacyjna nie zasługuje", cite.WymagaOsadu, "organ"},
		{"dłużnik nie może uwolnić", cite.Niezweryfikowany, "data nie zgadza się"},
		{"spoczywa na dłużniku", cite.Niezweryfikowany, "data nie zgadza się"},
	})
	for _, r := range m.Results {
		if r.Status == cite.BrakZrodla {
			t.Errorf("%s: ⛔ for a signature the library holds: %s", r.ID, r.Note)
		}
	}
}

// TestQuotationWithoutNamedSource (class 2): a quotation of sentence
// length with no source named is looked for in the whole library and
// reported: found verbatim → its status there, naming where it was found;
// found with a change of meaning → 🔴 against that source; a clause of a
// contract and a short term are no claims.
func TestQuotationWithoutNamedSource(t *testing.T) {
	t.Parallel()
	c := exampleChecker(t)
	m := checkMemo(t, c, `MEMORANDUM
Data: 5 maja 2026 r.

Jak trafnie zauważono w orzecznictwie, „dłużnik nie może uwolnić się od obowiązku jej zapłaty, wykazując jedynie, że wierzyciel nie poniósł szkody”.

Przyjmuje się też, że „dłużnik może uwolnić się od obowiązku jej zapłaty, wykazując jedynie, że wierzyciel nie poniósł szkody”.

W doktrynie podkreśla się, że „Osoba prawna jest obowiązana do naprawienia szkody wyrządzonej z winy jej organu”.

Strony ustaliły „karę umowną w wysokości 0,2 % wynagrodzenia za każdy dzień opóźnienia”.

Spór dotyczy tzw. „kary gwarancyjnej”.
`)
	verifyExpectations(t, "class 2", m, []expect{
		{"dłużnik nie może uwolnić się", cite.Zweryfikowany, "memo nie wskazuje źródła — znaleziono w: I CSK 9901/99"},
		{"dłużnik może uwolnić się", cite.Niezweryfikowany, "memo nie podaje źródła"},
		{"Osoba prawna jest obowiązana", cite.Zweryfikowany, "memo nie wskazuje źródła"},
	})
	for _, r := range m.Results {
		if strings.Contains(r.Quote, "0,2 %") || strings.Contains(r.Quote, "kary gwarancyjnej") {
			t.Errorf("%s: a contract clause or a term is a claim: %+v", r.ID, r)
		}
		if strings.Contains(r.Quote, "uwolnić") && r.AnchorFrom != string(cite.FromLibrary) {
			t.Errorf("%s: anchor_from %q, want %q", r.ID, r.AnchorFrom, cite.FromLibrary)
		}
	}
	var md strings.Builder
	if err := reports.Markdown(&md, m); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(md.String(), "I CSK 9901/99 (znalezione w bibliotece)") {
		t.Errorf("the report does not show where the unnamed quotation was found:\n%s", md.String())
	}
}

// TestFromLibraryClaim: the claim extractor's side of the fail-safe — a
// claim marked cite.FromLibrary with no anchor — is searched in the whole
// library; found nowhere it is 🟡 „cytat bez wskazanego źródła”, never
// blocking and never left out.
func TestFromLibraryClaim(t *testing.T) {
	t.Parallel()
	c, err := Open(context.Background(), Config{Resolver: newFake()})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		quote  string
		status cite.Status
		note   string
	}{
		{"Dłużnik nie może uwolnić się od obowiązku jej zapłaty, wykazując jedynie, że wierzyciel nie poniósł szkody", cite.Zweryfikowany, "memo nie wskazuje źródła — znaleziono w: I CSK 1/19"},
		{"Dłużnik może uwolnić się od obowiązku jej zapłaty, wykazując jedynie, że wierzyciel nie poniósł szkody", cite.Niezweryfikowany, "przeczenie"},
		{"Kara umowna jest zawsze nieważna, gdy strony jej nie zastrzegły na piśmie", cite.WymagaOsadu, "cytat bez wskazanego źródła"},
	} {
		cl := claims.Claim{ID: "C1", ClaimType: cite.CytatDoslowny, Quote: tc.quote, AnchorFrom: cite.FromLibrary}
		rc, _, skip := c.verify(context.Background(), cl, claimEnv{})
		rc = worded(rc)
		if skip != nil {
			t.Errorf("%q: not checked (%s): a quotation without a source is always reported", tc.quote, reports.Say(skip.Found))
			continue
		}
		if rc.Status != tc.status || !strings.Contains(rc.Note, tc.note) || rc.AnchorFrom != string(cite.FromLibrary) {
			t.Errorf("%q: %s (%s) from %q, want %s with %q", tc.quote, rc.Status, rc.Note, rc.AnchorFrom, tc.status, tc.note)
		}
	}
}

// TestDamagedVersion (class 9): an act in two versions, the one in force on
// the memo's date a damaged rendering (a footnote printed inside an
// article, a superscript number on a line of its own): a verbatim
// quotation is 🟢 against the readable version; a changed number is 🔴
// whichever version is closer, never 🟡; a wording the versions really
// differ in stays 🟡 naming the version it fits.
func TestDamagedVersion(t *testing.T) {
	t.Parallel()
	f := &fakeLibrary{}
	old := f.statute("KC", "Kodeks cywilny", `USTAWA
Kodeks cywilny

Art. 12. Najemca jest obowiązany zwrócić rzecz wynajmującemu nie później niż w terminie trzydziestu dni od dnia rozwiązania umowy.
Art. 12[1]. Wynajmujący może żądać zapłaty czynszu za okres, w którym najemca korzystał z rzeczy po rozwiązaniu umowy.
Art. 13. Termin do zgłoszenia wady wynosi tydzień.
`)
	old.Meta.Version = "2015-08-17"
	cur := f.statute("KC", "Kodeks cywilny", `USTAWA
Kodeks cywilny

Art. 12. Najemca jest obowiązany zwrócić rzecz wynajmującemu nie później niż w terminie trzydziestu dni
1) Zmiany tekstu jednolitego wymienionej ustawy zostały ogłoszone w Dz. U. z 2024 r. poz. 1237 oraz z 2025 r. poz. 12.
od dnia rozwiązania umowy.
Art. 12
1 . Wynajmujący może żądać zapłaty czynszu za okres, w którym najemca korzystał z rzeczy po rozwiązaniu umowy.
Art. 13. Termin do zgłoszenia wady wynosi dwa tygodnie.
`)
	cur.Meta.Version = "Dz.U.2025.1071"
	cur.Renderings[0].Path = "library/kc-2025.txt"
	c, err := Open(context.Background(), Config{Resolver: f})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, quote, przepis string
		status               cite.Status
		note                 string
	}{
		{"verbatim across a footnote", "Najemca jest obowiązany zwrócić rzecz wynajmującemu nie później niż w terminie trzydziestu dni od dnia rozwiązania umowy", "art. 12", cite.Zweryfikowany, "uszkodzony"},
		{"a number changed", "Najemca jest obowiązany zwrócić rzecz wynajmującemu nie później niż w terminie czternastu dni od dnia rozwiązania umowy", "art. 12", cite.Niezweryfikowany, "liczba"},
		{"a time limit turned, words changed", "Najemca musi oddać rzecz wynajmującemu nie wcześniej niż w terminie trzydziestu dni od rozwiązania umowy", "art. 12", cite.Niezweryfikowany, "termin"},
		{"verbatim, the number split from its superscript", "Wynajmujący może żądać zapłaty czynszu za okres, w którym najemca korzystał z rzeczy po rozwiązaniu umowy", "art. 12^1", cite.Zweryfikowany, "uszkodzony"},
		{"the old wording of an amended article", "Termin do zgłoszenia wady wynosi tydzień", "art. 13", cite.Zweryfikowany, "memo cytuje brzmienie art. 13 w wersji 2015-08-17"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rc, _, skip := c.verify(context.Background(), provision(cite.CytatDoslowny, tc.quote, tc.przepis), claimEnv{date: "2026-12-01"})
			if skip != nil {
				t.Fatalf("not checked: %s", reports.Say(skip.Found))
			}
			rc = worded(rc)
			if rc.Status != tc.status || !strings.Contains(rc.Note, tc.note) {
				t.Errorf("%s (%s), want %s with %q", rc.Status, rc.Note, tc.status, tc.note)
			}
		})
	}
}

// TestChangedQuotationOfAnotherSource (class 5 on the misattribution and
// safety-net paths): a quotation its cited source only covers the topic of
// (🟠) that is another source's passage with a number changed is 🔴,
// naming that source and the change — found by searching the library, or
// as another candidate of its own sentence or footnote.
func TestChangedQuotationOfAnotherSource(t *testing.T) {
	t.Parallel()
	f := &fakeLibrary{}
	f.judgment("I CSK 7/20", "Sąd Najwyższy", "2020-03-03", "UZASADNIENIE\nTermin do zapłaty kary umownej wynosi 14 dni od doręczenia wezwania do zapłaty, o ile umowa nie stanowi inaczej.\n")
	f.judgment("II CSK 8/21", "Sąd Najwyższy", "2021-04-04", "UZASADNIENIE\nKara umowna jest płatna w terminie wskazanym w wezwaniu do zapłaty, a gdy go nie wskazano — niezwłocznie po doręczeniu wezwania.\n")
	f.statute("KC", "Kodeks cywilny", "USTAWA\nKodeks cywilny\n\nArt. 476. Kara umowna jest płatna w terminie wskazanym w wezwaniu do zapłaty; termin ten biegnie od doręczenia wezwania.\n")
	c, err := Open(context.Background(), Config{Resolver: f})
	if err != nil {
		t.Fatal(err)
	}
	const changed = "Termin do zapłaty kary umownej wynosi 21 dni od doręczenia wezwania do zapłaty"
	sig := func(s, date string) cite.Anchor { return cite.Anchor{Sygnatura: s, Data: date} }
	art := cite.Anchor{Przepis: "art. 476", Akt: "Kodeks cywilny"}
	for _, tc := range []struct {
		name string
		cl   claims.Claim
		note string
	}{
		{"misattributed and changed", quote(changed, "II CSK 8/21", "2021-04-04"), "odpowiada fragmentowi I CSK 7/20"},
		{"changed in the footnote's ruling", claims.Claim{ID: "C1", ClaimType: cite.CytatDoslowny, Quote: changed, SourceID: "art. 476 Kodeks cywilny", Anchor: art,
			Candidates: []cite.Candidate{{SourceID: "art. 476 Kodeks cywilny", Anchor: art, From: cite.FromCitation}, {SourceID: "I CSK 7/20", Anchor: sig("I CSK 7/20", "2020-03-03"), From: cite.FromFootnote}}}, "liczba"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rc, _, _ := c.verify(context.Background(), tc.cl, claimEnv{})
			rc = worded(rc)
			if rc.Status != cite.Niezweryfikowany || !strings.Contains(rc.Note+" "+rc.Reanchored, tc.note) || !strings.Contains(rc.Note, "„21”") {
				t.Errorf("%s (%s | %s), want NIEZWERYFIKOWANY naming %q and the change", rc.Status, rc.Note, rc.Reanchored, tc.note)
			}
		})
	}
}
