package check

import (
	"context"
	"flag"
	"path/filepath"
	"testing"

	"citeguard/extract"
	"citeguard/internal/sharedtest"
)

// benchCollection: a collection of bulk-imported judgments to check against
// as well (read-only), e.g. the 500,000 synthetic judgments of
// BENCHMARKS.md ("Library at national scale").
var benchCollection = flag.String("collection", "", "BenchmarkCheckWarm: also a collection (read-only)")

// BenchmarkCheckWarm checks a 13-page DOCX memo with 20 citations against
// the whole shared test library (~900 files), warm: the library is opened
// and the memo checked once before timing. The baseline in the same
// benchmark is extracting the memo's text alone.
func BenchmarkCheckWarm(b *testing.B) {
	lib := sharedtest.Path(b, "testdata/library")
	memo := filepath.Join("..", "testdata", "check", "memo-10p.docx")
	ctx := context.Background()
	c, err := Open(ctx, Config{Library: []string{lib}, State: b.TempDir(), Logger: quietLog(),
		Collection: *benchCollection, CollectionReadOnly: *benchCollection != ""})
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	m, err := c.Check(ctx, memo)
	if err != nil {
		b.Fatal(err)
	}
	if len(m.Results) < 20 {
		b.Fatalf("only %d claims", len(m.Results))
	}
	b.Run("baseline-extract-only", func(b *testing.B) {
		for b.Loop() {
			if _, err := extract.File(ctx, memo, extract.Options{}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("check", func(b *testing.B) {
		for b.Loop() {
			if _, err := c.Check(ctx, memo); err != nil {
				b.Fatal(err)
			}
		}
	})
}
