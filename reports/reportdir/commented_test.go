package reportdir

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"citeguard/cite"
	"citeguard/internal/fsx"
	"citeguard/reports"
)

func TestCommentedPath(t *testing.T) {
	for md, want := range map[string]string{
		"r/Opinia.docx.md":             "r/Opinia.uwagi.docx",
		"r/Opinia (2).docx.md":         "r/Opinia (2).uwagi.docx",
		"r/OPINIA.DOCX.md":             "r/OPINIA.uwagi.DOCX",
		"r/memo.pdf.md":                "r/memo.pdf.uwagi.docx",
		"r/Opinia.docx.rewizja-1.md":   "r/Opinia.docx.rewizja-1.uwagi.docx",
		Path("r", "INDEX.docx"):        "r/INDEX (memo).uwagi.docx",
		Path("r", "Opinia.uwagi.docx"): "r/Opinia.uwagi.uwagi.docx",
	} {
		if got := CommentedPath(md); got != want {
			t.Errorf("CommentedPath(%q) = %q, want %q", md, got, want)
		}
	}
	if got := ArchivedPath(CommentedPath("r/Opinia.docx.md"), 1); got != "r/Opinia.uwagi.rewizja-1.docx" {
		t.Errorf("archived copy: %s", got)
	}
}

// fakeCopy is a CopySource that records what it was asked for.
type fakeCopy struct {
	out    []byte
	err    error
	report string // the HTML report's name it was given
}

func (f *fakeCopy) Commented(ctx context.Context, m *reports.Memo, report string) ([]byte, error) {
	f.report = report
	return f.out, f.err
}

// TestWriteCommented: the copy its source makes stands beside the report,
// named in the memo for the report written next, the source told the HTML
// report's name; a memo without a source (no DOCX, read back from disk),
// one that could not be checked, or a source that fails, gets none. The
// copy itself is check's (check/docxcomments; TestCommentedCopy there).
func TestWriteCommented(t *testing.T) {
	dir := t.TempDir()
	src := &fakeCopy{out: []byte("PK copy")}
	m := &reports.Memo{Memo: "Opinia.docx", CopySource: src}
	m.Finish()
	md := Path(dir, "Opinia.docx")
	ok, err := WriteCommented(context.Background(), md, m, fsx.ForPeople)
	if !ok || err != nil {
		t.Fatalf("WriteCommented: %v, %v", ok, err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "Opinia.uwagi.docx")); err != nil || string(b) != "PK copy" {
		t.Fatalf("the copy: %q, %v", b, err)
	}
	if src.report != "Opinia.docx.html" || m.CommentedCopy != "Opinia.uwagi.docx" {
		t.Errorf("the source was told %q, the memo names %q", src.report, m.CommentedCopy)
	}
	none := &reports.Memo{Memo: "memo.txt"}
	none.Finish()
	if ok, err := WriteCommented(context.Background(), Path(dir, "memo.txt"), none, fsx.ForPeople); ok || err != nil || none.CommentedCopy != "" {
		t.Errorf("a memo without a source: %v, %v", ok, err)
	}
	failed := &reports.Memo{Memo: "x.docx", Error: "nieczytelne", CopySource: src}
	failed.Finish()
	if ok, err := WriteCommented(context.Background(), Path(dir, "x.docx"), failed, fsx.ForPeople); ok || err != nil {
		t.Errorf("a memo that could not be checked: %v, %v", ok, err)
	}
	broken := &reports.Memo{Memo: "broken.docx", CopySource: &fakeCopy{err: errors.New("not a DOCX package")}}
	broken.Finish()
	if ok, err := WriteCommented(context.Background(), Path(dir, "broken.docx"), broken, fsx.ForPeople); ok || err == nil {
		t.Errorf("a source that fails: %v, %v (want an error)", ok, err)
	}
	if _, err := os.Stat(CommentedPath(Path(dir, "broken.docx"))); err == nil {
		t.Error("a failed copy left a file")
	}
}

// TestRevisionArchivesTheCommentedCopy: a revision archives the earlier
// copy with the earlier report; a rename and a removal take it along.
func TestRevisionArchivesTheCommentedCopy(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, memo("m.docx", cite.Niezweryfikowany))
	os.WriteFile(CommentedPath(Path(dir, "m.docx")), []byte("earlier copy"), 0o644)
	write(t, dir, memo("m.docx", cite.Zweryfikowany))
	if b, err := os.ReadFile(filepath.Join(dir, "m.uwagi.rewizja-1.docx")); err != nil || string(b) != "earlier copy" {
		t.Fatalf("the earlier copy was not archived: %q, %v", b, err)
	}
	os.WriteFile(CommentedPath(Path(dir, "m.docx")), []byte("copy"), 0o644)
	if err := Rename(Path(dir, "m.docx"), Path(dir, "m (2).docx")); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "m (2).uwagi.docx")); err != nil || string(b) != "copy" {
		t.Fatalf("the copy was not renamed: %v", err)
	}
	Remove(Path(dir, "m (2).docx"))
	if _, err := os.Stat(filepath.Join(dir, "m (2).uwagi.docx")); err == nil {
		t.Error("Remove left the copy")
	}
}

// TestCopyOfTheNewReportIsNotArchived: an archive step run again after a
// crash leaves alone a copy written for the new report — between the
// copy and the report (the earlier report had no copy), and after both.
func TestCopyOfTheNewReportIsNotArchived(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, memo("m.docx", cite.Niezweryfikowany))
	rev, ok := PlanRevision(dir, "m.docx")
	if !ok {
		t.Fatal("no revision")
	}
	if err := rev.Archive(); err != nil {
		t.Fatal(err)
	}
	copyPath := CommentedPath(Path(dir, "m.docx"))
	mv := Move{From: copyPath, To: ArchivedPath(copyPath, rev.N-1)}
	os.WriteFile(copyPath, []byte("new copy"), 0o644)
	for step := range 2 {
		if step == 1 {
			m := memo("m.docx", cite.Zweryfikowany)
			m.Revise(rev.N, rev.PrevDecision, rev.PrevLayer1)
			if err := Write(Path(dir, "m.docx"), m); err != nil {
				t.Fatal(err)
			}
		}
		if err := ArchiveReport(mv, rev.N); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(copyPath); err != nil {
			t.Fatalf("step %d: the new report's copy was archived: %v", step, err)
		}
	}
}
