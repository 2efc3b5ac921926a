// Package saosgen writes a synthetic SAOS dump: pages of the bulk dump API
// (/api/dump/judgments, 100 judgments a page, in ascending date order) whose
// judgments are made of real Polish legal language but are not real
// judgments, for measuring the library at the scale of all Polish case law.
//
// The words come from a Markov chain trained on the real texts of a library
// (../shared/testdata/library); a share of the judgments quote, verbatim and
// with the cited ruling named, passages of real judgments and statutes of
// that library or of earlier synthetic judgments, as later judgments quote
// earlier ones. Every synthetic judgment lives in namespaces no real court
// uses, so it can never be confused with a real one:
//
//   - signatures: "<department numeral> Ysyn <number>/<yy>" (I Ysyn 1234/07): no
//     Polish court has a repertory "Ysyn" (repertories are abbreviations of
//     Polish words, none of which begins with Y);
//   - SAOS ids from 10,000,000 up (SAOS's own ids are below 1,000,000).
//
// Courts, dates (1995–2024), court types and judgment types are realistic.
// Output: judgments-NNNNNN.json[.gz] pages, judgments.tsv (id, signature,
// court, date of every judgment) and quotes.truth (one JSON line per quoted
// passage: who quotes it and whose it really is).
package saosgen

import (
	"bufio"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"citeguard/library/saos"
)

// Options configure a generation.
type Options struct {
	Library   string  // the real texts to learn from and quote
	Out       string  // the directory the dump is written to
	N         int     // judgments
	PageSize  int     // judgments per page (default 100, SAOS's maximum)
	Seed      uint64  // the same seed writes the same dump
	MeanBytes int     // mean text length (default 20,000)
	QuoteRate float64 // share of judgments quoting a real source (default 0.05)
	ChainRate float64 // share quoting an earlier synthetic judgment (default 0.03)
	Gzip      bool    // write .json.gz pages
	Workers   int     // pages written in parallel (default 2)
	// Repertory and FirstID place a dump beside another one (a later
	// batch to add): default Repertory "Ysyn", FirstID 10,000,000.
	Repertory string
	FirstID   int64
}

// FirstID is the SAOS id of the first synthetic judgment.
const FirstID = 10_000_000

// Repertory is the signature namespace of synthetic judgments (another
// repertory starting with Y may be given for a second batch).
const Repertory = "Ysyn"

// Stats is what a generation wrote.
type Stats struct {
	Judgments, Pages int
	TextBytes, Bytes int64
	Quotes, Chained  int
	Elapsed          time.Duration
}

// Generator writes synthetic judgments.
type Generator struct {
	opts   Options
	corpus *corpus
	courts []court
	from   time.Time
	days   int
}

type court struct {
	code, name string
	divisions  []string
}

// New learns the language of opts.Library.
func New(opts Options) (*Generator, error) {
	if opts.PageSize <= 0 {
		opts.PageSize = 100
	}
	if opts.MeanBytes <= 0 {
		opts.MeanBytes = 20000
	}
	if opts.QuoteRate == 0 {
		opts.QuoteRate = 0.05
	}
	if opts.ChainRate == 0 {
		opts.ChainRate = 0.03
	}
	if opts.Workers <= 0 {
		opts.Workers = 2
	}
	if opts.Repertory == "" {
		opts.Repertory = Repertory
	}
	if !strings.HasPrefix(opts.Repertory, "Y") {
		return nil, fmt.Errorf("saosgen: repertory %q: synthetic repertories start with Y (no court uses one)", opts.Repertory)
	}
	if opts.FirstID == 0 {
		opts.FirstID = FirstID
	}
	c, err := loadCorpus(opts.Library)
	if err != nil {
		return nil, err
	}
	g := &Generator{opts: opts, corpus: c, from: time.Date(1995, 1, 1, 0, 0, 0, 0, time.UTC)}
	g.days = int(time.Date(2024, 12, 31, 0, 0, 0, 0, time.UTC).Sub(g.from).Hours() / 24)
	ct := saos.Courts()
	for _, code := range ct.Codes() {
		name, _ := ct.Court(code)
		if d := ct.Divisions(code); len(d) > 0 {
			g.courts = append(g.courts, court{code, name, d})
		}
	}
	return g, nil
}

// Generate writes the dump.
func (g *Generator) Generate(ctx context.Context) (Stats, error) {
	start := time.Now()
	o := g.opts
	if err := os.MkdirAll(o.Out, 0o755); err != nil {
		return Stats{}, err
	}
	pages := (o.N + o.PageSize - 1) / o.PageSize
	type pageResult struct {
		quotes      []Quote
		text, bytes int64
		err         error
	}
	results := make([]pageResult, pages)
	var wg sync.WaitGroup
	next := make(chan int)
	for range o.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range next {
				q, tb, fb, err := g.writePage(p, pages)
				results[p] = pageResult{q, tb, fb, err}
			}
		}()
	}
feed:
	for p := range pages {
		select {
		case next <- p:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return Stats{}, err
	}
	st := Stats{Judgments: o.N, Pages: pages}
	tf, err := os.Create(filepath.Join(o.Out, "quotes.truth"))
	if err != nil {
		return st, err
	}
	tw := bufio.NewWriter(tf)
	enc := json.NewEncoder(tw)
	enc.SetEscapeHTML(false)
	for _, r := range results {
		if r.err != nil {
			tf.Close()
			return st, r.err
		}
		st.TextBytes += r.text
		st.Bytes += r.bytes
		for _, q := range r.quotes {
			enc.Encode(q)
			st.Quotes++
			if q.From.Kind == "synthetic" {
				st.Chained++
			}
		}
	}
	if err := tw.Flush(); err != nil {
		tf.Close()
		return st, err
	}
	if err := tf.Close(); err != nil {
		return st, err
	}
	if err := g.writeIndex(); err != nil {
		return st, err
	}
	st.Elapsed = time.Since(start)
	return st, nil
}

// writePage writes page p: the SAOS dump envelope around its items.
func (g *Generator) writePage(p, pages int) ([]Quote, int64, int64, error) {
	o := g.opts
	name := fmt.Sprintf("judgments-%06d.json", p)
	if o.Gzip {
		name += ".gz"
	}
	f, err := os.Create(filepath.Join(o.Out, name))
	if err != nil {
		return nil, 0, 0, err
	}
	cw := &countWriter{w: f}
	var w io.Writer = cw
	var zw *gzip.Writer
	if o.Gzip {
		zw, _ = gzip.NewWriterLevel(cw, gzip.BestSpeed)
		w = zw
	}
	bw := bufio.NewWriterSize(w, 1<<20)
	link := func(rel string, n int) string {
		return fmt.Sprintf(`{"rel":%q,"href":"https://www.saos.org.pl/api/dump/judgments?pageSize=%d&pageNumber=%d"}`, rel, o.PageSize, n)
	}
	links := []string{link("self", p)}
	if p > 0 {
		links = append(links, link("prev", p-1))
	}
	if p+1 < pages {
		links = append(links, link("next", p+1))
	}
	fmt.Fprintf(bw, `{"links":[%s],"items":[`, strings.Join(links, ","))
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	var quotes []Quote
	var text int64
	for k := p * o.PageSize; k < min(o.N, (p+1)*o.PageSize); k++ {
		if k > p*o.PageSize {
			bw.WriteByte(',')
		}
		it, plain, q := g.item(k)
		quotes = append(quotes, q...)
		text += int64(plain)
		if err := enc.Encode(it); err != nil {
			f.Close()
			return nil, 0, 0, err
		}
	}
	fmt.Fprintf(bw, `],"queryTemplate":{"pageNumber":{"value":%d,"description":"Represents current page number","allowedValues":"Not negative integer"},"pageSize":{"value":%d,"description":"Represents maximum number of items on the page","allowedValues":"Any integer greater or equal to 10 and less or equal to 100"}},"info":null}`, p, o.PageSize)
	err = bw.Flush()
	if zw != nil && err == nil {
		err = zw.Close()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return quotes, text, cw.n, err
}

// writeIndex writes judgments.tsv: SAOS id, signature, court, date.
func (g *Generator) writeIndex() error {
	f, err := os.Create(filepath.Join(g.opts.Out, "judgments.tsv"))
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(f, 1<<20)
	bw.WriteString("id\tsignature\tcourt\tdate\n")
	for k := range g.opts.N {
		d := g.identity(k)
		fmt.Fprintf(bw, "%d\t%s\t%s\t%s\n", d.id, d.signature, d.courtName, d.date)
	}
	if err := bw.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}
