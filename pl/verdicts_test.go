package pl

import "testing"

// TestVerdictWords: data/verdicts.tsv read; an operative part's verb, a
// memo's (with and without Polish letters, folded), an object refined,
// a party, the plural not folded.
func TestVerdictWords(t *testing.T) {
	for _, c := range []struct{ kind, w, want string }{
		{VerdictRuling, "oddala", "oddalenie"},
		{VerdictRuling, "zasadza", "zasadzenie"},
		{VerdictMemo, "uwzglednil", "uwzglednienie"},
		{VerdictMemo, "uchylila", "uchylenie"},
		{VerdictMemo, "oddala", ""},
		{VerdictObject, "kasacyjna", "kasacja"},
		{VerdictObject, "zaskarzony", VerdictDecision},
		{VerdictObject, "powodztwo", VerdictClaim},
		{VerdictParty, "pozwanej", "pozwany"},
		{VerdictPlural, "apelacje", "-"},
		{VerdictCost, "kosztow", "-"},
		{VerdictStop, "ktory", "-"},
	} {
		if got := VerdictKey(c.kind, c.w); got != c.want {
			t.Errorf("VerdictKey(%s, %q) = %q, want %q", c.kind, c.w, got, c.want)
		}
	}
	for _, bad := range []string{"ruling\toddalenie\toddalą\n", "verb\tx\ty\n", "ruling\toddalenie\n"} {
		if _, err := ParseVerdictWords(bad); err == nil {
			t.Errorf("ParseVerdictWords(%q): no error", bad)
		}
	}
}

// TestOpposedParties: the parties on opposite sides of a case, either
// way round; one party, or two that may be one person, are not opposed.
func TestOpposedParties(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"powod", "pozwany", true},
		{"pozwany", "powod", true},
		{"uczestnik", "wnioskodawca", true},
		{"oskarzyciel", "oskarzony", true},
		{"organ", "ubezpieczony", true},
		{"wierzyciel", "dluznik", true},
		{"powod", "powod", false},
		{"ubezpieczony", "odwolujacy", false},
		{"pozwany", "organ", false},
		{"powod", "uczestnik", false},
	} {
		if got := OpposedParties(c.a, c.b); got != c.want {
			t.Errorf("OpposedParties(%s, %s) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
	if VerdictKey(VerdictJoin, "oraz") == "" {
		t.Error("„oraz” joins no party")
	}
}
