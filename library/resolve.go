package library

import (
	"fmt"
	"strings"

	"citeguard/library/collection"
	"citeguard/norm"
	"citeguard/pl"
)

// Span is the text a quote of a statute must be checked against: the cited
// unit (article, §, ust., pkt, lit.; a recital) of one version of the act.
type Span struct {
	Source    *Source
	Rendering *Rendering
	TextHash  string
	Provision string     // "art. 415", "art. 417^1 § 2", "motyw 39"
	Range     norm.Range // byte range in the rendering's original text
	Text      string     // the original text under Range
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
	if wantCourt != "" && wantDate != "" && !anyDate(ss, wantDate) && !anyCourt(ss, q.Court) && pl.CourtOfSignature(q.Signature) == "" {
		// Another court and another date: another case under the same
		// number (I ACa 84/14 of one Sąd Apelacyjny is not I ACa 84/14 of
		// another). A repertory of one court alone (I CSK is the Supreme
		// Court's) names its case whatever court the memo gives: the court
		// is wrong (soft) and the date is wrong (🔴), not a case absent.
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
