package pl

import (
	_ "embed"
	"fmt"
	"strings"
)

// oneCourtTSV is data/onecourt.tsv: the repertories one court alone uses.
//
//go:embed data/onecourt.tsv
var oneCourtTSV string

// ParseOneCourtRepertories reads the format of data/onecourt.tsv: rows of
// a court's abbreviation and its repertories, TAB-separated; it returns
// the court's canonical name by repertory.
func ParseOneCourtRepertories(data string) (map[string]string, error) {
	out := map[string]string{}
	for n, line := range strings.Split(data, "\n") {
		line = strings.TrimRight(line, "\r")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 2 {
			return nil, fmt.Errorf("onecourt.tsv line %d: %d fields, want 2 (TAB-separated)", n+1, len(f))
		}
		court := CanonicalCourt(strings.TrimSpace(f[0]))
		if court != CourtSN && court != CourtNSA && court != CourtTK {
			return nil, fmt.Errorf("onecourt.tsv line %d: unknown court %q", n+1, f[0])
		}
		for _, r := range strings.Split(f[1], ",") {
			r = strings.TrimSpace(r)
			if r == "" || strings.ContainsAny(r, " /") {
				return nil, fmt.Errorf("onecourt.tsv line %d: bad repertory %q", n+1, r)
			}
			if c, dup := out[r]; dup && c != court {
				return nil, fmt.Errorf("onecourt.tsv line %d: %s is %s's already", n+1, r, c)
			}
			out[r] = court
		}
	}
	return out, nil
}

var oneCourt = func() map[string]string {
	m, err := ParseOneCourtRepertories(oneCourtTSV)
	if err != nil {
		panic("pl: built-in vocabulary: " + err.Error())
	}
	return m
}()

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
