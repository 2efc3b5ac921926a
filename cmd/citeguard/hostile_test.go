package main

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"strings"
)

// Hostile memos for the worker tests: each makes a check run far past any
// time limit, or take gigabytes, in the real pipeline.

// quadraticMemo is one paragraph of n citation-dense sentences with no line
// break (20,000 take ~20 s in the whole pipeline on our machine: 80,000
// claims to verify).
func quadraticMemo(n int) []byte {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "Sąd Najwyższy w wyroku z %d marca 2019 r., II CSK %d/18, przyjął, że „umowa jest nieważna” (art. %d § 2 k.c.), por. też III CZP %d/19; ",
			i%28+1, i, i%900+1, i)
	}
	return []byte(b.String())
}

// pdfFile assembles a PDF of the given objects (1 is the catalog) with a
// right xref table.
func pdfFile(objs [][]byte) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	offs := make([]int, len(objs))
	for i, o := range objs {
		offs[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n", i+1)
		b.Write(o)
		b.WriteString("\nendobj\n")
	}
	x := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, o := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, x)
	return b.Bytes()
}

func stream(dict string, data []byte) []byte {
	return append(append([]byte(fmt.Sprintf("<< %s /Length %d >>\nstream\n", dict, len(data))), data...), "\nendstream"...)
}

// manyPagesPDF is a PDF of n pages of 45 lines of text each (2,000 pages:
// ~30 s and 1.5 GB in PDFium).
func manyPagesPDF(n int) []byte {
	objs := [][]byte{[]byte("<< /Type /Catalog /Pages 2 0 R >>"), nil,
		[]byte("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")}
	var kids []string
	for i := range n {
		pid := len(objs) + 1
		kids = append(kids, fmt.Sprintf("%d 0 R", pid))
		objs = append(objs, []byte(fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents %d 0 R >>", pid+1)))
		var c bytes.Buffer
		for k := range 45 {
			fmt.Fprintf(&c, "BT /F1 10 Tf 40 %d Td (Strona %d, wiersz %d: Sad Najwyzszy w wyroku II CSK %d/18 przyjal, ze umowa jest niewazna \\(art. %d k.c.\\).) Tj ET\n",
				800-17*k, i+1, k+1, i*45+k, k+1)
		}
		objs = append(objs, stream("", c.Bytes()))
	}
	objs[1] = []byte(fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), n))
	return pdfFile(objs)
}

// flateBombPDF is a one-page PDF whose content stream inflates to mb MB
// of white space (2,048 MB: ~2 MB on disk, 3.6 GB of memory in PDFium).
func flateBombPDF(mb int) []byte {
	var z bytes.Buffer
	w, _ := zlib.NewWriterLevel(&z, zlib.BestCompression)
	chunk := bytes.Repeat([]byte(" "), 1<<20)
	for range mb {
		w.Write(chunk)
	}
	w.Write([]byte("BT /F1 10 Tf 40 800 Td (bomba) Tj ET"))
	w.Close()
	return pdfFile([][]byte{
		[]byte("<< /Type /Catalog /Pages 2 0 R >>"),
		[]byte("<< /Type /Pages /Kids [4 0 R] /Count 1 >>"),
		[]byte("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
		[]byte("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>"),
		stream("/Filter /FlateDecode", z.Bytes()),
	})
}
