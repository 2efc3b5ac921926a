package extract

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// devsetDir returns ../shared/devset/memos, or skips the test when absent.
func devsetDir(t testing.TB) string {
	t.Helper()
	dir := filepath.Join(filepath.Dir(sharedDir(t)), "devset", "memos")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("skipping: the development memos %s are absent", dir)
	}
	return dir
}

// mdNote is a footnote of a development memo's Markdown source: its number,
// text, and the words around its reference mark.
type mdNote struct {
	mark          string
	text          string
	before, after []string // up to 4 tokens before the [^n], 2 after
}

var (
	reMdDef = regexp.MustCompile(`(?m)^\[\^(\d+)\]:[ \t]*(.*)$`)
	reMdRef = regexp.MustCompile(`\[\^(\d+)\]`)
)

// mdFootnotes reads the footnotes of a Markdown memo written the devset's
// way (one-line definitions at the end, one reference each).
func mdFootnotes(t *testing.T, md string) []mdNote {
	t.Helper()
	body := md
	defs := reMdDef.FindAllStringSubmatchIndex(md, -1)
	if len(defs) > 0 {
		body = md[:defs[0][0]]
	}
	var out []mdNote
	for _, d := range defs {
		n := mdNote{mark: md[d[2]:d[3]], text: md[d[4]:d[5]]}
		ref := "[^" + n.mark + "]"
		i := strings.Index(body, ref)
		if i < 0 {
			t.Fatalf("footnote %s has no reference", n.mark)
		}
		strip := func(s string) string { return reMdRef.ReplaceAllString(s, " ") }
		n.before = lastN(tokens(normalize(strip(body[:i]))), 4)
		n.after = afterTokens(strip(body[i+len(ref):]))
		out = append(out, n)
	}
	return out
}

// afterTokens are the first two words after a reference mark; a list
// item's number is not one (the text of a DOCX list item has none).
func afterTokens(s string) []string {
	return firstN(tokens(normalize(reLineMarker.ReplaceAllString(s, ""))), 2)
}

var reLineMarker = regexp.MustCompile(`(?m)^[ \t]*\d{1,3}[.)][ \t]+`)

func lastN(s []string, n int) []string  { return s[max(len(s)-n, 0):] }
func firstN(s []string, n int) []string { return s[:min(n, len(s))] }

// noteScore compares the footnotes of a document with the Markdown truth.
type noteScore struct{ want, found, exact, refOK int }

func (s *noteScore) add(o noteScore) {
	s.want += o.want
	s.found += o.found
	s.exact += o.exact
	s.refOK += o.refOK
}

func scoreNotes(t *testing.T, label string, want []mdNote, doc *Document) noteScore {
	t.Helper()
	notes, _ := splitMargins(doc.Footnotes)
	sc := noteScore{want: len(want), found: len(notes)}
	for i, w := range want {
		if i >= len(notes) {
			t.Errorf("%s: footnote %s missing", label, w.mark)
			continue
		}
		f := notes[i]
		if f.Mark == w.mark && normalize(f.Text) == normalize(w.text) {
			sc.exact++
		} else {
			t.Errorf("%s: footnote %d = [%s] %q, want [%s] %q", label, i+1, f.Mark, f.Text, w.mark, w.text)
		}
		if f.Ref < 0 || f.Ref > len(doc.Text) {
			t.Errorf("%s: footnote %s has no reference offset (%d)", label, w.mark, f.Ref)
			continue
		}
		before := lastN(tokens(normalize(doc.Text[:f.Ref])), 4)
		after := afterTokens(doc.Text[f.Ref:])
		if strings.Join(before, " ") == strings.Join(w.before, " ") && strings.Join(after, " ") == strings.Join(w.after, " ") {
			sc.refOK++
		} else {
			t.Errorf("%s: footnote %s referenced at %q|%q, want %q|%q", label, w.mark, before, after, w.before, w.after)
		}
	}
	for _, f := range notes[min(len(want), len(notes)):] {
		t.Errorf("%s: extra footnote [%s] %q", label, f.Mark, f.Text)
	}
	return sc
}

// TestDevsetFootnotes: every footnote of the ten development memos, in
// their PDF (LibreOffice), DOCX (pandoc) and Markdown forms, is found with its number
// and text, out of the body, and referenced at the place of the [^n] of the
// Markdown source.
func TestDevsetFootnotes(t *testing.T) {
	dir := devsetDir(t)
	mds, _ := filepath.Glob(filepath.Join(dir, "memo_d*.md"))
	if len(mds) == 0 {
		t.Fatalf("no memos in %s", dir)
	}
	total := map[string]*noteScore{"pdf": {}, "docx": {}, "md": {}}
	for _, md := range mds {
		src, err := os.ReadFile(md)
		if err != nil {
			t.Fatal(err)
		}
		want := mdFootnotes(t, string(src))
		for _, ext := range []string{"pdf", "docx", "md"} {
			f := strings.TrimSuffix(md, ".md") + "." + ext
			doc, err := File(t.Context(), f, Options{PDF: pdfPool(t)})
			if err != nil {
				t.Fatal(err)
			}
			sc := scoreNotes(t, filepath.Base(f), want, doc)
			total[ext].add(sc)
			// No footnote text in the body, no mark glued to a word.
			for _, w := range want {
				if strings.Contains(normalize(doc.Text), normalize(w.text)) && len(w.text) > 12 {
					t.Errorf("%s: footnote %s text left in the body", filepath.Base(f), w.mark)
				}
			}
			for _, m := range reGluedMark.FindAllString(doc.Text, -1) {
				t.Errorf("%s: reference mark left in the body: %q", filepath.Base(f), m)
			}
		}
	}
	for _, ext := range []string{"pdf", "docx", "md"} {
		s := total[ext]
		t.Logf("devset %-4s footnotes expected %d, found %d, exact %d, reference at the right place %d", ext, s.want, s.found, s.exact, s.refOK)
	}
}

// reGluedMark finds a digit glued after a closing quotation mark or a
// sentence end: a footnote mark left in the body.
var reGluedMark = regexp.MustCompile(`[”"»][.]?\d+\b|[a-ząćęłńóśźż]{3}[.”]\d+\s`)

func TestMdFootnotesHelper(t *testing.T) {
	got := mdFootnotes(t, "Ala ma „kota”.[^1] Dalej tekst.\n\n[^1]: Wyrok SN.\n")
	if len(got) != 1 || got[0].mark != "1" || got[0].text != "Wyrok SN." || fmt.Sprint(got[0].before) != "[ala ma kota]" || fmt.Sprint(got[0].after) != "[dalej tekst]" {
		t.Errorf("%+v", got)
	}
	_ = strconv.Itoa
}

// texFootnotes reads the \footnote{…} of a corpus TeX source.
func texFootnotes(t *testing.T, tex string) []mdNote {
	t.Helper()
	if i := strings.Index(tex, `\begin{document}`); i >= 0 {
		tex = tex[i:]
	}
	type span struct{ start, end, textStart int }
	var notes []span
	for i := 0; ; {
		k := strings.Index(tex[i:], `\footnote{`)
		if k < 0 {
			break
		}
		s := i + k
		j, depth := s+len(`\footnote{`), 1
		for ; j < len(tex) && depth > 0; j++ {
			switch tex[j] {
			case '{':
				depth++
			case '}':
				depth--
			}
		}
		notes = append(notes, span{s, j, s + len(`\footnote{`)})
		i = j
	}
	plain := func(s string) string {
		s = strings.NewReplacer(`\-`, "", `~`, " ", `\S{}`, "§", `\S`, "§", `\%`, "%", `\,`, " ").Replace(s)
		return reTexCmd.ReplaceAllString(s, " ")
	}
	var out []mdNote
	for k, n := range notes {
		prev := 0
		if k > 0 {
			prev = notes[k-1].end
		}
		out = append(out, mdNote{
			mark:   strconv.Itoa(k + 1),
			text:   plain(tex[n.textStart : n.end-1]),
			before: lastN(tokens(normalize(plain(tex[prev:n.start]))), 4),
			after:  firstN(tokens(normalize(plain(tex[n.end:min(n.end+200, len(tex))]))), 2),
		})
	}
	return out
}

var reTexCmd = regexp.MustCompile(`\\[a-zA-Z]+\*?|[{}]`)

// odtFootnotes reads the footnotes of a corpus FODT source with the ODT
// reader (whose notes are exact: they are elements of the XML).
func odtFootnotes(t *testing.T, path string) []mdNote {
	t.Helper()
	doc, err := File(t.Context(), path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var out []mdNote
	notes, _ := splitMargins(doc.Footnotes)
	for _, f := range notes {
		out = append(out, mdNote{
			mark: f.Mark, text: f.Text,
			before: lastN(tokens(normalize(doc.Text[:f.Ref])), 4),
			after:  firstN(tokens(normalize(doc.Text[f.Ref:])), 2),
		})
	}
	return out
}

// TestCorpusFootnotes: the footnotes of the corpus PDFs (LibreOffice,
// pdfTeX, LuaTeX; 3 pages and 50) against their sources.
func TestCorpusFootnotes(t *testing.T) {
	corpus := filepath.Join(sharedDir(t), "corpus")
	read := func(p string) string {
		b, err := os.ReadFile(filepath.Join(corpus, p))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	cases := []struct {
		pdf  string
		want func() []mdNote
	}{
		{"pdf/memo-lo.pdf", func() []mdNote { return odtFootnotes(t, filepath.Join(corpus, "build/memo-lo.fodt")) }},
		{"pdf/memo-lo-nfd.pdf", func() []mdNote { return odtFootnotes(t, filepath.Join(corpus, "build/memo-lo-nfd.fodt")) }},
		{"pdf/memo-lo-nfd-shy.pdf", func() []mdNote { return odtFootnotes(t, filepath.Join(corpus, "build/memo-lo-nfd.fodt")) }},
		{"pdf/memo-lo-50p.pdf", func() []mdNote { return odtFootnotes(t, filepath.Join(corpus, "build/memo-lo-50p.fodt")) }},
		{"pdf/memo-pdflatex.pdf", func() []mdNote { return texFootnotes(t, read("build/memo-pdflatex.tex")) }},
		{"pdf/memo-pdflatex-50p.pdf", func() []mdNote { return texFootnotes(t, read("build/memo-pdflatex-50p.tex")) }},
		{"pdf/memo-lualatex.pdf", func() []mdNote { return texFootnotes(t, read("build/memo-lualatex.tex")) }},
	}
	var total noteScore
	for _, c := range cases {
		if testing.Short() && strings.Contains(c.pdf, "50p") {
			continue
		}
		want := c.want()
		doc, err := File(t.Context(), filepath.Join(corpus, c.pdf), Options{PDF: pdfPool(t)})
		if err != nil {
			t.Fatal(err)
		}
		sc := scoreNotes(t, c.pdf, want, doc)
		t.Logf("%-26s footnotes expected %d, found %d, exact %d, reference at the right place %d", c.pdf, sc.want, sc.found, sc.exact, sc.refOK)
		total.add(sc)
	}
	t.Logf("corpus PDFs: footnotes expected %d, found %d, exact %d, reference at the right place %d", total.want, total.found, total.exact, total.refOK)
}

// blockSig is a block as the agreement test compares it: its kind and its
// first word (list numbers and Markdown syntax aside).
func blockSig(doc *Document, b Block) string {
	text := doc.Text[b.Start:b.End]
	if b.Kind == BlockListItem {
		// "1." of a list item: in the text of MD and PDF, not of DOCX.
		if loc := reListMarker.FindStringIndex(text); loc != nil {
			text = text[loc[1]:]
		}
	}
	ws := tokens(normalize(text))
	first := ""
	if len(ws) > 0 {
		first = ws[0]
	}
	return string(b.Kind) + ":" + first
}

// TestDevsetBlocks: the block structure of the .md, .docx and .pdf of each
// development memo agrees: the same paragraphs, headings, list items and
// block quotations, in the same order, starting with the same word.
func TestDevsetBlocks(t *testing.T) {
	dir := devsetDir(t)
	mds, _ := filepath.Glob(filepath.Join(dir, "memo_d*.md"))
	kinds := []BlockKind{BlockParagraph, BlockHeading, BlockListItem, BlockQuote}
	count := map[string]map[BlockKind]int{}
	agree := map[string]int{}
	for _, md := range mds {
		sigs := map[string][]string{}
		for _, ext := range []string{"md", "docx", "pdf"} {
			f := strings.TrimSuffix(md, ".md") + "." + ext
			doc, err := File(t.Context(), f, Options{PDF: pdfPool(t)})
			if err != nil {
				t.Fatal(err)
			}
			checkBlocks(t, f, doc)
			if count[ext] == nil {
				count[ext] = map[BlockKind]int{}
			}
			for _, b := range doc.Blocks {
				count[ext][b.Kind]++
				sigs[ext] = append(sigs[ext], blockSig(doc, b))
			}
		}
		for _, ext := range []string{"docx", "pdf"} {
			if fmt.Sprint(sigs[ext]) == fmt.Sprint(sigs["md"]) {
				agree[ext]++
				continue
			}
			t.Errorf("%s.%s blocks differ from the .md:\n md   %q\n %-4s %q", filepath.Base(strings.TrimSuffix(md, ".md")), ext, sigs["md"], ext, sigs[ext])
		}
	}
	for _, ext := range []string{"md", "docx", "pdf"} {
		var parts []string
		for _, k := range kinds {
			parts = append(parts, fmt.Sprintf("%s %d", k, count[ext][k]))
		}
		line := fmt.Sprintf("devset %-4s blocks: %s", ext, strings.Join(parts, ", "))
		if ext != "md" {
			line += fmt.Sprintf("; memos whose blocks agree with the .md: %d/%d", agree[ext], len(mds))
		}
		t.Log(line)
	}
}

// TestCorpusBlocks measures the blocks of the corpus memo in every form
// against its ground truth (paragraphs with their kinds): how many of the
// truth's paragraphs start a block, with the right kind, and how many
// blocks start nowhere in the truth (a paragraph split in two).
func TestCorpusBlocks(t *testing.T) {
	corpus := filepath.Join(sharedDir(t), "corpus")
	tr, _ := loadTruth(t, filepath.Join(corpus, "memo.truth.json"))
	kindOf := map[string]BlockKind{"title": BlockHeading, "h": BlockHeading, "col-h3": BlockHeading,
		"meta": BlockParagraph, "p": BlockParagraph, "col-p": BlockParagraph, "sign": BlockParagraph, "table-row": BlockTableCell}
	key := func(s string) string { return strings.Join(firstN(tokens(normalize(s)), 3), " ") }
	files := []struct {
		file          string
		minStarts     int // of the 30 paragraphs of the truth
		minKinds      int
		maxExtra      int
		tableAsParas  bool
		headerOnFirst bool
	}{
		{"pdf/memo-lo.pdf", 27, 27, 1, true, true},
		{"pdf/memo-lo-nfd.pdf", 27, 27, 1, true, true},
		{"pdf/memo-pdflatex.pdf", 30, 30, 0, true, true},
		{"pdf/memo-lualatex.pdf", 30, 28, 0, true, true},
		{"docx/memo-lo.docx", 30, 30, 0, false, false},
		{"build/memo-lo.fodt", 30, 30, 0, false, false},
	}
	for _, f := range files {
		doc, err := File(t.Context(), filepath.Join(corpus, f.file), Options{PDF: pdfPool(t)})
		if err != nil {
			t.Fatal(err)
		}
		checkBlocks(t, f.file, doc)
		byKey := map[string]Block{}
		for _, b := range doc.Blocks {
			if _, dup := byKey[key(doc.Text[b.Start:b.End])]; !dup {
				byKey[key(doc.Text[b.Start:b.End])] = b
			}
		}
		starts, kinds := 0, 0
		truthKeys := map[string]bool{}
		for _, p := range tr.Paragraphs {
			k := key(p.Text)
			truthKeys[k] = true
			want := kindOf[p.Kind]
			if p.Kind == "table-row" {
				if f.tableAsParas {
					want = BlockParagraph // a PDF row is a line of text
				} else {
					// a row is cells in DOCX/ODT: its first cell starts it
					k = key(strings.Fields(p.Text)[0])
					truthKeys[k] = true
				}
			}
			b, ok := byKey[k]
			if !ok && p.Kind == "table-row" && !f.tableAsParas {
				for _, c := range doc.Blocks {
					if c.Kind == BlockTableCell && strings.HasPrefix(key(doc.Text[c.Start:c.End]), k) {
						b, ok = c, true
						break
					}
				}
			}
			if !ok {
				t.Logf("%s: no block starts %q", f.file, p.Text[:min(len(p.Text), 40)])
				continue
			}
			starts++
			if b.Kind == want {
				kinds++
			} else {
				t.Logf("%s: %q is %s, truth %s", f.file, p.Text[:min(len(p.Text), 30)], b.Kind, want)
			}
		}
		extra := 0
		for _, b := range doc.Blocks {
			k := key(doc.Text[b.Start:b.End])
			if !truthKeys[k] && b.Kind != BlockTableCell && !(f.headerOnFirst && strings.HasPrefix(k, "kancelaria radców prawnych")) && doc.Text[b.Start:b.End] != "Kwota" {
				extra++
				t.Logf("%s: extra block %q", f.file, doc.Text[b.Start:min(b.End, b.Start+50)])
			}
		}
		t.Logf("%-24s truth paragraphs %d: block starts %d, kinds right %d; blocks starting nowhere in the truth %d", f.file, len(tr.Paragraphs), starts, kinds, extra)
		if starts < f.minStarts || kinds < f.minKinds || extra > f.maxExtra {
			t.Errorf("%s: starts %d (min %d), kinds %d (min %d), extra %d (max %d)", f.file, starts, f.minStarts, kinds, f.minKinds, extra, f.maxExtra)
		}
	}
}
