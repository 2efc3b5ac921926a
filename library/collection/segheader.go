package collection

// The header of a segment file: its sections and their offsets.

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
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
