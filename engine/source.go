package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sync"
)

// Source is a source text prepared for verification: normalized once, hashed
// once, shared by every claim checked against it. Safe for concurrent use.
type Source struct {
	Text string // the original text; every range points into it

	normOnce sync.Once
	norm     Normalized
	hashOnce sync.Once
	hash     string

	// Views of the normalized text that only some quotations need, built
	// once per source on first use.
	spaceOnce sync.Once
	space     *spaceless
	foldOnce  sync.Once
	fold      *foldedText
	tokOnce   sync.Once
	tok       *tokenIndex
}

// spaceless is the normalized text without spaces (white-space-blind matching).
func (s *Source) spaceless() *spaceless {
	s.spaceOnce.Do(func() { s.space = removeSpaces(s.Norm().Text) })
	return s.space
}

// folded is the normalized text with diacritics folded (lost diacritics).
func (s *Source) folded() *foldedText {
	s.foldOnce.Do(func() { s.fold = foldText(s.Norm().Text) })
	return s.fold
}

// NewSource wraps an original source text.
func NewSource(text string) *Source { return &Source{Text: text} }

// Norm returns the normalized text with its map back to Text.
func (s *Source) Norm() *Normalized {
	s.normOnce.Do(func() { s.norm = NormalizeMap(s.Text) })
	return &s.norm
}

// Hash is the SHA-256 of the original text, in hex: the source's version.
func (s *Source) Hash() string {
	s.hashOnce.Do(func() {
		sum := sha256.Sum256([]byte(s.Text))
		s.hash = hex.EncodeToString(sum[:])
	})
	return s.hash
}

// SpanID identifies a verified range of this version of the source: the
// SHA-256 of the source's hash and the range. A changed source gives other
// span ids, so a report's evidence can be checked against the library later.
func (s *Source) SpanID(r Range) string {
	sum := sha256.Sum256([]byte(fmt.Sprintf("%s:%d-%d", s.Hash(), r.Start, r.End)))
	return hex.EncodeToString(sum[:])
}

// Slice returns the original text under r.
func (s *Source) Slice(r Range) string {
	if r.Start < 0 || r.End > len(s.Text) || r.Start > r.End {
		return ""
	}
	return s.Text[r.Start:r.End]
}
