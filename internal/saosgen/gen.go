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
	"html"
	"io"
	"math/rand/v2"
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

// doc is one synthetic judgment's identity.
type doc struct {
	k                      int
	id                     int64
	date                   string
	year                   int
	courtType, judgmentTyp string
	signature              string
	court                  court
	division               string
	courtName              string
}

var romans = []string{"I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"}

// identity draws judgment k's court, type, date and signature.
func (g *Generator) identity(k int) doc {
	r := rand.New(rand.NewPCG(g.opts.Seed, uint64(k)<<2))
	d := doc{k: k, id: g.opts.FirstID + int64(k)}
	t := g.from.AddDate(0, 0, int(int64(k)*int64(g.days)/int64(max(g.opts.N, 1))))
	d.date, d.year = t.Format("2006-01-02"), t.Year()
	switch x := r.IntN(100); {
	case x < 75:
		d.courtType = saos.Common
	case x < 85:
		d.courtType = saos.Supreme
	case x < 88:
		d.courtType = saos.Constitution
	default:
		d.courtType = saos.AppealChamber
	}
	switch x := r.IntN(100); {
	case x < 55:
		d.judgmentTyp = "SENTENCE"
	case x < 85:
		d.judgmentTyp = "DECISION"
	case d.courtType == saos.Common:
		d.judgmentTyp = "REASONS"
	case d.courtType == saos.Supreme:
		d.judgmentTyp = "RESOLUTION"
	default:
		d.judgmentTyp = "SENTENCE"
	}
	// Numbers are unique within a year as long as a year holds fewer
	// than 99,991 judgments (500,000 over 30 years: ~16,700).
	d.signature = fmt.Sprintf("%s %s %d/%02d", romans[r.IntN(len(romans))], g.opts.Repertory, k%99991+1, d.year%100)
	switch d.courtType {
	case saos.Common:
		d.court = g.courts[r.IntN(len(g.courts))]
		d.division = d.court.divisions[r.IntN(len(d.court.divisions))]
		d.courtName = d.court.name
	case saos.Supreme:
		d.courtName = "Sąd Najwyższy"
	case saos.Constitution:
		d.courtName = "Trybunał Konstytucyjny"
	default:
		d.courtName = "Krajowa Izba Odwoławcza"
	}
	return d
}

// prose is judgment k's own paragraphs: a function of k alone, so that a
// later judgment can quote it.
func (g *Generator) prose(k int) []string {
	r := rand.New(rand.NewPCG(g.opts.Seed, uint64(k)<<2|1))
	target := int(float64(g.opts.MeanBytes) * (0.4 + 0.6*r.ExpFloat64()))
	target = min(max(target, 3000), 8*g.opts.MeanBytes)
	var paras []string
	total := 0
	var b strings.Builder
	for total < target {
		b.Reset()
		g.corpus.model.paragraph(&b, r, 300+r.IntN(1500))
		paras = append(paras, b.String())
		total += b.Len() + 2
	}
	return paras
}

// Quote is one quoted passage of the dump, as quotes.truth records it.
type Quote struct {
	Doc       int64  `json:"doc"`       // the quoting synthetic judgment
	Signature string `json:"signature"` // its signature
	Date      string `json:"date"`
	Passage   string `json:"passage"`
	From      Origin `json:"from"` // whose the passage really is
}

// Origin is the source a quoted passage comes from.
type Origin struct {
	Kind      string `json:"kind"`           // real-judgment, real-statute, synthetic
	Path      string `json:"path,omitempty"` // a real source's file, relative to the library
	ID        int64  `json:"id,omitempty"`   // a synthetic judgment's SAOS id
	Signature string `json:"signature,omitempty"`
	Court     string `json:"court,omitempty"`
	Date      string `json:"date,omitempty"`
}

// judgment builds judgment k: its text (HTML for common courts) and the
// passages it quotes.
func (g *Generator) judgment(d doc) (text string, plain int, quotes []Quote) {
	r := rand.New(rand.NewPCG(g.opts.Seed, uint64(d.k)<<2|2))
	paras := g.prose(d.k)
	var inserts []string
	if r.Float64() < g.opts.QuoteRate {
		srcs := g.corpus.quotable(d.date)
		for range 1 + r.IntN(2) {
			if len(srcs) == 0 {
				break
			}
			s := srcs[r.IntN(len(srcs))]
			p := ""
			for try := 0; try < 8 && p == ""; try++ {
				p = passage(s.text, r)
			}
			if p == "" {
				continue
			}
			o := Origin{Kind: "real-" + s.Kind, Path: s.Path, Signature: s.Signature, Court: s.Court, Date: s.Date}
			quotes = append(quotes, Quote{Doc: d.id, Signature: d.signature, Date: d.date, Passage: p, From: o})
			inserts = append(inserts, intro(o, r)+" „"+p+"”.")
		}
	}
	if d.k > 0 && r.Float64() < g.opts.ChainRate {
		m := d.k - 1 - r.IntN(min(d.k, 50000))
		md := g.identity(m)
		mp := g.prose(m)
		p := ""
		for try := 0; try < 8 && p == ""; try++ {
			p = passage(strings.Join(mp, "\n\n"), r)
		}
		if p != "" {
			o := Origin{Kind: "synthetic", ID: md.id, Signature: md.signature, Court: md.courtName, Date: md.date}
			quotes = append(quotes, Quote{Doc: d.id, Signature: d.signature, Date: d.date, Passage: p, From: o})
			inserts = append(inserts, intro(o, r)+" „"+p+"”.")
		}
	}
	for _, in := range inserts {
		at := 1 + r.IntN(len(paras))
		paras = append(paras[:at], append([]string{in}, paras[at:]...)...)
	}
	text, plain = g.render(d, paras, r)
	return text, plain, quotes
}

func intro(o Origin, r *rand.Rand) string {
	if o.Kind == "real-statute" {
		return []string{"Przepis ten stanowi:", "Zgodnie z brzmieniem tego przepisu:", "Ustawodawca przesądził, że"}[r.IntN(3)]
	}
	verbs := []string{"Jak wskazał", "Jak trafnie podkreślił", "W orzecznictwie przyjmuje się, co zaznaczył"}
	return fmt.Sprintf("%s %s w orzeczeniu z dnia %s, sygn. akt %s:", verbs[r.IntN(len(verbs))], o.Court, polishDate(o.Date), o.Signature)
}

var months = []string{"stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"}

func polishDate(iso string) string {
	t, err := time.Parse("2006-01-02", iso)
	if err != nil {
		return iso
	}
	return fmt.Sprintf("%d %s %d r.", t.Day(), months[t.Month()-1], t.Year())
}

var docNames = map[string]string{"SENTENCE": "WYROK", "DECISION": "POSTANOWIENIE", "RESOLUTION": "UCHWAŁA", "REASONS": "UZASADNIENIE"}

// render lays judgment d out as its court publishes it: HTML with
// anonymised parties for common courts, plain text for the others.
func (g *Generator) render(d doc, paras []string, r *rand.Rand) (string, int) {
	initials := func() string {
		return fmt.Sprintf("%c. %c.", 'A'+rune(r.IntN(26)), 'A'+rune(r.IntN(26)))
	}
	head := []string{"Sygn. akt " + d.signature, docNames[d.judgmentTyp], "W IMIENIU RZECZYPOSPOLITEJ POLSKIEJ", "Dnia " + polishDate(d.date), d.courtName + " w składzie:", "Przewodniczący: SSR " + initials()}
	plain := 0
	for _, p := range paras {
		plain += len(p) + 2
	}
	var b strings.Builder
	if d.courtType != saos.Common {
		b.WriteString(strings.Join(head, "\n"))
		b.WriteString("\n\nw sprawie z wniosku " + initials() + "\n\n")
		b.WriteString(strings.Join(paras, "\n\n"))
		return b.String(), plain
	}
	fmt.Fprintf(&b, "<p>%s</p>\n<div><h2>%s</h2><h5>%s</h5><p>%s</p><p>%s</p><p>%s</p>", head[0], head[1], head[2], head[3], html.EscapeString(head[4]), head[5])
	fmt.Fprintf(&b, `<p>z powództwa <span class="anon-block">%s</span> przeciwko <span class="anon-block">%s</span></p>`, initials(), initials())
	for _, p := range paras {
		b.WriteString("<p>")
		b.WriteString(html.EscapeString(p))
		b.WriteString("</p>\n")
	}
	b.WriteString("</div>")
	return b.String(), plain
}

// item is a dump item in SAOS's field order.
type item struct {
	ID             int64        `json:"id"`
	CourtType      string       `json:"courtType"`
	CourtCases     []caseNumber `json:"courtCases"`
	JudgmentType   string       `json:"judgmentType"`
	Judges         []judge      `json:"judges"`
	Source         itemSource   `json:"source"`
	CourtReporters []string     `json:"courtReporters"`
	Decision       *string      `json:"decision"`
	Summary        *string      `json:"summary"`
	TextContent    string       `json:"textContent"`
	LegalBases     []string     `json:"legalBases"`
	Regulations    []any        `json:"referencedRegulations"`
	Keywords       []string     `json:"keywords"`
	CitedCases     []any        `json:"referencedCourtCases"`
	ReceiptDate    string       `json:"receiptDate"`
	MeansOfAppeal  *string      `json:"meansOfAppeal"`
	JudgmentResult *string      `json:"judgmentResult"`
	LowerCourt     []string     `json:"lowerCourtJudgments"`
	PersonnelType  string       `json:"personnelType,omitempty"`
	JudgmentForm   *struct {
		Name string `json:"name"`
	} `json:"judgmentForm,omitempty"`
	Division     *idOnly   `json:"division,omitempty"`
	Chambers     []idOnly  `json:"chambers,omitempty"`
	Dissents     []dissent `json:"dissentingOpinions,omitempty"`
	JudgmentDate string    `json:"judgmentDate"`
}

type caseNumber struct {
	CaseNumber string `json:"caseNumber"`
}

type judge struct {
	Name         string   `json:"name"`
	Function     *string  `json:"function"`
	SpecialRoles []string `json:"specialRoles"`
}

type itemSource struct {
	Code            string  `json:"code"`
	JudgmentURL     string  `json:"judgmentUrl"`
	JudgmentID      string  `json:"judgmentId"`
	Publisher       *string `json:"publisher"`
	Reviser         *string `json:"reviser"`
	PublicationDate string  `json:"publicationDate"`
}

type idOnly struct {
	ID int `json:"id"`
}

type dissent struct {
	TextContent string   `json:"textContent"`
	Authors     []string `json:"authors"`
}

var sourceCodes = map[string]string{saos.Common: "COMMON_COURT", saos.Supreme: "SUPREME_COURT", saos.Constitution: "CONSTITUTIONAL_TRIBUNAL", saos.AppealChamber: "NATIONAL_APPEAL_CHAMBER"}

// item builds judgment k's dump item.
func (g *Generator) item(k int) (item, int, []Quote) {
	d := g.identity(k)
	text, plain, quotes := g.judgment(d)
	r := rand.New(rand.NewPCG(g.opts.Seed, uint64(k)<<2|3))
	it := item{ID: d.id, CourtType: d.courtType, CourtCases: []caseNumber{{d.signature}}, JudgmentType: d.judgmentTyp,
		Judges:      []judge{{Name: fmt.Sprintf("Sędzia Syntetyczny %d", r.IntN(5000)), SpecialRoles: []string{"PRESIDING_JUDGE"}}},
		Source:      itemSource{Code: sourceCodes[d.courtType], JudgmentID: fmt.Sprintf("%016x", r.Uint64())},
		TextContent: text, CourtReporters: []string{}, LegalBases: []string{}, Regulations: []any{}, Keywords: []string{},
		CitedCases: []any{}, LowerCourt: []string{}, JudgmentDate: d.date}
	switch d.courtType {
	case saos.Common:
		roman, _, _ := strings.Cut(d.signature, " ")
		it.Source.JudgmentID = fmt.Sprintf("%s%s_%s_%s_%06d_%d_Uz_%s_001", d.court.code, d.division, roman, g.opts.Repertory, k%99991+1, d.year, d.date)
		it.Source.JudgmentURL = "http://orzeczenia.ms.gov.pl/ncourt-api/judgement/details?id=" + it.Source.JudgmentID
		it.Division = &idOnly{1 + r.IntN(3000)}
	case saos.Supreme:
		it.PersonnelType = "THREE_PERSON"
		it.JudgmentForm = &struct {
			Name string `json:"name"`
		}{strings.ToLower(docNames[d.judgmentTyp]) + " SN"}
		it.Division = &idOnly{1 + r.IntN(20)}
		it.Chambers = []idOnly{{1 + r.IntN(5)}}
	case saos.Constitution:
		if r.IntN(10) == 0 {
			var b strings.Builder
			g.corpus.model.paragraph(&b, r, 1500)
			it.Dissents = []dissent{{TextContent: "Zdanie odrębne\n" + b.String(), Authors: []string{"Sędzia Odrębny"}}}
		}
	}
	return it, plain, quotes
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
