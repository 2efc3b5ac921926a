package extract

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

type memoTruth struct {
	Paragraphs []struct {
		Kind string `json:"kind"`
		Text string `json:"text"`
	} `json:"paragraphs"`
	Footnotes      []string `json:"footnotes"`
	Header         any      `json:"header"`
	Footer         any      `json:"footer"`
	MustNotContain []string `json:"must_not_contain"`
	Textbox        string   `json:"textbox"`
}

func loadTruth(t *testing.T, path string) (memoTruth, []string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var tr memoTruth
	if err := json.Unmarshal(data, &tr); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	var paras []string
	for _, p := range tr.Paragraphs {
		paras = append(paras, p.Text)
	}
	paras = append(paras, tr.Footnotes...)
	return tr, paras
}

// TestCorpus measures every corpus file against its ground truth: token
// recall ≥ 0.995 (PDF) and all 180 ten-word windows found after
// normalization; DOCX: 180/180 and nothing of must_not_contain.
func TestCorpus(t *testing.T) {
	shared := sharedDir(t)
	corpus := filepath.Join(shared, "corpus")
	_, memoParas := loadTruth(t, filepath.Join(corpus, "memo.truth.json"))
	wordTruth, wordParas := loadTruth(t, filepath.Join(corpus, "docx", "memo-word.truth.json"))

	cases := []struct {
		file      string
		paras     []string
		minRecall float64
		mustNot   []string
		footnotes int
		pages     int
	}{
		{"pdf/memo-lo.pdf", memoParas, 0.995, nil, 3, 3},
		{"pdf/memo-lo-nfd.pdf", memoParas, 0.995, nil, 3, 3},
		{"pdf/memo-lo-nfd-shy.pdf", memoParas, 0.995, nil, 3, 3},
		{"pdf/memo-pdflatex.pdf", memoParas, 0.995, nil, 3, 3},
		{"pdf/memo-lualatex.pdf", memoParas, 0.995, nil, 3, 3},
		{"docx/memo-lo.docx", memoParas, 0.995, wordTruth.MustNotContain, 3, 0},
		{"docx/memo-word.docx", wordParas, 0.995, wordTruth.MustNotContain, 3, 0},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			doc, err := File(t.Context(), filepath.Join(corpus, c.file), Options{PDF: pdfPool(t)})
			if err != nil {
				t.Fatal(err)
			}
			got := allText(doc)
			want := strings.Join(c.paras, "\n")
			rec := recall(want, got)
			ws := windows(c.paras)
			hay := normalize(got)
			found := 0
			for _, w := range ws {
				if strings.Contains(hay, w) {
					found++
				} else {
					t.Logf("window not found: %q", w)
				}
			}
			t.Logf("%-26s recall %.4f  windows %d/%d  footnotes %d  pages %d", c.file, rec, found, len(ws), len(doc.Footnotes), len(doc.Pages))
			if len(ws) != 180 {
				t.Errorf("truth gives %d windows, want 180", len(ws))
			}
			if rec < c.minRecall {
				t.Errorf("token recall %.4f < %.3f", rec, c.minRecall)
			}
			if found != len(ws) {
				t.Errorf("windows found %d/%d", found, len(ws))
			}
			for _, s := range c.mustNot {
				if strings.Contains(got, s) || strings.Contains(doc.Raw, s) {
					t.Errorf("leaked %q", s)
				}
			}
			notes, margins := splitMargins(doc.Footnotes)
			if len(notes) != c.footnotes {
				t.Errorf("%d footnotes, want %d", len(notes), c.footnotes)
			}
			for i, f := range notes {
				if f.Ref < 0 {
					t.Errorf("footnote %d (%q) has no reference mark", i+1, f.Mark)
				}
			}
			// DOCX headers and footers are read, once each, as notes of
			// their kind; PDF running lines are dropped.
			if doc.Format == FormatDOCX {
				var kinds []string
				for _, m := range margins {
					kinds = append(kinds, m.Kind)
					if !strings.Contains(m.Text, "Kancelaria Radców Prawnych Nowak") && !strings.Contains(m.Text, "Poufne – objęte tajemnicą") {
						t.Errorf("%s text %q", m.Kind, m.Text)
					}
				}
				if strings.Join(kinds, " ") != "header footer" {
					t.Errorf("margins %q, want a header and a footer", kinds)
				}
			} else if len(margins) > 0 {
				t.Errorf("PDF margins %+v", margins)
			}
			// Footnotes come out whole and apart from the body.
			body := normalize(doc.Text)
			for i, fn := range c.paras[len(c.paras)-c.footnotes:] {
				if i < len(notes) && normalize(notes[i].Text) != normalize(fn) {
					t.Errorf("footnote %d = %q, want %q", i+1, notes[i].Text, fn)
				}
				if strings.Contains(body, normalize(fn)[:40]) {
					t.Errorf("footnote %d text left in the body", i+1)
				}
			}
			// No running header or footer, no glued reference mark, and the
			// sentence across the page break is whole.
			for _, s := range []string{"poufne - objęte tajemnicą", "strona 1 z 3", "strona 2 z 3", "dłużniku.1"} {
				if strings.Contains(body, s) {
					t.Errorf("body contains %q", s)
				}
			}
			if n := strings.Count(body, "kancelaria radców prawnych nowak"); n > 1 {
				t.Errorf("running header kept %d times (only the first page's may stay)", n)
			}
			for _, s := range []string{"na dłużniku. w odniesieniu", "informatycznym dostarczonym przez osobę trzecią"} {
				if !strings.Contains(body, s) {
					t.Errorf("body lacks %q", s)
				}
			}
			if c.pages > 0 && len(doc.Pages) != c.pages {
				t.Errorf("%d pages, want %d", len(doc.Pages), c.pages)
			}
		})
	}
}

// splitMargins separates footnotes and endnotes from header and footer
// notes.
func splitMargins(fs []Footnote) (notes, margins []Footnote) {
	for _, f := range fs {
		if f.Kind == "header" || f.Kind == "footer" {
			margins = append(margins, f)
		} else {
			notes = append(notes, f)
		}
	}
	return notes, margins
}
