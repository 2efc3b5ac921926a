package pl

import (
	"slices"
	"strings"
	"testing"
)

func TestParseCues(t *testing.T) {
	t.Parallel()
	cs, err := ParseCues("# c\nreasons\tw uzasadnieniu [tego|tej] [{ruling}]\nthis\t{court} ten|ta\n")
	if err != nil || len(cs) != 2 {
		t.Fatalf("got %+v, %v", cs, err)
	}
	r := cs[0]
	if r.Kind != CueReasons || len(r.Words) != 4 || !slices.Equal(r.Words[0].Words, []string{"w"}) || !r.Words[2].Optional ||
		!slices.Equal(r.Words[2].Words, []string{"tego", "tej"}) || r.Words[3].Slot != SlotRuling || !r.Words[3].Optional || cs[1].Words[0].Slot != SlotCourt {
		t.Errorf("got %+v", cs)
	}
	for _, bad := range []struct{ name, tsv, want string }{
		{"kind", "court\tw tym {case}\n", `unknown kind "court"`},
		{"slot", "same\tw tym {form}\n", "unknown slot {form}"},
		{"capital", "same\tW tym {case}\n", `"W" is not a lower-case word`},
		{"optional first", "same\t[w] tym {case}\n", "starts with a word that must be there"},
		{"empty alternative", "same\tw tym|| {case}\n", "is not a lower-case word"},
	} {
		if _, err := ParseCues(bad.tsv); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: error %v, want one with %q", bad.name, err, bad.want)
		}
	}
	if len(Cues()) < 10 {
		t.Errorf("cues.tsv has %d patterns", len(Cues()))
	}
}
