package claims

import (
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"citeguard/cite"
	"citeguard/pl"
)

// reAliasDef is what stands between an act and the abbreviation the memo
// defines for it: "(dalej: „u.z.n.k.”)", ", dalej jako „Ustawa”".
var reAliasDef = regexp.MustCompile(`^[\s\x{00a0}]*(?:\(?[\s\x{00a0}]*Dz\.[^()„"”]{0,60}?)?[,(–-]?[\s\x{00a0}]*(?:dalej|zwan\p{L}*|w[\s\x{00a0}]+skrócie)(?:[\s\x{00a0}]+(?:jako|łącznie|też|także|również|zwan\p{L}*))*[\s\x{00a0}]*:?[\s\x{00a0}]*$`)

// reActBack is a provision's act named by a back-reference: "art. 5 tego
// Kodeksu", "art. 12 tej ustawy", "art. 3 powołanej ustawy".
var reActBack = regexp.MustCompile(`^[\s\x{00a0}]*(?:tego|tegoż|tej|tejże|powołanej|powołanego|cytowanej|cytowanego|przywołanej|przywołanego|wskazanej|wskazanego|ww\.|wyżej[\s\x{00a0}]+wymienionej|omawianej|omawianego)[\s\x{00a0}]+(Kodeksu|kodeksu|ustawy|aktu|rozporządzenia|dyrektywy)\b`)

// linkActs gives a provision written with no act the act the memo means:
// an abbreviation the memo defined for an act ("art. 15 ustawy … o
// zwalczaniu nieuczciwej konkurencji (dalej: „u.z.n.k.”)", then "art. 18
// u.z.n.k."), or the act named last before it when the memo writes "tego
// Kodeksu", "tej ustawy", "powołanej ustawy". It reads the memo once, in
// text order, outside quotations.
func (x *extractor) linkActs() {
	aliases := map[string]cite.Anchor{}
	var keys []string // aliases, longest first
	var last cite.Anchor
	lastEnd := 0 // where the act named last ends
	for i, s := range x.sents {
		qs := x.quotesIn(s)
		for k := range x.cits[i] {
			c := &x.cits[i][k]
			if c.Kind != ActCitation || c.InQuote {
				continue
			}
			if c.Anchor.Akt == "" && c.Anchor.Przepis != "" && c.End < s.End {
				after := x.text[c.End:runeEnd(x.text, min(s.End, c.End+48))]
				back := last
				if !x.lastActStands(lastEnd, c.Start) {
					back = cite.Anchor{} // another act named since, or long ago: "tej ustawy" is not sure
				}
				if a, n, ok := actRefAfter(after, aliases, keys, back); ok {
					c.Anchor.Akt, c.Anchor.Publikator = a.Akt, a.Publikator
					c.End += n
				}
			}
			if c.Anchor.Akt == "" {
				continue
			}
			last = cite.Anchor{Akt: c.Anchor.Akt, Publikator: c.Anchor.Publikator}
			lastEnd = c.End
			for _, q := range qs {
				if q.Start >= c.End && q.Start-c.End <= 40 && reAliasDef.MatchString(x.text[c.End:q.Start]) {
					alias := clean(x.text[q.InStart:q.InEnd])
					if alias != "" && utf8.RuneCountInString(alias) <= 24 {
						if _, dup := aliases[alias]; !dup {
							keys = append(keys, alias)
							sort.SliceStable(keys, func(a, b int) bool { return len(keys[a]) > len(keys[b]) })
						}
						aliases[alias] = last
					}
				}
			}
		}
	}
}

// maxActBack is how far back "tej ustawy", "tego Kodeksu" reach for the act
// named last.
const maxActBack = 2000

// lastActStands reports whether the act named last (ending at lastEnd) is
// still the one "tej ustawy" at offset at means: near enough, and no other
// act named in between ("przepisy ustawy o ochronie danych osobowych … art.
// 1 ust. 2 tej ustawy" must not reach back to a Konstytucja cited before).
func (x *extractor) lastActStands(lastEnd, at int) bool {
	if lastEnd == 0 || at < lastEnd || at-lastEnd > maxActBack {
		return false
	}
	between := strings.ToLower(x.text[lastEnd:at])
	for _, w := range actWordsInText {
		if strings.Contains(between, w) {
			return false
		}
	}
	return true
}

// actWordsInText are pl.ActStems, each a piece of an act's name in
// running text.
var actWordsInText = pl.ActStems.List()

// actRefAfter reads the act named right after a provision by a defined
// abbreviation or a back-reference, and how many bytes it takes.
func actRefAfter(after string, aliases map[string]cite.Anchor, keys []string, last cite.Anchor) (cite.Anchor, int, bool) {
	trim := strings.TrimLeft(after, " \u00a0")
	skip := len(after) - len(trim)
	for _, k := range keys {
		if strings.HasPrefix(trim, k) {
			if r, _ := utf8.DecodeRuneInString(trim[len(k):]); !isLetter(r) {
				return aliases[k], skip + len(k), true
			}
		}
	}
	if last.Akt == "" {
		return cite.Anchor{}, 0, false
	}
	if m := reActBack.FindStringSubmatchIndex(after); m != nil {
		switch kind := strings.ToLower(after[m[2]:m[3]]); {
		case kind == "kodeksu" && !strings.HasPrefix(last.Akt, "Kodeks"):
			return cite.Anchor{}, 0, false
		case kind == "ustawy" && strings.HasPrefix(last.Akt, "Konstytucja"):
			return cite.Anchor{}, 0, false // the Constitution is not "ta ustawa"
		}
		return last, m[1], true
	}
	return cite.Anchor{}, 0, false
}
