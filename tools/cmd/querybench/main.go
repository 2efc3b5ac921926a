//go:build unix

// Command querybench measures lookups and passage searches on a collection
// built from a saosgen dump: signature lookups (present and absent), and
// searches for quoted passages (quotes.truth), unique passages and
// fabricated ones.
//
//	go run ./tools/cmd/querybench -dir /work/big/coll-500k -dump /work/big/saos-500k
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"citeguard/library/collection"
	"citeguard/norm"
	"citeguard/pl"
)

func pct(lat []time.Duration) string {
	slices.Sort(lat)
	return fmt.Sprintf("n=%d p50 %.3f ms, p90 %.3f ms, p99 %.3f ms, max %.3f ms", len(lat),
		ms(lat[len(lat)/2]), ms(lat[len(lat)*9/10]), ms(lat[len(lat)*99/100]), ms(lat[len(lat)-1]))
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func rss() string {
	data, _ := os.ReadFile("/proc/self/status")
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "VmRSS") || strings.HasPrefix(l, "VmHWM") {
			fmt.Print(l, "  ")
		}
	}
	return ""
}

func main() {
	dir := flag.String("dir", "", "collection")
	dump := flag.String("dump", "", "the saosgen dump it was imported from")
	n := flag.Int("n", 2000, "queries of each kind")
	flag.Parse()
	t0 := time.Now()
	c, err := collection.Open(collection.Options{Dir: *dir, ReadOnly: true})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("open: %v, %+v\n", time.Since(t0), c.Stats())
	rss()
	fmt.Println()
	r := rand.New(rand.NewPCG(7, 7))
	// Signatures.
	f, _ := os.Open(filepath.Join(*dump, "judgments.tsv"))
	sc := bufio.NewScanner(f)
	var sigs []string
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) > 1 && cols[0] != "id" {
			sigs = append(sigs, cols[1])
		}
	}
	f.Close()
	var lat, latAbsent []time.Duration
	for i := 0; i < *n*5; i++ {
		s := sigs[r.IntN(len(sigs))]
		t := time.Now()
		ids, err := c.Lookup(collection.KeySignature + pl.SignatureKey(s))
		lat = append(lat, time.Since(t))
		if err != nil || len(ids) != 1 {
			fmt.Println("lookup", s, ids, err)
		}
		absent := fmt.Sprintf("I Ysyn %d/%02d", 100000+r.IntN(900000), r.IntN(100))
		t = time.Now()
		ids, _ = c.Lookup(collection.KeySignature + pl.SignatureKey(absent))
		latAbsent = append(latAbsent, time.Since(t))
		if len(ids) != 0 {
			fmt.Println("absent found", absent)
		}
	}
	fmt.Println("signature lookup (present):", pct(lat))
	fmt.Println("signature lookup (absent): ", pct(latAbsent))
	// Quoted passages.
	tf, _ := os.Open(filepath.Join(*dump, "quotes.truth"))
	sc = bufio.NewScanner(tf)
	sc.Buffer(nil, 1<<20)
	var quotes []string
	for sc.Scan() {
		var q struct{ Passage string }
		json.Unmarshal(sc.Bytes(), &q)
		quotes = append(quotes, q.Passage)
	}
	tf.Close()
	r.Shuffle(len(quotes), func(i, k int) { quotes[i], quotes[k] = quotes[k], quotes[i] })
	search := func(name string, qs []string) {
		var lat []time.Duration
		found, cands, capped := 0, 0, 0
		for _, q := range qs {
			norm := norm.Normalize(q)
			t := time.Now()
			res, err := c.Search(context.Background(), norm, 0)
			lat = append(lat, time.Since(t))
			if err != nil {
				fmt.Println(name, err)
				continue
			}
			found += len(res.Docs)
			cands += res.Candidates
			if res.Capped {
				capped++
			}
		}
		fmt.Printf("search %-10s %s; found/q %.2f, candidates/q %.2f, capped %d\n", name, pct(lat), float64(found)/float64(len(qs)), float64(cands)/float64(len(qs)), capped)
	}
	search("quoted", quotes[:min(*n, len(quotes))])
	// Unique and fabricated passages from random judgments.
	st := c.Stats()
	var unique, fabricated []string
	for len(unique) < *n {
		ids, _ := c.Lookup(collection.KeySignature + pl.SignatureKey(sigs[r.IntN(len(sigs))]))
		if len(ids) == 0 {
			continue
		}
		text, _ := c.Text(ids[0])
		if len(text) < 2000 {
			continue
		}
		at := 500 + r.IntN(len(text)-1200)
		at += strings.IndexByte(text[at:], ' ') + 1
		p := text[at : at+150]
		p = p[:strings.LastIndexByte(p, ' ')]
		unique = append(unique, p)
		w := strings.Fields(p)
		w[len(w)/2] = "nie" + w[len(w)/2]
		fabricated = append(fabricated, strings.Join(w, " "))
	}
	_ = st
	search("unique", unique)
	search("fabricated", fabricated)
	rss()
	fmt.Println()
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	fmt.Printf("max RSS %d MB\n", ru.Maxrss/1024)
}
