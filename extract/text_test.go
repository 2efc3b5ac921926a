package extract

import (
	"context"
	"errors"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
)

func TestTextEncodings(t *testing.T) {
	pl := "Zażółć gęślą jaźń – „Sąd Najwyższy” § 2\nŚląsk, Źródło, ŻÓŁW"
	cp1250, _ := charmap.Windows1250.NewEncoder().String(pl)
	iso, _ := charmap.ISO8859_2.NewEncoder().String(strings.NewReplacer("„", "\"", "”", "\"", "–", "-").Replace(pl))
	utf16, _ := unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewEncoder().String(pl)
	tests := []struct {
		name, file, data string
		want, enc        string
		err              error
	}{
		{"UTF-8", "a.txt", pl, pl, "utf-8", nil},
		{"UTF-8 BOM and CRLF", "a.txt", "\uFEFF" + strings.ReplaceAll(pl, "\n", "\r\n"), pl, "utf-8", nil},
		{"UTF-16 with BOM", "a.txt", utf16, pl, "utf-16", nil},
		{"Windows-1250", "a.txt", cp1250, pl, "windows-1250", nil},
		{"ISO-8859-2", "a.txt", iso, strings.NewReplacer("„", "\"", "”", "\"", "–", "-").Replace(pl), "iso-8859-2", nil},
		{"shared letters only: one reading", "a.txt", "\xb3\xf3d\xbf", "łódż", "windows-1250", nil},
		{"ambiguous bytes refused", "a.txt", "abc \x81\x8d\x90 def", "", "", ErrEncoding},
		{"NUL bytes refused", "a.txt", "a\x00b\x00c", "", "", ErrEncoding},
		{"Markdown", "notes.md", "# Tytuł\n\nTekst", "# Tytuł\n\nTekst", "utf-8", nil},
		{"form feed is a page break", "r.txt", "strona jeden\fstrona dwa", "strona jeden\nstrona dwa", "utf-8", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := Bytes(context.Background(), tt.file, []byte(tt.data), Options{})
			if tt.err != nil {
				if !errors.Is(err, tt.err) || !strings.Contains(err.Error(), tt.file) {
					t.Fatalf("err = %v, want %v naming the file", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if doc.Text != tt.want || doc.Encoding != tt.enc {
				t.Errorf("got %q (%s), want %q (%s)", doc.Text, doc.Encoding, tt.want, tt.enc)
			}
		})
	}
	doc, err := Bytes(context.Background(), "r.txt", []byte("jeden\fdwa\fprze-\nwoźnik"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Pages) != 3 || doc.Text[doc.Pages[2].Start:doc.Pages[2].End] != "przewoźnik" {
		t.Errorf("pages %+v of %q", doc.Pages, doc.Text)
	}
}

func TestDetect(t *testing.T) {
	tests := []struct {
		name string
		data string
		want Format
		err  error
	}{
		{"x.pdf", "%PDF-1.7\n...", FormatPDF, nil},
		{"x.bin", "junk\n%PDF-1.4", FormatPDF, nil},
		{"x.pdf", "not a pdf", "", ErrCorrupt},
		{"x.docx", "PK\x03\x04....word/document.xml", FormatDOCX, nil},
		{"x.zip", "PK\x03\x04....content.xml", FormatODT, nil},
		{"x.zip", "PK\x03\x04....other", "", ErrUnsupported},
		{"x.doc", "\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1....", "", ErrUnsupported},
		{"x.docx", "plain text", "", ErrCorrupt},
		{"x.md", "# a", FormatMD, nil},
		{"x.TXT", "a", FormatTXT, nil},
		{"x.png", "\x89PNG", "", ErrUnsupported},
	}
	for _, tt := range tests {
		got, err := Detect(tt.name, []byte(tt.data))
		if got != tt.want || !errors.Is(err, tt.err) {
			t.Errorf("Detect(%s, %.12q) = %q, %v; want %q, %v", tt.name, tt.data, got, err, tt.want, tt.err)
		}
		if err != nil && !strings.Contains(err.Error(), tt.name) {
			t.Errorf("error %q does not name the file", err)
		}
	}
}

func TestFileLimits(t *testing.T) {
	dir := t.TempDir()
	path := dir + "/duży plik.txt"
	if err := writeFile(path, strings.Repeat("a", 2000)); err != nil {
		t.Fatal(err)
	}
	_, err := File(context.Background(), path, Options{Limits: Limits{MaxFileSize: 1000}})
	var le *LimitError
	if !errors.As(err, &le) || le.Limit != "MaxFileSize" || !strings.Contains(err.Error(), "duży plik.txt") {
		t.Errorf("err = %v", err)
	}
	doc, err := File(context.Background(), path, Options{})
	if err != nil || len(doc.Text) != 2000 {
		t.Errorf("within limits: %v", err)
	}
	_, err = File(context.Background(), dir+"/missing.txt", Options{})
	if err == nil || !strings.Contains(err.Error(), "missing.txt") {
		t.Errorf("missing file: %v", err)
	}
	_, err = File(context.Background(), dir, Options{})
	if err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("directory: %v", err)
	}
}

// FuzzText: the text decoder never panics; what it accepts is valid UTF-8.
// Long run: go test ./extract -run '^$' -fuzz FuzzText -fuzztime 2m
func FuzzText(f *testing.F) {
	for _, s := range []string{"a", "\uFEFFb\r\n", "\xb3\xf3d\xbf", "\xff\xfea\x00", "\x81", "x\fy"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := Bytes(context.Background(), "f.txt", data, Options{})
		if err != nil {
			if errors.Is(err, ErrPanic) || !strings.Contains(err.Error(), "f.txt") {
				t.Fatalf("bad error %v", err)
			}
			return
		}
		if err := docInvariants(doc); err != nil {
			t.Fatalf("%v for %q", err, data)
		}
	})
}

// TestTextBlocks: the blocks of TXT and Markdown, and Markdown footnotes
// taken out of the body with their references.
func TestTextBlocks(t *testing.T) {
	tests := []struct {
		name, file, in string
		want           []string // kind:text of each block
	}{
		{"md headings, lists, quotes, bold title", "m.md",
			"**MEMORANDUM**\n\n**Do:** Zarząd\\\n**Od:** Kancelaria\n\n## I. Stan\n\nAkapit pierwszy\nciąg dalszy.\n\n> „Cytat blokowy\n> w dwóch wierszach.”\n\n1. Punkt pierwszy;\n   dalej.\n2. Punkt drugi.\n\nTytuł Setext\n------------\n\n---\n\n- punktor",
			[]string{"heading:**MEMORANDUM**", "paragraph:**Do:** Zarząd\\\n**Od:** Kancelaria", "heading:## I. Stan", "paragraph:Akapit pierwszy\nciąg dalszy.",
				"quote:> „Cytat blokowy\n> w dwóch wierszach.”", "list_item:1. Punkt pierwszy;\ndalej.", "list_item:2. Punkt drugi.", "heading:Tytuł Setext\n------------", "paragraph:---", "list_item:- punktor"}},
		{"md quote paragraphs split by a bare >", "q.md", "> pierwszy\n>\n> drugi", []string{"quote:> pierwszy", "quote:>\n> drugi"}},
		{"txt blank lines and markers", "t.txt", "UZASADNIENIE\n\nSąd zważył,\nco następuje:\n1) pierwsze,\n2) drugie.\n\nKoniec.",
			[]string{"paragraph:UZASADNIENIE", "paragraph:Sąd zważył,\nco następuje:", "list_item:1) pierwsze,", "list_item:2) drugie.", "paragraph:Koniec."}},
		{"txt: markdown syntax is text", "t.txt", "# nie nagłówek\n> nie cytat", []string{"paragraph:# nie nagłówek\n> nie cytat"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := Bytes(t.Context(), tt.file, []byte(tt.in), Options{})
			if err != nil {
				t.Fatal(err)
			}
			checkBlocks(t, tt.file, doc)
			var got []string
			for _, b := range doc.Blocks {
				got = append(got, string(b.Kind)+":"+doc.Text[b.Start:b.End])
			}
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("blocks\n got %q\nwant %q", got, tt.want)
			}
		})
	}
}

func TestMarkdownFootnotes(t *testing.T) {
	in := "Sąd wskazał, że „cytat”.[^1] Dalej[^x] tekst[^2].\n\n[^1]: Wyrok SN z dnia\n    14 marca 2019 r., I CSK 9901/99.\n[^2]: Tamże.\n"
	doc, err := Bytes(t.Context(), "m.md", []byte(in), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Text != "Sąd wskazał, że „cytat”. Dalej[^x] tekst." {
		t.Errorf("text %q", doc.Text)
	}
	want := []struct{ mark, text, before string }{
		{"1", "Wyrok SN z dnia\n14 marca 2019 r., I CSK 9901/99.", "„cytat”."},
		{"2", "Tamże.", "Dalej[^x] tekst"},
	}
	if len(doc.Footnotes) != len(want) {
		t.Fatalf("footnotes %+v", doc.Footnotes)
	}
	for i, w := range want {
		f := doc.Footnotes[i]
		if f.Mark != w.mark || f.Text != w.text || !strings.HasSuffix(doc.Text[:f.Ref], w.before) || f.Kind != "footnote" {
			t.Errorf("footnote %d: %+v", i+1, f)
		}
		rs, re := f.RawRange(0, len(f.Text))
		if !strings.HasPrefix(doc.Raw[rs:re], f.Text[:5]) {
			t.Errorf("footnote %d raw %q", i+1, doc.Raw[rs:re])
		}
	}
}

// TestTextMarkdownFootnotes: a memo typed as Markdown and saved as TXT
// keeps Markdown's footnotes („[^1]” in the text, „[^1]: …” below): they
// are footnotes there too, linked to their references; a definition no
// reference points to stays text.
func TestTextMarkdownFootnotes(t *testing.T) {
	type note struct{ mark, text, before string }
	cases := []struct {
		name, in, text string
		notes          []note
	}{
		{name: "a bullet's note holds the signature",
			in:    "- SO Lublin, post. z 3.02.2015[^1] — podobny stan faktyczny:\n  - „zażalenie wniesione po terminie podlega odrzuceniu”\n\n[^1]: II Cz 88/15, niepubl.\n",
			text:  "- SO Lublin, post. z 3.02.2015 — podobny stan faktyczny:",
			notes: []note{{"1", "II Cz 88/15, niepubl.", "3.02.2015"}}},
		{name: "two notes, one continued by an indented line",
			in:    "Sąd podkreślił „zasadę swobodnej oceny dowodów”[^a] oraz jej granice[^b].\n\n[^a]: Wyrok SA w Łodzi z dnia\n    5 maja 2016 r., I ACa 1/16.\n[^b]: Tamże.\n",
			text:  "Sąd podkreślił „zasadę swobodnej oceny dowodów” oraz jej granice.",
			notes: []note{{"a", "I ACa 1/16.", "dowodów”"}, {"b", "Tamże.", "granice"}}},
		{name: "control: a definition with no reference stays text",
			in:   "Notatka robocza.\n\n[^1]: to nie jest przypis, nikt go nie powołuje\n",
			text: "[^1]: to nie jest przypis"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := Bytes(t.Context(), "m.txt", []byte(tc.in), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(doc.Text, tc.text) || len(tc.notes) > 0 && strings.Contains(doc.Text, "[^") {
				t.Errorf("text %q", doc.Text)
			}
			if len(doc.Footnotes) != len(tc.notes) {
				t.Fatalf("footnotes %+v", doc.Footnotes)
			}
			for i, w := range tc.notes {
				f := doc.Footnotes[i]
				if f.Mark != w.mark || !strings.Contains(f.Text, w.text) || !strings.HasSuffix(doc.Text[:f.Ref], w.before) || f.Kind != "footnote" {
					t.Errorf("footnote %d: %+v", i+1, f)
				}
			}
		})
	}
}
