package library

import (
	"strings"
)

// Field origins, as `citeguard library show` prints them.
const (
	FromSidecar  = "sidecar"  // NAME.yaml beside the file
	FromPortal   = "meta.xml" // orzeczenia.ms.gov.pl metadata
	FromSAOS     = "saos"     // a SAOS JSON export
	FromHeader   = "header"   // the document's own header
	FromFileName = "file name"
)

// Meta is what the library knows about one document. From names, for every
// field set, where it came from (FromSidecar, FromPortal…).
type Meta struct {
	Kind       Kind     `json:"kind,omitempty"`
	Signatures []string `json:"signatures,omitempty"`
	Court      string   `json:"court,omitempty"`
	Date       string   `json:"date,omitempty"` // ISO yyyy-mm-dd
	DocType    string   `json:"doc_type,omitempty"`
	Parties    string   `json:"parties,omitempty"`
	ECLI       string   `json:"ecli,omitempty"`
	CELEX      string   `json:"celex,omitempty"`
	Title      string   `json:"title,omitempty"`
	Act        string   `json:"act,omitempty"`     // statute key: "KC", "KPC"… or "DZU:1964/16/93"
	DzU        string   `json:"dzu,omitempty"`     // the act's original Dz.U. as written
	Version    string   `json:"version,omitempty"` // consolidation date of a statute text (ISO) or its Dz.U.
	// InForce is the date a consolidated text states the law as of (its
	// „stan na”, ISO); Consolidated is the Dz.U. it was published as a
	// consolidated text in ("Dz.U. 2014 poz. 121"). See versions.go.
	InForce      string `json:"in_force,omitempty"`
	Consolidated string `json:"consolidated,omitempty"`
	// Excerpt marks a statute text that holds only some of the act's
	// articles (a „wyciąg”): an article missing from it says nothing.
	Excerpt bool              `json:"excerpt,omitempty"`
	Aliases []string          `json:"aliases,omitempty"`
	Judges  []string          `json:"judges,omitempty"`
	From    map[string]string `json:"from,omitempty"`
	// Fetched: the document was downloaded from a public register (its
	// sidecar's fetched block).
	Fetched *Fetched `json:"fetched,omitempty"`
}

// Kind is the kind of a library document.
type Kind string

// The kinds.
const (
	Judgment Kind = "judgment"
	Statute  Kind = "statute"
	EUAct    Kind = "eu-act"
	Document Kind = "document"
)

// set fills a field when it is empty (metadata sources are applied in order
// of authority, the most authoritative first).
func (m *Meta) set(field string, dst *string, val, from string) {
	val = strings.TrimSpace(val)
	if val == "" || *dst != "" {
		return
	}
	*dst = val
	if m.From == nil {
		m.From = map[string]string{}
	}
	m.From[field] = from
}

func (m *Meta) setList(field string, dst *[]string, vals []string, from string) {
	if len(*dst) > 0 {
		return
	}
	for _, v := range vals {
		if v = strings.TrimSpace(v); v != "" {
			*dst = append(*dst, v)
		}
	}
	if len(*dst) > 0 {
		if m.From == nil {
			m.From = map[string]string{}
		}
		m.From[field] = from
	}
}

// merge fills the empty fields of m from o.
func (m *Meta) merge(o Meta) {
	f := func(k string) string { return o.From[k] }
	if m.Kind == "" && o.Kind != "" {
		m.Kind = o.Kind
		if m.From == nil {
			m.From = map[string]string{}
		}
		m.From["kind"] = f("kind")
	}
	m.setList("signatures", &m.Signatures, o.Signatures, f("signatures"))
	m.set("court", &m.Court, o.Court, f("court"))
	m.set("date", &m.Date, o.Date, f("date"))
	m.set("doc_type", &m.DocType, o.DocType, f("doc_type"))
	m.set("parties", &m.Parties, o.Parties, f("parties"))
	m.set("ecli", &m.ECLI, o.ECLI, f("ecli"))
	m.set("celex", &m.CELEX, o.CELEX, f("celex"))
	m.set("title", &m.Title, o.Title, f("title"))
	m.set("act", &m.Act, o.Act, f("act"))
	m.set("dzu", &m.DzU, o.DzU, f("dzu"))
	m.set("version", &m.Version, o.Version, f("version"))
	m.Excerpt = m.Excerpt || o.Excerpt
	m.set("in_force", &m.InForce, o.InForce, f("in_force"))
	m.set("consolidated", &m.Consolidated, o.Consolidated, f("consolidated"))
	m.setList("aliases", &m.Aliases, o.Aliases, f("aliases"))
	m.setList("judges", &m.Judges, o.Judges, f("judges"))
	if m.Fetched == nil {
		m.Fetched = o.Fetched
	}
}
