package collection

import (
	"encoding/binary"
	"errors"
	"slices"
)

// The passage index of a segment: for each hash bucket of an 8-byte gram of
// the normalized texts, the segment's documents that contain a gram of that
// bucket, as delta-encoded uvarints. Grams are chosen by winnowing (the
// minimum hash of every window of Window consecutive grams), so that any
// passage of at least MinPassage bytes holds a chosen gram and chooses, in
// its interior, the same grams as the text that holds it. BENCHMARKS.md
// ("Library at national scale") has the measurements behind the choice.
const (
	Gram       = 8
	Window     = 16
	MinPassage = Window + Gram - 1 // the shortest passage the index can find
)

// gramHashes appends the hash of every 8-byte gram of s.
func gramHashes(s string, out []uint64) []uint64 {
	if len(s) < Gram {
		return out
	}
	x := uint64(s[0])<<48 | uint64(s[1])<<40 | uint64(s[2])<<32 | uint64(s[3])<<24 | uint64(s[4])<<16 | uint64(s[5])<<8 | uint64(s[6])
	for i := Gram - 1; i < len(s); i++ {
		x = x<<8 | uint64(s[i])
		h := x * 0x9E3779B97F4A7C15
		out = append(out, h^h>>29)
	}
	return out
}

// winnow calls emit with the minimum of every window of Window consecutive
// hashes, once per run of windows sharing it. The minima are computed per
// block of Window hashes from a suffix and a prefix minimum (van Herk /
// Gil-Werman): three passes without a data-dependent branch. scratch is
// reused.
func winnow(hs []uint64, scratch []uint64, emit func(h uint64)) []uint64 {
	n := len(hs)
	if n < Window {
		return scratch
	}
	if cap(scratch) < 2*n {
		scratch = make([]uint64, 2*n)
	}
	suf, pre := scratch[:n], scratch[n:2*n]
	for start := 0; start < n; start += Window {
		end := min(start+Window, n)
		suf[end-1] = hs[end-1]
		for i := end - 2; i >= start; i-- {
			suf[i] = min(hs[i], suf[i+1])
		}
		pre[start] = hs[start]
		for i := start + 1; i < end; i++ {
			pre[i] = min(pre[i-1], hs[i])
		}
	}
	first := true
	var last uint64
	for i := 0; i+Window <= n; i++ {
		m := min(suf[i], pre[i+Window-1])
		if first || m != last {
			emit(m)
			last, first = m, false
		}
	}
	return scratch
}

// gramScratch is reusable space for choosing a text's grams.
type gramScratch struct {
	hs, win []uint64
	out     []uint32
}

// prefixes returns the top 32 bits of the hashes winnowing chooses in a
// normalized text (not sorted; a hash chosen again later repeats).
func (g *gramScratch) prefixes(norm string) []uint32 {
	g.hs = gramHashes(norm, g.hs[:0])
	g.out = g.out[:0]
	g.win = winnow(g.hs, g.win, func(h uint64) { g.out = append(g.out, uint32(h>>32)) })
	return g.out
}

// queryHashes returns the distinct gram hashes a passage chooses (only full
// windows count: they are windows of any text holding the passage), or nil
// when it is shorter than MinPassage.
func queryHashes(norm string) []uint64 {
	hs := gramHashes(norm, nil)
	if len(hs) < Window {
		return nil
	}
	var out []uint64
	winnow(hs, nil, func(h uint64) { out = append(out, h) })
	slices.Sort(out)
	return slices.Compact(out)
}

// appendList encodes a sorted list of document numbers.
func appendList(dst []byte, docs []uint32) []byte {
	prev := uint32(0)
	for i, d := range docs {
		if i == 0 {
			dst = binary.AppendUvarint(dst, uint64(d))
		} else {
			dst = binary.AppendUvarint(dst, uint64(d-prev))
		}
		prev = d
	}
	return dst
}

var errBadList = errors.New("collection: damaged posting list")

// decodeList decodes a posting list of a segment of n documents.
func decodeList(data []byte, n uint32, out []uint32) ([]uint32, error) {
	out = out[:0]
	var cur uint64
	for i := 0; len(data) > 0; i++ {
		v, k := binary.Uvarint(data)
		if k <= 0 {
			return nil, errBadList
		}
		data = data[k:]
		if i == 0 {
			cur = v
		} else {
			if v == 0 {
				return nil, errBadList
			}
			cur += v
		}
		if cur >= uint64(n) {
			return nil, errBadList
		}
		out = append(out, uint32(cur))
	}
	return out, nil
}

// Intersect keeps in a the elements also in b (both sorted ascending) and
// returns a's shortened slice: the intersection of two posting lists.
func Intersect(a, b []uint32) []uint32 {
	out := a[:0]
	j := 0
	for _, x := range a {
		for j < len(b) && b[j] < x {
			j++
		}
		if j == len(b) {
			break
		}
		if b[j] == x {
			out = append(out, x)
		}
	}
	return out
}

// bucketBits chooses a segment's number of buckets from its number of
// postings: about four postings a bucket, between 2^12 and 2^22.
func bucketBits(postings int) int {
	bits := 12
	for bits < 22 && 1<<bits < postings/4 {
		bits++
	}
	return bits
}

// maxLists is how many of a passage's posting lists, the shortest first, a
// segment intersects.
const maxLists = 8
