package extract

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// trailDoc makes a document of paragraphs (one block each, "- " opens a
// list item), with Raw equal to Text.
func trailDoc(ps ...string) *Document {
	doc := &Document{Format: FormatDOCX}
	var b strings.Builder
	for i, p := range ps {
		if i > 0 {
			b.WriteString("\n")
		}
		kind := BlockParagraph
		if t, ok := strings.CutPrefix(p, "- "); ok {
			kind, p = BlockListItem, t
		}
		s := b.Len()
		b.WriteString(p)
		doc.Blocks = append(doc.Blocks, Block{Kind: kind, Start: s, End: b.Len()})
	}
	doc.Text, doc.Raw = b.String(), b.String()
	for i := 0; i <= len(doc.Text); i++ {
		doc.Offsets = append(doc.Offsets, int32(min(i, max(len(doc.Text)-1, 0))))
	}
	doc.Pages = []PageSpan{{Page: 1, Start: 0, End: len(doc.Text)}}
	return doc
}

// TestTrailingNotesAgain: a reference list's number cited again marks its
// note again; the entry's own number is no further mark.
func TestTrailingNotesAgain(t *testing.T) {
	doc := trailDoc("Najem jest szkodą [1], dojazd nie [2].", "Dalej: „koszt jest szkodą” [1], co potwierdza [2].",
		"Źródła:", "[1] Wyrok SO w Krakowie z 12 maja 2014 r., II Ca 456/14", "[2] Wyrok SN z 3 marca 2016 r., IV CSK 9/15")
	trailingNotes(doc)
	if len(doc.Footnotes) != 2 {
		t.Fatalf("notes %+v", doc.Footnotes)
	}
	for k, before := range []string{"jest szkodą” ", "potwierdza "} {
		f := doc.Footnotes[k]
		if len(f.Again) != 1 || !strings.HasSuffix(doc.Text[:f.Again[0]], before) {
			t.Errorf("note %d marked again at %v, want after %q", k+1, f.Again, before)
		}
	}
}

func TestTrailingNotes(t *testing.T) {
	cases := []struct {
		name  string
		ps    []string
		notes []string // the endnotes' texts; nil: none
		refAt []string // what the body has just before each note's mark
	}{
		{"a numbered list of notes after superscript marks",
			[]string{"Sąd wskazał, że „koszt najmu jest szkodą”.¹ Dalej dodał, że „nie każda niedogodność jest szkodą”.²",
				"Wnioski końcowe.", "- Wyrok SO w Krakowie z 12 maja 2014 r., II Ca 456/14.", "- Tamże."},
			[]string{"Wyrok SO w Krakowie z 12 maja 2014 r., II Ca 456/14.", "Tamże."},
			[]string{"jest szkodą”.", "jest szkodą”."}},
		{"[n] marks and paragraphs opening with their numbers",
			[]string{"Sąd wskazał, że „koszt najmu jest szkodą”[1].", "[1] Wyrok SO w Krakowie z 12 maja 2014 r., II Ca 456/14."},
			[]string{"Wyrok SO w Krakowie z 12 maja 2014 r., II Ca 456/14."},
			[]string{"jest szkodą”"}},
		{"a superscript after a digit is an article's, not a mark",
			[]string{"Stosuje się art. 442¹ k.c.", "- Tekst jednolity."}, nil, nil},
		{"marks out of order are no notes",
			[]string{"Pierwsze.² Drugie.¹", "- A.", "- B."}, nil, nil},
		{"a last paragraph opening with another number is no note",
			[]string{"Zdanie.¹", "2014 r. był rokiem wypadku."}, nil, nil},
		{"[n] after a space, a heading before the list, entries opening with [n]",
			[]string{"Ryzyko obejmuje też pomocników (por. [1]).", "Sąd przyjął, że „najem jest szkodą” [2]. Tak samo „koszt jest szkodą” [1].",
				"Źródła:", "[1] art. 436 § 1 k.c.", "[2] Wyrok SO w Krakowie z 12 maja 2014 r., II Ca 456/14"},
			[]string{"art. 436 § 1 k.c.", "Wyrok SO w Krakowie z 12 maja 2014 r., II Ca 456/14"},
			[]string{"(por. ", "jest szkodą” "}},
		{"[n] marks and a list numbered 1., 2.",
			[]string{"Sąd uznał, że najem jest szkodą [1], a koszt dojazdu nie [2].", "Bibliografia:", "1. Wyrok SO w Krakowie z 12 maja 2014 r., II Ca 456/14", "2. Wyrok SN z 3 marca 2016 r., IV CSK 9/15"},
			[]string{"Wyrok SO w Krakowie z 12 maja 2014 r., II Ca 456/14", "Wyrok SN z 3 marca 2016 r., IV CSK 9/15"},
			[]string{"jest szkodą ", "nie "}},
		{"[n] inside a quotation is quoted text",
			[]string{"Sąd wskazał, że „zgodnie z pkt[2] regulaminu najem jest szkodą” [1].", "[1] Wyrok SO w Krakowie z 12 maja 2014 r., II Ca 456/14."},
			[]string{"Wyrok SO w Krakowie z 12 maja 2014 r., II Ca 456/14."},
			[]string{"jest szkodą” "}},
		{"[…] and [sic] are no marks",
			[]string{"Sąd wskazał, że „[…] najem [sic] jest szkodą” [1].", "- Wyrok SO w Krakowie z 12 maja 2014 r., II Ca 456/14."},
			[]string{"Wyrok SO w Krakowie z 12 maja 2014 r., II Ca 456/14."},
			[]string{"jest szkodą” "}},
		{"a lone [1] after a space and a closing paragraph: no note",
			[]string{"Zob. pkt [1] umowy.", "Z poważaniem"}, nil, nil},
		{"a mark inside the would-be notes: no notes",
			[]string{"Wstęp.", "Zdanie.¹", "- Wyrok SO w Krakowie.²"}, nil, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			doc := trailDoc(tc.ps...)
			before := doc.Text
			trailingNotes(doc)
			if tc.notes == nil {
				if len(doc.Footnotes) != 0 || doc.Text != before {
					t.Errorf("notes %+v, text %q", doc.Footnotes, doc.Text)
				}
				return
			}
			if len(doc.Footnotes) != len(tc.notes) {
				t.Fatalf("notes %+v", doc.Footnotes)
			}
			for i, f := range doc.Footnotes {
				if f.Kind != "endnote" || f.Text != tc.notes[i] || !strings.HasSuffix(doc.Text[:f.Ref], tc.refAt[i]) {
					t.Errorf("note %d: %+v (before the mark %q)", i+1, f, doc.Text[:max(f.Ref, 0)])
				}
			}
			if strings.Contains(doc.Text, tc.notes[0]) {
				t.Errorf("the notes stay in the body: %q", doc.Text)
			}
			if err := docInvariants(doc); err != nil {
				t.Error(err)
			}
		})
	}
}

// FuzzTrailingNotes: whatever the paragraphs, the notes pass keeps the
// document's invariants.
// Long run: go test ./extract -run '^$' -fuzz FuzzTrailingNotes -fuzztime 2m
func FuzzTrailingNotes(f *testing.F) {
	for _, s := range []string{
		"Zdanie.¹ Dalej.²\n- A.\n- B.",
		"Zdanie[1].\n[1] Wyrok.",
		"¹\n¹",
		"a[1]\n[1]",
		"x.¹²\n- y",
		"a [1] „b [2]” [1].\nŹródła:\n1. c",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) || !strings.Contains(s, "\n") || strings.TrimSpace(s) != s {
			return
		}
		var ps []string
		for _, p := range strings.Split(s, "\n") {
			if strings.TrimSpace(p) != p || p == "" || p == "- " {
				return
			}
			ps = append(ps, p)
		}
		doc := trailDoc(ps...)
		trailingNotes(doc)
		if err := docInvariants(doc); err != nil {
			t.Fatal(err)
		}
	})
}
