package claims

import "citeguard/pl"

// conformityReach is how many words (the provision and its act: „uznał
// art. 69 ustawy o dochodach … za zgodny”) may stand between „uznał” and the
// „za” of its holding.
const conformityReach = 12

// heldConformity reports whether word i of ws is „uznał”/„uznała”/„uznano”
// with „za (nie)zgodny” (pl.ConformityWords) after it within
// conformityReach words, or the „za (nie)zgodny” after „uznano” written
// last („art. 69 … uznano za zgodny z art. 167 Konstytucji”): what the
// Constitutional Tribunal held of a provision, a procedural fact of its
// ruling.
func heldConformity(ws []word, i int) bool {
	switch ws[i].s {
	case "uznał", "uznała", "uznano", "uznaje":
	default:
		return false
	}
	for j := i + 1; j+1 < len(ws) && j <= i+conformityReach; j++ {
		if ws[j].s == "że" || ws[j].s == "iż" {
			return false
		}
		if ws[j].s == "za" && pl.ConformityWords.Has(ws[j+1].s) {
			return true
		}
	}
	return false
}
