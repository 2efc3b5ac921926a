package library

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"citeguard/library/saos"
	"citeguard/library/saosimport"
)

// ParseSAOS reads a SAOS JSON export of one judgment: the API envelope
// {"data": {...}} or the judgment object itself. It returns the metadata
// and the text (textContent, HTML turned into text, dissenting opinions
// apart), mapped as the collection maps an imported judgment (saos and
// saosimport.NewRecord: one reading of SAOS's fields for both).
func ParseSAOS(data []byte) (Meta, string, error) {
	j, err := saos.NewReader(bytes.NewReader(data), saos.Options{Name: "file"}).Next()
	var re *saos.RecordError
	switch {
	case errors.Is(err, io.EOF):
		err = errors.New("no judgment")
	case errors.As(err, &re):
		err = re.Err
	}
	if err != nil {
		return Meta{}, "", fmt.Errorf("saos json: %w", err)
	}
	if strings.TrimSpace(j.Text) == "" {
		return Meta{}, "", fmt.Errorf("saos json: no textContent")
	}
	rec := saosimport.NewRecord(j, j.Text, nil)
	m := Meta{Kind: Judgment, From: map[string]string{"kind": FromSAOS}}
	m.setList("signatures", &m.Signatures, rec.Signatures, FromSAOS)
	m.set("date", &m.Date, isoDate(rec.Date), FromSAOS)
	m.set("court", &m.Court, rec.Court, FromSAOS)
	m.set("doc_type", &m.DocType, rec.DocType, FromSAOS)
	m.setList("judges", &m.Judges, rec.Judges, FromSAOS)
	return m, j.Text, nil
}
