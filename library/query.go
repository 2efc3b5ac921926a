package library

// A claim's anchor as a library query: ParseAnchor, QueryOf and the query's
// printed form.

import (
	"strings"

	"citeguard/cite"
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

// ParseAnchor reads an anchor as a memo or the CLI writes it: "III CZP
// 39/02", "ECLI:PL:SN:2002:…", "CELEX 32016R0679", "art. 415 k.c.", "art.
// 417¹ § 2 KC", "art. 6 ust. 1 lit. f RODO", "art. 233 § 1 Kodeksu
// postępowania cywilnego", "art. 5 Dz.U. 1964 Nr 16 poz. 93".
func ParseAnchor(s string) Query {
	s = strings.TrimSpace(s)
	var q Query
	if m := pl.FindECLI(s); m != "" {
		q.ECLI = m
		return q
	}
	if p, rest, ok := pl.ParseProvision(s); ok {
		q.Provision = p
		rest = strings.Trim(rest, " ,;:")
		for _, w := range []string{"ustawy", "ustawa", "z dnia"} {
			rest = strings.TrimSpace(strings.TrimPrefix(rest, w))
		}
		if q.CELEX = pl.FindCELEX(rest); q.CELEX == "" {
			q.CELEX = pl.EUActCELEX(rest, 'R')
		}
		q.Act = rest
		return q
	}
	if m := pl.FindCELEX(s); m != "" && (strings.Contains(strings.ToUpper(s), "CELEX") || m == s) {
		q.CELEX = m
		return q
	}
	if actKey(s) != "" && pl.SignatureField(s) == 0 {
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
