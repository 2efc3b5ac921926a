package engine

import (
	"strings"

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
// original source text (see UTF16 for the reference script's units).
type Result struct {
	ID               string         `json:"id"`
	SourceID         string         `json:"source_id"`
	ClaimType        cite.ClaimType `json:"claim_type"`
	WymaganyPoziom   string         `json:"wymagany_poziom"`
	OsiagnietyPoziom string         `json:"osiagniety_poziom"`
	Status           cite.Status    `json:"status"`
	Note             string         `json:"note,omitempty"`
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
// (a negation turned) or another number (memo rules), as opposed to a
// narrowing (an exclusivity word) or a modal shift.
func (r *Result) HardContradiction() bool {
	for _, k := range r.contraKinds {
		if k == contraNegation || k == contraNumber {
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
		for _, z := range r.Detail.Zmiany {
			if !strings.HasPrefix(z, "liczba") {
				return false
			}
			n++
		}
	}
	return n > 0
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
	Zmiany             []string        `json:"zmiany_istotne,omitempty"`
	Sprzecznosci       []string        `json:"sprzecznosci,omitempty"` // what a claim says that its best source window contradicts (memo rules)
	Powod              string          `json:"powod,omitempty"`
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
	Pole          string   `json:"pole"`
	Zadeklarowano string   `json:"zadeklarowano"`
	Znaleziono    string   `json:"znaleziono"`
	Overlap       *float64 `json:"overlap,omitempty"`
	Wspolne       []string `json:"wspolne,omitempty"`
	Uwaga         string   `json:"uwaga,omitempty"`
}
