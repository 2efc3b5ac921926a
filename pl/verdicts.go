package pl

import (
	"fmt"
	"strings"
)

// data/verdicts.tsv: the outcome verbs of a ruling's operative part and of
// a memo's procedural fact, what they are about, whose appeal, and the
// words around them.

// The kinds of a row of data/verdicts.tsv.
const (
	VerdictRuling  = "ruling"    // a present-tense verb of an operative part
	VerdictMemo    = "memo"      // a past-tense verb of a memo's procedural fact
	VerdictObject  = "object"    // what an outcome is about
	VerdictParty   = "party"     // whose appeal
	VerdictPartial = "partial"   // an outcome in part
	VerdictPlural  = "plural"    // several appeals (words not folded)
	VerdictStop    = "stop"      // a memo's verb past it is not the cited court's own
	VerdictReport  = "report"    // a reported clause's start: a court named after it acts again
	VerdictCost    = "cost"      // the costs
	VerdictActor   = "actor"     // a subject that is no court
	VerdictEnd     = "end"       // the end of the operative part
	VerdictHeader  = "header"    // what the operative part follows
	VerdictCourt   = "court"     // the word after „sąd” naming a court
	VerdictAbbr    = "courtabbr" // a court's abbreviation (not folded)
	VerdictNot     = "negation"  // a word negating the verb after it
	VerdictNegated = "negated"   // the outcome family a negated verb's family reads as
	VerdictOpposed = "opposed"   // two parties on opposite sides of a case
	VerdictJoin    = "join"      // words joining a second party to the first („powoda i pozwanego”)
)

// The object classes of data/verdicts.tsv that are no means of appeal.
const (
	VerdictDecision = "orzeczenie" // the decision appealed
	VerdictClaim    = "powodztwo"  // the claim itself
	VerdictAdmin    = "decyzja"    // an administrative decision (appealed by an odwołanie)
	VerdictAppeal   = "odwolanie"  // the means of appeal from an administrative decision
)

// VerdictRow is one row of data/verdicts.tsv.
type VerdictRow struct {
	Kind, Key string
	Words     WordForms
}

// ParseVerdictWords reads the format of data/verdicts.tsv: rows of kind,
// key, words, TAB-separated; "#" starts a comment line.
func ParseVerdictWords(data string) ([]VerdictRow, error) {
	rows, err := tsvRows("verdicts.tsv", data, 3)
	if err != nil {
		return nil, err
	}
	var out []VerdictRow
	for n, f := range rows {
		r := VerdictRow{Kind: f[0], Key: f[1]}
		switch r.Kind {
		case VerdictPlural, VerdictAbbr:
			r.Words.Forms = strings.Split(f[2], ",")
		case VerdictRuling, VerdictMemo, VerdictObject, VerdictParty, VerdictPartial, VerdictStop, VerdictCost, VerdictActor, VerdictEnd, VerdictHeader, VerdictCourt, VerdictNot, VerdictNegated,
			VerdictOpposed, VerdictJoin, VerdictReport:
			if r.Words, err = parseWordForms(f[2]); err != nil {
				return nil, fmt.Errorf("verdicts.tsv row %d: %w", n+1, err)
			}
		default:
			return nil, fmt.Errorf("verdicts.tsv row %d: unknown kind %q", n+1, r.Kind)
		}
		if r.Words.empty() {
			return nil, fmt.Errorf("verdicts.tsv row %d: no words", n+1)
		}
		out = append(out, r)
	}
	return out, nil
}

// verdictRows is data/verdicts.tsv read.
var verdictRows = mustParse(ParseVerdictWords(verdictsTSV))

// VerdictKey is the key of the first row of a kind whose words hold w (a
// folded word; for VerdictPlural and VerdictAbbr the word in lower case, not folded), ""
// when none does. For the kinds without a key it is "-".
func VerdictKey(kind, w string) string {
	for _, r := range verdictRows {
		if r.Kind == kind && r.Words.Has(w) {
			return r.Key
		}
	}
	return ""
}

// IsVerdictWord reports whether w is a word of a kind of data/verdicts.tsv.
func IsVerdictWord(kind, w string) bool { return VerdictKey(kind, w) != "" }

// OpposedParties reports whether two parties (keys of the party rows of
// data/verdicts.tsv) stand on opposite sides of a case, so that one cannot
// be the other: powód and pozwany, wnioskodawca and uczestnik, oskarżony
// and oskarżyciel. Parties that may be one person under two names
// (ubezpieczony and odwołujący, pozwany and organ) are not opposed.
func OpposedParties(a, b string) bool {
	for _, r := range verdictRows {
		if r.Kind == VerdictOpposed && (r.Key == a && r.Words.Has(b) || r.Key == b && r.Words.Has(a)) {
			return true
		}
	}
	return false
}
