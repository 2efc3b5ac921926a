package reports

import (
	"bytes"
	"path/filepath"
	"testing"

	"citeguard/cite"
	"citeguard/internal/golden"
)

// sampleMemos are checked memos as the check command fills them.
func sampleMemos() map[string]*Memo {
	clean := &Memo{Memo: "memo-czyste.docx", LibraryVersion: "lib-3f2a9c",
		Results: []Claim{
			{ID: "C1", ClaimType: "cytat_doslowny", Category: CategoryQuote, Quote: "umowa zawarta bez zachowania formy pisemnej jest nieważna",
				Anchor: cite.Anchor{Sygnatura: "III CZP 39/02"}, SourceID: "III CZP 39/02", SourceFile: "judgments/sn/III_CZP_39-02.pdf",
				Status: cite.Zweryfikowany, WymaganyPoziom: "FRAGMENT", OsiagnietyPoziom: "FRAGMENT", Zakres: &Range{4821, 4880},
				SpanID: "9794634bfd31d4a0", SourceVersion: "a1b2c3"},
			{ID: "C2", ClaimType: "powolanie", Category: CategorySignature, Anchor: cite.Anchor{Sygnatura: "III CZP 39/02", Data: "2002-07-05"},
				SourceID: "III CZP 39/02", Status: cite.Zweryfikowany, WymaganyPoziom: "ISTNIENIE", OsiagnietyPoziom: "ISTNIENIE",
				Note: "kotwica (sygnatura i data) potwierdzona w rozwiązanym źródle"},
		}}
	mixed := &Memo{Memo: "memo-opinia.pdf", LibraryVersion: "lib-3f2a9c",
		Results: []Claim{
			{ID: "C1", ClaimType: "cytat_doslowny", Category: CategoryQuote, Quote: "Skarga kasacyjna nie zasługuje na uwzględnienie",
				SourceID: "II CSK 123/19", Status: cite.Zweryfikowany, WymaganyPoziom: "FRAGMENT", OsiagnietyPoziom: "FRAGMENT", Zakres: &Range{120, 168}, Page: 1},
			{ID: "C2", ClaimType: "stanowisko_sadu", Category: CategorySignature, ClaimText: "SN przyjął, że klauzula waloryzacyjna jest dopuszczalna",
				SourceID: "I CSK 50/18", Status: cite.WymagaOsadu, WymaganyPoziom: "TRESC", OsiagnietyPoziom: "TRESC",
				Note: "terminy nośne obecne (86%) — substancję potwierdza człowiek", Page: 2},
			{ID: "C3", ClaimType: "cytat_doslowny", Category: CategoryQuote, Quote: "Skarga kasacyjna zasługuje na uwzględnienie",
				SourceID: "II CSK 123/19", SourceFile: "judgments/sn/II_CSK_123-19.txt", Status: cite.Niezweryfikowany, WymaganyPoziom: "FRAGMENT", OsiagnietyPoziom: "ISTNIENIE",
				Note: "cytat zmienia treść źródła — przeczenie: w cytacie pominięto „nie” (BLOKADA)", Page: 2,
				SourcePassage: "Skarga kasacyjna nie zasługuje na uwzględnienie.", Diff: []Change{{Rodzaj: "pominiete", Zrodlo: "nie"}},
				Zakres: &Range{120, 168}, SourceVersion: "d4e5f6"},
			{ID: "C4", ClaimType: "cytat_doslowny", Category: CategoryQuote, Quote: "klauzula waloryzacyjna jest abuzywne",
				SourceID: "I CSK 50/18", Status: cite.Zmodyfikowany, WymaganyPoziom: "FRAGMENT", OsiagnietyPoziom: "TRESC",
				Note: "drobne różnice (interpunkcja, diakrytyki, literówka) — patrz diff", SourcePassage: "„klauzula waloryzacyjna” jest abuzywna",
				Diff: []Change{{Rodzaj: "zmiana", Cytat: "abuzywne", Zrodlo: "abuzywna"}}, Page: 3},
			{ID: "C5", ClaimType: "cytat_doslowny", Category: CategoryQuote, Quote: "odpowiedzialność deliktowa wymaga winy umyślnej",
				SourceID: "III CZP 5/21", Status: cite.Niezweryfikowany, WymaganyPoziom: "FRAGMENT", OsiagnietyPoziom: "BRAK",
				Note: "cytat nie występuje w powołanym orzeczeniu", RealSource: "wyrok SN z 5.07.2002, III CZP 39/02 (judgments/sn/III_CZP_39-02.txt)", Page: 3},
			{ID: "C6", ClaimType: "cytat_doslowny", Category: CategoryProvision, Quote: "Kto z winy swej wyrządził drugiemu szkodę",
				Anchor: cite.Anchor{Przepis: "art. 415", Akt: "k.c."}, Status: cite.Kalibracja, WymaganyPoziom: "FRAGMENT", OsiagnietyPoziom: "TRESC",
				Note: "dosłowny cytat nieznaleziony, ale źródło dotyczy tematu (poziom TREŚĆ). Złagodź do parafrazy LUB oznacz pinpoint jako prowizoryczny."},
			{ID: "C7", ClaimType: "powolanie", Category: CategorySignature, Anchor: cite.Anchor{Sygnatura: "II CSK 999/19"},
				SourceID: "II CSK 999/19", Status: cite.BrakZrodla, WymaganyPoziom: "ISTNIENIE", OsiagnietyPoziom: "BRAK",
				Note: "sygnatury nie ma w bibliotece — szukano: II CSK 999/19"},
		},
		Ignored: []Ignored{{Text: "Alfa", Why: "nazwa spółki („Alfa” sp. z o.o.)"}, {Text: "Umowa", Why: "termin zdefiniowany"}},
	}
	unreadable := &Memo{Memo: "skan.pdf", Error: "brak warstwy tekstowej (skan?)"}
	empty := &Memo{Memo: "notatka.txt"}
	revised := &Memo{Memo: "memo-opinia.pdf", Results: []Claim{mixed.Results[3]}}
	for _, m := range []*Memo{clean, mixed, unreadable, empty, revised} {
		m.Finish()
	}
	revised.Revise(2, cite.PelnaWeryfikacja, "WARSTWA 1 (obiektywna): cytaty X (C3) | przepisy OK | sygnatury OK")
	revised.Compare(BasisOf(mixed))
	raised := &Memo{Memo: "memo-opinia.pdf", Results: []Claim{clean.Results[0]}}
	raised.Finish()
	raised.Revise(3, cite.Popraw, Layer1(raised))
	// A clean memo whose one item is for the lawyer's judgment: a court's
	// holding whose key words stand close together in the source.
	review := &Memo{Memo: "memo_d01.docx", Results: []Claim{clean.Results[0],
		{ID: "C2", ClaimType: cite.StanowiskoSadu, Category: CategorySignature,
			ClaimText: "Sąd przyjął także, że powódka winna wykazać wysokość poniesionej szkody ponad kwoty zaległego czynszu.",
			Anchor:    cite.Anchor{Sygnatura: "I ACa 1029/13", Organ: "Sąd Apelacyjny w Poznaniu", Data: "2013-12-11"}, SourceID: "I ACa 1029/13",
			SourceFile: "library/saos/I_ACa_001029_2013_Uz_2013-12-11_001.html", Status: cite.WymagaOsadu, WymaganyPoziom: "TRESC", OsiagnietyPoziom: "TRESC",
			Found: Found{Note: cite.Found(cite.TermsInCompactPassage, "100")}, AnchorFrom: "kontekst", AnchorCue: "Sąd przyjął", Antecedent: "I ACa 1029/13", Paragraph: 9}}}
	review.Finish()
	return map[string]*Memo{"clean": clean, "mixed": mixed, "review": review, "unreadable": unreadable, "empty": empty, "revised": revised, "raise-refused": raised}
}

// TestGolden compares the markdown and JSON of sample memos with the files
// in testdata/golden; go test ./reports -update rewrites them.
func TestGolden(t *testing.T) {
	t.Parallel()
	for name, m := range sampleMemos() {
		var md, js, page bytes.Buffer
		if err := Markdown(&md, m); err != nil {
			t.Fatal(err)
		}
		if err := JSONLine(&js, m); err != nil {
			t.Fatal(err)
		}
		if err := HTML(&page, m); err != nil {
			t.Fatal(err)
		}
		for ext, got := range map[string][]byte{".md": md.Bytes(), ".jsonl": js.Bytes(), ".html": page.Bytes()} {
			path := filepath.Join("testdata", "golden", name+ext)
			golden.Check(t, path, got)
		}
	}
}

func TestDecision(t *testing.T) {
	t.Parallel()
	m := sampleMemos()
	for name, want := range map[string]cite.Decision{"clean": cite.Wyslij, "review": cite.Popraw, "mixed": cite.PelnaWeryfikacja, "unreadable": cite.PelnaWeryfikacja, "empty": cite.Wyslij} {
		if m[name].Decision != want {
			t.Errorf("%s: decision %s, want %s", name, m[name].Decision, want)
		}
	}
	if !m["unreadable"].Blocked {
		t.Error("an unreadable memo must count as blocked (fail closed)")
	}
	if r := m["raise-refused"].Revision; r == nil || r.Rejected != cite.Wyslij || m["raise-refused"].Decision != cite.Popraw {
		t.Errorf("a raise without a new layer-1 result must be refused: %+v", r)
	}
	if r := m["revised"].Revision; r == nil || r.Rejected != "" || r.After != cite.Popraw {
		t.Errorf("a raise with a new layer-1 result stands: %+v", r)
	}
}

func TestPlural(t *testing.T) {
	t.Parallel()
	for n, want := range map[int]string{1: "blokada", 2: "blokady", 4: "blokady", 5: "blokad", 12: "blokad", 22: "blokady", 25: "blokad"} {
		if got := plural(n, "blokada", "blokady", "blokad"); got != want {
			t.Errorf("plural(%d) = %s, want %s", n, got, want)
		}
	}
}
