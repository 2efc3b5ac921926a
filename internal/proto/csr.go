package proto

import (
	"sort"

	"citeguard/library/collection"
)

// csrIndex is the library's passage index as it stands (engine/library
// search.go): 4-byte grams, one in four sampled by content, 2^18 hash
// buckets, postings as uint32 in memory, the 24 rarest lists intersected.
type csrIndex struct {
	offsets  []uint32
	postings []uint32
	ndocs    int
}

const csrBits = 18

func csrBucket(g uint32) uint32 { return (g * 0x9E3779B1) >> (32 - csrBits) }
func csrSampled(g uint32) bool  { return (g*0x9E3779B1)&(3<<(32-csrBits-2)) == 0 }

func csrGrams(t string, fn func(b uint32)) {
	for i := 0; i+4 <= len(t); i++ {
		g := uint32(t[i]) | uint32(t[i+1])<<8 | uint32(t[i+2])<<16 | uint32(t[i+3])<<24
		if csrSampled(g) {
			fn(csrBucket(g))
		}
	}
}

func buildCSR(docs []string) *csrIndex {
	nb := 1 << csrBits
	mark := make([]uint32, nb)
	count := make([]uint32, nb+1)
	for d, t := range docs {
		id := uint32(d + 1)
		csrGrams(t, func(b uint32) {
			if mark[b] != id {
				mark[b] = id
				count[b]++
			}
		})
	}
	ix := &csrIndex{offsets: make([]uint32, nb+1), ndocs: len(docs)}
	var sum uint32
	for b := 0; b < nb; b++ {
		ix.offsets[b] = sum
		sum += count[b]
	}
	ix.offsets[nb] = sum
	ix.postings = make([]uint32, sum)
	fill := append([]uint32(nil), ix.offsets[:nb]...)
	clear(mark)
	for d, t := range docs {
		id := uint32(d + 1)
		csrGrams(t, func(b uint32) {
			if mark[b] != id {
				mark[b] = id
				ix.postings[fill[b]] = uint32(d)
				fill[b]++
			}
		})
	}
	return ix
}

func (ix *csrIndex) bytes() int64 { return int64(len(ix.offsets)+len(ix.postings)) * 4 }

func (ix *csrIndex) candidates(q string) ([]uint32, int) {
	seen := map[uint32]bool{}
	var lists [][]uint32
	csrGrams(q, func(b uint32) {
		if !seen[b] {
			seen[b] = true
			lists = append(lists, ix.postings[ix.offsets[b]:ix.offsets[b+1]])
		}
	})
	if len(lists) == 0 {
		all := make([]uint32, ix.ndocs)
		for i := range all {
			all[i] = uint32(i)
		}
		return all, 0
	}
	sort.Slice(lists, func(i, k int) bool { return len(lists[i]) < len(lists[k]) })
	lists = lists[:min(len(lists), 24)]
	read := 0
	cur := append([]uint32(nil), lists[0]...)
	for _, l := range lists[1:] {
		read += len(l)
		if len(cur) == 0 {
			break
		}
		cur = intersect(cur, l)
	}
	return cur, read + len(lists[0])
}

// intersect is the library collection's posting-list intersection.
var intersect = collection.Intersect
