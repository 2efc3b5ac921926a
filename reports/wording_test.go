package reports

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"citeguard/cite"
)

// claimsMemo is a finished memo of claims with the given statuses.
func claimsMemo(cs ...Claim) *Memo {
	m := &Memo{Memo: "m.docx", Results: cs}
	m.Finish()
	return m
}

func quote(st cite.Status) Claim {
	return Claim{ClaimType: cite.CytatDoslowny, Category: CategoryQuote, Status: st}
}

func signature(st cite.Status) Claim {
	return Claim{ClaimType: cite.Powolanie, Category: CategorySignature, Status: st}
}

func TestHeadline(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		m    *Memo
		want string
	}{
		{claimsMemo(quote(cite.Niezweryfikowany), quote(cite.Niezweryfikowany), signature(cite.BrakZrodla), quote(cite.Zweryfikowany)),
			"Nie wysyłaj: 2 cytaty niezgodne ze źródłem, 1 sygnatura nieznaleziona"},
		{claimsMemo(quote(cite.Niezweryfikowany), quote(cite.Zmodyfikowany)),
			"Nie wysyłaj: 1 cytat niezgodny ze źródłem; do poprawy także 1 cytat z drobnymi różnicami"},
		{claimsMemo(quote(cite.Zmodyfikowany), Claim{ClaimType: cite.StanowiskoSadu, Category: CategorySignature, Status: cite.WymagaOsadu}),
			"Popraw przed wysłaniem 1 miejsce: 1 cytat z drobnymi różnicami; przejrzyj też 1 miejsce: 1 teza do oceny prawnika"},
		{claimsMemo(quote(cite.Kalibracja), quote(cite.Kalibracja), quote(cite.Kalibracja), quote(cite.Kalibracja), quote(cite.Kalibracja)),
			"Popraw przed wysłaniem 5 miejsc: 5 cytatów niedosłownych"},
		// A memo whose only items are for the lawyer's judgment says it can
		// be sent once they are looked at (issue 23 item 4).
		{claimsMemo(quote(cite.Zweryfikowany), Claim{ClaimType: cite.StanowiskoSadu, Category: CategorySignature, Status: cite.WymagaOsadu}),
			"Można wysłać po przejrzeniu 1 miejsca: 1 teza do oceny prawnika"},
		{claimsMemo(Claim{ClaimType: cite.StanowiskoSadu, Category: CategorySignature, Status: cite.WymagaOsadu}, signature(cite.WymagaOsadu)),
			"Można wysłać po przejrzeniu 2 miejsc: 1 teza do oceny prawnika, 1 sygnatura niejednoznaczna"},
		{claimsMemo(quote(cite.Zweryfikowany), quote(cite.Zweryfikowany), signature(cite.Zweryfikowany)),
			"Można wysłać: 2 cytaty i 1 sygnatura — wszystko zgodne ze źródłami"},
		{claimsMemo(), "Można wysłać: w memo nie ma cytatów, sygnatur ani przepisów do sprawdzenia"},
		// An item for judgment whose findings ask for a correction as well
		// is to correct; a provision in another version is no signature.
		{claimsMemo(Claim{ClaimType: cite.CytatDoslowny, Category: CategoryQuote, Status: cite.WymagaOsadu,
			Found: Found{Note: append(cite.Found(cite.MinorDifferences), cite.Found(cite.IsItThisRuling, "organ")...)}}),
			"Popraw przed wysłaniem 1 miejsce: 1 cytat do oceny prawnika"},
		{claimsMemo(Claim{ClaimType: cite.Powolanie, Category: CategoryProvision, Status: cite.WymagaOsadu,
			Found: Found{Note: cite.Found(cite.OtherVersionFits, "art. 5", "Dz.U.2025.1", "2015-01-01", "2019-01-01")}}),
			"Można wysłać po przejrzeniu 1 miejsca: 1 przepis do sprawdzenia"},
		{&Memo{Error: "x", Decision: cite.PelnaWeryfikacja}, "Nie wysyłaj: memo nie zostało sprawdzone"},
	} {
		if got := Headline(tc.m); got != tc.want {
			t.Errorf("Headline = %q\n        want %q", got, tc.want)
		}
		if a := ActionOf(tc.m); !strings.HasPrefix(tc.want, a.Word()) {
			t.Errorf("ActionOf = %q, the headline %q says otherwise", a.Word(), tc.want)
		}
	}
}

// TestActionKeepsDecision: the action refines the decision code, never
// contradicts it; a report read back from its JSON says the same.
func TestActionKeepsDecision(t *testing.T) {
	t.Parallel()
	want := map[Action]cite.Decision{ActSend: cite.Wyslij, ActReview: cite.Popraw, ActFix: cite.Popraw, ActStop: cite.PelnaWeryfikacja}
	judge := Claim{ClaimType: cite.StanowiskoSadu, Category: CategorySignature, Status: cite.WymagaOsadu}
	for _, m := range []*Memo{claimsMemo(quote(cite.Zweryfikowany)), claimsMemo(judge), claimsMemo(judge, quote(cite.Kalibracja)), claimsMemo(judge, quote(cite.BrakZrodla))} {
		a := ActionOf(m)
		if want[a] != m.Decision {
			t.Errorf("%v: action %q with decision %s", m.Summary, a.Word(), m.Decision)
		}
		var back Memo
		data, _ := json.Marshal(m)
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		if ActionOf(&back) != a || Headline(&back) != Headline(m) {
			t.Errorf("read back: %q, want %q", Headline(&back), Headline(m))
		}
	}
}

// TestSourceHeading: a misattributed quotation's passage is named by the
// source it really comes from, never by the cited source's file.
func TestSourceHeading(t *testing.T) {
	t.Parallel()
	c := Claim{Status: cite.Niezweryfikowany, SourceFile: "lib/cytowany.pdf", RealSource: "III CZP 36/02, plik lib/prawdziwy.txt",
		SourcePlace: &Place{Title: "uchwała, Sąd Najwyższy, 5 lipca 2002 r., sygn. III CZP 36/02"}}
	if got, want := sourceHeading(&c), "Tam, skąd cytat naprawdę pochodzi (uchwała, Sąd Najwyższy, 5 lipca 2002 r., sygn. III CZP 36/02)"; got != want {
		t.Errorf("misattributed: %q, want %q", got, want)
	}
	c.RealSource, c.SourcePlace = "", &Place{Title: "Kodeks cywilny", Article: "art. 484 § 1", Version: "tekst według stanu na 17 sierpnia 2015 r."}
	c.Status = cite.Zweryfikowany
	// The source by its name, never by its library file (that is in the
	// technical details).
	if got, want := sourceHeading(&c), "W źródle (Kodeks cywilny; art. 484 § 1; tekst według stanu na 17 sierpnia 2015 r.)"; got != want {
		t.Errorf("verified: %q, want %q", got, want)
	}
}

func TestLawyerText(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"art. 385^1 Kodeks cywilny":                      "art. 385¹ k.c.",
		"art. 22^2 § 1 w brzmieniu wersji Dz.U.2025.277": "art. 22² § 1 w brzmieniu wersji Dz.U.2025.277",
		"art. 479^14a": "art. 479¹⁴a",
		"data nie zgadza się (2013-09-17, a w memo 2013-10-17)": "data nie zgadza się (17 września 2013 r., a w memo 17 października 2013 r.)",
		"obowiązujący w dniu memo (2015-09-11 r.)":              "obowiązujący w dniu memo (11 września 2015 r.)",
		"plik kc_stan-2015-08-17.md":                            "plik kc_stan-2015-08-17.md",
		"wyrok, 2013-04-09":                                     "wyrok, 9 kwietnia 2013 r.",
		"2^10 i 12-2013-01-01":                                  "2¹⁰ i 12-2013-01-01",
		"a^b":                                                   "a^b",
	} {
		if got := lawyerText(in); got != want {
			t.Errorf("lawyerText(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestOneActionPerClaim: what a claim's section says to do agrees with
// its note, and the source box agrees with it too (issue 23 item 5).
func TestOneActionPerClaim(t *testing.T) {
	t.Parallel()
	date := cite.Note{{Code: cite.AnchorDiverges, Of: cite.Note{{Code: cite.FieldDiffers, Args: []string{"data", "2013-10-17", "2013-09-17"}}}}}
	for _, tc := range []struct {
		c                     Claim
		note, advice, noneBox string
	}{
		// A quotation whose ruling's date is wrong: correct the date.
		{Claim{ClaimType: cite.CytatDoslowny, Category: CategoryQuote, Status: cite.Niezweryfikowany, WymaganyPoziom: "FRAGMENT", Found: Found{Note: date}},
			"popraw datę", "popraw datę orzeczenia na 17 września 2013 r.", ""},
		// A holding whose key words stand together: judge it; the box does
		// not say that nothing similar was found.
		{Claim{ClaimType: cite.StanowiskoSadu, Category: CategorySignature, Status: cite.WymagaOsadu, WymaganyPoziom: "TRESC", Found: Found{Note: cite.Found(cite.TermsInCompactPassage, "100")}},
			"kluczowe słowa", "oceń, czy źródło to mówi", "kluczowe słowa tej tezy są w źródle"},
		// A provision in another version: which wording, not a court or date.
		{Claim{ClaimType: cite.Powolanie, Category: CategoryProvision, Status: cite.WymagaOsadu, WymaganyPoziom: "ISTNIENIE",
			Found: Found{Note: cite.Found(cite.OtherVersionFits, "art. 22^2 § 1", "Dz.U.2025.277", "2015-09-11", "2019-03-11")}},
			"art. 22² § 1 w brzmieniu wersji Dz.U.2025.277 — w wersji obowiązującej w dniu memo (11 września 2015 r., 11 marca 2019 r.)", "sprawdź, które brzmienie przepisu memo powołuje", ""},
		// A quotation with minor differences in a ruling of another court.
		{Claim{ClaimType: cite.CytatDoslowny, Category: CategoryQuote, Status: cite.WymagaOsadu, WymaganyPoziom: "FRAGMENT",
			Found: Found{Note: append(cite.Found(cite.MinorDifferences), cite.Found(cite.IsItThisRuling, "organ")...)}},
			"drobne różnice", "popraw brzmienie według źródła; sprawdź, czy to to orzeczenie (w bibliotece wydał je inny sąd)", ""},
		// A quotation the memo names no source for, found in a ruling with a
		// material change: correct it first, then name the source.
		{Claim{ClaimType: cite.CytatDoslowny, Category: CategoryQuote, Status: cite.Niezweryfikowany, WymaganyPoziom: "FRAGMENT",
			Found: Found{Note: cite.Wrap(cite.Note{{Code: cite.QuoteChangesSource}}, cite.NoCitationForPassage, "I CSK 9901/99")}},
			"memo nie podaje źródła", "popraw cytat według źródła albo go usuń; dodaj powołanie źródła", ""},
		// Found verbatim with no source named: only the citation is missing.
		{Claim{ClaimType: cite.CytatDoslowny, Category: CategoryQuote, Status: cite.Zmodyfikowany, WymaganyPoziom: "FRAGMENT",
			Found: Found{Note: cite.Wrap(cite.Found(cite.MinorDifferences), cite.SourceNotNamed, "I CSK 9901/99")}},
			"drobne różnice", "popraw brzmienie według źródła; dodaj powołanie źródła", ""},
	} {
		m := claimsMemo(tc.c)
		c := &m.Results[0]
		facts := map[string]string{}
		for _, f := range claimFacts(c) {
			facts[f.Label] = f.Text
		}
		if !strings.Contains(facts["Uwaga"], tc.note) {
			t.Errorf("note %q, want it to say %q", facts["Uwaga"], tc.note)
		}
		if facts["Co zrobić"] != tc.advice || claimAdvice(c) != tc.advice {
			t.Errorf("%q: advice %q (table %q), want %q", facts["Uwaga"], facts["Co zrobić"], claimAdvice(c), tc.advice)
		}
		if tc.noneBox != "" && !strings.Contains(sourceNone(c), tc.noneBox) {
			t.Errorf("%q: the source box says %q, want %q", facts["Uwaga"], sourceNone(c), tc.noneBox)
		}
		if strings.Contains(facts["Uwaga"], "kluczowe słowa") && strings.Contains(sourceNone(c), "nie znaleziono") {
			t.Errorf("contradiction: %q beside %q", facts["Uwaga"], sourceNone(c))
		}
	}
}

// TestNumbersFromC1: the table starts at C1 and has no gap, whatever ids
// the check gave (a claim set aside leaves none; a quotation found in the
// library is no „B1”).
func TestNumbersFromC1(t *testing.T) {
	t.Parallel()
	a, b, c := quote(cite.Zweryfikowany), quote(cite.Zweryfikowany), quote(cite.Zweryfikowany)
	a.ID, b.ID, c.ID = "C2", "C4", "B1"
	m := claimsMemo(a, b, c)
	for i, want := range []string{"C1", "C2", "C3"} {
		if m.Results[i].ID != want {
			t.Errorf("claim %d: %s, want %s", i, m.Results[i].ID, want)
		}
	}
}

// TestLegendForLawyers: the legend explains the statuses in the lawyer's
// words, with no code of SPEC (those are in the technical details).
func TestLegendForLawyers(t *testing.T) {
	t.Parallel()
	m := sampleMemos()["mixed"]
	var md, page bytes.Buffer
	if err := Markdown(&md, m); err != nil {
		t.Fatal(err)
	}
	if err := HTML(&page, m); err != nil {
		t.Fatal(err)
	}
	legendOf := func(s, from, to string) string {
		i := strings.Index(s, from)
		j := strings.Index(s[max(i, 0):], to) + max(i, 0)
		if i < 0 || j < i {
			t.Fatalf("no legend between %q and %q", from, to)
		}
		return s[i:j]
	}
	for name, legend := range map[string]string{
		"markdown": legendOf(md.String(), "## Legenda", "## Szczegóły techniczne"),
		"HTML":     legendOf(page.String(), `<section class="legend">`, "</section>"),
	} {
		for _, code := range []string{"ZWERYFIKOWANY", "ZMODYFIKOWANY", "WYMAGA_OSADU", "KALIBRACJA", "NIEZWERYFIKOWANY", "BRAK ŹRÓDŁA"} {
			if strings.Contains(legend, code) {
				t.Errorf("%s legend holds the code %s", name, code)
			}
		}
	}
	if !strings.Contains(md.String(), "NIEZWERYFIKOWANY, cytat_doslowny") {
		t.Error("the technical details lost the codes")
	}
}

// TestRevisionHeader: a revision says in its header, in the lawyer's
// words, what it was, what it is and which claims changed (issue 23
// item 8).
func TestRevisionHeader(t *testing.T) {
	t.Parallel()
	claim := func(text, src string, st cite.Status) Claim {
		return Claim{ClaimType: cite.CytatDoslowny, Category: CategoryQuote, Quote: text, SourceID: src, Status: st}
	}
	prev := claimsMemo(claim("a b c", "I CSK 1/19", cite.Zweryfikowany), claim("d e f", "I CSK 1/19", cite.Niezweryfikowany),
		claim("g h", "II CSK 2/20", cite.Zmodyfikowany), claim("usunięty", "II CSK 2/20", cite.BrakZrodla))
	now := claimsMemo(claim("a b c", "I CSK 1/19", cite.Zweryfikowany), claim("d e f poprawione", "I CSK 1/19", cite.Zweryfikowany),
		claim("g h", "II CSK 2/20", cite.Zmodyfikowany), claim("nowy", "III CZP 3/21", cite.Niezweryfikowany))
	now.Revise(2, prev.Decision, Evidence(prev))
	now.Compare(BasisOf(prev))
	want := "Wersja 2 — poprzednio: Nie wysyłaj, teraz: Nie wysyłaj: poprawiono C2; usunięto 1 miejsce; nowe: C4; bez zmian: C3."
	if got := revisionWords(now); got != want {
		t.Errorf("revision:\n got %q\nwant %q", got, want)
	}
	var md bytes.Buffer
	if err := Markdown(&md, now); err != nil {
		t.Fatal(err)
	}
	if head, _, _ := strings.Cut(md.String(), "| Nr |"); !strings.Contains(head, "**"+want+"**") || strings.Contains(head, "REWIZJA") || strings.Contains(head, "Pełna weryfikacja") {
		t.Errorf("the header does not say the revision in words:\n%s", head)
	}
	// Read back from its JSON, the report says the same.
	var back Memo
	data, _ := json.Marshal(now)
	if err := json.Unmarshal(data, &back); err != nil || revisionWords(&back) != want {
		t.Errorf("read back: %q (%v)", revisionWords(&back), err)
	}
}

// TestBasisBounded: the basis a job's journal keeps stays small: short
// keys, and no claims at all for a report of more than MaxBasisClaims.
func TestBasisBounded(t *testing.T) {
	t.Parallel()
	long := quote(cite.Zweryfikowany)
	long.Quote = strings.Repeat("bardzo długi cytat ", 5000)
	b := BasisOf(claimsMemo(long))
	if data, _ := json.Marshal(b); len(data) > 200 {
		t.Errorf("a basis of one long claim takes %d bytes", len(data))
	}
	many := make([]Claim, MaxBasisClaims+1)
	for i := range many {
		many[i] = quote(cite.Zweryfikowany)
	}
	if b := BasisOf(claimsMemo(many...)); !b.Omitted || len(b.Claims) != 0 {
		t.Errorf("a basis of %d claims keeps %d", len(many), len(b.Claims))
	}
}
