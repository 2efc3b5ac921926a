package docxcomments

// The commented copy renders like the memo: LibreOffice converts the memo
// and its copy to PDF, pdftotext -bbox reads their words with their
// places, and the copy must show the same words at the same places on the
// same pages — and every footnote and endnote text beside its number, as
// the memo shows it. (LibreOffice lost footnote texts of copies whose
// comment ids were not above every note id; noteids.go.)
//
// Which documents: by default the project's DOCX fixtures of this package
// and extract's, and a handful of the shared memos (footnotes, endnotes,
// many notes); with CITEGUARD_COPY_RENDER=all every DOCX of the project's
// test data, of ../shared/testdata/corpus, ../shared/devset/memos and
// ../shared/devset2/memos:
//
//	CITEGUARD_COPY_RENDER=all go test ./check/docxcomments -run Render -v
//
// CITEGUARD_COPY_RENDER_KEEP=DIR keeps the memos whose copies render
// differently, and their copies, in DIR. Skipped with a message when soffice or pdftotext is not installed.

import (
	"context"
	"fmt"
	"html"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"citeguard/extract"
	"citeguard/internal/sharedtest"
)

// renderAll reports whether every DOCX is to be rendered (CITEGUARD_COPY_RENDER=all).
func renderAll() bool { return os.Getenv("CITEGUARD_COPY_RENDER") == "all" }

// pdfWord is a word pdftotext -bbox reads, with its box.
type pdfWord struct {
	x0, y0, x1, y1 float64
	text           string
}

var (
	rePage = regexp.MustCompile(`<page `)
	reWord = regexp.MustCompile(`<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">(.*?)</word>`)
)

// parseBBox reads the pages of pdftotext -bbox output: the words of each.
func parseBBox(out string) [][]pdfWord {
	var pages [][]pdfWord
	for _, chunk := range rePage.Split(out, -1)[1:] {
		var words []pdfWord
		for _, m := range reWord.FindAllStringSubmatch(chunk, -1) {
			w := pdfWord{text: html.UnescapeString(m[5])}
			w.x0, _ = strconv.ParseFloat(m[1], 64)
			w.y0, _ = strconv.ParseFloat(m[2], 64)
			w.x1, _ = strconv.ParseFloat(m[3], 64)
			w.y1, _ = strconv.ParseFloat(m[4], 64)
			words = append(words, w)
		}
		pages = append(pages, words)
	}
	return pages
}

// pageLines are the lines of each page of pdftotext -layout output (pages
// end in a form feed), each without its white space, blank lines left out.
func pageLines(out string) [][]string {
	var pages [][]string
	for _, pg := range strings.Split(strings.TrimSuffix(out, "\f"), "\f") {
		var lines []string
		for _, ln := range strings.Split(pg, "\n") {
			if ln = strings.Join(strings.Fields(ln), ""); ln != "" {
				lines = append(lines, ln)
			}
		}
		pages = append(pages, lines)
	}
	return pages
}

// renderTools skips the test unless soffice and pdftotext are installed.
func renderTools(t *testing.T) (soffice, pdftotext string) {
	t.Helper()
	soffice, err := exec.LookPath("soffice")
	if err != nil {
		t.Skip("soffice not installed (Debian: libreoffice-writer-nogui): the copies are not rendered")
	}
	pdftotext, err = exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext not installed (Debian: poppler-utils): the copies are not rendered")
	}
	return soffice, pdftotext
}

// rendered is a document as LibreOffice renders it: the words of each
// page with their boxes, and the lines of each page (pdftotext -layout)
// without their white space.
type rendered struct {
	words [][]pdfWord
	lines [][]string
}

// render converts each document (name → DOCX bytes; names end in .docx
// and are unique) to PDF with one LibreOffice run and reads each page.
func render(t *testing.T, docs map[string][]byte) map[string]rendered {
	t.Helper()
	soffice, pdftotext := renderTools(t)
	dir := t.TempDir()
	var in []string
	for name, b := range docs {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		in = append(in, p)
	}
	args := append([]string{"-env:UserInstallation=file://" + sofficeProfile, "--headless", "--convert-to", "pdf", "--outdir", dir}, in...)
	if b, err := exec.Command(soffice, args...).CombinedOutput(); err != nil {
		t.Fatalf("soffice --convert-to pdf: %v\n%s", err, b)
	}
	out := map[string]rendered{}
	for name := range docs {
		pdf := filepath.Join(dir, strings.TrimSuffix(name, ".docx")+".pdf")
		b, err := exec.Command(pdftotext, "-bbox", pdf, "-").Output()
		if err != nil {
			t.Fatalf("%s: LibreOffice wrote no readable PDF: %v", name, err)
		}
		lay, err := exec.Command(pdftotext, "-layout", pdf, "-").Output()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = rendered{words: parseBBox(string(b)), lines: pageLines(string(lay))}
	}
	return out
}

// renderCase is a memo and its commented copy, and the memo's notes.
type renderCase struct {
	name       string
	orig, copy []byte
	notes      []extract.Footnote
}

// renderStats counts what compareRenders compared.
type renderStats struct {
	copies, notes, notShownInMemo, failed int
}

func (s renderStats) String() string {
	return fmt.Sprintf("%d copies rendered, %d footnote/endnote texts compared under their numbers (%d not beside their number in the memo itself), %d copies render differently", s.copies, s.notes, s.notShownInMemo, s.failed)
}

// compareRenders renders every memo and copy and compares them.
func compareRenders(t *testing.T, cases []renderCase) renderStats {
	t.Helper()
	docs := map[string][]byte{}
	for i, c := range cases {
		docs[fmt.Sprintf("m%03d.docx", i)] = c.orig
		docs[fmt.Sprintf("m%03d.uwagi.docx", i)] = c.copy
	}
	pages := render(t, docs)
	var st renderStats
	for i, c := range cases {
		parts, _ := zipParts(t, c.copy)
		checkOOXML(t, c.name, parts)
		st.copies++
		before, after := pages[fmt.Sprintf("m%03d.docx", i)], pages[fmt.Sprintf("m%03d.uwagi.docx", i)]
		ok := true
		if err := sameRender(before, after); err != nil {
			t.Errorf("%s: the copy renders differently from the memo in LibreOffice: %v", c.name, err)
			ok = false
		}
		for _, n := range c.notes {
			if n.Kind != "footnote" && n.Kind != "endnote" || letters(n.Text) == "" {
				continue
			}
			st.notes++
			if !underNumber(before.words, n) {
				st.notShownInMemo++
				t.Logf("%s: the memo itself does not show %s %s beside its number in LibreOffice", c.name, n.Kind, n.Mark)
				continue
			}
			if !underNumber(after.words, n) {
				t.Errorf("%s: the copy does not show %s %s („%s”) beside its number in LibreOffice", c.name, n.Kind, n.Mark, firstWords(n.Text, 6))
				ok = false
			}
		}
		if !ok {
			st.failed++
			keep(t, c)
		}
	}
	return st
}

// keep writes a memo and the copy that renders differently into the
// folder CITEGUARD_COPY_RENDER_KEEP names, when it is set.
func keep(t *testing.T, c renderCase) {
	dir := os.Getenv("CITEGUARD_COPY_RENDER_KEEP")
	if dir == "" {
		return
	}
	base := filepath.Join(dir, strings.TrimSuffix(filepath.Base(c.name), ".docx"))
	err := os.WriteFile(base+".docx", c.orig, 0o644)
	if err == nil {
		err = os.WriteFile(base+".uwagi.docx", c.copy, 0o644)
	}
	if err != nil {
		t.Errorf("keeping %s: %v", c.name, err)
		return
	}
	t.Logf("%s: kept in %s", c.name, dir)
}

// sameRender reports where two renders differ: the number of pages, a
// line's text (white space aside: pdftotext cuts words where a comment's
// anchor splits the text), or a word's place: no word of the memo's
// text is within half a point of its top and 2 points along its line —
// for the words both renders cut alike (LibreOffice gives a comment's anchor a
// sliver of width: a word of a centred or justified line moves by half a
// point or so).
func sameRender(a, b rendered) error {
	if len(a.lines) != len(b.lines) || len(a.words) != len(b.words) {
		return fmt.Errorf("%d pages, the memo %d", len(b.lines), len(a.lines))
	}
	for p := range a.lines {
		for i := range max(len(a.lines[p]), len(b.lines[p])) {
			if i >= len(a.lines[p]) || i >= len(b.lines[p]) {
				return fmt.Errorf("page %d: %d lines, the memo %d", p+1, len(b.lines[p]), len(a.lines[p]))
			}
			if a.lines[p][i] != b.lines[p][i] {
				return fmt.Errorf("page %d, line %d: %q, the memo %q", p+1, i+1, b.lines[p][i], a.lines[p][i])
			}
		}
	}
	for p := range a.words {
		at := map[string][]pdfWord{}
		for _, w := range a.words[p] {
			at[w.text] = append(at[w.text], w)
		}
		for _, w := range b.words[p] {
			if len(at[w.text]) == 0 {
				continue // cut otherwise: the line's text is the same
			}
			near := false
			for _, x := range at[w.text] {
				near = near || math.Abs(x.x0-w.x0) <= 2 && math.Abs(x.y0-w.y0) <= 0.5
			}
			if !near {
				x := at[w.text][0]
				return fmt.Errorf("page %d: %q at (%.1f, %.1f), nowhere near in the memo (there at (%.1f, %.1f), …)", p+1, w.text, w.x0, w.y0, x.x0, x.y0)
			}
		}
	}
	return nil
}

// firstWords is the first n words of s.
func firstWords(s string, n int) string {
	f := strings.Fields(s)
	return strings.Join(f[:min(n, len(f))], " ")
}

// underNumber reports whether some page shows the note's first words with
// its number just before them on their line: the number ends left of the
// first word, at most 30 points before it, their boxes overlapping
// vertically.
func underNumber(pages [][]pdfWord, n extract.Footnote) bool {
	want := letters(firstWords(n.Text, 3))
	mark := letters(n.Mark)
	for _, ws := range pages {
		for i, w := range ws {
			var got strings.Builder
			for _, v := range ws[i:min(len(ws), i+8)] {
				got.WriteString(letters(v.text))
				if got.Len() >= len(want) {
					break
				}
			}
			if !strings.HasPrefix(got.String(), want) {
				continue
			}
			for _, m := range ws {
				if letters(m.text) == mark && m.x1 <= w.x0+0.5 && w.x0-m.x1 < 30 && m.y0 < w.y1 && m.y1 > w.y0 {
					return true
				}
			}
		}
	}
	return false
}

// fixtureDOCX are the project's DOCX test files the render test takes:
// this package's and extract's fixtures and the check memos; with
// CITEGUARD_COPY_RENDER=all every DOCX of the project's test data.
func fixtureDOCX(t *testing.T) []string {
	t.Helper()
	globs := []string{"testdata/*.docx", "../../extract/testdata/fixtures/*.docx", "../../testdata/check/*.docx"}
	if renderAll() {
		globs = append(globs, "../../extract/testdata/pagebreaks/*.docx", "../../extract/testdata/refdocs/*.docx", "../../testdata/claims/forms/*.docx")
	}
	var files []string
	for _, g := range globs {
		m, _ := filepath.Glob(g)
		files = append(files, m...)
	}
	if len(files) < 8 {
		t.Fatalf("fixtures: %v", files)
	}
	return files
}

// sharedDOCX are the shared memos the render test takes: a handful with
// footnotes, endnotes and many notes; with CITEGUARD_COPY_RENDER=all every
// DOCX of ../shared/testdata/corpus, devset/memos and devset2/memos.
// Skips the test when ../shared is absent.
func sharedDOCX(t *testing.T) []string {
	t.Helper()
	root := sharedtest.Path(t, ".")
	if renderAll() {
		var files []string
		for _, g := range []string{"testdata/corpus/*/*.docx", "devset/memos/*.docx", "devset2/memos/*.docx"} {
			m, _ := filepath.Glob(filepath.Join(root, g))
			files = append(files, m...)
		}
		return files
	}
	var files []string
	for _, f := range []string{"testdata/corpus/docx/memo-lo.docx", "testdata/corpus/docx/memo-word.docx",
		"devset/memos/memo_d05.docx", "devset/memos/memo_d08.docx", "devset2/memos/memo_e03.docx", "devset2/memos/memo_e08.docx"} {
		if _, err := os.Stat(filepath.Join(root, f)); err == nil {
			files = append(files, filepath.Join(root, f))
		}
	}
	return files
}

// syntheticCases are the copies of files with a comment on every third
// paragraph and on every note (syntheticMemo); a file extract cannot read
// as a DOCX (the shared corpus's broken files) is no case.
func syntheticCases(t *testing.T, files []string) []renderCase {
	t.Helper()
	var cases []renderCase
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := extract.Bytes(context.Background(), f, data, extract.Options{}); err != nil || !IsDOCX(data) {
			t.Logf("%s: not rendered (no DOCX extract reads: %v)", f, err)
			continue
		}
		m, doc := syntheticMemo(t, f, data)
		out, err := Build(context.Background(), filepath.Base(f), data, doc, m, "", Options{Key: testKey})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		cases = append(cases, renderCase{name: f, orig: data, copy: out, notes: doc.Footnotes})
	}
	return cases
}

// TestRenderFixtures: the copies of the project's DOCX fixtures, a comment
// on every third paragraph and on every footnote, render as the fixtures do.
func TestRenderFixtures(t *testing.T) {
	renderTools(t)
	st := compareRenders(t, syntheticCases(t, fixtureDOCX(t)))
	t.Log(st)
}

// TestRenderShared: the same for the shared memos and corpus.
func TestRenderShared(t *testing.T) {
	renderTools(t)
	st := compareRenders(t, syntheticCases(t, sharedDOCX(t)))
	t.Log(st)
	if st.notes == 0 {
		t.Error("no footnote compared: the shared memos have footnotes")
	}
}
