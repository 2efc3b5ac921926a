package claims

// A provision named after its quotation: "Jak stanowi „…” art. 118 k.c.",
// "„…” — stanowi art. 361 § 1 k.c.", "zgodnie z brzmieniem („…”) art. 24
// § 1 k.c.".

import (
	"strings"

	"citeguard/cite"
	"citeguard/pl"
)

// maxAfterQuoteWords bounds the words between a quotation and the
// provision named after it ("„…”, jak stanowi art. 5 k.c.").
const maxAfterQuoteWords = 3

// namedAfterQuote reports whether provision c, after quotation t in its
// sentence, is what the memo says the quoted words are: a statute's verb
// is all that stands between them ("„…” — stanowi art. 361 § 1 k.c.",
// "„…”, jak stanowi art. 5 k.c.", "„…” – czytamy w art. 6 k.c.":
// pl.AfterQuoteVerbs with pl.AfterQuoteFillers), or the provision follows the quotation at once
// (a closing parenthesis, a comma) and the words before the quotation
// let a provision speak ("Jak stanowi „…” art. 118 k.c.", "zgodnie z
// brzmieniem („…”) art. 24 § 1 k.c.": leadLetsProvisionSpeak).
func (x *extractor) namedAfterQuote(t target, c *Citation) bool {
	gap := x.text[t.end:c.Start]
	if strings.ContainsAny(gap, ";.") {
		return false
	}
	ws := wordsOf(gap)
	if len(ws) == 0 {
		return rightAfter(gap) && x.leadLetsProvisionSpeak(t)
	}
	if len(ws) > maxAfterQuoteWords {
		return false
	}
	verb := false
	for _, w := range ws {
		switch {
		case pl.AfterQuoteVerbs.Has(w.s):
			verb = true
		case pl.AfterQuoteFillers.Has(w.s):
		default:
			return false
		}
	}
	return verb
}

// leadLetsProvisionSpeak reports whether the last words before quotation
// t (in its sentence, up to three) let the provision named after it
// speak: a statute's verb ("Jak stanowi „…”"), or a noun of its wording
// after "z" or "w" ("zgodnie z brzmieniem („…”)", "w myśl treści „…”").
func (x *extractor) leadLetsProvisionSpeak(t target) bool {
	s := x.sents[t.i]
	lo := max(s.Start, t.start-60)
	for lo < t.start && x.text[lo]&0xC0 == 0x80 {
		lo++
	}
	lw := lastWords(x.text[lo:t.start], 3)
	for i, w := range lw {
		switch {
		case w == "":
		case pl.StatuteIntro.Has(w):
			return true
		case pl.WordingNouns.Has(w) && i > 0 && (lw[i-1] == "z" || lw[i-1] == "w" || lw[i-1] == "ze"):
			return true
		}
	}
	return false
}

// statuteSentence reports whether sentence i is only a provision and a
// statute's verb saying the quotation before is its text: „Tak stanowi
// art. 6 k.c.”, „Tak brzmi art. 361 § 1 k.c.” (pl.AfterQuoteVerbs and
// pl.AfterQuoteFillers, at most maxAfterQuoteWords of them, and one
// provision).
func (x *extractor) statuteSentence(i int) bool {
	s := x.sents[i]
	if len(x.quotesIn(s)) > 0 {
		return false
	}
	var prov *Citation
	for k := range x.cits[i] {
		c := &x.cits[i][k]
		if !eligible(c) {
			continue
		}
		if c.Kind != ActCitation || c.Anchor.Przepis == "" || prov != nil {
			return false
		}
		prov = c
	}
	if prov == nil {
		return false
	}
	n, verb := 0, false
	for _, w := range x.info(i).ws {
		if at := s.Start + w.start; at >= prov.Start && at < prov.End {
			continue
		}
		n++
		switch {
		case pl.AfterQuoteVerbs.Has(w.s):
			verb = true
		case pl.AfterQuoteFillers.Has(w.s):
		default:
			return false
		}
	}
	return verb && n <= maxAfterQuoteWords
}

// sentencesOfOneUnit reports whether a and b are two sentences of one
// unit of a provision ("art. 5 zd. 1" and "art. 5 zd. 2" of one act).
func sentencesOfOneUnit(a, b cite.Anchor) bool {
	return a.Przepis != b.Przepis && a.Akt == b.Akt && a.Publikator == b.Publikator && strings.Contains(a.Przepis, " zd. ") && strings.Contains(b.Przepis, " zd. ") &&
		withoutSentence(a.Przepis) == withoutSentence(b.Przepis)
}

// withoutSentence is provision p without its sentence unit: "art. 5 zd.
// 1" is "art. 5", "art. 24 § 1 zd. 2 in fine" "art. 24 § 1".
func withoutSentence(p string) string {
	if i := strings.Index(p, " zd. "); i >= 0 {
		return p[:i]
	}
	return p
}
