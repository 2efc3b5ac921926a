// Package claims finds the claims in a Polish legal memo: every quotation,
// case signature, statute provision and paraphrased holding, each with its
// anchor (signature, date, court, parties, ECLI, CELEX, act, provision), its
// claim type (the claim_type of seed 000) and its place in the text.
//
// The input is the memo's text with optional page and footnote positions
// (Input); Extract returns a Result, whose JSON is stable:
//
//	{
//	  "claims": [
//	    {
//	      "id": "C1",                          // reading order
//	      "source_id": "II CSK 123/19",        // signature, ECLI, CELEX, "art. 415 Kodeks cywilny"…
//	      "claim_type": "cytat_doslowny",      // or teza_pinpoint, stanowisko_sadu, parafraza, fakt_proceduralny, powolanie
//	      "quote": "kara umowna należy się …", // cytat_doslowny: the quotation without its marks
//	      "segments": ["…", "…"],              // only for a quotation with gaps […] (…) ...
//	      "claim_text": "…",                   // the other types: the that-clause, the sentence, the citation
//	      "anchor": {"sygnatura": "II CSK 123/19", "data": "2002-07-05", "data_tekst": "5 lipca 2002 r.",
//	                 "organ": "Sąd Najwyższy", "forma": "wyrok", "strony": "X przeciwko Y", "ecli": "…",
//	                 "celex": "…", "akt": "Kodeks cywilny", "publikator": "Dz.U. …", "przepis": "art. 5 ust. 1 lit. a",
//	                 "pinpoint": "pkt 15 uzasadnienia", "zrodlo": "…"},
//	      "start": 241, "end": 353,            // byte range in the text
//	      "page": 1, "footnote": 2,            // when known / when inside a footnote
//	      "anchor_from": "przypis",            // cytowanie, przypis, tamze, skrot, kontekst, nastepne
//	      "anchor_cue": "Tamże", "anchor_footnote": 2, // the memo's words that pointed to the anchor, and where
//	      "short_form": "tamże", "antecedent": "II CSK 123/19", "unresolved": false,
//	      "ambiguous": false,                  // the memo gives several sources equally well
//	      "candidates": [{"source_id": "II CSK 123/19", "anchor": {…}, "from": "przypis", "score": 90,
//	                      "why": "przypis 2 po cytacie"}]  // the plausible sources, best first
//	    }
//	  ],
//	  "quoted_citations": [{"source_id": "art. 58 Kodeks cywilny", "anchor": {…}, "start": 900, "end": 912,
//	                        "quote_start": 850}],  // citations inside quotations: quoted text, not claims
//	  "ignored": [{"text": "Umowa", "start": 78, "end": 89, "why": "termin zdefiniowany"}]
//	}
//
// Empty fields are omitted; "claims", "ignored" and "quoted_citations" are
// always lists. Extract is four stages, each a function of its own with its
// own tests (stages.go): Segment, FindCitations, ResolveReferences,
// Attribute. The Polish words the stages read are pl's (pl/data/words.txt,
// forms.tsv). How a claim gets its anchor — segmentation, the scored
// choice among candidate anchors, back-references and short forms — is
// described in attribute.go (the candidates in candidates.go, the lead-in
// rules in leadin.go). The signatures are in canonical form
// (pl.CanonicalSignature), which the library uses too, so a claim's
// sygnatura compares equal to the library's key.
package claims

import "citeguard/cite"

// Span is a byte range [Start, End) of Input.Text.
type Span struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

// Footnote is one footnote or endnote of the memo: its number, the range
// of its text in Input.Text, and the byte offset of its reference mark in
// the body (-1 when unknown).
type Footnote struct {
	Number int  `json:"number"`
	Text   Span `json:"text"`
	Ref    int  `json:"ref"`
	// Endnote: a note collected at the end of the document, not at the
	// foot of its page; it anchors like a footnote (cite.FromEndnote).
	Endnote bool `json:"endnote,omitempty"`
}

// Block kinds: the units of a memo's body (extract.Block's kinds).
const (
	BlockParagraph = "paragraph"
	BlockHeading   = "heading"
	BlockListItem  = "list_item"
	BlockQuote     = "quote"
	BlockTableCell = "table_cell"
)

// Block is one unit of the body: a paragraph, heading, list item, block
// quotation or table cell paragraph, the byte range [Start, End) of
// Input.Text. No sentence crosses a block's edge.
type Block struct {
	Kind       string
	Start, End int
	// Cell places a table cell's paragraph in its table (layout_table.go);
	// nil for every other block.
	Cell *Cell
}

// Input is what the claim extractor reads: the memo's text and, when the
// extraction knows them, the pages (Pages[i] is page i+1), the footnotes
// and the body's blocks. Without Blocks, blocks are read from the text
// itself: blank lines, Markdown headings, list items and "> " quotations.
type Input struct {
	Text      string
	Pages     []Span
	Footnotes []Footnote
	Blocks    []Block
	// Italics are the ranges of Text set in italics, in order: a
	// quotation may be marked by italics alone (layout_italic.go).
	Italics []Span
}

// Claim is one claim of the memo.
type Claim struct {
	ID        string         `json:"id"`                  // C1, C2… in reading order
	SourceID  string         `json:"source_id,omitempty"` // best identifier of the cited source
	ClaimType cite.ClaimType `json:"claim_type"`
	Quote     string         `json:"quote,omitempty"`      // the quotation without its outer marks (cytat_doslowny)
	Segments  []string       `json:"segments,omitempty"`   // the quotation split at its gaps […], (…), ...
	ClaimText string         `json:"claim_text,omitempty"` // the claim restated (other types)
	Anchor    cite.Anchor    `json:"anchor"`
	Start     int            `json:"start"` // byte range of the claim in the text
	End       int            `json:"end"`
	Page      int            `json:"page,omitempty"`     // 1-based, when pages are known
	Footnote  int            `json:"footnote,omitempty"` // number of the footnote holding the claim
	// AnchorFrom says where the anchor was read from (cite.FromCitation,
	// FromFootnote, FromIbidem, FromShortForm, FromContext, FromNext);
	// AnchorCue is the memo's words that pointed to it ("Tamże", "W tym
	// samym wyroku", "Sąd ten"), AnchorFootnote the footnote it was read
	// from.
	AnchorFrom     cite.AnchorFrom `json:"anchor_from,omitempty"`
	AnchorCue      string          `json:"anchor_cue,omitempty"`
	AnchorFootnote int             `json:"anchor_footnote,omitempty"`
	// ShortForm is the short form (tamże, op. cit., wyżej powołany wyrok…)
	// that stands for the source; Antecedent is the source_id it resolved
	// to, or Unresolved is true.
	ShortForm  string `json:"short_form,omitempty"`
	Antecedent string `json:"antecedent,omitempty"`
	Unresolved bool   `json:"unresolved,omitempty"`
	// Ambiguous: the memo attributes the claim to several sources equally
	// well; Candidates lists the plausible sources, best first (the anchor
	// first), never a source inside a quotation or a por./zob. reference.
	Ambiguous  bool             `json:"ambiguous,omitempty"`
	Candidates []cite.Candidate `json:"candidates,omitempty"`
	// Framing: a court's position that the memo states of case law in
	// general („Orzecznictwo konsekwentnie przyjmuje, że …, a jak
	// podkreślił Sąd Okręgowy w X, „…””), anchored to the ruling the
	// sentence quotes: the memo's framing of the quotation, which the
	// ruling need not say in its words (check: 🟡 unless it contradicts
	// the ruling outright).
	Framing bool `json:"framing,omitempty"`
	// Argument: the memo's own argument or conclusion with a ruling cited
	// in support, not a holding it attributes to the court („Argument …
	// nie powinien przesądzić o wyniku sporu (III PK 1/10)”; argument.go):
	// the ruling need not say it in its words (check: 🟡 unless it
	// contradicts the ruling outright).
	Argument bool `json:"argument,omitempty"`
	// Por is the por./zob. reference that introduces the quotation („(por.
	// postanowienie …, II Cz 1/14): „…””): it anchors nothing (the
	// quotation is searched in the library, AnchorFrom biblioteka), but
	// when the library holds that ruling and the quotation stands in it,
	// the quotation is checked against it as cited — its date and court
	// included (porquote.go).
	Por *cite.Candidate `json:"por,omitempty"`
}

// Attribution is how the claim got its anchor, for the report.
func (c Claim) Attribution() cite.Attribution {
	return cite.Attribution{From: c.AnchorFrom, Cue: c.AnchorCue, Footnote: c.AnchorFootnote, Antecedent: c.Antecedent,
		Unresolved: c.Unresolved, Ambiguous: c.Ambiguous, Candidates: c.Candidates}
}

// QuotedCitation is a citation written inside a quotation: part of the
// quoted text, neither a claim nor an anchor, listed so that statistics of
// cited signatures (and a reader) still see it.
type QuotedCitation struct {
	SourceID   string      `json:"source_id"`
	Anchor     cite.Anchor `json:"anchor"`
	Start      int         `json:"start"`
	End        int         `json:"end"`
	QuoteStart int         `json:"quote_start"` // where the quotation holding it starts
}

// OwnCase is a signature of the document's own case („Sygn. akt: I C
// 877/26” at the top of a pleading or a judgment, the same signature again
// later): found, but no citation and no claim.
type OwnCase struct {
	SourceID string      `json:"source_id"`
	Anchor   cite.Anchor `json:"anchor"`
	Start    int         `json:"start"`
	End      int         `json:"end"`
}

// Ignored is a quotation-mark string that is not a claim, with the reason.
type Ignored struct {
	Text  string `json:"text"`
	Start int    `json:"start"`
	End   int    `json:"end"`
	Why   string `json:"why"`
}

// Reasons for ignoring a quotation.
const (
	WhyCompany  = "nazwa podmiotu"                      // „Alfa” sp. z o.o.
	WhyDefined  = "termin zdefiniowany"                 // (dalej: „Umowa”)
	WhyScare    = "cudzysłów ironiczny lub wyróżnienie" // tzw. „frankowicze”
	WhyTitle    = "tytuł"                               // artykuł pt. „…”
	WhyName     = "nazwa własna"                        // program „Rodzina 500+”
	WhyNoSource = "brak źródła w pobliżu"               // a short quotation with no citation near it
	// WhyOutside: the sentence names where the quoted words come from, and
	// it is no source of the library: a contract, a policy, general terms,
	// a statement, a party's pleading or words, an e-mail.
	WhyOutside = "cytat z dokumentu spoza biblioteki"
	// WhyOwnCase: the court quoted is the document's own case — the
	// ruling a pleading appeals or answers the appeal of („Sąd Okręgowy
	// ustalił, że „…””): its words are not in the library. A court whose
	// ruling is not identified otherwise, or a por./zob. reference
	// introducing the quotation, is no reason to ignore it: it is searched
	// in the library (issue 22, class 2).
	WhyOwnCase = "cytat z orzeczenia w tej sprawie"
)

// Result is the output of Extract.
type Result struct {
	Claims  []Claim          `json:"claims"`
	Ignored []Ignored        `json:"ignored"`
	Quoted  []QuotedCitation `json:"quoted_citations"`
	Own     []OwnCase        `json:"own_case,omitempty"`
}
