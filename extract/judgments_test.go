package extract

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestJudgmentsAgainstPdftotext compares the text of the real court PDFs
// with the pdftotext rendering stored beside each of them: token recall
// against it must be ≥ 0.99 (what we drop on purpose — running headers,
// footers, page numbers — is counted as missing).
func TestJudgmentsAgainstPdftotext(t *testing.T) {
	lib := filepath.Join(sharedDir(t), "library", "judgments")
	var files []string
	for _, court := range []string{"sn", "kio"} {
		m, _ := filepath.Glob(filepath.Join(lib, court, "*.pdf"))
		files = append(files, m...)
	}
	if len(files) == 0 {
		t.Fatalf("no PDFs under %s", lib)
	}
	for _, pdf := range files {
		t.Run(filepath.Base(pdf), func(t *testing.T) {
			ref, err := os.ReadFile(strings.TrimSuffix(pdf, ".pdf") + ".txt")
			if err != nil {
				t.Fatal(err)
			}
			doc, err := File(t.Context(), pdf, Options{PDF: pdfPool(t)})
			if err != nil {
				t.Fatal(err)
			}
			dropped := droppedLines(doc)
			if len(dropped) <= 8 {
				t.Logf("dropped: %q", dropped)
			}
			kept := withoutLines(string(ref), dropped)
			rec := recall(kept, allText(doc))
			plain := recall(string(ref), allText(doc))
			raw := recall(string(ref), doc.Raw)
			t.Logf("%-34s pages %2d  recall vs pdftotext: clean %.4f (%.4f counting the %d dropped header/footer lines)  raw %.4f  footnotes %d",
				filepath.Base(pdf), len(doc.Pages), rec, plain, len(dropped), raw, len(doc.Footnotes))
			if rec < 0.99 {
				t.Errorf("token recall %.4f against pdftotext (without the dropped running lines) < 0.99", rec)
			}
			if raw < 0.99 {
				t.Errorf("raw token recall %.4f against pdftotext < 0.99", raw)
			}
			// What was dropped must be running lines: short and recurring.
			for _, l := range dropped {
				if len([]rune(l)) > 120 {
					t.Errorf("dropped a long line as a running header/footer: %q", l)
				}
			}
		})
	}
}

// droppedLines returns the raw lines of which no byte reached the text or
// a footnote: the running headers, footers and page numbers.
func droppedLines(doc *Document) []string {
	used := make([]bool, len(doc.Raw)+1)
	mark := func(off []int32) {
		for _, o := range off[:max(len(off)-1, 0)] {
			if int(o) < len(used) {
				used[o] = true
			}
		}
	}
	mark(doc.Offsets)
	for _, f := range doc.Footnotes {
		mark(f.Offsets)
	}
	var out []string
	start := 0
	for i := 0; i <= len(doc.Raw); i++ {
		if i < len(doc.Raw) && doc.Raw[i] != '\n' && doc.Raw[i] != '\f' && doc.Raw[i] != '\r' {
			continue
		}
		line := doc.Raw[start:i]
		any := false
		for k := start; k < i; k++ {
			if used[k] {
				any = true
				break
			}
		}
		if strings.TrimSpace(line) != "" && !any {
			out = append(out, strings.TrimSpace(line))
		}
		start = i + 1
	}
	return out
}

// withoutLines removes from text the lines equal to one of lines once
// digit runs are masked.
func withoutLines(text string, lines []string) string {
	drop := map[string]bool{}
	for _, l := range lines {
		drop[runningKey(l)] = true
	}
	var b strings.Builder
	for _, l := range strings.FieldsFunc(text, func(r rune) bool { return r == '\n' || r == '\f' }) {
		if !drop[runningKey(l)] {
			b.WriteString(l)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// TestJudgmentSuperscripts: in a real court PDF (Word 2010) the raised
// "11" of art. 393¹¹ k.p.c. arrives as a superscript, not as article 39311
// and not as a footnote mark.
func TestJudgmentSuperscripts(t *testing.T) {
	pdf := filepath.Join(sharedDir(t), "library", "judgments", "sn", "SN_III-KRS-2-02_2002-03-27.pdf")
	doc, err := File(t.Context(), pdf, Options{PDF: pdfPool(t)})
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(doc.Text), " ")
	for _, want := range []string{"(art. 393¹¹ § 2 KPC)", "zgodnie z art. 393¹¹ § 1 KPC"} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q", want)
		}
	}
	if strings.Contains(text, "39311") || strings.Contains(text, "art. 393 § 2 KPC)") {
		t.Error("the superscript was flattened or dropped")
	}
	if len(doc.Footnotes) != 0 {
		t.Errorf("footnotes %+v", doc.Footnotes)
	}
}
