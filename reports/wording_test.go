package reports

import (
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
	if got, want := sourceHeading(&c), "W źródle (Kodeks cywilny; art. 484 § 1; tekst według stanu na 17 sierpnia 2015 r.; plik lib/cytowany.pdf)"; got != want {
		t.Errorf("verified: %q, want %q", got, want)
	}
}
