//go:build unix

// Command importbench imports a SAOS dump into a collection and reports
// time, throughput and peak memory (until citeguard library import saos
// exists on the restructured tree).
//
//	go run ./tools/cmd/importbench -dir /work/big/coll-5k /work/big/saos-5k
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"runtime"
	"runtime/pprof"
	"syscall"
	"time"

	"citeguard/library/collection"
	"citeguard/library/saosimport"
)

func main() {
	dir := flag.String("dir", "", "collection directory")
	workers := flag.Int("workers", 2, "workers")
	seg := flag.Int64("seg", 256<<20, "segment bytes")
	prof := flag.String("cpuprofile", "", "write a CPU profile")
	flag.Parse()
	if *prof != "" {
		f, _ := os.Create(*prof)
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	c, err := collection.Open(collection.Options{Dir: *dir, SegmentBytes: *seg})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer c.Close()
	start := time.Now()
	last := start
	st, err := saosimport.Import(context.Background(), saosimport.Options{Collection: c,
		Workers: *workers, Logger: slog.Default(), Progress: func(s saosimport.Stats) {
			if time.Since(last) > 30*time.Second {
				last = time.Now()
				fmt.Printf("%6.0fs %d records, %.0f MB text, %.1f MB/s\n", time.Since(start).Seconds(), s.Records, float64(s.TextBytes)/1e6, float64(s.TextBytes)/1e6/time.Since(start).Seconds())
			}
		}}, flag.Args()...)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	cs := c.Stats()
	fmt.Printf("%+v\ncollection %+v\nwall %.1fs, %.1f MB/s of text, cpu user %.1fs sys %.1fs, max RSS %d MB\n", st, cs, st.Elapsed.Seconds(),
		float64(st.TextBytes)/1e6/st.Elapsed.Seconds(), float64(ru.Utime.Sec), float64(ru.Stime.Sec), ru.Maxrss/1024)
}
