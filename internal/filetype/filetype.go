// Package filetype tells what a file really is from its first bytes,
// whatever its name says: a legacy Word document renamed .docx, an RTF
// saved as .doc, a PDF. The daemon uses it to judge a file at once instead
// of waiting for it to "complete", and the checker to say „zapisz jako
// .docx” instead of „uszkodzony”. Reading documents is extract's job; this
// is only the signature table those decisions need.
package filetype

import (
	"bytes"
	"io"
	"os"
)

// Kind is a file's real type.
type Kind string

const (
	Unknown Kind = ""
	PDF     Kind = "pdf"
	Zip     Kind = "zip"  // DOCX, ODT (and any other zip)
	OLE2    Kind = "ole2" // Word 97–2003 .doc (and .xls, .ppt, .msg: compound files)
	RTF     Kind = "rtf"
)

// HeadSize is how many bytes Sniff needs.
const HeadSize = 1024

var signatures = []struct {
	kind   Kind
	prefix []byte
}{
	{OLE2, []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}},
	{Zip, []byte("PK\x03\x04")},
	{Zip, []byte("PK\x05\x06")}, // an empty archive
	{RTF, []byte(`{\rtf`)},
}

// Sniff tells the kind of a file from its first HeadSize bytes. A PDF's
// header may follow some junk (readers accept it within the first 1024
// bytes); the others must start the file.
func Sniff(head []byte) Kind {
	for _, s := range signatures {
		if bytes.HasPrefix(head, s.prefix) {
			return s.kind
		}
	}
	if bytes.Contains(head[:min(len(head), HeadSize)], []byte("%PDF-")) {
		return PDF
	}
	return Unknown
}

// SniffFile sniffs the file at path.
func SniffFile(path string) (Kind, error) {
	f, err := os.Open(path)
	if err != nil {
		return Unknown, err
	}
	defer f.Close()
	head := make([]byte, HeadSize)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return Unknown, err
	}
	return Sniff(head[:n]), nil
}

// Legacy reports whether a kind is a word-processor format citeguard only
// reads through a conversion (LibreOffice): Word 97–2003 and RTF.
func (k Kind) Legacy() bool { return k == OLE2 || k == RTF }
