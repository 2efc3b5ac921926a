package docxcomments

import (
	"context"
	"os"
	"testing"

	"citeguard/extract"
)

// BenchmarkCopy: the commented copy of a four-page memo (a comment on
// every third paragraph and every footnote; placed by the memo's
// extraction, which the check made) against one extraction of the same
// memo, the baseline in the same run:
//
//	go test ./check/docxcomments -run '^$' -bench Copy -count 6 | benchstat -col /step -
func BenchmarkCopy(b *testing.B) {
	path := "../../extract/testdata/pagebreaks/memo_p06.docx"
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	m, doc := syntheticMemo(&testing.T{}, path, data)
	ctx := context.Background()
	b.Run("step=extract", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			if _, err := extract.Bytes(ctx, path, data, extract.Options{}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("step=copy", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			if _, err := Build(ctx, path, data, doc, m, "", Options{Key: testKey}); err != nil {
				b.Fatal(err)
			}
		}
	})
}
