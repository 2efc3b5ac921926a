package library

import (
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

// portalForms are the forms of ruling the portal's types name; REASON, the
// reasons, names none (the document's head does).
var portalForms = map[string]string{
	"SENTENCE": "wyrok", "DECISION": "postanowienie", "RESOLUTION": "uchwała", "REGULATION": "zarządzenie",
}

// portalForm is the form the first of a list of portal types ("SENTENCE,
// REASON") that names one names.
func portalForm(types string) string {
	for _, t := range strings.Split(types, ",") {
		if f := portalForms[strings.TrimSpace(t)]; f != "" {
			return f
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
