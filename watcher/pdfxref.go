package watcher

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

// pdfChecker follows the xref chain and collects the in-use objects.
type pdfChecker struct {
	r       io.ReaderAt
	size    int64
	seen    map[int64]bool
	objs    []pdfObjRef
	entries int
}

type pdfObjRef struct {
	num int64
	off int64
}

// section parses the xref section at (or within pdfXRefSlack of) off and
// returns the offsets of the sections it chains to.
func (c *pdfChecker) section(off int64) ([]int64, error) {
	from := max(0, off-pdfXRefSlack)
	buf := make([]byte, min(c.size-from, 2*pdfXRefSlack+pdfMaxDict))
	if _, err := c.r.ReadAt(buf, from); err != nil && err != io.EOF {
		return nil, err
	}
	at := int(off - from)
	// The section at off itself, else the nearest one within the slack.
	for d := 0; d <= pdfXRefSlack; d++ {
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
func (c *pdfChecker) table(off int64) ([]int64, error) {
	br := &pdfBlockReader{r: c.r, size: c.size}
	lx := &pdfStreamLexer{br: br, pos: off}
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
		if c.entries += int(count); c.entries > pdfMaxEntries {
			return nil, fmt.Errorf("the PDF lists more than %d objects", pdfMaxEntries)
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
				c.objs = append(c.objs, pdfObjRef{num: first + k, off: o})
			}
		}
	}
	lx.skipSpace()
	dict, err := lx.bytes(pdfMaxDict)
	if err != nil {
		return nil, err
	}
	d := (&pdfLexer{b: dict}).dict()
	if d == nil {
		return nil, incompletef("the trailer after the xref table at offset %d does not parse", off)
	}
	var next []int64
	for _, k := range []string{"Prev", "XRefStm"} {
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
func (c *pdfChecker) stream(off int64) ([]int64, error) {
	buf := make([]byte, min(c.size-off, pdfMaxDict))
	if _, err := c.r.ReadAt(buf, off); err != nil && err != io.EOF {
		return nil, err
	}
	lx := &pdfLexer{b: buf}
	lx.int()
	lx.int()
	lx.keyword("obj")
	d := lx.dict()
	if d == nil || d["Type"] != pdfName("XRef") {
		return nil, incompletef("the object at offset %d is not an xref stream", off)
	}
	lx.skipSpace()
	if !lx.keyword("stream") {
		return nil, incompletef("the xref stream at offset %d has no data", off)
	}
	if lx.i < len(buf) && buf[lx.i] == '\r' {
		lx.i++
	}
	if lx.i < len(buf) && buf[lx.i] == '\n' {
		lx.i++
	}
	dataOff := off + int64(lx.i)
	var next []int64
	if v, ok := d["Prev"].(int64); ok {
		if v < 0 || v >= c.size {
			return nil, incompletef("/Prev %d points past the end of the file", v)
		}
		next = append(next, v)
	}
	length, direct := d["Length"].(int64)
	if !direct {
		return next, nil // an indirect /Length: parsed as far as it can be here
	}
	if length < 0 || length > pdfMaxXRefData {
		return nil, incompletef("the xref stream at offset %d has no usable /Length", off)
	}
	if dataOff+length > c.size {
		return nil, incompletef("the xref stream at offset %d runs past the end of the file", off)
	}
	endBuf := make([]byte, min(c.size-(dataOff+length), 32))
	c.r.ReadAt(endBuf, dataOff+length)
	if !bytes.Contains(endBuf, []byte("endstream")) {
		return nil, incompletef("the xref stream at offset %d does not end where its /Length says", off)
	}
	w, _ := d["W"].([]any)
	widths := make([]int, 0, 3)
	for _, x := range w {
		if n, ok := x.(int64); ok && n >= 0 && n <= 8 {
			widths = append(widths, int(n))
		}
	}
	filter := d["Filter"]
	if fl, ok := filter.([]any); ok && len(fl) == 1 {
		filter = fl[0]
	}
	if len(widths) != 3 || (filter != nil && filter != pdfName("FlateDecode")) {
		return next, nil // parsed as far as it can be without another decoder
	}
	size, _ := d["Size"].(int64)
	index := []int64{0, size}
	if ix, ok := d["Index"].([]any); ok {
		index = index[:0]
		for _, x := range ix {
			if n, ok := x.(int64); ok {
				index = append(index, n)
			}
		}
	}
	rowLen := widths[0] + widths[1] + widths[2]
	rows := 0
	for k := 1; k < len(index); k += 2 {
		if index[k] < 0 || index[k] > pdfMaxEntries {
			return nil, fmt.Errorf("the xref stream at offset %d lists too many objects", off)
		}
		rows += int(index[k])
	}
	if c.entries += rows; c.entries > pdfMaxEntries {
		return nil, fmt.Errorf("the PDF lists more than %d objects", pdfMaxEntries)
	}
	raw := make([]byte, length)
	if _, err := c.r.ReadAt(raw, dataOff); err != nil && err != io.EOF {
		return nil, err
	}
	data := raw
	pred, cols := int64(1), int64(1)
	if parms, ok := d["DecodeParms"].(map[string]any); ok {
		if v, ok := parms["Predictor"].(int64); ok {
			pred = v
		}
		if v, ok := parms["Columns"].(int64); ok {
			cols = v
		}
	}
	if filter != nil {
		zr, err := zlib.NewReader(bytes.NewReader(raw))
		if err != nil {
			return nil, incompletef("the xref stream at offset %d does not decompress: %v", off, err)
		}
		want := int64(rows) * int64(rowLen+1) // room for a PNG predictor byte per row
		data, err = io.ReadAll(io.LimitReader(zr, want+1))
		if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, incompletef("the xref stream at offset %d does not decompress: %v", off, err)
		}
	}
	if pred >= 10 { // PNG predictors: each row starts with its filter type
		if cols != int64(rowLen) {
			return next, nil
		}
		data = pngUnfilter(data, rowLen)
	}
	if len(data) < rows*rowLen {
		return nil, incompletef("the xref stream at offset %d is shorter than it says", off)
	}
	field := func(row []byte, from, n int, def int64) int64 {
		if n == 0 {
			return def
		}
		var v int64
		for _, b := range row[from : from+n] {
			v = v<<8 | int64(b)
		}
		return v
	}
	r := 0
	for k := 0; k+1 < len(index); k += 2 {
		for j := int64(0); j < index[k+1]; j++ {
			row := data[r*rowLen : (r+1)*rowLen]
			r++
			if field(row, 0, widths[0], 1) == 1 {
				c.objs = append(c.objs, pdfObjRef{num: index[k] + j, off: field(row, widths[0], widths[1], 0)})
			}
		}
	}
	return next, nil
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
