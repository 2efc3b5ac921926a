package saos

import (
	"bufio"
	"errors"
	"fmt"
	"io"
)

// scanner reads the structure of a SAOS file byte by byte: the tokens of
// its top level and the extent of each value, so that no more than one
// value's bytes — and of a value over the limit, none past the limit — are
// ever held. What a value holds is json.Unmarshal's business; the scanner
// only finds where it ends (strings and their escapes, nesting as a count:
// an array nested a million deep costs nothing).
type scanner struct {
	r   *bufio.Reader
	off int64 // bytes consumed
}

// errSyntax is the scanner's syntax error; at says where.
type errSyntax struct {
	at  int64
	msg string
}

func (e *errSyntax) Error() string { return fmt.Sprintf("%s at byte %d", e.msg, e.at) }

// peek returns the next byte that is not white space, without consuming it.
func (s *scanner) peek() (byte, error) {
	for {
		c, err := s.r.ReadByte()
		if err != nil {
			return 0, err
		}
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			return c, s.r.UnreadByte()
		}
		s.off++
	}
}

// take consumes the byte peek returned.
func (s *scanner) take() {
	s.r.ReadByte()
	s.off++
}

// expect consumes the next non-space byte, which must be c.
func (s *scanner) expect(c byte) error {
	got, err := s.peek()
	if err != nil {
		return s.eof(err)
	}
	if got != c {
		return &errSyntax{s.off, fmt.Sprintf("invalid character %q, want %q", got, c)}
	}
	s.take()
	return nil
}

// value reads the next JSON value, appending its bytes to dst while dst
// stays within max bytes; past that it reads on to the value's end without
// keeping anything. It returns the value's size: more than max means dst
// holds only its beginning.
func (s *scanner) value(dst []byte, max int64) ([]byte, int64, error) {
	c, err := s.peek()
	if err != nil {
		return dst, 0, s.eof(err)
	}
	start := s.off
	keep := func(b byte) {
		if s.off-start < max {
			dst = append(dst, b)
		}
	}
	depth, inString, escaped := 0, false, false
	switch c {
	case '{', '[', '"':
	case '}', ']', ',', ':':
		return dst, 0, &errSyntax{s.off, fmt.Sprintf("invalid character %q looking for a value", c)}
	default: // a number, true, false, null: up to the next delimiter
		for {
			b, err := s.r.ReadByte()
			if err == io.EOF {
				return dst, s.off - start, nil
			}
			if err != nil {
				return dst, 0, err
			}
			if b == ',' || b == ']' || b == '}' || b == ' ' || b == '\t' || b == '\n' || b == '\r' {
				s.r.UnreadByte()
				return dst, s.off - start, nil
			}
			keep(b)
			s.off++
		}
	}
	for {
		if inString {
			// The text of a string is most of a record: read it in runs
			// up to the next quote.
			var end bool
			if dst, end, err = s.stringRun(dst, start, max, &escaped); err != nil {
				return dst, 0, s.eof(err)
			}
			if end {
				inString = false
				if depth == 0 {
					return dst, s.off - start, nil
				}
			}
			continue
		}
		b, err := s.r.ReadByte()
		if err != nil {
			return dst, 0, s.eof(err)
		}
		keep(b)
		s.off++
		switch b {
		case '"':
			inString, escaped = true, false
		case '{', '[':
			depth++
		case '}', ']':
			depth--
		}
		if depth == 0 && !inString {
			return dst, s.off - start, nil
		}
	}
}

// stringRun reads the inside of a string up to and including the next
// quote (or as much as the buffer holds), keeping what stays within max
// bytes of the value that began at start; end says the string ended.
// escaped carries whether the run read so far ends in an odd number of
// backslashes.
func (s *scanner) stringRun(dst []byte, start, max int64, escaped *bool) ([]byte, bool, error) {
	chunk, err := s.r.ReadSlice('"')
	if room := max - (s.off - start); room > 0 {
		dst = append(dst, chunk[:min(int64(len(chunk)), room)]...)
	}
	s.off += int64(len(chunk))
	if err == bufio.ErrBufferFull {
		*escaped = oddBackslashes(chunk, *escaped)
		return dst, false, nil
	}
	if err != nil {
		return dst, false, err
	}
	// chunk ends with the quote: it ends the string unless escaped.
	if oddBackslashes(chunk[:len(chunk)-1], *escaped) {
		*escaped = false
		return dst, false, nil
	}
	return dst, true, nil
}

// oddBackslashes tells whether b ends in an odd number of backslashes,
// counting on from carry (what came before b ended in an odd number).
func oddBackslashes(b []byte, carry bool) bool {
	n := 0
	for n < len(b) && b[len(b)-1-n] == '\\' {
		n++
	}
	if n == len(b) {
		return carry != (n%2 == 1)
	}
	return n%2 == 1
}

// eof turns the end of the input inside a value into io.ErrUnexpectedEOF.
func (s *scanner) eof(err error) error {
	if errors.Is(err, io.EOF) {
		return io.ErrUnexpectedEOF
	}
	return err
}
