package collection

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

// A segment is one immutable file holding a batch of documents: their texts,
// their metadata, their passage index and their lookup keys. It is written
// once under a temporary name, synced and renamed; the manifest then lists
// it. Layout (little-endian):
//
//	header     headerSize bytes: magic, counts, section offsets, checksums
//	text       the documents' texts, one after another
//	meta       their metadata (JSON), one after another
//	index      per document: text offset, text length, meta offset, meta length
//	ranks      per document: its rank (uint32), see Rank
//	buckets    2^bits+1 offsets (uint32, or uint64 when wide) into postings
//	postings   per bucket: the documents holding a gram of it (delta uvarints)
//	keys       sorted lookup keys, each with its documents, in blocks of ~4 KiB
//	blocks     per key block: its first key and its offset
//	bloom      a Bloom filter of the keys (10 bits a key): a lookup skips
//	           the segments that cannot hold its key without reading them
//
// Only the header, the ranks, the key blocks and the Bloom filter are held
// in memory; all the rest is read with pread, so an open segment costs ~4
// bytes a document plus ~1.3 bytes a key plus ~12 bytes per 4 KiB of keys.
const (
	headerSize  = 256
	segMagic    = "CGSEG02\n"
	indexEntry  = 24
	keyBlockMax = 4096
)

// sections of a segment, in header order.
const (
	secText = iota
	secMeta
	secIndex
	secRanks
	secBuckets
	secPostings
	secKeys
	secBlocks
	secBloom
	numSections
)

type header struct {
	ndocs uint32
	bits  uint32
	wide  uint32 // bucket offsets are uint64
	off   [numSections]uint64
	size  [numSections]uint64
	crc   [numSections]uint32 // of index, ranks and blocks (checked at open)
}

func (h *header) marshal() []byte {
	b := make([]byte, headerSize)
	copy(b, segMagic)
	p := b[8:]
	binary.LittleEndian.PutUint32(p[0:], h.ndocs)
	binary.LittleEndian.PutUint32(p[4:], h.bits)
	binary.LittleEndian.PutUint32(p[8:], h.wide)
	p = p[12:]
	for i := range numSections {
		binary.LittleEndian.PutUint64(p[16*i:], h.off[i])
		binary.LittleEndian.PutUint64(p[16*i+8:], h.size[i])
	}
	p = p[16*numSections:]
	for i := range numSections {
		binary.LittleEndian.PutUint32(p[4*i:], h.crc[i])
	}
	binary.LittleEndian.PutUint32(b[headerSize-4:], crc32.ChecksumIEEE(b[:headerSize-4]))
	return b
}

func parseHeader(b []byte, fileSize int64) (*header, error) {
	if len(b) < headerSize || string(b[:8]) != segMagic {
		return nil, errors.New("not a citeguard segment")
	}
	if binary.LittleEndian.Uint32(b[headerSize-4:]) != crc32.ChecksumIEEE(b[:headerSize-4]) {
		return nil, errors.New("header checksum mismatch")
	}
	h := &header{}
	p := b[8:]
	h.ndocs = binary.LittleEndian.Uint32(p[0:])
	h.bits = binary.LittleEndian.Uint32(p[4:])
	h.wide = binary.LittleEndian.Uint32(p[8:])
	p = p[12:]
	for i := range numSections {
		h.off[i] = binary.LittleEndian.Uint64(p[16*i:])
		h.size[i] = binary.LittleEndian.Uint64(p[16*i+8:])
		if h.off[i] < headerSize || h.off[i]+h.size[i] > uint64(fileSize) || h.off[i]+h.size[i] < h.off[i] {
			return nil, fmt.Errorf("section %d outside the file", i)
		}
	}
	p = p[16*numSections:]
	for i := range numSections {
		h.crc[i] = binary.LittleEndian.Uint32(p[4*i:])
	}
	if h.bits < 1 || h.bits > 30 {
		return nil, fmt.Errorf("bad bucket bits %d", h.bits)
	}
	w := uint64(4)
	if h.wide != 0 {
		w = 8
	}
	if h.size[secIndex] != uint64(h.ndocs)*indexEntry || h.size[secRanks] != uint64(h.ndocs)*4 || h.size[secBuckets] != (1<<h.bits+1)*w {
		return nil, errors.New("section sizes do not match the counts")
	}
	return h, nil
}

// docIn is one document to write into a segment.
type docIn struct {
	text  string
	grams []uint32 // the chosen hash prefixes of its normalized text
	meta  []byte
	keys  []string
	rank  uint32
}

// segWriter builds a segment file. Texts and metadata are streamed to
// disk as they come; the passage index is built in memory at the end from
// each document's chosen hash prefixes (about 4 bytes per 10 text bytes).
type segWriter struct {
	path, tmp string
	f         *os.File
	bw        *bufio.Writer
	metaF     *os.File
	metaBW    *bufio.Writer
	textOff   uint64
	metaOff   uint64
	index     []byte
	ranks     []byte
	prefixes  [][]uint32 // per document: its chosen hash prefixes (top 32 bits)
	keys      []keyDoc
	textBytes int64
	postings  int
}

type keyDoc struct {
	key string
	doc uint32
}

func newSegWriter(path string) (*segWriter, error) {
	f, err := os.CreateTemp(filepath.Dir(path), ".tmp-seg-*")
	if err != nil {
		return nil, err
	}
	mf, err := os.CreateTemp(filepath.Dir(path), ".tmp-meta-*")
	if err != nil {
		f.Close()
		os.Remove(f.Name())
		return nil, err
	}
	w := &segWriter{path: path, tmp: f.Name(), f: f, metaF: mf, bw: bufio.NewWriterSize(f, 1<<20), metaBW: bufio.NewWriterSize(mf, 256<<10)}
	w.bw.Write(make([]byte, headerSize))
	w.textOff = headerSize
	return w, nil
}

func (w *segWriter) len() int { return len(w.ranks) / 4 }

// add appends a document.
func (w *segWriter) add(d docIn) error {
	n := uint32(w.len())
	w.index = binary.LittleEndian.AppendUint64(w.index, w.textOff-headerSize)
	w.index = binary.LittleEndian.AppendUint32(w.index, uint32(len(d.text)))
	w.index = binary.LittleEndian.AppendUint64(w.index, w.metaOff)
	w.index = binary.LittleEndian.AppendUint32(w.index, uint32(len(d.meta)))
	w.ranks = binary.LittleEndian.AppendUint32(w.ranks, d.rank)
	if _, err := w.bw.WriteString(d.text); err != nil {
		return err
	}
	if _, err := w.metaBW.Write(d.meta); err != nil {
		return err
	}
	w.textOff += uint64(len(d.text))
	w.metaOff += uint64(len(d.meta))
	w.textBytes += int64(len(d.text))
	w.prefixes = append(w.prefixes, d.grams)
	w.postings += len(d.grams)
	for _, k := range d.keys {
		w.keys = append(w.keys, keyDoc{k, n})
	}
	return nil
}

// finish writes the index sections and the header, syncs the file and
// renames it to its final name.
func (w *segWriter) finish() (err error) {
	defer func() {
		if err != nil {
			w.abort()
		}
	}()
	var h header
	h.ndocs = uint32(w.len())
	h.off[secText], h.size[secText] = headerSize, w.textOff-headerSize
	if err := w.metaBW.Flush(); err != nil {
		return err
	}
	if _, err := w.metaF.Seek(0, io.SeekStart); err != nil {
		return err
	}
	pos := w.textOff
	section := func(i int, write func() (uint64, error)) error {
		h.off[i] = pos
		n, err := write()
		h.size[i] = n
		pos += n
		return err
	}
	if err := section(secMeta, func() (uint64, error) {
		n, err := io.Copy(w.bw, w.metaF)
		return uint64(n), err
	}); err != nil {
		return err
	}
	bytesSection := func(i int, b []byte) error {
		h.crc[i] = crc32.ChecksumIEEE(b)
		return section(i, func() (uint64, error) {
			n, err := w.bw.Write(b)
			return uint64(n), err
		})
	}
	if err := bytesSection(secIndex, w.index); err != nil {
		return err
	}
	if err := bytesSection(secRanks, w.ranks); err != nil {
		return err
	}
	buckets, postings := w.passageIndex(&h)
	if err := bytesSection(secBuckets, buckets); err != nil {
		return err
	}
	if err := bytesSection(secPostings, postings); err != nil {
		return err
	}
	keys, blocks, bloom := w.keyTable()
	if err := bytesSection(secKeys, keys); err != nil {
		return err
	}
	if err := bytesSection(secBlocks, blocks); err != nil {
		return err
	}
	if err := bytesSection(secBloom, bloom.marshal()); err != nil {
		return err
	}
	if err := w.bw.Flush(); err != nil {
		return err
	}
	if _, err := w.f.WriteAt(h.marshal(), 0); err != nil {
		return err
	}
	if err := w.f.Sync(); err != nil {
		return err
	}
	if err := w.f.Close(); err != nil {
		return err
	}
	w.metaF.Close()
	os.Remove(w.metaF.Name())
	return os.Rename(w.tmp, w.path)
}

func (w *segWriter) abort() {
	w.f.Close()
	os.Remove(w.tmp)
	w.metaF.Close()
	os.Remove(w.metaF.Name())
}

// passageIndex builds the buckets and postings sections from the
// documents' hash prefixes.
func (w *segWriter) passageIndex(h *header) (buckets, postings []byte) {
	bits := bucketBits(w.postings)
	h.bits = uint32(bits)
	nb := 1 << bits
	shift := 32 - bits
	// A document counts once per bucket: mark holds the last document
	// (plus one) that counted each bucket.
	count := make([]uint32, nb+1)
	mark := make([]uint32, nb)
	for d, p := range w.prefixes {
		id := uint32(d + 1)
		for _, x := range p {
			b := x >> shift
			if mark[b] != id {
				mark[b] = id
				count[b]++
			}
		}
	}
	start := make([]uint32, nb+1)
	var sum uint32
	for b := range nb {
		start[b] = sum
		sum += count[b]
	}
	start[nb] = sum
	flat := make([]uint32, sum)
	fill := slices.Clone(start[:nb])
	clear(mark)
	for d, p := range w.prefixes {
		id := uint32(d + 1)
		for _, x := range p {
			b := x >> shift
			if mark[b] != id {
				mark[b] = id
				flat[fill[b]] = uint32(d)
				fill[b]++
			}
		}
	}
	w.prefixes = nil
	postings = make([]byte, 0, sum*2)
	offs := make([]uint64, nb+1)
	for b := range nb {
		offs[b] = uint64(len(postings))
		postings = appendList(postings, flat[start[b]:start[b+1]])
	}
	offs[nb] = uint64(len(postings))
	if offs[nb] > 1<<32-1 {
		h.wide = 1
		for _, o := range offs {
			buckets = binary.LittleEndian.AppendUint64(buckets, o)
		}
	} else {
		buckets = make([]byte, 0, 4*(nb+1))
		for _, o := range offs {
			buckets = binary.LittleEndian.AppendUint32(buckets, uint32(o))
		}
	}
	return buckets, postings
}

// keyTable sorts the keys and writes them in blocks: per key its length,
// the key, the number of documents and the documents (uvarints); and the
// Bloom filter of the distinct keys.
func (w *segWriter) keyTable() (keys, blocks []byte, bf *bloom) {
	sort.Slice(w.keys, func(i, k int) bool {
		if w.keys[i].key != w.keys[k].key {
			return w.keys[i].key < w.keys[k].key
		}
		return w.keys[i].doc < w.keys[k].doc
	})
	distinct := 0
	for i := range w.keys {
		if i == 0 || w.keys[i].key != w.keys[i-1].key {
			distinct++
		}
	}
	bf = newBloom(distinct)
	blockStart := -1
	for i := 0; i < len(w.keys); {
		bf.add(w.keys[i].key)
		j := i
		var docs []uint32
		for j < len(w.keys) && w.keys[j].key == w.keys[i].key {
			if len(docs) == 0 || docs[len(docs)-1] != w.keys[j].doc {
				docs = append(docs, w.keys[j].doc)
			}
			j++
		}
		if blockStart < 0 || len(keys)-blockStart >= keyBlockMax {
			blockStart = len(keys)
			blocks = binary.AppendUvarint(blocks, uint64(len(w.keys[i].key)))
			blocks = append(blocks, w.keys[i].key...)
			blocks = binary.AppendUvarint(blocks, uint64(blockStart))
		}
		keys = binary.AppendUvarint(keys, uint64(len(w.keys[i].key)))
		keys = append(keys, w.keys[i].key...)
		keys = binary.AppendUvarint(keys, uint64(len(docs)))
		for _, d := range docs {
			keys = binary.AppendUvarint(keys, uint64(d))
		}
		i = j
	}
	w.keys = nil
	return keys, blocks, bf
}

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
