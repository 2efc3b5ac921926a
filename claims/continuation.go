package claims

import (
	"strings"

	"citeguard/pl"
)

// A bare continuation: „I dalej: „…””, „I dalej (s. 5): "…"” — a lead-in
// with no verb, no subject and no source of its own, that goes on quoting
// the source quoted just before. In the paragraph of that quotation it is
// the quotation after a colon in a paragraph about a source; standing at
// the head of the next paragraph (an e-mail's line of its own) it carries
// the anchor of the previous paragraph's last unit just the same. Text
// without Polish letters and ASCII quotation marks change nothing of it:
// its words are conjunctions and connectives, which have none.

// continuesQuoting reports whether quotation t is introduced by a bare
// continuation and the sentence before it, in the previous paragraph,
// quotes something.
func (x *extractor) continuesQuoting(t target) bool {
	s := x.sents[t.i]
	if t.i == 0 || s.Footnote != 0 {
		return false
	}
	p := x.sents[t.i-1]
	if p.Para != s.Para-1 || p.Footnote != 0 || p.Section != s.Section || len(x.quotesIn(p)) == 0 {
		return false
	}
	return bareContinuation(x.text[s.Start:t.start])
}

// bareContinuation reports whether lead-in (the words before a quotation)
// is only continuation words and a colon, with at most a page or
// paragraph note in parentheses before the colon („I dalej (s. 5):”).
func bareContinuation(lead string) bool {
	lead = strings.TrimRight(lead, " \t\n\u00a0")
	if !strings.HasSuffix(lead, ":") {
		return false
	}
	lead = strings.TrimSuffix(lead, ":")
	if o := strings.IndexByte(lead, '('); o >= 0 {
		c := strings.IndexByte(lead, ')')
		if c < o || strings.TrimSpace(lead[c+1:]) != "" || c-o > maxContinuationNote {
			return false
		}
		lead = lead[:o]
	}
	ws := wordsOf(strings.Trim(lead, " \t\n\u00a0>-–•*"))
	if len(ws) == 0 || len(ws) > 3 {
		return false
	}
	for _, w := range ws {
		if !pl.ContinuationWords.Has(w.s) {
			return false
		}
	}
	return true
}

// maxContinuationNote bounds the note in parentheses of a bare
// continuation („(s. 5)”, „(pkt 3.2 uzasadnienia)”).
const maxContinuationNote = 40
