package library

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

func (l *Library) searchPath() string { return filepath.Join(l.dir(), "search.idx") }

// The persisted passage index: a magic line, the gram parameters, the
// number of texts, per text its hash (64 hex bytes) and normalized length,
// the offsets and postings (little-endian uint32), then the normalized texts.
const searchMagic = "citeguard-search-v2\n"

func writeSearchIndex(p string, ix *searchIndex) error {
	for _, d := range ix.docs {
		if len(d.hash) != 64 {
			return fmt.Errorf("search index: bad hash %q", d.hash)
		}
	}
	return writeState(p, func(w io.Writer) error {
		var num [8]byte
		u64 := func(v uint64) {
			binary.LittleEndian.PutUint64(num[:], v)
			w.Write(num[:])
		}
		io.WriteString(w, searchMagic)
		u64(gramBits)
		u64(uint64(len(ix.docs)))
		for _, d := range ix.docs {
			io.WriteString(w, d.hash)
			u64(uint64(len(d.norm)))
		}
		writeUint32s(w, ix.offsets)
		u64(uint64(len(ix.postings)))
		writeUint32s(w, ix.postings)
		for _, d := range ix.docs {
			if _, err := io.WriteString(w, d.norm); err != nil {
				return err // a bufio.Writer keeps its first error: one check suffices
			}
		}
		return nil
	})
}

// writeUint32s writes v little-endian through a small buffer.
func writeUint32s(w io.Writer, v []uint32) {
	var buf [4096]byte
	for len(v) > 0 {
		n := min(len(v), len(buf)/4)
		for i, x := range v[:n] {
			binary.LittleEndian.PutUint32(buf[4*i:], x)
		}
		w.Write(buf[:4*n])
		v = v[n:]
	}
}

func readSearchIndex(p string) (*searchIndex, error) {
	data, err := os.ReadFile(p)
	if err != nil {
		return nil, err
	}
	return parseSearchIndex(data, p)
}

// errOtherFormat: a search index written with other gram parameters (an
// earlier version); it is rebuilt, which is routine, not damage.
var errOtherFormat = errors.New("made with other gram parameters")

// parseSearchIndex decodes a persisted index, checking every offset.
func parseSearchIndex(data []byte, p string) (*searchIndex, error) {
	bad := func(what string) (*searchIndex, error) { return nil, fmt.Errorf("search index %s: %s", p, what) }
	if !bytes.HasPrefix(data, []byte(searchMagic)) {
		return bad("not a search index")
	}
	d := data[len(searchMagic):]
	if len(d) >= 16 && binary.LittleEndian.Uint64(d) != gramBits {
		return nil, fmt.Errorf("search index %s: %w", p, errOtherFormat)
	}
	if len(d) < 16 {
		return bad("truncated")
	}
	nd := binary.LittleEndian.Uint64(d[8:])
	d = d[16:]
	if nd > uint64(len(d))/72 {
		return bad("truncated")
	}
	ix := &searchIndex{docs: make([]searchDoc, nd)}
	lens := make([]uint64, nd)
	var total uint64
	for i := range ix.docs {
		ix.docs[i].hash = string(d[:64])
		lens[i] = binary.LittleEndian.Uint64(d[64:])
		total += lens[i]
		d = d[72:]
	}
	nb := 1<<gramBits + 1
	if len(d) < nb*4+8 {
		return bad("truncated")
	}
	ix.offsets = make([]uint32, nb)
	for i := range ix.offsets {
		ix.offsets[i] = binary.LittleEndian.Uint32(d[i*4:])
		if i > 0 && ix.offsets[i] < ix.offsets[i-1] {
			return bad("inconsistent offsets")
		}
	}
	d = d[nb*4:]
	np := binary.LittleEndian.Uint64(d)
	d = d[8:]
	if np > uint64(len(d))/4 || uint64(len(d))-np*4 != total || uint64(ix.offsets[nb-1]) != np {
		return bad("truncated or inconsistent")
	}
	ix.postings = make([]uint32, np)
	for i := range ix.postings {
		ix.postings[i] = binary.LittleEndian.Uint32(d[i*4:])
		if uint64(ix.postings[i]) >= nd {
			return bad("inconsistent postings")
		}
	}
	all := string(d[np*4:])
	var off uint64
	for i := range ix.docs {
		ix.docs[i].norm = all[off : off+lens[i]]
		off += lens[i]
	}
	ix.normSize = int64(total)
	return ix, nil
}

// IndexStats describes the passage index.
type IndexStats struct {
	Texts     int
	NormBytes int64
	Postings  int
	MemBytes  int64
}

// SearchStats builds the passage index if needed and describes it.
func (l *Library) SearchStats(ctx context.Context) (IndexStats, error) {
	ix, err := l.searchIndex(ctx)
	if ix == nil {
		return IndexStats{}, err
	}
	return IndexStats{Texts: len(ix.docs), NormBytes: ix.normSize, Postings: len(ix.postings), MemBytes: ix.Bytes()}, nil
}
