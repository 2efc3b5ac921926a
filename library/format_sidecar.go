package library

import (
	"bytes"
	"fmt"
	"strings"
	"time"

	"citeguard/pl"

	"gopkg.in/yaml.v3"
)

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
	InForce    string   `yaml:"in_force"`     // „stan na”: the date the text states the law as of
	Consolid   string   `yaml:"consolidated"` // the Dz.U. of the consolidated text
	Aliases    []string `yaml:"aliases"`
	Excerpt    bool     `yaml:"excerpt"` // a statute text with only some articles
	Fetched    *Fetched `yaml:"fetched"` // a download from a public register (library/online)
}

// Fetched is where a document downloaded from a public register came from:
// the register, the URL, when (RFC 3339) and the SHA-256 of the bytes as
// the register served them.
type Fetched struct {
	Source string `yaml:"source" json:"source"`
	URL    string `yaml:"url" json:"url"`
	At     string `yaml:"at" json:"at"`
	SHA256 string `yaml:"sha256" json:"sha256"`
}

// ParseSidecar reads a sidecar NAME.yaml: kind, signature(s), court, date,
// doc_type, parties (string or list), ecli, celex, title, act, dzu, version,
// in_force, consolidated, aliases, excerpt, fetched (source, url, at,
// sha256 of a download). Unknown keys are an error (a typo must not silently drop a field).
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
	m.Excerpt = sc.Excerpt
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
	if sc.InForce != "" {
		d := isoDate(sc.InForce)
		if d == "" {
			return Meta{}, fmt.Errorf("sidecar yaml: in_force %q is not a date", sc.InForce)
		}
		m.set("in_force", &m.InForce, d, FromSidecar)
	}
	if sc.Consolid != "" {
		c := consolidatedRef(sc.Consolid)
		if c == "" {
			return Meta{}, fmt.Errorf("sidecar yaml: consolidated %q is not a Dz.U. reference", sc.Consolid)
		}
		m.set("consolidated", &m.Consolidated, c, FromSidecar)
	}
	m.setList("aliases", &m.Aliases, sc.Aliases, FromSidecar)
	if f := sc.Fetched; f != nil {
		if !strings.HasPrefix(f.URL, "https://") || len(f.SHA256) != 64 || strings.Trim(strings.ToLower(f.SHA256), "0123456789abcdef") != "" {
			return Meta{}, fmt.Errorf("sidecar yaml: fetched needs an https url and the sha256 (64 hex digits) of the download")
		}
		if _, err := time.Parse(time.RFC3339, f.At); err != nil {
			return Meta{}, fmt.Errorf("sidecar yaml: fetched.at %q is not an RFC 3339 time", f.At)
		}
		m.Fetched = f
	}
	return m, nil
}
