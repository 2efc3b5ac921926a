package check

import (
	"time"

	"citeguard/library"
)

// A unit of an act (an article, §, ust., pkt, lit.) missing from every
// version of the act the library holds is no evidence of a made-up
// provision when all those versions are more than staleAfter older than
// the memo: the act may have gained the unit since (🟡, not 🔴).

// staleAfter is how much older than the memo the latest version the
// library holds must be for a missing unit not to block.
const staleAfter = 366 * 24 * time.Hour

// latestVersion is the date of the latest of versions ("" when none has
// one).
func latestVersion(versions []string) string {
	l := ""
	for _, v := range versions {
		if d := library.VersionDate(v); d > l {
			l = d
		}
	}
	return l
}

// staleLibrary reports whether a version of latest (ISO date) is more than
// staleAfter older than the memo's date (ISO).
func staleLibrary(latest, memo string) bool {
	if latest == "" || memo == "" {
		return false
	}
	l, err1 := time.Parse("2006-01-02", latest)
	m, err2 := time.Parse("2006-01-02", memo)
	return err1 == nil && err2 == nil && m.Sub(l) > staleAfter
}
