package claims

import "citeguard/pl"

// formulateRoom is how many words may stand between a verb of formulating
// and the „tak” (or „w ten sposób”) of its manner: „ujął to w cytowanym już
// postanowieniu tak, że …”.
const formulateRoom = 6

// formulatesAs reports whether word i of ws formulates a court's position
// (pl.FormulateVerbs) with its manner after it: „tak, że” or „w ten
// sposób, że” within formulateRoom words — „Sąd ujął to tak, że …”,
// „sformułował to w ten sposób, że …”. Alone the verb reports nothing
// („Sąd określił wysokość odszkodowania”).
func formulatesAs(ws []word, i int) bool {
	if !pl.FormulateVerbs.Has(ws[i].s) {
		return false
	}
	for j := i + 1; j < len(ws) && j <= i+1+formulateRoom; j++ {
		next := func(k int, s string) bool { return j+k < len(ws) && ws[j+k].s == s }
		switch {
		case ws[j].s == "tak" && (next(1, "że") || next(1, "iż")):
			return true
		case ws[j].s == "w" && next(1, "ten") && next(2, "sposób") && (next(3, "że") || next(3, "iż")):
			return true
		case ws[j].s == "że" || ws[j].s == "iż":
			return false
		}
	}
	return false
}
