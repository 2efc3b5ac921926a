package reportdir

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestShortNameAndBase(t *testing.T) {
	long := strings.Repeat("ą", 120) + "x.docx" // 247 bytes
	if ShortName("memo.pdf", 255) != "memo.pdf" || ShortName(long, 255) != long {
		t.Error("a name that fits was changed")
	}
	for _, limit := range []int{200, 100, 30} {
		s := ShortName(long, limit)
		if len(s) > limit || !utf8.ValidString(s) || !strings.HasSuffix(s, ".docx") || !strings.Contains(s, "~") {
			t.Errorf("ShortName(long, %d) = %q (%d bytes)", limit, s, len(s))
		}
	}
	if ShortName(long+"a", 100) == ShortName(long+"b", 100) {
		t.Error("two long names shortened to one")
	}
	for in, want := range map[string]string{
		"memo.pdf":     "memo.pdf",
		"INDEX":        "INDEX (memo)",
		"index.txt":    "index (memo).txt",
		"Index.MD":     "Index (memo).MD",
		"INDEXY.txt":   "INDEXY.txt",
		"raport INDEX": "raport INDEX",
		long + "xyz":   ShortName(long+"xyz", baseMax),
	} {
		if got := Base(in); got != want {
			t.Errorf("Base(%q) = %q, want %q", in, got, want)
		}
		if got := Base(in); len(got)+len(".rewizja-9999.json") > MaxName {
			t.Errorf("Base(%q) leaves no room for the archive names: %d bytes", in, len(got))
		}
	}
	if got := filepath.Base(Path("r", "INDEX")); got != "INDEX (memo).md" {
		t.Errorf("Path of INDEX = %s", got)
	}
}

// The search for a free name is bounded and says so.
func TestFreeNameBounded(t *testing.T) {
	dir := t.TempDir()
	for i := 1; i <= MaxTries; i++ {
		os.WriteFile(Path(dir, NumberedName("m.txt", i)), nil, 0o644)
	}
	if _, err := FreeName(dir, "m.txt"); !errors.Is(err, ErrNoFreeName) || !strings.Contains(err.Error(), "m.txt") {
		t.Fatalf("err = %v, want ErrNoFreeName naming the memo", err)
	}
	long := strings.Repeat("x", 251) + ".pdf"
	for i := 1; i < 5; i++ {
		if n := NumberedName(long, i); len(n) > MaxName {
			t.Errorf("NumberedName(long, %d): %d bytes", i, len(n))
		}
	}
}

// TestFreeNameKeepsACommentedCopy: a commented copy left under a name (its
// reports removed, the copy kept by a lawyer) takes the name: the next
// memo of that name gets „Opinia (2).docx”, never overwriting the copy.
func TestFreeNameKeepsACommentedCopy(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(CommentedPath(Path(dir, "Opinia.docx")), []byte("kopia"), 0o644); err != nil {
		t.Fatal(err)
	}
	if n, err := FreeName(dir, "Opinia.docx"); err != nil || n != "Opinia (2).docx" {
		t.Fatalf("FreeName = %q, %v; want Opinia (2).docx", n, err)
	}
}
