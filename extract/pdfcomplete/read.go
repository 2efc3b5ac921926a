package pdfcomplete

// Bounded byte-level reading of a PDF for the completeness test: byte
// classes, a cached block reader and the lexer of xref tables over it.

import (
	"bytes"
	"io"
)

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// isRegularByte: buf[i] exists and is not white space or a delimiter.
func isRegularByte(buf []byte, i int) bool {
	if i < 0 || i >= len(buf) {
		return false
	}
	return !isSpace(buf[i]) && !bytes.ContainsRune([]byte("()<>[]{}/%"), rune(buf[i]))
}

func isSpace(b byte) bool {
	return b == ' ' || b == '\n' || b == '\r' || b == '\t' || b == '\f' || b == 0
}

// blockReader reads small pieces of a file through one cached 64 KB
// block, so objects visited in offset order cost one read per block.
type blockReader struct {
	r     io.ReaderAt
	size  int64
	start int64
	block []byte
}

func (b *blockReader) at(off int64, n int) []byte {
	if off < b.start || off+int64(n) > b.start+int64(len(b.block)) {
		b.start = off
		b.block = make([]byte, min(b.size-off, 64<<10))
		k, _ := b.r.ReadAt(b.block, off)
		b.block = b.block[:k]
	}
	i := int(off - b.start)
	return b.block[i:min(len(b.block), i+n)]
}

// streamLexer reads tokens of an xref table through a blockReader.
type streamLexer struct {
	br  *blockReader
	pos int64
}

func (l *streamLexer) peek() (byte, bool) {
	b := l.br.at(l.pos, 1)
	if len(b) == 0 {
		return 0, false
	}
	return b[0], true
}

func (l *streamLexer) byte() byte {
	b, ok := l.peek()
	if ok {
		l.pos++
	}
	return b
}

func (l *streamLexer) skipSpace() {
	for {
		b, ok := l.peek()
		if !ok || !isSpace(b) {
			return
		}
		l.pos++
	}
}

func (l *streamLexer) hasPrefix(s string) bool {
	return string(l.br.at(l.pos, len(s))) == s
}

func (l *streamLexer) int() (int64, bool) {
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
func (l *streamLexer) bytes(limit int) ([]byte, error) {
	buf := make([]byte, min(int64(limit), l.br.size-l.pos))
	if _, err := l.br.r.ReadAt(buf, l.pos); err != nil && err != io.EOF {
		return nil, err
	}
	return buf, nil
}
