package claims

import "strings"

// Where the words around a quotation name an outside document as its
// origin, not merely mention one (issue 22, class 2).

// afterQuoteOrigin reports whether the words after quotation q, up to hi
// (the next quotation or the sentence's end), attribute it to an outside
// document within afterQuoteWords words: a parenthesis or a dash right
// after the quotation that names one („„…” (§ 5 OWU)”, „„…” – stanowi
// umowa”), or, after a comma, a document that only a lead-in, a
// document's verb or a unit stand before („„…”, jak stanowi umowa”, „„…”,
// zgodnie z § 4 regulaminu”). The sentence going on about a document
// („„…”, w szczególności zeznaniom świadka”, „„…”, co odpowiada umowie”) is
// no attribution.
func (x *extractor) afterQuoteOrigin(q Quotation, hi int) bool {
	if q.End >= hi {
		return false
	}
	after := x.text[q.End:hi]
	ws := wordsOf(after)
	open := strings.TrimLeft(after, " \t\u00a0.,;")
	marked := strings.HasPrefix(open, "(") || strings.HasPrefix(open, "–") || strings.HasPrefix(open, "—") || strings.HasPrefix(open, "-")
	for k := 0; k < len(ws) && k < afterQuoteWords; k++ {
		if outsideDocAt(ws, k) > 0 {
			return marked || attributingWords(ws[:k])
		}
	}
	return false
}

// attributingWords reports whether ws, the words between a quotation and
// an outside document's name after it, only attribute the quotation to
// that document: „jak”, „tak”, a lead-in of an origin („zgodnie z”, „w
// myśl”), a document's verb („stanowi”, „przewiduje”), a unit and its
// number („§ 4”, „pkt 2”).
func attributingWords(ws []word) bool {
	for _, w := range ws {
		switch w.s {
		case "jak", "tak", "z", "w", "we", "do":
			continue
		}
		if outsideLeadIns.has(w.s) || outsideSays.has(w.s) || documentUnits.has(w.s) || isDigitByte(w.s[0]) {
			continue
		}
		return false
	}
	return true
}

// docVerbRoom is how many words after an outside document's name its
// verb may stand when no comma comes between them: a participle's phrase
// may stand there („Projekt gwarancji nadesłany przez wykonawcę
// przewiduje: „…””, „Umowa zawarta przez strony stanowi, że „…””).
const docVerbRoom = 4

// documentVerbNear reports whether a document's verb (outsideSays)
// follows the outside document whose name ends at word e of lead-in ws
// within docVerbRoom words, with no comma, semicolon or colon between.
func documentVerbNear(lead string, ws []word, e int) bool {
	for j := e; j < len(ws) && j <= e+docVerbRoom; j++ {
		if j > e && strings.ContainsAny(lead[ws[j-1].end:ws[j].start], ",;:") {
			return false
		}
		if outsideSays.has(ws[j].s) {
			return true
		}
	}
	return false
}
