package docxcomments_test

// The commented copy as the pipeline makes it: the memo checked by the
// real check against a library, the copy made by the check's own source
// (reports.Memo.CopySource) from the Document it read.

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"testing"

	"citeguard/check"
	"citeguard/check/docxcomments"
	"citeguard/internal/sharedtest"
	"citeguard/reports"
)

// checker is a checker of the library roots, closed with the test.
func checker(t *testing.T, roots ...string) *check.Checker {
	t.Helper()
	c, err := check.Open(context.Background(), check.Config{Library: roots, Logger: slog.New(slog.DiscardHandler), CopyKey: docxcomments.TestKey})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// checkAndCopy checks the memo at path and makes its commented copy from
// that check: the memo's bytes and the copy.
func checkAndCopy(t *testing.T, c *check.Checker, path string) (*reports.Memo, []byte, []byte) {
	t.Helper()
	m, err := c.Check(context.Background(), path)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if m.CopySource == nil {
		t.Fatalf("%s: the check gave no source for the commented copy", path)
	}
	out, err := m.CopySource.Commented(context.Background(), m, "")
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	orig, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return m, orig, out
}

// TestExampleMemos: the example memo with errors, made a DOCX by pandoc
// and by LibreOffice, with and without comments of a colleague already in
// it, checked against the example library by the real pipeline.
func TestExampleMemos(t *testing.T) {
	c := checker(t, filepath.Join("..", "..", "testdata", "example", "library"))
	files, _ := filepath.Glob("testdata/memo-uwagi*.docx")
	if len(files) != 4 {
		t.Fatalf("fixtures: %v", files)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			m, orig, out := checkAndCopy(t, c, f)
			bad := 0
			for i := range m.Results {
				if reports.NeedsComment(&m.Results[i]) {
					bad++
				}
			}
			if bad < 4 {
				t.Fatalf("the memo has %d claims that are not 🟢; the fixture is meant to hold 4 (a footnote's among them)", bad)
			}
			docxcomments.VerifyCopy(t, f, orig, out, m)
			docxcomments.LawyerView(t, f, out, 1+bad)
		})
	}
}

// TestCommentsCoverTheClaim: in the example memo each comment covers the
// claim's own words, whatever runs hold them: the quotation of C2 set in
// italics (its own run), C1's quotation in a run shared with the words
// around it (the run is split), the cited judgment of C4; the decision's
// comment covers the first paragraph.
func TestCommentsCoverTheClaim(t *testing.T) {
	c := checker(t, filepath.Join("..", "..", "testdata", "example", "library"))
	for _, f := range []string{"testdata/memo-uwagi.pandoc.docx", "testdata/memo-uwagi.libreoffice.docx"} {
		_, _, out := checkAndCopy(t, c, f)
		parts, _ := docxcomments.ZipParts(t, out)
		ranges, _, _ := docxcomments.CommentRanges(t, parts["word/document.xml"])
		covered := map[string]bool{}
		for _, r := range ranges {
			covered[docxcomments.Letters(docxcomments.Covered(r))] = true
		}
		for _, want := range []string{
			"MEMORANDUM",
			"skarga kasacyjna zasługuje na uwzględnienie",
			"termin do zapłaty kary umownej wynosi 30 dni od doręczenia wezwania",
			"kara umowna jest zawsze nieważna, jeżeli wierzyciel nie wykazał szkody",
			"wyrok SN z dnia 3 lutego 2020 r., II CSK 9902/20",
		} {
			if !covered[docxcomments.Letters(want)] {
				t.Errorf("%s: no comment covers exactly „%s”: %v", f, want, covered)
			}
		}
	}
}

// TestDevsetMemos: the development memos (pandoc DOCX), checked against
// the shared library by the real pipeline.
func TestDevsetMemos(t *testing.T) {
	memos := sharedtest.Path(t, "devset/memos")
	lib := sharedtest.Path(t, "testdata/library")
	c := checker(t, filepath.Join(lib, "judgments"), filepath.Join(lib, "statutes"), filepath.Join(lib, "eu"))
	files, _ := filepath.Glob(filepath.Join(memos, "*.docx"))
	if len(files) == 0 {
		t.Fatal("no DOCX among the development memos")
	}
	for i, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			m, orig, out := checkAndCopy(t, c, f)
			docxcomments.VerifyCopy(t, f, orig, out, m)
			if i == 1 { // one of them through LibreOffice (a second each)
				bad := 0
				for i := range m.Results {
					if reports.NeedsComment(&m.Results[i]) {
						bad++
					}
				}
				docxcomments.LawyerView(t, f, out, 1+bad)
			}
		})
	}
}

// TestRenderPipeline: the copies the real pipeline makes of the shared
// memos (checked against the shared library) render in LibreOffice as the
// memos do, every footnote and endnote text beside its number
// (render_test.go; CITEGUARD_COPY_RENDER=all for every shared DOCX).
func TestRenderPipeline(t *testing.T) {
	files := docxcomments.SharedDOCX(t)
	lib := sharedtest.Path(t, "testdata/library")
	c := checker(t, filepath.Join(lib, "judgments"), filepath.Join(lib, "statutes"), filepath.Join(lib, "eu"))
	var cases []docxcomments.RenderCaseT
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !docxcomments.IsDOCX(data) {
			continue
		}
		m, err := c.Check(context.Background(), f)
		if err != nil || m.CopySource == nil {
			t.Logf("%s: no copy (%v)", f, err)
			continue
		}
		out, err := m.CopySource.Commented(context.Background(), m, "")
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		cases = append(cases, docxcomments.RenderCase(t, f, data, out))
	}
	t.Log(docxcomments.CompareRenders(t, cases))
}
