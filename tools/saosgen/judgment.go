package saosgen

// One synthetic judgment: its identity, its own prose, the passages it
// quotes and its text laid out as its court publishes it.

import (
	"fmt"
	"html"
	"math/rand/v2"
	"strings"
	"time"

	"citeguard/library/saos"
	"citeguard/pl"
)

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
		d.courtName = pl.CourtSN
	case saos.Constitution:
		d.courtName = pl.CourtTK
	default:
		d.courtName = pl.CourtKIO
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

func polishDate(iso string) string {
	t, err := time.Parse("2006-01-02", iso)
	if err != nil {
		return iso
	}
	return fmt.Sprintf("%d %s %d r.", t.Day(), pl.MonthGenitive(int(t.Month())), t.Year())
}

// docName is the head of a judgment of SAOS type t: "WYROK".
func docName(t string) string { return strings.ToUpper(pl.FormOfType(t)) }

// render lays judgment d out as its court publishes it: HTML with
// anonymised parties for common courts, plain text for the others.
func (g *Generator) render(d doc, paras []string, r *rand.Rand) (string, int) {
	initials := func() string {
		return fmt.Sprintf("%c. %c.", 'A'+rune(r.IntN(26)), 'A'+rune(r.IntN(26)))
	}
	head := []string{"Sygn. akt " + d.signature, docName(d.judgmentTyp), "W IMIENIU RZECZYPOSPOLITEJ POLSKIEJ", "Dnia " + polishDate(d.date), d.courtName + " w składzie:", "Przewodniczący: SSR " + initials()}
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
