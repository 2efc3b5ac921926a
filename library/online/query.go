package online

import (
	"strings"

	"citeguard/pl"
)

// Kind is what a query asks for.
type Kind int

// The kinds of query.
const (
	KindJudgment Kind = iota + 1 // a ruling by its signature (SAOS)
	KindAct                      // a Polish act by its Dz.U. address or title (ELI)
	KindEUAct                    // an EU act by its CELEX number (EUR-Lex)
)

// Query is one lookup. Its fields are identifiers only (see ident.go) and
// can be set only by the constructors below: nothing else of a memo can
// reach a request.
type Query struct {
	kind Kind
	// a ruling
	sig       Signature
	courtType CourtType
	court     string // pl's canonical name, matched against the register's answer, never sent
	date      Date
	// an act
	dzu   DzU
	title ActTitle
	on    Date // the version in force on this date; zero: the newest
	// an EU act
	celex CELEX
}

// JudgmentQuery asks for a ruling by its signature. court is the court as
// the memo names it ("SN", "Sądu Apelacyjnego w Krakowie"; "" when it names
// none): only its canonical name is kept, and only its type is sent. date
// is the ruling's date as the memo gives it (zero when it gives none).
func JudgmentQuery(sig Signature, court string, date Date) Query {
	q := Query{kind: KindJudgment, sig: sig, date: date, court: pl.CanonicalCourt(court)}
	q.courtType = CourtTypeOf(court, sig)
	return q
}

// ActQuery asks for a Polish act by its Dz.U. address and the text of the
// version in force on a date (zero: the newest).
func ActQuery(dzu DzU, on Date) Query { return Query{kind: KindAct, dzu: dzu, on: on} }

// ActTitleQuery asks for a Polish act by its title. An act pl knows by
// name is asked for by its Dz.U. address instead.
func ActTitleQuery(t ActTitle, on Date) Query {
	if a := pl.LookupAct(t.String()); a != nil && a.DzU != "" {
		p := strings.Split(a.DzU, "/") // year/number/position
		if d, err := dzuOf(a.DzU, p[0], p[len(p)-1], len(p) >= 2); err == nil {
			return ActQuery(d, on)
		}
	}
	return Query{kind: KindAct, title: t, on: on}
}

// EUActQuery asks for an EU act's Polish text by its CELEX number.
func EUActQuery(c CELEX) Query { return Query{kind: KindEUAct, celex: c} }

// Kind returns what the query asks for.
func (q Query) Kind() Kind { return q.kind }

// Signature returns a ruling's signature.
func (q Query) Signature() Signature { return q.sig }

// CourtType returns the type of a ruling's court (Unknown when neither the
// court nor the signature tells).
func (q Query) CourtType() CourtType { return q.courtType }

// Court returns the canonical name of a ruling's court, "" when none was given.
func (q Query) Court() string { return q.court }

// Date returns a ruling's date (zero when none was given).
func (q Query) Date() Date { return q.date }

// DzU returns an act's address (zero for a query by title).
func (q Query) DzU() DzU { return q.dzu }

// Title returns an act's title (zero for a query by address).
func (q Query) Title() ActTitle { return q.title }

// On returns the date whose version of an act is asked for.
func (q Query) On() Date { return q.on }

// CELEX returns an EU act's number.
func (q Query) CELEX() CELEX { return q.celex }

// String describes the query (for logs and the audit log: identifiers only).
func (q Query) String() string {
	var parts []string
	add := func(k, v string) {
		if v != "" {
			parts = append(parts, k+"="+v)
		}
	}
	switch q.kind {
	case KindJudgment:
		add("signature", q.sig.String())
		add("court_type", string(q.courtType))
		add("date", q.date.String())
	case KindAct:
		if !q.dzu.IsZero() {
			add("dzu", q.dzu.String())
		}
		if !q.title.IsZero() {
			add("title", q.title.String())
		}
		add("on", q.on.String())
	case KindEUAct:
		add("celex", q.celex.String())
	}
	return strings.Join(parts, " ")
}
