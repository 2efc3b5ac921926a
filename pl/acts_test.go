package pl

import (
	"strings"
	"testing"
)

// TestActTableAgrees: every short name and name of the table is recognized
// in running text (MatchAct) and looked up (LookupAct) as its own act, so
// the claim extractor and the library cannot disagree about it.
func TestActTableAgrees(t *testing.T) {
	t.Parallel()
	seen := map[string]string{}
	for _, a := range acts {
		for _, ab := range append(append([]string{}, a.Abbrevs...), a.LookupOnly...) {
			c := compactAbbrev(ab)
			if other, dup := seen[c]; dup && other != a.Key {
				t.Errorf("short name %q names both %s and %s", ab, other, a.Key)
			}
			seen[c] = a.Key
			if got := LookupAct(ab); got == nil || got.Key != a.Key {
				t.Errorf("LookupAct(%q) = %v, want %s", ab, got, a.Key)
			}
		}
		for _, ab := range a.Abbrevs {
			if got, n := MatchAct(ab + " "); got == nil || got.Key != a.Key || n != len(ab) {
				t.Errorf("MatchAct(%q) = %v, %d, want %s", ab, got, n, a.Key)
			}
			if got := CanonicalAct(ab); got != a.Name {
				t.Errorf("CanonicalAct(%q) = %q, want %q", ab, got, a.Name)
			}
		}
		if got := LookupAct(a.Name); got == nil || got.Key != a.Key {
			t.Errorf("LookupAct(Name %q) = %v, want %s", a.Name, got, a.Key)
		}
		if a.DzU != "" {
			if got := ActByDzU(DzUReference(a.DzU)); got == nil || got.Key != a.Key {
				t.Errorf("ActByDzU(%q) = %v, want %s", DzUReference(a.DzU), got, a.Key)
			}
		}
	}
}

func TestMatchAct(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, key, matched string }{
		{"k.c. stanowi", "KC", "k.c."},
		{"k. p. c., który", "KPC", "k. p. c."},
		{"KPC)", "KPC", "KPC"},
		{"Kodeksu cywilnego.", "KC", "Kodeksu cywilnego"},
		{"kodeksem postępowania cywilnego", "KPC", "kodeksem postępowania cywilnego"},
		{"Kodeks karny skarbowy", "KKS", "Kodeks karny skarbowy"},
		{"Kodeksu karnego", "KK", "Kodeksu karnego"},
		{"Konstytucji RP,", "KONSTYTUCJA", "Konstytucji RP"},
		{"Prawa zamówień publicznych", "PZP", "Prawa zamówień publicznych"},
		{"Pzp", "PZP", "Pzp"},
		{"RODO.", "RODO", "RODO"},
		{"KCX", "", ""},                        // glued to more letters
		{"KW WA1M/00012345/6", "", ""},         // a land register, not Kodeks wykroczeń
		{"Prawo Zamówień Publicznych", "", ""}, // only the first letter may change case
		{"kodeksowa regulacja", "", ""},
		// Every written form of a code's short name (accuracy §2).
		{"kc w zw. z", "KC", "kc"},
		{"Kc.", "KC", "Kc"},
		{"kpc)", "KPC", "kpc"},
		{"k.p.c, który", "KPC", "k.p.c"},
		{"k.p.c. który", "KPC", "k.p.c."},
		{"kp,", "KP", "kp"},
		{"k. p. c stanowi", "KPC", "k. p. c"},
		{"kck", "", ""},
		{"ustawy Pzp", "PZP", "ustawy Pzp"},
		{"ustawy pzp,", "PZP", "ustawy pzp"},
		{"ustawy – Prawo zamówień publicznych", "PZP", "ustawy – Prawo zamówień publicznych"},
		{"ustawy Prawo zamówień publicznych", "PZP", "ustawy Prawo zamówień publicznych"},
		{"ustawy - Ordynacja podatkowa", "OP", "ustawy - Ordynacja podatkowa"},
		{"ustawy o ochronie konkurencji", "", ""},
	} {
		a, n := MatchAct(tc.in)
		if key := keyOf(a); key != tc.key || tc.in[:n] != tc.matched {
			t.Errorf("MatchAct(%q) = %s %q, want %s %q", tc.in, key, tc.in[:n], tc.key, tc.matched)
		}
	}
}

func TestLookupAct(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, key string }{
		{"ustawy z dnia 23 kwietnia 1964 r. – Kodeks cywilny", "KC"},
		{"ustawy z dnia 11 września 2019 r. – Prawo zamówień publicznych", "PZP"},
		{"Dz.U.1964.16.93", "KC"},
		{"Dz. U. z 1997 r. Nr 78, poz. 483", "KONSTYTUCJA"},
		{"CELEX 32016R0679", "RODO"},
		{"rozporządzenia Parlamentu Europejskiego i Rady (UE) 2016/679", "RODO"},
		{"Ordynacji podatkowej", "OP"},
		{"ustawy o świadczeniach rodzinnych", ""},
		// An amending or introducing act is not the code it names.
		{"ustawy z dnia 28 lipca 2005 r. o zmianie ustawy – Kodeks cywilny", ""},
		{"ustawy z dnia 23 kwietnia 1964 r. – Przepisy wprowadzające Kodeks cywilny", ""},
		{"kc", "KC"},
		{"Kpc", "KPC"},
		// The Constitution as the measure of another act is not the act.
		{"ustawy z dnia 10 grudnia 1993 r. z Konstytucją RP", ""},
		{"Konstytucji RP", "KONSTYTUCJA"},
		{"k.p.c", "KPC"},
		{"rozporządzenia w sprawie wpisu w postępowaniu przed sądami administracyjnymi", ""},
		{"ustawy o czymś", ""},
		{"", ""},
	} {
		if key := keyOf(LookupAct(tc.in)); key != tc.key {
			t.Errorf("LookupAct(%q) = %q, want %q", tc.in, key, tc.key)
		}
	}
}

func TestCanonicalAct(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"k.c.", "Kodeks cywilny"},
		{"Kodeksu\u00a0cywilnego", "Kodeks cywilny"},
		{"Konstytucji RP", "Konstytucja RP"},
		// A title written at length stays as written (the library looks it up).
		{"ustawy z dnia 23 maja 1991 r. o związkach zawodowych nie odnosi się", "ustawy z dnia 23 maja 1991 r. o związkach zawodowych"},
		{"ustawy z dnia 6 września 2001 r. o dostępie do informacji publicznej (Dz. U. z 2020 r. poz. 2176)", "ustawy z dnia 6 września 2001 r. o dostępie do informacji publicznej"},
	} {
		if got := CanonicalAct(tc.in); got != tc.want {
			t.Errorf("CanonicalAct(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestActTriggersCoverTheTable(t *testing.T) {
	t.Parallel()
	caseless, exact := ActTriggers()
	starts := func(s string) bool {
		for _, tr := range exact {
			if strings.HasPrefix(s, tr) {
				return true
			}
		}
		for _, tr := range caseless {
			if strings.HasPrefix(strings.ToLower(s), tr) {
				return true
			}
		}
		return false
	}
	for _, s := range []string{"k.c.", "k. c.", "k.p.c.", "k. p. c.", "p.z.p.", "o.p.", "KPC", "Pzp", "RODO", "Kodeksu cywilnego", "Konstytucji", "Prawa zamówień publicznych"} {
		if !starts(s) {
			t.Errorf("no trigger for %q (caseless %q, exact %q)", s, caseless, exact)
		}
	}
}

// keyOf is an act's key, "" for none.
func keyOf(a *Act) string {
	if a == nil {
		return ""
	}
	return a.Key
}
