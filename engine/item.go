package engine

import "encoding/json"

// Level is a verification level of the gradient.
type Level int

// The levels, weakest first. None means not even the anchor holds.
const (
	None      Level = -1
	Istnienie Level = 0 // the anchor is real and matches
	Tresc     Level = 1 // the source supports the claim in substance
	Fragment  Level = 2 // the quoted passage is in the source
)

// String is the level's name as the reference script prints it.
func (l Level) String() string {
	switch l {
	case Istnienie:
		return "ISTNIENIE"
	case Tresc:
		return "TRESC"
	case Fragment:
		return "FRAGMENT"
	}
	return "BRAK"
}

// Status is a verdict on one claim.
type Status string

// The statuses. NIEZWERYFIKOWANY and BRAK_ZRODLA are hard blocks.
const (
	Zweryfikowany    Status = "ZWERYFIKOWANY"
	Zmodyfikowany    Status = "ZMODYFIKOWANY"
	WymagaOsadu      Status = "WYMAGA_OSADU"
	Kalibracja       Status = "KALIBRACJA"
	Niezweryfikowany Status = "NIEZWERYFIKOWANY"
	BrakZrodla       Status = "BRAK_ZRODLA"
)

// Blocks reports whether the status is a hard block (🔴 or ⛔).
func (s Status) Blocks() bool { return s == Niezweryfikowany || s == BrakZrodla }

// requiredLevel maps a claim type to the level it must reach.
var requiredLevel = map[string]Level{
	"cytat_doslowny":    Fragment,
	"teza_pinpoint":     Fragment,
	"stanowisko_sadu":   Tresc,
	"parafraza":         Tresc,
	"fakt_proceduralny": Istnienie,
	"powolanie":         Istnienie,
	"quote":             Fragment, // v1 alias
}

// levelByName reads the required_level override.
var levelByName = map[string]Level{"ISTNIENIE": Istnienie, "TRESC": Tresc, "TREŚĆ": Tresc, "FRAGMENT": Fragment}

// Anchor is what identifies a source: as the memo states it (anchor) or as
// the resolver found it (anchor_resolved). Strony is a string ("X przeciwko
// Y") or a list of names; Parties is its English alias.
type Anchor struct {
	Sygnatura string          `json:"sygnatura,omitempty"`
	Data      string          `json:"data,omitempty"`
	Organ     string          `json:"organ,omitempty"`
	Strony    json.RawMessage `json:"strony,omitempty"`
	Parties   json.RawMessage `json:"parties,omitempty"`
}

// Item is one claim to verify, in the task format of ground-citations.mjs.
type Item struct {
	ID             string  `json:"id"`
	SourceID       string  `json:"source_id"`
	ClaimType      string  `json:"claim_type,omitempty"`
	RequiredLevel  string  `json:"required_level,omitempty"`
	Quote          string  `json:"quote,omitempty"`
	ClaimText      string  `json:"claim_text,omitempty"`
	SourceText     *string `json:"source_text,omitempty"`
	Anchor         *Anchor `json:"anchor,omitempty"`
	AnchorResolved *Anchor `json:"anchor_resolved,omitempty"`
}

// Result is the verdict on one Item. Ranges are byte offsets into the
// original source text (see UTF16 for the reference script's units).
type Result struct {
	ID               string   `json:"id"`
	SourceID         string   `json:"source_id"`
	ClaimType        string   `json:"claim_type"`
	WymaganyPoziom   string   `json:"wymagany_poziom"`
	OsiagnietyPoziom string   `json:"osiagniety_poziom"`
	Status           Status   `json:"status"`
	Note             string   `json:"note,omitempty"`
	Offset           *int     `json:"offset,omitempty"`
	Zakres           *Range   `json:"zakres,omitempty"`
	Segmenty         []Range  `json:"segmenty,omitempty"`
	FragmentZrodla   string   `json:"fragment_zrodla,omitempty"`
	FragmentyZrodla  []string `json:"fragmenty_zrodla,omitempty"`
	SpanID           string   `json:"span_id,omitempty"`
	Diff             []Change `json:"diff,omitempty"`
	Detail           *Detail  `json:"detail,omitempty"`
	Uwagi            []Uwaga  `json:"uwagi,omitempty"`
	required         Level
	achieved         Level
}

// Required is the level the claim type requires.
func (r *Result) Required() Level { return r.required }

// Achieved is the level the verification reached.
func (r *Result) Achieved() Level { return r.achieved }

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
	Powod              string          `json:"powod,omitempty"`
}

// SegmentDetail is the nearest source place of one quote segment.
type SegmentDetail struct {
	Seg    string  `json:"seg"`
	Dist   int     `json:"dist"`
	Ratio  float64 `json:"ratio"`
	Zakres *Range  `json:"zakres,omitempty"`
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
