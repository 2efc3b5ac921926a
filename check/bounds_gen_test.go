package check

import (
	"archive/zip"
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// The inputs of the bounds tests and benchmarks (issue 25 item 6): a DOCX
// whose every sentence carries a footnote citing a ruling, and a TXT of
// quotations, both of any size, made here so that no large file is kept in
// the repository.

// footnoteDOCX is a DOCX of n body sentences, each with a quotation of
// the example library's ruling and a footnote citing it with a quotation
// of its own, on pages of 20
// sentences as Word's last layout marks them (the memo of a campaign that
// reached 100,000 footnotes in 0.9 MB).
func footnoteDOCX(t testing.TB, n int) []byte {
	t.Helper()
	var body, notes strings.Builder
	body.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>`)
	notes.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:footnotes xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">` +
		`<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>` +
		`<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>`)
	for i := 1; i <= n; i++ {
		if i%20 == 1 && i > 1 { // Word's last layout: a page every 20 sentences
			body.WriteString(`<w:p><w:r><w:lastRenderedPageBreak/><w:t xml:space="preserve">Strona.</w:t></w:r></w:p>`)
		}
		fmt.Fprintf(&body, `<w:p><w:r><w:t xml:space="preserve">Sąd Najwyższy wskazał w punkcie %d, że „kara umowna należy się wierzycielowi w zastrzeżonej wysokości bez względu na wysokość poniesionej szkody”.</w:t></w:r>`+
			`<w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:footnoteReference w:id="%d"/></w:r></w:p>`, i, i)
		fmt.Fprintf(&notes, `<w:footnote w:id="%d"><w:p><w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:footnoteRef/></w:r>`+
			`<w:r><w:t xml:space="preserve"> Wyrok SN z 14 marca 2019 r., I CSK 9901/99, w którym Sąd wskazał, że „dłużnik nie może uwolnić się od obowiązku jej zapłaty”.</w:t></w:r></w:p></w:footnote>`, i)
	}
	body.WriteString(`</w:body></w:document>`)
	notes.WriteString(`</w:footnotes>`)
	return zipParts(t, map[string]string{
		"[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/footnotes.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"/></Types>`,
		"_rels/.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
		"word/_rels/document.xml.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes" Target="footnotes.xml"/></Relationships>`,
		"word/document.xml":  body.String(),
		"word/footnotes.xml": notes.String(),
	})
}

// zipParts is a zip of the named parts, in a fixed order.
func zipParts(t testing.TB, parts map[string]string) []byte {
	t.Helper()
	var buf bytes.Buffer
	z := zip.NewWriter(&buf)
	for _, name := range []string{"[Content_Types].xml", "_rels/.rels", "word/_rels/document.xml.rels", "word/document.xml", "word/footnotes.xml"} {
		w, err := z.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(parts[name])); err != nil {
			t.Fatal(err)
		}
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// quotationTXT is a plain-text memo of n quotations of the example
// library's ruling, each attributed by its signature.
func quotationTXT(n int) []byte {
	var b bytes.Buffer
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "W wyroku z 14 marca 2019 r., I CSK 9901/99, Sąd Najwyższy wskazał (punkt %d), że „kara umowna należy się wierzycielowi w zastrzeżonej wysokości”.\n", i)
	}
	return b.Bytes()
}
