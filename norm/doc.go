// Package norm is the normalization rule of citation-grounding-pl v2.5
// (seed 000, "Reguły normalizacji") with its map back to the original text,
// and the source text prepared for comparison (Source: normalized once,
// hashed once, with the views its users derive from it).
//
// It is a leaf: it imports nothing of citeguard, so the library (passage
// search, its cache of prepared texts) and the engine (matching) share one
// normalization without the library importing the engine.
//
//   - normalize.go: NormalizeMap and its offset map (Normalized, Range);
//   - fold.go: the character classes and case folding it applies;
//   - source.go: Source, a text with its normalization, hash and span ids;
//   - utf16.go: byte offsets as the UTF-16 indices of JavaScript;
//   - diacritics.go: letters without their diacritics (FoldDiacritics).
package norm
