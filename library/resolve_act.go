package library

// Resolving an act and its provision: the act a query names, the statute
// text that holds it and the provision cut from that text.

import (
	"fmt"
	"strings"

	"citeguard/norm"
	"citeguard/pl"
)

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
	return Span{Provision: label, Range: norm.Range{Start: s, End: e}, Text: text[s:e]}, true, true
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
