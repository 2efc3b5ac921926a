package pl

import "testing"

// TestStripEditorialNotes: an author's bracketed note goes, brackets of
// the source's own words stay.
func TestStripEditorialNotes(t *testing.T) {
	for _, tc := range [][2]string{
		{"dowody [podkreślenie - a.b.]", "dowody"},
		{"ocenił (podkr. moje) dowody", "ocenił dowody"},
		{"dowody [wyróżnienie własne] i", "dowody i"},
		{"sprzeciwiały się właściwości (naturze) stosunku", "sprzeciwiały się właściwości (naturze) stosunku"},
		{"art. 5 [k.c.] stanowi", "art. 5 [k.c.] stanowi"},
	} {
		if got := StripEditorialNotes(tc[0]); got != tc[1] {
			t.Errorf("StripEditorialNotes(%q) = %q, want %q", tc[0], got, tc[1])
		}
	}
}
