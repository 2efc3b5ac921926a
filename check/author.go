package check

import (
	"archive/zip"
	"encoding/xml"
	"io"
	"strings"

	"citeguard/extract"
	"citeguard/reports"
)

// maxPropsBytes bounds the document-properties part read for the author.
const maxPropsBytes = 256 << 10

// memoAuthor reads who wrote and who last saved a DOCX or ODT memo, from
// its document properties (DOCX docProps/core.xml: dc:creator,
// cp:lastModifiedBy; ODT meta.xml: meta:initial-creator, dc:creator). nil
// for other formats, or when the file records no names. The names are
// untrusted: they only ever select an address from the notifier's table.
func memoAuthor(path string, format extract.Format) *reports.Author {
	part := map[extract.Format]string{extract.FormatDOCX: "docProps/core.xml", extract.FormatODT: "meta.xml"}[format]
	if part == "" {
		return nil
	}
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
		return readAuthor(io.LimitReader(rc, maxPropsBytes), format)
	}
	return nil
}

// readAuthor reads the creator and last editor from a properties part.
func readAuthor(r io.Reader, format extract.Format) *reports.Author {
	dec := xml.NewDecoder(r)
	var a reports.Author
	var field *string
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		switch t := tok.(type) {
		case xml.StartElement:
			field = nil
			switch {
			case format == extract.FormatDOCX && t.Name.Local == "creator":
				field = &a.Creator
			case format == extract.FormatDOCX && t.Name.Local == "lastModifiedBy":
				field = &a.LastModifiedBy
			case format == extract.FormatODT && t.Name.Local == "initial-creator":
				field = &a.Creator
			case format == extract.FormatODT && t.Name.Local == "creator":
				field = &a.LastModifiedBy
			}
		case xml.CharData:
			if field != nil && *field == "" {
				*field = strings.TrimSpace(string(t))
			}
		case xml.EndElement:
			field = nil
		}
	}
	if a == (reports.Author{}) {
		return nil
	}
	return &a
}
