// Package pdftest builds the small PDFs that tests of the completeness
// check (pdfcomplete) and of the daemon write: a whole document, an
// incremental update of it and one with an xref stream.
package pdftest

import (
	"bytes"
	"compress/zlib"
	"fmt"
)

// Doc is a minimal PDF whose xref table is right; each line stands on its
// own line between the objects (a test's fake checker can read lines).
func Doc(lines ...string) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	o1 := b.Len()
	b.WriteString("1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n")
	o2 := b.Len()
	b.WriteString("2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n")
	x := b.Len()
	fmt.Fprintf(&b, "xref\n0 3\n0000000000 65535 f \n%010d 00000 n \n%010d 00000 n \ntrailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", o1, o2, x)
	return b.Bytes()
}

// Update is an incremental update of doc (as a PDF editor appends it): a
// new object 3, a new xref section chained by /Prev, a new %%EOF.
func Update(doc []byte, lines ...string) []byte {
	prev := bytes.LastIndex(doc, []byte("startxref\n"))
	var prevX int
	fmt.Sscanf(string(doc[prev+len("startxref\n"):]), "%d", &prevX)
	var b bytes.Buffer
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	o3 := len(doc) + b.Len()
	b.WriteString("3 0 obj\n(update)\nendobj\n")
	x := len(doc) + b.Len()
	fmt.Fprintf(&b, "xref\n0 1\n0000000000 65535 f \n3 1\n%010d 00000 n \ntrailer\n<< /Size 4 /Root 1 0 R /Prev %d >>\nstartxref\n%d\n%%%%EOF\n", o3, prevX, x)
	return b.Bytes()
}

// XRefStream is a PDF whose only xref section is a compressed xref stream
// with the PNG Up predictor, as pdfTeX and LuaTeX write them.
func XRefStream() []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.5\n")
	o1 := b.Len()
	b.WriteString("1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n")
	o2 := b.Len()
	b.WriteString("2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n")
	o3 := b.Len()
	// Rows of /W [1 2 1]: type, offset, generation; each PNG-Up filtered.
	rows := [][]byte{{0, 0, 0, 255}, {1, byte(o1 >> 8), byte(o1), 0}, {1, byte(o2 >> 8), byte(o2), 0}, {1, byte(o3 >> 8), byte(o3), 0}}
	var raw bytes.Buffer
	prev := make([]byte, 4)
	for _, r := range rows {
		raw.WriteByte(2)
		for k := range r {
			raw.WriteByte(r[k] - prev[k])
		}
		prev = r
	}
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	zw.Write(raw.Bytes())
	zw.Close()
	fmt.Fprintf(&b, "3 0 obj\n<< /Type /XRef /Size 4 /W [1 2 1] /Root 1 0 R /Filter /FlateDecode /DecodeParms << /Columns 4 /Predictor 12 >> /Length %d >>\nstream\n", z.Len())
	b.Write(z.Bytes())
	fmt.Fprintf(&b, "\nendstream\nendobj\nstartxref\n%d\n%%%%EOF\n", o3)
	return b.Bytes()
}
