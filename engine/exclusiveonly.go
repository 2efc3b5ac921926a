package engine

import "citeguard/pl"

// onlyWords are the exclusivity words meaning „only” (pl.ExclusiveOnly):
// „jedynie”, „wyłącznie”, „tylko”.
var onlyWords = wordSet(pl.ExclusiveOnly)

// onlyInWindow reports whether the claim's exclusivity word k means „only”
// and the source's window states „only” with another of those words: the
// claim's „wyłącznie” restates the source's „jedynie”, it adds nothing.
func onlyInWindow(k string, win map[string]bool) bool {
	if !onlyWords[k] {
		return false
	}
	for w := range onlyWords {
		if win[w] {
			return true
		}
	}
	return false
}
