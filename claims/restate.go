package claims

// Whether a sentence restates what a provision says rather than applying it.

import (
	"citeguard/pl"
	"strings"
)

// restatesProvision reports whether a sentence restates what a provision
// says, rather than applying or arguing about it: "Zgodnie z art. 233 § 1
// k.p.c. sąd ocenia …", "Art. 5 k.c. stanowi, że …", "Z art. 6 k.c. wynika,
// że …", "W myśl art. …".
func (x *extractor) restatesProvision(c *Citation, s Sentence) bool {
	// "Zgodnie z art. …" opens the sentence or its clause; "pozwany,
	// zgodnie z art. 82 k.p.c., zrezygnował z …" tells what a party did.
	head := x.text[s.Start:c.Start]
	if k := strings.LastIndexAny(head, ";:"); k >= 0 {
		head = head[k+1:]
	}
	if len(head) > restateHead {
		head = "" // "zgodnie z" stands among the clause's first words
	}
	hw := wordsOf(head)
	for i, w := range hw {
		if i > 3 {
			break
		}
		switch w.s {
		case "zgodnie", "stosownie", "myśl", "według", "wedle":
			if len(hw)-i <= 3 {
				return true
			}
		case "wynika", "wynikają":
			return true
		}
		if !pl.Connectives.Has(w.s) && !pl.ClauseOpeners.Has(w.s) {
			break // "Pozwany, zgodnie z art. 82 k.p.c., zrezygnował": a subject first
		}
	}
	lw := lastWords(x.text[max(s.Start, c.Start-30):c.Start], 2)
	if len(lw) == 2 && lw[1] == "z" && strings.HasPrefix(lw[0], "wynika") && len(hw) <= 4 {
		return true // "Z art. 6 k.c. wynika", "wynika z art. 6 k.c., że"
	}
	if c.End >= s.End {
		return false
	}
	after := wordsOf(x.text[c.End:runeEnd(x.text, min(s.End, c.End+40))])
	for k, w := range after {
		if k == 3 {
			break
		}
		if pl.StatuteIntro.Has(w.s) || pl.RestateVerbs.Has(w.s) {
			return true
		}
	}
	return false
}

// restateHead bounds the words before a provision in which "Zgodnie z"
// may open its clause.
const restateHead = 96
