package pl

import (
	"testing"
	"unicode/utf8"
)

func TestCiteActs(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"art. 483 § 1 Kodeks cywilny":                              "art. 483 § 1 k.c.",
		"art. 22² § 1 Kodeks pracy":                                "art. 22² § 1 k.p.",
		"art. 385^1 Kodeks cywilny":                                "art. 385^1 k.c.",
		"art. 379 pkt 2 Kodeks postępowania cywilnego":             "art. 379 pkt 2 k.p.c.",
		"art. 6 ust. 1 lit. f RODO (rozporządzenie (UE) 2016/679)": "art. 6 ust. 1 lit. f RODO",
		"art. 47 Konstytucja RP":                                   "art. 47 Konstytucji RP",
		"inne możliwe źródła: art. 471 Kodeks cywilny, I ACa 1/13": "inne możliwe źródła: art. 471 k.c., I ACa 1/13",
		// Not after a provision: a title stays as it is.
		"Kodeks cywilny; art. 484 § 1":                       "Kodeks cywilny; art. 484 § 1",
		"ustawa z dnia 23 kwietnia 1964 r. – Kodeks cywilny": "ustawa z dnia 23 kwietnia 1964 r. – Kodeks cywilny",
		"art. 5 Kodeks cywilnyx":                             "art. 5 Kodeks cywilnyx",
	} {
		if got := CiteActs(in); got != want {
			t.Errorf("CiteActs(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestEveryActCited: every act of the table has a form after a provision
// that is no nominative name of a code.
func TestEveryActCited(t *testing.T) {
	t.Parallel()
	for _, a := range Acts() {
		if c := a.Cited(); c == "" || c == a.Name && len(a.Names) > 0 {
			t.Errorf("%s: cited as %q", a.Key, c)
		}
	}
}

// FuzzCiteActs: rewriting keeps valid UTF-8 and is done once for all (a
// second pass changes nothing).
func FuzzCiteActs(f *testing.F) {
	for _, s := range []string{"art. 483 § 1 Kodeks cywilny", "art. 6 lit. a RODO (rozporządzenie (UE) 2016/679)", "Kodeks cywilny", "5 Kodeks pracy Kodeks pracy", "art. 1¹ Konstytucja RP,"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		once := CiteActs(s)
		if utf8.ValidString(s) && !utf8.ValidString(once) {
			t.Errorf("CiteActs(%q) = %q: not UTF-8", s, once)
		}
		if twice := CiteActs(once); twice != once {
			t.Errorf("CiteActs(%q) = %q, again %q", s, once, twice)
		}
	})
}
