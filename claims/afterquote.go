package claims

// A provision named after its quotation: "Jak stanowi „…” art. 118 k.c.",
// "„…” — stanowi art. 361 § 1 k.c.", "zgodnie z brzmieniem („…”) art. 24
// § 1 k.c.".

import (
	"strings"

	"citeguard/pl"
)

// maxAfterQuoteWords bounds the words between a quotation and the
// provision named after it ("„…”, jak stanowi art. 5 k.c.").
const maxAfterQuoteWords = 3

// namedAfterQuote reports whether provision c, after quotation t in its
// sentence, is what the memo says the quoted words are: a statute's verb
// is all that stands between them ("„…” — stanowi art. 361 § 1 k.c.",
// "„…”, jak stanowi art. 5 k.c.": pl.StatuteIntro with
// pl.AfterQuoteFillers), or the provision follows the quotation at once
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
		case pl.StatuteIntro.Has(w.s):
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
