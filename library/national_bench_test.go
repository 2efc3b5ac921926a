package library

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

var (
	benchCollection = flag.String("collection", "", "BenchmarkNational: a collection imported from a saosgen dump")
	benchDump       = flag.String("dump", "", "BenchmarkNational: that dump (judgments.tsv, quotes.truth)")
)

func percentiles(b *testing.B, lat []time.Duration) {
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds())/1000, "p99-ms")
}

// BenchmarkNational measures, on a collection imported from a saosgen
// dump, what a check asks of the library: resolving a signature (present
// and absent) and finding where a quotation stands (a passage the dump
// quotes, i.e. held by several judgments, and a fabricated one), each
// through the Library API.
//
//	go test ./library -run XXX -bench National -benchtime 2000x -collection DIR -dump DIR
func BenchmarkNational(b *testing.B) {
	if *benchCollection == "" || *benchDump == "" {
		b.Skip("needs -collection and -dump")
	}
	lib, err := Open(context.Background(), Options{Collection: *benchCollection, CollectionReadOnly: true})
	if err != nil {
		b.Fatal(err)
	}
	defer lib.Close()
	var sigs, quotes []string
	f, err := os.Open(filepath.Join(*benchDump, "judgments.tsv"))
	if err != nil {
		b.Fatal(err)
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if cols := strings.Split(sc.Text(), "\t"); len(cols) == 4 && cols[0] != "id" {
			sigs = append(sigs, cols[1])
		}
	}
	f.Close()
	tf, err := os.Open(filepath.Join(*benchDump, "quotes.truth"))
	if err != nil {
		b.Fatal(err)
	}
	sc = bufio.NewScanner(tf)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var q struct{ Passage string }
		if json.Unmarshal(sc.Bytes(), &q) == nil {
			quotes = append(quotes, q.Passage)
		}
	}
	tf.Close()
	r := rand.New(rand.NewPCG(1, 2))
	b.Run("signature", func(b *testing.B) {
		var lat []time.Duration
		for i := 0; b.Loop(); i++ {
			sig := sigs[r.IntN(len(sigs))]
			t := time.Now()
			res, err := lib.Resolve(Query{Signature: sig})
			lat = append(lat, time.Since(t))
			if err != nil || len(res.Sources) != 1 {
				b.Fatalf("%s: %v", sig, err)
			}
		}
		percentiles(b, lat)
	})
	b.Run("signature-absent", func(b *testing.B) {
		var lat []time.Duration
		for b.Loop() {
			t := time.Now()
			_, err := lib.Resolve(Query{Signature: "II CSK " + string(rune('1'+r.IntN(9))) + "7/19"})
			lat = append(lat, time.Since(t))
			if err == nil {
				b.Fatal("an absent signature resolved")
			}
		}
		percentiles(b, lat)
	})
	b.Run("misattribution-quoted", func(b *testing.B) {
		var lat []time.Duration
		for b.Loop() {
			q := quotes[r.IntN(len(quotes))]
			t := time.Now()
			hits, err := lib.Search(context.Background(), q, 2)
			lat = append(lat, time.Since(t))
			if err != nil || len(hits) == 0 {
				b.Fatalf("%q: %v", q, err)
			}
		}
		percentiles(b, lat)
	})
	b.Run("misattribution-fabricated", func(b *testing.B) {
		var lat []time.Duration
		for b.Loop() {
			w := strings.Fields(quotes[r.IntN(len(quotes))])
			w[len(w)/2] = "nieprawdziwie"
			t := time.Now()
			_, err := lib.Search(context.Background(), strings.Join(w, " "), 2)
			lat = append(lat, time.Since(t))
			if err != nil {
				b.Fatal(err)
			}
		}
		percentiles(b, lat)
	})
}
