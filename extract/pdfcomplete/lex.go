package pdfcomplete

// The lexer of PDF dictionaries (trailers, xref stream dictionaries) for the
// completeness test.

import (
	"bytes"
	"strconv"
)

// nameObj is a PDF name object (/Type → "Type").
type nameObj string

// lexer parses the few PDF objects a trailer or an xref stream
// dictionary holds: numbers, names, strings, arrays, dictionaries and
// references (kept as the object number).
type lexer struct {
	b     []byte
	i     int
	depth int
}

func (l *lexer) skipSpace() {
	for l.i < len(l.b) {
		switch c := l.b[l.i]; {
		case isSpace(c):
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

func (l *lexer) keyword(kw string) bool {
	l.skipSpace()
	if bytes.HasPrefix(l.b[l.i:], []byte(kw)) {
		l.i += len(kw)
		return true
	}
	return false
}

func (l *lexer) int() (int64, bool) {
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
func (l *lexer) value() any {
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
		n := nameObj(l.b[l.i+1 : j])
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
			return refObj(v)
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

// refObj is an indirect reference (its object number).
type refObj int64

func (l *lexer) literal() any {
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
func (l *lexer) dict() map[string]any {
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
		k, ok := l.value().(nameObj)
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
