package saosimport

// What an imported judgment is stored as: its record, its collection keys
// and the rank of its court.

import (
	"strconv"
	"strings"

	"citeguard/library/collection"
	"citeguard/library/saos"
	"citeguard/pl"
)

// Record is the metadata stored with an imported judgment: the library's
// metadata fields (the JSON names of library.Meta) and the whole mapped
// SAOS record except its text.
type Record struct {
	Kind        string            `json:"kind"`
	Signatures  []string          `json:"signatures"`
	Court       string            `json:"court,omitempty"`
	Date        string            `json:"date,omitempty"`
	DocType     string            `json:"doc_type,omitempty"`
	Judges      []string          `json:"judges,omitempty"`
	From        map[string]string `json:"from,omitempty"`
	TextHash    string            `json:"text_hash"`
	TextLen     int               `json:"text_len"`
	ContentHash string            `json:"content_hash"`
	SAOS        *saos.Judgment    `json:"saos"`
}

// HeadFunc reads the form of ruling and the date (ISO) a judgment's text
// states at its head ("" for what it does not state).
type HeadFunc func(text string) (form, date string)

// NewRecord maps a judgment's SAOS metadata to the library's fields (the
// one mapping of SAOS metadata: the collection's documents and a SAOS file
// in a library folder both use it): its case numbers, its court (SAOS's
// division court, else the court of the portal id's code, else the court
// its type implies), its judges, its date and its form of ruling — REASONS,
// the reasons published apart, names no form. head, when not nil, reads the
// text's own head, whose form and date win over SAOS's: SAOS dates some
// reasons by the day they were written and types some rulings as the
// portal filed them. Not hashed: TextHash, TextLen and ContentHash are the
// caller's.
func NewRecord(j *saos.Judgment, text string, head HeadFunc) Record {
	rec := Record{Kind: "judgment", Signatures: j.Signatures, Court: j.Court.Name, Date: j.Date, SAOS: j,
		From: map[string]string{"kind": "saos", "signatures": "saos", "date": "saos", "doc_type": "saos", "judges": "saos"}}
	if j.JudgmentType != "REASONS" {
		rec.DocType = j.DocType
	}
	for _, x := range j.Judges {
		rec.Judges = append(rec.Judges, x.Name)
	}
	if rec.Court != "" {
		rec.From["court"] = "saos " + j.Court.From
	}
	if head != nil {
		form, date := head(text)
		if form != "" {
			rec.DocType, rec.From["doc_type"] = form, "header"
		}
		if date != "" {
			rec.Date, rec.From["date"] = date, "header"
		}
	}
	return rec
}

// SignatureKey is the collection key value of a signature (pl.SignatureKey):
// the library looks signatures up under KeySignature + SignatureKey(sig).
func SignatureKey(sig string) string { return pl.SignatureKey(sig) }

// CourtKey is the court part of a KeyCourtDate key: the court's canonical
// name (pl.CanonicalCourt), or the name as given when pl does not know it.
func CourtKey(court string) string {
	if c := pl.CanonicalCourt(court); c != "" {
		return c
	}
	return strings.TrimSpace(court)
}

// IDKey is the collection key of a SAOS judgment.
func IDKey(id int64) string { return collection.KeyID + "saos:" + strconv.FormatInt(id, 10) }

// Level is the rank of a judgment's court: 0 the Supreme Court and the
// Constitutional Tribunal, 1 an administrative court, 2 a court of appeal,
// 3 a regional court, 4 a district court, 5 the National Appeal Chamber,
// 7 unknown.
func Level(j *saos.Judgment) int {
	switch j.CourtType {
	case saos.Supreme, saos.Constitution:
		return 0
	case saos.Admin:
		return 1
	case saos.AppealChamber:
		return 5
	}
	switch j.Court.Type {
	case "APPEAL":
		return 2
	case "REGIONAL":
		return 3
	case "DISTRICT":
		return 4
	}
	return 7
}
