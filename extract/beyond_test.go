package extract

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBeyondText: what a DOCX or ODT carries beyond its text — comments,
// tracked changes — is reported, and the near misses of the constructs of
// testdata/unread (TestUnreadFixtures) are not Unread: the same text in
// every branch, a bound control holding its value, plainly hidden text, a
// user field shown as held; an XPath Word does not write is.
func TestBeyondText(t *testing.T) {
	const (
		fake   = "II CSK 9902/20"
		w16du  = `xmlns:w16du="http://schemas.microsoft.com/office/word/2023/wordml/word16du"`
		custNS = "urn:example:memo"
	)
	ctrl := func(xpath, shown string) string {
		return `<w:sdt><w:sdtPr><w:dataBinding w:prefixMappings="xmlns:ns0='` + custNS + `'" w:xpath="` + xpath + `" w:storeItemID="{AB12}"/></w:sdtPr><w:sdtContent>` + p(r(shown)) + `</w:sdtContent></w:sdt>`
	}
	store := []string{
		"customXml/item1.xml", `<?xml version="1.0"?><ns0:memo xmlns:ns0="` + custNS + `"><ns0:cyt>Zob. wyrok SN, ` + fake + `.</ns0:cyt><ns0:cyt>Tekst.</ns0:cyt></ns0:memo>`,
		"customXml/itemProps1.xml", `<?xml version="1.0"?><ds:datastoreItem ds:itemID="{ab12}" xmlns:ds="http://schemas.openxmlformats.org/officeDocument/2006/customXml"/>`,
	}
	comments := `<?xml version="1.0"?><w:comments ` + wNS + `><w:comment w:id="0" w:author="Jan Nowak" w:initials="JN">` + p(r("Sprawdź ")+r(fake)) + p(r("pilne")) + `</w:comment></w:comments>`
	relComments := `<Relationship Id="rIdC" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="comments.xml"/>`
	alt := func(choice, fallback string) string {
		return p(`<mc:AlternateContent ` + w16du + `><mc:Choice Requires="w16du">` + r(choice) + `</mc:Choice><mc:Fallback>` + r(fallback) + `</mc:Fallback></mc:AlternateContent>`)
	}
	odt := func(body string) []byte {
		return makeZip(t, "mimetype", "application/vnd.oasis.opendocument.text", "content.xml", odtHead+body+odtTail)
	}
	tests := []struct {
		name     string
		file     string
		data     []byte
		unread   string // the kind of Unread wanted ("" for none)
		text     string // in the Unread's text
		comments int
		changes  int
	}{
		{name: "alternate content, same text", file: "m.docx", data: docxPackage(t, alt("Teza "+fake, "Teza "+fake), "", "")},
		{name: "bound control holds its value", file: "m.docx", data: docxPackage(t, ctrl("/ns0:memo[1]/ns0:cyt[2]", "Tekst."), "", "", store...)},
		{name: "bound control, XPath not evaluable", file: "m.docx", data: docxPackage(t, ctrl("/ns0:memo[1]/ns0:cyt[last()]", "Tekst."), "", "", store...), unread: UnreadBound, text: "powiązanie"},
		{name: "comments and tracked changes", file: "m.docx", data: docxPackage(t, p(`<w:ins w:id="1" w:author="A">`+r("nowe")+`</w:ins><w:del w:id="2" w:author="A"><w:r><w:delText>stare</w:delText></w:r></w:del>`), relComments, "", "word/comments.xml", comments), comments: 1, changes: 2},
		{name: "ODT user field shown as held", file: "m.odt", data: odt(`<text:user-field-decls><text:user-field-decl text:name="c" office:value-type="string" office:string-value="Teza"/></text:user-field-decls><text:p><text:user-field-get text:name="c">Teza</text:user-field-get></text:p>`)},
		{name: "ODT hidden text, plainly hidden", file: "m.odt", data: odt(`<text:p>A <text:hidden-text text:condition="ooow:TRUE" text:string-value="Zob. ` + fake + `"/></text:p>`)},
		{name: "ODT annotation and tracked change", file: "m.odt", data: odt(`<text:tracked-changes><text:changed-region text:id="c1"><text:deletion/></text:changed-region></text:tracked-changes><text:p>A<office:annotation><dc:creator>Jan Nowak</dc:creator><dc:date>2026-01-01</dc:date><text:p>Sprawdź ` + fake + `</text:p></office:annotation>B</text:p>`), comments: 1, changes: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := Bytes(t.Context(), tt.file, tt.data, Options{})
			if err != nil {
				t.Fatal(err)
			}
			kinds := []string{}
			for _, u := range doc.Unread {
				kinds = append(kinds, u.Kind+": "+u.Text)
			}
			switch {
			case tt.unread == "" && len(doc.Unread) > 0:
				t.Errorf("unread %q, want none", kinds)
			case tt.unread != "" && (len(doc.Unread) != 1 || doc.Unread[0].Kind != tt.unread || !strings.Contains(doc.Unread[0].Text, tt.text)):
				t.Errorf("unread %q, want one %s with %q", kinds, tt.unread, tt.text)
			}
			if len(doc.Comments) != tt.comments || doc.TrackedChanges != tt.changes {
				t.Errorf("comments %+v, tracked changes %d; want %d, %d", doc.Comments, doc.TrackedChanges, tt.comments, tt.changes)
			}
			if tt.comments > 0 && (doc.Comments[0].Author != "Jan Nowak" || !strings.Contains(doc.Comments[0].Text, fake)) {
				t.Errorf("comment %+v", doc.Comments[0])
			}
		})
	}
}

// TestDuplicatePartRefused: a package with two entries of one part name
// is refused — Word and Go's reader take the first, LibreOffice the last.
func TestDuplicatePartRefused(t *testing.T) {
	good := docxPackage(t, p(r("Teza.")), "", "")
	for _, tt := range []struct{ name, dup string }{{"same name", "word/document.xml"}, {"other case", "WORD/Document.xml"}, {"backslash", `word\document.xml`}} {
		t.Run(tt.name, func(t *testing.T) {
			data := docxPackage(t, p(r("Teza.")), "", "", tt.dup, `<?xml version="1.0"?><w:document `+wNS+`><w:body>`+p(r("Zob. II CSK 9902/20"))+`</w:body></w:document>`)
			_, err := Bytes(t.Context(), "m.docx", data, Options{})
			if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "two zip entries") {
				t.Errorf("error %v, want ErrCorrupt naming the two entries", err)
			}
		})
	}
	if _, err := Bytes(t.Context(), "m.docx", good, Options{}); err != nil {
		t.Errorf("a package without duplicates: %v", err)
	}
	odt := makeZip(t, "mimetype", "application/vnd.oasis.opendocument.text", "content.xml", odtHead+`<text:p>A</text:p>`+odtTail, "content.xml", odtHead+`<text:p>B</text:p>`+odtTail)
	if _, err := Bytes(t.Context(), "m.odt", odt, Options{}); !errors.Is(err, ErrCorrupt) {
		t.Errorf("ODT with two content.xml: %v, want ErrCorrupt", err)
	}
}

// TestBeyondTextCleanCorpus: no DOCX or ODT of the development sets and
// the extraction corpus reports unread content — a gate fails a memo with
// any, so a false one would fail real memos.
func TestBeyondTextCleanCorpus(t *testing.T) {
	shared := sharedDir(t)
	files := sharedFiles(shared, ".docx", ".odt")
	if len(files) == 0 {
		t.Skip("skipping: no DOCX/ODT found under " + shared)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := Bytes(t.Context(), filepath.Base(f), data, Options{})
		if err != nil {
			continue // the corpus has deliberately broken files; others test them
		}
		if len(doc.Unread) > 0 {
			t.Errorf("%s: unread %+v", f, doc.Unread)
		}
	}
	t.Logf("%d DOCX/ODT files read, none with unread content", len(files))
}

// TestMarkdownInlineHTML: inline HTML in a Markdown memo is read as a
// renderer shows it, so a citation split by tags or entities is the
// citation a reader sees (before: "<span>II</span> CSK" was read as is,
// and no signature was found).
func TestMarkdownInlineHTML(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"Zob. wyrok SN, <span>II</span> CSK 9902/20.", "Zob. wyrok SN, II CSK 9902/20."},
		{"Sąd wskazał: <q>umowa wiąże strony</q>.", "Sąd wskazał: „umowa wiąże strony”."},
		{"Zob. II&#32;CSK&nbsp;9902/20 i art. 5 &lt;k.c.&gt;", "Zob. II CSK 9902/20 i art. 5 <k.c.>"},
		{"A<!-- ukryte: III CZP 1/99 -->B <script>x=\"I CSK 1/20\"</script>C", "AB C"},
		{"Zob. <https://www.saos.org.pl/> oraz a < b > c.", "Zob. https://www.saos.org.pl/ oraz a < b > c."},
		{"Przypis[^1].\n\n[^1]: Wyrok <b>I</b> CSK 1/20.", "Przypis."},
	} {
		doc, err := Bytes(t.Context(), "m.md", []byte(tt.in), Options{})
		if err != nil {
			t.Fatal(err)
		}
		if doc.Text != tt.want {
			t.Errorf("%q: text %q, want %q", tt.in, doc.Text, tt.want)
		}
		for _, f := range doc.Footnotes {
			if f.Text != "Wyrok I CSK 1/20." {
				t.Errorf("%q: note %q", tt.in, f.Text)
			}
		}
		checkOffsetsInRaw(t, doc)
	}
}

// sharedFiles are the files with the given extensions of the extraction
// corpus (every folder under it) and of the development sets' memos.
func sharedFiles(shared string, exts ...string) []string {
	var files []string
	want := func(p string) bool {
		for _, e := range exts {
			if strings.EqualFold(filepath.Ext(p), e) {
				return true
			}
		}
		return false
	}
	filepath.WalkDir(filepath.Join(shared, "corpus"), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && want(p) {
			files = append(files, p)
		}
		return nil
	})
	for _, dir := range []string{filepath.Join(shared, "..", "devset", "memos"), filepath.Join(shared, "..", "devset2", "memos")} {
		es, _ := os.ReadDir(dir)
		for _, e := range es {
			if want(e.Name()) {
				files = append(files, filepath.Join(dir, e.Name()))
			}
		}
	}
	return files
}
