package claims

import (
	"fmt"
	"slices"
	"testing"
)

// TestCues: the back-references of pl/data/cues.tsv, read in a sentence.
func TestCues(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text string
		want []string // kind text form seat strict
	}{
		{"W tym samym wyroku Sąd Najwyższy dodał, że kara jest należna.", []string{"same „W tym samym wyroku” wyrok  true", "same „tym samym wyroku” wyrok  true"}},
		{"W tej samej sprawie Trybunał umorzył postępowanie.", []string{"same „W tej samej sprawie” orzeczenie  true"}},
		{"W tamtej uchwale i w tymże postanowieniu Sąd orzekł.", []string{"same „W tamtej uchwale” uchwała  true", "same „w tymże postanowieniu” postanowienie  true"}},
		{"W uzasadnieniu Sąd wskazał.", []string{"reasons „W uzasadnieniu”   false"}},
		{"W uzasadnieniu tego wyroku Sąd wskazał.", []string{"reasons „W uzasadnieniu tego wyroku” wyrok  true"}},
		{"W uzasadnieniu sprawy nie opisano.", []string{"reasons „W uzasadnieniu”   false"}},
		{"Jak w sprawie krakowskiej, tak tu.", []string{"seat „w sprawie krakowskiej”  Krakowie true"}},
		{"Jak w sprawie tczewskiej, tak tu.", []string{"seat „w sprawie tczewskiej”  tcze true"}}, // a seat pl's seats.tsv does not list: its stem
		{"Sąd ten uznał, a tenże Trybunał i ta sama izba nie.", []string{"this „Sąd ten”   true", "this „tenże Trybunał”   true", "this „ta sama izba”   true"}},
		{"„W tym samym wyroku” — napisał.", nil},
	} {
		x := FindCitations(Segment(Input{Text: tc.text})).x
		var got []string
		for i := range x.sents {
			for _, c := range x.cuesOf(i) {
				if c.kind == cueCourt || c.kind == cueVerb {
					continue
				}
				kind := map[int]string{cueSame: "same", cueReasons: "reasons", cueThis: "this", cueSeat: "seat"}[c.kind]
				got = append(got, fmt.Sprintf("%s „%s” %s %s %v", kind, c.text(x.text), c.filter.form, c.filter.seat+c.filter.seatName, c.filter.strict))
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q:\ngot  %q\nwant %q", tc.text, got, tc.want)
		}
	}
}
