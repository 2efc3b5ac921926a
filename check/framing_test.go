package check

import (
	"testing"

	"citeguard/cite"
	"citeguard/claims"
	"citeguard/engine"
	"citeguard/norm"
	"citeguard/reports"
)

// framingRuling is the passage of a ruling a memo's framing stands beside.
const framingRuling = "Sąd zważył, co następuje. Zadośćuczynienie ma charakter kompensacyjny i nie może prowadzić do nieuzasadnionego wzbogacenia osoby uprawnionej, a jego wysokość powinna być utrzymana w rozsądnych granicach. Powództwo podlegało zatem częściowemu oddaleniu."

// TestSoftenFraming: a court's position the memo states of case law in
// general beside a ruling's quotation (claims.Claim.Framing) is 🟡 when
// the ruling only does not say it in its words — a narrowing, its terms
// missing — and stays 🔴 when it says the opposite of the ruling; the
// same words as a named court's position stay 🔴.
func TestSoftenFraming(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		text    string
		framing bool
		want    cite.Status
	}{
		{"framing with a narrowing („wyłącznie”)", "zadośćuczynienie ma wyłącznie charakter kompensacyjny i nie może prowadzić do nieuzasadnionego wzbogacenia osoby uprawnionej", true, cite.WymagaOsadu},
		{"framing whose terms the ruling lacks", "świadczenie rentowe przysługuje dzieciom do ukończenia nauki zawodu w szkole wyższej", true, cite.WymagaOsadu},
		{"framing that drops the ruling's negation", "zadośćuczynienie ma charakter kompensacyjny i może prowadzić do nieuzasadnionego wzbogacenia osoby uprawnionej", true, cite.Niezweryfikowany},
		{"a named court's position with a narrowing", "zadośćuczynienie ma wyłącznie charakter kompensacyjny i nie może prowadzić do nieuzasadnionego wzbogacenia osoby uprawnionej", false, cite.Niezweryfikowany},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cl := claims.Claim{ClaimType: cite.StanowiskoSadu, ClaimText: tc.text, Framing: tc.framing}
			r := engine.VerifyAgainstWith(item(cl), norm.NewSource(framingRuling), memoRules)
			if r.Status != cite.Niezweryfikowany {
				t.Fatalf("the engine gives %s (%v), want 🔴 before the framing is read", r.Status, r.Found)
			}
			rc := reports.Claim{Status: r.Status}
			rc.Found.Note = r.Found
			softenFraming(&rc, cl, r)
			if rc.Status != tc.want {
				t.Errorf("status %s, want %s (%v)", rc.Status, tc.want, rc.Found.Note)
			}
		})
	}
}
