package extract

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var updateUnread = flag.Bool("update-unread", false, "rewrite testdata/unread from the builders of unreadFixtures")

// unreadFixture is one construct of a hostile campaign that put a
// fabricated citation where the check did not read it, as a file: the
// Unread kind it must give, or the error it must be refused with, or (for
// Markdown, read as rendered) the text it must read.
type unreadFixture struct {
	file     string
	data     []byte
	kind     string // the Unread kind (its Text holds the citation's number)
	refused  error  // or: the error
	readText string // or: text the document's Text holds
}

// unreadFixtures builds the fixtures of testdata/unread (written by
// `go test ./extract -run TestUnreadFixtures -update-unread`).
func unreadFixtures(t testing.TB) []unreadFixture {
	const (
		fake  = "wyrok SN z dnia 1 lutego 2020 r., II CSK 9902/20"
		w16du = `xmlns:w16du="http://schemas.microsoft.com/office/word/2023/wordml/word16du"`
	)
	odt := func(body string) []byte {
		return makeZip(t, "mimetype", "application/vnd.oasis.opendocument.text", "content.xml", odtHead+body+odtTail)
	}
	body := "BT /F1 12 Tf 72 760 Td (Memo: teza bez cytatu, tylko tekst.) Tj ET"
	annot := func(a string) []byte { return minimalPDF(body, "/Annots [6 0 R]", "", a) }
	cmap := "begincmap\n1 begincodespacerange <00> <FF> endcodespacerange\n9 beginbfchar\n<49> <0020>\n<20> <0020>\n<43> <0020>\n<53> <0020>\n<4B> <0020>\n<39> <0020>\n<30> <0020>\n<32> <0020>\n<2F> <0020>\nendbfchar\nendcmap"
	blank := bytes.Replace(minimalPDF(body+"\nBT /F2 12 Tf 72 700 Td (II CSK 9902/20) Tj ET", "", "",
		"<< /Length "+fmt.Sprint(len(cmap))+" >>\nstream\n"+cmap+"\nendstream", "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 6 0 R >>"),
		[]byte("/Font << /F1 4 0 R >>"), []byte("/Font << /F1 4 0 R /F2 7 0 R >>"), 1)
	bound := `<w:sdt><w:sdtPr><w:dataBinding w:prefixMappings="xmlns:ns0='urn:example:memo'" w:xpath="/ns0:memo[1]/ns0:cyt[1]" w:storeItemID="{AB12}"/></w:sdtPr><w:sdtContent>` + p(r("Teza.")) + `</w:sdtContent></w:sdt>`
	store := []string{
		"customXml/item1.xml", `<?xml version="1.0"?><ns0:memo xmlns:ns0="urn:example:memo"><ns0:cyt>Zob. ` + fake + `.</ns0:cyt></ns0:memo>`,
		"customXml/itemProps1.xml", `<?xml version="1.0"?><ds:datastoreItem ds:itemID="{AB12}" xmlns:ds="http://schemas.openxmlformats.org/officeDocument/2006/customXml"/>`,
	}
	return []unreadFixture{
		{file: "alternate-content.docx", kind: UnreadAlternate,
			data: docxPackage(t, p(`<mc:AlternateContent `+w16du+`><mc:Choice Requires="w16du">`+r("Teza.")+`</mc:Choice><mc:Fallback>`+r("Zob. "+fake)+`</mc:Fallback></mc:AlternateContent>`), "", "")},
		{file: "bound-control.docx", kind: UnreadBound, data: docxPackage(t, bound, "", "", store...)},
		{file: "two-document-parts.docx", refused: ErrCorrupt,
			data: docxPackage(t, p(r("Teza.")), "", "", "word/document.xml", `<?xml version="1.0"?><w:document `+wNS+`><w:body>`+p(r("Zob. "+fake))+`</w:body></w:document>`)},
		{file: "user-field.odt", kind: UnreadUserField,
			data: odt(`<text:user-field-decls><text:user-field-decl text:name="c" office:value-type="string" office:string-value="Zob. ` + fake + `"/></text:user-field-decls><text:p>Teza: <text:user-field-get text:name="c">brak</text:user-field-get>.</text:p>`)},
		{file: "hidden-text.odt", kind: UnreadConditional,
			data: odt(`<text:p>Teza. <text:hidden-text text:condition="ooow:1==2" text:string-value="Zob. ` + fake + `" text:is-hidden="true"/></text:p>`)},
		{file: "conditional-text.odt", kind: UnreadConditional,
			data: odt(`<text:p><text:conditional-text text:condition="ooow:x" text:string-value-if-true="Teza" text:string-value-if-false="Zob. ` + fake + `">Teza</text:conditional-text></text:p>`)},
		{file: "freetext.pdf", kind: UnreadAnnotation, data: annot("<< /Type /Annot /Subtype /FreeText /Rect [72 600 400 640] /Contents (Zob. II CSK 9902/20) /DA (/Helv 12 Tf 0 g) >>")},
		{file: "stamp.pdf", kind: UnreadAnnotation, data: annot("<< /Type /Annot /Subtype /Stamp /Rect [72 600 400 640] /Contents (II CSK 9902/20) >>")},
		{file: "form-field.pdf", kind: UnreadAnnotation, data: annot("<< /Type /Annot /Subtype /Widget /FT /Tx /T (f) /Rect [72 600 400 640] /V (wyrok SN II CSK 9902/20) >>")},
		{file: "blank-font.pdf", kind: UnreadBlankText, data: blank},
		{file: "inline-html.md", readText: "II CSK 9902/20", data: []byte("Zob. wyrok SN z dnia 1 lutego 2020 r., <span>II</span>&#32;CSK 9902/20.\n")},
	}
}

// TestUnreadFixtures: each file of testdata/unread — a construct that once
// carried a fabricated citation past the check — is read with its Unread
// kind, refused, or (Markdown) read as a renderer shows it. The files are
// this test's builders' output (-update-unread rewrites them); they are
// committed so that other readers and tools can be tried on them.
func TestUnreadFixtures(t *testing.T) {
	dir := filepath.Join("testdata", "unread")
	fixtures := unreadFixtures(t)
	if *updateUnread {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, f := range fixtures {
			if err := os.WriteFile(filepath.Join(dir, f.file), f.data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	pool := pdfPool(t)
	for _, f := range fixtures {
		t.Run(f.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, f.file))
			if err != nil {
				t.Fatalf("%v (rewrite with -update-unread)", err)
			}
			if !bytes.Equal(data, f.data) {
				t.Errorf("%s differs from its builder's output (rewrite with -update-unread)", f.file)
			}
			doc, err := Bytes(t.Context(), f.file, data, Options{PDF: pool, Viewer: true})
			switch {
			case f.refused != nil:
				if !errors.Is(err, f.refused) {
					t.Errorf("error %v, want %v", err, f.refused)
				}
			case err != nil:
				t.Fatal(err)
			case f.readText != "":
				if !strings.Contains(doc.Text, f.readText) {
					t.Errorf("text %q, want it to hold %q", doc.Text, f.readText)
				}
			case len(doc.Unread) != 1 || doc.Unread[0].Kind != f.kind:
				t.Errorf("unread %+v, want one %s", doc.Unread, f.kind)
			case f.kind != UnreadBlankText && !strings.Contains(doc.Unread[0].Text, "9902/20"):
				t.Errorf("unread %+v does not quote the text left unread", doc.Unread[0])
			}
		})
	}
}
