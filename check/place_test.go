package check

import (
	"archive/zip"
	"context"
	"os"
	"path/filepath"
	"testing"

	"citeguard/extract"
	"citeguard/library"
	"citeguard/reports"
)

const wNS = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"`

// writeDOCX writes a minimal DOCX with the body's paragraphs and, when
// creator is set, core properties naming the author.
func writeDOCX(t *testing.T, path string, paras []string, creator, lastBy string) {
	t.Helper()
	body := ""
	for _, p := range paras {
		body += "<w:p>" + p + "</w:p>"
	}
	parts := []string{
		"[Content_Types].xml", `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
		"_rels/.rels", `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="R1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
		"word/document.xml", `<?xml version="1.0" encoding="UTF-8"?><w:document ` + wNS + `><w:body>` + body + `</w:body></w:document>`,
	}
	if creator != "" || lastBy != "" {
		parts = append(parts, "docProps/core.xml", `<?xml version="1.0" encoding="UTF-8"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Memo</dc:title><dc:creator>`+creator+`</dc:creator><cp:lastModifiedBy>`+lastBy+`</cp:lastModifiedBy></cp:coreProperties>`)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	for i := 0; i < len(parts); i += 2 {
		w, _ := zw.Create(parts[i])
		w.Write([]byte(parts[i+1]))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
}

func run(text string) string { return `<w:r><w:t xml:space="preserve">` + text + `</w:t></w:r>` }

// TestMemoPlaces: a DOCX that records no pages gives paragraph numbers and
// no page (never a false „s. 1”); one with Word's page breaks gives the
// real page; the author comes from the core properties.
func TestMemoPlaces(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	claim := `Sąd Najwyższy w wyroku z 14 marca 2019 r., I CSK 9901/99, wskazał, że „skarga kasacyjna nie zasługuje na uwzględnienie”.`
	flat := filepath.Join(dir, "bez-stron.docx")
	writeDOCX(t, flat, []string{run("MEMORANDUM"), run("Wstęp."), run(claim)}, "Jan Kowalski", "Anna Nowak")
	paged := filepath.Join(dir, "strony.docx")
	writeDOCX(t, paged, []string{run("MEMORANDUM"), run("Wstęp."), `<w:r><w:lastRenderedPageBreak/>` + run(claim)[len("<w:r>"):]}, "", "")
	ex := filepath.Join("..", "testdata", "example", "library")
	c, err := Open(context.Background(), Config{Library: []string{ex}, State: t.TempDir(), Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for _, tc := range []struct {
		path            string
		page, paragraph int
		author          string
	}{
		{flat, 0, 3, "Jan Kowalski/Anna Nowak"},
		{paged, 2, 3, ""},
	} {
		m, err := c.Check(context.Background(), tc.path)
		if err != nil {
			t.Fatal(err)
		}
		if len(m.Results) == 0 {
			t.Fatalf("%s: no claims", tc.path)
		}
		for _, r := range m.Results {
			if r.Page != tc.page || r.Paragraph != tc.paragraph {
				t.Errorf("%s %s: page %d paragraph %d, want page %d paragraph %d", filepath.Base(tc.path), r.ID, r.Page, r.Paragraph, tc.page, tc.paragraph)
			}
		}
		got := ""
		if m.Author != nil {
			got = m.Author.Creator + "/" + m.Author.LastModifiedBy
		}
		if got != tc.author {
			t.Errorf("%s: author %q, want %q", filepath.Base(tc.path), got, tc.author)
		}
	}
}

func TestPointAt(t *testing.T) {
	t.Parallel()
	reasons := "WYROK\n1. zasądza\n\nUZASADNIENIE\n\n1. Powód wniósł.\n\n2. Sąd Okręgowy uznał.\n\n3. Skarga kasacyjna nie zasługuje na uwzględnienie.\n"
	for _, tc := range []struct {
		text, at, want string
	}{
		{reasons, "Skarga kasacyjna", "3"},
		{reasons, "Sąd Okręgowy", "2"},
		{reasons, "zasądza", ""},                                // the sentence's list, before the reasons
		{"UZASADNIENIE\n1. Jedyny punkt.\nTekst.", "Tekst", ""}, // a lone 1. proves no numbering
		{"[1] Pierwszy.\n[2] Drugi.\n[3] Trzeci tekst.", "Trzeci", "3"},
		{"Bez numeracji. Tekst.", "Tekst", ""},
	} {
		at := indexOf(tc.text, tc.at)
		if got := pointAt(tc.text, at); got != tc.want {
			t.Errorf("pointAt(…%q) = %q, want %q", tc.at, got, tc.want)
		}
	}
}

func indexOf(s, sub string) int {
	for i := range len(s) - len(sub) + 1 {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

func TestVersionWords(t *testing.T) {
	t.Parallel()
	for v, want := range map[string]string{
		"":                    "",
		"2015-08-17":          "tekst według stanu na 17 sierpnia 2015 r.",
		"Dz.U. 2014 poz. 121": "tekst jednolity Dz.U. 2014 poz. 121",
	} {
		if got := reports.Say(versionFound(library.Meta{Version: v})); got != want {
			t.Errorf("versionWords(%q) = %q, want %q", v, got, want)
		}
	}
	if !pagesKnown(&extract.Document{Format: extract.FormatPDF, PageCount: 1}) || pagesKnown(&extract.Document{Format: extract.FormatDOCX, PageCount: 1}) {
		t.Error("a PDF always knows its pages; a DOCX without breaks does not")
	}
}

// TestMemoAuthor: the author and last editor the memo's properties name
// (extract.Properties, read by extract); none when they name no one.
func TestMemoAuthor(t *testing.T) {
	t.Parallel()
	a := memoAuthor(extract.Properties{Creator: "Anna Nowak", LastModifiedBy: "Jan Kowalski", Modified: "2024-01-01"})
	if a == nil || a.Creator != "Anna Nowak" || a.LastModifiedBy != "Jan Kowalski" {
		t.Errorf("author %+v", a)
	}
	if a := memoAuthor(extract.Properties{LastModifiedBy: "Jan Kowalski"}); a == nil || a.Creator != "" {
		t.Errorf("only the last editor: %+v", a)
	}
	if memoAuthor(extract.Properties{Created: "2024-01-01"}) != nil {
		t.Error("properties that name no one give no author")
	}
}
