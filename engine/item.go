package engine

import (
	"citeguard/cite"
	"citeguard/norm"
)

// Item is one claim to verify, in the task format of ground-citations.mjs.
type Item struct {
	ID             string         `json:"id"`
	SourceID       string         `json:"source_id"`
	ClaimType      cite.ClaimType `json:"claim_type,omitempty"`
	RequiredLevel  string         `json:"required_level,omitempty"`
	Quote          string         `json:"quote,omitempty"`
	ClaimText      string         `json:"claim_text,omitempty"`
	SourceText     *string        `json:"source_text,omitempty"`
	Anchor         *cite.Anchor   `json:"anchor,omitempty"`
	AnchorResolved *cite.Anchor   `json:"anchor_resolved,omitempty"`
}

// Result is the verdict on one Item. Ranges are byte offsets into the
// original source text (see UTF16 for the reference script's units). What
// the engine found is coded (Found, and the codes of Detail and Uwagi);
// Word fills the reference script's words in (the task output).
type Result struct {
	ID               string         `json:"id"`
	SourceID         string         `json:"source_id"`
	ClaimType        cite.ClaimType `json:"claim_type"`
	WymaganyPoziom   string         `json:"wymagany_poziom"`
	OsiagnietyPoziom string         `json:"osiagniety_poziom"`
	Status           cite.Status    `json:"status"`
	Note             string         `json:"note,omitempty"` // Found in words (Word)
	Found            cite.Note      `json:"-"`              // what the verification found, coded
	Offset           *int           `json:"offset,omitempty"`
	Zakres           *norm.Range    `json:"zakres,omitempty"`
	Segmenty         []norm.Range   `json:"segmenty,omitempty"`
	FragmentZrodla   string         `json:"fragment_zrodla,omitempty"`
	FragmentyZrodla  []string       `json:"fragmenty_zrodla,omitempty"`
	SpanID           string         `json:"span_id,omitempty"`
	Diff             []Change       `json:"diff,omitempty"`
	Detail           *Detail        `json:"detail,omitempty"`
	Uwagi            []Uwaga        `json:"uwagi,omitempty"`
	required         cite.Level
	achieved         cite.Level
	contraKinds      []string // the kinds of what the claim contradicts (memo rules)
}

// HardContradiction reports a claim that says the opposite of its source
// (a negation turned, the parties' roles or a time limit swapped) or
// another number (memo rules), as opposed to a narrowing (an exclusivity
// word) or a modal shift.
func (r *Result) HardContradiction() bool {
	for _, k := range r.contraKinds {
		if k == contraNegation || k == contraNumber || k == contraRole || k == contraTime {
			return true
		}
	}
	return false
}

// OnlyNumbers reports a result whose only contradictions and material
// changes are numbers: what amendments of an act change most (amounts,
// terms), so a later version of the act cannot tell them wrong.
func (r *Result) OnlyNumbers() bool {
	n := 0
	for _, k := range r.contraKinds {
		if k != contraNumber {
			return false
		}
		n++
	}
	if r.Detail != nil {
		for _, z := range r.Detail.Changes {
			if changeKind(z) != cite.KindNumber {
				return false
			}
			n++
		}
	}
	return n > 0
}

// changeKind is the kind of a change of meaning (cite.KindNumber …).
func changeKind(f cite.Finding) string {
	if f.Code == cite.GapSkipsNegation || len(f.Args) == 0 {
		return cite.KindNegation
	}
	return f.Args[0]
}

// MaterialChange reports a quotation found with a change of its meaning (a
// negation, a number, a modal word, a conjunction).
func (r *Result) MaterialChange() bool { return r.Detail != nil && len(r.Detail.Changes) > 0 }

// NearChange reports a material change read against the nearest passage
// of a quotation that is not even an approximate match (memo rules): the
// passage is the one quoted only when the memo says where the quotation
// comes from.
func (r *Result) NearChange() bool {
	return len(r.Found) > 0 && r.Found[0].Code == cite.QuoteNearChangesSource
}

// Word fills the words of what the result found in (Note, the detail's
// changes, contradictions and reason, the remarks on the anchor), as say
// words them: the task output of the reference script.
func (r *Result) Word(say cite.Wording) {
	r.Note = say(r.Found)
	for _, us := range [][]Uwaga{r.Uwagi, detailRemarks(r.Detail)} {
		for i := range us {
			us[i].Uwaga = say(us[i].Remark)
		}
	}
	if d := r.Detail; d != nil {
		d.Zmiany, d.Sprzecznosci = wordEach(d.Changes, say), wordEach(d.Contradictions, say)
		d.Powod = say(d.Reason)
	}
}

func detailRemarks(d *Detail) []Uwaga {
	if d == nil {
		return nil
	}
	return d.Roznice
}

// wordEach words each finding of n on its own.
func wordEach(n cite.Note, say cite.Wording) []string {
	var out []string
	for _, f := range n {
		out = append(out, say(cite.Note{f}))
	}
	return out
}

// Required is the level the claim type requires.
func (r *Result) Required() cite.Level { return r.required }

// Achieved is the level the verification reached.
func (r *Result) Achieved() cite.Level { return r.achieved }

// Detail carries the evidence behind a status; which fields are set depends
// on the level that decided.
type Detail struct {
	Segmenty           []SegmentDetail `json:"segmenty,omitempty"`
	Pokrycie           *float64        `json:"pokrycie,omitempty"`
	PokrycieSurowe     *float64        `json:"pokrycie_surowe,omitempty"`
	BrakujaceTerminy   []string        `json:"brakujace_terminy,omitempty"`
	ObecneTerminy      []string        `json:"obecne_terminy,omitempty"`
	TerminySzablonowe  []string        `json:"terminy_szablonowe,omitempty"`
	ZbieznoscFragmentu *float64        `json:"zbieznosc_fragmentu,omitempty"`
	Roznice            []Uwaga         `json:"roznice,omitempty"`
	Zmiany             []string        `json:"zmiany_istotne,omitempty"` // Changes in words
	Sprzecznosci       []string        `json:"sprzecznosci,omitempty"`   // Contradictions in words
	Powod              string          `json:"powod,omitempty"`          // Reason in words
	// Changes are the changes of meaning a quotation makes; Contradictions
	// what a claim says that its best source window contradicts (memo
	// rules); Reason why there are no segments.
	Changes        cite.Note `json:"-"`
	Contradictions cite.Note `json:"-"`
	Reason         cite.Note `json:"-"`
}

// SegmentDetail is the nearest source place of one quote segment.
type SegmentDetail struct {
	Seg    string      `json:"seg"`
	Dist   int         `json:"dist"`
	Ratio  float64     `json:"ratio"`
	Zakres *norm.Range `json:"zakres,omitempty"`
}

// Uwaga is a difference or a soft remark about one anchor field.
type Uwaga struct {
	Pole          string    `json:"pole"`
	Zadeklarowano string    `json:"zadeklarowano"`
	Znaleziono    string    `json:"znaleziono"`
	Overlap       *float64  `json:"overlap,omitempty"`
	Wspolne       []string  `json:"wspolne,omitempty"`
	Uwaga         string    `json:"uwaga,omitempty"` // Remark in words
	Remark        cite.Note `json:"-"`
}
