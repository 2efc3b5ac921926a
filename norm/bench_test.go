package norm

import (
	"os"
	"strings"
	"testing"

	"citeguard/internal/sharedtest"
)

// benchSource is a real statute (Kodeks pracy, ~300 KB) from ../shared.
func benchSource(b *testing.B) string {
	data, err := os.ReadFile(sharedtest.Path(b, "testdata/library/statutes/kp/kodeks-pracy_tj-Dz.U.2014.1502_stan-2015-09-11.txt"))
	if err != nil {
		b.Fatal(err)
	}
	return string(data)
}

// BenchmarkNormalize measures normalization with the offset map against a
// baseline of strings.ToLower over the same text (a copy with no rules).
func BenchmarkNormalize(b *testing.B) {
	src := benchSource(b)
	b.Run("baseline-ToLower", func(b *testing.B) {
		b.SetBytes(int64(len(src)))
		for b.Loop() {
			_ = strings.ToLower(src)
		}
	})
	b.Run("NormalizeMap", func(b *testing.B) {
		b.SetBytes(int64(len(src)))
		for b.Loop() {
			_ = NormalizeMap(src)
		}
	})
}
