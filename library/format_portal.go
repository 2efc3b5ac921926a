package library

import (
	"citeguard/pl"
	"encoding/xml"
	"fmt"
	"strings"
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
	m.set("doc_type", &m.DocType, pl.FormOfType(pm.Type), FromPortal)
	m.setList("judges", &m.Judges, pm.Judges, FromPortal)
	return m, nil
}
