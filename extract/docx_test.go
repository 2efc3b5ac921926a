package extract

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
)

const (
	wNS   = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"`
	mcNS  = `xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"`
	wpsNS = `xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"`
	relsX = `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`
)

// makeZip builds a zip archive from name → content, in the given order.
func makeZip(t testing.TB, parts ...string) []byte {
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
	return buf.Bytes()
}

// makeDOCX builds a minimal package: main part at mainPath (found through
// _rels/.rels), the body XML, and optional footnotes.
func makeDOCX(t testing.TB, mainPath, body, footnotes string) []byte {
	t.Helper()
	doc := `<?xml version="1.0" encoding="UTF-8"?><w:document ` + wNS + ` ` + mcNS + ` ` + wpsNS + `><w:body>` + body + `</w:body></w:document>`
	dir := mainPath[:strings.LastIndex(mainPath, "/")+1]
	base := mainPath[len(dir):]
	parts := []string{
		"[Content_Types].xml", `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
		"_rels/.rels", relsX + `<Relationship Id="R_main" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="` + mainPath + `"/></Relationships>`,
		mainPath, doc,
	}
	if footnotes != "" {
		parts = append(parts,
			dir+"_rels/"+base+".rels", relsX+`<Relationship Id="Footnotes" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes" Target="footnotes.xml"/></Relationships>`,
			dir+"footnotes.xml", `<?xml version="1.0"?><w:footnotes `+wNS+`>`+
				`<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/><w:t>SEPARATOR</w:t></w:r></w:p></w:footnote>`+
				footnotes+`</w:footnotes>`)
	}
	return makeZip(t, parts...)
}

func p(runs string) string { return "<w:p>" + runs + "</w:p>" }
func r(t string) string    { return `<w:r><w:t xml:space="preserve">` + t + `</w:t></w:r>` }

func TestDOCXSemantics(t *testing.T) {
	tests := []struct {
		name  string
		body  string
		want  string
		notes []string // footnote texts, in order
	}{
		{"runs joined mid-word", p(r("Prze") + r("woźnik") + `<w:proofErr w:type="spellStart"/>` + r(" płaci")), "Przewoźnik płaci", nil},
		{"insertion accepted, deletion dropped", p(r("wysokość ") + `<w:ins w:id="1"><w:r><w:t>naliczonych</w:t></w:r></w:ins>` + `<w:del w:id="2"><w:r><w:delText>nałożonych</w:delText></w:r></w:del>` + r(" kar")), "wysokość naliczonych kar", nil},
		{"moved-from text dropped", p(`<w:moveFrom><w:r><w:t>STARE</w:t></w:r></w:moveFrom><w:moveTo><w:r><w:t>nowe</w:t></w:r></w:moveTo>`), "nowe", nil},
		{"field code dropped, result kept", p(`<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> DATE \@ "d MMMM yyyy" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>` + r("14 marca 2024") + `<w:r><w:fldChar w:fldCharType="end"/></w:r>`), "14 marca 2024", nil},
		{"nested field", p(`<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>IF </w:instrText></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>REF x</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>` + r("INNER") + `<w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>` + r("wynik") + `<w:r><w:fldChar w:fldCharType="end"/></w:r>`), "wynik", nil},
		{"simple field keeps its result", p(`<w:fldSimple w:instr=" PAGE "><w:r><w:t>7</w:t></w:r></w:fldSimple>`), "7", nil},
		{"hyperlink text kept", p(r("sygn. akt ") + `<w:hyperlink r:id="rId9" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:r><w:t>II CSK 123/19</w:t></w:r></w:hyperlink>` + r(", Sąd")), "sygn. akt II CSK 123/19, Sąd", nil},
		{"hidden run dropped", p(r("jawne ") + `<w:r><w:rPr><w:vanish/></w:rPr><w:t>UKRYTE</w:t></w:r>` + r("dalej")), "jawne dalej", nil},
		{"vanish off is visible", p(`<w:r><w:rPr><w:vanish w:val="false"/></w:rPr><w:t>widoczne</w:t></w:r>`), "widoczne", nil},
		{"paragraph-mark vanish hides no run", `<w:p><w:pPr><w:rPr><w:vanish/></w:rPr></w:pPr>` + r("tekst") + `</w:p>`, "tekst", nil},
		{"tab, br, cr", p(`<w:r><w:t>Do:</w:t><w:tab/><w:t>Zespół</w:t><w:br/><w:t>dalej</w:t><w:cr/><w:t>koniec</w:t></w:r>`), "Do:\tZespół\ndalej\nkoniec", nil},
		{"no-break and soft hyphen", p(`<w:r><w:t>C</w:t><w:noBreakHyphen/><w:t>311/18 prze</w:t><w:softHyphen/><w:t>woźnik</w:t></w:r>`), "C-311/18 przewoźnik", nil},
		{"content control and table", `<w:sdt><w:sdtContent>` + p(r("punkt listy")) + `</w:sdtContent></w:sdt><w:tbl><w:tr><w:tc>` + p(r("Pozycja")) + `</w:tc><w:tc>` + p(r("Kwota")) + `</w:tc></w:tr></w:tbl>`, "punkt listy\nPozycja\nKwota", nil},
		{"text box once, after its paragraph", p(r("Przed ")+`<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx><w:txbxContent>`+p(r("Uwaga: termin"))+`</w:txbxContent></wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><w:txbxContent>`+p(r("Uwaga: termin"))+`</w:txbxContent></w:pict></mc:Fallback></mc:AlternateContent></w:r>`+r("po.")) + p(r("Następny")), "Przed po.\nUwaga: termin\nNastępny", nil},
		{"symbol", p(`<w:r><w:sym w:font="Arial" w:char="00A7"/><w:t> 2</w:t></w:r>`), "§ 2", nil},
		{"NFD paragraph composed", p(r("s\u0301wiadczenie")), "świadczenie", nil},
		{"footnotes linked, separator skipped", p(r("na dłużniku.") + `<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="7"/></w:r>` + r(" W odniesieniu")), "na dłużniku. W odniesieniu",
			[]string{"Por. wyrok SN."}},
	}
	fn := `<w:footnote w:id="7"><w:p><w:r><w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> Por. wyrok SN.</w:t></w:r></w:p></w:footnote>`
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := makeDOCX(t, "word/document.xml", tt.body, fn)
			doc, err := Bytes(context.Background(), "t.docx", data, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if doc.Format != FormatDOCX {
				t.Errorf("format %q", doc.Format)
			}
			if doc.Text != tt.want {
				t.Errorf("text %q, want %q", doc.Text, tt.want)
			}
			if len(tt.notes) > 0 {
				if len(doc.Footnotes) != len(tt.notes) {
					t.Fatalf("%d footnotes, want %d", len(doc.Footnotes), len(tt.notes))
				}
				f := doc.Footnotes[0]
				if f.Text != tt.notes[0] || f.Mark != "1" || f.Kind != "footnote" {
					t.Errorf("footnote %+v", f)
				}
				if f.Ref != strings.Index(doc.Text, " W odniesieniu") {
					t.Errorf("ref at %d, want right after the dot (%d)", f.Ref, strings.Index(doc.Text, " W"))
				}
			}
			if strings.Contains(doc.Raw, "SEPARATOR") {
				t.Error("separator footnote read")
			}
		})
	}
}

func TestDOCXMainPartFromRels(t *testing.T) {
	data := makeDOCX(t, "custom/main-doc.xml", p(r("treść")), `<w:footnote w:id="1"><w:p>`+r("przypis")+`</w:p></w:footnote>`)
	doc, err := Bytes(context.Background(), "t.docx", data, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Text != "treść" || len(doc.Footnotes) != 1 || doc.Footnotes[0].Text != "przypis" || doc.Footnotes[0].Ref != -1 {
		t.Errorf("got %q, footnotes %+v", doc.Text, doc.Footnotes)
	}
}

func TestDOCXPagesFromBreaks(t *testing.T) {
	body := p(r("jeden")) + p(`<w:r><w:br w:type="page"/><w:t>dwa</w:t></w:r>`) + p(`<w:r><w:br w:type="page"/><w:t>trzy</w:t></w:r>`)
	doc, err := Bytes(context.Background(), "t.docx", makeDOCX(t, "word/document.xml", body, ""), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Pages) != 3 {
		t.Fatalf("pages %+v", doc.Pages)
	}
	for i, w := range []string{"jeden", "dwa", "trzy"} {
		pg := doc.Pages[i]
		if got := strings.TrimSpace(doc.Text[pg.Start:pg.End]); got != w {
			t.Errorf("page %d = %q, want %q", pg.Page, got, w)
		}
	}
}

func TestDOCXErrors(t *testing.T) {
	deep := strings.Repeat("<w:sdt><w:sdtContent>", 300) + p(r("x")) + strings.Repeat("</w:sdtContent></w:sdt>", 300)
	tests := []struct {
		name string
		data []byte
		lim  Limits
		is   error
		msg  string
	}{
		{"no main part", makeZip(t, "_rels/.rels", relsX+`</Relationships>`, "x.txt", "x"), Limits{}, ErrCorrupt, "no main document part"},
		{"broken XML", makeZip(t, "word/document.xml", `<w:document `+wNS+`><w:body><w:p>`), Limits{}, ErrCorrupt, "word/document.xml"},
		{"XML depth", makeDOCX(t, "word/document.xml", deep, ""), Limits{}, nil, "MaxXMLDepth=256"},
		{"part size (zip bomb)", makeDOCX(t, "word/document.xml", p(r(strings.Repeat("a", 5000))), ""), Limits{MaxPartSize: 4096}, nil, "MaxPartSize=4096"},
		{"too many parts", makeZip(t, "a", "1", "b", "2", "c", "3"), Limits{MaxZipParts: 2}, nil, "MaxZipParts=2"},
		{"not a zip", []byte("PK\x03\x04garbage"), Limits{}, ErrCorrupt, "zip"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Bytes(context.Background(), "memo.docx", tt.data, Options{Limits: tt.lim, Format: FormatDOCX})
			if err == nil {
				t.Fatal("no error")
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("error %v is not %v", err, tt.is)
			}
			if !strings.Contains(err.Error(), "memo.docx") || !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("error %q should name the file and %q", err, tt.msg)
			}
		})
	}
}

// FuzzDOCX: the DOCX reader never panics or hangs; it returns a document
// or an error naming the file. Seeds: the fixtures above plus the corpus
// files in testdata/fuzz/FuzzDOCX.
// Long run: go test ./extract -run '^$' -fuzz FuzzDOCX -fuzztime 5m -fuzzminimizetime 5s
func FuzzDOCX(f *testing.F) {
	fn := `<w:footnote w:id="7"><w:p>` + r("przypis") + `</w:p></w:footnote>`
	for _, body := range []string{
		p(r("a") + `<w:ins><w:r><w:t>b</w:t></w:r></w:ins><w:del><w:r><w:delText>c</w:delText></w:r></w:del>`),
		p(`<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>X</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>` + r("y") + `<w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:footnoteReference w:id="7"/></w:r>`),
		p(`<w:r><mc:AlternateContent><mc:Choice><w:txbxContent>` + p(r("box")) + `</w:txbxContent></mc:Choice><mc:Fallback>x</mc:Fallback></mc:AlternateContent></w:r>`),
	} {
		f.Add(makeDOCX(f, "word/document.xml", body, fn))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := Bytes(context.Background(), "fuzz.docx", data, Options{Format: FormatDOCX, Limits: Limits{MaxPartSize: 1 << 20}})
		if err != nil {
			if errors.Is(err, ErrPanic) {
				t.Fatalf("panic: %v", err)
			}
			if !strings.Contains(err.Error(), "fuzz.docx") {
				t.Fatalf("error without the file name: %v", err)
			}
			return
		}
		if err := docInvariants(doc); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzDOCXXML fuzzes the XML of word/document.xml inside a valid package
// (byte-level fuzzing of the zip mostly hits CRC errors).
// Long run: go test ./extract -run '^$' -fuzz FuzzDOCXXML -fuzztime 5m -fuzzminimizetime 5s
func FuzzDOCXXML(f *testing.F) {
	for _, body := range []string{
		p(r("Prze") + r("woźnik") + `<w:ins><w:r><w:t>b</w:t></w:r></w:ins><w:del><w:r><w:delText>c</w:delText></w:r></w:del>`),
		p(`<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>X</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>` + r("y") + `<w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:footnoteReference w:id="7"/></w:r>`),
		p(`<w:r><mc:AlternateContent><mc:Choice><w:txbxContent>` + p(r("box")) + `</w:txbxContent></mc:Choice><mc:Fallback>x</mc:Fallback></mc:AlternateContent></w:r>`),
		p(`<w:r><w:rPr><w:vanish/></w:rPr><w:t>h</w:t><w:tab/><w:br w:type="page"/><w:noBreakHyphen/><w:softHyphen/><w:sym w:char="F0A7"/></w:r>`),
		`<w:p><w:pPr><w:pStyle w:val="Heading1"/><w:outlineLvl w:val="0"/><w:numPr><w:ilvl w:val="1"/><w:numId w:val="3"/></w:numPr><w:ind w:left="1134" w:hanging="567"/></w:pPr>` + `<w:r><w:rPr><w:b/><w:vertAlign w:val="superscript"/></w:rPr><w:t>1</w:t></w:r></w:p>`,
		p(`<w:r><mc:AlternateContent><mc:Choice Requires="wps zz"><w:t>a</w:t></mc:Choice><mc:Choice Requires="wps"><w:t>b</w:t></mc:Choice><mc:Fallback><w:t>c</w:t></mc:Fallback></mc:AlternateContent></w:r>`) + `<w:altChunk r:id="x" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"/>`,
		`<w:tbl><w:tr><w:tc>` + p(r("komórka")) + `</w:tc></w:tr></w:tbl>`,
	} {
		f.Add(body)
	}
	fn := `<w:footnote w:id="7"><w:p>` + r("przypis") + `</w:p></w:footnote>`
	f.Fuzz(func(t *testing.T, body string) {
		data := makeDOCX(t, "word/document.xml", body, fn)
		doc, err := Bytes(context.Background(), "fuzz.docx", data, Options{Format: FormatDOCX})
		if err != nil {
			if errors.Is(err, ErrPanic) || !strings.Contains(err.Error(), "fuzz.docx") {
				t.Fatalf("bad error: %v", err)
			}
			return
		}
		if err := docInvariants(doc); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(doc.Text, "\u00AD") {
			t.Fatalf("soft hyphen left in %q", doc.Text)
		}
	})
}

func TestDOCXNestedTextBoxes(t *testing.T) {
	box := func(inner string) string {
		return `<w:r><w:drawing><wps:txbx><w:txbxContent>` + inner + `</w:txbxContent></wps:txbx></w:drawing></w:r>`
	}
	body := p(r("Kotwica ") + box(p(r("zewnętrzne ")+box(p(r("wewnętrzne")))+r("koniec"))) + r("dalej."))
	doc, err := Bytes(context.Background(), "t.docx", makeDOCX(t, "word/document.xml", body, ""), Options{})
	if err != nil {
		t.Fatal(err)
	}
	// The anchor's sentence stays whole; every box's text comes once.
	if !strings.HasPrefix(doc.Text, "Kotwica dalej.\n") {
		t.Errorf("text %q", doc.Text)
	}
	for _, w := range []string{"zewnętrzne", "wewnętrzne", "koniec"} {
		if strings.Count(doc.Text, w) != 1 {
			t.Errorf("%q appears %d times in %q", w, strings.Count(doc.Text, w), doc.Text)
		}
	}
}
