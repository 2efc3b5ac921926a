package extract

import (
	"errors"
	"strings"
	"testing"
)

// docxPackage builds a DOCX with a body, extra relationships of the main
// part (Relationship elements), extra content types (Override or Default
// elements) and extra parts (name, content pairs).
func docxPackage(t testing.TB, body, rels, types string, parts ...string) []byte {
	t.Helper()
	doc := `<?xml version="1.0" encoding="UTF-8"?><w:document ` + wNS + ` ` + mcNS + ` ` + wpsNS +
		` xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"` +
		` xmlns:v="urn:schemas-microsoft-com:vml" xmlns:zz="http://example.com/unknown-extension"><w:body>` + body + `</w:body></w:document>`
	all := []string{
		"[Content_Types].xml", `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
			`<Default Extension="xml" ContentType="application/xml"/>` + types + `</Types>`,
		"_rels/.rels", relsX + `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
		"word/document.xml", doc,
		"word/_rels/document.xml.rels", relsX + rels + `</Relationships>`,
	}
	return makeZip(t, append(all, parts...)...)
}

const (
	relAltChunkType = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/aFChunk"
	relHeaderType   = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/header"
	relFooterType   = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer"
	citation        = "wyrok SN z dnia 14 marca 2019 r., I CSK 9901/99"
)

// TestDOCXReadsWhatWordShows: a citation that sits only in content Word
// displays outside the main text flow is extracted. Each case failed before
// the reader knew the construct (the citation was missing, or a hidden
// branch was read instead).
func TestDOCXReadsWhatWordShows(t *testing.T) {
	hdr := func(name, kind, text string) []string {
		return []string{"word/" + name, `<?xml version="1.0"?><w:` + kind + ` ` + wNS + `>` + p(r(text)) + `</w:` + kind + `>`}
	}
	tests := []struct {
		name  string
		body  string
		rels  string
		types string
		parts []string
		inText,
		inNotes string // where the citation must be; the other must not have it
		notKind string // the kind of note holding it
		absent  string // text that must not be read
	}{
		{name: "alt-chunk HTML",
			body:   p(r("Wstęp.")) + `<w:altChunk r:id="rIdA"/>` + p(r("Koniec.")),
			rels:   `<Relationship Id="rIdA" Type="` + relAltChunkType + `" Target="afchunk.htm"/>`,
			types:  `<Override PartName="/word/afchunk.htm" ContentType="text/html"/>`,
			parts:  []string{"word/afchunk.htm", `<html><head><title>TYTUŁ</title><style>p{color:red}</style></head><body><p>Zob. ` + citation + `.</p><p style="display:none">UKRYTE</p><script>var x="<p>SKRYPT</p>";</script></body></html>`},
			inText: "Wstęp.\nZob. " + citation + ".\nKoniec.", absent: "UKRYTE",
		},
		{name: "alt-chunk RTF",
			body:   `<w:altChunk r:id="rIdR"/>`,
			rels:   `<Relationship Id="rIdR" Type="` + relAltChunkType + `" Target="chunk.rtf"/>`,
			types:  `<Default Extension="rtf" ContentType="application/rtf"/>`,
			parts:  []string{"word/chunk.rtf", `{\rtf1\ansi\ansicpg1250\deff0{\fonttbl{\f0\fcharset238 Times New Roman;}}{\*\generator X;}{\info{\title TYTUŁ}}\pard Zob. wyrok SN z dnia 14 marca 2019 r., I CSK 9901/99, i art. 398{\super 1} k.p.c. {\v UKRYTE}Sp\'f3\'b3ka\par}`},
			inText: "Zob. " + citation + ", i art. 398¹ k.p.c. Spółka", absent: "UKRYTE",
		},
		{name: "alt-chunk plain text",
			body:   `<w:altChunk r:id="rIdT"/>`,
			rels:   `<Relationship Id="rIdT" Type="` + relAltChunkType + `" Target="chunk.txt"/>`,
			types:  `<Override PartName="/word/chunk.txt" ContentType="text/plain"/>`,
			parts:  []string{"word/chunk.txt", "Zob. " + citation + "."},
			inText: "Zob. " + citation + ".",
		},
		{name: "AlternateContent: Fallback when the Choice needs what Word lacks",
			body:   p(r("Przed.") + `<w:r><mc:AlternateContent><mc:Choice Requires="zz"><w:t>NIEZNANE</w:t></mc:Choice><mc:Fallback><w:t> Zob. ` + citation + `.</w:t></mc:Fallback></mc:AlternateContent></w:r>`),
			inText: "Przed. Zob. " + citation + ".", absent: "NIEZNANE",
		},
		{name: "AlternateContent: the Choice Word understands, never the Fallback too",
			body:   p(`<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:t>Zob. ` + citation + `.</w:t></mc:Choice><mc:Fallback><w:t>STARA WERSJA</w:t></mc:Fallback></mc:AlternateContent></w:r>`),
			inText: "Zob. " + citation + ".", absent: "STARA WERSJA",
		},
		{name: "text box (VML) in the Fallback of a shape Word cannot draw",
			body: p(r("Treść.") + `<w:r><mc:AlternateContent><mc:Choice Requires="zz"><w:drawing><wps:txbx><w:txbxContent>` + p(r("NIE TA")) + `</w:txbxContent></wps:txbx></w:drawing></mc:Choice>` +
				`<mc:Fallback><w:pict><v:shape><v:textbox><w:txbxContent>` + p(r("Ramka: "+citation)) + `</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>`),
			inText: "Treść.\nRamka: " + citation, absent: "NIE TA",
		},
		{name: "SmartArt diagram",
			body: p(r("Schemat:") + `<w:r><w:drawing><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/diagram">` +
				`<dgm:relIds xmlns:dgm="http://schemas.openxmlformats.org/drawingml/2006/diagram" r:dm="rIdD" r:lo="rIdL" r:qs="rIdQ" r:cs="rIdC"/></a:graphicData></a:graphic></w:drawing></w:r>`),
			rels: `<Relationship Id="rIdD" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/diagramData" Target="diagrams/data1.xml"/>`,
			parts: []string{"word/diagrams/data1.xml", `<?xml version="1.0"?><dgm:dataModel xmlns:dgm="http://schemas.openxmlformats.org/drawingml/2006/diagram" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><dgm:ptLst>` +
				`<dgm:pt modelId="1"><dgm:t><a:bodyPr/><a:p><a:r><a:t>Zob. </a:t></a:r><a:r><a:t>` + citation + `</a:t></a:r></a:p></dgm:t></dgm:pt><dgm:pt modelId="2" type="parTrans"/></dgm:ptLst></dgm:dataModel>`},
			inText: "Schemat:\nZob. " + citation,
		},
		{name: "chart title",
			body: p(`<w:r><w:drawing><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart">` +
				`<c:chart xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" r:id="rIdCh"/></a:graphicData></a:graphic></w:drawing></w:r>`),
			rels:   `<Relationship Id="rIdCh" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/chart" Target="charts/chart1.xml"/>`,
			parts:  []string{"word/charts/chart1.xml", `<?xml version="1.0"?><c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><c:chart><c:title><c:tx><c:rich><a:p><a:r><a:t>Kary wg ` + citation + `</a:t></a:r></a:p></c:rich></c:tx></c:title></c:chart></c:chartSpace>`},
			inText: "Kary wg " + citation,
		},
		{name: "header",
			body:    p(r("Treść memorandum.")),
			rels:    `<Relationship Id="rIdH" Type="` + relHeaderType + `" Target="header1.xml"/>`,
			parts:   hdr("header1.xml", "hdr", "Sprawa: "+citation),
			inText:  "Treść memorandum.",
			inNotes: "Sprawa: " + citation, notKind: "header",
		},
		{name: "footer",
			body:    p(r("Treść memorandum.")),
			rels:    `<Relationship Id="rIdF" Type="` + relFooterType + `" Target="footer1.xml"/>`,
			parts:   hdr("footer1.xml", "ftr", "Por. "+citation),
			inText:  "Treść memorandum.",
			inNotes: "Por. " + citation, notKind: "footer",
		},
		{name: "content control",
			body:   `<w:sdt><w:sdtPr><w:alias w:val="Sygnatura"/></w:sdtPr><w:sdtContent>` + p(r("Zob. "+citation+".")) + `</w:sdtContent></w:sdt>`,
			inText: "Zob. " + citation + ".",
		},
		{name: "fields: results, not instructions",
			body: p(`<w:fldSimple w:instr=" REF cit \h "><w:r><w:t>Zob. `+citation+`</w:t></w:r></w:fldSimple>`) +
				p(`<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> HYPERLINK "https://sn.pl/INSTRUKCJA" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>`+r("I CSK 9901/99")+`<w:r><w:fldChar w:fldCharType="end"/></w:r>`),
			inText: "Zob. " + citation + "\nI CSK 9901/99", absent: "INSTRUKCJA",
		},
		{name: "comments are not read",
			body:   p(r("Tekst.") + `<w:commentRangeStart w:id="0"/><w:r><w:commentReference w:id="0"/></w:r>`),
			rels:   `<Relationship Id="rIdC" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="comments.xml"/>`,
			parts:  []string{"word/comments.xml", `<?xml version="1.0"?><w:comments ` + wNS + `><w:comment w:id="0">` + p(r("KOMENTARZ "+citation)) + `</w:comment></w:comments>`},
			inText: "Tekst.", absent: "KOMENTARZ",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := docxPackage(t, tt.body, tt.rels, tt.types, tt.parts...)
			doc, err := Bytes(t.Context(), "memo.docx", data, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if doc.Text != tt.inText {
				t.Errorf("text %q, want %q", doc.Text, tt.inText)
			}
			var notes []string
			for _, f := range doc.Footnotes {
				notes = append(notes, f.Kind+": "+f.Text)
			}
			if tt.inNotes != "" && strings.Join(notes, "|") != tt.notKind+": "+tt.inNotes {
				t.Errorf("notes %q, want %s %q", notes, tt.notKind, tt.inNotes)
			}
			if tt.inNotes == "" && len(notes) > 0 {
				t.Errorf("notes %q", notes)
			}
			if tt.absent != "" && (strings.Contains(doc.Text, tt.absent) || strings.Contains(strings.Join(notes, ""), tt.absent)) {
				t.Errorf("read %q, which Word does not show", tt.absent)
			}
			checkOffsetsInRaw(t, doc)
		})
	}
}

// TestDOCXFailsClosed: content Word would show that the reader cannot read
// fails the document with an error that says what, rather than a text
// without it.
func TestDOCXFailsClosed(t *testing.T) {
	chunk := func(target, ctype, content string) []byte {
		return docxPackage(t, p(r("Tekst."))+`<w:altChunk r:id="rIdA"/>`,
			`<Relationship Id="rIdA" Type="`+relAltChunkType+`" Target="`+target+`"/>`,
			`<Override PartName="/word/`+target+`" ContentType="`+ctype+`"/>`, "word/"+target, content)
	}
	tests := []struct {
		name string
		data []byte
		is   error
		msg  string
	}{
		{"MHT alt-chunk", chunk("chunk.mht", "message/rfc822", "MIME-Version: 1.0\r\n\r\nZob. "+citation), ErrUnsupported, "message/rfc822"},
		{"embedded DOCX alt-chunk", chunk("chunk.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml", "PK"), ErrUnsupported, "w:altChunk"},
		{"RTF that is not RTF", chunk("chunk.rtf", "application/rtf", "Zob. "+citation), ErrCorrupt, "{\\rtf"},
		{"truncated RTF", chunk("chunk.rtf", "application/rtf", `{\rtf1 Zob. `+citation+`{\b pogrubione`), ErrCorrupt, "truncated"},
		{"alt-chunk part missing", docxPackage(t, `<w:altChunk r:id="rIdA"/>`, `<Relationship Id="rIdA" Type="`+relAltChunkType+`" Target="brak.htm"/>`, ""), ErrCorrupt, "brak.htm"},
		{"alt-chunk relationship missing", docxPackage(t, `<w:altChunk r:id="rIdX"/>`, "", ""), ErrCorrupt, "rIdX"},
		{"SmartArt data part missing", docxPackage(t, p(`<w:r><w:drawing><dgm:relIds xmlns:dgm="http://schemas.openxmlformats.org/drawingml/2006/diagram" r:dm="rIdD"/></w:drawing></w:r>`), "", ""), ErrCorrupt, "SmartArt"},
		{"external alt-chunk", docxPackage(t, `<w:altChunk r:id="rIdA"/>`, `<Relationship Id="rIdA" Type="`+relAltChunkType+`" Target="http://example.com/x.htm" TargetMode="External"/>`, ""), ErrUnsupported, "outside the package"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := Bytes(t.Context(), "memo.docx", tt.data, Options{})
			if err == nil {
				t.Fatalf("no error; text %q", doc.Text)
			}
			if !errors.Is(err, tt.is) || !strings.Contains(err.Error(), "memo.docx") || !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("error %v, want %v mentioning %q and the file", err, tt.is, tt.msg)
			}
		})
	}
}

// TestODTReadsHeadersAndFooters: the headers and footers of an ODT's
// master pages (styles.xml) are read as notes of their kind, once each; a
// header switched off is not.
func TestODTReadsHeadersAndFooters(t *testing.T) {
	styles := `<?xml version="1.0"?><office:document-styles xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0">` +
		`<office:master-styles><style:master-page style:name="Standard"><style:header><text:p>Sprawa: ` + citation + `</text:p></style:header>` +
		`<style:header-left style:display="false"><text:p>WYŁĄCZONY</text:p></style:header-left>` +
		`<style:footer><text:p>Strona <text:page-number>1</text:page-number></text:p></style:footer></style:master-page>` +
		`<style:master-page style:name="Druga"><style:header><text:p>Sprawa: ` + citation + `</text:p></style:header></style:master-page></office:master-styles></office:document-styles>`
	data := makeZip(t, "mimetype", "application/vnd.oasis.opendocument.text", "styles.xml", styles, "content.xml", odtHead+`<text:p>Treść.</text:p>`+odtTail)
	doc, err := Bytes(t.Context(), "memo.odt", data, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var notes []string
	for _, f := range doc.Footnotes {
		notes = append(notes, f.Kind+": "+f.Text)
	}
	if doc.Text != "Treść." || strings.Join(notes, "|") != "header: Sprawa: "+citation+"|footer: Strona 1" {
		t.Errorf("text %q, notes %q", doc.Text, notes)
	}
	checkOffsetsInRaw(t, doc)
}

// checkOffsetsInRaw asserts that the offset maps of the text and of every
// note lead into Raw, and that each mapped byte is the byte it came from
// when the clean-up kept it.
func checkOffsetsInRaw(t *testing.T, doc *Document) {
	t.Helper()
	check := func(what, text string, off []int32) {
		if len(off) != len(text)+1 {
			t.Fatalf("%s: %d offsets for %d bytes", what, len(off), len(text))
		}
		for i := 0; i < len(text); i++ {
			o := int(off[i])
			if o < 0 || o >= len(doc.Raw) {
				t.Fatalf("%s: offset %d of byte %d outside Raw (%d bytes)", what, o, i, len(doc.Raw))
			}
		}
		// Letters are copied, not made: each maps to itself.
		for i := 0; i < len(text); i++ {
			c := text[i]
			if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') && doc.Raw[off[i]] != c {
				t.Fatalf("%s: byte %d %q maps to Raw %q", what, i, c, doc.Raw[off[i]])
			}
		}
	}
	check("text", doc.Text, doc.Offsets)
	for i, f := range doc.Footnotes {
		check(f.Kind+" "+itoa(i), f.Text, f.Offsets)
	}
}

// TestDOCXAltChunkBounds: alt-chunks are bounded together — one part
// imported again and again does not multiply the work past MaxPartSize.
func TestDOCXAltChunkBounds(t *testing.T) {
	big := strings.Repeat("<p>Zob. "+citation+".</p>", 2000) // ~110 KB
	body := strings.Repeat(`<w:altChunk r:id="rIdA"/>`, 20)
	data := docxPackage(t, body, `<Relationship Id="rIdA" Type="`+relAltChunkType+`" Target="a.htm"/>`,
		`<Override PartName="/word/a.htm" ContentType="text/html"/>`, "word/a.htm", big)
	_, err := Bytes(t.Context(), "memo.docx", data, Options{Limits: Limits{MaxPartSize: 1 << 20}})
	var le *LimitError
	if !errors.As(err, &le) || le.Limit != "MaxPartSize" || !strings.Contains(err.Error(), "alt-chunks") {
		t.Fatalf("err = %v", err)
	}
	if _, err := Bytes(t.Context(), "memo.docx", data, Options{Limits: Limits{MaxPartSize: 4 << 20}}); err != nil {
		t.Errorf("within the limit: %v", err)
	}
}
