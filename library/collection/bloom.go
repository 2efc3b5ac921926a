package collection

import (
	"encoding/binary"
	"errors"
)

// bloom is a Bloom filter of a segment's keys: 10 bits a key, 7 probes
// (~1 % false positives), probes by double hashing of FNV-1a.
type bloom struct {
	bits []uint64
}

const bloomProbes = 7

func newBloom(keys int) *bloom {
	n := max((keys*10+63)/64, 1)
	return &bloom{bits: make([]uint64, n)}
}

func bloomHash(key string) (uint64, uint64) {
	h := uint64(14695981039346656037)
	for i := 0; i < len(key); i++ {
		h ^= uint64(key[i])
		h *= 1099511628211
	}
	h2 := h*0x9E3779B97F4A7C15 ^ h>>31
	return h, h2 | 1
}

func (b *bloom) add(key string) {
	h1, h2 := bloomHash(key)
	m := uint64(len(b.bits)) * 64
	for i := range uint64(bloomProbes) {
		p := (h1 + i*h2) % m
		b.bits[p/64] |= 1 << (p % 64)
	}
}

func (b *bloom) has(key string) bool {
	h1, h2 := bloomHash(key)
	m := uint64(len(b.bits)) * 64
	for i := range uint64(bloomProbes) {
		p := (h1 + i*h2) % m
		if b.bits[p/64]&(1<<(p%64)) == 0 {
			return false
		}
	}
	return true
}

func (b *bloom) marshal() []byte {
	out := make([]byte, 8*len(b.bits))
	for i, w := range b.bits {
		binary.LittleEndian.PutUint64(out[8*i:], w)
	}
	return out
}

func parseBloom(data []byte) (*bloom, error) {
	if len(data) == 0 || len(data)%8 != 0 {
		return nil, errors.New("damaged Bloom filter")
	}
	b := &bloom{bits: make([]uint64, len(data)/8)}
	for i := range b.bits {
		b.bits[i] = binary.LittleEndian.Uint64(data[8*i:])
	}
	return b, nil
}
