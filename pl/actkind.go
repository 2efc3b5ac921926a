package pl

import (
	"fmt"
	"strings"
)

// data/actkinds.tsv: the first words of an act's title and the act's type.

// ParseActKinds reads the format of data/actkinds.tsv: rows of a title's
// first word (lower case) and the register's type of the act.
func ParseActKinds(data string) (map[string]string, error) {
	rows, err := tsvRows("actkinds.tsv", data, 2)
	if err != nil {
		return nil, err
	}
	out := make(map[string]string, len(rows))
	for n, f := range rows {
		if f[0] != strings.ToLower(f[0]) || strings.Contains(f[0], " ") {
			return nil, fmt.Errorf("actkinds.tsv row %d: %q is not one lower-case word", n+1, f[0])
		}
		if _, dup := out[f[0]]; dup {
			return nil, fmt.Errorf("actkinds.tsv row %d: %q twice", n+1, f[0])
		}
		out[f[0]] = f[1]
	}
	return out, nil
}

var actKinds = mustParse(ParseActKinds(actKindsTSV))

// ActKind is the type of act ("Ustawa", "Rozporządzenie" …) a title
// starting with word names, in any case; ok is false for another word.
func ActKind(word string) (kind string, ok bool) {
	kind, ok = actKinds[strings.ToLower(word)]
	return kind, ok
}

// IsCodeTitle reports a title's first word naming a code ("Kodeks",
// "kodeksu"), whose subject is its whole name ("Kodeks spółek handlowych").
func IsCodeTitle(word string) bool {
	w := strings.ToLower(word)
	return w == "kodeks" || w == "kodeksu"
}
