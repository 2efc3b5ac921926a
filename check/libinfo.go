package check

import (
	"citeguard/library"
	"citeguard/reports"
)

// libraryInfo describes the library for a report: its sources, files and
// last change as the library's health counts them, and its sources by
// kind.
func libraryInfo(lib *library.Library) *reports.LibraryInfo {
	h := lib.Health()
	info := &reports.LibraryInfo{Sources: h.Sources, Files: h.Files, Updated: h.Updated}
	for _, s := range lib.Sources() {
		switch s.Meta.Kind {
		case library.Judgment:
			info.Judgments++
		case library.Statute:
			info.Statutes++
		case library.EUAct:
			info.EUActs++
		default:
			info.Other++
		}
	}
	return info
}
