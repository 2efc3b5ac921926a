package check

import (
	"strings"
	"unicode"
)

// A quotation typed without Polish letters (an e-mail: „Kwestia ta winna
// byc oceniana …”) has few runs of pieceWords words that stand verbatim in
// its source: nearly every other word lost a letter. Its shorter runs are
// searched too, so that the fail-safe finds its source and the engine
// reports the lost letters (ZMODYFIKOWANY), never „nie znaleziono”.
const (
	asciiPieceWords = 4 // words of one short piece
	maxASCIIPieces  = 6 // short pieces searched per quotation
)

// withoutPolishLetters reports whether quote is long enough to be a
// sentence and has no letter outside ASCII.
func withoutPolishLetters(quote string) bool {
	if len(strings.Fields(quote)) < 2*asciiPieceWords {
		return false
	}
	for _, r := range quote {
		if r > unicode.MaxASCII && unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// asciiPieces are runs of asciiPieceWords words of quote, every other
// word, at most maxASCIIPieces, for a quotation without Polish letters;
// none for any other.
func asciiPieces(quote string) []string {
	if !withoutPolishLetters(quote) {
		return nil
	}
	ws := strings.Fields(strings.Map(func(r rune) rune {
		if strings.ContainsRune("[]…()\"", r) {
			return ' '
		}
		return r
	}, quote))
	var out []string
	for at := 0; at+asciiPieceWords <= len(ws) && len(out) < maxASCIIPieces; at += 2 {
		out = append(out, strings.Join(ws[at:at+asciiPieceWords], " "))
	}
	return out
}
