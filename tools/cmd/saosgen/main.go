// Command saosgen writes a synthetic SAOS dump for measuring the library at
// national scale (see tools/saosgen for what it holds and the signature
// namespace it uses):
//
//	go run ./tools/cmd/saosgen -n 5000 -out /work/big/saos-5k
//	go run ./tools/cmd/saosgen -n 500000 -gzip -out /work/big/saos-500k
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"runtime/pprof"

	"citeguard/tools/saosgen"
)

func main() {
	var o saosgen.Options
	flag.StringVar(&o.Library, "library", "../shared/testdata/library", "real texts to learn the language from and to quote")
	flag.StringVar(&o.Out, "out", "", "directory to write the dump to (required)")
	flag.IntVar(&o.N, "n", 5000, "number of judgments")
	flag.IntVar(&o.PageSize, "page", 100, "judgments per page")
	var seed uint64
	flag.Uint64Var(&seed, "seed", 1, "random seed: the same seed writes the same dump")
	flag.IntVar(&o.MeanBytes, "mean", 20000, "mean text length in bytes")
	flag.Float64Var(&o.QuoteRate, "quote", 0.05, "share of judgments quoting a real source")
	flag.Float64Var(&o.ChainRate, "chain", 0.03, "share of judgments quoting an earlier synthetic one")
	flag.BoolVar(&o.Gzip, "gzip", false, "write .json.gz pages")
	flag.IntVar(&o.Workers, "workers", 2, "pages written in parallel")
	flag.StringVar(&o.Repertory, "repertory", saosgen.Repertory, "signature repertory (must start with Y: no court uses one)")
	flag.Int64Var(&o.FirstID, "first-id", saosgen.FirstID, "SAOS id of the first judgment")
	prof := flag.String("cpuprofile", "", "write a CPU profile to this file")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			fmt.Fprintln(os.Stderr, "saosgen:", err)
			os.Exit(1)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	o.Seed = seed
	if o.Out == "" || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: saosgen -out DIR [-n N] [-gzip] [-library DIR] [-seed S]")
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	g, err := saosgen.New(o)
	if err != nil {
		fmt.Fprintln(os.Stderr, "saosgen:", err)
		os.Exit(1)
	}
	st, err := g.Generate(ctx)
	if err != nil {
		pprof.StopCPUProfile()
		fmt.Fprintln(os.Stderr, "saosgen:", err)
		os.Exit(1)
	}
	fmt.Printf("%d judgments in %d pages: %.1f MB of text, %.1f MB written, %d quoted passages (%d of earlier synthetic judgments), %s\n",
		st.Judgments, st.Pages, float64(st.TextBytes)/1e6, float64(st.Bytes)/1e6, st.Quotes, st.Chained, st.Elapsed.Round(1e6))
}
