package engine

import (
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/norm"
)

// TestParaphraseRoleNamedBefore: a paraphrase naming the party the
// source's passage named a sentence earlier („Zarzut pozwanej, że …”) is
// no role swap against a slip of the court's next sentence („… powódka
// nie podważała”): never 🔴 „rola strony”. A paraphrase naming a role the
// source nowhere near names still blocks.
func TestParaphraseRoleNamedBefore(t *testing.T) {
	t.Parallel()
	const source = `Sąd Okręgowy zważył, co następuje. Apelacja nie zasługiwała na uwzględnienie.
Zgłoszony w apelacji przez pozwaną i rozwinięty w jej kolejnych pismach procesowych zarzut,
iż powódka nie przedłożyła dokumentów źródłowych ani potwierdzeń, które jednoznacznie wykazywałyby
wysokość dochodzonej kwoty, a tym samym powódka nie wykazała ani zawarcia umów dostawy, ani ich
wykonania w uzgodnionym terminie, był chybiony. Prawdziwości i rzetelności faktur powódka nie podważała w toku postępowania przed Sądem
Rejonowym. Wydanie towaru zostało ponadto wykazane zeznaniami kierowców oraz magazyniera.`
	const claim = "brak oryginałów faktur nie oznacza niewykazania należności, skoro prawdziwości i rzetelności faktur pozwana nie podważała przed Sądem Rejonowym, a wydanie towaru wykazano zeznaniami kierowców"
	for _, tc := range []struct {
		source string
		block  bool
	}{
		{source, false},
		// the sentence before names another participant: „pozwana” stands nowhere
		{strings.Replace(source, "przez pozwaną i rozwinięty w jej", "przez interwenienta i rozwinięty w jego", 1), true},
	} {
		it := Item{ID: "P", ClaimType: cite.StanowiskoSadu, ClaimText: claim}
		r := VerifyAgainstWith(it, norm.NewSource(tc.source), Options{Memo: true})
		swap := r.Status == cite.Niezweryfikowany && strings.Contains(noteOf(r), "rola strony")
		if swap != tc.block {
			t.Errorf("block %v: %s (%s)", tc.block, r.Status, noteOf(r))
		}
	}
}
