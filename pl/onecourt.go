package pl

import (
	"fmt"
	"strings"
)

// data/onecourt.tsv: the repertories one court alone uses.

// ParseOneCourtRepertories reads the format of data/onecourt.tsv: rows of
// a court's abbreviation and its repertories, TAB-separated; it returns
// the court's canonical name by repertory.
func ParseOneCourtRepertories(data string) (map[string]string, error) {
	rows, err := tsvRows("onecourt.tsv", data, 2)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for n, f := range rows {
		court := CanonicalCourt(f[0])
		if court != CourtSN && court != CourtNSA && court != CourtTK {
			return nil, fmt.Errorf("onecourt.tsv row %d: unknown court %q", n+1, f[0])
		}
		for _, r := range strings.Split(f[1], ",") {
			r = strings.TrimSpace(r)
			if r == "" || strings.ContainsAny(r, " /") {
				return nil, fmt.Errorf("onecourt.tsv row %d: bad repertory %q", n+1, r)
			}
			if c, dup := out[r]; dup && c != court {
				return nil, fmt.Errorf("onecourt.tsv row %d: %s is %s's already", n+1, r, c)
			}
			out[r] = court
		}
	}
	return out, nil
}

var oneCourt = mustParse(ParseOneCourtRepertories(oneCourtTSV))

// CourtOfSignature is the court a signature's repertory names when one
// court alone uses it (I CSK 9901/99 → Sąd Najwyższy), else "".
func CourtOfSignature(sig string) string {
	fs := strings.Fields(CanonicalSignature(sig))
	for _, f := range fs {
		if strings.Contains(f, "/") {
			break
		}
		if c, ok := oneCourt[f]; ok {
			return c
		}
	}
	return ""
}
