package claims

import (
	"regexp"
	"sort"
	"strings"
)

// The finders run their regular expressions only where a literal trigger
// word stands (triggers.go), anchored there or on a small window around it:
// Go's regexp has no multi-literal prefilter, and a long memo is mostly words
// that no finder wants.

// findInWindows runs re on each window and calls f with the submatch
// indices shifted to offsets of text.
func findInWindows(re *regexp.Regexp, text string, wins []Span, f func(m []int)) {
	for _, w := range wins {
		for _, m := range re.FindAllStringSubmatchIndex(text[w.Start:w.End], -1) {
			for k := range m {
				if m[k] >= 0 {
					m[k] += w.Start
				}
			}
			f(m)
		}
	}
}

// inRange returns the items whose start lies in [lo, hi); xs is sorted by
// start.
func inRange[T any](xs []T, start func(T) int, lo, hi int) []T {
	i := sort.Search(len(xs), func(k int) bool { return start(xs[k]) >= lo })
	j := i
	for j < len(xs) && start(xs[j]) < hi {
		j++
	}
	return xs[i:j]
}

// matchAt runs re, which must start with ^, on text[at:at+max] (cut at a
// rune boundary) and returns its submatch indices as offsets of text, or nil.
func matchAt(re *regexp.Regexp, text string, at, max int) []int {
	m := re.FindStringSubmatchIndex(text[at:runeEnd(text, at+max)])
	for k := range m {
		if m[k] >= 0 {
			m[k] += at
		}
	}
	return m
}

// tokenStarts returns, farthest first, the offsets in [lo, hi) where a
// token starting with an ASCII letter or digit begins (the byte before is
// not a letter or digit).
func tokenStarts(text string, lo, hi int, buf []int) []int {
	if lo < 0 {
		lo = 0
	}
	buf = buf[:0]
	for q := lo; q < hi; q++ {
		c := text[q]
		if !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z') {
			continue
		}
		if q > 0 {
			b := text[q-1]
			if b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b >= 0x80 && !isSpaceAt(text, q) {
				continue
			}
		}
		buf = append(buf, q)
	}
	return buf
}

// isSpaceAt reports whether the rune ending right before q is a space-like
// rune (NBSP and friends).
func isSpaceAt(text string, q int) bool {
	return strings.HasSuffix(text[:q], "\u00a0") || strings.HasSuffix(text[:q], "\u202f") || strings.HasSuffix(text[:q], "\u2009") || strings.HasSuffix(text[:q], "\u2007")
}

// runeEnd is end clamped to the text and moved forward to a rune boundary.
func runeEnd(text string, end int) int {
	if end > len(text) {
		end = len(text)
	}
	for end < len(text) && text[end]&0xC0 == 0x80 {
		end++
	}
	return end
}
