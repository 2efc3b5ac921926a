package claims

// A court that relies on a provision named after its quotation: „Sąd dodał
// też, że „…” (art. 455 w zw. z art. 817 k.c.).”, „Sąd ten podkreślił, że
// „…” (art. 481 § 1 k.c.)”. The court is the speaker (a court, „Sąd ten”,
// „SN”, a ruling before the quotation, with a reporting verb), so the
// quoted words are its ruling's — the one the sentence, its footnote or
// the discourse names — and the provision in parentheses is what the court
// relied on: a powołanie of its own, never the quotation's source. A
// statute's verb after the quotation („„…” — stanowi art. 455 k.c.”,
// namedAfterQuote) still lets the provision speak, and a provision before
// the quotation („zgodnie z art. 455 k.c. „…””) is not after it.

// courtRelies reports whether provision c, after quotation t, is one the
// speaking court relied on (ctx.courtSubject) rather than the quotation's
// source.
func (x *extractor) courtRelies(t target, c *Citation, ctx sentCtx) bool {
	return t.quote && ctx.courtSubject && c.Kind == ActCitation && c.Start >= t.end && !x.namedAfterQuote(t, c)
}

// reliesOnly reports whether a provision after quotation t in its sentence
// is one the speaking court relied on (courtRelies): with no ruling of
// that court found, the quotation is searched in the library, never
// dropped.
func (x *extractor) reliesOnly(ctx sentCtx, t target) bool {
	for k := range x.cits[t.i] {
		c := &x.cits[t.i][k]
		if eligible(c) && x.courtRelies(t, c, ctx) {
			return true
		}
	}
	return false
}
