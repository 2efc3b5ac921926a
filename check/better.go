package check

import (
	"citeguard/cite"
	"citeguard/engine"
)

// betterResult reports whether verification a of a claim against one text
// (a rendering of a source, a span of a version, a source the quotation
// was located in) is a better outcome than b: the claim found (🟢, 🟡) by
// its status; then a change of meaning found against the nearest passage
// (🔴 with the change named) before a quotation merely not found (🟠, 🔴):
// a damaged rendering that no longer shows the passage quoted must not
// hide the change another rendering of the same text shows.
func betterResult(a, b engine.Result) bool {
	ra, rb := resultRank(a), resultRank(b)
	if ra != rb {
		return ra < rb
	}
	return a.Status.Better(b.Status)
}

// resultRank orders outcomes for betterResult: 0 found, 1 a change of
// meaning named, 2 not found.
func resultRank(r engine.Result) int {
	switch {
	case fits(r):
		return 0
	case r.Status == cite.Niezweryfikowany && (r.MaterialChange() || r.HardContradiction()):
		return 1
	}
	return 2
}
