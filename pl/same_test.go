package pl

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// The readers made faster keep their results: each is compared with the
// expression it replaces (kept here as the reference) on real text and
// under fuzzing.

// refActText is MatchAct's former expression: one anchored alternation
// with a group per act.
var refActText = func() *regexp.Regexp {
	groups := make([]string, len(acts))
	for i, alts := range actTables.textAlts {
		groups[i] = "(" + alts + ")"
		if alts == "" {
			groups[i] = "(\\x00\\x01)"
		}
	}
	return regexp.MustCompile(`^(?:` + strings.Join(groups, "|") + `)(?:[^\p{L}]|$)`)
}()

func refMatchAct(s string) (*Act, int) {
	m := refActText.FindStringSubmatchIndex(s)
	if m == nil {
		return nil, 0
	}
	for i := range acts {
		if g := 2 + 2*i; m[g] >= 0 {
			return &acts[i], m[g+1]
		}
	}
	return nil, 0
}

// realTexts returns the repository's claim fixtures and, when the shared
// data is there, the devset memos and the CeON gold texts.
func realTexts(t testing.TB) []string {
	var out []string
	globs := []string{"../testdata/claims/*.md", "../../shared/devset/memos/*.md", "../../shared/testdata/library/saos-tm-extractor/links-input-txts/*/*.txt"}
	for _, g := range globs {
		fs, _ := filepath.Glob(g)
		for _, f := range fs {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, string(b))
		}
	}
	if len(out) == 0 {
		t.Fatal("no texts")
	}
	return out
}

// everyWordStart calls f with every suffix of text that starts a word
// (after a byte that is not a letter or digit) and the 80 bytes after it.
func everyWordStart(text string, f func(s string)) {
	for i := 0; i < len(text); i++ {
		if i > 0 && isWordByte(text[i-1]) || text[i]&0xC0 == 0x80 {
			continue
		}
		e := min(len(text), i+80)
		for e < len(text) && text[e]&0xC0 == 0x80 {
			e++
		}
		f(text[i:e])
	}
}

func TestMatchActSameAsAlternation(t *testing.T) {
	t.Parallel()
	n := 0
	for _, text := range realTexts(t) {
		everyWordStart(text, func(s string) {
			a, k := MatchAct(s)
			ra, rk := refMatchAct(s)
			if a != ra || k != rk {
				t.Errorf("MatchAct(%q) = %v %d, the alternation %v %d", s, keyOf(a), k, keyOf(ra), rk)
			}
			if a != nil {
				n++
			}
		})
	}
	if n == 0 {
		t.Error("no act found in the texts")
	}
}

func FuzzMatchActSame(f *testing.F) {
	for _, s := range []string{"k.c.", "k. p. c. ", "Kodeksu cywilnego", "KPC)", "Konstytucji RP", "ustawy – Prawo zamówień publicznych", "kck", "KKS", "k.k.s.", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, k := MatchAct(s)
		ra, rk := refMatchAct(s)
		if a != ra || k != rk {
			t.Fatalf("MatchAct(%q) = %v %d, the alternation %v %d", s, keyOf(a), k, keyOf(ra), rk)
		}
	})
}

// refCourtRe is FindCourts' former expression: the anchored alternation of
// courtAlts.
var refCourtRe = regexp.MustCompile(`^(?:` + strings.Join(courtAlts, "|") + `)`)

func refFindCourts(s string) []CourtMatch {
	return findCourts(s, refCourtRe.FindStringSubmatchIndex)
}

func TestFindCourtsSameAsAlternation(t *testing.T) {
	t.Parallel()
	if refCourtRe.NumSubexp() != courtTables.groups {
		t.Fatalf("the alternation has %d groups, courtTables %d", refCourtRe.NumSubexp(), courtTables.groups)
	}
	n := 0
	for _, text := range realTexts(t) {
		got, want := FindCourts(text), refFindCourts(text)
		if !slices.Equal(got, want) {
			t.Errorf("FindCourts differs from the alternation on a text of %d bytes:\n%v\n%v", len(text), got, want)
		}
		n += len(got)
	}
	if n == 0 {
		t.Error("no court found in the texts")
	}
}

func FuzzFindCourtsSame(f *testing.F) {
	for _, s := range []string{"Sąd Najwyższy", "SA w Krakowie", "Sądu Okręgowego dla Warszawy-Mokotowa w Warszawie", "Sądzie Rejonowym w Nowym Sączu",
		"Trybunał Sprawiedliwości UE", "Europejskiego Trybunału Praw Człowieka", "Krajowa Izba Odwoławcza", "SAw L.", "Wojewódzki Sąd Administracyjny\nw Gliwicach", "sąd apelacyjny"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := FindCourts(s), refFindCourts(s); !slices.Equal(got, want) {
			t.Fatalf("FindCourts(%q) = %v, the alternation %v", s, got, want)
		}
	})
}

func TestParseDateSameAsExpressions(t *testing.T) {
	t.Parallel()
	n := 0
	check := func(s string) {
		d, ok := ParseDate(s)
		rd, rok := parseDateAnywhere(s)
		if d != rd || ok != rok {
			t.Errorf("ParseDate(%q) = %v %v, the expressions %v %v", s, d, ok, rd, rok)
		}
		if ok {
			n++
		}
	}
	for _, text := range realTexts(t) {
		for i := 0; i < len(text); i++ {
			if text[i] >= '0' && text[i] <= '9' && (i == 0 || text[i-1] < '0' || text[i-1] > '9') {
				check(text[i:min(len(text), i+48)])
				check(text[max(0, i-8):min(len(text), i+48)])
			}
		}
	}
	for _, s := range []string{"2002-07-05x", "2002-7-5", "20021-07-05", "123.4.2002", "1 .2. 2002", "5.\t07\n2002", "5. lipca 2002", "5 .lipca 2002",
		"5 lipca. 2002", "5 lipca 20021", "05 VII 2002", "5 \u0345 2002", "31 lutego 2002 r. i 1 marca 2002", "5 kotów 2002 i 6 maja 2003",
		"5 LIPCA 2002", "5 ŁIPCA 2002", "05-07-2002", "5/7/2002", "5..7..2002", "5 7 2002", "2002-13-01 albo 1.02.2003"} {
		check(s)
	}
	if n == 0 {
		t.Error("no date found")
	}
}

func TestDateLetterIsTheClass(t *testing.T) {
	t.Parallel()
	re := regexp.MustCompile(`(?i)^[\p{L}]$`)
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		if dateLetter(r) != re.MatchString(string(r)) {
			t.Fatalf("dateLetter(%U) = %v, the class %v", r, dateLetter(r), !dateLetter(r))
		}
	}
}

func TestISOWithoutFmt(t *testing.T) {
	t.Parallel()
	for _, d := range []Date{{2002, 7, 5}, {0, 0, 0}, {999, 1, 1}, {9999, 99, 99}, {10000, 1, 1}, {-1, 2, 3}, {2002, 100, 5}, {2002, 7, -5}} {
		if got, want := d.ISO(), fmt.Sprintf("%04d-%02d-%02d", d.Year, d.Month, d.Day); got != want {
			t.Errorf("ISO(%v) = %q, want %q", d, got, want)
		}
	}
}

func FuzzParseDateSame(f *testing.F) {
	for _, s := range []string{"5 lipca 2002 r.", "2002-07-05", "05.07.2002", "5 VII 2002", "5 07 2002", "1 .2. 2002", "5 lip. 2002", "29 lutego 2019"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, ok := ParseDate(s)
		rd, rok := parseDateAnywhere(s)
		if d != rd || ok != rok {
			t.Fatalf("ParseDate(%q) = %v %v, the expressions %v %v", s, d, ok, rd, rok)
		}
	})
}
