package check

import (
	"time"

	"citeguard/library"
	"citeguard/reports"
)

// libraryInfo describes the library for a report: its sources by kind,
// its readable files, and the newest change of a file.
func libraryInfo(lib *library.Library) *reports.LibraryInfo {
	info := &reports.LibraryInfo{}
	var newest int64
	for _, s := range lib.Sources() {
		info.Sources++
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
		for _, r := range s.Renderings {
			info.Files++
			newest = max(newest, r.ModTime)
		}
	}
	if newest > 0 {
		info.Updated = time.Unix(0, newest)
	}
	return info
}
