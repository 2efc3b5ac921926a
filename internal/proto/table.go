package proto

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"os"
	"sort"
)

// table is a sorted key → values file: entries sorted by key in blocks of
// about 4 KiB; the first key of every block is kept in memory, a lookup
// reads one block with pread.
type table struct {
	f      *os.File
	first  [][]byte
	blocks []int64 // block offsets; len(first)+1
	size   int64
}

type entry struct {
	key  string
	vals []uint32
}

func writeTable(path string, es []entry) (*table, error) {
	sort.Slice(es, func(i, k int) bool { return es[i].key < es[k].key })
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	bw := bufio.NewWriterSize(f, 1<<20)
	t := &table{f: f}
	var off, blockStart int64
	var buf [binary.MaxVarintLen64]byte
	put := func(v uint64) {
		n := binary.PutUvarint(buf[:], v)
		bw.Write(buf[:n])
		off += int64(n)
	}
	for i, e := range es {
		if i == 0 || off-blockStart >= 4096 {
			blockStart = off
			t.blocks = append(t.blocks, off)
			t.first = append(t.first, []byte(e.key))
		}
		put(uint64(len(e.key)))
		bw.WriteString(e.key)
		off += int64(len(e.key))
		put(uint64(len(e.vals)))
		for _, v := range e.vals {
			put(uint64(v))
		}
	}
	t.blocks = append(t.blocks, off)
	t.size = off
	return t, bw.Flush()
}

func (t *table) get(key string, buf []byte) ([]uint32, []byte, error) {
	k := []byte(key)
	i := sort.Search(len(t.first), func(i int) bool { return bytes.Compare(t.first[i], k) > 0 }) - 1
	if i < 0 {
		return nil, buf, nil
	}
	n := t.blocks[i+1] - t.blocks[i]
	if int64(cap(buf)) < n {
		buf = make([]byte, n)
	}
	buf = buf[:n]
	if _, err := t.f.ReadAt(buf, t.blocks[i]); err != nil {
		return nil, buf, err
	}
	d := buf
	for len(d) > 0 {
		kl, m := binary.Uvarint(d)
		d = d[m:]
		ek := d[:kl]
		d = d[kl:]
		nv, m := binary.Uvarint(d)
		d = d[m:]
		var vals []uint32
		for range nv {
			v, m := binary.Uvarint(d)
			d = d[m:]
			vals = append(vals, uint32(v))
		}
		if c := bytes.Compare(ek, k); c == 0 {
			return vals, buf, nil
		} else if c > 0 {
			break
		}
	}
	return nil, buf, nil
}
