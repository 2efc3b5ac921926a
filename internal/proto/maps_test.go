package proto

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// mapEntries: what the library looks up for 500,000 judgments: signature,
// SAOS id and court+date (several judgments a day and court) → document.
func mapEntries(n int) (es []entry, sigs []string) {
	r := rand.New(rand.NewPCG(3, 4))
	cd := map[string][]uint32{}
	for d := range n {
		sig := fmt.Sprintf("%s YSYN %d/%02d", []string{"I", "II", "III", "IV", "V", "VI"}[r.IntN(6)], d%99991+1, (95+d*30/n)%100)
		sigs = append(sigs, sig)
		es = append(es, entry{"S:" + sig, []uint32{uint32(d)}}, entry{fmt.Sprintf("I:%d", 10_000_000+d), []uint32{uint32(d)}})
		k := fmt.Sprintf("C:%d|%d", r.IntN(400), d*10950/n)
		cd[k] = append(cd[k], uint32(d))
	}
	for k, v := range cd {
		es = append(es, entry{k, v})
	}
	return es, sigs
}

func lookupLatency(b *testing.B, sigs []string, get func(string) (bool, error)) {
	r := rand.New(rand.NewPCG(5, 6))
	var lat []time.Duration
	found := 0
	for i := 0; i < b.N; i++ {
		sig := "S:" + sigs[r.IntN(len(sigs))]
		if i%2 == 1 {
			sig += "x" // absent
		}
		t0 := time.Now()
		ok, err := get(sig)
		if err != nil {
			b.Fatal(err)
		}
		lat = append(lat, time.Since(t0))
		if ok {
			found++
		}
	}
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Nanoseconds())/1000, "p50-µs")
	b.ReportMetric(float64(lat[len(lat)*99/100].Nanoseconds())/1000, "p99-µs")
	if found != (b.N+1)/2 {
		b.Fatalf("found %d of %d", found, (b.N+1)/2)
	}
}

// BenchmarkMaps: the on-disk maps for 500,000 judgments: a sorted table
// read with pread against bbolt (B+tree, mmap).
func BenchmarkMaps(b *testing.B) {
	es, sigs := mapEntries(500_000)
	dir := b.TempDir()
	b.Run("sorted-table", func(b *testing.B) {
		t0 := time.Now()
		t, err := writeTable(filepath.Join(dir, "t"), slices.Clone(es))
		if err != nil {
			b.Fatal(err)
		}
		build := time.Since(t0)
		var buf []byte
		b.ResetTimer()
		lookupLatency(b, sigs, func(k string) (bool, error) {
			v, nb, err := t.get(k, buf)
			buf = nb
			return len(v) > 0, err
		})
		b.ReportMetric(build.Seconds(), "build-s")
		b.ReportMetric(float64(t.size)/1e6, "file-MB")
		b.ReportMetric(float64(len(t.first)*40)/1e6, "resident-MB")
	})
	b.Run("bbolt", func(b *testing.B) {
		p := filepath.Join(dir, "bolt")
		t0 := time.Now()
		db, err := bolt.Open(p, 0o644, nil)
		if err != nil {
			b.Fatal(err)
		}
		defer db.Close()
		sorted := slices.Clone(es)
		slices.SortFunc(sorted, func(a, c entry) int {
			if a.key < c.key {
				return -1
			}
			return 1
		})
		for i := 0; i < len(sorted); i += 20000 {
			err := db.Update(func(tx *bolt.Tx) error {
				bk, err := tx.CreateBucketIfNotExists([]byte("m"))
				if err != nil {
					return err
				}
				bk.FillPercent = 0.9
				for _, e := range sorted[i:min(i+20000, len(sorted))] {
					v := make([]byte, 0, 4*len(e.vals))
					for _, x := range e.vals {
						v = binary.LittleEndian.AppendUint32(v, x)
					}
					if err := bk.Put([]byte(e.key), v); err != nil {
						return err
					}
				}
				return nil
			})
			if err != nil {
				b.Fatal(err)
			}
		}
		build := time.Since(t0)
		fi, _ := os.Stat(p)
		defer b.ReportMetric(float64(fi.Size())/1e6, "file-MB")
		defer b.ReportMetric(build.Seconds(), "build-s")
		b.ResetTimer()
		lookupLatency(b, sigs, func(k string) (bool, error) {
			found := false
			err := db.View(func(tx *bolt.Tx) error {
				found = tx.Bucket([]byte("m")).Get([]byte(k)) != nil
				return nil
			})
			return found, err
		})
	})
}
