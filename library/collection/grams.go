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
// hashes (the rightmost on ties), once per chosen position. dq is scratch
// space, returned for reuse.
func winnow(hs []uint64, dq []int32, emit func(h uint64)) []int32 {
	dq = dq[:0]
	head, last := 0, int32(-1)
	for i, h := range hs {
		for len(dq) > head && hs[dq[len(dq)-1]] >= h {
			dq = dq[:len(dq)-1]
		}
		dq = append(dq, int32(i))
		if int(dq[head]) <= i-Window {
			head++
		}
		if i >= Window-1 && dq[head] != last {
			last = dq[head]
			emit(hs[last])
		}
	}
	return dq
}

// docBuckets returns the distinct buckets (of 2^bits) of the grams winnowing
// chooses in a normalized text, sorted. scratch is reused.
type gramScratch struct {
	hs  []uint64
	dq  []int32
	out []uint32
}

func (g *gramScratch) buckets(norm string, bits int) []uint32 {
	g.hs = gramHashes(norm, g.hs[:0])
	g.out = g.out[:0]
	shift := 64 - bits
	g.dq = winnow(g.hs, g.dq, func(h uint64) { g.out = append(g.out, uint32(h>>shift)) })
	slices.Sort(g.out)
	return slices.Compact(g.out)
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

// intersect keeps in a the elements also in b (both sorted).
func intersect(a, b []uint32) []uint32 {
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
