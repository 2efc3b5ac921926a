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
//	      "anchor_from": "zdanie",             // zdanie, przypis, poprzednie, nastepne, skrot
//	      "short_form": "tamże", "antecedent": "II CSK 123/19", "unresolved": false
//	    }
//	  ],
//	  "ignored": [{"text": "Umowa", "start": 78, "end": 89, "why": "termin zdefiniowany"}]
//	}
//
// Empty fields are omitted; "claims" and "ignored" are always lists. The
// signatures are in canonical form (pl.CanonicalSignature), which the library
// uses too, so a claim's sygnatura compares equal to the library's key.
package claims

import "citeguard/cite"

// Span is a byte range [Start, End) of Input.Text.
type Span struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

// Footnote is one footnote of the memo: its number, the range of its text in
// Input.Text, and the byte offset of its reference mark in the body (-1 when
// unknown).
type Footnote struct {
	Number int  `json:"number"`
	Text   Span `json:"text"`
	Ref    int  `json:"ref"`
}

// Input is what the claim extractor reads: the memo's text and, when the
// extraction knows them, the pages (Pages[i] is page i+1) and the footnotes.
type Input struct {
	Text      string
	Pages     []Span
	Footnotes []Footnote
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
	// AnchorFrom says where the anchor was taken from: "zdanie" (the same
	// sentence), "przypis" (its footnote), "poprzednie"/"nastepne" (an
	// adjacent sentence), "skrot" (a short form's antecedent).
	AnchorFrom string `json:"anchor_from,omitempty"`
	// ShortForm is the short form (tamże, op. cit., wyżej powołany wyrok…)
	// that stands for the source; Antecedent is the source_id it resolved
	// to, or Unresolved is true.
	ShortForm  string `json:"short_form,omitempty"`
	Antecedent string `json:"antecedent,omitempty"`
	Unresolved bool   `json:"unresolved,omitempty"`
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
	WhyNoSource = "brak źródła w pobliżu"               // a quotation with no citation near it
)

// Result is the output of Extract.
type Result struct {
	Claims  []Claim   `json:"claims"`
	Ignored []Ignored `json:"ignored"`
}
