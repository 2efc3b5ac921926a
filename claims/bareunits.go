package claims

// A unit written bare, right after the provision it belongs to: „Zgodnie
// z art. 203 § 1 k.p.c. „…”. Uwaga na § 3: pozwany „…”” quotes art. 203
// § 3 k.p.c. — the paragraph of the article named just before, as „§ 3 tego
// artykułu” would be (relunits.go), but with no pointer word. It is read
// as that article's only where it introduces a quotation of its sentence
// and nothing else can own it: the provision stands in the same sentence
// or the one before, in the same paragraph; nothing but punctuation, a
// quotation mark or a statute's verb follows the unit (a contract's „§ 3
// umowy”, a regulation's „§ 3 rozporządzenia” name their owner); the
// sentence names no outside document before it („Umowa w § 5: „…””); and
// the provision is written with a unit of that kind („art. 203 § 1” and
// „§ 3”; „art. 6 ust. 1” and „§ 3” are no pair, nor is „art. 471 k.c.”
// and a contract's „§ 3” that follows it).

import (
	"sort"
	"strings"

	"citeguard/pl"
)

// bareUnitNames are the units that may stand bare: a paragraph and a
// section of an article („§ 3”, „ust. 2”). A bare „pkt 3” is as often a
// point of the memo itself.
var bareUnitNames = []string{"§", "ust."}

// maxBareSentences is how many sentences before its unit the provision a
// bare unit belongs to may stand (0: the same sentence).
const maxBareSentences = 1

// findBareUnits finds the bare units of text („§ 3”, „ust. 2 pkt 1”) that
// no provision of provs covers and that nothing after them gives another
// owner (bareUnitEnds); each is a relative unit (Rel) with Bare set,
// linked to the provision before it by linkRelativeUnits (bareBaseFits).
func findBareUnits(text string, provs []provMatch) []provMatch {
	var out []provMatch
	for _, name := range bareUnitNames {
		for from := 0; ; {
			k := strings.Index(text[from:], name)
			if k < 0 {
				break
			}
			h := from + k
			from = h + len(name)
			if !unitStart(text, h) || h > 0 && isLetterBefore(text, h) || insideProvision(provs, h) || insideProvision(out, h) {
				continue
			}
			units, n, ok := pl.UnitsAtStart(text[h:runeEnd(text, min(len(text), h+60))])
			if !ok || !strings.HasPrefix(units, name) || !bareUnitEnds(text, h+n) {
				continue
			}
			out = append(out, provMatch{Start: h, End: h + n, Rel: units, Bare: true})
		}
		// insideProvision looks the units up by their start.
		sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	}
	return out
}

// bareUnitEnds reports whether what follows a bare unit ending at e leaves
// it to the provision named before: the end of the text, punctuation, a
// quotation mark, or a statute's verb („§ 3 stanowi”).
func bareUnitEnds(text string, e int) bool {
	at := skipSpace(text, e)
	if at >= len(text) {
		return true
	}
	switch text[at] {
	case ':', ',', ';', '.', ')', '\n', '"':
		return true
	}
	for _, m := range []string{"„", "”", "–", "—"} {
		if strings.HasPrefix(text[at:], m) {
			return true
		}
	}
	ws := wordsOf(text[at:runeEnd(text, min(len(text), at+24))])
	return len(ws) > 0 && ws[0].start == 0 && (pl.AfterQuoteVerbs.Has(ws[0].s) || pl.StatuteIntro.Has(ws[0].s))
}

// bareBaseFits reports whether bare unit c may be a unit of provision
// last, the provision named before it: c introduces a quotation of its
// sentence (quoteAfter), and last is near enough (maxBareSentences, the
// same paragraph and footnote), no outside document named between them
// or before c in its sentence, and a unit of c's kind in last.
func (x *extractor) bareBaseFits(last, c *Citation) bool {
	if last == nil || c.sent-last.sent > maxBareSentences || !x.sameBlock(last.sent, c.sent) || !x.quoteAfter(c) {
		return false
	}
	lo := min(last.End, x.sents[c.sent].Start)
	ws := wordsOf(x.text[lo:c.Start])
	for i := range ws {
		if outsideDocAt(ws, i) > 0 {
			return false
		}
	}
	p, _, ok := pl.ParseProvision(last.Anchor.Przepis)
	if !ok || p.Art == "" {
		return false
	}
	name, _, _ := strings.Cut(c.rel, " ")
	return strings.Contains(p.Written, " "+name+" ")
}

// quoteAfter reports whether a quotation of c's sentence starts after c: a
// bare unit is read as a provision only where it says whose words follow
// („Uwaga na § 3: „…””); one that merely glosses a provision („art. 38
// Konstytucji statuującego zasadę równości (ust. 1)”) is left alone.
func (x *extractor) quoteAfter(c *Citation) bool {
	for _, q := range x.quotesIn(x.sents[c.sent]) {
		if q.Start >= c.End {
			return true
		}
	}
	return false
}
