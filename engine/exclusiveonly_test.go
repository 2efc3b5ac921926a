package engine

import (
	"testing"

	"citeguard/cite"
	"citeguard/norm"
)

// TestExclusiveSynonyms: issue 22, class 5 — an exclusivity word of the
// claim is a contradiction only when the source's passage lacks its sense:
// „wyłącznie” restating the source's „jedynie” (or „tylko”) is no change; an
// „only” the source does not say at all still is.
func TestExclusiveSynonyms(t *testing.T) {
	t.Parallel()
	src := norm.NewSource("Sąd Okręgowy zważył, co następuje. Zażalenie nie zasługiwało na uwzględnienie. " +
		"W orzecznictwie przyjmuje się, że zwrot kosztów procesu może obejmować jedynie koszty niezbędne do celowego dochodzenia praw. " +
		"Pełnomocnik powoda złożył wniosek o zasądzenie kosztów według norm przepisanych.")
	cases := []struct {
		name, claim string
		want        cite.Status
	}{
		{"„wyłącznie” for the source's „jedynie”", "zwrot kosztów procesu może obejmować wyłącznie koszty niezbędne do celowego dochodzenia praw", cite.WymagaOsadu},
		{"„tylko” for the source's „jedynie”", "zwrot kosztów procesu może obejmować tylko koszty niezbędne do celowego dochodzenia praw", cite.WymagaOsadu},
		{"control: „zawsze” the source does not say", "zwrot kosztów procesu zawsze obejmuje koszty niezbędne do celowego dochodzenia praw", cite.Niezweryfikowany},
	}
	for _, c := range cases {
		it := Item{ID: "T", ClaimType: cite.StanowiskoSadu, ClaimText: c.claim}
		if got := VerifyAgainstWith(it, src, Options{Memo: true}); got.Status != c.want {
			t.Errorf("%s: %s (%s), want %s", c.name, got.Status, noteOf(got), c.want)
		}
	}
}
