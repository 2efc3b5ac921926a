package docxcomments

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/extract"
	"citeguard/internal/sharedtest"
	"citeguard/reports"
)

// syntheticMemo is a report for a DOCX with a claim on every third block
// (its middle words quoted) and one on every footnote, with every status
// in turn: to put comments on documents of every shape (text boxes,
// tables, footnotes, headers) without a library for them.
func syntheticMemo(t *testing.T, name string, data []byte) (*reports.Memo, *extract.Document) {
	t.Helper()
	doc, err := extract.Bytes(context.Background(), name, data, extract.Options{})
	if err != nil {
		t.Fatal(err)
	}
	statuses := []cite.Status{cite.Niezweryfikowany, cite.Zweryfikowany, cite.BrakZrodla, cite.Zmodyfikowany, cite.WymagaOsadu, cite.Kalibracja}
	m := &reports.Memo{Memo: filepath.Base(name)}
	add := func(c reports.Claim) {
		c.ID = "C" + itoa(len(m.Results)+1)
		c.ClaimType = cite.CytatDoslowny
		c.Category = reports.CategoryQuote
		c.Status = statuses[len(m.Results)%len(statuses)]
		c.WymaganyPoziom = "FRAGMENT"
		c.SourcePassage = "tekst źródła <w:t> & „cudzysłów”"
		c.Anchor = cite.Anchor{Sygnatura: "I CSK 1/20"}
		m.Results = append(m.Results, c)
	}
	for i, b := range doc.Blocks {
		if i%3 != 0 {
			continue
		}
		w := strings.Fields(doc.Text[b.Start:b.End])
		quote := strings.Join(w[len(w)/3:max(len(w)/3+1, 2*len(w)/3)], " ")
		add(reports.Claim{Quote: quote, MemoPassage: doc.Text[b.Start:b.End], Paragraph: i + 1})
	}
	for n := range noteNumbers(doc) {
		add(reports.Claim{Quote: "przypis", Footnote: n, MemoPassage: "tekst przypisu"})
	}
	m.Finish()
	return m, doc
}

// TestShapesOfDOCX: DOCX made by LibreOffice (a text box, a table, a
// header, footnotes) and by pandoc with several reference documents, and
// the check package's test memos.
func TestShapesOfDOCX(t *testing.T) {
	files, _ := filepath.Glob("../../extract/testdata/fixtures/*.docx")
	more, _ := filepath.Glob("../../extract/testdata/pagebreaks/*.docx")
	memos, _ := filepath.Glob("../../testdata/check/*.docx")
	files = append(append(files, more...), memos...)
	if len(files) < 5 {
		t.Fatalf("fixtures: %v", files)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, doc := syntheticMemo(t, f, data)
		out, err := Build(context.Background(), filepath.Base(f), data, doc, m, "", Options{Key: testKey})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		verifyCopy(t, f, data, out, m)
		// Again on the copy: its comments are kept, new ones get new ids.
		verifyCopy(t, f, out, copyOf(t, f, out, m), m)
	}
}

// TestBrokenPackages: what cannot be made a copy is an error naming the
// problem, never a panic and never a copy.
func TestBrokenPackages(t *testing.T) {
	good, err := os.ReadFile("testdata/memo-uwagi.libreoffice.docx")
	if err != nil {
		t.Fatal(err)
	}
	m, doc := syntheticMemo(t, "m.docx", good)
	rezip := func(edit func(name string, b []byte) (string, []byte)) []byte { return rezip(good, edit) }
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"not a zip", []byte("%PDF-1.7 no zip"), "not a DOCX"},
		{"truncated", good[:len(good)/2], "not a DOCX"},
		{"no main part", rezip(func(n string, b []byte) (string, []byte) {
			if n == "word/document.xml" {
				return "", nil
			}
			return n, b
		}), "no main document part"},
		{"main part not XML", rezip(func(n string, b []byte) (string, []byte) {
			if n == "word/document.xml" {
				return n, b[:len(b)-40]
			}
			return n, b
		}), "XML syntax error"},
		{"no content types", rezip(func(n string, b []byte) (string, []byte) {
			if n == "[Content_Types].xml" {
				return "", nil
			}
			return n, b
		}), "Content_Types"},
		{"rels not XML", rezip(func(n string, b []byte) (string, []byte) {
			if n == "word/_rels/document.xml.rels" {
				return n, []byte("<Relationships")
			}
			return n, b
		}), ""},
		{"twice the same entry", rezip(func(n string, b []byte) (string, []byte) {
			if n == "docProps/app.xml" {
				return "word/document.xml", b
			}
			return n, b
		}), ""},
	}
	for _, c := range cases {
		out, err := Build(context.Background(), "m.docx", c.data, doc, m, "", Options{Key: testKey})
		if err == nil || out != nil {
			t.Errorf("%s: a copy (%d bytes), err %v", c.name, len(out), err)
			continue
		}
		if !strings.Contains(err.Error(), "m.docx") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q, want it to name the memo and say %q", c.name, err, c.want)
		}
		if c.want == "not a DOCX" && !errors.Is(err, ErrNotDOCX) {
			t.Errorf("%s: %v is not ErrNotDOCX", c.name, err)
		}
	}
}

// rezip is a package with each entry passed through edit (a "" name
// leaves it out).
func rezip(data []byte, edit func(name string, b []byte) (string, []byte)) []byte {
	zr, _ := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range zr.File {
		rc, _ := f.Open()
		var b bytes.Buffer
		b.ReadFrom(rc)
		rc.Close()
		name, out := edit(f.Name, b.Bytes())
		if name == "" {
			continue
		}
		w, _ := zw.Create(name)
		w.Write(out)
	}
	zw.Close()
	return buf.Bytes()
}

// TestUnusualPackages: a comments relationship whose part is missing gets
// that part (not a second relationship); a main part without relationships
// gets them; a package whose main part is not word/document.xml.
func TestUnusualPackages(t *testing.T) {
	pandoc, _ := os.ReadFile("testdata/memo-uwagi.pandoc.docx")
	lo, _ := os.ReadFile("testdata/memo-uwagi.libreoffice.docx")
	for name, data := range map[string][]byte{
		"dangling comments relationship": rezip(pandoc, func(n string, b []byte) (string, []byte) {
			if n == "word/comments.xml" {
				return "", nil
			}
			return n, b
		}),
		"no relationships of the main part": rezip(lo, func(n string, b []byte) (string, []byte) {
			if n == "word/_rels/document.xml.rels" {
				return "", nil
			}
			return n, b
		}),
	} {
		m, doc := syntheticMemo(t, name+".docx", data)
		out, err := Build(context.Background(), name+".docx", data, doc, m, "", Options{Key: testKey})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		verifyCopy(t, name, data, out, m)
		parts, _ := zipParts(t, out)
		if n := strings.Count(string(parts["word/_rels/document.xml.rels"]), "relationships/comments"); n != 1 {
			t.Errorf("%s: %d comments relationships", name, n)
		}
	}
}

// FuzzSplice: any bytes as the main document part give an error or a
// well-formed part with every comment's markers in it, never a panic.
func FuzzSplice(f *testing.F) {
	for _, p := range []string{"testdata/memo-uwagi.pandoc.docx", "testdata/memo-uwagi.libreoffice.docx", "../../extract/testdata/fixtures/opinia.docx"} {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		parts, _ := zipParts(f, data)
		f.Add(parts["word/document.xml"], "kara umowna")
	}
	w := `xmlns:w="` + nsW + `"`
	for _, s := range []string{
		`<w:document ` + w + `><w:body><w:p/><w:p><w:pPr/><w:r><w:t>kara umowna</w:t></w:r></w:p></w:body></w:document>`,
		`<document xmlns="` + nsW + `"><body><p><r><t>kara umowna</t></r></p></body></document>`,
		`<w:document ` + w + `><w:p><w:p><w:r><w:t>a</w:t></w:r></w:p></w:p></w:document>`,
		`<w:p ` + w + `>`, `<?xml version="1.0"?>`, ``,
	} {
		f.Add([]byte(s), "a")
	}
	f.Fuzz(func(t *testing.T, doc []byte, find string) {
		lay, err := parseLayout(doc, 64)
		if err != nil {
			return
		}
		var anchors []anchor
		for i := range lay.paras {
			if lay.paras[i].empty {
				continue
			}
			a := anchor{id: 1000 + i, para: i, span: whole}
			if sp, ok := lay.locate(i, []string{find}); ok {
				a.span = sp
			}
			anchors = append(anchors, a)
		}
		out, err := lay.splice(anchors, nil)
		if err != nil {
			return // well-formedness refused: an error, as promised
		}
		if err := wellFormed(out); err != nil {
			t.Fatalf("not well-formed: %v", err)
		}
		for _, a := range anchors {
			if !bytes.Contains(out, []byte(`:commentReference `)) || !bytes.Contains(out, []byte(`id="`+itoa(a.id)+`"`)) {
				t.Fatalf("comment %d missing", a.id)
			}
		}
	})
}

// TestSharedCorpus: the extraction corpus's DOCX — Word-style XML with
// runs split mid-word, rsids, proofErr, bookmarks, tracked changes,
// fields, hyperlinks, a content control, a text box, hidden text, an NFD
// paragraph and a comment already there; LibreOffice's 50-page memo — get
// a valid copy; its malformed DOCX an error, never a panic or a copy.
func TestSharedCorpus(t *testing.T) {
	dir := sharedtest.Path(t, "testdata/corpus")
	for _, f := range []string{"docx/memo-word.docx", "docx/memo-lo.docx", "docx/memo-lo-50p.docx"} {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		m, doc := syntheticMemo(t, f, data)
		out, err := Build(context.Background(), filepath.Base(f), data, doc, m, "", Options{Key: testKey})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		verifyCopy(t, f, data, out, m)
		if f == "docx/memo-word.docx" {
			n := 0
			for i := range m.Results {
				if reports.NeedsComment(&m.Results[i]) {
					n++
				}
			}
			lawyerView(t, f, out, 1+n)
		}
	}
	bad, _ := filepath.Glob(filepath.Join(dir, "malformed", "*.docx"))
	if len(bad) == 0 {
		t.Fatal("no malformed DOCX in the corpus")
	}
	for _, f := range bad {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m := &reports.Memo{Memo: filepath.Base(f)}
		m.Finish()
		// The check fails such a memo (its extraction fails); whatever
		// Document comes with it, Build makes no copy of it.
		doc, _ := extract.Bytes(context.Background(), f, data, extract.Options{})
		if doc == nil {
			doc = &extract.Document{}
		}
		if out, err := Build(context.Background(), filepath.Base(f), data, doc, m, "", Options{Key: testKey}); err == nil || out != nil {
			t.Errorf("%s: a copy of a malformed DOCX (%d bytes, err %v)", f, len(out), err)
		}
	}
}

// FuzzBuild: any bytes as the main part of a real package give an error
// or a copy whose parts are well-formed and that reads as the same text —
// never a panic.
func FuzzBuild(f *testing.F) {
	pkg, err := os.ReadFile("testdata/memo-uwagi.libreoffice.docx")
	if err != nil {
		f.Fatal(err)
	}
	parts, _ := zipParts(f, pkg)
	f.Add(parts["word/document.xml"], "skarga kasacyjna", uint8(4))
	w := `xmlns:w="` + nsW + `"`
	f.Add([]byte(`<w:document `+w+`><w:body><w:p><w:r><w:t>ab</w:t></w:r><w:r><w:t>cd kara</w:t></w:r></w:p></w:body></w:document>`), "bcd", uint8(1))
	f.Add([]byte(`<w:document `+w+`><w:body><w:p/></w:body></w:document>`), "x", uint8(1))
	f.Fuzz(func(t *testing.T, doc []byte, quote string, para uint8) {
		data := rezip(pkg, func(n string, b []byte) (string, []byte) {
			if n == "word/document.xml" {
				return n, doc
			}
			return n, b
		})
		m := &reports.Memo{Memo: "m.docx", Results: []reports.Claim{
			{ID: "C1", ClaimType: cite.CytatDoslowny, Status: cite.Niezweryfikowany, Quote: quote, Paragraph: int(para)},
			{ID: "C2", ClaimType: cite.Powolanie, Status: cite.BrakZrodla, ClaimText: quote, Footnote: 1},
		}}
		m.Finish()
		d1, err := extract.Bytes(context.Background(), "m.docx", data, extract.Options{})
		if err != nil {
			return // the check fails the memo: no copy is asked for
		}
		out, err := Build(context.Background(), "m.docx", data, d1, m, "", Options{Key: testKey})
		if err != nil {
			return
		}
		parts, _ := zipParts(t, out)
		for n, b := range parts {
			if strings.HasSuffix(n, ".xml") || strings.HasSuffix(n, ".rels") {
				if err := wellFormed(b); err != nil {
					t.Fatalf("%s not well-formed: %v", n, err)
				}
			}
		}
		d2, err := extract.Bytes(context.Background(), "m.docx", out, extract.Options{})
		if err != nil || d1.Text != d2.Text {
			t.Fatalf("the copy reads differently: %v", err)
		}
	})
}
