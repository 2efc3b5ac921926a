package extract

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestDOCXBlockXMLOffset: every block of a DOCX body that comes from a w:p
// of the main part says where that w:p starts, and the w:p there holds the
// block's text — on a hand-made package (paragraphs, a table cell, a text
// box inside a paragraph) and on the DOCX fixtures made by pandoc, Word and
// LibreOffice.
func TestDOCXBlockXMLOffset(t *testing.T) {
	box := `<w:p><w:r><w:t>Kotwica ramki.</w:t></w:r><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx><w:txbxContent>` +
		p(r("Tekst w ramce.")) + `</w:txbxContent></wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><w:txbxContent>` + p(r("Tekst w ramce.")) +
		`</w:txbxContent></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`
	made := makeDOCX(t, "word/document.xml", p(r("Pierwszy akapit."))+`<w:tbl><w:tr><w:tc>`+p(r("Komórka."))+`</w:tc></w:tr></w:tbl>`+box+p(r("Ostatni.")), "")
	files := map[string][]byte{"made.docx": made}
	paths, _ := filepath.Glob("testdata/fixtures/*.docx")
	more, _ := filepath.Glob("testdata/pagebreaks/*.docx")
	for _, f := range append(paths, more...) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		files[f] = b
	}
	tag := regexp.MustCompile(`^<(\w+:)?p[ />]`)
	for name, data := range files {
		doc, err := Bytes(context.Background(), name, data, Options{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		xml := mainPartXML(t, data)
		withOffset := 0
		for i, b := range doc.Blocks {
			if b.XMLOffset == 0 {
				continue
			}
			withOffset++
			if b.XMLOffset >= len(xml) || !tag.Match(xml[b.XMLOffset:]) {
				t.Errorf("%s: block %d (%q): offset %d is not a w:p start tag", name, i, doc.Text[b.Start:b.End], b.XMLOffset)
				continue
			}
			// The paragraph's XML holds the block's first word.
			first := regexp.MustCompile(`^\S+`).FindString(doc.Text[b.Start:b.End])
			if el := elementAt(xml, b.XMLOffset); !bytes.Contains(letters(el), letters([]byte(first))) {
				t.Errorf("%s: block %d (%q): the w:p at %d does not hold %q", name, i, doc.Text[b.Start:b.End], b.XMLOffset, first)
			}
		}
		if withOffset*10 < len(doc.Blocks)*9 {
			t.Errorf("%s: only %d of %d blocks have an offset", name, withOffset, len(doc.Blocks))
		}
	}
}

// elementAt is the element that starts at offset at of doc, whole.
func elementAt(doc []byte, at int) []byte {
	dec := xml.NewDecoder(bytes.NewReader(doc[at:]))
	depth := 0
	for {
		tok, err := dec.RawToken()
		if err != nil {
			return nil
		}
		switch tok.(type) {
		case xml.StartElement:
			depth++
		case xml.EndElement:
			if depth--; depth == 0 {
				return doc[at : at+int(dec.InputOffset())]
			}
		}
	}
}

// letters are the letters of XML text outside its tags.
func letters(xml []byte) []byte {
	var out []byte
	in := false
	for _, c := range string(xml) {
		switch {
		case c == '<':
			in = true
		case c == '>':
			in = false
		case !in && unicode.IsLetter(c):
			out = utf8.AppendRune(out, c)
		}
	}
	return out
}

// mainPartXML is word/document.xml of a package, inflated.
func mainPartXML(t *testing.T, data []byte) []byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range zr.File {
		if f.Name == "word/document.xml" {
			rc, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			defer rc.Close()
			b, err := io.ReadAll(rc)
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
	}
	t.Fatal("no word/document.xml")
	return nil
}
