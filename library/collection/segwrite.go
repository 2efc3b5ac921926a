package collection

// Writing a segment: documents, their texts, the key table and the passage
// index.

import (
	"bufio"
	"encoding/binary"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
)

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
