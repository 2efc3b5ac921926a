package library

import (
	"fmt"
	"regexp"
	"strings"

	"citeguard/cite"
	"citeguard/engine"
	"citeguard/library/collection"
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
	Form      string       `json:"form,omitempty"` // wyrok, postanowienie, uchwała… as the memo names the ruling
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
	if q.Form != "" {
		parts = append(parts, q.Form)
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
	if q.Provision.Art != "" || q.Provision.Motyw != "" {
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
		return Query{Signature: a.Sygnatura, Court: a.Organ, Date: a.Data, Form: a.Forma}, true
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
// unit (article, §, ust., pkt, lit.; a recital) of one version of the act.
type Span struct {
	Source    *Source
	Rendering *Rendering
	TextHash  string
	Provision string       // "art. 415", "art. 417^1 § 2", "motyw 39"
	Range     engine.Range // byte range in the rendering's original text
	Text      string       // the original text under Range
}

// Version is the version of the act the span was cut from (the source's
// Meta.Version: "2015-08-17", "Dz.U.2025.1071"), and VersionDate the day
// from which that version is taken to state the law (VersionDate).
func (sp *Span) Version() string { return sp.Source.Meta.Version }

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
	// Superscript: a plain article number that may be a flattened
	// superscript ("3981" for 398¹, "§ 21" for § 2¹) read with one: the
	// spans of that unit (art. 398^1), when the act has it. When the plain
	// numbers name no unit, Spans hold these and Reread is the provision
	// as asked ("art. 3981").
	Superscript []Span
	Reread      string
}

// NotFoundKind says what a lookup did not find.
type NotFoundKind int

// The kinds of NotFound.
const (
	// NoSource: no judgment with the signature (of that date or form),
	// ECLI or CELEX.
	NoSource NotFoundKind = iota
	// UnknownAct: the act is not recognised (neither the table of acts
	// nor the titles of the library's statutes know it).
	UnknownAct
	// ActAbsent: a known act that the library does not hold.
	ActAbsent
	// NoArticle: the act is in the library, the article (or recital) is
	// in none of its versions.
	NoArticle
	// NoUnit: the article is there, its §, ust., pkt or lit. is not.
	NoUnit
)

// NotFound is a typed "no source" (BRAK ŹRÓDŁA) with what was looked for.
type NotFound struct {
	Query  Query
	Reason string
	Kind   NotFoundKind
	// Act is the library key of the act looked in (NoArticle, NoUnit,
	// ActAbsent), Versions the versions of it the library holds.
	Act      string
	Versions []string
	// Excerpt: every text of the act the library holds is an excerpt, so
	// a missing article (NoArticle) may simply not have been copied.
	Excerpt bool
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
		more, err := l.collSources(collection.KeyECLI+strings.ToUpper(q.ECLI), ss)
		if err != nil {
			return nil, fmt.Errorf("library collection: %w", err)
		}
		if len(more) > 0 {
			ss = append(append([]*Source(nil), ss...), more...)
		}
		if len(ss) == 0 {
			return nil, &NotFound{Query: q, Reason: "no source with this ECLI in the library"}
		}
		return &Resolution{Query: q, Sources: ss, Ambiguous: len(ss) > 1}, nil
	case q.Signature != "":
		return l.resolveSignature(q)
	case q.Act != "" || q.CELEX != "" || q.Provision.Art != "" || q.Provision.Motyw != "":
		return l.resolveAct(q)
	case q.Court != "" && q.Date != "":
		return l.resolveCourtDate(q)
	}
	return nil, &NotFound{Query: q, Reason: "empty anchor"}
}

func (l *Library) resolveSignature(q Query) (*Resolution, error) {
	key := pl.SignatureKey(q.Signature)
	ss := l.bySig[key]
	more, err := l.collSources(collection.KeySignature+key, ss)
	if err != nil {
		return nil, fmt.Errorf("library collection: %w", err)
	}
	if len(more) > 0 {
		ss = append(append([]*Source(nil), ss...), more...)
	}
	if len(ss) == 0 {
		return nil, &NotFound{Query: q, Reason: fmt.Sprintf("no judgment with signature %s in the library", pl.CanonicalSignature(q.Signature))}
	}
	res := &Resolution{Query: q, Sources: ss}
	wantCourt, wantDate := pl.CanonicalCourt(q.Court), isoDate(q.Date)
	if wantCourt != "" && wantDate != "" && !anyDate(ss, wantDate) && !anyCourt(ss, q.Court) {
		// Another court and another date: another case under the same
		// number (I ACa 84/14 of one Sąd Apelacyjny is not I ACa 84/14 of
		// another).
		return nil, &NotFound{Query: q, Reason: fmt.Sprintf("the library holds %s only of %s, not of %s", pl.CanonicalSignature(q.Signature), courtsOf(ss), wantCourt)}
	}
	if wantDate != "" && !anyDate(ss, wantDate) && (len(ss) > 1 || pl.MultiDecisionCase(q.Signature) || !pl.SameForm(q.Form, ss[0].Meta.DocType)) {
		// One case number, several decisions (a TK refusal and the later
		// decision on the complaint, a correction order), or another form
		// than the one the library holds: the decision of that date is
		// not in the library. (One decision of the cited form with another
		// date is returned: its date does not match.)
		var have []string
		for _, s := range ss {
			have = append(have, strings.TrimSpace(s.Meta.DocType+" "+s.Meta.Date))
		}
		return nil, &NotFound{Query: q, Reason: fmt.Sprintf("the library holds %s %s only as %s, not of %s",
			pl.CanonicalSignature(q.Signature), formOr(q.Form), strings.Join(have, "; "), wantDate)}
	}
	if len(ss) > 1 {
		var keep []*Source
		for _, s := range ss {
			if wantCourt != "" && pl.CanonicalCourt(s.Meta.Court) != wantCourt {
				continue
			}
			if wantDate != "" && s.Meta.Date != wantDate {
				continue
			}
			if q.Form != "" && !pl.SameForm(q.Form, s.Meta.DocType) {
				continue
			}
			keep = append(keep, s)
		}
		if len(keep) > 0 && (wantCourt != "" || wantDate != "" || q.Form != "") {
			res.Sources = keep
		}
		res.Ambiguous = len(res.Sources) > 1
	}
	return res, nil
}

func anyCourt(ss []*Source, court string) bool {
	for _, s := range ss {
		if pl.SameCourt(court, s.Meta.Court) {
			return true
		}
	}
	return false
}

func courtsOf(ss []*Source) string {
	var out []string
	for _, s := range ss {
		out = append(out, strings.TrimSpace(s.Meta.Court+" "+s.Meta.Date))
	}
	return strings.Join(out, "; ")
}

func anyDate(ss []*Source, date string) bool {
	for _, s := range ss {
		if s.Meta.Date == date {
			return true
		}
	}
	return false
}

func formOr(f string) string {
	if f == "" {
		return "(any form)"
	}
	return f
}

// resolveCourtDate finds the rulings of a court on a date: a citation
// without a signature ("wyrok Sądu Apelacyjnego w Krakowie z dnia 5 maja
// 2014 r."). A court written without its seat matches every seat.
func (l *Library) resolveCourtDate(q Query) (*Resolution, error) {
	want, date := pl.CanonicalCourt(q.Court), isoDate(q.Date)
	if want == "" || date == "" {
		return nil, &NotFound{Query: q, Reason: "no court and date to look up"}
	}
	var hit []*Source
	for _, s := range l.sources {
		if s.Meta.Kind != Judgment || s.Meta.Date != date || !pl.SameForm(q.Form, s.Meta.DocType) {
			continue
		}
		got := pl.CanonicalCourt(s.Meta.Court)
		if got == want || strings.HasPrefix(got, want+" ") {
			hit = append(hit, s)
		}
	}
	if len(hit) == 0 {
		return nil, &NotFound{Query: q, Reason: fmt.Sprintf("no ruling of %s of %s in the library", want, date)}
	}
	return &Resolution{Query: q, Sources: hit, Ambiguous: len(hit) > 1}, nil
}

func (l *Library) resolveAct(q Query) (*Resolution, error) {
	key := l.actOf(q)
	if key == "" {
		what := q.Act
		if what == "" {
			what = "(no act named)"
		}
		return nil, &NotFound{Query: q, Kind: UnknownAct, Reason: fmt.Sprintf("act %q not recognised (known short names: %s; or a Dz.U. or the title of an act in the library)", what, strings.Join(pl.ActKeys(), ", "))}
	}
	ss := l.byAct[key]
	if len(ss) == 0 {
		return nil, &NotFound{Query: q, Kind: ActAbsent, Act: key, Reason: fmt.Sprintf("act %s is not in the library", key)}
	}
	res := &Resolution{Query: q, Sources: ss}
	p := q.Provision
	if p.Art == "" && p.Motyw == "" {
		return res, nil
	}
	spans, article := l.cutAll(ss, p)
	res.Spans = spans
	// A plain number may be a flattened superscript (398¹ written 3981):
	// its superscript reading, when the act has that article.
	for _, alt := range superscriptReadings(p) {
		if sp, _ := l.cutAll(ss, alt); len(sp) > 0 {
			res.Superscript = sp
			break
		}
	}
	if len(res.Spans) == 0 && len(res.Superscript) > 0 {
		res.Spans, res.Reread = res.Superscript, p.String()
	}
	if len(res.Spans) == 0 {
		kind, what := NoArticle, "the article"
		if p.Motyw != "" {
			what = "the recital"
		}
		if article {
			kind, what = NoUnit, "the unit"
		}
		var versions []string
		excerpt := true
		for _, s := range ss {
			versions = append(versions, s.Meta.Version)
			excerpt = excerpt && s.Meta.Excerpt
		}
		return nil, &NotFound{Query: q, Kind: kind, Act: key, Versions: versions, Excerpt: excerpt && kind == NoArticle, Reason: fmt.Sprintf("%s not found in %s: %s is in none of its versions", p, key, what)}
	}
	return res, nil
}

// actOf is the library key of the act a query names: by CELEX, the table
// of acts (short names, names, Dz.U.), or the title of a statute the
// library holds ("ustawy o ochronie konkurencji i konsumentów"); "" when
// none knows it.
func (l *Library) actOf(q Query) string {
	if q.CELEX != "" {
		if ss := l.byCELEX[strings.ToUpper(q.CELEX)]; len(ss) > 0 {
			return ss[0].Meta.Act
		}
	}
	if k := actKey(q.Act); k != "" {
		return k
	}
	if pl.AmendingAct(q.Act) {
		return ""
	}
	if k := pl.DzUKey(q.Act); k != "" {
		return k
	}
	return l.actByTitle(q.Act)
}

// actByTitle finds a statute of the library whose title the reference
// contains ("art. 12 ustawy o ochronie konkurencji i konsumentów" names the
// statute titled "o ochronie konkurencji i konsumentów").
func (l *Library) actByTitle(ref string) string {
	r := strings.Join(strings.Fields(strings.ToLower(ref)), " ")
	best, bestLen := "", 0
	for key, ss := range l.byAct {
		for _, s := range ss {
			t := strings.Join(strings.Fields(strings.ToLower(s.Meta.Title)), " ")
			if len(t) >= 12 && len(t) > bestLen && strings.Contains(r, t) {
				best, bestLen = key, len(t)
			}
		}
	}
	return best
}

// cutAll cuts the unit p out of every readable rendering of every version
// of an act; article reports whether some version has the article (or
// recital) at all.
func (l *Library) cutAll(ss []*Source, p pl.Provision) (spans []Span, article bool) {
	for _, s := range ss {
		for _, r := range s.Readable() {
			text, err := l.textLocked(r.TextHash)
			if err != nil {
				continue
			}
			var sp Span
			var ok, art bool
			if p.Motyw != "" {
				sp, ok = cutRecital(text, p.Motyw)
				art = ok
			} else {
				sp, art, ok = cutProvision(text, l.articlesLocked(r.TextHash, text), p)
			}
			article = article || art
			if !ok {
				continue
			}
			sp.Source, sp.Rendering, sp.TextHash = s, r, r.TextHash
			spans = append(spans, sp)
		}
	}
	return spans, article
}

// superscriptReadings are the readings of a provision whose plain numbers
// may be flattened superscripts: an article number of three or more digits
// with its last one or two digits as a superscript ("3981" → 398^1,
// 39^81), a paragraph of two or more ("§ 21" → § 2^1), and both; none for
// numbers that have a superscript or a letter.
func superscriptReadings(p pl.Provision) []pl.Provision {
	arts := append([]string{p.Art}, flatReadings(p.Art, 3)...)
	pars := append([]string{p.Par}, flatReadings(p.Par, 2)...)
	var out []pl.Provision
	for _, a := range arts {
		for _, par := range pars {
			if a == p.Art && par == p.Par {
				continue
			}
			q := p
			q.Art, q.Par = a, par
			out = append(out, q)
		}
	}
	return out
}

// flatReadings reads a plain number of at least minLen digits with its
// last one or two digits as a superscript.
func flatReadings(n string, minLen int) []string {
	if len(n) < minLen || strings.Trim(n, "0123456789") != "" {
		return nil
	}
	var out []string
	for k := 1; k <= 2 && len(n)-k >= minLen-1; k++ {
		if n[len(n)-k] == '0' {
			continue // a superscript does not start with 0
		}
		out = append(out, n[:len(n)-k]+"^"+n[len(n)-k:])
	}
	return out
}

func filepathBase(p string) string {
	if i := strings.LastIndexAny(p, `/\`); i >= 0 {
		return p[i+1:]
	}
	return p
}

// cutProvision cuts the cited unit out of a statute text; article reports
// whether the text has the article, ok whether it has the whole unit.
func cutProvision(text string, arts []Article, p pl.Provision) (sp Span, article, ok bool) {
	var a *Article
	for i := range arts {
		if arts[i].Key == p.Art {
			a = &arts[i]
			break
		}
	}
	if a == nil {
		return Span{}, false, false
	}
	s, e := a.Start, a.End
	label := "art. " + p.Art
	for _, u := range []struct{ kind, num, name string }{{"par", p.Par, " § "}, {"ust", p.Ust, " ust. "}, {"pkt", p.Pkt, " pkt "}, {"lit", p.Lit, " lit. "}} {
		if u.num == "" {
			continue
		}
		ns, ne, found := cutUnit(text, s, e, u.kind, u.num)
		if !found {
			return Span{}, true, false
		}
		s, e = ns, ne
		label += u.name + u.num
	}
	return Span{Provision: label, Range: engine.Range{Start: s, End: e}, Text: text[s:e]}, true, true
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
