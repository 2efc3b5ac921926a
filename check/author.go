package check

import (
	"archive/zip"
	"encoding/xml"
	"io"
	"strings"

	"citeguard/extract"
	"citeguard/reports"
)

// A memo's document properties: who wrote it and when, as its file says
// (the memo's date for statute versions, the author for notifications).

// maxPropsBytes bounds the document-properties part read from a memo.
const maxPropsBytes = 1 << 20

// docxCore is what citeguard reads of a DOCX's core properties
// (docProps/core.xml).
type docxCore struct {
	Creator        string `xml:"creator"`
	LastModifiedBy string `xml:"lastModifiedBy"`
	Created        string `xml:"created"`
	Modified       string `xml:"modified"`
}

// odtMeta is what citeguard reads of an ODT's meta.xml.
type odtMeta struct {
	Meta struct {
		InitialCreator string `xml:"initial-creator"`
		Creator        string `xml:"creator"` // the last editor, in ODF
	} `xml:"meta"`
}

// readPart reads one part of a zip package (bounded); nil when the file is
// no zip or lacks the part.
func readPart(path, part string) []byte {
	zr, err := zip.OpenReader(path)
	if err != nil {
		return nil
	}
	defer zr.Close()
	for _, f := range zr.File {
		if f.Name != part {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			return nil
		}
		defer rc.Close()
		data, err := io.ReadAll(io.LimitReader(rc, maxPropsBytes))
		if err != nil {
			return nil
		}
		return data
	}
	return nil
}

// readDocxCore reads a DOCX's core properties; nil when there are none.
func readDocxCore(path string) *docxCore {
	data := readPart(path, "docProps/core.xml")
	var c docxCore
	if data == nil || xml.Unmarshal(data, &c) != nil {
		return nil
	}
	return &c
}

// memoAuthor reads who wrote and who last saved a DOCX or ODT memo (DOCX:
// dc:creator, cp:lastModifiedBy; ODT: meta:initial-creator, dc:creator);
// nil for other formats, or when the file records no names. The names are
// untrusted: they only ever select an address from the notifier's table.
func memoAuthor(path string, format extract.Format) *reports.Author {
	var a reports.Author
	switch format {
	case extract.FormatDOCX:
		if c := readDocxCore(path); c != nil {
			a = reports.Author{Creator: c.Creator, LastModifiedBy: c.LastModifiedBy}
		}
	case extract.FormatODT:
		var m odtMeta
		if data := readPart(path, "meta.xml"); data != nil && xml.Unmarshal(data, &m) == nil {
			a = reports.Author{Creator: m.Meta.InitialCreator, LastModifiedBy: m.Meta.Creator}
		}
	}
	a.Creator, a.LastModifiedBy = strings.TrimSpace(a.Creator), strings.TrimSpace(a.LastModifiedBy)
	if a == (reports.Author{}) {
		return nil
	}
	return &a
}
