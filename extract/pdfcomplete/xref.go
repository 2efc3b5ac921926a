package pdfcomplete

// Reading a PDF's cross-reference sections for the completeness test: xref
// tables, xref streams (with their PNG predictors) and the chain they name.

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"io"
	"slices"
)

// checker follows the xref chain and collects the in-use objects.
type checker struct {
	r       io.ReaderAt
	size    int64
	seen    map[int64]bool
	objs    []objRef
	entries int
}

type objRef struct {
	num int64
	off int64
}

// section parses the xref section at (or within xrefSlack of) off and
// returns the offsets of the sections it chains to.
func (c *checker) section(off int64) ([]int64, error) {
	from := max(0, off-xrefSlack)
	buf := make([]byte, min(c.size-from, 2*xrefSlack+maxDict))
	if _, err := c.r.ReadAt(buf, from); err != nil && err != io.EOF {
		return nil, err
	}
	at := int(off - from)
	// The section at off itself, else the nearest one within the slack.
	for d := 0; d <= xrefSlack; d++ {
		js := []int{at + d}
		if d > 0 {
			js = append(js, at-d)
		}
		for _, j := range js {
			if j < 0 || j >= len(buf) {
				continue
			}
			if bytes.HasPrefix(buf[j:], []byte("xref")) && !isRegularByte(buf, j-1) && !isRegularByte(buf, j+4) {
				return c.table(from + int64(j) + 4)
			}
			if isObjHeader(buf, j) {
				return c.stream(from + int64(j))
			}
		}
	}
	if len(bytes.Trim(buf[at:min(len(buf), at+64)], "\x00")) == 0 {
		return nil, incompletef("the xref section at offset %d is missing (zero bytes)", off)
	}
	return nil, incompletef("no xref section at offset %d", off)
}

// table parses a classic xref table whose entries start at off (just after
// the keyword "xref") and its trailer dictionary.
func (c *checker) table(off int64) ([]int64, error) {
	br := &blockReader{r: c.r, size: c.size}
	lx := &streamLexer{br: br, pos: off}
	for {
		lx.skipSpace()
		if lx.hasPrefix("trailer") {
			lx.pos += int64(len("trailer"))
			break
		}
		first, ok1 := lx.int()
		count, ok2 := lx.int()
		if !ok1 || !ok2 || first < 0 || count < 0 {
			return nil, incompletef("the xref table at offset %d does not parse", off)
		}
		if c.entries += int(count); c.entries > maxEntries {
			return nil, fmt.Errorf("the PDF lists more than %d objects", maxEntries)
		}
		for k := int64(0); k < count; k++ {
			o, ok1 := lx.int()
			_, ok2 := lx.int()
			lx.skipSpace()
			t := lx.byte()
			if !ok1 || !ok2 || (t != 'n' && t != 'f') {
				return nil, incompletef("xref entry %d of the table at offset %d does not parse", first+k, off)
			}
			if t == 'n' {
				c.objs = append(c.objs, objRef{num: first + k, off: o})
			}
		}
	}
	lx.skipSpace()
	dict, err := lx.bytes(maxDict)
	if err != nil {
		return nil, err
	}
	d := (&lexer{b: dict}).dict()
	if d == nil {
		return nil, incompletef("the trailer after the xref table at offset %d does not parse", off)
	}
	return c.chained(d, "Prev", "XRefStm")
}

// chained returns the offsets of the sections a trailer or an xref stream
// dictionary names under keys (/Prev, /XRefStm).
func (c *checker) chained(d map[string]any, keys ...string) ([]int64, error) {
	var next []int64
	for _, k := range keys {
		if v, ok := d[k].(int64); ok {
			if v < 0 || v >= c.size {
				return nil, incompletef("/%s %d points past the end of the file", k, v)
			}
			next = append(next, v)
		}
	}
	return next, nil
}

// stream parses an xref stream object starting at off.
func (c *checker) stream(off int64) ([]int64, error) {
	d, dataOff, err := c.streamStart(off)
	if err != nil {
		return nil, err
	}
	next, err := c.chained(d, "Prev")
	if err != nil {
		return nil, err
	}
	length, direct := d["Length"].(int64)
	if !direct {
		return next, nil // an indirect /Length: parsed as far as it can be here
	}
	if err := c.streamEnd(off, dataOff, length); err != nil {
		return nil, err
	}
	x, ok := xrefStreamOf(d)
	if !ok {
		return next, nil // parsed as far as it can be without another decoder
	}
	rows, err := c.countRows(off, x)
	if err != nil {
		return nil, err
	}
	data, ok, err := c.streamRows(off, dataOff, length, x, rows)
	if err != nil || !ok {
		return next, err
	}
	c.addRows(data, x)
	return next, nil
}

// streamStart parses the object header and the dictionary of the xref
// stream at off; it returns the dictionary and where the data begins.
func (c *checker) streamStart(off int64) (map[string]any, int64, error) {
	buf := make([]byte, min(c.size-off, maxDict))
	if _, err := c.r.ReadAt(buf, off); err != nil && err != io.EOF {
		return nil, 0, err
	}
	lx := &lexer{b: buf}
	lx.int()
	lx.int()
	lx.keyword("obj")
	d := lx.dict()
	if d == nil || d["Type"] != nameObj("XRef") {
		return nil, 0, incompletef("the object at offset %d is not an xref stream", off)
	}
	lx.skipSpace()
	if !lx.keyword("stream") {
		return nil, 0, incompletef("the xref stream at offset %d has no data", off)
	}
	if lx.i < len(buf) && buf[lx.i] == '\r' {
		lx.i++
	}
	if lx.i < len(buf) && buf[lx.i] == '\n' {
		lx.i++
	}
	return d, off + int64(lx.i), nil
}

// streamEnd checks that the data of the xref stream at off, length bytes
// from dataOff, is in the file and followed by endstream.
func (c *checker) streamEnd(off, dataOff, length int64) error {
	if length < 0 || length > maxXRefData {
		return incompletef("the xref stream at offset %d has no usable /Length", off)
	}
	if dataOff+length > c.size {
		return incompletef("the xref stream at offset %d runs past the end of the file", off)
	}
	endBuf := make([]byte, min(c.size-(dataOff+length), 32))
	c.r.ReadAt(endBuf, dataOff+length)
	if !bytes.Contains(endBuf, []byte("endstream")) {
		return incompletef("the xref stream at offset %d does not end where its /Length says", off)
	}
	return nil
}

// xrefStream is what an xref stream's dictionary says of its rows.
type xrefStream struct {
	widths     []int   // /W: the bytes of a row's three fields
	index      []int64 // /Index: pairs of a first object number and a count
	flate      bool    // /Filter /FlateDecode; else no filter
	pred, cols int64   // /DecodeParms /Predictor and /Columns
}

func (x xrefStream) rowLen() int { return x.widths[0] + x.widths[1] + x.widths[2] }

// xrefStreamOf reads the rows' layout from an xref stream's dictionary;
// false when they cannot be read without another decoder.
func xrefStreamOf(d map[string]any) (xrefStream, bool) {
	var x xrefStream
	w, _ := d["W"].([]any)
	for _, v := range w {
		if n, ok := v.(int64); ok && n >= 0 && n <= 8 {
			x.widths = append(x.widths, int(n))
		}
	}
	filter := d["Filter"]
	if fl, ok := filter.([]any); ok && len(fl) == 1 {
		filter = fl[0]
	}
	if len(x.widths) != 3 || (filter != nil && filter != nameObj("FlateDecode")) {
		return x, false
	}
	x.flate = filter != nil
	size, _ := d["Size"].(int64)
	x.index = []int64{0, size}
	if ix, ok := d["Index"].([]any); ok {
		x.index = x.index[:0]
		for _, v := range ix {
			if n, ok := v.(int64); ok {
				x.index = append(x.index, n)
			}
		}
	}
	x.pred, x.cols = 1, 1
	if parms, ok := d["DecodeParms"].(map[string]any); ok {
		if v, ok := parms["Predictor"].(int64); ok {
			x.pred = v
		}
		if v, ok := parms["Columns"].(int64); ok {
			x.cols = v
		}
	}
	return x, true
}

// countRows counts the rows the xref stream at off lists, within the
// bound on all sections' entries.
func (c *checker) countRows(off int64, x xrefStream) (int, error) {
	rows := 0
	for k := 1; k < len(x.index); k += 2 {
		if x.index[k] < 0 || x.index[k] > maxEntries {
			return 0, fmt.Errorf("the xref stream at offset %d lists too many objects", off)
		}
		rows += int(x.index[k])
	}
	if c.entries += rows; c.entries > maxEntries {
		return 0, fmt.Errorf("the PDF lists more than %d objects", maxEntries)
	}
	return rows, nil
}

// streamRows reads and decodes the rows of the xref stream at off (length
// bytes of data at dataOff); false when a predictor's columns do not match
// its rows (it is parsed as far as it can be).
func (c *checker) streamRows(off, dataOff, length int64, x xrefStream, rows int) ([]byte, bool, error) {
	raw := make([]byte, length)
	if _, err := c.r.ReadAt(raw, dataOff); err != nil && err != io.EOF {
		return nil, false, err
	}
	data, rowLen := raw, x.rowLen()
	if x.flate {
		zr, err := zlib.NewReader(bytes.NewReader(raw))
		if err != nil {
			return nil, false, incompletef("the xref stream at offset %d does not decompress: %v", off, err)
		}
		want := int64(rows) * int64(rowLen+1) // room for a PNG predictor byte per row
		data, err = io.ReadAll(io.LimitReader(zr, want+1))
		if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, false, incompletef("the xref stream at offset %d does not decompress: %v", off, err)
		}
	}
	if x.pred >= 10 { // PNG predictors: each row starts with its filter type
		if x.cols != int64(rowLen) {
			return nil, false, nil
		}
		data = pngUnfilter(data, rowLen)
	}
	if len(data) < rows*rowLen {
		return nil, false, incompletef("the xref stream at offset %d is shorter than it says", off)
	}
	return data, true, nil
}

// addRows adds the in-use objects (type 1 rows) of an xref stream.
func (c *checker) addRows(data []byte, x xrefStream) {
	rowLen, r := x.rowLen(), 0
	for k := 0; k+1 < len(x.index); k += 2 {
		for j := int64(0); j < x.index[k+1]; j++ {
			row := data[r*rowLen : (r+1)*rowLen]
			r++
			if rowField(row, 0, x.widths[0], 1) == 1 {
				c.objs = append(c.objs, objRef{num: x.index[k] + j, off: rowField(row, x.widths[0], x.widths[1], 0)})
			}
		}
	}
}

// rowField is the big-endian field of n bytes at from of a row; def when
// the field has no bytes.
func rowField(row []byte, from, n int, def int64) int64 {
	if n == 0 {
		return def
	}
	var v int64
	for _, b := range row[from : from+n] {
		v = v<<8 | int64(b)
	}
	return v
}

// pngUnfilter undoes the PNG "Up" (and "None") row filters that xref
// streams use; other filter types are left as they are.
func pngUnfilter(data []byte, rowLen int) []byte {
	out := make([]byte, 0, len(data))
	prev := make([]byte, rowLen)
	for i := 0; i+rowLen+1 <= len(data); i += rowLen + 1 {
		typ, row := data[i], slices.Clone(data[i+1:i+1+rowLen])
		if typ == 2 {
			for k := range row {
				row[k] += prev[k]
			}
		}
		out = append(out, row...)
		prev = row
	}
	return out
}
