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
