// Package pdfcomplete tells whether a PDF file is whole: the check the
// daemon makes before it claims a settled file (a PDF still being copied,
// or truncated, is left to settle). A PDF is written front to back and its
// cross-reference (xref) sections, which say where every object starts,
// come last; an incremental update appends objects, a new xref section and
// a new %%EOF. So a PDF is complete when
//   - it starts with %PDF- and ends with %%EOF, with no PDF syntax after
//     the last %%EOF (an update being appended);
//   - its last startxref points at an xref section (a table or an xref
//     stream) that parses, and so does every section its /Prev and
//     /XRefStm chain names;
//   - every object those sections list as in use starts inside the file and
//     not in a gap of zero bytes (a copier that writes out of order leaves
//     those).
//
// An object whose offset points at other bytes is a damaged PDF, not an
// incomplete one: PDF readers repair that, and the check says what it finds.
//
// It is a question about a file in transit, asked many times while a file
// settles, so it stays cheap and bounded: it reads the tail, the xref
// sections and 32 bytes per object, never decompresses more than the xref
// streams declare, and imports no PDF engine (nor anything of citeguard).
package pdfcomplete

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
)

const (
	tailWindow  = 1 << 20 // where the last %%EOF is looked for
	maxSections = 256     // xref sections in the /Prev chain
	maxEntries  = 4 << 20 // xref entries, all sections together
	maxDict     = 1 << 16 // bytes of one trailer or xref stream dictionary
	maxXRefData = 64 << 20
	xrefSlack   = 1024 // an xref offset may be off by this much
)

// ErrIncomplete is what the errors of a PDF that is not whole yet wrap.
var ErrIncomplete = errors.New("incomplete")

// incompleteError is a part of the PDF that is missing: errors.Is it
// ErrIncomplete; its text says what is missing.
type incompleteError string

func (e incompleteError) Error() string        { return string(e) }
func (e incompleteError) Is(target error) bool { return target == ErrIncomplete }

func incompletef(format string, a ...any) error {
	return incompleteError(fmt.Sprintf(format, a...))
}

// Check checks that the PDF of size bytes read from r is whole. The error
// wraps ErrIncomplete when a part is missing; another error means the file
// is not a PDF or cannot be read.
func Check(r io.ReaderAt, size int64) error {
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
	start, err := lastStartXRef(r, size)
	if err != nil {
		return err
	}
	c := &checker{r: r, size: size, seen: map[int64]bool{}}
	if err := c.sections(start); err != nil {
		return err
	}
	return c.objects()
}

// lastStartXRef finds the last %%EOF and returns the offset its startxref
// names.
func lastStartXRef(r io.ReaderAt, size int64) (int64, error) {
	tailLen := min(size, tailWindow)
	tail := make([]byte, tailLen)
	if _, err := r.ReadAt(tail, size-tailLen); err != nil && err != io.EOF {
		return 0, err
	}
	eof := bytes.LastIndex(tail, []byte("%%EOF"))
	if eof < 0 {
		return 0, incompletef("no %%%%EOF at the end of the PDF")
	}
	after := tail[eof+5:]
	for _, kw := range []string{"obj", "xref", "trailer", "stream", "%PDF"} {
		if bytes.Contains(after, []byte(kw)) {
			return 0, incompletef("PDF data after the last %%%%EOF: an update is still being written")
		}
	}
	sx := bytes.LastIndex(tail[:eof], []byte("startxref"))
	if sx < 0 {
		return 0, incompletef("no startxref before the last %%%%EOF")
	}
	lx := &lexer{b: tail[sx+len("startxref") : eof]}
	start, ok := lx.int()
	if !ok || start < 0 || start >= size {
		return 0, incompletef("startxref does not point into the file")
	}
	return start, nil
}

// sections reads the xref section at start and every one it chains to.
func (c *checker) sections(start int64) error {
	queue := []int64{start}
	for len(queue) > 0 {
		off := queue[0]
		queue = queue[1:]
		if c.seen[off] {
			continue
		}
		c.seen[off] = true
		if len(c.seen) > maxSections {
			return incompletef("more than %d xref sections", maxSections)
		}
		next, err := c.section(off)
		if err != nil {
			return err
		}
		queue = append(queue, next...)
	}
	return nil
}

// objects checks that every in-use object starts inside the file and not in
// a gap of zero bytes.
func (c *checker) objects() error {
	slices.SortFunc(c.objs, func(a, b objRef) int { return int(min(max(a.off-b.off, -1), 1)) })
	br := &blockReader{r: c.r, size: c.size}
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
	lx := &lexer{b: buf[i:min(len(buf), i+64)]}
	_, ok1 := lx.int()
	_, ok2 := lx.int()
	return ok1 && ok2 && lx.keyword("obj")
}
