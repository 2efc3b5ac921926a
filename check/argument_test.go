package check

import (
	"testing"

	"citeguard/cite"
	"citeguard/claims"
	"citeguard/engine"
	"citeguard/norm"
	"citeguard/reports"
)

// argumentRuling is the passage of a ruling a memo cites in support of its
// own argument.
const argumentRuling = "Sąd Najwyższy zważył, co następuje. Wadliwa organizacja nadzoru nad kasjerami nie zwalnia pracownika z obowiązku przestrzegania procedur kasowych i nie czyni rozwiązania umowy sprzecznym z zasadami współżycia społecznego. Skarga kasacyjna podlegała uwzględnieniu."

// TestSoftenArgument: the memo's own argument with a ruling cited in
// support (claims.Claim.Argument) is 🟡 when the ruling does not say it
// in its words, and stays 🔴 when it says the opposite of the ruling; the
// same words as a holding attributed to the court stay 🔴.
func TestSoftenArgument(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name     string
		text     string
		argument bool
		want     cite.Status
	}{
		{"argument in the memo's own words", "zarzut słabej kontroli ze strony centrali nie powinien przesądzić o wyniku ewentualnego procesu pracownika z bankiem", true, cite.WymagaOsadu},
		{"argument that drops the ruling's negation", "wadliwa organizacja nadzoru nad kasjerami zwalnia pracownika z obowiązku przestrzegania procedur kasowych", true, cite.Niezweryfikowany},
		{"a holding attributed to the court in other words", "zarzut słabej kontroli ze strony centrali nie powinien przesądzić o wyniku ewentualnego procesu pracownika z bankiem", false, cite.Niezweryfikowany},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cl := claims.Claim{ClaimType: cite.Parafraza, ClaimText: tc.text, Argument: tc.argument}
			r := engine.VerifyAgainstWith(item(cl), norm.NewSource(argumentRuling), memoRules)
			if r.Status != cite.Niezweryfikowany {
				t.Fatalf("the engine gives %s (%v), want 🔴 before the argument is read", r.Status, r.Found)
			}
			rc := reports.Claim{Status: r.Status}
			rc.Found.Note = r.Found
			softenArgument(&rc, cl, r)
			if rc.Status != tc.want {
				t.Errorf("status %s, want %s (%v)", rc.Status, tc.want, rc.Found.Note)
			}
		})
	}
}
