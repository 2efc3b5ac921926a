package library

import (
	"fmt"
	"regexp"
	"strings"

	"citeguard/cite"
	"citeguard/engine"
	"citeguard/pl"
)

// Query is an anchor to resolve: a judgment's signature (with the court and
// date the memo states, to decide between cases sharing a signature), an
// ECLI, a CELEX number, or an act (short name, title or Dz.U.) with a
// provision.
type Query struct {
	Signature string       `json:"signature,omitempty"`
	Court     string       `json:"court,omitempty"`
	Date      string       `json:"date,omitempty"`
	ECLI      string       `json:"ecli,omitempty"`
	CELEX     string       `json:"celex,omitempty"`
	Act       string       `json:"act,omitempty"`
	Provision pl.Provision `json:"provision,omitzero"`
}

// String says what was looked for, for a BRAK ŹRÓDŁA note.
func (q Query) String() string {
	var parts []string
	if q.Signature != "" {
		parts = append(parts, "sygn. "+q.Signature)
	}
	if q.Court != "" {
		parts = append(parts, q.Court)
	}
	if q.Date != "" {
		parts = append(parts, q.Date)
	}
	if q.ECLI != "" {
		parts = append(parts, q.ECLI)
	}
	if q.CELEX != "" {
		parts = append(parts, "CELEX "+q.CELEX)
	}
	if q.Provision.Art != "" {
		parts = append(parts, q.Provision.String())
	}
	if q.Act != "" {
		parts = append(parts, q.Act)
	}
	return strings.Join(parts, ", ")
}

var (
	reCELEXQ = regexp.MustCompile(`\b[0-9]\d{4}[A-Z]{1,2}\d{4}\b`)
	reEUNum  = regexp.MustCompile(`\((UE|WE|EWG)\)[ \x{00a0}]*(?:nr[ \x{00a0}]*)?(\d{4})/(\d{1,4})`)
)

// ParseAnchor reads an anchor as a memo or the CLI writes it: "III CZP
// 39/02", "ECLI:PL:SN:2002:…", "CELEX 32016R0679", "art. 415 k.c.", "art.
// 417¹ § 2 KC", "art. 6 ust. 1 lit. f RODO", "art. 233 § 1 Kodeksu
// postępowania cywilnego", "art. 5 Dz.U. 1964 Nr 16 poz. 93".
func ParseAnchor(s string) Query {
	s = strings.TrimSpace(s)
	var q Query
	if m := reECLI.FindString(s); m != "" {
		q.ECLI = m
		return q
	}
	if p, rest, ok := pl.ParseProvision(s); ok {
		q.Provision = p
		rest = strings.Trim(rest, " ,;:")
		for _, w := range []string{"ustawy", "ustawa", "z dnia"} {
			rest = strings.TrimSpace(strings.TrimPrefix(rest, w))
		}
		if m := reCELEXQ.FindString(rest); m != "" {
			q.CELEX = m
		}
		if m := reEUNum.FindStringSubmatch(rest); m != nil && q.CELEX == "" {
			q.CELEX = fmt.Sprintf("3%sR%04s", m[2], m[3])
			q.CELEX = strings.ReplaceAll(q.CELEX, " ", "0")
		}
		q.Act = rest
		return q
	}
	if m := reCELEXQ.FindString(s); m != "" && (strings.Contains(strings.ToUpper(s), "CELEX") || m == s) {
		q.CELEX = m
		return q
	}
	if actKey(s) != "" && !reSigToken.MatchString(s) {
		q.Act = s
		return q
	}
	q.Signature = s
	return q
}

// QueryOf turns a claim's anchor into a query: its signature (with the
// court and date that decide between cases sharing it), ECLI, provision of
// an act (named, by Dz.U. or CELEX) or CELEX; false when the anchor names
// none of them.
func QueryOf(a cite.Anchor) (Query, bool) {
	switch {
	case a.Sygnatura != "":
		return Query{Signature: a.Sygnatura, Court: a.Organ, Date: a.Data}, true
	case a.ECLI != "":
		return Query{ECLI: a.ECLI}, true
	case a.Przepis != "" && (a.Akt != "" || a.Publikator != "" || a.CELEX != ""):
		return ParseAnchor(strings.TrimSpace(a.Przepis + " " + firstOf(a.Akt, a.Publikator, a.CELEX))), true
	case a.CELEX != "":
		return Query{CELEX: a.CELEX}, true
	}
	return Query{}, false
}

func firstOf(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

// Span is the text a quote of a statute must be checked against: the cited
// unit (article, §, ust., pkt, lit.) of one version of the act.
type Span struct {
	Source    *Source
	Rendering *Rendering
	TextHash  string
	Provision string       // "art. 415", "art. 417^1 § 2"
	Range     engine.Range // byte range in the rendering's original text
	Text      string       // the original text under Range
}

// Resolution is what an anchor resolved to.
type Resolution struct {
	Query   Query
	Sources []*Source // the candidates; one unless Ambiguous (or statute versions)
	// Ambiguous: different cases (different courts or dates) share the
	// signature and the query's court and date do not decide. The caller
	// gives WYMAGA_OSADU and never picks one silently.
	Ambiguous bool
	// Spans: for a provision, the cited unit in every version of the act
	// (newest first) and every readable rendering of it.
	Spans []Span
}

// NotFound is a typed "no source" (BRAK ŹRÓDŁA) with what was looked for.
type NotFound struct {
	Query  Query
	Reason string
}

func (e *NotFound) Error() string {
	return fmt.Sprintf("BRAK ŹRÓDŁA: %s: %s", e.Query, e.Reason)
}

// Resolve resolves an anchor against the library. A *NotFound error says
// what was looked for and why nothing was found.
func (l *Library) Resolve(q Query) (*Resolution, error) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	switch {
	case q.ECLI != "":
		ss := l.byECLI[strings.ToUpper(q.ECLI)]
		if len(ss) == 0 {
			return nil, &NotFound{q, "no source with this ECLI in the library"}
		}
		return &Resolution{Query: q, Sources: ss, Ambiguous: len(ss) > 1}, nil
	case q.Signature != "":
		return l.resolveSignature(q)
	case q.Act != "" || q.CELEX != "" || q.Provision.Art != "":
		return l.resolveAct(q)
	}
	return nil, &NotFound{q, "empty anchor"}
}

func (l *Library) resolveSignature(q Query) (*Resolution, error) {
	key := pl.SignatureKey(q.Signature)
	ss := l.bySig[key]
	if len(ss) == 0 {
		return nil, &NotFound{q, fmt.Sprintf("no judgment with signature %s in the library", pl.CanonicalSignature(q.Signature))}
	}
	res := &Resolution{Query: q, Sources: ss}
	if len(ss) > 1 {
		var keep []*Source
		wantCourt := pl.CanonicalCourt(q.Court)
		wantDate := isoDate(q.Date)
		for _, s := range ss {
			if wantCourt != "" && pl.CanonicalCourt(s.Meta.Court) != wantCourt {
				continue
			}
			if wantDate != "" && s.Meta.Date != wantDate {
				continue
			}
			keep = append(keep, s)
		}
		if len(keep) > 0 && (wantCourt != "" || wantDate != "") {
			res.Sources = keep
		}
		res.Ambiguous = len(res.Sources) > 1
	}
	return res, nil
}

func (l *Library) resolveAct(q Query) (*Resolution, error) {
	var key string
	if q.CELEX != "" {
		if ss := l.byCELEX[strings.ToUpper(q.CELEX)]; len(ss) > 0 {
			key = ss[0].Meta.Act
		}
	}
	if key == "" {
		key = actKey(q.Act)
	}
	if key == "" {
		if k := pl.DzUKey(q.Act); k != "" {
			key = k
		}
	}
	if key == "" {
		what := q.Act
		if what == "" {
			what = "(no act named)"
		}
		return nil, &NotFound{q, fmt.Sprintf("act %q not recognised (known short names: %s; or a Dz.U. of an act in the library)", what, strings.Join(pl.ActKeys(), ", "))}
	}
	ss := l.byAct[key]
	if len(ss) == 0 {
		return nil, &NotFound{q, fmt.Sprintf("act %s is not in the library", key)}
	}
	res := &Resolution{Query: q, Sources: ss}
	if q.Provision.Art == "" {
		return res, nil
	}
	var tried []string
	for _, s := range ss {
		for _, r := range s.Readable() {
			text, err := l.textLocked(r.TextHash)
			if err != nil {
				continue
			}
			sp, ok := cutProvision(text, l.articlesLocked(r.TextHash, text), q.Provision)
			if !ok {
				tried = append(tried, filepathBase(r.Path))
				continue
			}
			sp.Source, sp.Rendering, sp.TextHash = s, r, r.TextHash
			res.Spans = append(res.Spans, sp)
		}
	}
	if len(res.Spans) == 0 {
		return nil, &NotFound{q, fmt.Sprintf("%s not found in %s (%s)", q.Provision, key, strings.Join(tried, ", "))}
	}
	return res, nil
}

func filepathBase(p string) string {
	if i := strings.LastIndexAny(p, `/\`); i >= 0 {
		return p[i+1:]
	}
	return p
}

// cutProvision cuts the cited unit out of a statute text.
func cutProvision(text string, arts []Article, p pl.Provision) (Span, bool) {
	var a *Article
	for i := range arts {
		if arts[i].Key == p.Art {
			a = &arts[i]
			break
		}
	}
	if a == nil {
		return Span{}, false
	}
	s, e := a.Start, a.End
	label := "art. " + p.Art
	for _, u := range []struct{ kind, num, name string }{{"par", p.Par, " § "}, {"ust", p.Ust, " ust. "}, {"pkt", p.Pkt, " pkt "}, {"lit", p.Lit, " lit. "}} {
		if u.num == "" {
			continue
		}
		ns, ne, ok := cutUnit(text, s, e, u.kind, u.num)
		if !ok {
			return Span{}, false
		}
		s, e = ns, ne
		label += u.name + u.num
	}
	return Span{Provision: label, Range: engine.Range{Start: s, End: e}, Text: text[s:e]}, true
}

// textLocked and articlesLocked are text and articlesOf for callers that
// hold l.mu for reading.
func (l *Library) textLocked(hash string) (string, error) {
	if t, ok := l.texts[hash]; ok {
		return t, nil
	}
	if l.opts.StateDir == "" {
		return "", fmt.Errorf("text %s not in the library", short(hash))
	}
	return l.packText(hash)
}

func (l *Library) articlesLocked(hash, text string) []Article {
	return l.articlesOf(hash, text)
}

// ArticleAt names the article of a statute rendering that holds the byte
// offset off of its original text ("" when none): for "the quote stands in
// art. 416, not art. 415".
func (l *Library) ArticleAt(r *Rendering, off int) string {
	t, err := l.text(r.TextHash)
	if err != nil {
		return ""
	}
	if a := articleAt(l.articlesOf(r.TextHash, t), off); a != nil {
		return a.Key
	}
	return ""
}
