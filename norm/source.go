package norm

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sync"
)

// Source is a source text prepared for comparison: normalized once, hashed
// once, shared by every claim checked against it, and carrying the views
// its users derive from it (the engine's token index), each built once.
// Safe for concurrent use.
type Source struct {
	Text string // the original text; every range points into it

	normOnce sync.Once
	norm     Normalized
	hashOnce sync.Once
	hash     string

	viewMu sync.Mutex
	views  map[any]*view
}

type view struct {
	once sync.Once
	v    any
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

// View returns what build derives from s, built once per key and kept
// with s: a view of the text only some comparisons need (the text without
// spaces, a token index) costs once per source, not once per claim. Each
// user keys its views with a value of its own unexported type.
func (s *Source) View(key any, build func(*Source) any) any {
	s.viewMu.Lock()
	if s.views == nil {
		s.views = map[any]*view{}
	}
	v := s.views[key]
	if v == nil {
		v = &view{}
		s.views[key] = v
	}
	s.viewMu.Unlock()
	v.once.Do(func() { v.v = build(s) })
	return v.v
}
