package cite

import (
	"encoding/json"
	"strings"
)

// Anchor is what identifies a cited source: as the memo states it (the
// claim extractor's anchor, the task format's "anchor") or as the library
// found it ("anchor_resolved"). Empty fields are omitted from JSON.
type Anchor struct {
	Sygnatura  string `json:"sygnatura,omitempty"`  // canonical (pl.CanonicalSignature)
	Data       string `json:"data,omitempty"`       // ISO YYYY-MM-DD when read from a memo
	DataTekst  string `json:"data_tekst,omitempty"` // the date as written
	Organ      string `json:"organ,omitempty"`      // canonical court name (pl.FindCourts)
	Forma      string `json:"forma,omitempty"`      // wyrok, uchwała, postanowienie…
	Strony     string `json:"strony,omitempty"`     // "X przeciwko Y"
	ECLI       string `json:"ecli,omitempty"`
	CELEX      string `json:"celex,omitempty"`
	Akt        string `json:"akt,omitempty"`        // canonical act name (pl.CanonicalAct) or as written
	Publikator string `json:"publikator,omitempty"` // Dz.U. / Dz.Urz. UE reference
	Przepis    string `json:"przepis,omitempty"`    // "art. 5 ust. 1 lit. a"
	Pinpoint   string `json:"pinpoint,omitempty"`   // "pkt 15 uzasadnienia", "s. 12"
	Zrodlo     string `json:"zrodlo,omitempty"`     // a non-judgment source as written (doctrine, for op. cit.)
}

// IsZero reports whether the anchor names nothing.
func (a Anchor) IsZero() bool { return a == Anchor{} }

// Identity is the anchor as a report shows it: the fields that identify
// the source (signature, date, court, parties, ECLI, CELEX, act,
// provision), without how the memo wrote the date, the ruling's form, the
// publication reference, the pinpoint and a free-text source.
func (a Anchor) Identity() Anchor {
	return Anchor{Sygnatura: a.Sygnatura, Data: a.Data, Organ: a.Organ, Strony: a.Strony,
		ECLI: a.ECLI, CELEX: a.CELEX, Akt: a.Akt, Przepis: a.Przepis}
}

// UnmarshalJSON reads an anchor also as the task format of
// ground-citations.mjs writes it: "strony" may be a list of names (joined
// with spaces), and "parties" is its English alias, read when "strony" is
// absent.
func (a *Anchor) UnmarshalJSON(b []byte) error {
	type plain Anchor
	var aux struct {
		plain
		Strony  json.RawMessage `json:"strony"`
		Parties json.RawMessage `json:"parties"`
	}
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	*a = Anchor(aux.plain)
	raw := aux.Strony
	if len(raw) == 0 {
		raw = aux.Parties
	}
	a.Strony = partiesText(raw)
	return nil
}

// partiesText is a parties value as one string: a JSON string as it is, a
// list of names joined with spaces, anything else empty.
func partiesText(raw json.RawMessage) string {
	if len(raw) == 0 {
		return ""
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var list []string
	if json.Unmarshal(raw, &list) == nil {
		return strings.Join(list, " ")
	}
	return ""
}
