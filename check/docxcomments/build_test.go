package docxcomments

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"citeguard/check"
	"citeguard/internal/sharedtest"
	"citeguard/reports"
)

// checker checks memos through the real pipeline against library roots,
// one checker per set of roots for the test binary.
var (
	checkersMu sync.Mutex
	checkers   = map[string]*check.Checker{}
)

func checkMemo(t *testing.T, path string, roots ...string) *reports.Memo {
	t.Helper()
	key := filepath.Join(roots...)
	checkersMu.Lock()
	c := checkers[key]
	if c == nil {
		var err error
		c, err = check.New(context.Background(), check.Options{Roots: roots, State: "", Logger: slog.New(slog.DiscardHandler)})
		if err != nil {
			checkersMu.Unlock()
			t.Fatal(err)
		}
		checkers[key] = c
	}
	checkersMu.Unlock()
	m, err := c.Check(context.Background(), path)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return m
}

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "citeguard-soffice-")
	if err != nil {
		panic(err)
	}
	sofficeProfile = dir
	code := m.Run()
	os.RemoveAll(dir)
	for _, c := range checkers {
		c.Close()
	}
	os.Exit(code)
}

func buildCopy(t *testing.T, path string, m *reports.Memo) ([]byte, []byte) {
	t.Helper()
	orig, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Build(context.Background(), filepath.Base(path), orig, m, "")
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return orig, out
}

// TestExampleMemos: the example memo with errors, made a DOCX by pandoc
// and by LibreOffice, with and without comments of a colleague already in
// it, checked against the example library by the real pipeline.
func TestExampleMemos(t *testing.T) {
	lib := filepath.Join("..", "..", "testdata", "example", "library")
	files, _ := filepath.Glob("testdata/memo-uwagi*.docx")
	if len(files) != 4 {
		t.Fatalf("fixtures: %v", files)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			m := checkMemo(t, f, lib)
			bad := 0
			for i := range m.Results {
				if reports.NeedsComment(&m.Results[i]) {
					bad++
				}
			}
			if bad < 4 {
				t.Fatalf("the memo has %d claims that are not 🟢; the fixture is meant to hold 4 (a footnote's among them)", bad)
			}
			orig, out := buildCopy(t, f, m)
			verifyCopy(t, f, orig, out, m)
			lawyerView(t, f, out, 1+bad)
		})
	}
}

// TestCommentsCoverTheClaim: in the example memo each comment covers the
// claim's own words, whatever runs hold them: the quotation of C2 set in
// italics (its own run), C1's quotation in a run shared with the words
// around it (the run is split), the cited judgment of C4; the decision's
// comment covers the first paragraph.
func TestCommentsCoverTheClaim(t *testing.T) {
	lib := filepath.Join("..", "..", "testdata", "example", "library")
	for _, f := range []string{"testdata/memo-uwagi.pandoc.docx", "testdata/memo-uwagi.libreoffice.docx"} {
		m := checkMemo(t, f, lib)
		_, out := buildCopy(t, f, m)
		parts, _ := zipParts(t, out)
		ranges, _, _ := commentRanges(t, parts["word/document.xml"])
		covered := map[string]bool{}
		for _, r := range ranges {
			covered[letters(r.covered.String())] = true
		}
		for _, want := range []string{
			"MEMORANDUM",
			"skarga kasacyjna zasługuje na uwzględnienie",
			"termin do zapłaty kary umownej wynosi 30 dni od doręczenia wezwania",
			"kara umowna jest zawsze nieważna, jeżeli wierzyciel nie wykazał szkody",
			"wyrok SN z dnia 3 lutego 2020 r., II CSK 9902/20",
		} {
			if !covered[letters(want)] {
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
	roots := []string{filepath.Join(lib, "judgments"), filepath.Join(lib, "statutes"), filepath.Join(lib, "eu")}
	files, _ := filepath.Glob(filepath.Join(memos, "*.docx"))
	if len(files) == 0 {
		t.Fatal("no DOCX among the development memos")
	}
	for i, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			m := checkMemo(t, f, roots...)
			orig, out := buildCopy(t, f, m)
			verifyCopy(t, f, orig, out, m)
			if i == 1 { // one of them through LibreOffice (a second each)
				bad := 0
				for i := range m.Results {
					if reports.NeedsComment(&m.Results[i]) {
						bad++
					}
				}
				lawyerView(t, f, out, 1+bad)
			}
		})
	}
}
