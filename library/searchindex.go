package library

import (
	"context"
	"errors"
	"sort"
	"sync"

	"citeguard/library/collection"
	"citeguard/norm"
)

// The passage index is a document-level 4-gram index over the normalized
// text of every distinct text version in the library: for each hash bucket
// of a 4-byte gram, the sorted list of texts that contain a gram of that
// bucket (CSR layout: one offsets array, one postings array, no per-gram
// allocation). A query intersects the posting lists of its rarest grams and
// confirms each candidate with strings.Index on the normalized text, so the
// result is exact; bucket collisions only cost a wasted confirmation. See
// BENCHMARKS.md ("Library") for the measurements behind this choice.
const gramBits = 18

type searchDoc struct {
	hash string
	norm string
}

type searchIndex struct {
	docs     []searchDoc
	offsets  []uint32 // len 1<<gramBits + 1
	postings []uint32
	normSize int64
}

func gramBucket(g uint32) uint32 { return (g * gramMul) >> (32 - gramBits) }

// gramSampled: only one gram in four (chosen by content, so a passage and
// the text holding it choose the same grams) is indexed. The index is built
// four times faster and is four times smaller; a passage has about one
// sampled gram per four bytes, and one too short to hold any is searched by
// a linear scan.
func gramSampled(g uint32) bool { return (g*gramMul)&sampleMask == 0 }

func gramAt(t string, i int) uint32 {
	return uint32(t[i]) | uint32(t[i+1])<<8 | uint32(t[i+2])<<16 | uint32(t[i+3])<<24
}

// buildSearchIndex normalizes the texts (in parallel) and builds the index.
func buildSearchIndex(ctx context.Context, hashes []string, load func(string) (string, error), workers int, prev map[string]string) (*searchIndex, error) {
	docs := make([]searchDoc, len(hashes))
	errs := make([]error, len(hashes))
	var wg sync.WaitGroup
	next := make(chan int)
	if workers < 1 {
		workers = 1
	}
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if n, ok := prev[hashes[i]]; ok {
					docs[i] = searchDoc{hash: hashes[i], norm: n}
					continue
				}
				t, err := load(hashes[i])
				if err != nil {
					errs[i] = err
					continue
				}
				docs[i] = searchDoc{hash: hashes[i], norm: norm.Normalize(t)}
			}
		}()
	}
feed:
	for i := range hashes {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	kept := docs[:0]
	for i, d := range docs {
		if errs[i] == nil {
			kept = append(kept, d)
		}
	}
	return indexDocs(kept), errors.Join(errs...)
}

// indexDocs builds the gram index over normalized documents: a counting
// pass and a filling pass, each split over two goroutines by document range
// (postings stay sorted by document because the ranges are in order).
func indexDocs(docs []searchDoc) *searchIndex {
	nb := 1 << gramBits
	ix := &searchIndex{docs: docs, offsets: make([]uint32, nb+1)}
	for _, d := range docs {
		ix.normSize += int64(len(d.norm))
	}
	// Split the documents in two ranges of about equal text size.
	split, acc := len(docs), int64(0)
	for i, d := range docs {
		acc += int64(len(d.norm))
		if acc*2 >= ix.normSize {
			split = i + 1
			break
		}
	}
	ranges := [2][2]int{{0, split}, {split, len(docs)}}
	// Per worker, one array interleaves each bucket's mark (the last document
	// that counted it) and its count, later its fill position: one cache
	// line per sampled gram instead of two.
	var mcs [2][]uint32
	var wg sync.WaitGroup
	for w := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mc := make([]uint32, 2*nb)
			for di := ranges[w][0]; di < ranges[w][1]; di++ {
				countGrams(docs[di].norm, uint32(di+1), mc)
			}
			mcs[w] = mc
		}()
	}
	wg.Wait()
	var sum uint32
	for b := 0; b < nb; b++ {
		c0, c1 := mcs[0][2*b+1], mcs[1][2*b+1]
		ix.offsets[b] = sum
		mcs[0][2*b], mcs[0][2*b+1] = 0, sum
		mcs[1][2*b], mcs[1][2*b+1] = 0, sum+c0
		sum += c0 + c1
	}
	ix.offsets[nb] = sum
	ix.postings = make([]uint32, sum+2) // the last two: each worker's spare for fillGrams
	for w := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for di := ranges[w][0]; di < ranges[w][1]; di++ {
				fillGrams(docs[di].norm, uint32(di+1), mcs[w], ix.postings, sum+uint32(w))
			}
		}()
	}
	wg.Wait()
	ix.postings = ix.postings[:sum]
	return ix
}

// gramBlock is how many text bytes sampledBuckets looks at per call.
const gramBlock = 4096

// sampledBuckets writes into out the bucket of every sampled gram ending in
// t[from:to] (from ≥ 3) and returns how many there are. It has no branch
// on the data: one gram in four is sampled at random, a branch on it would
// be mispredicted every few bytes.
func sampledBuckets(t string, from, to int, out *[gramBlock]uint32) int {
	g := uint32(t[from-3])<<8 | uint32(t[from-2])<<16 | uint32(t[from-1])<<24
	n := 0
	for i := from; i < to; i++ {
		g = g>>8 | uint32(t[i])<<24 // the gram t[i-3:i+1], little-endian
		h := g * gramMul
		out[n&(gramBlock-1)] = h >> (32 - gramBits)
		n += int((h&sampleMask - 1) >> 31) // 1 when sampled: the masked bits are all zero
	}
	return n
}

// countGrams counts, per bucket, the distinct sampled grams of t: mc[2b]
// remembers the last document (id) that counted bucket b, mc[2b+1] is the
// count. fillGrams is the same walk writing the document's number into the
// postings at mc[2b+1], the bucket's next free place; a gram already seen
// in the document writes to the worker's own spare element of postings
// instead, so neither walk branches on the data (and two workers never
// write one element).
func countGrams(t string, id uint32, mc []uint32) {
	var buf [gramBlock]uint32
	for from := 3; from < len(t); from += gramBlock {
		n := sampledBuckets(t, from, min(from+gramBlock, len(t)), &buf)
		for _, b := range buf[:n] {
			x := mc[2*b] ^ id
			mc[2*b] = id
			mc[2*b+1] += (x | -x) >> 31 // 1 when the bucket is new for this document
		}
	}
}

func fillGrams(t string, id uint32, mc, postings []uint32, spare uint32) {
	var buf [gramBlock]uint32
	for from := 3; from < len(t); from += gramBlock {
		n := sampledBuckets(t, from, min(from+gramBlock, len(t)), &buf)
		for _, b := range buf[:n] {
			x := mc[2*b] ^ id
			mc[2*b] = id
			isNew := (x | -x) >> 31
			at := mc[2*b+1]
			postings[at*isNew+spare*(1-isNew)] = id - 1
			mc[2*b+1] = at + isNew
		}
	}
}

// Bytes is the memory the index holds: normalized texts, offsets, postings.
func (ix *searchIndex) Bytes() int64 {
	return ix.normSize + int64(len(ix.offsets))*4 + int64(len(ix.postings))*4
}

// candidates returns the documents that may contain q (normalized).
func (ix *searchIndex) candidates(q string) []uint32 {
	if len(q) < 4 {
		all := make([]uint32, len(ix.docs))
		for i := range all {
			all[i] = uint32(i)
		}
		return all
	}
	seen := map[uint32]bool{}
	var lists [][]uint32
	for i := 0; i+4 <= len(q); i++ {
		g := gramAt(q, i)
		if !gramSampled(g) {
			continue
		}
		b := gramBucket(g)
		if seen[b] {
			continue
		}
		seen[b] = true
		lists = append(lists, ix.postings[ix.offsets[b]:ix.offsets[b+1]])
	}
	if len(lists) == 0 { // no sampled gram: scan everything
		all := make([]uint32, len(ix.docs))
		for i := range all {
			all[i] = uint32(i)
		}
		return all
	}
	sort.Slice(lists, func(i, k int) bool { return len(lists[i]) < len(lists[k]) })
	if len(lists) > 24 {
		lists = lists[:24]
	}
	cur := append([]uint32(nil), lists[0]...)
	for _, l := range lists[1:] {
		if len(cur) == 0 {
			break
		}
		cur = collection.Intersect(cur, l)
	}
	return cur
}

// gramMul is the multiplicative hash of a gram; its top gramBits bits are
// the bucket, two bits below them choose the sampled grams.
const (
	gramMul    = 0x9E3779B1
	sampleMask = 3 << (32 - gramBits - 2)
)
