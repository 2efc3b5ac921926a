package pl

import (
	_ "embed"
	"fmt"
	"strings"
)

// The vocabulary's data files (data/), one parser each: forms.go,
// months.go, superscript.go, court.go, wordsets.go, cues.go, material.go,
// onecourt.go, actkind.go, seats.go. Each file says
// its format in its own header comment.
var (
	//go:embed data/forms.tsv
	formsTSV string
	//go:embed data/formwords.tsv
	formWordsTSV string
	//go:embed data/months.tsv
	monthsTSV string
	//go:embed data/superscripts.tsv
	superscriptsTSV string
	//go:embed data/courts.tsv
	courtsTSV string
	//go:embed data/words.txt
	wordsTXT string
	//go:embed data/repertories.txt
	repertoriesTXT string
	//go:embed data/cues.tsv
	cuesTSV string
	//go:embed data/material.tsv
	materialTSV string
	//go:embed data/onecourt.tsv
	oneCourtTSV string
	//go:embed data/actkinds.tsv
	actKindsTSV string
	//go:embed data/verdicts.tsv
	verdictsTSV string
	//go:embed data/seats.tsv
	seatsTSV string
)

// tsvRows splits a TAB-separated table into rows of exactly cols fields,
// skipping blank lines and "#" comments; file names the table in errors.
func tsvRows(file, data string, cols int) ([][]string, error) {
	var rows [][]string
	for n, line := range strings.Split(data, "\n") {
		line = strings.TrimRight(line, "\r")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != cols {
			return nil, fmt.Errorf("%s line %d: %d fields, want %d (TAB-separated)", file, n+1, len(f), cols)
		}
		for i, v := range f {
			if v = strings.TrimSpace(v); v == "" {
				return nil, fmt.Errorf("%s line %d: field %d is empty (write - for none)", file, n+1, i+1)
			}
			f[i] = v
		}
		rows = append(rows, f)
	}
	return rows, nil
}

// list reads a field of several values separated by sep; "-" is none.
func list(field, sep string) []string {
	if field == "-" {
		return nil
	}
	return strings.Split(field, sep)
}

// mustParse panics with the data file's error: the data is embedded and a
// test parses every file, so a bad line fails the tests, not a user.
func mustParse[T any](v T, err error) T {
	if err != nil {
		panic("pl: built-in vocabulary: " + err.Error())
	}
	return v
}
