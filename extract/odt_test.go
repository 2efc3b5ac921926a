package extract

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
)

const odtHead = `<?xml version="1.0" encoding="UTF-8"?><office:document-content ` +
	`xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ` +
	`xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" ` +
	`xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" ` +
	`xmlns:dc="http://purl.org/dc/elements/1.1/"><office:body><office:text>`
const odtTail = `</office:text></office:body></office:document-content>`

func makeODT(t testing.TB, body string) []byte {
	return makeZip(t, "mimetype", "application/vnd.oasis.opendocument.text", "content.xml", odtHead+body+odtTail)
}

func TestODTSemantics(t *testing.T) {
	tests := []struct {
		name  string
		body  string
		want  string
		notes []string
	}{
		{"paragraphs, headings, spans", `<text:h>1. Stan</text:h><text:p>Spółka <text:span>Delta</text:span> zawarła</text:p>`, "1. Stan\nSpółka Delta zawarła", nil},
		{"white space collapses, text:s keeps", `<text:p>a   b<text:s text:c="3"/>c<text:tab/>d<text:line-break/>e</text:p>`, "a b c\td\ne", nil},
		{"tracked deletion dropped", `<text:tracked-changes><text:changed-region text:id="c1"><text:deletion><text:p>nałożonych</text:p></text:deletion></text:changed-region></text:tracked-changes><text:p>wysokość <text:change text:change-id="c1"/>naliczonych kar</text:p>`, "wysokość naliczonych kar", nil},
		{"annotation and hidden text dropped", `<text:p>jawne <office:annotation><dc:creator>X</dc:creator><text:p>KOMENTARZ</text:p></office:annotation><text:hidden-text text:string-value="UKRYTE"/>dalej</text:p>`, "jawne dalej", nil},
		{"list and link", `<text:list><text:list-item><text:p>punkt <text:a xlink:href="x" xmlns:xlink="http://www.w3.org/1999/xlink">II CSK 123/19</text:a></text:p></text:list-item></text:list>`, "punkt II CSK 123/19", nil},
		{"soft hyphen character", "<text:p>prze\u00ADwozowych</text:p>", "przewozowych", nil},
		{"footnote kept apart", `<text:p>na dłużniku.<text:note text:id="ftn1" text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p>Por. wyrok SN.</text:p></text:note-body></text:note> W odniesieniu</text:p>`, "na dłużniku. W odniesieniu", []string{"Por. wyrok SN."}},
		{"text box after its paragraph", `<text:p>Przed <draw:frame><draw:text-box><text:p>Uwaga</text:p></draw:text-box></draw:frame>po.</text:p>`, "Przed po.\nUwaga", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := Bytes(context.Background(), "t.odt", makeODT(t, tt.body), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if doc.Format != FormatODT || doc.Text != tt.want {
				t.Errorf("%s text %q, want %q", doc.Format, doc.Text, tt.want)
			}
			if len(doc.Footnotes) != len(tt.notes) {
				t.Fatalf("footnotes %+v, want %q", doc.Footnotes, tt.notes)
			}
			for i, n := range tt.notes {
				f := doc.Footnotes[i]
				if f.Text != n || f.Mark != "1" || f.Ref != strings.Index(doc.Text, " W odniesieniu") {
					t.Errorf("footnote %+v", f)
				}
			}
		})
	}
}

// A text:note-citation outside a text:note is no note's mark: it neither
// panics (a header note and no reference yet: index -1, found by fuzzing)
// nor renames the note before it.
func TestODTStrayNoteCitation(t *testing.T) {
	styles := `<?xml version="1.0"?><office:document-styles xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ` +
		`xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0">` +
		`<office:master-styles><style:master-page><style:header><text:p>Kancelaria</text:p></style:header></style:master-page></office:master-styles></office:document-styles>`
	tests := []struct {
		name, body, text string
		marks            []string // of the footnotes, then the header
	}{
		{"before any note", `<text:p>Tekst<text:note-citation>9</text:note-citation> dalej.</text:p>`, "Tekst dalej.", []string{""}},
		{"after a note", `<text:p>a<text:note text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p>N</text:p></text:note-body></text:note> b<text:note-citation>*</text:note-citation></text:p>`, "a b", []string{"1", ""}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := makeZip(t, "mimetype", "application/vnd.oasis.opendocument.text", "styles.xml", styles, "content.xml", odtHead+tt.body+odtTail)
			doc, err := Bytes(context.Background(), "t.odt", data, Options{})
			if err != nil {
				t.Fatal(err)
			}
			var marks []string
			for _, f := range doc.Footnotes {
				marks = append(marks, f.Mark)
			}
			if doc.Text != tt.text || !slices.Equal(marks, tt.marks) {
				t.Errorf("text %q marks %q, want %q %q", doc.Text, marks, tt.text, tt.marks)
			}
		})
	}
}

func TestODTFlatAndPages(t *testing.T) {
	flat := strings.Replace(odtHead, "office:document-content", "office:document", 1) +
		`<text:p>jeden</text:p><text:p><text:soft-page-break/>dwa</text:p>` +
		strings.Replace(odtTail, "office:document-content", "office:document", 1)
	doc, err := Bytes(context.Background(), "t.fodt", []byte(flat), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Text != "jeden\ndwa" || len(doc.Pages) != 2 || doc.Text[doc.Pages[1].Start:doc.Pages[1].End] != "dwa" {
		t.Errorf("text %q pages %+v", doc.Text, doc.Pages)
	}
}

func TestODTErrors(t *testing.T) {
	_, err := Bytes(context.Background(), "x.odt", makeZip(t, "mimetype", "application/vnd.oasis.opendocument.text", "content.xml", odtHead+"<text:p>"), Options{})
	if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "x.odt") {
		t.Errorf("truncated XML: %v", err)
	}
	_, err = Bytes(context.Background(), "y.odt", makeZip(t, "mimetype", "x", "styles.xml", "<a/>"), Options{Format: FormatODT})
	if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "content.xml") {
		t.Errorf("no content.xml: %v", err)
	}
}

// FuzzODT fuzzes the ODF XML (flat form: the same reader as content.xml).
// Long run: go test ./extract -run '^$' -fuzz FuzzODT -fuzztime 5m -fuzzminimizetime 5s
func FuzzODT(f *testing.F) {
	for _, body := range []string{
		`<text:h>1. Stan</text:h><text:p>a<text:s text:c="3"/>b<text:tab/><text:line-break/></text:p>`,
		`<text:p>x<text:note text:note-class="endnote"><text:note-citation>i</text:note-citation><text:note-body><text:p>n<text:note><text:note-body><text:p>nested</text:p></text:note-body></text:note></text:p></text:note-body></text:note></text:p>`,
		`<text:tracked-changes><text:changed-region><text:deletion><text:p>d</text:p></text:deletion></text:changed-region></text:tracked-changes><text:p><draw:frame><draw:text-box><text:p>b<text:soft-page-break/></text:p></draw:text-box></draw:frame></text:p>`,
		`<office:automatic-styles><style:style style:name="T1" style:family="text" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"><style:text-properties style:text-position="super 58%" fo:font-weight="bold" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"/></style:style></office:automatic-styles>` +
			`<text:list><text:list-item><text:p>art. 398<text:span text:style-name="T1">1</text:span></text:p></text:list-item></text:list><table:table xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"><table:table-row><table:table-cell><text:p>x</text:p></table:table-cell></table:table-row></table:table>`,
	} {
		f.Add(body)
	}
	f.Fuzz(func(t *testing.T, body string) {
		doc, err := Bytes(context.Background(), "fuzz.fodt", []byte(odtHead+body+odtTail), Options{Format: FormatODT})
		if err != nil {
			if errors.Is(err, ErrPanic) || !strings.Contains(err.Error(), "fuzz.fodt") {
				t.Fatalf("bad error: %v", err)
			}
			return
		}
		if err := docInvariants(doc); err != nil {
			t.Fatal(err)
		}
	})
}
