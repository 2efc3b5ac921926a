package check

import (
	"context"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/claims"
	"citeguard/reports"
)

// newFake is the fake library of the branch tests: two judgments, two
// cases sharing a signature, a judgment whose only file cannot be read, and
// two articles of the Civil Code.
func newFake() *fakeLibrary {
	f := &fakeLibrary{}
	f.judgment("I CSK 1/19", "Sąd Najwyższy", "2019-03-14", "UZASADNIENIE\nKara umowna należy się wierzycielowi w zastrzeżonej wysokości bez względu na wysokość poniesionej szkody. Dłużnik nie może uwolnić się od obowiązku jej zapłaty, wykazując jedynie, że wierzyciel nie poniósł szkody.\n")
	f.judgment("II CSK 2/20", "Sąd Najwyższy", "2020-05-05", "UZASADNIENIE\nOdpowiedzialność przewoźnika ma charakter obiektywny i nie zależy od jego winy w wykonaniu przewozu.\n")
	f.judgment("III CZP 3/21", "Sąd Najwyższy", "2021-01-10", "Uchwała pierwsza.\n")
	f.judgment("III CZP 3/21", "Sąd Apelacyjny w Krakowie", "2021-06-01", "Wyrok drugi.\n")
	f.judgment("IV CSK 4/22", "Sąd Najwyższy", "2022-02-02", "")
	f.statute("KC", "Kodeks cywilny", "USTAWA\nz dnia 23 kwietnia 1964 r.\nKodeks cywilny\n\nArt. 415. Kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia.\nArt. 416. Osoba prawna jest obowiązana do naprawienia szkody wyrządzonej z winy jej organu.\n")
	return f
}

func quote(q, sig, date string) claims.Claim {
	return claims.Claim{ID: "C1", ClaimType: cite.CytatDoslowny, Quote: q, SourceID: sig, Anchor: cite.Anchor{Sygnatura: sig, Data: date}}
}

func actClaim(claimType cite.ClaimType, q, przepis, akt string) claims.Claim {
	return claims.Claim{ID: "C1", ClaimType: claimType, Quote: q, SourceID: przepis + " " + akt, Anchor: cite.Anchor{Przepis: przepis, Akt: akt}}
}

func byCourt(q, court, date string) claims.Claim {
	return claims.Claim{ID: "C1", ClaimType: cite.CytatDoslowny, Quote: q, Anchor: cite.Anchor{Organ: court, Data: date}}
}

func provision(claimType cite.ClaimType, q, przepis string) claims.Claim {
	return claims.Claim{ID: "C1", ClaimType: claimType, Quote: q, ClaimText: przepis + " k.c.", SourceID: przepis + " Kodeks cywilny",
		Anchor: cite.Anchor{Przepis: przepis, Akt: "Kodeks cywilny"}}
}

// TestBranches runs every branch of the verification of one claim against
// a fake library: found, misattributed (naming the real source), fabricated,
// an anchor that contradicts the source, an unknown anchor (with the quote
// found elsewhere), an ambiguous signature, an unreadable source, a statute
// quote in the cited article and in another one, a cited provision, a
// missing article, an unresolved short form and no anchor at all.
func TestBranches(t *testing.T) {
	t.Parallel()
	const (
		fromA     = "Dłużnik nie może uwolnić się od obowiązku jej zapłaty"
		fromB     = "Odpowiedzialność przewoźnika ma charakter obiektywny i nie zależy od jego winy"
		invented  = "Sąd nigdy nie miarkuje kary umownej z urzędu w sprawach gospodarczych"
		art415    = "Kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia"
		art416    = "Osoba prawna jest obowiązana do naprawienia szkody wyrządzonej z winy jej organu"
		noShort   = "skrót „tamże” nie wskazuje"
		unmatched = ""
	)
	unresolved := claims.Claim{ID: "C1", ClaimType: cite.CytatDoslowny, Quote: fromA, ShortForm: "tamże", Unresolved: true}
	for _, tc := range []struct {
		name       string
		claim      claims.Claim
		status     cite.Status
		note       string // in the note
		realSource string // in RealSource ("" : none)
		file       string // SourceFile
	}{
		{"verbatim", quote(fromA, "I CSK 1/19", "2019-03-14"), cite.Zweryfikowany, unmatched, "", "library/I_CSK_1-19.txt"},
		{"misattributed", quote(fromB, "I CSK 1/19", "2019-03-14"), cite.Niezweryfikowany, "pochodzi z: II CSK 2/20 (wyrok, Sąd Najwyższy, 2020-05-05)", "II CSK 2/20", "library/I_CSK_1-19.txt"},
		{"fabricated", quote(invented, "I CSK 1/19", "2019-03-14"), cite.Niezweryfikowany, "halucynacja", "", "library/I_CSK_1-19.txt"},
		{"anchor contradicts the source: no misattribution", quote(fromB, "I CSK 1/19", "2011-01-01"), cite.Niezweryfikowany, unmatched, "", "library/I_CSK_1-19.txt"},
		{"unknown signature, quote elsewhere", quote(fromB, "V CSK 9/99", ""), cite.BrakZrodla, "nie ma w bibliotece: sygn. V CSK 9/99; cytat występuje w: II CSK 2/20", "II CSK 2/20", ""},
		{"unknown signature", claims.Claim{ID: "C1", ClaimType: cite.Powolanie, Anchor: cite.Anchor{Sygnatura: "V CSK 9/99"}}, cite.BrakZrodla, "nie ma w bibliotece: sygn. V CSK 9/99", "", ""},
		{"ambiguous signature", quote(fromA, "III CZP 3/21", ""), cite.WymagaOsadu, "sygnatura niejednoznaczna: 2 sprawy", "", ""},
		{"unreadable source", quote(fromA, "IV CSK 4/22", ""), cite.BrakZrodla, "żaden jego plik nie daje się odczytać", "", ""},
		{"statute quote, cited article", provision(cite.CytatDoslowny, art415, "art. 415"), cite.Zweryfikowany, unmatched, "", "library/kc.txt"},
		{"statute quote, wrong article", provision(cite.CytatDoslowny, art416, "art. 415"), cite.Niezweryfikowany, "cytat pochodzi z art. 416, a nie z powołanego art. 415", "art. 416 Kodeks cywilny", "library/kc.txt"},
		{"cited provision exists", provision(cite.Powolanie, "", "art. 416"), cite.Zweryfikowany, "przepis art. 416 istnieje", "", "library/kc.txt"},
		{"missing article", provision(cite.Powolanie, "", "art. 999"), cite.Niezweryfikowany, "art. 999: nie ma takiego artykułu w akcie Kodeks cywilny", "", ""},
		{"unresolved short form", unresolved, cite.WymagaOsadu, noShort, "", ""},
		{"quote of an act outside the library", actClaim(cite.CytatDoslowny, art415, "art. 148", "k.k."), cite.BrakZrodla, "nie ma w bibliotece: art. 148", "Kodeks cywilny", ""},
		{"court and date, no signature", byCourt(fromA, "Sąd Najwyższy", "2019-03-14"), cite.Zweryfikowany, unmatched, "", "library/I_CSK_1-19.txt"},
		{"court and date not in the library", byCourt(fromA, "Sąd Najwyższy", "2019-03-15"), cite.WymagaOsadu, "wymaga identyfikacji", "", ""},
		{"no identifier, quote in the library", claims.Claim{ID: "C1", ClaimType: cite.CytatDoslowny, Quote: fromA}, cite.WymagaOsadu, "memo nie podaje jego źródła", "", "library/I_CSK_1-19.txt"},
		{"no identifier, quote changed", claims.Claim{ID: "C1", ClaimType: cite.CytatDoslowny, Quote: "Dłużnik może uwolnić się od obowiązku jej zapłaty"}, cite.Niezweryfikowany, "przeczenie", "", "library/I_CSK_1-19.txt"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c, err := Open(context.Background(), Config{Resolver: newFake()})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			rc, _, skip := c.verify(context.Background(), tc.claim, claimEnv{})
			rc = worded(rc)
			if skip != nil {
				t.Fatalf("not checked (%s), want %s", reports.Say(skip.Found), tc.status)
			}
			if rc.Status != tc.status || !strings.Contains(rc.Note, tc.note) || rc.SourceFile != tc.file {
				t.Errorf("%s (%s), file %q; want %s with %q, file %q", rc.Status, rc.Note, rc.SourceFile, tc.status, tc.note, tc.file)
			}
			if (tc.realSource == "") != (rc.RealSource == "") || !strings.Contains(rc.RealSource, tc.realSource) {
				t.Errorf("real source %q, want %q", rc.RealSource, tc.realSource)
			}
		})
	}
}

// TestUsedVersionsRecorded: a verified claim returns the text versions it
// relied on (for the stale-report log); an unresolved one none.
func TestUsedVersionsRecorded(t *testing.T) {
	t.Parallel()
	c, err := Open(context.Background(), Config{Resolver: newFake()})
	if err != nil {
		t.Fatal(err)
	}
	if _, used, _ := c.verify(context.Background(), quote("Dłużnik nie może uwolnić się", "I CSK 1/19", ""), claimEnv{}); len(used) != 1 {
		t.Errorf("used %v, want the judgment's text", used)
	}
	if _, used, _ := c.verify(context.Background(), quote("Dłużnik", "V CSK 9/99", ""), claimEnv{}); len(used) != 0 {
		t.Errorf("used %v for an unknown source", used)
	}
}

// TestNotChecked: references that cannot be checked are listed as not
// checked and never block: a provision of an act outside the library or not
// recognised, a provision without an act, a sentence without an identifier,
// procedural history cited by court and date.
func TestNotChecked(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		claim claims.Claim
		why   string
	}{
		{"act outside the library", actClaim(cite.Powolanie, "", "art. 148", "k.k."), "akt spoza biblioteki"},
		{"paraphrase of an act outside the library", actClaim(cite.Parafraza, "", "art. 148", "k.k."), "akt spoza biblioteki"},
		{"act not recognised", actClaim(cite.Powolanie, "", "art. 12", "ustawy o ochronie konkurencji i konsumentów"), "akt nierozpoznany"},
		{"quote of an act not recognised", actClaim(cite.CytatDoslowny, "zakazane są porozumienia", "art. 6", "ustawy o ochronie konkurencji"), "akt nierozpoznany"},
		{"provision without an act", claims.Claim{ID: "C1", ClaimType: cite.Powolanie, Anchor: cite.Anchor{Przepis: "art. 7 ust. 1"}}, "akt nierozpoznany"},
		{"no identifier, quoted from nowhere", claims.Claim{ID: "C1", ClaimType: cite.CytatDoslowny, Quote: "Sąd nigdy nie miarkuje kary umownej z urzędu"}, "brak identyfikatora"},
		{"court position without an identifier", claims.Claim{ID: "C1", ClaimType: cite.StanowiskoSadu, ClaimText: "umowa jest ważna", Anchor: cite.Anchor{Organ: "Sąd Okręgowy"}}, "brak identyfikatora"},
		{"procedural history", claims.Claim{ID: "C1", ClaimType: cite.FaktProceduralny, ClaimText: "zawiesił postępowanie", Anchor: cite.Anchor{Organ: "Sąd Okręgowy", Data: "2018-05-05"}}, "brak identyfikatora"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c, err := Open(context.Background(), Config{Resolver: newFake()})
			if err != nil {
				t.Fatal(err)
			}
			rc, _, skip := c.verify(context.Background(), tc.claim, claimEnv{})
			rc = worded(rc)
			if skip == nil {
				t.Fatalf("checked: %s (%s)", rc.Status, rc.Note)
			}
			if !strings.Contains(reports.Say(skip.Found), tc.why) {
				t.Errorf("why %q, want %q", reports.Say(skip.Found), tc.why)
			}
		})
	}
}

// TestStatuteVersions: a provision is checked against the version of the
// act in force on the memo's date; a quotation that fits only another
// version is 🟡 with that version named; a number or a negation turned is
// 🔴 whatever the dates (the lead's rule of 2026-12-01).
func TestStatuteVersions(t *testing.T) {
	t.Parallel()
	f := &fakeLibrary{}
	old := f.statute("KC", "Kodeks cywilny", "USTAWA\nKodeks cywilny\n\nArt. 10. Termin do wniesienia sprzeciwu jest tygodniowy.\nArt. 11. Przepis uchylony później.\n")
	old.Meta.Version = "2015-08-17"
	cur := f.statute("KC", "Kodeks cywilny", "USTAWA\nKodeks cywilny\n\nArt. 10. Termin do wniesienia sprzeciwu jest dwutygodniowy.\n")
	cur.Meta.Version = "Dz.U.2025.1071"
	cur.Renderings[0].Path = "library/kc-2025.txt"
	c, err := Open(context.Background(), Config{Resolver: f})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, quote, przepis, date string
		status                     cite.Status
		note                       string
	}{
		{"current wording, current memo", "Termin do wniesienia sprzeciwu jest dwutygodniowy", "art. 10", "2026-12-01", cite.Zweryfikowany, ""},
		{"old wording, current memo", "Termin do wniesienia sprzeciwu jest tygodniowy", "art. 10", "2026-12-01", cite.Zweryfikowany, "memo cytuje brzmienie art. 10 w wersji 2015-08-17"},
		{"old wording, old memo", "Termin do wniesienia sprzeciwu jest tygodniowy", "art. 10", "2019-05-05", cite.Zweryfikowany, ""},
		{"number turned, memo older than every version", "Termin do wniesienia sprzeciwu jest trzytygodniowy", "art. 10", "2011-01-01", cite.Niezweryfikowany, "liczba"},
		{"words the article does not hold, memo older than every version", "Pozew wnosi się do sądu rejonowego właściwego dla miejsca zamieszkania", "art. 10", "2011-01-01", cite.Niezweryfikowany, ""},
		{"repealed since, current memo", "", "art. 11", "2026-12-01", cite.WymagaOsadu, "wersji 2015-08-17"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cl := provision(cite.CytatDoslowny, tc.quote, tc.przepis)
			if tc.quote == "" {
				cl = provision(cite.Powolanie, "", tc.przepis)
			}
			rc, _, skip := c.verify(context.Background(), cl, claimEnv{date: tc.date})
			rc = worded(rc)
			if skip != nil {
				t.Fatalf("not checked: %s", reports.Say(skip.Found))
			}
			if rc.Status != tc.status || !strings.Contains(rc.Note, tc.note) {
				t.Errorf("%s (%s), want %s with %q", rc.Status, rc.Note, tc.status, tc.note)
			}
		})
	}
}

// TestSafetyNet: a quotation not in its anchor but in another candidate of
// its sentence or footnote is tied to that one (accuracy §1); a quotation
// the memo attributes to several sources equally well is 🟡 naming them
// when one holds it, 🔴 when none does.
func TestSafetyNet(t *testing.T) {
	t.Parallel()
	const fromA = "Dłużnik nie może uwolnić się od obowiązku jej zapłaty"
	sig := func(s, date string) cite.Anchor { return cite.Anchor{Sygnatura: s, Data: date} }
	art := cite.Anchor{Przepis: "art. 415", Akt: "Kodeks cywilny"}
	cand := func(a cite.Anchor, id string, from cite.AnchorFrom) cite.Candidate {
		return cite.Candidate{SourceID: id, Anchor: a, From: from}
	}
	quoteOf := func(a cite.Anchor, id string, ambiguous bool, cs ...cite.Candidate) claims.Claim {
		return claims.Claim{ID: "C1", ClaimType: cite.CytatDoslowny, Quote: fromA, SourceID: id, Anchor: a, Ambiguous: ambiguous, Candidates: cs}
	}
	for _, tc := range []struct {
		name   string
		claim  claims.Claim
		status cite.Status
		note   string // in the note or the re-anchoring
	}{
		{"re-anchored to its footnote's ruling", quoteOf(art, "art. 415 Kodeks cywilny", false,
			cand(art, "art. 415 Kodeks cywilny", cite.FromCitation), cand(sig("I CSK 1/19", "2019-03-14"), "I CSK 1/19", cite.FromFootnote)),
			cite.Zweryfikowany, "kotwica ustalona z kontekstu"},
		{"a back-reference candidate is not the safety net's", quoteOf(art, "art. 415 Kodeks cywilny", false,
			cand(art, "art. 415 Kodeks cywilny", cite.FromCitation), cand(sig("I CSK 1/19", ""), "I CSK 1/19", cite.FromContext)),
			cite.Niezweryfikowany, ""},
		{"ambiguous, one holds it", quoteOf(sig("II CSK 2/20", "2020-05-05"), "II CSK 2/20", true,
			cand(sig("II CSK 2/20", "2020-05-05"), "II CSK 2/20", cite.FromCitation), cand(sig("I CSK 1/19", "2019-03-14"), "I CSK 1/19", cite.FromCitation)),
			cite.WymagaOsadu, "kilka źródeł"},
		{"ambiguous, a neighbour only on the topic: the changed quotation stays 🔴", claims.Claim{ID: "C1", ClaimType: cite.CytatDoslowny, Quote: "Dłużnik może uwolnić się od obowiązku jej zapłaty",
			SourceID: "I CSK 1/19", Anchor: sig("I CSK 1/19", "2019-03-14"), Ambiguous: true, Candidates: []cite.Candidate{
				cand(sig("I CSK 1/19", "2019-03-14"), "I CSK 1/19", cite.FromCitation), cand(art, "art. 415 Kodeks cywilny", cite.FromCitation)}},
			cite.Niezweryfikowany, "żadne go nie zawiera"},
		{"an anchor absent from the library is not traded for a neighbour", claims.Claim{ID: "C1", ClaimType: cite.StanowiskoSadu, ClaimText: fromA,
			SourceID: "III PSKP 14/23", Anchor: sig("III PSKP 14/23", "2023-06-13"), Candidates: []cite.Candidate{
				cand(sig("III PSKP 14/23", "2023-06-13"), "III PSKP 14/23", cite.FromCitation), cand(sig("I CSK 1/19", "2019-03-14"), "I CSK 1/19", cite.FromCitation)}},
			cite.BrakZrodla, "nie ma w bibliotece"},
		{"ambiguous, none could be looked up: no 🔴 from nothing compared", claims.Claim{ID: "C1", ClaimType: cite.CytatDoslowny, Quote: fromA,
			Anchor: cite.Anchor{Organ: "Sąd Apelacyjny we Wrocławiu", Data: "1994-02-22"}, Ambiguous: true, Candidates: []cite.Candidate{
				cand(cite.Anchor{Organ: "Sąd Apelacyjny we Wrocławiu", Data: "1994-02-22"}, "", cite.FromCitation), cand(sig("V CSK 5/94", "1994-03-01"), "V CSK 5/94", cite.FromCitation)}},
			cite.WymagaOsadu, "wymaga identyfikacji"},
		{"ambiguous, none holds it", claims.Claim{ID: "C1", ClaimType: cite.CytatDoslowny, Quote: "Sąd nigdy nie miarkuje kary umownej z urzędu w sprawach gospodarczych",
			SourceID: "II CSK 2/20", Anchor: sig("II CSK 2/20", "2020-05-05"), Ambiguous: true, Candidates: []cite.Candidate{
				cand(sig("II CSK 2/20", "2020-05-05"), "II CSK 2/20", cite.FromCitation), cand(sig("I CSK 1/19", "2019-03-14"), "I CSK 1/19", cite.FromCitation)}},
			cite.Niezweryfikowany, "żadne go nie zawiera"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c, err := Open(context.Background(), Config{Resolver: newFake()})
			if err != nil {
				t.Fatal(err)
			}
			rc, _, _ := c.verify(context.Background(), tc.claim, claimEnv{})
			rc = worded(rc)
			if rc.Status != tc.status || !strings.Contains(rc.Note+" "+rc.Reanchored, tc.note) {
				t.Errorf("%s (%s | %s), want %s with %q", rc.Status, rc.Note, rc.Reanchored, tc.status, tc.note)
			}
			if len(rc.Candidates) == 0 {
				t.Errorf("the other candidates are not named: %+v", rc)
			}
		})
	}
}
