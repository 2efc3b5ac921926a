package library

import (
	"citeguard/pl"
	"encoding/xml"
	"fmt"
	"strings"

	"citeguard/library/saos"
)

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

// portalForm is the form of ruling the first of a list of portal types
// ("SENTENCE, REASON") that names one names (pl.FormOfType); REASON, the
// reasons, names none (the document's head does).
func portalForm(types string) string {
	for _, t := range strings.Split(types, ",") {
		if f, ok := pl.FormByName(pl.FormOfType(t)); ok && f.Ruling() {
			return f.Name
		}
	}
	return ""
}

// ParsePortalMeta reads the .meta.xml of an orzeczenia.ms.gov.pl judgment:
// signature, date, form, judges, and the court its id names (the table of
// common courts SAOS imports, the one the collection names them by).
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
	m.set("doc_type", &m.DocType, portalForm(pm.Type), FromPortal)
	if name, ok := saos.Courts().Court(strings.TrimSpace(pm.CourtID)); ok {
		m.set("court", &m.Court, name, FromPortal)
	}
	m.setList("judges", &m.Judges, pm.Judges, FromPortal)
	return m, nil
}
