package extract

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"io"
	"strings"
)

// Properties are what a document's own metadata says of it: who wrote it,
// who saved it last, and when. DOCX: docProps/core.xml (dc:creator,
// cp:lastModifiedBy, dcterms:created, dcterms:modified); ODT: meta.xml
// (meta:initial-creator, dc:creator — the last editor in ODF —,
// meta:creation-date, dc:date). Untrusted, like the document's text; a
// field is empty when the file records nothing (and all are for other
// formats, a flat ODT among them).
type Properties struct {
	Creator        string `json:"creator,omitempty"`          // who wrote it (trimmed)
	LastModifiedBy string `json:"last_modified_by,omitempty"` // who saved it last (trimmed)
	Created        string `json:"created,omitempty"`          // as written: W3CDTF, "2024-05-05T10:00:00Z"
	Modified       string `json:"modified,omitempty"`         // as written
}

// maxPropsBytes bounds the properties part read from a package.
const maxPropsBytes = 1 << 20

// docxCore is what is read of a DOCX's docProps/core.xml.
type docxCore struct {
	Creator        string `xml:"creator"`
	LastModifiedBy string `xml:"lastModifiedBy"`
	Created        string `xml:"created"`
	Modified       string `xml:"modified"`
}

// odtMeta is what is read of an ODT's meta.xml.
type odtMeta struct {
	Meta struct {
		InitialCreator string `xml:"initial-creator"`
		Creator        string `xml:"creator"`
		CreationDate   string `xml:"creation-date"`
		Date           string `xml:"date"`
	} `xml:"meta"`
}

// readProperties reads the properties of a DOCX or zipped ODT package
// (best effort: a part that is missing, too large or not XML gives none).
func readProperties(data []byte, f Format) Properties {
	var p Properties
	switch f {
	case FormatDOCX:
		var c docxCore
		if b := zipPart(data, "docProps/core.xml"); b != nil && xml.Unmarshal(b, &c) == nil {
			p = Properties{Creator: c.Creator, LastModifiedBy: c.LastModifiedBy, Created: c.Created, Modified: c.Modified}
		}
	case FormatODT:
		var m odtMeta
		if b := zipPart(data, "meta.xml"); b != nil && xml.Unmarshal(b, &m) == nil {
			p = Properties{Creator: m.Meta.InitialCreator, LastModifiedBy: m.Meta.Creator, Created: m.Meta.CreationDate, Modified: m.Meta.Date}
		}
	}
	p.Creator, p.LastModifiedBy = strings.TrimSpace(p.Creator), strings.TrimSpace(p.LastModifiedBy)
	return p
}

// zipPart is the first entry of exactly that name in the zip archive data,
// at most maxPropsBytes of it; nil when data is no zip or lacks the part.
func zipPart(data []byte, part string) []byte {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil
	}
	for _, f := range zr.File {
		if f.Name != part {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			return nil
		}
		defer rc.Close()
		b, err := io.ReadAll(io.LimitReader(rc, maxPropsBytes))
		if err != nil {
			return nil
		}
		return b
	}
	return nil
}
