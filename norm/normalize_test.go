package norm

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"unicode/utf8"

	"citeguard/internal/sharedtest"
)

type normCase struct {
	Name     string `json:"name"`
	Input    string `json:"input"`
	Expected string `json:"expected"`
}

func loadNormCases(t *testing.T, path string) []normCase {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Cases []normCase `json:"cases"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if len(f.Cases) == 0 {
		t.Fatalf("%s: no cases", path)
	}
	return f.Cases
}

func checkNormCases(t *testing.T, cases []normCase) {
	pass := 0
	for _, c := range cases {
		n := NormalizeMap(c.Input)
		if n.Text != c.Expected {
			t.Errorf("%s: Normalize(%q) = %q, want %q", c.Name, c.Input, n.Text, c.Expected)
			continue
		}
		checkMap(t, c.Input, n)
		pass++
	}
	t.Logf("%d/%d cases pass", pass, len(cases))
}

// TestNormalizeOwnTable runs the project's own truth table, which covers
// every rule and needs nothing outside the repository.
func TestNormalizeOwnTable(t *testing.T) {
	t.Parallel()
	checkNormCases(t, loadNormCases(t, filepath.Join("..", "testdata", "norm", "normalization.json")))
}

// TestNormalizePeerConformance runs the reference script's 38 cases.
func TestNormalizePeerConformance(t *testing.T) {
	t.Parallel()
	cases := loadNormCases(t, sharedtest.Path(t, "peer/normalization.cases.json"))
	if len(cases) != 38 {
		t.Errorf("peer table has %d cases, want 38", len(cases))
	}
	checkNormCases(t, cases)
}

// checkMap verifies the invariants of the offset map on one input.
func checkMap(t *testing.T, in string, n Normalized) {
	t.Helper()
	prevS, prevE := 0, 0
	for i := range n.Text {
		if !utf8.RuneStart(n.Text[i]) {
			continue
		}
		s, e := n.Start(i), n.End(i)
		if s < 0 || e > len(in) || s >= e {
			t.Fatalf("%q: byte %d maps to bad range [%d,%d)", in, i, s, e)
		}
		if s < prevS || e < prevE {
			t.Fatalf("%q: map not monotone at %d", in, i)
		}
		prevS, prevE = s, e
	}
	// Every range of whole units that neither starts nor ends with a space
	// maps back to an original slice that normalizes to the same text.
	// Long inputs check a deterministic sample of the pairs.
	units := unitBounds(n)
	step := 1 + len(units)/24
	for ai := 0; ai < len(units); ai += step {
		for bi := ai + 1; bi < len(units); bi += step {
			a, b := units[ai], units[bi]
			if n.Text[a] == ' ' || n.Text[b-1] == ' ' {
				continue
			}
			r := n.Orig(a, b)
			if got := Normalize(in[r.Start:r.End]); got != n.Text[a:b] {
				t.Fatalf("%q: orig %q of normalized %q re-normalizes to %q", in, in[r.Start:r.End], n.Text[a:b], got)
			}
		}
	}
}

// unitBounds lists the byte offsets of Text where a new unit begins: a unit
// is the output of one original range (a letter, an ellipsis, ß → ss, a
// composed letter), plus len(Text).
func unitBounds(n Normalized) []int {
	var b []int
	prev := -1
	for i := 0; i < len(n.Text); i++ {
		if !utf8.RuneStart(n.Text[i]) {
			continue
		}
		if prev < 0 || n.Start(i) != n.Start(prev) || n.End(i) != n.End(prev) {
			b = append(b, i)
		}
		prev = i
	}
	return append(b, len(n.Text))
}

func TestNormalizeInvalidUTF8(t *testing.T) {
	t.Parallel()
	in := "ab\xffc\xe2\x80"
	n := NormalizeMap(in)
	if !utf8.ValidString(n.Text) {
		t.Fatalf("output not valid UTF-8: %q", n.Text)
	}
	if want := "ab\uFFFDc\uFFFD\uFFFD"; n.Text != want {
		t.Fatalf("got %q, want %q", n.Text, want)
	}
	checkMap(t, in, n)
}

func FuzzNormalize(f *testing.F) {
	for _, path := range []string{filepath.Join("..", "testdata", "norm", "normalization.json")} {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		var file struct{ Cases []normCase }
		if err := json.Unmarshal(data, &file); err != nil {
			f.Fatal(err)
		}
		for _, c := range file.Cases {
			f.Add(c.Input)
		}
	}
	f.Add("a\xffb\u0301")
	f.Fuzz(func(t *testing.T, in string) {
		if len(in) > 512 {
			in = in[:512]
		}
		n := NormalizeMap(in)
		if !utf8.ValidString(n.Text) {
			t.Fatalf("invalid UTF-8 output %q", n.Text)
		}
		if again := Normalize(n.Text); again != n.Text {
			t.Fatalf("not idempotent: %q -> %q -> %q", in, n.Text, again)
		}
		checkMap(t, in, n)
	})
}
