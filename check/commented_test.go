package check

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"citeguard/extract"
	"citeguard/internal/fsx"
	"citeguard/reports"
	"citeguard/reports/reportdir"
)

// TestCommentedCopy: the check of a DOCX memo carries the source of its
// commented copy, made from the check's own reading of it — the copy
// reportdir writes beside the report, its first comment naming the HTML
// report; the file changed since the check gives no copy but an error; a
// text memo has no source.
func TestCommentedCopy(t *testing.T) {
	t.Parallel()
	c := newExampleChecker(t, Config{})
	dir := t.TempDir()
	memo := filepath.Join(dir, "Opinia.docx")
	data, err := os.ReadFile("docxcomments/testdata/memo-uwagi.libreoffice.docx")
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(memo, data, 0o644)
	m, err := c.Check(context.Background(), memo)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := m.CopySource.(*commentSource); !ok {
		t.Fatalf("a DOCX memo's check gives no commented-copy source: %T", m.CopySource)
	}
	md := reportdir.Path(dir, m.Memo)
	if ok, err := reportdir.WriteCommented(context.Background(), md, m, fsx.ForPeople); !ok || err != nil {
		t.Fatalf("WriteCommented: %v, %v", ok, err)
	}
	b, err := os.ReadFile(reportdir.CommentedPath(md))
	if err != nil {
		t.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatalf("the copy is no zip: %v", err)
	}
	rc, err := zr.Open("word/comments.xml")
	if err != nil {
		t.Fatal(err)
	}
	comments, _ := io.ReadAll(rc)
	rc.Close()
	if !bytes.Contains(comments, []byte("pełny raport jest w pliku Opinia.docx.html w folderze raportów")) {
		t.Errorf("the decision's comment does not name the HTML report: %s", comments)
	}

	os.WriteFile(memo, append(data[:len(data):len(data)], 0), 0o644) // changed after its check
	if out, err := m.CopySource.Commented(context.Background(), m, ""); !errors.Is(err, errChanged) || out != nil {
		t.Errorf("a memo changed since its check: %d bytes, %v", len(out), err)
	}

	txt, err := c.Check(context.Background(), "../testdata/example/memos/memo-bledy.txt")
	if err != nil || txt.CopySource != nil {
		t.Errorf("a text memo: source %v, %v", txt.CopySource, err)
	}
}

// TestPlacing: what the commented copy keeps of the memo's reading is what
// places its comments — text, blocks, notes' kinds, marks and references —
// and nothing else (no raw text, offset maps or notes' text).
func TestPlacing(t *testing.T) {
	t.Parallel()
	memo, err := ReadMemo(context.Background(), "../extract/testdata/pagebreaks/memo_p06.docx", extract.Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	d, p := memo.Doc, memo.copy.doc
	if p.Text != d.Text || len(p.Blocks) != len(d.Blocks) || len(p.Footnotes) != len(d.Footnotes) || len(d.Footnotes) == 0 {
		t.Fatalf("placing lost what places a comment: %d blocks of %d, %d notes of %d", len(p.Blocks), len(d.Blocks), len(p.Footnotes), len(d.Footnotes))
	}
	for i, f := range p.Footnotes {
		g := d.Footnotes[i]
		if f.Kind != g.Kind || f.Mark != g.Mark || f.Ref != g.Ref || f.Text != "" {
			t.Errorf("note %d: %+v, read as %+v", i, f, g)
		}
	}
	if p.Raw != "" || p.Offsets != nil {
		t.Error("placing keeps the raw text and the offset map")
	}
	nums, want := p.NoteNumbers(), d.NoteNumbers()
	for i := range want {
		if nums[i] != want[i] {
			t.Fatalf("note numbers %v, read as %v", nums, want)
		}
	}
}

// TestConvertedMemo: a legacy memo read through its LibreOffice conversion
// takes neither the conversion's package (no commented copy) nor its
// properties (no author, no date from them: they are the conversion's).
func TestConvertedMemo(t *testing.T) {
	if FindSoffice() == "" {
		t.Skip("LibreOffice (soffice) is not installed")
	}
	t.Parallel()
	c := newExampleChecker(t, Config{Convert: ConvertSoffice})
	m, err := c.Check(context.Background(), "../testdata/check/memo-legacy.doc")
	if err != nil {
		t.Fatalf("%v (%s)", err, m.Error)
	}
	if m.CopySource != nil || m.Author != nil || m.MemoDateFrom == reports.DateFromDOCX {
		t.Errorf("a converted memo: source %v, author %+v, date from %q", m.CopySource, m.Author, m.MemoDateFrom)
	}
}
