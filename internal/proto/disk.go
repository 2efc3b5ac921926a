package proto

import (
	"bufio"
	"encoding/binary"
	"errors"
	"os"
	"sort"
)

// diskIndex is the candidate for national scale: g-byte grams selected by
// winnowing (window w), 2^bits hash buckets, per bucket the sorted
// document numbers delta-encoded as uvarints, in a file read with pread:
// nothing of it is resident but what the page cache keeps.
type diskIndex struct {
	g, w, bits int
	f          *os.File
	size       int64
}

const diskHeader = 16

// buildDisk writes the index of docs to path: a counting pass, a filling
// pass into memory (per bucket, its documents in order), then the file.
func buildDisk(path string, docs []string, g, w, bits int) (*diskIndex, error) {
	nb := 1 << bits
	mark := make([]uint32, nb)
	count := make([]uint32, nb)
	var hs []uint64
	var dq []int
	shift := 64 - bits
	for d, t := range docs {
		id := uint32(d + 1)
		hs = gramHashes(t, g, hs[:0])
		dq = winnow(hs, w, dq, func(h uint64) {
			b := h >> shift
			if mark[b] != id {
				mark[b] = id
				count[b]++
			}
		})
	}
	starts := make([]uint64, nb+1)
	var sum uint64
	for b := range nb {
		starts[b] = sum
		sum += uint64(count[b])
	}
	starts[nb] = sum
	post := make([]uint32, sum)
	fill := append([]uint64(nil), starts[:nb]...)
	clear(mark)
	for d, t := range docs {
		id := uint32(d + 1)
		hs = gramHashes(t, g, hs[:0])
		dq = winnow(hs, w, dq, func(h uint64) {
			b := h >> shift
			if mark[b] != id {
				mark[b] = id
				post[fill[b]] = uint32(d)
				fill[b]++
			}
		})
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	bw := bufio.NewWriterSize(f, 1<<20)
	var hdr [diskHeader]byte
	binary.LittleEndian.PutUint64(hdr[:], uint64(bits))
	bw.Write(hdr[:])
	// Byte offsets of the lists, then the lists.
	var off uint64
	var buf [8]byte
	var vb [binary.MaxVarintLen32]byte
	for b := 0; b <= nb; b++ {
		binary.LittleEndian.PutUint64(buf[:], off)
		bw.Write(buf[:])
		if b < nb {
			prev := uint32(0)
			for i, x := range post[starts[b]:starts[b+1]] {
				d := x - prev
				if i == 0 {
					d = x
				}
				off += uint64(binary.PutUvarint(vb[:], uint64(d)))
				prev = x
			}
		}
	}
	for b := range nb {
		prev := uint32(0)
		for i, x := range post[starts[b]:starts[b+1]] {
			d := x - prev
			if i == 0 {
				d = x
			}
			n := binary.PutUvarint(vb[:], uint64(d))
			bw.Write(vb[:n])
			prev = x
		}
	}
	if err := bw.Flush(); err != nil {
		f.Close()
		return nil, err
	}
	fi, _ := f.Stat()
	return &diskIndex{g: g, w: w, bits: bits, f: f, size: fi.Size()}, nil
}

func (ix *diskIndex) bytes() int64 { return ix.size }

type list struct {
	start, end uint64
}

// candidates returns the documents that may hold q (normalized), the
// number of postings decoded and of preads made. ok is false when q is
// too short to hold a full window.
func (ix *diskIndex) candidates(q string) (cand []uint32, decoded, reads int, ok bool, err error) {
	hs := gramHashes(q, ix.g, nil)
	if len(hs) < ix.w {
		return nil, 0, 0, false, nil
	}
	shift := 64 - ix.bits
	seen := map[uint64]bool{}
	var ls []list
	var buf [16]byte
	winnow(hs, ix.w, nil, func(h uint64) {
		b := h >> shift
		if seen[b] || err != nil {
			return
		}
		seen[b] = true
		nb := uint64(1) << ix.bits
		if _, e := ix.f.ReadAt(buf[:], int64(diskHeader+8*b)); e != nil {
			err = e
			return
		}
		reads++
		dataStart := uint64(diskHeader + 8*(nb+1))
		ls = append(ls, list{dataStart + binary.LittleEndian.Uint64(buf[:]), dataStart + binary.LittleEndian.Uint64(buf[8:])})
	})
	if err != nil {
		return nil, 0, reads, true, err
	}
	sort.Slice(ls, func(i, k int) bool { return ls[i].end-ls[i].start < ls[k].end-ls[k].start })
	for i, l := range ls {
		if i >= 8 || i > 0 && len(cand) <= 1 {
			break
		}
		data := make([]byte, l.end-l.start)
		if _, e := ix.f.ReadAt(data, int64(l.start)); e != nil {
			return nil, decoded, reads, true, e
		}
		reads++
		docs, e := decodeList(data)
		if e != nil {
			return nil, decoded, reads, true, e
		}
		decoded += len(docs)
		if i == 0 {
			cand = docs
		} else {
			cand = intersect(cand, docs)
		}
	}
	return cand, decoded, reads, true, nil
}

func decodeList(data []byte) ([]uint32, error) {
	out := make([]uint32, 0, len(data))
	var prev uint64
	for i := 0; len(data) > 0; i++ {
		v, n := binary.Uvarint(data)
		if n <= 0 {
			return nil, errors.New("bad varint")
		}
		data = data[n:]
		if i > 0 {
			v += prev
		}
		out = append(out, uint32(v))
		prev = v
	}
	return out, nil
}
