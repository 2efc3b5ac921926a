package pl

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// abbrevScan reads a short name of an act in running text as
// abbrevPattern's expression does, without running it: its pieces in
// order — literal letters, a dot, an optional dot, an optional space —
// each optional piece taken first and left out when what follows fails,
// as the expression's backtracking does.
type abbrevScan []abbrevPiece

type abbrevPiece struct {
	kind int // pieceLit, pieceDot, pieceDotOpt, pieceSpOpt
	lit  string
}

const (
	pieceLit = iota
	pieceDot
	pieceDotOpt
	pieceSpOpt
)

// newAbbrevScan follows abbrevPattern: "k.p.c." is k, dot, optional space,
// p, dot, optional space, c, optional dot; "KPC" is the letters.
func newAbbrevScan(ab string) abbrevScan {
	parts := strings.Split(ab, ".")
	var sc abbrevScan
	for i, p := range parts {
		if i > 0 {
			if i < len(parts)-1 {
				sc = append(sc, abbrevPiece{kind: pieceDot}, abbrevPiece{kind: pieceSpOpt})
			} else {
				sc = append(sc, abbrevPiece{kind: pieceDotOpt})
			}
		}
		if p != "" {
			sc = append(sc, abbrevPiece{kind: pieceLit, lit: p})
		}
	}
	return sc
}

// match returns the length of the short name at the start of s when no
// letter follows it (actTextEnd), else 0.
func (sc abbrevScan) match(s string) int {
	return sc.from(s, 0, 0)
}

func (sc abbrevScan) from(s string, k, at int) int {
	if k == len(sc) {
		if actEndsAt(s, at) {
			return at
		}
		return 0
	}
	switch p := sc[k]; p.kind {
	case pieceLit:
		if strings.HasPrefix(s[at:], p.lit) {
			return sc.from(s, k+1, at+len(p.lit))
		}
	case pieceDot:
		if at < len(s) && s[at] == '.' {
			return sc.from(s, k+1, at+1)
		}
	case pieceDotOpt:
		if at < len(s) && s[at] == '.' {
			if n := sc.from(s, k+1, at+1); n > 0 {
				return n
			}
		}
		return sc.from(s, k+1, at)
	case pieceSpOpt:
		if n := spaceAt(s, at); n > 0 {
			if m := sc.from(s, k+1, at+n); m > 0 {
				return m
			}
		}
		return sc.from(s, k+1, at)
	}
	return 0
}

// actEndsAt reports whether an act's name may end at s[at:]: the end of s
// or a rune that is no letter (actTextEnd; a byte that is no UTF-8 is
// none).
func actEndsAt(s string, at int) bool {
	if at >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[at:])
	return !unicode.IsLetter(r)
}

// spaceAt returns the length of the white-space rune of sp at s[at:], or 0.
func spaceAt(s string, at int) int {
	if at >= len(s) {
		return 0
	}
	switch c := s[at]; c {
	case ' ', '\t', '\n', '\f', '\r':
		return 1
	case 0xC2:
		if at+1 < len(s) && s[at+1] == 0xA0 {
			return 2 // NBSP
		}
	case 0xE2:
		if at+2 < len(s) && s[at+1] == 0x80 && (s[at+2] == 0xAF || s[at+2] == 0x87 || s[at+2] == 0x89) {
			return 3 // U+202F, U+2007, U+2009
		}
	}
	return 0
}
