package library

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestIndexDocsMatchesNaive builds the gram index over random documents and
// compares every posting list with one computed the plain way (each
// document's set of sampled gram buckets, documents in order), then checks
// that every document holding a passage is among its candidates. The
// documents use a small alphabet, so grams repeat within and across them,
// and their lengths include the edge cases 0–4 and the block size.
func TestIndexDocsMatchesNaive(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 2))
	const alphabet = "abcdeąę ł"
	var docs []searchDoc
	for _, n := range []int{0, 1, 3, 4, 5, gramBlock - 1, gramBlock, gramBlock + 3, 2*gramBlock + 7, 20000} {
		for range 3 {
			var b strings.Builder
			for b.Len() < n {
				b.WriteByte(alphabet[rng.IntN(len(alphabet))])
			}
			docs = append(docs, searchDoc{norm: b.String()[:n]})
		}
	}
	ix := indexDocs(docs)

	want := map[uint32][]uint32{}
	for di, d := range docs {
		seen := map[uint32]bool{}
		for i := 0; i+4 <= len(d.norm); i++ {
			g := gramAt(d.norm, i)
			if b := gramBucket(g); gramSampled(g) && !seen[b] {
				seen[b] = true
				want[b] = append(want[b], uint32(di))
			}
		}
	}
	for b := range uint32(1 << gramBits) {
		got := ix.postings[ix.offsets[b]:ix.offsets[b+1]]
		if !slices.Equal(got, want[b]) {
			t.Fatalf("bucket %d: postings %v, want %v", b, got, want[b])
		}
	}
	if int(ix.offsets[1<<gramBits]) != len(ix.postings) {
		t.Fatalf("offsets end at %d, postings hold %d", ix.offsets[1<<gramBits], len(ix.postings))
	}

	for range 500 {
		d := docs[rng.IntN(len(docs))].norm
		if len(d) < 8 {
			continue
		}
		i := rng.IntN(len(d) - 4)
		q := d[i : i+4+rng.IntN(min(60, len(d)-i-4)+1)]
		cands := ix.candidates(q)
		for di, o := range docs {
			if strings.Contains(o.norm, q) && !slices.Contains(cands, uint32(di)) {
				t.Fatalf("document %d holds %q but is not a candidate", di, q)
			}
		}
	}
}

// TestSearchIndexOtherFormat: an index written with other gram parameters
// (an earlier version) is told apart from a damaged one — it is rebuilt as
// routine, not reported as damage.
func TestSearchIndexOtherFormat(t *testing.T) {
	t.Parallel()
	p := filepath.Join(t.TempDir(), "search.idx")
	if err := writeSearchIndex(p, indexDocs([]searchDoc{{hash: strings.Repeat("a", 64), norm: "kto z winy swej"}})); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(p)
	if _, err := parseSearchIndex(data, p); err != nil {
		t.Fatalf("own index: %v", err)
	}
	data[len(searchMagic)]++ // the gram bits of another version
	if _, err := parseSearchIndex(data, p); !errors.Is(err, errOtherFormat) {
		t.Errorf("other parameters: %v, want errOtherFormat", err)
	}
	for _, bad := range [][]byte{[]byte("garbage"), []byte(searchMagic + "x")} {
		if _, err := parseSearchIndex(bad, p); err == nil || errors.Is(err, errOtherFormat) {
			t.Errorf("%q: %v, want damage", bad, err)
		}
	}
}
