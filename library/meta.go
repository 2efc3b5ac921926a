package library

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"strings"

	"citeguard/pl"

	"gopkg.in/yaml.v3"
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
	Kind       Kind              `json:"kind,omitempty"`
	Signatures []string          `json:"signatures,omitempty"`
	Court      string            `json:"court,omitempty"`
	Date       string            `json:"date,omitempty"` // ISO yyyy-mm-dd
	DocType    string            `json:"doc_type,omitempty"`
	Parties    string            `json:"parties,omitempty"`
	ECLI       string            `json:"ecli,omitempty"`
	CELEX      string            `json:"celex,omitempty"`
	Title      string            `json:"title,omitempty"`
	Act        string            `json:"act,omitempty"`     // statute key: "KC", "KPC"… or "DZU:1964/16/93"
	DzU        string            `json:"dzu,omitempty"`     // the act's original Dz.U. as written
	Version    string            `json:"version,omitempty"` // consolidation date of a statute text (ISO) or its Dz.U.
	Aliases    []string          `json:"aliases,omitempty"`
	Judges     []string          `json:"judges,omitempty"`
	From       map[string]string `json:"from,omitempty"`
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
	m.setList("aliases", &m.Aliases, o.Aliases, f("aliases"))
	m.setList("judges", &m.Judges, o.Judges, f("judges"))
}

// sidecar is the NAME.yaml a firm may put beside a source.
type sidecar struct {
	Kind       string   `yaml:"kind"`
	Signature  string   `yaml:"signature"`
	Signatures []string `yaml:"signatures"`
	Court      string   `yaml:"court"`
	Date       string   `yaml:"date"`
	DocType    string   `yaml:"doc_type"`
	Parties    any      `yaml:"parties"` // a string or a list
	ECLI       string   `yaml:"ecli"`
	CELEX      string   `yaml:"celex"`
	Title      string   `yaml:"title"`
	Act        string   `yaml:"act"`
	DzU        string   `yaml:"dzu"`
	Version    string   `yaml:"version"`
	Aliases    []string `yaml:"aliases"`
}

// ParseSidecar reads a sidecar NAME.yaml: kind, signature(s), court, date,
// doc_type, parties (string or list), ecli, celex, title, act, dzu, version,
// aliases. Unknown keys are an error (a typo must not silently drop a field).
func ParseSidecar(data []byte) (Meta, error) {
	var sc sidecar
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&sc); err != nil {
		if err.Error() == "EOF" {
			return Meta{}, nil
		}
		return Meta{}, fmt.Errorf("sidecar yaml: %w", err)
	}
	var m Meta
	if sc.Kind != "" {
		switch k := Kind(strings.ToLower(sc.Kind)); k {
		case Judgment, Statute, EUAct, Document:
			m.Kind = k
			m.From = map[string]string{"kind": FromSidecar}
		default:
			return Meta{}, fmt.Errorf("sidecar yaml: unknown kind %q (judgment, statute, eu-act, document)", sc.Kind)
		}
	}
	sigs := sc.Signatures
	if sc.Signature != "" {
		sigs = append([]string{sc.Signature}, sigs...)
	}
	m.setList("signatures", &m.Signatures, sigs, FromSidecar)
	m.set("court", &m.Court, sc.Court, FromSidecar)
	m.set("date", &m.Date, isoDate(sc.Date), FromSidecar)
	m.set("doc_type", &m.DocType, sc.DocType, FromSidecar)
	switch p := sc.Parties.(type) {
	case string:
		m.set("parties", &m.Parties, p, FromSidecar)
	case []any:
		var names []string
		for _, x := range p {
			names = append(names, fmt.Sprint(x))
		}
		m.set("parties", &m.Parties, strings.Join(names, " przeciwko "), FromSidecar)
	case nil:
	default:
		return Meta{}, fmt.Errorf("sidecar yaml: parties must be a string or a list, not %T", p)
	}
	m.set("ecli", &m.ECLI, sc.ECLI, FromSidecar)
	m.set("celex", &m.CELEX, sc.CELEX, FromSidecar)
	m.set("title", &m.Title, sc.Title, FromSidecar)
	if sc.Act != "" {
		key := actKey(sc.Act)
		if key == "" {
			key = strings.ToUpper(strings.TrimSpace(sc.Act))
		}
		m.set("act", &m.Act, key, FromSidecar)
	}
	m.set("dzu", &m.DzU, sc.DzU, FromSidecar)
	if m.Act == "" && sc.DzU != "" {
		if k := pl.DzUKey(sc.DzU); k != "" {
			m.set("act", &m.Act, k, FromSidecar)
		}
	}
	m.set("version", &m.Version, sc.Version, FromSidecar)
	m.setList("aliases", &m.Aliases, sc.Aliases, FromSidecar)
	return m, nil
}

// portalMeta is the .meta.xml of orzeczenia.ms.gov.pl.
type portalMeta struct {
	XMLName    xml.Name `xml:"judgement"`
	ID         string   `xml:"id,attr"`
	Signature  string   `xml:"signature"`
	Date       string   `xml:"date"`
	CourtID    string   `xml:"courtId"`
	DeptID     string   `xml:"departmentId"`
	Type       string   `xml:"type"`
	Judges     []string `xml:"judges>judge"`
	References []string `xml:"references>reference"`
	Thesis     string   `xml:"thesis"`
}

// portalTypes maps the portal's judgment types to Polish names.
var portalTypes = map[string]string{
	"SENTENCE": "wyrok", "DECISION": "postanowienie", "RESOLUTION": "uchwała",
	"REASONS": "uzasadnienie", "REASON": "uzasadnienie", "REGULATION": "zarządzenie",
}

// ParsePortalMeta reads the .meta.xml of an orzeczenia.ms.gov.pl judgment:
// signature, date, type and judges. The court is only an id there; the court
// name comes from the document header.
func ParsePortalMeta(data []byte) (Meta, error) {
	var pm portalMeta
	if err := xml.Unmarshal(data, &pm); err != nil {
		return Meta{}, fmt.Errorf("portal meta.xml: %w", err)
	}
	if strings.TrimSpace(pm.Signature) == "" {
		return Meta{}, fmt.Errorf("portal meta.xml: no <signature>")
	}
	m := Meta{Kind: Judgment, From: map[string]string{"kind": FromPortal}}
	m.setList("signatures", &m.Signatures, []string{pm.Signature}, FromPortal)
	if len(pm.Date) >= 10 {
		m.set("date", &m.Date, isoDate(pm.Date[:10]), FromPortal)
	}
	m.set("doc_type", &m.DocType, portalTypes[strings.TrimSpace(pm.Type)], FromPortal)
	m.setList("judges", &m.Judges, pm.Judges, FromPortal)
	return m, nil
}

// saosJudgment is one judgment of a SAOS JSON export (the API's /judgments/ID
// "data" object or an element of a dump's array).
type saosJudgment struct {
	ID         json.Number `json:"id"`
	CourtType  string      `json:"courtType"`
	CourtCases []struct {
		CaseNumber string `json:"caseNumber"`
	} `json:"courtCases"`
	JudgmentType string `json:"judgmentType"`
	JudgmentDate string `json:"judgmentDate"`
	TextContent  string `json:"textContent"`
	Judges       []struct {
		Name string `json:"name"`
	} `json:"judges"`
	Division *struct {
		Name  string `json:"name"`
		Court *struct {
			Name string `json:"name"`
		} `json:"court"`
	} `json:"division"`
	Parties []string `json:"parties"` // not in every export
}

// ParseSAOS reads a SAOS JSON export of one judgment: either the judgment
// object itself or the API envelope {"data": {...}}. It returns the metadata
// and the text (textContent, HTML turned into text).
func ParseSAOS(data []byte) (Meta, string, error) {
	var env struct {
		Data json.RawMessage `json:"data"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&env); err != nil {
		return Meta{}, "", fmt.Errorf("saos json: %w", err)
	}
	body := data
	if len(env.Data) > 0 && env.Data[0] == '{' {
		body = env.Data
	}
	var j saosJudgment
	dec = json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := dec.Decode(&j); err != nil {
		return Meta{}, "", fmt.Errorf("saos json: %w", err)
	}
	if strings.TrimSpace(j.TextContent) == "" {
		return Meta{}, "", fmt.Errorf("saos json: no textContent")
	}
	m := Meta{Kind: Judgment, From: map[string]string{"kind": FromSAOS}}
	var sigs []string
	for _, c := range j.CourtCases {
		sigs = append(sigs, c.CaseNumber)
	}
	m.setList("signatures", &m.Signatures, sigs, FromSAOS)
	m.set("date", &m.Date, isoDate(j.JudgmentDate), FromSAOS)
	if j.Division != nil && j.Division.Court != nil {
		m.set("court", &m.Court, j.Division.Court.Name, FromSAOS)
	}
	switch j.CourtType {
	case "SUPREME":
		m.set("court", &m.Court, "Sąd Najwyższy", FromSAOS)
	case "CONSTITUTIONAL_TRIBUNAL":
		m.set("court", &m.Court, "Trybunał Konstytucyjny", FromSAOS)
	case "NATIONAL_APPEAL_CHAMBER":
		m.set("court", &m.Court, "Krajowa Izba Odwoławcza", FromSAOS)
	}
	m.set("doc_type", &m.DocType, portalTypes[j.JudgmentType], FromSAOS)
	var judges []string
	for _, x := range j.Judges {
		judges = append(judges, x.Name)
	}
	m.setList("judges", &m.Judges, judges, FromSAOS)
	if len(j.Parties) > 0 {
		m.set("parties", &m.Parties, strings.Join(j.Parties, " przeciwko "), FromSAOS)
	}
	text := j.TextContent
	if strings.Contains(text, "<") {
		text = HTMLText(text)
	}
	return m, text, nil
}
