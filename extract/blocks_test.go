package extract

import (
	"strings"
	"testing"
)

// checkBlocks asserts Block's rules on a document.
func checkBlocks(t *testing.T, name string, doc *Document) {
	t.Helper()
	pos := 0
	for i, b := range doc.Blocks {
		if b.Start < pos || b.End <= b.Start || b.End > len(doc.Text) {
			t.Fatalf("%s: block %d %+v out of order or empty (previous end %d, text %d)", name, i, b, pos, len(doc.Text))
		}
		s := doc.Text[b.Start:b.End]
		if strings.TrimSpace(s) != s {
			t.Errorf("%s: block %d not trimmed: %q", name, i, s)
		}
		if gap := doc.Text[pos:b.Start]; strings.TrimSpace(gap) != "" || (i > 0 && !strings.Contains(gap, "\n")) {
			t.Errorf("%s: text between blocks %d and %d: %q", name, i-1, i, gap)
		}
		pos = b.End
	}
	if rest := doc.Text[pos:]; strings.TrimSpace(rest) != "" {
		t.Errorf("%s: text after the last block: %q", name, rest)
	}
}

func TestBlockAt(t *testing.T) {
	doc, err := Bytes(t.Context(), "a.md", []byte("# Tytuł\n\nAkapit.\n"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ off, want int }{{0, 0}, {7, 0}, {8, -1}, {9, -1}, {10, 1}, {len(doc.Text) - 1, 1}, {len(doc.Text), -1}} {
		if got := doc.BlockAt(c.off); got != c.want {
			t.Errorf("BlockAt(%d) = %d, want %d (blocks %+v, text %q)", c.off, got, c.want, doc.Blocks, doc.Text)
		}
	}
}
