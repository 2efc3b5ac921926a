package extract

import (
	"context"
	"strings"
	"testing"
)

const (
	coreHead = `<?xml version="1.0"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
		`xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/">`
	coreTail = `</cp:coreProperties>`
	metaHead = `<?xml version="1.0"?><office:document-meta xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ` +
		`xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><office:meta>`
	metaTail = `</office:meta></office:document-meta>`
)

// withPart is a package with one more part.
func withPart(t *testing.T, pkg []byte, name, body string) []byte {
	t.Helper()
	parts := []string{name, body}
	for _, f := range mustZip(t, pkg) {
		parts = append(parts, f[0], f[1])
	}
	return makeZip(t, parts...)
}

// mustZip lists a package's parts: name and content.
func mustZip(t *testing.T, data []byte) [][2]string {
	t.Helper()
	p, err := OpenPackage("t", data, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	var out [][2]string
	for _, f := range p.Files() {
		b, err := p.ReadPart(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, [2]string{f.Name, string(b)})
	}
	return out
}

// TestProperties: a DOCX's core properties and an ODT's meta.xml give the
// document's author, last editor and dates, the names trimmed; a package
// without them, a part that is not XML or is over the bound, a flat ODT and
// a text give none.
func TestProperties(t *testing.T) {
	docx := makeDOCX(t, "word/document.xml", p(r("Memo.")), "")
	odt := makeODT(t, `<text:p>Memo.</text:p>`)
	for _, tt := range []struct {
		name string
		file string
		data []byte
		want Properties
	}{
		{"docx core", "m.docx", withPart(t, docx, "docProps/core.xml", coreHead+`<dc:creator> Anna Nowak </dc:creator><cp:lastModifiedBy>Jan Kowalski</cp:lastModifiedBy>`+
			`<dcterms:created>2021-02-03T10:00:00Z</dcterms:created><dcterms:modified>2021-04-05T11:00:00Z</dcterms:modified>`+coreTail),
			Properties{Creator: "Anna Nowak", LastModifiedBy: "Jan Kowalski", Created: "2021-02-03T10:00:00Z", Modified: "2021-04-05T11:00:00Z"}},
		{"docx without core", "m.docx", docx, Properties{}},
		{"docx core not XML", "m.docx", withPart(t, docx, "docProps/core.xml", coreHead+`<dc:creator>Anna`), Properties{}},
		{"docx core over the bound", "m.docx", withPart(t, docx, "docProps/core.xml", coreHead+`<dc:creator>Anna</dc:creator>`+strings.Repeat(" ", maxPropsBytes)+coreTail), Properties{}},
		{"docx core in another case", "m.docx", withPart(t, docx, "DocProps/Core.xml", coreHead+`<dc:creator>Anna</dc:creator>`+coreTail), Properties{}},
		{"odt meta", "m.odt", withPart(t, odt, "meta.xml", metaHead+`<meta:initial-creator>Anna Nowak</meta:initial-creator><dc:creator> Jan Kowalski </dc:creator>`+
			`<meta:creation-date>2020-01-02T03:04:05</meta:creation-date><dc:date>2020-06-07T08:09:10</dc:date><meta:print-date>2030-01-01T00:00:00</meta:print-date>`+metaTail),
			Properties{Creator: "Anna Nowak", LastModifiedBy: "Jan Kowalski", Created: "2020-01-02T03:04:05", Modified: "2020-06-07T08:09:10"}},
		{"flat odt", "m.fodt", []byte(`<?xml version="1.0"?><office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ` +
			`xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0">` +
			`<office:meta><meta:initial-creator>Anna</meta:initial-creator></office:meta><office:body><office:text><text:p>Memo.</text:p></office:text></office:body></office:document>`), Properties{}},
		{"text", "m.txt", []byte("dc:creator Anna"), Properties{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := Bytes(context.Background(), tt.file, tt.data, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if doc.Properties != tt.want {
				t.Errorf("properties %+v, want %+v", doc.Properties, tt.want)
			}
		})
	}
}

// FuzzProperties: any bytes as a DOCX's core properties or an ODT's
// meta.xml give properties or none, never a panic, names trimmed.
func FuzzProperties(f *testing.F) {
	f.Add([]byte(coreHead+`<dc:creator>Anna</dc:creator><dcterms:modified>2021-04-05T11:00:00Z</dcterms:modified>`+coreTail), true)
	f.Add([]byte(metaHead+`<meta:initial-creator>Anna</meta:initial-creator>`+metaTail), false)
	f.Add([]byte(`<a><creator><creator>x</creator></creator>`), true)
	f.Fuzz(func(t *testing.T, part []byte, docx bool) {
		name, format := "meta.xml", FormatODT
		if docx {
			name, format = "docProps/core.xml", FormatDOCX
		}
		p := readProperties(makeZip(t, name, string(part)), format)
		if p.Creator != strings.TrimSpace(p.Creator) || p.LastModifiedBy != strings.TrimSpace(p.LastModifiedBy) {
			t.Fatalf("names not trimmed: %+v", p)
		}
	})
}
