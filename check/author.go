package check

import (
	"citeguard/extract"
	"citeguard/reports"
)

// memoAuthor is who wrote and who last saved a DOCX or ODT memo, as its
// properties say (extract.Properties: DOCX dc:creator, cp:lastModifiedBy;
// ODT meta:initial-creator, dc:creator); nil when they name no one. The
// names are untrusted: they only ever select an address from the
// notifier's table.
func memoAuthor(p extract.Properties) *reports.Author {
	a := reports.Author{Creator: p.Creator, LastModifiedBy: p.LastModifiedBy}
	if a == (reports.Author{}) {
		return nil
	}
	return &a
}
