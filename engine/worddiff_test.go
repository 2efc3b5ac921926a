package engine

import (
	"reflect"
	"testing"
)

// TestWordDiff holds the word alignment a report shows under „Różnice”:
// of two alignments as cheap as each other the one pairing more words is
// shown, so a word left out at the start of a passage given with context is
// reported as left out, not as a change of the word before it.
func TestWordDiff(t *testing.T) {
	for _, tc := range []struct {
		name, quote, source string
		want                []Change
	}{
		{"equal", "kara umowna należy się", "kara umowna należy się", nil},
		{"negation dropped after the first word", "dłużnik może uwolnić się od obowiązku",
			"a dłużnik nie może uwolnić się od obowiązku", []Change{{Rodzaj: "pominiete", Zrodlo: "nie"}}},
		{"negation dropped after the first word, no context", "dłużnik może uwolnić się",
			"dłużnik nie może uwolnić się", []Change{{Rodzaj: "pominiete", Zrodlo: "nie"}}},
		{"negation added", "sąd nie uwzględnił powództwa w całości",
			"Sąd Okręgowy sąd uwzględnił powództwo w całości",
			[]Change{{Rodzaj: "dodane", Cytat: "nie"}, {Rodzaj: "zmiana", Cytat: "powództwa", Zrodlo: "powództwo"}}},
		{"modal swapped", "strona musi wykazać szkodę", "strona może wykazać szkodę",
			[]Change{{Rodzaj: "zmiana", Cytat: "musi", Zrodlo: "może"}}},
		{"number changed at the end", "termin wynosi 30", "termin wynosi 14 dni",
			[]Change{{Rodzaj: "zmiana", Cytat: "30", Zrodlo: "14"}}},
		{"word added in the middle", "szkoda została w pełni naprawiona", "szkoda została naprawiona",
			[]Change{{Rodzaj: "dodane", Cytat: "w pełni"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := wordDiff(tc.quote, tc.source)
			for i := range got {
				got[i].before, got[i].after, got[i].srcBefore = nil, nil, nil // the context is material.go's
			}
			if len(got) == 0 && len(tc.want) == 0 {
				return
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("wordDiff(%q, %q) = %+v, want %+v", tc.quote, tc.source, got, tc.want)
			}
		})
	}
}
