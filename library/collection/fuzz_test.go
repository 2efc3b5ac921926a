package collection

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

// FuzzSegment: any bytes as a segment file are refused with an error or
// read without a panic: lookups, texts, metadata and candidates of a
// damaged segment fail cleanly.
func FuzzSegment(f *testing.F) {
	dir := f.TempDir()
	c, err := Open(Options{Dir: dir})
	if err != nil {
		f.Fatal(err)
	}
	b, _ := c.Begin()
	r := rand.New(rand.NewPCG(1, 1))
	for i := range 3 {
		if _, err := b.Add(testDoc(i, r)); err != nil {
			f.Fatal(err)
		}
	}
	if err := b.Commit(); err != nil {
		f.Fatal(err)
	}
	c.Close()
	segs, _ := filepath.Glob(filepath.Join(dir, "seg-*"))
	good, err := os.ReadFile(segs[0])
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add(good[:headerSize])
	f.Add(good[:len(good)/2])
	f.Add([]byte(segMagic))
	f.Fuzz(func(t *testing.T, data []byte) {
		p := filepath.Join(t.TempDir(), "seg")
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := openSegment(p)
		if err != nil {
			return
		}
		defer s.close()
		s.lookup(KeySignature + "I C 1/19")
		s.keysWithPrefix(KeyID, func(string, []uint32) error { return nil })
		for d := uint32(0); d < min(s.ndocs(), 4); d++ {
			s.text(d, nil)
			s.meta(d)
		}
		s.candidates(queryHashes("sąd okręgowy zasądza od pozwanego na rzecz powoda kwotę"))
	})
}
