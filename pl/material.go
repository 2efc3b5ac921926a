package pl

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// data/material.tsv: the party roles, time words and time limits whose
// change in a quotation changes what it says.

// The kinds of a row of data/material.tsv.
const (
	MaterialRole     = "role"     // two opposite party roles
	MaterialTime     = "time"     // two opposite time words
	MaterialOrder    = "order"    // two opposite words of the order of events (swapped in a quotation only)
	MaterialLimit    = "limit"    // time words whose adding or dropping changes a limit
	MaterialDegree   = "degree"   // two opposite words of degree or comparison (swapped in a quotation only)
	MaterialOpposite = "opposite" // two legal terms of opposite meaning (swapped in a quotation only)
)

// WordForms is one side of a row of data/material.tsv: folded word forms,
// stems that stand for the stem with an ending of up to maxStemEnding
// letters, and phrases of several words („przyjmujący zlecenie”), each word
// a form or a stem.
type WordForms struct {
	Forms   []string
	Stems   []string
	Phrases [][]WordForms // each word of a phrase one form or one stem
}

// maxStemEnding is the longest ending a "stem*" entry allows.
const maxStemEnding = 4

// Has reports whether a folded word key is one of the forms (of one word:
// a phrase is never one word; see Spans).
func (f WordForms) Has(key string) bool {
	for _, w := range f.Forms {
		if key == w {
			return true
		}
	}
	for _, s := range f.Stems {
		if strings.HasPrefix(key, s) && utf8.RuneCountInString(key)-utf8.RuneCountInString(s) <= maxStemEnding {
			return true
		}
	}
	return false
}

// MaterialPair is one row of data/material.tsv: its kind and its two
// sides (B is empty for a limit).
type MaterialPair struct {
	Kind string
	A, B WordForms
}

// ParseMaterialWords reads the format of data/material.tsv: rows of
// kind, side A, side B, TAB-separated; "#" starts a comment line.
func ParseMaterialWords(data string) ([]MaterialPair, error) {
	rows, err := tsvRows("material.tsv", data, 3)
	if err != nil {
		return nil, err
	}
	var out []MaterialPair
	for n, f := range rows {
		p := MaterialPair{Kind: f[0]}
		if p.A, err = parseWordForms(f[1]); err != nil {
			return nil, fmt.Errorf("material.tsv row %d: %w", n+1, err)
		}
		if p.B, err = parseWordForms(f[2]); err != nil {
			return nil, fmt.Errorf("material.tsv row %d: %w", n+1, err)
		}
		switch p.Kind {
		case MaterialRole, MaterialTime, MaterialOrder, MaterialDegree, MaterialOpposite:
			if p.B.empty() {
				return nil, fmt.Errorf("material.tsv row %d: a %s row needs two sides", n+1, p.Kind)
			}
		case MaterialLimit:
			if !p.B.empty() {
				return nil, fmt.Errorf("material.tsv row %d: a limit row has one side (write - for the second)", n+1)
			}
		default:
			return nil, fmt.Errorf("material.tsv row %d: unknown kind %q", n+1, p.Kind)
		}
		if p.A.empty() {
			return nil, fmt.Errorf("material.tsv row %d: side A is empty", n+1)
		}
		out = append(out, p)
	}
	return out, nil
}

// Spans lists where the forms stand in ws (folded keys in order): each
// word that is one of the one-word forms, and each run of words that is one
// of the phrases, as [start, end) indices.
func (f WordForms) Spans(ws []string) [][2]int {
	var out [][2]int
	for i, w := range ws {
		if f.Has(w) {
			out = append(out, [2]int{i, i + 1})
		}
		for _, p := range f.Phrases {
			if i+len(p) > len(ws) {
				continue
			}
			all := true
			for k, pw := range p {
				all = all && pw.Has(ws[i+k])
			}
			if all {
				out = append(out, [2]int{i, i + len(p)})
			}
		}
	}
	return out
}

func (f WordForms) empty() bool {
	return len(f.Forms) == 0 && len(f.Stems) == 0 && len(f.Phrases) == 0
}

// parseWordForms reads one side: comma-separated folded forms, "stem*"
// for a stem, words separated by spaces for a phrase, "-" for none.
func parseWordForms(field string) (WordForms, error) {
	var f WordForms
	field = strings.TrimSpace(field)
	if field == "-" {
		return f, nil
	}
	for _, w := range strings.Split(field, ",") {
		w = strings.TrimSpace(w)
		if parts := strings.Fields(w); len(parts) > 1 {
			var phrase []WordForms
			for _, pw := range parts {
				one, err := parseWordForms(pw)
				if err != nil {
					return f, err
				}
				phrase = append(phrase, one)
			}
			f.Phrases = append(f.Phrases, phrase)
			continue
		}
		stem, isStem := strings.CutSuffix(w, "*")
		switch {
		case stem == "":
			return f, fmt.Errorf("an empty entry")
		case strings.Trim(stem, "abcdefghijklmnopqrstuvwxyz") != "":
			return f, fmt.Errorf("entry %q is not folded (lower-case letters without diacritics)", w)
		case isStem:
			f.Stems = append(f.Stems, stem)
		default:
			f.Forms = append(f.Forms, stem)
		}
	}
	return f, nil
}

// materialPairs is data/material.tsv read.
var materialPairs = mustParse(ParseMaterialWords(materialTSV))

// MaterialPairs is the rows of data/material.tsv of a kind, in their order.
func MaterialPairs(kind string) []MaterialPair {
	var out []MaterialPair
	for _, p := range materialPairs {
		if p.Kind == kind {
			out = append(out, p)
		}
	}
	return out
}
