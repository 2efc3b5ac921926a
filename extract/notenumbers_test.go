package extract

import (
	"reflect"
	"testing"
)

func TestNoteNumbers(t *testing.T) {
	t.Parallel()
	d := &Document{Footnotes: []Footnote{
		{Kind: "footnote", Mark: "1"},
		{Kind: "footnote", Mark: "2"},
		{Kind: "endnote", Mark: "1"},  // numbered like a footnote: its place, 3
		{Kind: "footnote", Mark: "*"}, // no number: its place, 4
		{Kind: "header", Mark: ""},
		{Kind: "endnote", Mark: "4"}, // taken by the "*" note: 6 is its place
	}}
	if got, want := d.NoteNumbers(), []int{1, 2, 3, 4, 0, 6}; !reflect.DeepEqual(got, want) {
		t.Errorf("NoteNumbers = %v, want %v", got, want)
	}
}
