package watcher

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
)

// The PDF completeness test of the settle step. A PDF is written front to
// back and its cross-reference (xref) sections, which say where every object
// starts, come last; an incremental update appends objects, a new xref
// section and a new %%EOF. So a PDF is complete when
//   - it starts with %PDF- and ends with %%EOF, with no PDF syntax after
//     the last %%EOF (an update being appended);
//   - its last startxref points at an xref section (a table or an xref
//     stream) that parses, and so does every section its /Prev and
//     /XRefStm chain names;
//   - every object those sections list as in use starts inside the file and
//     not in a gap of zero bytes (a copier that writes out of order leaves
//     those).
// An object whose offset points at other bytes is a damaged PDF, not an
// incomplete one: PDF readers repair that, and the check says what it finds.
//
// It lives in the watcher, not in extract, because it is a question about a
// file in transit, asked many times while a file settles, and must stay cheap
// and bounded: it reads the tail, the xref sections and 32 bytes per object,
// never decompresses more than the xref streams declare, and pulls in no PDF
// engine.

const (
	pdfTailWindow  = 1 << 20 // where the last %%EOF is looked for
	pdfMaxSections = 256     // xref sections in the /Prev chain
	pdfMaxEntries  = 4 << 20 // xref entries, all sections together
	pdfMaxDict     = 1 << 16 // bytes of one trailer or xref stream dictionary
	pdfMaxXRefData = 64 << 20
	pdfXRefSlack   = 1024 // an xref offset may be off by this much
)

func incompletef(format string, a ...any) error {
	return fmt.Errorf("%w: %s", errIncomplete, fmt.Sprintf(format, a...))
}

// pdfComplete checks that the PDF of size bytes read from r is whole. The
// error wraps errIncomplete when a part is missing; another error means the
// file is not a PDF or cannot be read.
func pdfComplete(r io.ReaderAt, size int64) error {
	head := make([]byte, min(size, 1024))
	if _, err := r.ReadAt(head, 0); err != nil && err != io.EOF {
		return err
	}
	if !bytes.Contains(head, []byte("%PDF-")) {
		if len(bytes.Trim(head, "\x00")) == 0 {
			return incompletef("the file begins with zero bytes (not written yet)")
		}
		return errors.New("this is not a PDF file (no %PDF- header)")
	}
	tailLen := min(size, pdfTailWindow)
	tail := make([]byte, tailLen)
	if _, err := r.ReadAt(tail, size-tailLen); err != nil && err != io.EOF {
		return err
	}
	eof := bytes.LastIndex(tail, []byte("%%EOF"))
	if eof < 0 {
		return incompletef("no %%%%EOF at the end of the PDF")
	}
	after := tail[eof+5:]
	for _, kw := range []string{"obj", "xref", "trailer", "stream", "%PDF"} {
		if bytes.Contains(after, []byte(kw)) {
			return incompletef("PDF data after the last %%%%EOF: an update is still being written")
		}
	}
	sx := bytes.LastIndex(tail[:eof], []byte("startxref"))
	if sx < 0 {
		return incompletef("no startxref before the last %%%%EOF")
	}
	lx := &pdfLexer{b: tail[sx+len("startxref") : eof]}
	start, ok := lx.int()
	if !ok || start < 0 || start >= size {
		return incompletef("startxref does not point into the file")
	}
	c := &pdfChecker{r: r, size: size, seen: map[int64]bool{}}
	queue := []int64{start}
	for len(queue) > 0 {
		off := queue[0]
		queue = queue[1:]
		if c.seen[off] {
			continue
		}
		c.seen[off] = true
		if len(c.seen) > pdfMaxSections {
			return incompletef("more than %d xref sections", pdfMaxSections)
		}
		next, err := c.section(off)
		if err != nil {
			return err
		}
		queue = append(queue, next...)
	}
	return c.objects()
}

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

// objects checks that every in-use object starts inside the file and not in
// a gap of zero bytes.
func (c *pdfChecker) objects() error {
	slices.SortFunc(c.objs, func(a, b pdfObjRef) int { return int(min(max(a.off-b.off, -1), 1)) })
	br := &pdfBlockReader{r: c.r, size: c.size}
	for _, o := range c.objs {
		if o.off < 0 || o.off >= c.size {
			return incompletef("object %d starts at offset %d, past the end of the file (%d bytes)", o.num, o.off, c.size)
		}
		b := br.at(o.off, 16)
		if len(b) > 0 && len(bytes.Trim(b, "\x00")) == 0 {
			return incompletef("object %d at offset %d is zero bytes (not written yet)", o.num, o.off)
		}
	}
	return nil
}

// isObjHeader: "N G obj" starts at buf[i].
func isObjHeader(buf []byte, i int) bool {
	if isRegularByte(buf, i-1) || !isDigit(buf[i]) {
		return false
	}
	lx := &pdfLexer{b: buf[i:min(len(buf), i+64)]}
	_, ok1 := lx.int()
	_, ok2 := lx.int()
	return ok1 && ok2 && lx.keyword("obj")
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// isRegularByte: buf[i] exists and is not white space or a delimiter.
func isRegularByte(buf []byte, i int) bool {
	if i < 0 || i >= len(buf) {
		return false
	}
	return !pdfSpace(buf[i]) && !bytes.ContainsRune([]byte("()<>[]{}/%"), rune(buf[i]))
}

func pdfSpace(b byte) bool {
	return b == ' ' || b == '\n' || b == '\r' || b == '\t' || b == '\f' || b == 0
}

// pdfBlockReader reads small pieces of a file through one cached 64 KB
// block, so objects visited in offset order cost one read per block.
type pdfBlockReader struct {
	r     io.ReaderAt
	size  int64
	start int64
	block []byte
}

func (b *pdfBlockReader) at(off int64, n int) []byte {
	if off < b.start || off+int64(n) > b.start+int64(len(b.block)) {
		b.start = off
		b.block = make([]byte, min(b.size-off, 64<<10))
		k, _ := b.r.ReadAt(b.block, off)
		b.block = b.block[:k]
	}
	i := int(off - b.start)
	return b.block[i:min(len(b.block), i+n)]
}

// pdfStreamLexer reads tokens of an xref table through a pdfBlockReader.
type pdfStreamLexer struct {
	br  *pdfBlockReader
	pos int64
}

func (l *pdfStreamLexer) peek() (byte, bool) {
	b := l.br.at(l.pos, 1)
	if len(b) == 0 {
		return 0, false
	}
	return b[0], true
}

func (l *pdfStreamLexer) byte() byte {
	b, ok := l.peek()
	if ok {
		l.pos++
	}
	return b
}

func (l *pdfStreamLexer) skipSpace() {
	for {
		b, ok := l.peek()
		if !ok || !pdfSpace(b) {
			return
		}
		l.pos++
	}
}

func (l *pdfStreamLexer) hasPrefix(s string) bool {
	return string(l.br.at(l.pos, len(s))) == s
}

func (l *pdfStreamLexer) int() (int64, bool) {
	l.skipSpace()
	var v int64
	n := 0
	for {
		b, ok := l.peek()
		if !ok || !isDigit(b) || n > 18 {
			break
		}
		v = v*10 + int64(b-'0')
		l.pos++
		n++
	}
	return v, n > 0
}

// bytes returns up to limit bytes from the current position.
func (l *pdfStreamLexer) bytes(limit int) ([]byte, error) {
	buf := make([]byte, min(int64(limit), l.br.size-l.pos))
	if _, err := l.br.r.ReadAt(buf, l.pos); err != nil && err != io.EOF {
		return nil, err
	}
	return buf, nil
}

// pdfName is a PDF name object (/Type → "Type").
type pdfName string

// pdfLexer parses the few PDF objects a trailer or an xref stream
// dictionary holds: numbers, names, strings, arrays, dictionaries and
// references (kept as the object number).
type pdfLexer struct {
	b     []byte
	i     int
	depth int
}

func (l *pdfLexer) skipSpace() {
	for l.i < len(l.b) {
		switch c := l.b[l.i]; {
		case pdfSpace(c):
			l.i++
		case c == '%':
			for l.i < len(l.b) && l.b[l.i] != '\n' && l.b[l.i] != '\r' {
				l.i++
			}
		default:
			return
		}
	}
}

func (l *pdfLexer) keyword(kw string) bool {
	l.skipSpace()
	if bytes.HasPrefix(l.b[l.i:], []byte(kw)) {
		l.i += len(kw)
		return true
	}
	return false
}

func (l *pdfLexer) int() (int64, bool) {
	l.skipSpace()
	j := l.i
	for j < len(l.b) && isDigit(l.b[j]) && j-l.i < 19 {
		j++
	}
	if j == l.i {
		return 0, false
	}
	v, err := strconv.ParseInt(string(l.b[l.i:j]), 10, 64)
	l.i = j
	return v, err == nil
}

// value parses one object; nil when it cannot.
func (l *pdfLexer) value() any {
	l.skipSpace()
	if l.i >= len(l.b) || l.depth > 32 {
		return nil
	}
	switch c := l.b[l.i]; {
	case c == '/':
		j := l.i + 1
		for j < len(l.b) && isRegularByte(l.b, j) {
			j++
		}
		n := pdfName(l.b[l.i+1 : j])
		l.i = j
		return n
	case c == '<' && l.i+1 < len(l.b) && l.b[l.i+1] == '<':
		if d := l.dict(); d != nil {
			return d
		}
		return nil
	case c == '<':
		j := bytes.IndexByte(l.b[l.i:], '>')
		if j < 0 {
			return nil
		}
		l.i += j + 1
		return "hex"
	case c == '(':
		return l.literal()
	case c == '[':
		l.i++
		l.depth++
		defer func() { l.depth-- }()
		var arr []any
		for {
			l.skipSpace()
			if l.i >= len(l.b) {
				return nil
			}
			if l.b[l.i] == ']' {
				l.i++
				return arr
			}
			v := l.value()
			if v == nil {
				return nil
			}
			arr = append(arr, v)
		}
	case isDigit(c) || c == '-' || c == '+' || c == '.':
		j := l.i + 1
		for j < len(l.b) && (isDigit(l.b[j]) || l.b[j] == '.') {
			j++
		}
		v, err := strconv.ParseInt(string(l.b[l.i:j]), 10, 64)
		l.i = j
		if err != nil {
			return float64(0)
		}
		// "N G R" is a reference: kept as N.
		save := l.i
		if _, ok := l.int(); ok && l.keyword("R") {
			return pdfRef(v)
		}
		l.i = save
		return v
	default:
		j := l.i
		for j < len(l.b) && isRegularByte(l.b, j) {
			j++
		}
		if j == l.i {
			return nil
		}
		kw := string(l.b[l.i:j])
		l.i = j
		return kw // true, false, null
	}
}

// pdfRef is an indirect reference (its object number).
type pdfRef int64

func (l *pdfLexer) literal() any {
	depth := 0
	for l.i < len(l.b) {
		switch l.b[l.i] {
		case '\\':
			l.i++
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				l.i++
				return "string"
			}
		}
		l.i++
	}
	return nil
}

// dict parses << /Key value … >>; nil when it does not parse.
func (l *pdfLexer) dict() map[string]any {
	l.skipSpace()
	if !bytes.HasPrefix(l.b[l.i:], []byte("<<")) {
		return nil
	}
	l.i += 2
	l.depth++
	defer func() { l.depth-- }()
	d := map[string]any{}
	for {
		l.skipSpace()
		if l.i >= len(l.b) {
			return nil
		}
		if bytes.HasPrefix(l.b[l.i:], []byte(">>")) {
			l.i += 2
			return d
		}
		k, ok := l.value().(pdfName)
		if !ok {
			return nil
		}
		v := l.value()
		if v == nil {
			return nil
		}
		d[string(k)] = v
	}
}
