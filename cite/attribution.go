package cite

// AnchorFrom says where a claim's anchor was read from: how the memo ties
// the claim to its source.
type AnchorFrom string

// The ways a claim gets its anchor.
const (
	// FromCitation: a citation in the claim's own sentence (it introduces
	// the quotation, names the ruling whose court is the subject, or
	// follows the quotation in parentheses).
	FromCitation AnchorFrom = "cytowanie"
	// FromFootnote: the footnote whose mark stands after the quotation or
	// its sentence.
	FromFootnote AnchorFrom = "przypis"
	// FromIbidem: a footnote „Tamże” / „Ibidem”: the previous footnote's
	// source.
	FromIbidem AnchorFrom = "tamze"
	// FromShortForm: a short form in the text (wyżej powołany wyrok, op.
	// cit., j.w.) resolved to an earlier citation.
	FromShortForm AnchorFrom = "skrot"
	// FromContext: a back-reference (W tym samym wyroku, Sąd ten, a court
	// or a verb with no citation) resolved to the ruling or act under
	// discussion.
	FromContext AnchorFrom = "kontekst"
	// FromNext: the next sentence, when it is only a bare citation.
	FromNext AnchorFrom = "nastepne"
	// FromList: the label line a list of quotations hangs from (a bold
	// signature line with bullets under it).
	FromList AnchorFrom = "lista"
	// FromHeading: the heading of the quotation's section, which names
	// the ruling.
	FromHeading AnchorFrom = "naglowek"
	// FromLibrary: no source named; the quotation (of sentence length, or
	// a block quotation) is looked for in the whole library by its words
	// (check), and reported whether found or not.
	FromLibrary AnchorFrom = "biblioteka"
	// FromBlock: a block quotation set off without quotation marks, its
	// source named by the text that introduces it ("Zgodnie z art. 448
	// k.c.:").
	FromBlock AnchorFrom = "blok"
	// FromTable: a quotation in a table cell, its source named in another
	// cell of the same row (a signature, a date column).
	FromTable AnchorFrom = "tabela"
	// FromEndnote: the endnote (notes collected at the end of the
	// document) whose mark stands after the quotation or its sentence.
	FromEndnote AnchorFrom = "przypis_koncowy"
	// FromSourceLine: a source line of its own set AFTER the bullets or
	// the paragraph holding the quotation („**Źródło:** wyrok SR w … z
	// dnia …, sygn. …”, „(źródło: …)”, „Podstawa: …”), the nearest below
	// it in its section.
	FromSourceLine AnchorFrom = "zrodlo"
)

// Attribution is how a claim got its anchor, as the memo wrote it: what
// the report shows a lawyer so that the checker's reading of the memo can
// be followed („kotwica z przypisu 2”, „tamże → I ACa 1029/13”).
type Attribution struct {
	From AnchorFrom `json:"anchor_from,omitempty"`
	// Cue is the memo's words that pointed to the anchor: „Tamże”, „W tym
	// samym wyroku”, „Sąd ten”, „Dodał”.
	Cue string `json:"anchor_cue,omitempty"`
	// Footnote is the number of the footnote the anchor was read from.
	Footnote int `json:"anchor_footnote,omitempty"`
	// Antecedent is the source a short form or back-reference stands for.
	Antecedent string `json:"antecedent,omitempty"`
	// Unresolved: a short form or back-reference whose source could not be
	// found (or not told apart).
	Unresolved bool `json:"unresolved,omitempty"`
	// Ambiguous: the memo gives more than one plausible source, equally
	// well; Candidates names them.
	Ambiguous bool `json:"ambiguous,omitempty"`
	// Candidates are the plausible sources the memo gives for the claim,
	// best first (the chosen anchor first), each with its score.
	Candidates []Candidate `json:"candidates,omitempty"`
}

// Candidate is one source the memo may attribute a claim to, with the
// score of the claim extractor's attribution rule and what gave it.
type Candidate struct {
	SourceID string     `json:"source_id"`
	Anchor   Anchor     `json:"anchor"`
	From     AnchorFrom `json:"from"`
	Score    int        `json:"score"`
	// Why names the features that scored it ("wprowadza cytat", "przypis
	// 2 po cytacie", "tylko temat zdania").
	Why string `json:"why,omitempty"`
}
