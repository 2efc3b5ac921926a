package collection

// Opening and reading a segment: its keys, a document's text and metadata,
// the candidates of a passage search.

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

// segment is an open segment file.
type segment struct {
	name      string
	f         *os.File
	h         *header
	ranks     []uint32
	blockKeys []string
	blockOffs []uint64
	bloom     *bloom
}

func openSegment(path string) (*segment, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	s, err := readSegment(f, path)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("segment %s: %w", path, err)
	}
	return s, nil
}

func readSegment(f *os.File, path string) (*segment, error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	hb := make([]byte, headerSize)
	if _, err := f.ReadAt(hb, 0); err != nil {
		return nil, err
	}
	h, err := parseHeader(hb, fi.Size())
	if err != nil {
		return nil, err
	}
	s := &segment{name: filepath.Base(path), f: f, h: h}
	read := func(i int) ([]byte, error) {
		b := make([]byte, h.size[i])
		if _, err := f.ReadAt(b, int64(h.off[i])); err != nil {
			return nil, err
		}
		if crc32.ChecksumIEEE(b) != h.crc[i] {
			return nil, fmt.Errorf("section %d checksum mismatch", i)
		}
		return b, nil
	}
	rb, err := read(secRanks)
	if err != nil {
		return nil, err
	}
	s.ranks = make([]uint32, h.ndocs)
	for i := range s.ranks {
		s.ranks[i] = binary.LittleEndian.Uint32(rb[4*i:])
	}
	bb, err := read(secBlocks)
	if err != nil {
		return nil, err
	}
	for len(bb) > 0 {
		kl, n := binary.Uvarint(bb)
		if n <= 0 || uint64(len(bb)-n) < kl {
			return nil, errors.New("damaged key blocks")
		}
		key := string(bb[n : n+int(kl)])
		bb = bb[n+int(kl):]
		off, n := binary.Uvarint(bb)
		if n <= 0 || off > h.size[secKeys] {
			return nil, errors.New("damaged key blocks")
		}
		bb = bb[n:]
		s.blockKeys = append(s.blockKeys, key)
		s.blockOffs = append(s.blockOffs, off)
	}
	s.blockOffs = append(s.blockOffs, h.size[secKeys])
	fb, err := read(secBloom)
	if err != nil {
		return nil, err
	}
	if s.bloom, err = parseBloom(fb); err != nil {
		return nil, err
	}
	return s, nil
}

func (s *segment) close() error { return s.f.Close() }

func (s *segment) ndocs() uint32 { return s.h.ndocs }

// lookup returns the documents (segment-local) under key.
func (s *segment) lookup(key string) ([]uint32, error) {
	if !s.bloom.has(key) {
		return nil, nil
	}
	i := sort.SearchStrings(s.blockKeys, key)
	if i == len(s.blockKeys) || s.blockKeys[i] != key {
		i-- // the block whose first key is below key
	}
	if i < 0 {
		return nil, nil
	}
	b := make([]byte, s.blockOffs[i+1]-s.blockOffs[i])
	if _, err := s.f.ReadAt(b, int64(s.h.off[secKeys]+s.blockOffs[i])); err != nil {
		return nil, err
	}
	k := []byte(key)
	for len(b) > 0 {
		kl, n := binary.Uvarint(b)
		if n <= 0 || uint64(len(b)-n) < kl {
			return nil, errors.New("damaged key table")
		}
		ek := b[n : n+int(kl)]
		b = b[n+int(kl):]
		nd, n := binary.Uvarint(b)
		if n <= 0 {
			return nil, errors.New("damaged key table")
		}
		b = b[n:]
		c := bytes.Compare(ek, k)
		var docs []uint32
		for range nd {
			v, n := binary.Uvarint(b)
			if n <= 0 || v >= uint64(s.h.ndocs) {
				return nil, errors.New("damaged key table")
			}
			b = b[n:]
			if c == 0 {
				docs = append(docs, uint32(v))
			}
		}
		if c == 0 {
			return docs, nil
		}
		if c > 0 {
			break
		}
	}
	return nil, nil
}

// keysWithPrefix calls fn for every key of the segment that starts with
// prefix, with its documents, in key order.
func (s *segment) keysWithPrefix(prefix string, fn func(key string, docs []uint32) error) error {
	i := sort.SearchStrings(s.blockKeys, prefix) - 1
	i = max(i, 0)
	if len(s.blockKeys) == 0 {
		return nil
	}
	for ; i < len(s.blockKeys); i++ {
		b := make([]byte, s.blockOffs[i+1]-s.blockOffs[i])
		if _, err := s.f.ReadAt(b, int64(s.h.off[secKeys]+s.blockOffs[i])); err != nil {
			return err
		}
		for len(b) > 0 {
			kl, n := binary.Uvarint(b)
			if n <= 0 || uint64(len(b)-n) < kl {
				return errors.New("damaged key table")
			}
			key := string(b[n : n+int(kl)])
			b = b[n+int(kl):]
			nd, n := binary.Uvarint(b)
			if n <= 0 {
				return errors.New("damaged key table")
			}
			b = b[n:]
			docs := make([]uint32, 0, nd)
			for range nd {
				v, n := binary.Uvarint(b)
				if n <= 0 || v >= uint64(s.h.ndocs) {
					return errors.New("damaged key table")
				}
				b = b[n:]
				docs = append(docs, uint32(v))
			}
			if key > prefix && !strings.HasPrefix(key, prefix) {
				return nil
			}
			if strings.HasPrefix(key, prefix) {
				if err := fn(key, docs); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

type entryPos struct {
	textOff uint64
	textLen uint32
	metaOff uint64
	metaLen uint32
}

func (s *segment) entry(d uint32) (entryPos, error) {
	if d >= s.h.ndocs {
		return entryPos{}, fmt.Errorf("document %d outside the segment", d)
	}
	var b [indexEntry]byte
	if _, err := s.f.ReadAt(b[:], int64(s.h.off[secIndex]+uint64(d)*indexEntry)); err != nil {
		return entryPos{}, err
	}
	e := entryPos{binary.LittleEndian.Uint64(b[0:]), binary.LittleEndian.Uint32(b[8:]), binary.LittleEndian.Uint64(b[12:]), binary.LittleEndian.Uint32(b[20:])}
	if e.textOff+uint64(e.textLen) > s.h.size[secText] || e.metaOff+uint64(e.metaLen) > s.h.size[secMeta] {
		return entryPos{}, errors.New("damaged document index")
	}
	return e, nil
}

// text reads document d's text into buf (grown as needed).
func (s *segment) text(d uint32, buf []byte) ([]byte, error) {
	e, err := s.entry(d)
	if err != nil {
		return nil, err
	}
	buf = slices.Grow(buf[:0], int(e.textLen))[:e.textLen]
	_, err = s.f.ReadAt(buf, int64(s.h.off[secText]+e.textOff))
	return buf, err
}

func (s *segment) meta(d uint32) ([]byte, error) {
	e, err := s.entry(d)
	if err != nil {
		return nil, err
	}
	b := make([]byte, e.metaLen)
	_, err = s.f.ReadAt(b, int64(s.h.off[secMeta]+e.metaOff))
	return b, err
}

// candidates returns the segment's documents that may hold a passage
// whose chosen gram hashes are hs: the intersection of the rarest posting
// lists (at most 8; it stops once one document or none is left).
func (s *segment) candidates(hs []uint64) ([]uint32, error) {
	type list struct{ start, end uint64 }
	w := uint64(4)
	if s.h.wide != 0 {
		w = 8
	}
	shift := 64 - s.h.bits
	ls := make([]list, 0, len(hs))
	var buf [16]byte
	seen := map[uint64]bool{}
	for _, h := range hs {
		b := h >> shift
		if seen[b] {
			continue
		}
		seen[b] = true
		if _, err := s.f.ReadAt(buf[:2*w], int64(s.h.off[secBuckets]+b*w)); err != nil {
			return nil, err
		}
		var l list
		if w == 4 {
			l = list{uint64(binary.LittleEndian.Uint32(buf[:])), uint64(binary.LittleEndian.Uint32(buf[4:]))}
		} else {
			l = list{binary.LittleEndian.Uint64(buf[:]), binary.LittleEndian.Uint64(buf[8:])}
		}
		if l.end < l.start || l.end > s.h.size[secPostings] {
			return nil, errBadList
		}
		if l.end == l.start {
			return nil, nil // a chosen gram no document of the segment holds
		}
		ls = append(ls, l)
	}
	sort.Slice(ls, func(i, k int) bool { return ls[i].end-ls[i].start < ls[k].end-ls[k].start })
	var cand, next []uint32
	var data []byte
	for i, l := range ls {
		if i >= maxLists || i > 0 && len(cand) <= 1 {
			break
		}
		data = slices.Grow(data[:0], int(l.end-l.start))[:l.end-l.start]
		if _, err := s.f.ReadAt(data, int64(s.h.off[secPostings]+l.start)); err != nil {
			return nil, err
		}
		var err error
		next, err = decodeList(data, s.h.ndocs, next)
		if err != nil {
			return nil, err
		}
		if i == 0 {
			cand = slices.Clone(next)
		} else {
			cand = Intersect(cand, next)
		}
	}
	return cand, nil
}
