package claims

// The stages of Extract, each a function of the one before, as a reader
// takes a memo in (and as eyecite separates cleaning, tokenizing, finding
// and resolving):
//
//	Segment            the memo's units (blocks, footnotes), quotations and sentences
//	FindCitations      what each sentence cites: signatures, ECLI, CELEX, provisions
//	                   with their acts, courts, dates, forms, parties, short forms
//	ResolveReferences  the acts named by an alias or "tej ustawy", the reading order
//	                   (a footnote after its mark), the short forms' antecedents
//	Attribute          each sentence's claims, each with its anchor
//
// A stage works on the memo its input holds: it is run once per memo, and
// an earlier stage's result shows the later stages' work.

// Segmented is a memo cut into its sentences and quotations (Segment).
type Segmented struct{ x *extractor }

// Segment cuts a memo into units (the body's blocks and the footnotes),
// finds each unit's quotations and splits it into sentences, numbering
// the discourse's paragraphs and sections.
func Segment(in Input) *Segmented {
	x := newExtractor(in)
	x.segment()
	return &Segmented{x}
}

// Sentences returns the memo's sentences, in text order.
func (s *Segmented) Sentences() []Sentence { return s.x.sents }

// Quotations returns the memo's top-level quotations, in text order.
func (s *Segmented) Quotations() []Quotation { return s.x.quotes }

// Cited is a segmented memo with the citations of each sentence
// (FindCitations).
type Cited struct{ *Segmented }

// FindCitations finds what each sentence cites. A citation written inside
// a quotation is flagged InQuote, one introduced by "por.", "zob.", "tak
// też" Por; a short form is not resolved yet.
func FindCitations(s *Segmented) *Cited {
	if s.x.cits != nil {
		panic("claims: FindCitations ran on this memo already")
	}
	s.x.findCitations()
	return &Cited{s}
}

// Citations returns the citations of sentence i, in text order.
func (c *Cited) Citations(i int) []Citation { return c.x.cits[i] }

// Resolved is a memo whose references are resolved (ResolveReferences).
type Resolved struct{ *Cited }

// ResolveReferences gives a provision written with no act the act the memo
// means (an alias it defined, "tej ustawy"), a unit of the provision named
// before ("§ 3 tego artykułu") that provision, orders the sentences as a
// reader meets them (a footnote right after the sentence with its mark),
// gives a table row's ruling the court and date of its row's court/date
// cell, and gives every short form its antecedent (a row reference the
// row's ruling) or marks it Unresolved.
func ResolveReferences(c *Cited) *Resolved {
	x := c.x
	if x.order != nil {
		panic("claims: ResolveReferences ran on this memo already")
	}
	x.linkActs()
	x.linkRelativeUnits()
	x.markOwnCase()
	x.readingOrder()
	x.completeRows()
	x.resolveShortForms()
	return &Resolved{c}
}

// Order returns the sentences' indices in reading order.
func (r *Resolved) Order() []int { return r.x.order }

// Attribute classifies every sentence's quotations and statements into
// claims and gives each its anchor: the best-scored of the candidates its
// sentence, footnotes, short forms and the discourse offer (attribute.go).
func Attribute(r *Resolved) Result {
	x := r.x
	if x.claims != nil {
		panic("claims: Attribute ran on this memo already")
	}
	return x.attributeAll()
}
