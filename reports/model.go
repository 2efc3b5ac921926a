package reports

import "citeguard/cite"

// The layer-1 categories a claim counts in.
const (
	CategoryQuote     = "cytat"     // a quotation or pinpoint
	CategoryProvision = "przepis"   // a statute or EU act provision
	CategorySignature = "sygnatura" // a judgment's signature, date, court or holding
)

// Memo is the checked memo: what the report and the JSON line show.
type Memo struct {
	Memo           string        `json:"memo"`
	Blocked        bool          `json:"blocked"`
	Decision       cite.Decision `json:"decision"`
	Summary        cite.Summary  `json:"summary"`
	Results        []Claim       `json:"results"`
	Ignored        []Ignored     `json:"ignored"`
	Error          string        `json:"error,omitempty"`           // the memo could not be checked (fail closed)
	LibraryVersion string        `json:"library_version,omitempty"` // hash of the library state used
	Revision       *Revision     `json:"revision,omitempty"`
}

// Claim is one verified claim of a memo.
type Claim struct {
	ID               string         `json:"id"`
	ClaimType        cite.ClaimType `json:"claim_type"`
	Category         string         `json:"category"`
	Quote            string         `json:"quote,omitempty"`
	ClaimText        string         `json:"claim_text,omitempty"`
	Anchor           cite.Anchor    `json:"anchor"`                // the identifying fields (cite.Anchor.Identity)
	SourceID         string         `json:"source_id,omitempty"`   // how the source is cited
	SourceFile       string         `json:"source_file,omitempty"` // where it is in the library
	Status           cite.Status    `json:"status"`
	WymaganyPoziom   string         `json:"wymagany_poziom"`
	OsiagnietyPoziom string         `json:"osiagniety_poziom"`
	Note             string         `json:"note,omitempty"`
	Zakres           *Range         `json:"zakres,omitempty"`
	SpanID           string         `json:"span_id,omitempty"`
	Diff             []Change       `json:"diff,omitempty"`
	Page             int            `json:"page,omitempty"`
	MemoPassage      string         `json:"memo_passage,omitempty"`   // the claim as it stands in the memo
	SourcePassage    string         `json:"source_passage,omitempty"` // the source text checked, or the nearest place
	RealSource       string         `json:"real_source,omitempty"`    // where a misattributed quote really stands
	SourceVersion    string         `json:"source_version,omitempty"` // content hash of the source used
}

// Range is a half-open range in a source text.
type Range struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

// Change is one word-level difference: the quote has Cytat where the source
// has Zrodlo ("zmiana"), or a word only in one of them ("dodane",
// "pominiete").
type Change struct {
	Rodzaj string `json:"rodzaj"`
	Cytat  string `json:"cytat,omitempty"`
	Zrodlo string `json:"zrodlo,omitempty"`
}

// Ignored is a string in quotation marks that is not a claim, and why.
type Ignored struct {
	Text string `json:"text"`
	Why  string `json:"why"`
}

// Revision is the outcome of a re-check of the same memo.
type Revision struct {
	N        int           `json:"n"`
	Before   cite.Decision `json:"before"`
	After    cite.Decision `json:"after"`
	Rejected cite.Decision `json:"rejected,omitempty"` // a raise refused: no new evidence
}
