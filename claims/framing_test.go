package claims

import (
	"testing"

	"citeguard/cite"
)

// framingCases: a court's position stated of case law in general beside a
// ruling's quotation in the same sentence („Orzecznictwo przyjmuje, że …,
// a jak zaznaczył Sąd …, „…””) is the memo's framing of the quotation:
// still a claim of the ruling (a contradiction of it must show), marked
// Framing. A position a named court states (the subject of the verb, or
// a citation before it) is no framing.
var framingCases = []struct {
	name    string
	text    string
	framing bool
}{
	{"„Orzecznictwo zgodnie przyjmuje, że …, a jak zaznaczył Sąd Apelacyjny w X, „…” (wyrok …)”",
		"Orzecznictwo zgodnie przyjmuje, że kara umowna ma przede wszystkim dyscyplinować dłużnika, a jak zaznaczył Sąd Apelacyjny w Gdańsku, „kara umowna należy się wierzycielowi bez względu na wysokość poniesionej szkody” (wyrok z dnia 5 marca 2013 r., I ACa 12/13).", true},
	{"„W judykaturze przyjmuje się, że …, a jak podkreślił SN, „…””",
		"W judykaturze przyjmuje się, że najemca odpowiada jedynie za zużycie ponad normę, a jak podkreślił Sąd Najwyższy w wyroku z dnia 4 kwietnia 2012 r., II CSK 40/12, „najemca nie odpowiada za zużycie rzeczy będące następstwem prawidłowego używania”.", true},
	{"„W doktrynie i orzecznictwie wskazuje się, że …, a jak zaznaczył Sąd …, „…””",
		"W doktrynie i orzecznictwie wskazuje się, że odsetki należą się zawsze od dnia wezwania, a jak zaznaczył Sąd Okręgowy w Opolu, „dłużnik popada w opóźnienie z chwilą wezwania go do zapłaty” (wyrok z dnia 7 maja 2014 r., II Ca 77/14).", true},
	{"a named court's position: „Sąd Najwyższy konsekwentnie przyjmuje, że …, a jak podkreślił …, „…””",
		"Sąd Najwyższy konsekwentnie przyjmuje, że najemca odpowiada jedynie za zużycie ponad normę, a jak podkreślił w wyroku z dnia 4 kwietnia 2012 r., II CSK 40/12, „najemca nie odpowiada za zużycie rzeczy będące następstwem prawidłowego używania”.", false},
	{"a named court with its seat: „Sąd Apelacyjny w Gdańsku przyjął, że …, a jak dodał, „…” (wyrok …)”",
		"Sąd Apelacyjny w Gdańsku przyjął, że kara umowna ma przede wszystkim dyscyplinować dłużnika, a jak dodał, „kara umowna należy się wierzycielowi bez względu na wysokość poniesionej szkody” (wyrok z dnia 5 marca 2013 r., I ACa 12/13).", false},
}

func TestFramingPosition(t *testing.T) {
	t.Parallel()
	for _, tc := range framingCases {
		t.Run(tc.name, func(t *testing.T) {
			res := Extract(Input{Text: tc.text})
			var pos *Claim
			quotes := 0
			for i := range res.Claims {
				switch res.Claims[i].ClaimType {
				case cite.StanowiskoSadu:
					pos = &res.Claims[i]
				case cite.CytatDoslowny:
					quotes++
				}
			}
			if pos == nil || quotes != 1 {
				t.Fatalf("want a position and a quotation, got:\n%s", dump(res))
			}
			if pos.SourceID == "" {
				t.Errorf("the position has no anchor:\n%s", dump(res))
			}
			if pos.Framing != tc.framing {
				t.Errorf("Framing = %v, want %v:\n%s", pos.Framing, tc.framing, dump(res))
			}
		})
	}
}
