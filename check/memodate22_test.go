package check

import (
	"archive/zip"
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/reports"
)

// zipFile writes a zip of the named parts (name, content, …) to path.
func zipFile(t *testing.T, path string, parts ...string) {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for i := 0; i+1 < len(parts); i += 2 {
		w, err := zw.Create(parts[i])
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(parts[i+1]))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// propsDOCX writes a DOCX of the paragraphs with core properties dated
// saved (W3CDTF).
func propsDOCX(t *testing.T, path, saved string, paras ...string) {
	t.Helper()
	var body strings.Builder
	for _, p := range paras {
		body.WriteString(`<w:p><w:r><w:t xml:space="preserve">` + p + `</w:t></w:r></w:p>`)
	}
	zipFile(t, path,
		"[Content_Types].xml", `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
		"_rels/.rels", `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
		"word/document.xml", `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>`+body.String()+`</w:body></w:document>`,
		"docProps/core.xml", `<?xml version="1.0"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>Autor</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">`+saved+`</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">`+saved+`</dcterms:modified></cp:coreProperties>`)
}

// propsODT writes an ODT of the paragraphs with meta.xml dated saved.
func propsODT(t *testing.T, path, saved string, paras ...string) {
	t.Helper()
	var body strings.Builder
	for _, p := range paras {
		body.WriteString(`<text:p>` + p + `</text:p>`)
	}
	zipFile(t, path,
		"mimetype", "application/vnd.oasis.opendocument.text",
		"content.xml", `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text>`+body.String()+`</office:text></office:body></office:document-content>`,
		"meta.xml", `<?xml version="1.0" encoding="UTF-8"?><office:document-meta xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><office:meta><meta:initial-creator>Autor</meta:initial-creator><meta:creation-date>`+saved+`</meta:creation-date><dc:date>`+saved+`</dc:date></office:meta></office:document-meta>`)
}

// TestUndatedMemoProperties (class 9): the date a DOCX's core properties
// or an ODT's meta.xml hold was written by the program that saved the
// file — the file's time again, not the memo's statement: the version is
// chosen by it, and a quotation of the older wording is 🟢 against that
// wording (version-fits-undated), in a DOCX and an ODT alike. A date in
// the memo's header still makes it dated (the version named as not in force on its date).
func TestUndatedMemoProperties(t *testing.T) {
	t.Parallel()
	c, err := Open(context.Background(), Config{Resolver: versionsLibrary(), Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	const quote = "Zgodnie z art. 21 k.c. „Termin do zawiadomienia przewoźnika o szkodzie wynosi trzydzieści dni od dnia wydania przesyłki”."
	dir := t.TempDir()
	for _, tc := range []struct {
		name   string
		write  func(*testing.T, string, string, ...string)
		ext    string
		paras  []string
		date   string
		from   string
		status cite.Status
		note   string
	}{
		{"docx, properties only", propsDOCX, ".docx", []string{"NOTATKA", quote}, "2026-12-01", reports.DateFromDOCX, cite.Zweryfikowany, "memo nie podaje swojej daty"},
		{"odt, properties only", propsODT, ".odt", []string{"NOTATKA", quote}, "2026-12-01", reports.DateFromODT, cite.Zweryfikowany, "memo nie podaje swojej daty"},
		{"docx, a header date", propsDOCX, ".docx", []string{"NOTATKA", "Data: 1 grudnia 2026 r.", quote}, "2026-12-01", reports.DateFromHeader, cite.Zweryfikowany, "memo cytuje brzmienie art. 21 w wersji 2015-08-17"},
		{"odt, a version's date mid-line", propsODT, ".odt", []string{"NOTATKA", "Do: Zarząd · Wersja robocza z 1.12.2026", quote}, "2026-12-01", reports.DateFromHeader, cite.Zweryfikowany, "memo cytuje brzmienie art. 21 w wersji 2015-08-17"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := filepath.Join(dir, strings.NewReplacer(" ", "-", ",", "", "'", "").Replace(tc.name)+tc.ext)
			tc.write(t, p, "2026-12-01T09:30:00Z", tc.paras...)
			m, err := c.Check(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			if m.MemoDate != tc.date || m.MemoDateFrom != tc.from {
				t.Errorf("memo date %s from %q, want %s from %q", m.MemoDate, m.MemoDateFrom, tc.date, tc.from)
			}
			r, ok := findClaim(m, "trzydzieści dni")
			if !ok || r.Status != tc.status || !strings.Contains(r.Note, tc.note) {
				t.Fatalf("%v: %s (%s), want %s with %q", ok, r.Status, r.Note, tc.status, tc.note)
			}
			var b strings.Builder
			if err := reports.Markdown(&b, m); err != nil {
				t.Fatal(err)
			}
			words := map[string]string{reports.DateFromDOCX: "(z właściwości pliku DOCX)", reports.DateFromODT: "(z właściwości pliku ODT)", reports.DateFromHeader: "(z nagłówka memo)"}[tc.from]
			if rep := b.String(); !strings.Contains(rep, words) || strings.Contains(rep, "(memo bez daty)") != (tc.status == cite.Zweryfikowany && tc.from != reports.DateFromHeader) {
				t.Errorf("the report says where the date was read (%q) and names the version of an undated memo only:\n%s", words, rep)
			}
		})
	}
}
