package docxcomments

import "citeguard/extract"

// IsDOCX reports whether data is a DOCX package by its content (a zip
// holding a WordprocessingML main part), whatever the file is called.
func IsDOCX(data []byte) bool {
	f, err := extract.Detect("", data)
	return err == nil && f == extract.FormatDOCX
}
