package engine

import (
	"citeguard/reports"
)

// noteOf is a result's note in the reference script's words: what
// `citeguard task` prints (reports.Say).
func noteOf(r Result) string { return reports.Say(r.Found) }
