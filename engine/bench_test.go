package engine

import (
	"os"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"citeguard/cite"
	"citeguard/internal/sharedtest"
	"citeguard/norm"
)

// windowBestApprox is the reference script's approximate matcher, written
// plainly as the baseline: slide a window of the segment's length over the
// source one character at a time (five when the segment is longer than 200)
// and compute the full edit distance for every window.
func windowBestApprox(seg, src []rune) (dist, at int) {
	L := len(seg)
	if L == 0 || len(src) < L {
		return L, -1
	}
	dist, at = 1<<30, -1
	step := 1
	if L > 200 {
		step = 5
	}
	for i := 0; i+L <= len(src); i += step {
		if d := editDistance(seg, src[i:i+L]); d < dist {
			dist, at = d, i
			if d == 0 {
				break
			}
		}
	}
	return dist, at
}

// benchSource is a real statute (Kodeks pracy, ~300 KB) from ../shared.
func benchSource(b *testing.B) string {
	data, err := os.ReadFile(sharedtest.Path(b, "testdata/library/statutes/kp/kodeks-pracy_tj-Dz.U.2014.1502_stan-2015-09-11.txt"))
	if err != nil {
		b.Fatal(err)
	}
	return string(data)
}

// benchQuotes are passages of the normalized source at fixed places, each
// with two typos, so that no exact match exists and the whole source must be
// searched.
func benchQuotes(norm string) []string {
	var qs []string
	for _, frac := range []float64{0.2, 0.5, 0.8} {
		r := []rune(norm)
		i := int(float64(len(r)) * frac)
		for i < len(r) && r[i] != ' ' {
			i++
		}
		q := []rune(string(r[i+1 : i+121]))
		for _, at := range []int{10, 70} {
			for at < len(q) && !unicode.IsLetter(q[at]) {
				at++
			}
			q[at] = 'x' // a typo inside a word: cosmetic
		}
		qs = append(qs, strings.TrimSpace(string(q)))
	}
	return qs
}

// BenchmarkApproxMatch compares, per quote, the reference's window-by-window
// matcher with the bit-parallel search on the same normalized source. The
// ratio of the two ns/op is the speed-up (see BENCHMARKS.md).
func BenchmarkApproxMatch(b *testing.B) {
	src := norm.NormalizeMap(benchSource(b)).Text
	quotes := benchQuotes(src)
	srcRunes := []rune(src)
	b.Run("reference-window", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			q := []rune(quotes[i%len(quotes)])
			if d, _ := windowBestApprox(q, srcRunes); d > 2 {
				b.Fatalf("window distance %d", d)
			}
		}
	})
	b.Run("myers", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			q := quotes[i%len(quotes)]
			if h := newPattern(q).searchWithin(src, approxBound(utf8.RuneCountInString(q))); h.Dist > 2 {
				b.Fatalf("myers distance %d", h.Dist)
			}
		}
	})
}

// BenchmarkVerifyQuote is one whole FRAGMENT verification with an
// approximate quote against the prepared (cached) 300 KB source.
func BenchmarkVerifyQuote(b *testing.B) {
	text := benchSource(b)
	src := norm.NewSource(text)
	quotes := benchQuotes(src.Norm().Text)
	for i := 0; b.Loop(); i++ {
		r := VerifyAgainst(Item{ID: "B", Quote: quotes[i%len(quotes)]}, src)
		if r.Status != cite.Zmodyfikowany {
			b.Fatalf("status %s: %s (%q)", r.Status, noteOf(r), quotes[i%len(quotes)])
		}
	}
}
