package extract

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// pagebreakDir holds memos written like the development memos but long
// enough that their footnotes sit under full pages of text, with
// quotations and block quotations running over page breaks (README
// there says how each form was made). The Markdown is the truth.
const pagebreakDir = "testdata/pagebreaks"

// blockSigFull is a block as the page-break test compares it: its kind,
// its first word and its last three words, so that a block cut by a page
// break, or a footnote's text run into it, shows.
func blockSigFull(doc *Document, b Block) string {
	ws := tokens(normalize(reMdRef.ReplaceAllString(doc.Text[b.Start:b.End], " ")))
	if b.Kind == BlockListItem && doc.Format != FormatDOCX && doc.Format != FormatODT && len(ws) > 0 {
		ws = ws[1:] // the list number: in the text of MD and PDF only
	}
	if len(ws) == 0 {
		return string(b.Kind)
	}
	return fmt.Sprintf("%s:%s…%s", b.Kind, ws[0], strings.Join(lastN(ws, 3), " "))
}

// memoForms calls fn for every PDF and DOCX form of every memo_*.md of
// dir (the forms are named after the memo: memo_p01.pdf,
// memo_p01.letter.docx…; for the page-break memos PDF printed by
// LibreOffice from pandoc's DOCX in several page sizes, margins and fonts,
// from pandoc's ODT, and from a DOCX in Word's default layout) with the
// memo's Markdown source and the Markdown read as a document.
func memoForms(t *testing.T, dir string, fn func(name, src string, md, doc *Document)) {
	mds, _ := filepath.Glob(filepath.Join(dir, "memo_*.md"))
	if len(mds) == 0 {
		t.Fatalf("no memos in %s", dir)
	}
	for _, md := range mds {
		src, err := os.ReadFile(md)
		if err != nil {
			t.Fatal(err)
		}
		mdDoc, err := File(t.Context(), md, Options{})
		if err != nil {
			t.Fatal(err)
		}
		base := strings.TrimSuffix(md, ".md")
		var files []string
		for _, ext := range []string{"pdf", "docx"} {
			fs, _ := filepath.Glob(base + "*." + ext)
			files = append(files, fs...)
		}
		sort.Strings(files)
		for _, f := range files {
			doc, err := File(t.Context(), f, Options{PDF: pdfPool(t)})
			if err != nil {
				t.Fatal(err)
			}
			fn(filepath.Base(f), string(src), mdDoc, doc)
		}
	}
}

// TestPagebreakFootnotes: in every form of the page-break memos every
// footnote is found with its number and its text, referenced at the place
// of its [^n], and none of its text or marks is left in the body — notes
// under full pages of text, several to a page, „Tamże.” on two pages at
// one height, marks after a closing quotation mark and after a block
// quotation.
func TestPagebreakFootnotes(t *testing.T) {
	checkMemoFootnotes(t, pagebreakDir, "page-break memos")
}

// checkMemoFootnotes checks the footnotes of every form of the memos of
// dir against their Markdown and logs the totals under label.
func checkMemoFootnotes(t *testing.T, dir, label string) {
	total := map[Format]*noteScore{}
	memoForms(t, dir, func(name, src string, _, doc *Document) {
		want := mdFootnotes(t, src)
		if total[doc.Format] == nil {
			total[doc.Format] = &noteScore{}
		}
		sc := scoreNotes(t, name, want, doc)
		total[doc.Format].add(sc)
		for _, w := range want {
			if len(w.text) > 12 && strings.Contains(normalize(doc.Text), normalize(w.text)) {
				t.Errorf("%s: footnote %s text left in the body", name, w.mark)
			}
		}
		for _, m := range reGluedMark.FindAllString(doc.Text, -1) {
			t.Errorf("%s: reference mark left in the body: %q", name, m)
		}
		t.Logf("%-26s footnotes expected %d, found %d, exact %d, at their place %d", name, sc.want, sc.found, sc.exact, sc.refOK)
	})
	for _, f := range []Format{FormatPDF, FormatDOCX} {
		if s := total[f]; s != nil {
			t.Logf("%s %-4s footnotes expected %d, found %d, exact %d, at their place %d", label, f, s.want, s.found, s.exact, s.refOK)
		}
	}
}

// TestPagebreakBlocks: the blocks of every form of the page-break memos
// are those of the Markdown: the same kinds, starting and ending with the
// same words — a paragraph, a quotation or a block quotation over a page
// break is one block, with the page's notes and footer out of it.
func TestPagebreakBlocks(t *testing.T) {
	checkMemoBlocks(t, pagebreakDir, "page-break memos")
}

// checkMemoBlocks checks the blocks of every form of the memos of dir
// against their Markdown and logs the totals under label.
func checkMemoBlocks(t *testing.T, dir, label string) {
	agree, forms := map[Format]int{}, map[Format]int{}
	memoForms(t, dir, func(name, _ string, md, doc *Document) {
		checkBlocks(t, name, doc)
		var want, got []string
		for _, b := range md.Blocks {
			want = append(want, blockSigFull(md, b))
		}
		for _, b := range doc.Blocks {
			got = append(got, blockSigFull(doc, b))
		}
		forms[doc.Format]++
		if d := sigDiff(want, got); d != "" {
			t.Errorf("%s: blocks differ from the .md:\n%s", name, d)
			return
		}
		agree[doc.Format]++
	})
	for _, f := range []Format{FormatPDF, FormatDOCX} {
		t.Logf("%s %-4s: files whose blocks agree with the .md %d/%d", label, f, agree[f], forms[f])
	}
}

// sigDiff lists the blocks of got that differ from want, position by
// position after the longest common prefix and suffix, or "" when equal.
func sigDiff(want, got []string) string {
	if fmt.Sprint(want) == fmt.Sprint(got) {
		return ""
	}
	p := 0
	for p < len(want) && p < len(got) && want[p] == got[p] {
		p++
	}
	s := 0
	for s < len(want)-p && s < len(got)-p && want[len(want)-1-s] == got[len(got)-1-s] {
		s++
	}
	var b strings.Builder
	fmt.Fprintf(&b, "  from block %d:\n", p)
	for _, w := range want[p : len(want)-s] {
		fmt.Fprintf(&b, "  - %s\n", w)
	}
	for _, g := range got[p : len(got)-s] {
		fmt.Fprintf(&b, "  + %s\n", g)
	}
	return b.String()
}
