package engine

import (
	"citeguard/norm"
)

// The views of a source the engine builds once per source (norm.Source.View)
// on first use: only some quotations and claims need them.

type viewKey int

const (
	viewSpaceless viewKey = iota
	viewFolded
	viewTokens
)

// spacelessOf is the normalized text without spaces (white-space-blind
// matching).
func spacelessOf(s *norm.Source) *spaceless {
	return s.View(viewSpaceless, func(s *norm.Source) any { return removeSpaces(s.Norm().Text) }).(*spaceless)
}

// foldedOf is the normalized text with diacritics folded (lost diacritics).
func foldedOf(s *norm.Source) *foldedText {
	return s.View(viewFolded, func(s *norm.Source) any { return foldText(s.Norm().Text) }).(*foldedText)
}

// tokensOf is the source's token index.
func tokensOf(s *norm.Source) *tokenIndex {
	return s.View(viewTokens, func(s *norm.Source) any { return buildTokenIndex(s.Norm().Text) }).(*tokenIndex)
}
