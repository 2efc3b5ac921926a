package reports

import (
	"os"
	"strings"
	"testing"
)

func similarity(a, b string) float64 {
	la, lb := Lineage(a), Lineage(b)
	same := 0
	for i := 0; i+8 <= len(la); i += 8 {
		if la[i:i+8] == lb[i:i+8] {
			same++
		}
	}
	return float64(same) / float64(len(la)/8)
}

// TestLineage: a corrected memo (a quotation fixed, a paragraph added) is
// of the same lineage as its first version; two different memos are not —
// not even the example's two memos, written on one template for one client
// about one judgment (0.28).
func TestLineage(t *testing.T) {
	t.Parallel()
	read := func(p string) string {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	czyste := read("../testdata/example/memos/memo-czyste.txt")
	other := read("../testdata/check/memo-test.md")
	bledy := read("../testdata/example/memos/memo-bledy.txt")
	fixed := strings.Replace(bledy, "wynosi 30 dni", "wynosi 14 dni", 1) + "\n5. Dodatkowo zauważyć należy, że strony mogą zmienić umowę w każdym czasie.\n"
	if !SameLineage(Lineage(bledy), Lineage(fixed)) {
		t.Errorf("a corrected memo is not of its lineage (similarity %.2f)", similarity(bledy, fixed))
	}
	for _, o := range []string{czyste, other} {
		if SameLineage(Lineage(o), Lineage(bledy)) {
			t.Errorf("two different memos are of one lineage (similarity %.2f)", similarity(o, bledy))
		}
	}
	if Lineage("za krótkie") != "" || !SameLineage("", Lineage(bledy)) {
		t.Error("a text too short to tell must leave the decision to the name")
	}
	t.Logf("similarity: corrected %.2f, different %.2f", similarity(bledy, fixed), similarity(czyste, bledy))
}
