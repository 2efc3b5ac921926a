// Package extract turns a memo or a source (PDF, DOCX, ODT, TXT, MD) into
// clean text: the body with its page ranges, the footnotes kept apart and
// linked to their reference marks, and a map from every byte of the clean
// text back to the raw extraction.
//
// It is the first stage of the pipeline (watcher → extract → claims →
// engine → reports) and imports nothing else of citeguard.
//
// PDF goes through PDFium compiled to WebAssembly (github.com/klippa-app/
// go-pdfium, package webassembly, run by wazero: no cgo). DOCX and ODT are
// read by our own streaming archive/zip + encoding/xml readers. Every input
// is bounded by Limits; a parser panic is recovered and returned as an error.
//
// Tests read the shared corpus from ../shared/testdata beside the
// repository and skip with a message when it is absent. Fuzz targets run
// their seeds (testdata/fuzz) in every go test; the long form is
//
//	go test ./extract -run '^$' -fuzz FuzzClean   -fuzztime 5m -fuzzminimizetime 5s
//	go test ./extract -run '^$' -fuzz FuzzDOCX    -fuzztime 5m -fuzzminimizetime 5s
//	go test ./extract -run '^$' -fuzz FuzzDOCXXML -fuzztime 5m -fuzzminimizetime 5s
//	go test ./extract -run '^$' -fuzz FuzzODT     -fuzztime 5m -fuzzminimizetime 5s
//	go test ./extract -run '^$' -fuzz FuzzText    -fuzztime 2m
//
// (without -fuzzminimizetime a large interesting input can be minimised
// for up to a minute, which shows as "0 execs/s").
package extract

// Format is the kind of document that was read.
type Format string

// The formats extract reads.
const (
	FormatPDF  Format = "pdf"
	FormatDOCX Format = "docx"
	FormatODT  Format = "odt"
	FormatTXT  Format = "txt"
	FormatMD   Format = "md"
)

// Document is the text extracted from one file.
//
// Text is the cleaned body (NFC, see Clean) without running headers,
// footers and footnotes. Raw is the extraction before clean-up: for PDF the
// text PDFium returned, page by page, separated by form feeds (headers,
// footers and footnotes included); for DOCX and ODT the text the reader
// produced, body first, then the notes; for TXT and MD the decoded file.
// Offsets maps
// Text back to Raw per byte: Offsets[i] is the byte offset in Raw of the
// character that produced byte i of Text, and Offsets[len(Text)] is the end
// of the mapped region. Use RawRange to map a range.
type Document struct {
	Name      string     // the file name given to File or Bytes
	Format    Format     // what was read
	Text      string     // cleaned body text
	Pages     []PageSpan // page ranges in Text, in order (see PageSpan)
	Blocks    []Block    // paragraphs, headings, list items, quotations, table cells of Text, in order (see Block)
	Footnotes []Footnote // footnotes and endnotes, in reference order
	Raw       string     // the raw extraction (see above)
	Offsets   []int32    // len(Text)+1 byte offsets into Raw
	Encoding  string     // the source encoding of TXT/MD ("utf-8", "windows-1250"…); empty otherwise
	PageCount int        // pages in the source (PDF), or pages found (DOCX/ODT/TXT page breaks + 1)
}

// PageSpan is the byte range [Start, End) of Text that comes from page Page
// (1-based). A word hyphenated across a page break is joined and belongs to
// the page where it starts. Pages are exact for PDF; for DOCX they are
// Word's last layout (w:lastRenderedPageBreak) or else the explicit page
// breaks, for ODT the soft page breaks, for TXT the form feeds; a document
// without any is one page.
type PageSpan struct {
	Page  int `json:"page"`
	Start int `json:"start"`
	End   int `json:"end"`
}

// Footnote is one footnote or endnote, kept out of Text.
type Footnote struct {
	Kind    string  `json:"kind"` // "footnote" or "endnote"
	Mark    string  `json:"mark"` // the number or mark shown in the document ("1", "2", "*")
	Text    string  `json:"text"` // cleaned footnote text, without its mark
	Ref     int     `json:"ref"`  // byte offset in Document.Text where the reference mark stood; -1 when unknown
	Page    int     `json:"page"` // page of the footnote text (PDF) or of its reference; 0 when unknown
	Offsets []int32 `json:"-"`    // len(Text)+1 byte offsets into Document.Raw, like Document.Offsets
}

// RawRange maps the byte range [start, end) of Text to the range of Raw it
// was extracted from. Out-of-range arguments are clamped.
func (d *Document) RawRange(start, end int) (int, int) {
	return mapRange(d.Offsets, start, end)
}

// RawRange maps the byte range [start, end) of the footnote's Text to Raw.
func (f *Footnote) RawRange(start, end int) (int, int) {
	return mapRange(f.Offsets, start, end)
}

func mapRange(off []int32, start, end int) (int, int) {
	if len(off) == 0 {
		return 0, 0
	}
	n := len(off) - 1
	start = min(max(start, 0), n)
	end = min(max(end, start), n)
	rs := int(off[start])
	if end == start {
		return rs, rs
	}
	// The raw end is just past the raw position of the last byte of the range.
	re := int(off[end])
	last := int(off[end-1])
	if re <= last {
		re = last + 1
	}
	if re < rs {
		re = rs
	}
	return rs, re
}

// PageAt returns the page number (1-based) holding byte offset off of Text,
// or 0 when there is none.
func (d *Document) PageAt(off int) int {
	for _, p := range d.Pages {
		if off >= p.Start && off < p.End {
			return p.Page
		}
	}
	if n := len(d.Pages); n > 0 && off == d.Pages[n-1].End {
		return d.Pages[n-1].Page
	}
	return 0
}
